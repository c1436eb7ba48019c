import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import type { DbHandle } from '#app/db/client.server'
import { countAnswer, flushCounts, KEEP_DAYS, MAX_KEYS_PER_DAY } from './counting.server'

// The dashboard's counts written (decision 056) on SQLite ("unit") and PostgreSQL ("postgres"):
// counts add up across writes (several instances), each day keeps a bounded number of keys, and
// nothing older than KEEP_DAYS stays.

let handle: DbHandle
const reader = {
	'user-agent':
		'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
}
const read = (url: string, found?: number) =>
	countAnswer({ method: 'GET', url, headers: reader }, 200, found, false)

async function rows() {
	return (
		await handle.db
			.selectFrom('daily_counts')
			.selectAll()
			.orderBy('day')
			.orderBy('kind')
			.orderBy('key')
			.execute()
	).map((row) => ({ ...row, count: Number(row.count) }))
}

beforeAll(async () => {
	handle = await createTestDb()
	vi.useFakeTimers({ toFake: ['Date'] })
})

afterAll(async () => {
	vi.useRealTimers()
	await handle.close()
})

test('counts add up, per day and key', async () => {
	vi.setSystemTime(new Date('2026-05-04T10:00:00Z'))
	read('/news')
	read('/news')
	read('/search?q=potholes', 0)
	await flushCounts(handle.db)
	// Another instance's minute, or this one's next.
	read('/news')
	read('/fr/search?q=nids%20de%20poule', 0)
	await flushCounts(handle.db)
	vi.setSystemTime(new Date('2026-05-05T08:00:00Z'))
	read('/news')
	await flushCounts(handle.db)
	expect(await rows()).toEqual([
		{ day: '2026-05-04', kind: 'miss', key: 'en:potholes', count: 1 },
		{ day: '2026-05-04', kind: 'miss', key: 'fr:nids de poule', count: 1 },
		{ day: '2026-05-04', kind: 'read', key: '/fr/search', count: 1 },
		{ day: '2026-05-04', kind: 'read', key: '/news', count: 3 },
		{ day: '2026-05-04', kind: 'read', key: '/search', count: 1 },
		{ day: '2026-05-05', kind: 'read', key: '/news', count: 1 },
	])
})

test('a day keeps a bounded number of searches; those known go on counting', async () => {
	vi.setSystemTime(new Date('2026-05-06T10:00:00Z'))
	for (let i = 0; i < MAX_KEYS_PER_DAY.miss + 40; i++) read(`/search?q=word${i}`, 0)
	await flushCounts(handle.db)
	read('/search?q=word3', 0)
	read('/search?q=never-seen', 0)
	await flushCounts(handle.db)
	const misses = (await rows()).filter((row) => row.day === '2026-05-06' && row.kind === 'miss')
	expect(misses).toHaveLength(MAX_KEYS_PER_DAY.miss)
	expect(misses.find((row) => row.key === 'en:word3')?.count).toBe(2)
	expect(misses.some((row) => row.key === 'en:never-seen')).toBe(false)
})

test(`nothing older than ${KEEP_DAYS} days stays`, async () => {
	vi.setSystemTime(new Date(Date.parse('2026-05-04T10:00:00Z') + (KEEP_DAYS - 1) * 86_400_000))
	read('/')
	await flushCounts(handle.db)
	const days = new Set((await rows()).map((row) => row.day))
	expect(days.has('2026-05-04')).toBe(true)
	vi.setSystemTime(new Date(Date.parse('2026-05-04T10:00:00Z') + KEEP_DAYS * 86_400_000))
	await flushCounts(handle.db)
	const after = new Set((await rows()).map((row) => row.day))
	expect(after.has('2026-05-04')).toBe(false)
	expect(after.has('2026-05-05')).toBe(true)
})
