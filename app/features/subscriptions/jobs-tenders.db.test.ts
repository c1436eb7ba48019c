import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import { seedIfEmpty } from '#app/seed/seed.server'
import { publicItem } from './announce.server'
import { TOPICS } from './choices'
import { subscribeSchema } from './subscription-schema'
import { whatsappForPage } from './whatsapp.server'

// Issue 33: job vacancies and tenders are announced to subscribers and shared on WhatsApp, as news
// and events are (decision 040).

let handle: DbHandle
const SEEDED = '2026-03-01T09:00:00.000Z'

beforeAll(async () => {
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(new Date(SEEDED))
	handle = await createTestDb()
	await seedIfEmpty(handle.db, new Date(SEEDED))
	setDatabase(handle)
})
afterAll(async () => {
	vi.useRealTimers()
	setDatabase(undefined)
	await handle?.close()
})

const cases = [
	{ table: 'jobs', slug: 'accounts-clerk', path: '/jobs/accounts-clerk', kind: 'mail.kind.jobs' },
	{ table: 'bids', slug: '', path: '/business/bids/', kind: 'mail.kind.bids' },
] as const

describe('job vacancies and tenders for subscribers', () => {
	test('are topics a resident can tick', () => {
		expect(TOPICS).toEqual(expect.arrayContaining(['jobs', 'bids']))
		const parsed = subscribeSchema.safeParse({
			email: 'resident@example.cm',
			topics: ['jobs', 'bids'],
			languages: 'both',
		})
		expect(parsed.success && parsed.data.topics).toEqual(['jobs', 'bids'])
	})

	test.each(cases)('a published $table item is announced, with its page', async (c) => {
		const row = await handle.db
			.selectFrom(c.table)
			.select(['id', 'slug', 'title_en', 'title_fr'])
			.where('status', '=', 'published')
			.where((eb) => (c.slug ? eb('slug', '=', c.slug) : eb.lit(true)))
			.orderBy('id')
			.executeTakeFirstOrThrow()
		const item = await publicItem(handle.db, c.table, row.id, SEEDED)
		expect(item).toMatchObject({
			type: c.table,
			id: row.id,
			kind: c.kind,
			title: { en: row.title_en, fr: row.title_fr },
		})
		expect(item!.path).toBe(c.slug ? c.path : `${c.path}${row.slug}`)
		expect(item!.summary.en.length).toBeGreaterThan(0)

		const share = await whatsappForPage(
			handle.db,
			new URL(`https://council.example/fr${item!.path}`),
			{ table: c.table, id: row.id, locale: 'fr' },
		)
		const message = decodeURIComponent(share!.split('text=')[1]!)
		expect(message).toContain(`${row.title_fr} — `)
		expect(message).toContain(row.title_en!)
		expect(message.endsWith(`/fr${item!.path}`)).toBe(true)
	})
})
