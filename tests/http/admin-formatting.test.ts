import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Client } from './client'
import { classPattern } from './short-class'
import { startSignedInServer } from './start-server'

// Formatted texts end to end against the production server (`http`; the link report's queries run
// on both databases in link-report.db.test.ts): a clerk writes a news article with bold text, links and hostile markup, previews it
// (nothing saved), publishes it; the public page draws the formatting and nothing hostile runs; the
// link check lists its broken and plain-http links.

const NEWS = '/admin-dtima/content/news'
const TITLE = 'Formatted notice about the market road'
const CONTENT_EN = [
	'The **market road** is *closed* until Friday. Pay at [the tax office](/services/tax#fees).',
	'See also [the ministry](https://ministry.example/roads) and [the old portal](http://portal.example).',
	'- [a page that does not exist](/no/such/page)\n- <script>alert("x9md")</script>\n- <img src=x onerror=alert("x9md")>',
	'[click me](javascript:alert("x9md")) and ![map](data:image/png;base64,AAAA)',
].join('\n\n')
const CONTENT_FR = 'La **route du marché** est fermée. Payez au [bureau des impôts](/services/tax).'

let server: Awaited<ReturnType<typeof startSignedInServer>>['server']
let admin: Client
let slug = ''

beforeAll(async () => {
	;({ server, admin } = await startSignedInServer())
})
afterAll(async () => {
	await server?.stop()
})

/** Nothing in the page came from the hostile lines as markup. */
function expectInert(body: string) {
	expect(body).not.toContain('<script>alert("x9md")')
	expect(body).not.toMatch(/<img[^>]*onerror/)
	expect(body).not.toMatch(/href="javascript:/i)
	// No link to a data: address (the head's icon is the site's own drawing, decision 064).
	expect(body).not.toMatch(/<a\b[^>]*href="data:/i)
	expect(body.match(/href="data:/gi) ?? []).toHaveLength(1)
	expect(body).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/)
	expect(body).toContain('&lt;script&gt;alert(&quot;x9md&quot;)&lt;/script&gt;')
}

describe('a news article with formatting', () => {
	test('Preview formatting draws the text under its field and saves nothing', async () => {
		const reply = await admin.adminPost(`${NEWS}?new`, {
			intent: 'create',
			token: `preview-${Date.now()}`,
			preview: '1',
			title_en: TITLE,
			content_en: CONTENT_EN,
		})
		expect(reply.status).toBe(200)
		expect(reply.body).toContain('Preview of “Content (English)”')
		expect(reply.body).toContain('<strong>market road</strong>')
		// The text comes back in its field, as typed.
		expect(reply.body).toContain('The **market road** is *closed*')
		expectInert(reply.body)
		const list = await admin.get(NEWS)
		expect(list.body).not.toContain(TITLE)
	})

	test('created and published, the public page draws bold text and links', async () => {
		const created = await admin.adminPost(`${NEWS}?new`, {
			intent: 'create',
			token: `create-${Date.now()}`,
			title_en: TITLE,
			content_en: CONTENT_EN,
			title_fr: 'Avis sur la route du marché',
			content_fr: CONTENT_FR,
		})
		expect(created.status).toBe(302)
		const list = await admin.get(NEWS)
		// Saved, and the clerk is told that its javascript: and data: links stay plain text (issue 33).
		expect(list.body).toMatch(
			/data-flash-banner[\s\S]*?Saved, but a link in it cannot be made a link/,
		)
		const id = new RegExp(`${TITLE}[\\s\\S]*?\\?edit=(\\d+)`).exec(list.body)?.[1]
		expect(id).toBeTruthy()
		expect((await admin.adminPost(NEWS, { intent: 'publish', id: id! })).status).toBe(302)

		const newsroom = await admin.get('/news')
		slug = /href="\/news\/(formatted-notice[a-z0-9-]*)"/.exec(newsroom.body)?.[1] ?? ''
		expect(slug).not.toBe('')
		// The card's excerpt shows words, not marks.
		expect(newsroom.body).toContain('The market road is closed until Friday.')

		const page = await admin.get(`/news/${slug}`)
		expect(page.status).toBe(200)
		const body = page.body
		expect(body).toContain('<strong>market road</strong>')
		expect(body).toContain('<em>closed</em>')
		expect(body).toMatch(/<a href="\/services\/tax#fees" class="[^"]*">the tax office<\/a>/)
		expect(body).toMatch(
			/<a href="https:\/\/ministry.example\/roads" rel="noopener" class="[^"]*">the ministry<\/a>/,
		)
		expect(body).toMatch(
			new RegExp(`<ul class="(?:[^"]* )?${classPattern(body, 'list-disc')}(?: [^"]*)?"><li`),
		)
		expectInert(body)
		// A forbidden link and a picture are text: their words are there, no link, no picture.
		expect(body).toContain('[click me](javascript:alert(&quot;x9md&quot;))')
		expect(body).toContain('![map](data:image/png;base64,AAAA)')
		expect(body).not.toMatch(/<img [^>]*src="data:image\/png/)
		expect(body).not.toMatch(/<img [^>]*alt="map"/)
		// The Markdown itself never travels to the browser (only the drawn tree does).
		expect(body).not.toContain('**market road**')
		// The description for search engines and sharing is words without marks.
		expect(body).toMatch(/<meta name="description" content="The market road is closed until Friday/)

		const french = await admin.get(`/fr/news/${slug}`)
		expect(french.body).toContain('<strong>route du marché</strong>')
		expect(french.body).toMatch(
			/<a href="\/fr\/services\/tax" class="[^"]*">bureau des impôts<\/a>/,
		)
	})

	test('the link check lists its link to no page, its plain http: link and its refused ones', async () => {
		const reply = await admin.get('/admin-dtima/links')
		expect(reply.status).toBe(200)
		const rows = reply.body.split('<tr').filter((row) => row.includes(TITLE))
		expect(rows.map((row) => /data-link-problem="(\w+)"/.exec(row)?.[1]).sort()).toEqual([
			'insecure',
			'missing',
			'refused',
			'refused',
		])
		expect(rows.join('')).toContain('<code>/no/such/page</code>')
		expect(rows.join('')).toContain('<code>http://portal.example</code>')
		// Shown to readers as text (above), and named here (issue 33).
		expect(rows.join('')).toContain('<code>javascript:alert(&quot;x9md&quot;)</code>')
		expect(rows.join('')).toContain('<code>data:image/png;base64,AAAA</code>')
		expect(rows.join('')).toMatch(/href="\/admin-dtima\/content\/news\?edit=\d+"/)
	})
})

describe('the page editor', () => {
	test('Preview formatting draws a text block’s paragraphs, saving nothing', async () => {
		const reply = await admin.adminPost('/admin-dtima/pages/edit', {
			op: 'preview:0',
			group: 'residents',
			status: 'draft',
			'title.en': 'Preview page',
			'b.0.kind': 'prose',
			'b.0.paragraphs.en':
				'Bring **two photos**, see [fees](/services/tax).\n\n<script>alert("x9md")</script>',
			'b.0.paragraphs.fr': 'Apportez **deux photos**.',
		})
		expect(reply.status).toBe(200)
		expect(reply.body).toContain('<strong>two photos</strong>')
		expect(reply.body).toMatch(/<a href="\/services\/tax" class="[^"]*">fees<\/a>/)
		expect(reply.body).toContain('<strong>deux photos</strong>')
		expect(reply.body).toContain('id="block-0-preview"')
		expectInert(reply.body)
		const pages = await admin.get('/admin-dtima/pages')
		expect(pages.body).not.toContain('Preview page')
	})
})
