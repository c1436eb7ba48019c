import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Migrator } from 'kysely'
import { createTestDb } from '../../../tests/support/db'
import { migrateToLatest, type DbHandle } from '#app/db/client.server'
import { getMigrations } from '#app/db/migrations/index'
import { getBids } from '#app/features/pages/queries.server'
import { getPublishedPage } from '#app/features/pages/pages-store.server'
import { seedIfEmpty } from '#app/seed/seed.server'
import { getTender, getTendersForSitemap, tenderOf } from './queries.server'

// Tenders with their own page (decision 034), on SQLite (project "unit") and PostgreSQL
// ("postgres"): status by closing day and time in council time, the award notice, the address,
// and an install upgraded from before migration 015 keeping its tenders.

let handle: DbHandle
const SEEDED = new Date('2026-03-01T09:00:00Z')
const engine = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'

beforeAll(async () => {
	handle = await createTestDb()
	await seedIfEmpty(handle.db, SEEDED)
})
afterAll(async () => {
	await handle?.close()
})

describe(`tenders (${engine})`, () => {
	test('a timed tender is open until its closing minute, council time, then closed', async () => {
		// The sample roof tender closes at 12:00 WAT (11:00 UTC), 30 days after the seed.
		const before = await getBids(handle.db, 'en', '2026-03-31T10:59:59.000Z')
		const after = await getBids(handle.db, 'en', '2026-03-31T11:00:00.000Z')
		const roof = (bids: typeof before) => bids.find((b) => b.reference === '2026-PW-002')
		expect(roof(before)).toMatchObject({ status: 'open', closingTime: '12:00' })
		expect(roof(after)?.status).toBe('closed')
		// Open ones lead the table; each row knows its page's address.
		expect(before[0]?.reference).toBe('2026-PW-002')
		expect(roof(before)?.slug).toBe('repair-of-the-roof-of-the-council-hall-sample-tender')
	})

	test('a tender with an awardee is awarded, with its notice in the page’s language', async () => {
		const en = await getTender(handle.db, 'en', 'maintenance-of-farm-to-market-roads')
		expect(en).toMatchObject({
			reference: '2024-RM-001',
			status: 'awarded',
			award: {
				awardee: 'Sample Road Works Ltd',
				date: '2024-05-20',
				amount: '38 500 000 FCFA TTC',
			},
		})
		expect(en?.award?.text.text).toMatch(/^After the opening of bids/)
		const fr = await getTender(handle.db, 'fr', 'maintenance-of-farm-to-market-roads')
		expect(fr?.title.text).toBe('Entretien des routes agricoles')
		expect(fr?.award?.text.text).toMatch(/^Après l’ouverture des plis/)
		// Without an awardee, no notice, whatever else is filled in.
		const row = await handle.db
			.selectFrom('bids')
			.selectAll()
			.where('reference', '=', '2024-RM-001')
			.executeTakeFirstOrThrow()
		expect(tenderOf({ ...row, awardee: '  ' }, 'en', '2030-01-01T00:00:00.000Z')).toMatchObject({
			status: 'closed',
			award: null,
		})
	})

	test('drafts, scheduled and unknown tenders have no page; the sitemap lists the others', async () => {
		await handle.db
			.updateTable('bids')
			.set({ status: 'draft' })
			.where('reference', '=', '2024-WM-003')
			.execute()
		expect(
			await getTender(handle.db, 'en', 'collection-of-household-waste-in-the-town-centre'),
		).toBeUndefined()
		expect(await getTender(handle.db, 'en', 'no-such-tender')).toBeUndefined()
		const listed = (await getTendersForSitemap(handle.db)).map((t) => t.slug)
		expect(listed).toContain('maintenance-of-farm-to-market-roads')
		expect(listed).not.toContain('collection-of-household-waste-in-the-town-centre')
		await handle.db
			.updateTable('bids')
			.set({ status: 'published' })
			.where('reference', '=', '2024-WM-003')
			.execute()
	})
})

describe(`upgrading an install to tenders with pages (${engine})`, () => {
	test('existing tenders keep their data and get an address; the jobs page is added', async () => {
		const own = await createTestDb()
		try {
			const migrations = getMigrations(own.dialect)
			const migrator = new Migrator({
				db: own.db,
				provider: { getMigrations: async () => migrations },
			})
			expect((await migrator.migrateTo('013-alerts')).error).toBeUndefined()
			const stamp = '2025-01-01T00:00:00.000Z'
			const old = (reference: string, title_en: string | null, title_fr: string | null) => ({
				reference,
				title_en,
				title_fr,
				category_en: 'Works',
				category_fr: 'Travaux',
				closing_date: '2025-02-01',
				status: 'published' as const,
				created_at: stamp,
				updated_at: stamp,
			})
			// Two tenders with the same title, one written in French only.
			await own.db
				.insertInto('bids' as never)
				.values([
					old('2025-A', 'Market stalls', null),
					old('2025-B', 'Market stalls', null),
					old('2025-C', null, 'Forage à Ékona'),
				] as never)
				.execute()
			await own.db
				.insertInto('pages')
				.values({
					path_en: '/government/cabinet',
					path_fr: '/government/cabinet',
					menu_group: 'government',
					position: 2,
					status: 'published',
					standard: 1,
					content: JSON.stringify({
						title: { en: 'Cabinet', fr: 'Cabinet' },
						description: { en: '', fr: '' },
						intro: { en: '', fr: '' },
						blocks: [],
					}),
					created_at: stamp,
					updated_at: stamp,
					menu_label_en: 'Cabinet',
					menu_label_fr: 'Cabinet',
				})
				.execute()
			await migrateToLatest(own)
			const bids = await own.db.selectFrom('bids').selectAll().orderBy('id').execute()
			expect(bids.map((b) => [b.reference, b.slug, b.closing_time, b.closing_date])).toEqual([
				['2025-A', 'market-stalls', '', '2025-02-01'],
				['2025-B', 'market-stalls-2', '', '2025-02-01'],
				['2025-C', 'forage-a-ekona', '', '2025-02-01'],
			])
			expect(bids[0]).toMatchObject({ category_en: 'Works', awardee: null, description_en: null })
			const jobsPage = await own.db
				.selectFrom('pages')
				.selectAll()
				.where('path_en', '=', '/jobs')
				.executeTakeFirstOrThrow()
			expect(jobsPage).toMatchObject({ menu_group: 'government', position: 3, in_menu: 1 })
			expect(JSON.parse(jobsPage.content).blocks).toEqual([
				expect.objectContaining({ kind: 'jobs' }),
			])
			// The page as written is valid content: the site serves it.
			expect((await getPublishedPage(own.db, 'fr', '/jobs'))?.title.fr).toBe(
				'Offres d’emploi de la commune',
			)
		} finally {
			await own.close()
		}
	})
})
