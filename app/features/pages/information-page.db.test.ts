import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import { logActivity } from '#app/db/activity.server'
import { sitemapXml } from '#app/features/feeds/feeds.server'
import { siteSearch } from '#app/features/search/search.server'
import { seedIfEmpty } from '#app/seed/seed.server'
import { createTestDb } from '../../../tests/support/db'
import { loadInformationPage } from './information-page.server'

// Runs on SQLite (project "unit") and PostgreSQL 15 (project "postgres").
let handle: DbHandle
beforeAll(async () => {
	handle = await createTestDb()
	await seedIfEmpty(handle.db)
	setDatabase(handle)
})
afterAll(async () => {
	setDatabase(undefined)
	await handle.close()
})

const bilingual = (en: string, fr: string) => ({ en, fr })
const stamp = '2026-05-04T08:30:00.000Z'

/** A page a clerk might add under Residents: it has no route of its own, only a row. */
async function addPage(status: 'draft' | 'published') {
	await handle.db
		.insertInto('pages')
		.values({
			path_en: '/residents/night-market',
			path_fr: '/residents/night-market',
			menu_group: 'residents',
			position: 99,
			status,
			standard: 0,
			menu_label_en: 'Night market',
			menu_label_fr: 'Marché de nuit',
			content: JSON.stringify({
				title: bilingual('Night market', 'Marché de nuit'),
				description: bilingual('Stalls on Fridays', 'Des étals le vendredi'),
				intro: bilingual('Every Friday from 6 pm: {phone}.', 'Chaque vendredi dès 18 h : {phone}.'),
				blocks: [
					{
						kind: 'prose',
						paragraphs: [bilingual('Pitches cost 500 francs.', 'Les places coûtent 500 francs.')],
					},
				],
			}),
			created_at: stamp,
			updated_at: stamp,
		})
		.execute()
	await published('create')
}

/** What a save in the staff area does besides writing: the activity log (the search follows it). */
const published = (action: string) =>
	logActivity(handle.db, {
		action,
		itemType: 'page',
		itemTitle: 'Night market',
		actor: 'clerk@example.org',
		kind: 'content',
	})

describe('a page staff add is a page of the site', () => {
	test('a draft answers nothing and is neither searched nor listed', async () => {
		await addPage('draft')
		expect(
			await loadInformationPage(
				new Request('http://x/residents/night-market'),
				new URL('http://x/residents/night-market'),
			),
		).toBeNull()
		const found = await siteSearch(handle.db).search('night market', 'en', { offset: 0, limit: 5 })
		expect(found.hits.map((h) => h.url)).not.toContain('/residents/night-market')
		expect(await sitemapXml(handle.db, 'https://c.example')).not.toContain('night-market')
	})

	test('published, it is served in each language, with its placeholders filled and its date', async () => {
		await handle.db
			.updateTable('pages')
			.set({ status: 'published' })
			.where('path_en', '=', '/residents/night-market')
			.execute()
		await published('publish')
		const en = await loadInformationPage(
			new Request('http://x/residents/night-market'),
			new URL('http://x/residents/night-market'),
		)
		const fr = await loadInformationPage(
			new Request('http://x/fr/residents/night-market'),
			new URL('http://x/fr/residents/night-market'),
		)
		expect(en?.page.title).toBe('Night market')
		expect(fr?.page.title).toBe('Marché de nuit')
		expect(en?.page.intro).toBe('Every Friday from 6 pm: +237 600 000 000.')
		expect(en?.updatedAt).toBe(stamp)
		// 08:30 UTC is 09:30 in the council's zone: the same day.
		expect(en?.modifiedOn).toBe('2026-05-04')
		expect(en?.crumbs.items.map((c) => c.label)).toEqual(['Home', 'Residents', 'Night market'])
	})

	test('published, the site search finds it and the sitemap lists it in both languages', async () => {
		const en = await siteSearch(handle.db).search('night market', 'en', { offset: 0, limit: 5 })
		expect(en.hits.map((h) => h.url)).toContain('/residents/night-market')
		const fr = await siteSearch(handle.db).search('marché de nuit', 'fr', { offset: 0, limit: 5 })
		expect(fr.hits.map((h) => h.url)).toContain('/fr/residents/night-market')
		const xml = await sitemapXml(handle.db, 'https://c.example')
		expect(xml).toContain('<loc>https://c.example/residents/night-market</loc>')
		expect(xml).toContain('<loc>https://c.example/fr/residents/night-market</loc>')
		expect(xml).toContain('<lastmod>2026-05-04T08:30:00Z</lastmod>')
	})
})

describe('pictures and documents in a page (decision 054)', () => {
	const load = (path: string) =>
		loadInformationPage(new Request(`http://x${path}`), new URL(`http://x${path}`))

	test('the sample technical services page shows its picture, described, and the building permit form', async () => {
		const en = await load('/services/technical')
		const fr = await load('/fr/services/technical')
		const picture = (page: typeof en) => page?.page.blocks.find((b) => b.kind === 'picture')
		expect(picture(en)).toMatchObject({
			image: 'news-roads',
			alt: expect.stringMatching(/^Workers /),
		})
		expect(picture(fr)).toMatchObject({ alt: expect.stringMatching(/^Des ouvriers /) })
		// The seed names the document by its number on a fresh install: it must be that form.
		expect(en?.data.documents?.map((d) => [d.slug, d.title.text])).toEqual([
			['application-form-building-permit', 'Application form: building permit'],
		])
		expect(fr?.data.documents?.map((d) => d.title.text)).toEqual([
			'Formulaire de demande de permis de bâtir',
		])
		expect(en?.page.blocks.some((b) => b.kind === 'documents')).toBe(true)
	})

	test('a document unpublished since leaves the page, heading and all; the rest of the page stays', async () => {
		await handle.db
			.updateTable('documents')
			.set({ status: 'draft' })
			.where('slug', '=', 'application-form-building-permit')
			.execute()
		try {
			const en = await load('/services/technical')
			expect(en?.data.documents).toEqual([])
			expect(en?.page.blocks.some((b) => b.kind === 'documents')).toBe(false)
			expect(en?.page.blocks.some((b) => b.kind === 'picture')).toBe(true)
		} finally {
			await handle.db
				.updateTable('documents')
				.set({ status: 'published' })
				.where('slug', '=', 'application-form-building-permit')
				.execute()
		}
	})
})
