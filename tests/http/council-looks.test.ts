import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { escapeHtml, settings, text } from '../support/texts'
import { Client, type Reply } from './client'
import { formValues, formWith, unescapeHtml } from './form-values'
import { startSignedInServer } from './start-server'
import { adminEn } from '#app/i18n/messages/admin.en'
import { adminFr } from '#app/i18n/messages/admin.fr'

// A council that looks like itself (decision 055), against the production server on the sample
// council: the emblem and the home page's picture uploaded from Settings as a clerk would (one
// multipart form, no JavaScript) and then seen where residents see them, in both languages (the
// header, the home page, the icons and the web manifest); a hostile file refused with the message
// in the clerk's language and nothing else typed lost; a block with no data left out; the tenders'
// email sign-up link. A new install's skeleton pages as drafts: tests/http/second-council.test.ts.

const SETTINGS = '/admin-dtima/settings'
const adminCatalogs = { en: adminEn, fr: adminFr }

let server: Awaited<ReturnType<typeof startSignedInServer>>['server']
let admin: Client
let visitor: Client
let emblemPng: Buffer
let homeJpeg: Buffer

beforeAll(async () => {
	;({ server, admin } = await startSignedInServer())
	admin.setCookie('admin_lang', 'en')
	visitor = new Client(server.origin)
	// A wide emblem (not square, so the icons must fit it in), and a wide photograph.
	emblemPng = await sharp({
		create: {
			width: 300,
			height: 240,
			channels: 4,
			background: { r: 10, g: 90, b: 160, alpha: 1 },
		},
	})
		.png()
		.toBuffer()
	homeJpeg = await sharp({
		create: { width: 1400, height: 700, channels: 3, background: { r: 30, g: 140, b: 70 } },
	})
		.jpeg()
		.toBuffer()
})
afterAll(() => server?.stop())

/** The Settings form as the screen shows it now, its fields by name. */
async function settingsForm(client = admin) {
	const reply = await client.get(SETTINGS)
	expect(reply.status).toBe(200)
	const values = formValues(formWith(reply.body, 'name="name_en"'))
	// File inputs have no value to send back; the form sends them empty unless a file is chosen.
	delete values.emblem
	delete values.home_picture
	return values
}

function postSettings(
	fields: Record<string, string>,
	files: Record<string, { name: string; mimeType: string; buffer: Buffer }>,
	client = admin,
) {
	return client
		.csrf()
		.then((csrf) => client.post(SETTINGS, { multipart: { csrf, ...fields, ...files } }))
}

const attr = (tag: string, name: string) =>
	unescapeHtml(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '')

/** The `<img>` of the header's home link (the council's emblem). */
function headerLink(html: string) {
	return /<header[\s\S]*?<a [^>]*aria-label[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1] ?? ''
}
function headerImg(html: string) {
	return /<img [^>]*>/.exec(headerLink(html))?.[0] ?? ''
}

/** The home page's hero `<img>`. */
function heroImg(html: string) {
	const hero = /<section aria-labelledby="hero-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
	return /<img [^>]*>/.exec(hero)?.[0] ?? ''
}

async function png(url: string) {
	const reply = await fetch(`${server.origin}${url}`)
	const bytes = Buffer.from(await reply.arrayBuffer())
	const meta = reply.ok ? await sharp(bytes).metadata() : undefined
	return {
		status: reply.status,
		type: reply.headers.get('content-type'),
		cache: reply.headers.get('cache-control'),
		format: meta?.format,
		size: meta ? `${meta.width}x${meta.height}` : '',
	}
}

describe('the council’s emblem and home picture, from Settings', () => {
	test('a hostile file is refused with the message in the clerk’s language, and nothing typed is lost', async () => {
		const hostile = Buffer.from(
			`GIF89a<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>`,
		)
		for (const lang of ['en', 'fr'] as const) {
			admin.setCookie('admin_lang', lang)
			const fields = {
				...(await settingsForm()),
				motto_en: `Typed motto ${lang}`,
				// A picture sent needs its description first; then the file itself is looked at.
				home_picture_alt_en: 'A picture',
				home_picture_alt_fr: 'Une image',
			}
			for (const field of ['emblem', 'home_picture']) {
				const refused = await postSettings(fields, {
					[field]: { name: 'emblem.gif', mimeType: 'image/gif', buffer: hostile },
				})
				expect(refused.status, field).toBe(400)
				const message = escapeHtml(adminCatalogs[lang]['admin.validation.imageBroken'])
				const error = new RegExp(`id="[^"]*-${field}-error"[^>]*>([^<]*)<`).exec(refused.body)?.[1]
				expect(error, `${lang} ${field}`).toBe(message)
				// What the clerk typed comes back in the form.
				expect(refused.body).toContain(`value="Typed motto ${lang}"`)
			}
		}
		admin.setCookie('admin_lang', 'en')
		// Nothing was saved.
		expect((await visitor.get('/')).body).not.toContain('Typed motto')
	})

	let iconLinks: string[] = []

	test('uploaded, the emblem heads every page and the picture the home page, in both languages', async () => {
		const fields = {
			...(await settingsForm()),
			home_picture_alt_en: 'The river at dawn, seen from the council hall',
			home_picture_alt_fr: "La rivière à l'aube, vue de l'hôtel de ville",
		}
		const saved = await postSettings(fields, {
			emblem: { name: 'emblem.png', mimeType: 'image/png', buffer: emblemPng },
			home_picture: { name: 'home.jpg', mimeType: 'image/jpeg', buffer: homeJpeg },
		})
		expect(saved.status, saved.body.slice(0, 300)).toBe(302)

		// The screen shows the current ones, each with a way back to the site's own.
		const screen = await admin.get(SETTINGS)
		for (const field of ['emblem', 'home_picture']) {
			expect(screen.body).toContain(`name="${field}_remove"`)
		}

		for (const lang of ['en', 'fr'] as const) {
			const home = await visitor.get(lang === 'fr' ? '/fr' : '/')
			const img = headerImg(home.body)
			expect(attr(img, 'src'), lang).toMatch(/^\/uploads\/[0-9a-f]{20}-80\.webp$/)
			const hero = heroImg(home.body)
			expect(attr(hero, 'src'), lang).toMatch(/^\/uploads\/[0-9a-f]{20}-200\.webp$/)
			expect(attr(hero, 'alt')).toBe(fields[`home_picture_alt_${lang}`])
			// The preload is for the picture shown, not the site's drawing.
			const preloads = [...home.body.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(
				(m) => /imagesrcset="([^"]*)"/i.exec(m[0])?.[1],
			)
			expect(preloads.filter(Boolean)).toEqual([expect.stringContaining('/uploads/')])
			expect(home.body).not.toContain('/images/hero-')
			// Another page has the emblem too, and the header's picture answers as WebP for a year.
			const page = await visitor.get(lang === 'fr' ? '/fr/news' : '/news')
			expect(attr(headerImg(page.body), 'src')).toBe(attr(img, 'src'))
			const file = await fetch(`${server.origin}${attr(img, 'src')}`)
			expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/webp'])
			// The head's icons are the emblem's.
			iconLinks = [...home.body.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*>/g)].map(
				(m) => m[0],
			)
			expect(iconLinks.map((l) => attr(l, 'href'))).toEqual([
				expect.stringMatching(/-icon-16\.png$/),
				expect.stringMatching(/-icon-32\.png$/),
				expect.stringMatching(/-icon-48\.png$/),
				expect.stringMatching(/-apple-180\.png$/),
			])
			expect(home.body).not.toContain('/images/favicon.svg')
			expect(home.body).not.toContain('data:image/svg+xml')
			// The manifest is linked from the pocket guide only (decision 064), in its language.
			expect(home.body).not.toContain('rel="manifest"')
			const guide = await visitor.get(lang === 'fr' ? '/fr/pocket' : '/pocket')
			expect(guide.body).toContain(
				`<link rel="manifest" href="${lang === 'fr' ? '/fr' : ''}/manifest.webmanifest"/>`,
			)
		}
	})

	test('the icons answer as PNG of their stated size, cached for a year', async () => {
		for (const link of iconLinks) {
			const href = attr(link, 'href')
			const size = attr(link, 'sizes')
			expect(await png(href), href).toEqual({
				status: 200,
				type: 'image/png',
				cache: 'public, max-age=31536000, immutable',
				format: 'png',
				size,
			})
		}
	})

	test('the web manifest names the council in the language and lists the emblem’s icons', async () => {
		for (const lang of ['en', 'fr'] as const) {
			const reply = await visitor.get(`${lang === 'fr' ? '/fr' : ''}/manifest.webmanifest`)
			expect(reply.status).toBe(200)
			expect(reply.headers['content-type']).toContain('application/manifest+json')
			expect(reply.headers['cache-control']).toBe('public, max-age=300')
			const manifest = JSON.parse(reply.body) as {
				name: string
				short_name: string
				icons: { src: string; sizes: string; type: string; purpose: string }[]
			}
			expect(manifest.name).toBe(settings.name[lang])
			expect(manifest.short_name).toBe(settings.shortName)
			expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
				'192x192 any',
				'512x512 any',
				'512x512 maskable',
			])
			for (const icon of manifest.icons) {
				const got = await png(icon.src)
				expect([got.status, got.type, got.format, got.size], icon.src).toEqual([
					200,
					'image/png',
					'png',
					icon.sizes,
				])
			}
		}
	})

	test('back to the site’s own: the drawing, the icons and the manifest come back', async () => {
		const saved = await postSettings(
			{ ...(await settingsForm()), emblem_remove: 'on', home_picture_remove: 'on' },
			{},
		)
		expect(saved.status).toBe(302)
		const home = await visitor.get('/')
		// The site's own drawing, written in the page (no request before the text is painted, issue
		// 34), and the same address is the tab's icon (no request once the page has loaded, 064).
		const drawing = attr(headerImg(home.body), 'src')
		expect(drawing).toMatch(/^data:image\/svg\+xml,<svg xmlns='http:\/\/www.w3.org\/2000\/svg'/)
		expect(drawing).toContain("clip-path='url(%23emblem-outer)'")
		expect(drawing).not.toContain('#')
		expect(headerImg(home.body)).toContain('alt=""')
		expect(attr(heroImg(home.body), 'src')).toMatch(/^\/images\/hero-/)
		expect(attr(heroImg(home.body), 'alt')).toBe(text('en', 'hero.imageAlt'))
		const icons = [...home.body.matchAll(/<link rel="icon"[^>]*>/g)].map((m) => m[0])
		expect(icons.map((l) => attr(l, 'href'))).toEqual([drawing, '/images/favicon-32.png'])
		expect(home.body).not.toContain('rel="manifest"')
		const manifest = JSON.parse((await visitor.get('/manifest.webmanifest')).body) as {
			icons: { src: string }[]
		}
		expect(manifest.icons.map((i) => i.src)).toEqual([
			'/images/favicon.svg',
			'/images/apple-touch-icon.png',
		])
	})
})

describe('blocks with no data, and the tenders list', () => {
	const headingOf = (reply: Reply, title: string) =>
		new RegExp(`<h2[^>]*>${escapeHtml(title)}</h2>`).test(reply.body)

	test('the emergency numbers, all unknown, leave no box and no heading on the page', async () => {
		const page = '/residents/public-safety'
		const title = 'Emergency numbers'
		expect(headingOf(await visitor.get(page), title)).toBe(true)
		const reply = await admin.adminPost('/admin-dtima/pages/emergency', {
			emergency_police: '',
			emergency_fire: '',
			emergency_ambulance: '',
			emergency_council: '',
		})
		expect(reply.status).toBe(302)
		const after = await visitor.get(page)
		expect(after.status).toBe(200)
		expect(headingOf(after, title)).toBe(false)
		expect(after.body).not.toContain('id="emergency-numbers"')
		expect(after.body).not.toContain(escapeHtml(text('en', 'page.emergency.placeholder')))
	})

	test('the tenders list links to the email sign-up, as the vacancies do', async () => {
		for (const lang of ['en', 'fr'] as const) {
			const prefix = lang === 'fr' ? '/fr' : ''
			const bids = await visitor.get(`${prefix}/business/bids`)
			const table = bids.body.indexOf('id="bids-table-caption"')
			expect(table, lang).toBeGreaterThan(0)
			const link = new RegExp(
				`<a href="${prefix}/subscribe"[^>]*>${escapeHtml(text(lang, 'subscribe.link'))}</a>`,
			).exec(bids.body.slice(table))
			expect(link, lang).not.toBeNull()
			expect((await visitor.get(`${prefix}/subscribe`)).status).toBe(200)
		}
	})
})
