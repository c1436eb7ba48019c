import { logActivity } from '#app/db/activity.server'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSharedTestDb, createTestDb } from '../../../tests/support/db'
import relevanceTable from '../../../tests/support/search-relevance.json'
import type { DbHandle } from '#app/db/client.server'
import type { Database } from '#app/db/schema'
import { seedIfEmpty } from '#app/seed/seed.server'
import type { Locale } from '#app/i18n/locales'
import { contentVersion } from '#app/db/content-changes.server'
import { SiteSearch } from './search.server'

// Runs twice: on SQLite (project "unit") and on PostgreSQL 15 (project "postgres").
const dbName = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'
const seededOn = new Date('2026-11-01T09:00:00Z')

/**
 * The relevance table (tests/support/search-relevance.json, also timed by bench/search.js): what
 * a resident types, and the page that must come first. Accents and
 * capitals dropped, typos, plural and singular, British/American and French/English spellings,
 * unfinished words, synonyms. Expected addresses are in the query's language.
 */
const relevance = relevanceTable as { locale: Locale; query: string; first: string; kind: string }[]

let handle: DbHandle
let search: SiteSearch
const outcomes: boolean[] = []

beforeAll(async () => {
	handle = await createTestDb()
	await seedIfEmpty(handle.db, seededOn)
	search = new SiteSearch(handle.db)
	await search.rebuild()
})
afterAll(async () => {
	if (outcomes.length)
		console.log(
			`[search] relevance table on ${dbName}: ${outcomes.filter(Boolean).length}/${outcomes.length} queries give the expected first result`,
		)
	await handle?.close()
})

const plain = (pieces: { text: string }[]) => pieces.map((p) => p.text).join('')

describe(`site search relevance (${dbName})`, () => {
	test('the table has at least 30 queries in each language', () => {
		expect(relevance.filter((r) => r.locale === 'en').length).toBeGreaterThanOrEqual(20)
		expect(relevance.filter((r) => r.locale === 'fr').length).toBeGreaterThanOrEqual(20)
		expect(relevance.length).toBeGreaterThanOrEqual(30)
	})

	test.each(relevance)('[$locale] "$query" ($kind) → $first', async ({ locale, query, first }) => {
		const { hits } = await search.search(query, locale, { now: seededOn.getTime() })
		outcomes.push(hits[0]?.url === first)
		expect(hits[0]?.url).toBe(first)
	})
})

describe(`site search behaviour (${dbName})`, () => {
	test('drafts are never found', async () => {
		// The sample's "New Community Center" article is a draft.
		const { hits } = await search.search('community center', 'en')
		expect(hits.length).toBeGreaterThan(0)
		expect(hits.some((h) => h.url.includes('new-community-center'))).toBe(false)
	})

	test('matched words are marked in the title and the excerpt', async () => {
		const { hits } = await search.search('birth certificates', 'en')
		const top = hits[0]!
		expect(top.title.filter((p) => p.match).map((p) => p.text)).toEqual(['Birth', 'certificates'])
		expect(top.excerpt.some((p) => p.match)).toBe(true)
		expect(plain(top.title)).toBe('Birth certificates')
	})

	test('a result shown again is the hit made the first time; other words or a rebuild make new ones', async () => {
		const local = new SiteSearch(handle.db, { interval: 3_600_000 })
		await local.rebuild()
		const first = await local.search('birth certificates', 'en')
		const again = await local.search('birth certificates', 'en')
		expect(again.hits[0]).toBe(first.hits[0])
		// The same page found by other words is marked for those words.
		const other = await local.search('birth', 'en')
		const same = other.hits.find((h) => h.url === first.hits[0]!.url)!
		expect(same).not.toBe(first.hits[0])
		expect(same.title.filter((p) => p.match).map((p) => p.text)).toEqual(['Birth'])
		// After a rebuild (any content change), hits are made afresh.
		await local.rebuild()
		const rebuilt = await local.search('birth certificates', 'en')
		expect(rebuilt.hits[0]).not.toBe(first.hits[0])
		expect(rebuilt.hits[0]).toEqual(first.hits[0])
	})

	test('results are in the language of the page, sections name their page', async () => {
		const { hits } = await search.search('permis de batir', 'fr')
		expect(hits.every((h) => h.url.startsWith('/fr/'))).toBe(true)
		expect(hits[0]?.context).toBe('Urbanisme et zonage')
		expect(hits[0]?.type).toBe('page')
	})

	test('empty queries and little words alone find nothing, without error', async () => {
		for (const q of ['', '   ', 'the of and', 'de la les', '!!!', '…']) {
			expect(await search.search(q, 'fr')).toEqual({ total: 0, hits: [] })
		}
	})

	test('markup in a query is only text, and huge queries are bounded', async () => {
		const script = await search.search('<script>alert(1)</script> tax', 'en')
		expect(script.hits[0]?.url).toBe('/services/tax')
		const huge = 'certificate '.repeat(5000) + 'x'.repeat(100_000)
		const started = performance.now()
		const result = await search.search(huge, 'en')
		expect(result.hits[0]?.url).toBe('/services/birth-certificate')
		// Not a timing assertion (machines are noisy): a bound far above the normal few ms.
		expect(performance.now() - started).toBeLessThan(5000)
	})

	test('a title match comes before a body match; among equals the newer article first', async () => {
		const db = handle.db
		await insertNews(
			db,
			'old-borehole',
			'Borehole repairs in Bai',
			'The quarter has water again.',
			'2025-01-10',
		)
		await insertNews(
			db,
			'new-borehole',
			'Borehole repairs in Kumba road',
			'Water is back.',
			'2026-10-28',
		)
		await insertNews(
			db,
			'water-news',
			'Water committee meets',
			'The borehole committee met the council.',
			'2026-10-30',
		)
		const local = new SiteSearch(db)
		await local.rebuild()
		const { hits } = await local.search('borehole repairs', 'en', { now: seededOn.getTime() })
		expect(hits.slice(0, 2).map((h) => h.url)).toEqual(['/news/new-borehole', '/news/old-borehole'])
		const single = await local.search('borehole', 'en', { now: seededOn.getTime() })
		const urls = single.hits.map((h) => h.url)
		expect(urls.indexOf('/news/old-borehole')).toBeLessThan(urls.indexOf('/news/water-news'))
	})
})

async function insertNews(
	db: Kysely<Database>,
	slug: string,
	title: string,
	content: string,
	day: string,
	status: 'published' | 'draft' = 'published',
) {
	const row = await db
		.insertInto('news')
		.values({
			slug,
			title_en: title,
			title_fr: null,
			content_en: content,
			content_fr: null,
			image: null,
			status,
			published_at: status === 'published' ? day : null,
			created_at: `${day}T08:00:00.000Z`,
			updated_at: `${day}T08:00:00.000Z`,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	await logActivity(db, {
		action: 'created',
		itemType: 'news',
		itemId: row.id,
		itemTitle: title,
		actor: 'test',
		kind: 'content',
	})
	return row.id
}

describe(`site search kept up to date (${dbName})`, () => {
	test('two instances on one database each see publish, edit and delete within their check interval', async () => {
		const shared = await createSharedTestDb()
		try {
			await seedIfEmpty(shared.first.db, seededOn)
			// Two instances: each with its own count of local changes (none: every change here is
			// made beside them, as another instance would) and one clock, moved past the interval.
			let now = Date.UTC(2026, 10, 2, 9, 0, 0)
			const instance = { interval: 50, now: () => now, localChanges: () => 0 }
			const a = new SiteSearch(shared.first.db, instance)
			const b = new SiteSearch(shared.second.db, instance)
			/** The interval passes: the next search on either reads the content version again. */
			const intervalPasses = () => void (now += 50)
			await Promise.all([a.rebuild(), b.rebuild()])
			expect((await b.search('hippopotamus', 'en')).total).toBe(0)

			// Published through instance A…
			const id = await insertNews(
				shared.first.db,
				'hippo',
				'Hippopotamus seen near the river',
				'Keep away.',
				'2026-11-01',
			)
			// …not known to instance B before its interval has passed…
			expect((await b.search('hippopotamus', 'en')).total).toBe(0)
			intervalPasses()
			// …then found by it, without a restart.
			expect((await b.search('hippopotamus', 'en')).hits[0]?.url).toBe('/news/hippo')

			// Edited: the new words are found, the old ones no longer.
			await shared.first.db
				.updateTable('news')
				.set({ title_en: 'Crocodile seen near the river' })
				.where('id', '=', id)
				.execute()
			await logActivity(shared.first.db, {
				action: 'updated',
				itemType: 'news',
				itemId: id,
				actor: 'test',
				kind: 'content',
			})
			intervalPasses()
			expect((await b.search('crocodile', 'en')).hits[0]?.url).toBe('/news/hippo')
			expect((await b.search('hippopotamus', 'en')).total).toBe(0)

			// Unpublished, then deleted: gone from both.
			await shared.first.db
				.updateTable('news')
				.set({ status: 'draft' })
				.where('id', '=', id)
				.execute()
			await logActivity(shared.first.db, {
				action: 'unpublished',
				itemType: 'news',
				itemId: id,
				actor: 'test',
				kind: 'content',
			})
			intervalPasses()
			expect((await b.search('crocodile', 'en')).total).toBe(0)
			await shared.first.db.deleteFrom('news').where('id', '=', id).execute()
			await logActivity(shared.first.db, {
				action: 'deleted',
				itemType: 'news',
				itemId: id,
				actor: 'test',
				kind: 'content',
			})
			intervalPasses()
			expect((await a.search('crocodile', 'en')).total).toBe(0)
			expect((await b.search('crocodile', 'en')).total).toBe(0)
		} finally {
			await shared.close()
		}
	}, 30_000)

	test('a change made through this instance shows in its very next search', async () => {
		// A check interval of an hour: only the local change note can make it look again.
		const local = new SiteSearch(handle.db, { interval: 3_600_000 })
		await local.rebuild()
		expect((await local.search('giraffe', 'en')).total).toBe(0)
		await insertNews(
			handle.db,
			'giraffe',
			'Giraffe statue unveiled',
			'At the roundabout.',
			'2026-11-01',
		)
		expect((await local.search('giraffe', 'en')).hits[0]?.url).toBe('/news/giraffe')
	})

	test('a change another instance made, once this process has read its version, is in the next search', async () => {
		// The page cache reads the version every half second, the index every two (an hour here): a
		// page rendered for the new version must not use an index built before it.
		const shared = await createSharedTestDb()
		try {
			await seedIfEmpty(shared.first.db, seededOn)
			const b = new SiteSearch(shared.second.db, { interval: 3_600_000 })
			await b.rebuild()
			expect((await b.search('pangolin', 'en')).total).toBe(0)
			// Published through the other instance: its log entry, without this process's change note.
			const row = await shared.first.db
				.insertInto('news')
				.values({
					slug: 'pangolin',
					title_en: 'Pangolin rescued at the market',
					title_fr: null,
					content_en: 'Returned to the forest.',
					content_fr: null,
					image: null,
					status: 'published',
					published_at: '2026-11-01',
					created_at: '2026-11-01T08:00:00.000Z',
					updated_at: '2026-11-01T08:00:00.000Z',
				})
				.returning('id')
				.executeTakeFirstOrThrow()
			await shared.first.db
				.insertInto('activity_log')
				.values({
					action: 'published',
					item_type: 'news',
					item_id: String(row.id),
					item_title: 'Pangolin rescued at the market',
					actor: 'test',
					kind: 'content',
					ip: null,
					created_at: new Date().toISOString(),
				})
				.execute()
			// Not due, nothing changed here: the index as it was.
			expect((await b.search('pangolin', 'en')).total).toBe(0)
			// This process reads the new version (as the page cache does before rendering a page)…
			await contentVersion(shared.second.db)
			// …and the index is rebuilt before it answers.
			expect((await b.search('pangolin', 'en')).hits[0]?.url).toBe('/news/pangolin')
		} finally {
			await shared.close()
		}
	}, 30_000)

	test('sign-ins do not count as content changes', async () => {
		const local = new SiteSearch(handle.db, { interval: 0 })
		const built = await local.rebuild()
		await logActivity(handle.db, {
			action: 'signed-in',
			itemType: 'user',
			actor: 'test',
			kind: 'user',
		})
		expect(await local.indexes()).toBe(built)
	})
})
