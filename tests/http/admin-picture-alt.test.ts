import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { resources } from '#app/features/content-types'
import { escapeHtml, text as uiText } from '../support/texts'
import { Client } from './client'
import { attributes } from './form-values'
import { startSignedInServer } from './start-server'

// Picture descriptions (decision 027) against the production server (`http`; the rule on both
// databases in picture-alt.db.test.ts): a news picture uploaded with its descriptions shows them as the `alt` of
// the article and of the home page in each language; a missing one is refused in the clerk's
// language with what was typed kept; a decorative picture shows alt=""; markup stays text.

let server: Awaited<ReturnType<typeof startSignedInServer>>['server']
let admin: Client
let visitor: Client
let png: Buffer

beforeAll(async () => {
	;({ server, admin } = await startSignedInServer())
	visitor = new Client(server.origin)
	png = await sharp({
		create: { width: 480, height: 320, channels: 3, background: { r: 200, g: 120, b: 40 } },
	})
		.png()
		.toBuffer()
})
afterAll(() => server?.stop())

const NEWS = resources.news.path

/** Creates a news article with an uploaded picture through the staff form (multipart, no JS). */
async function createArticle(fields: Record<string, string>, token: string) {
	// The create panel's form posts back to the address that opened it.
	return admin.post(`${NEWS}?new`, {
		multipart: {
			csrf: await admin.csrf(),
			intent: 'create',
			token,
			...fields,
			image: { name: 'photo.png', mimeType: 'image/png', buffer: png },
		},
	})
}

/** Publishes the article titled so (found in the staff list), and returns its public address. */
async function publish(title: string) {
	const list = await admin.get(NEWS)
	const row = new RegExp(`data-item-row="(\\d+)"[\\s\\S]*?${escapeHtml(title)}`).exec(list.body)
	expect(row, `${title} in the staff list`).not.toBeNull()
	const published = await admin.adminPost(NEWS, { intent: 'publish', id: row![1]! })
	expect(published.status).toBe(302)
	const news = await visitor.get('/news')
	const slug = new RegExp(`href="/news/([a-z0-9-]+)"[^>]*>${escapeHtml(title)}<`).exec(news.body)
	expect(slug, `${title} on /news`).not.toBeNull()
	return slug![1]!
}

/** The attributes of the uploaded picture's <img> on a page (uploads are served from /uploads). */
function uploadedImg(html: string) {
	const tag = /<img[^>]*src="\/uploads\/[^"]*"[^>]*>/.exec(html)?.[0]
	expect(tag, 'an uploaded picture on the page').toBeDefined()
	return attributes(tag!)
}

const text = {
	title_en: 'New water point at the market',
	content_en: 'The council opened a new water point at the main market this morning.',
	title_fr: 'Nouveau point d’eau au marché',
	content_fr: 'La commune a ouvert ce matin un nouveau point d’eau au grand marché.',
}

describe('picture descriptions', () => {
	test('the descriptions are the alt of the article and of the home page, in each language', async () => {
		const created = await createArticle(
			{
				...text,
				image_alt_en: 'A woman fills a yellow jerrycan at the new tap.',
				image_alt_fr: 'Une femme remplit un bidon jaune au nouveau robinet.',
			},
			'alt-http-1',
		)
		expect(created.status).toBe(302)
		const slug = await publish(text.title_en)

		const en = await visitor.get(`/news/${slug}`)
		expect(uploadedImg(en.body).alt).toBe('A woman fills a yellow jerrycan at the new tap.')
		const fr = await visitor.get(`/fr/news/${slug}`)
		expect(uploadedImg(fr.body)).toMatchObject({
			alt: 'Une femme remplit un bidon jaune au nouveau robinet.',
		})
		expect(uploadedImg(fr.body).lang).toBeUndefined()
		// The newest article leads the home page's news.
		expect(uploadedImg((await visitor.get('/')).body).alt).toBe(
			'A woman fills a yellow jerrycan at the new tap.',
		)
		expect(uploadedImg((await visitor.get('/fr')).body).alt).toBe(
			'Une femme remplit un bidon jaune au nouveau robinet.',
		)
	})

	test('a missing description is refused in French for a French clerk, with what was typed kept', async () => {
		admin.setCookie('admin_lang', 'fr')
		try {
			const refused = await createArticle(
				{ ...text, title_en: 'Borehole repaired', image_alt_en: 'A mechanic at the pump.' },
				'alt-http-2',
			)
			expect(refused.status).toBe(400)
			const shown = (lang: 'en' | 'fr') =>
				refused.body.includes(`>${escapeHtml(uiText(lang, 'admin.validation.altRequired'))}</p>`)
			expect(shown('fr')).toBe(true)
			expect(shown('en')).toBe(false)
			const field = (name: string) =>
				attributes(new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(refused.body)?.[0] ?? '')
			expect(field('title_en').value).toBe('Borehole repaired')
			expect(field('image_alt_en').value).toBe('A mechanic at the pump.')
			expect(field('image_alt_fr')['aria-invalid']).toBe('true')
			expect((await admin.get(NEWS)).body).not.toContain('Borehole repaired')
		} finally {
			admin.setCookie('admin_lang', 'en')
		}
	})

	test('a decorative picture shows alt=""; a description in one language is marked with it', async () => {
		const decorative = {
			title_en: 'Council hall repainted',
			content_en: 'The council hall has been repainted in its original colours.',
		}
		expect(
			(await createArticle({ ...decorative, image_decorative: 'on' }, 'alt-http-3')).status,
		).toBe(302)
		const slug = await publish(decorative.title_en)
		const page = await visitor.get(`/news/${slug}`)
		expect(uploadedImg(page.body).alt).toBe('')

		const english = {
			title_en: 'Bridge at Bai reopened',
			content_en: 'The footbridge at Bai has reopened after repairs to its deck.',
			image_alt_en: 'People cross the repaired wooden footbridge over the river.',
		}
		expect((await createArticle(english, 'alt-http-4')).status).toBe(302)
		const bridge = await publish(english.title_en)
		expect(uploadedImg((await visitor.get(`/fr/news/${bridge}`)).body)).toMatchObject({
			alt: english.image_alt_en,
			lang: 'en',
		})
	})

	test('markup in a description stays text', async () => {
		const hostile = '"><script>alert(1)</script>'
		const fields = {
			title_en: 'Hostile description',
			content_en: 'A description with markup must be shown as text, never run.',
			image_alt_en: hostile,
		}
		expect((await createArticle(fields, 'alt-http-5')).status).toBe(302)
		const slug = await publish(fields.title_en)
		const page = await visitor.get(`/news/${slug}`)
		expect(page.status).toBe(200)
		expect(uploadedImg(page.body).alt).toBe(hostile)
		expect(page.body).not.toContain('"><script>alert(1)')
		const edit = await admin.get(NEWS)
		expect(edit.body).not.toContain('<script>alert(1)')
	})
})
