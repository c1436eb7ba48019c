import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Client } from './client'
import { startSignedInServer } from './start-server'

// Staff previews (decision 030) against the production server, on SQLite (`http`) and PostgreSQL
// (`http-pg`), without JavaScript: a draft and a published item's changes kept aside, drawn as
// their public page would draw them, in both languages and at phone width; nothing for anyone
// else (404), never cached, never indexed.

const NEWS = '/admin-dtima/content/news'
const TITLE = 'Vaccination campaign at the health centre'

let server: Awaited<ReturnType<typeof startSignedInServer>>['server']
let admin: Client
let visitor: Client
let id: string

beforeAll(async () => {
	;({ server, admin } = await startSignedInServer())
	admin.setCookie('admin_lang', 'en')
	visitor = new Client(server.origin)
	const created = await admin.adminPost(NEWS, {
		intent: 'create',
		token: `preview-${Date.now()}`,
		title_en: TITLE,
		title_fr: 'Campagne de vaccination au centre de santé',
		content_en: 'Children under five are vaccinated free of charge all week at the health centre.',
		content_fr: 'Les enfants de moins de cinq ans sont vaccinés gratuitement toute la semaine.',
	})
	expect(created.status).toBe(302)
	id = new RegExp(`${TITLE}[\\s\\S]*?edit=(\\d+)`).exec((await admin.get(NEWS)).body)![1]!
})
afterAll(() => server?.stop())

describe(`previews (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('a draft article, in each language, with the banner; private and never indexed', async () => {
		const en = await admin.get(`/preview/news/${id}`)
		expect(en.status).toBe(200)
		expect(en.body).toContain('Preview — not public')
		expect(en.body).toContain('A draft: nobody outside the staff can see it.')
		expect(en.body).toContain(`<h1`)
		expect(en.body).toContain(TITLE)
		expect(en.headers['cache-control']).toBe('no-store, private')
		expect(en.headers['x-robots-tag']).toBe('noindex, nofollow')
		expect(en.body).toMatch(/<meta name="robots" content="noindex, nofollow"/)
		expect(en.body).toContain(`href="/fr/preview/news/${id}"`)
		const fr = await admin.get(`/fr/preview/news/${id}`)
		expect(fr.status).toBe(200)
		expect(fr.body).toContain('Aperçu — non public')
		expect(fr.body).toContain('Campagne de vaccination au centre de santé')
		// The article itself is not public.
		expect((await visitor.get('/news/vaccination-campaign-at-the-health-centre')).status).toBe(404)
	})

	test('anyone not signed in gets the plain 404, and nothing of the item', async () => {
		for (const path of [`/preview/news/${id}`, `/fr/preview/news/${id}`, `/preview/page/1`]) {
			const reply = await visitor.get(path)
			expect(reply.status, path).toBe(404)
			expect(reply.body).not.toContain('Vaccination')
		}
		expect((await admin.get('/preview/news/999999')).status).toBe(404)
		// Partners have no draft state, hence nothing to preview.
		expect((await admin.get(`/preview/partners/${id}`)).status).toBe(404)
		expect((await visitor.get('/robots.txt')).body).toContain('Disallow: /preview/')
	})

	test('at phone width: the preview in a frame, which only this site may frame', async () => {
		const phone = await admin.get(`/preview/news/${id}?view=phone`)
		expect(phone.body).toMatch(new RegExp(`<iframe[^>]+src="/preview/news/${id}\\?embed=1"`))
		expect(phone.headers['content-security-policy']).toContain("frame-ancestors 'none'")
		const frame = await admin.get(`/preview/news/${id}?embed=1`)
		expect(frame.status).toBe(200)
		expect(frame.body).toContain(TITLE)
		// The page alone: the banner is the frame's page's, not drawn again inside it.
		expect(frame.body).not.toContain('id="preview-banner"')
		expect(phone.body).toContain('id="preview-banner"')
		expect(frame.headers['content-security-policy']).toContain("frame-ancestors 'self'")
		expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN')
		// Nothing else may be framed.
		expect((await visitor.get('/')).headers['x-frame-options']).toBe('DENY')
	})

	test('a published article’s changes kept aside: the preview shows them, the public does not', async () => {
		expect((await admin.adminPost(NEWS, { intent: 'publish', id })).status).toBe(302)
		const slug = '/news/vaccination-campaign-at-the-health-centre'
		expect((await visitor.get(slug)).status).toBe(200)
		const kept = await admin.adminPost(NEWS, {
			intent: 'update',
			id,
			title_en: `${TITLE} extended`,
			content_en: 'Children under five are vaccinated free of charge for two weeks.',
			title_fr: 'Campagne de vaccination prolongée',
			content_fr: 'Les enfants de moins de cinq ans sont vaccinés gratuitement deux semaines.',
			state: 'draft',
		})
		expect(kept.status).toBe(302)
		const preview = await admin.get(`/preview/news/${id}`)
		expect(preview.body).toContain(`${TITLE} extended`)
		expect(preview.body).toContain('Changes not yet public')
		const page = await visitor.get(slug)
		expect(page.body).toContain(TITLE)
		expect(page.body).not.toContain('extended')
	})

	test('an information page, from its editor’s link', async () => {
		const pages = await admin.get('/admin-dtima/pages')
		const pageId = /pages\/edit\?id=(\d+)/.exec(pages.body)?.[1]
		expect(pageId).toBeDefined()
		const editor = await admin.get(`/admin-dtima/pages/edit?id=${pageId}`)
		expect(editor.body).toContain(`href="/preview/page/${pageId}"`)
		const preview = await admin.get(`/preview/page/${pageId}`)
		expect(preview.status).toBe(200)
		expect(preview.body).toContain('The published version, as the public sees it.')
	})

	// Items with no page of their own: previewed on the list page that shows them.
	const listed = [
		{
			type: 'programs',
			path: '/admin-dtima/content/programs',
			fields: {
				title_en: 'Draft borehole programme',
				title_fr: 'Programme de forages en projet',
				type: 'project',
				progress: 'planning',
				description_en: 'Three **new boreholes** for the upper quarters.',
				description_fr: 'Trois **nouveaux forages** pour les quartiers du haut.',
			},
			publicPath: '/programs/projects',
			en: ['Draft borehole programme', '<strong>new boreholes</strong>', 'Planning'],
			fr: 'Programme de forages en projet',
		},
		{
			type: 'faqs',
			path: '/admin-dtima/pages/faqs',
			fields: {
				question_en: 'Where do I pay the draft market fee?',
				question_fr: 'Où payer le droit de marché en projet ?',
				answer_en: 'At the revenue office, on the ground floor.',
				answer_fr: 'Au bureau des recettes, au rez-de-chaussée.',
			},
			publicPath: '/help',
			en: ['Where do I pay the draft market fee?', 'Frequently Asked Questions'],
			fr: 'Où payer le droit de marché en projet ?',
		},
		{
			type: 'bids',
			path: '/admin-dtima/pages/bids',
			fields: {
				reference: 'DRAFT-TENDER-77',
				title_en: 'Draft tender for market stalls',
				title_fr: 'Appel d’offres en projet pour des étals',
				category_en: 'Works',
				category_fr: 'Travaux',
				closing_date: '2099-01-31',
			},
			publicPath: '/business/bids',
			// Its own page (decision 034), with the closing line only that page has.
			en: ['Draft tender for market stalls', 'DRAFT-TENDER-77', 'Bids received until'],
			fr: 'Appel d’offres en projet pour des étals',
		},
		{
			type: 'businesses',
			path: '/admin-dtima/pages/businesses',
			fields: {
				name: 'Zz Draft Bakery',
				activity_en: 'Bread and cakes',
				activity_fr: 'Pain et gâteaux',
				quarter: 'Upper Market',
			},
			publicPath: '/i-want-to/find-business',
			en: ['Zz Draft Bakery', 'Bread and cakes'],
			fr: 'Pain et gâteaux',
		},
	] as const

	for (const item of listed) {
		test(`a draft of ${item.type}, on the page that shows it`, async () => {
			const created = await admin.adminPost(item.path, {
				intent: 'create',
				token: `preview-${item.type}-${Date.now()}`,
				state: 'draft',
				...item.fields,
			})
			expect(created.status).toBe(302)
			const first = Object.values(item.fields)[item.type === 'bids' ? 1 : 0]!
			const itemId = new RegExp(`${first}[\\s\\S]*?edit=(\\d+)`).exec(
				(await admin.get(item.path)).body,
			)?.[1]
			expect(itemId, 'the new item in its list').toBeDefined()
			const form = await admin.get(`${item.path}?edit=${itemId}`)
			expect(form.body).toContain(`href="/preview/${item.type}/${itemId}"`)
			const en = await admin.get(`/preview/${item.type}/${itemId}`)
			expect(en.status).toBe(200)
			expect(en.body).toContain('Preview — not public')
			expect(en.body).toContain('A draft: nobody outside the staff can see it.')
			expect(en.headers['cache-control']).toBe('no-store, private')
			for (const text of item.en) expect(en.body).toContain(text)
			const fr = await admin.get(`/fr/preview/${item.type}/${itemId}`)
			expect(fr.status).toBe(200)
			expect(fr.body).toContain(item.fr)
			// Not on the public list, and nothing for a visitor.
			const list = await visitor.get(item.publicPath)
			expect(list.status).toBe(200)
			expect(list.body).not.toContain(item.en[0])
			expect((await visitor.get(`/preview/${item.type}/${itemId}`)).status).toBe(404)
		})
	}
})
