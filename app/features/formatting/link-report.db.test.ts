import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DbHandle } from '#app/db/client.server'
import { deletePage, savePage, type PageInput } from '#app/features/pages/page-writes.server'
import { seedIfEmpty } from '#app/seed/seed.server'
import { createTestDb } from '../../../tests/support/db'
import { linkReport } from './link-report.server'

// Runs on SQLite (project "unit") and PostgreSQL 15 (project "postgres").
let handle: DbHandle
beforeAll(async () => {
	handle = await createTestDb()
	await seedIfEmpty(handle.db)
})
afterAll(async () => {
	await handle.close()
})

const bi = (en: string, fr = en) => ({ en, fr })
const author = { actor: 'Test Clerk', ip: null }
const stamp = '2026-05-04T08:30:00.000Z'

const page = (pathEn: string, paragraphs: { en: string; fr: string }[] = []): PageInput => ({
	pathEn,
	pathFr: pathEn,
	group: 'residents',
	status: 'published',
	inMenu: false,
	menuLabel: bi(''),
	content: {
		title: bi('Night market', 'Marché de nuit'),
		description: bi('Stalls on Fridays'),
		intro: bi('Stalls on Fridays'),
		blocks: paragraphs.length ? [{ kind: 'prose', paragraphs }] : [],
	},
})

async function addNews(slug: string, content_en: string, status: 'draft' | 'published') {
	await handle.db
		.insertInto('news')
		.values({
			title_en: `Article ${slug}`,
			title_fr: `Article ${slug}`,
			content_en,
			content_fr: 'Texte sans lien.',
			slug,
			image: null,
			status,
			published_at: '2026-05-04',
			created_at: stamp,
			updated_at: stamp,
		})
		.execute()
}

const rows = async () =>
	(await linkReport(handle.db)).map(
		(p) => `${p.kind} ${p.lang} ${p.target} ${p.problem}${p.movedTo ? ` ${p.movedTo}` : ''}`,
	)

describe('the link report', () => {
	test('the sample council’s published content has no link to correct', async () => {
		expect(await linkReport(handle.db)).toEqual([])
	})

	test('a link to a page is fine, then "moved" when the page moves, then "gone" when it is deleted', async () => {
		const saved = await savePage(handle.db, page('/residents/night-market'), author)
		if (!saved || !('id' in saved)) throw new Error('page not saved')
		await addNews(
			'market-news',
			'See [the market](/residents/night-market) and [its stalls](/fr/residents/night-market#stalls).\n\n- [the feed](/news/feed.xml), [home](/), [this article](/news/market-news), [a file](/uploads/plan.pdf)',
			'published',
		)
		expect(await rows()).toEqual([])

		await savePage(handle.db, page('/residents/friday-market'), author, saved.id)
		expect(await rows()).toEqual([
			'news en /residents/night-market moved /residents/friday-market',
			'news en /fr/residents/night-market#stalls moved /fr/residents/friday-market',
		])

		expect(await deletePage(handle.db, saved.id, author)).toBe('deleted')
		expect(await rows()).toEqual([
			'news en /residents/night-market gone',
			'news en /fr/residents/night-market#stalls gone',
		])
	})

	test('unknown addresses, unpublished items and plain http: links are listed; drafts are not read', async () => {
		await handle.db.deleteFrom('news').where('slug', '=', 'market-news').execute()
		await addNews(
			'broken-links',
			'[a](/no/such/page) [b](/news/no-such-article) [c](/events/999999) [d](http://insecure.example/x) [e](https://secure.example) [f](mailto:a@example.org)',
			'published',
		)
		await addNews('draft-links', '[a](/also/missing) [b](http://draft.example)', 'draft')
		const saved = await savePage(
			handle.db,
			page('/residents/links-page', [
				bi('Go to [nowhere](/nowhere)', 'Aller [nulle part](/nulle-part)'),
			]),
			author,
		)
		if (!saved || !('id' in saved)) throw new Error('page not saved')
		await handle.db
			.insertInto('quick_links')
			.values({
				label_en: 'Old portal',
				label_fr: 'Ancien portail',
				href: 'http://portal.example',
				sort_order: 99,
				created_at: stamp,
				updated_at: stamp,
			})
			.execute()

		const report = await linkReport(handle.db)
		expect(report.map((p) => `${p.kind} ${p.lang} ${p.target} ${p.problem}`)).toEqual([
			'page en /nowhere missing',
			'page fr /nulle-part missing',
			'news en /no/such/page missing',
			'news en /news/no-such-article missing',
			'news en /events/999999 missing',
			'news en http://insecure.example/x insecure',
			'quickLink both http://portal.example insecure',
		])
		const pageRow = report[0]!
		expect(pageRow.editHref).toBe(`/admin-dtima/pages/edit?id=${saved.id}`)
		expect(pageRow.title).toBe('Night market')
		expect(report.find((p) => p.kind === 'news')!.editHref).toMatch(
			/^\/admin-dtima\/content\/news\?edit=\d+$/,
		)
	})

	test('a link to a tender’s or a vacancy’s page is fine while it is published, closed or not', async () => {
		await addNews(
			'tender-links',
			'[a](/business/bids/maintenance-of-farm-to-market-roads) [b](/fr/jobs/driver) [c](/jobs/no-such-post) [d](/business/bids/no-such-tender) [e](/jobs/feed.xml)',
			'published',
		)
		const found = (await rows()).filter((r) => r.includes('/jobs') || r.includes('/business/bids'))
		expect(found).toEqual([
			'news en /jobs/no-such-post missing',
			'news en /business/bids/no-such-tender missing',
		])
		await handle.db.deleteFrom('news').where('slug', '=', 'tender-links').execute()
	})

	// Issue 33: such a link was published as raw text and nobody was told.
	test('a javascript: link, refused and shown as text, is listed in news and in pages', async () => {
		await addNews('refused-links', 'Pay [here](javascript:alert(1)) or [there](/ok).', 'published')
		const saved = await savePage(
			handle.db,
			page('/residents/refused-page', [bi('A [trap](javascript:void(0))', 'Un [piège](data:x)')]),
			author,
		)
		if (!saved || !('id' in saved)) throw new Error('page not saved')
		const refused = (await rows()).filter((r) => r.endsWith(' refused'))
		expect(refused).toEqual([
			'page en javascript:void(0) refused',
			'page fr data:x refused',
			'news en javascript:alert(1) refused',
		])
		await handle.db.deleteFrom('news').where('slug', '=', 'refused-links').execute()
		await deletePage(handle.db, saved.id, author)
	})
})
