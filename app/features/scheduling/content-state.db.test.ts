import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import type { DbHandle } from '#app/db/client.server'
import { logActivity } from '#app/db/activity.server'
import { getLiveAlerts } from '#app/features/alerts/alerts.server'
import { keptForContent } from './content-state.server'

// What every page reads from the content, kept between requests while the content is unchanged
// (decision 035), on SQLite (project "unit") and PostgreSQL ("postgres"): read again after any
// content change logged by any instance, and when a scheduled change comes.
const START = '2026-12-10T09:00:00.000Z'
let handle: DbHandle

beforeAll(async () => {
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(new Date(START))
	handle = await createTestDb()
})

afterAll(async () => {
	vi.useRealTimers()
	await handle?.close()
})

/** A read that counts how often it ran, with the count as its value. */
function counter() {
	let reads = 0
	const read = async () => ({ reads: ++reads })
	return { read, reads: () => reads }
}

const changed = (kind: 'content' | 'user' | 'event' = 'content') =>
	logActivity(handle.db, {
		action: 'update',
		itemType: 'news',
		itemId: 1,
		itemTitle: 'An article',
		actor: 'clerk',
		kind,
	})

describe('values kept while the content is unchanged', () => {
	test('kept across requests; read again after a content change, not after a sign-in', async () => {
		const { read, reads } = counter()
		const first = await keptForContent(handle.db, {}, 'frame', read)
		const second = await keptForContent(handle.db, {}, 'frame', read)
		expect(second).toBe(first)
		expect(reads()).toBe(1)

		// A sign-in or an account change is not content.
		await changed('user')
		expect(await keptForContent(handle.db, {}, 'frame', read)).toBe(first)

		await changed('content')
		expect(await keptForContent(handle.db, {}, 'frame', read)).toEqual({ reads: 2 })
		// Another key is read on its own.
		expect(await keptForContent(handle.db, {}, 'other', read)).toEqual({ reads: 3 })
	})

	test('one request sees one state, whatever changes while it runs; the next sees the change', async () => {
		const { read } = counter()
		const request = {}
		const before = await keptForContent(handle.db, request, 'during', read)
		await changed()
		expect(await keptForContent(handle.db, request, 'during', read)).toBe(before)
		expect(await keptForContent(handle.db, {}, 'during', read)).toEqual({ reads: 2 })
	})

	test('without a request (a loader called on its own), read every time', async () => {
		const { read, reads } = counter()
		await keptForContent(handle.db, undefined, 'alone', read)
		await keptForContent(handle.db, undefined, 'alone', read)
		expect(reads()).toBe(2)
	})

	test('kept values are frozen: requests share them', async () => {
		const value = await keptForContent(handle.db, {}, 'shared', async () => ({
			list: [{ label: 'a' }],
		}))
		expect(Object.isFrozen(value)).toBe(true)
		expect(Object.isFrozen(value.list[0])).toBe(true)
	})

	test('at most 200 values are kept in one state: past that, those kept are let go and read again', async () => {
		const { read, reads } = counter()
		const first = await keptForContent(handle.db, {}, 'many:0', read)
		for (let i = 1; i <= 200; i++) await keptForContent(handle.db, {}, `many:${i}`, read)
		expect(reads()).toBe(201)
		// They were let go when the 201st came: the first is read again.
		expect(await keptForContent(handle.db, {}, 'many:0', read)).not.toBe(first)
		expect(reads()).toBe(202)
	})

	test('a failed read is not kept: the next request reads again', async () => {
		let fail = true
		const read = async () => {
			if (fail) throw new Error('database unavailable')
			return 'read'
		}
		await expect(keptForContent(handle.db, {}, 'flaky', read)).rejects.toThrow('unavailable')
		fail = false
		expect(await keptForContent(handle.db, {}, 'flaky', read)).toBe('read')
	})

	test('a scheduled alert appears when its time comes, and goes when it ends', async () => {
		const at = (minutes: number) => new Date(Date.parse(START) + minutes * 60_000).toISOString()
		const alerts = () =>
			keptForContent(handle.db, {}, 'alerts:en', () => getLiveAlerts(handle.db, 'en'))
		expect(await alerts()).toEqual([])
		await handle.db
			.insertInto('alerts')
			.values({
				level: 'warning',
				title_en: 'Road closed',
				title_fr: 'Route fermée',
				body_en: 'The bridge is closed for repairs.',
				body_fr: 'Le pont est fermé pour travaux.',
				link: '',
				status: 'published',
				publish_at: at(30),
				unpublish_at: at(90),
				created_at: START,
				updated_at: START,
			})
			.execute()
		await changed()
		expect(await alerts()).toEqual([])
		vi.setSystemTime(new Date(at(29)))
		expect(await alerts()).toEqual([])
		// Nothing is logged when the time comes (the sweeper may not have run yet): the kept
		// value ends with the scheduled change itself.
		vi.setSystemTime(new Date(at(30)))
		expect((await alerts()).map((alert) => alert.title.text)).toEqual(['Road closed'])
		vi.setSystemTime(new Date(at(89)))
		expect(await alerts()).toHaveLength(1)
		vi.setSystemTime(new Date(at(90)))
		expect(await alerts()).toEqual([])
	})
})
