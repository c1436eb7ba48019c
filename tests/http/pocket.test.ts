import type { HTMLElement } from 'node-html-parser'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isServicePage } from '../../app/features/pocket/service-page'
import { officeHoursFromTable } from '../../app/features/settings/office-hours'
import { resolvePage } from '../../app/features/pages/resolve'
import { formatNumber } from '../../app/i18n/i18n'
import { publicPages } from '../../app/route-table'
import { contentPages, findContentPage } from '../../app/seed/pages/index'
import { langs, settings, text, type Lang } from '../support/texts'
import { Client } from './client'
import { expectCount, normalize, serverPage, ServerPage } from './server-page'
import { classIn } from './short-class'
import { sampleAdmin, startServer } from './start-server'

/**
 * The council in your pocket (issue 35), as the server sends it: the pocket guide and the offline
 * page in both languages, and what every public page carries for the script that keeps pages on a
 * phone (the saved-note template, the footer's link, a service page's "Save this page"). What the
 * script then does is the browser's to test.
 */

const localized = (lang: Lang, path: string) =>
	lang === 'fr' ? `/fr${path === '/' ? '' : path}` : path

let server: Awaited<ReturnType<typeof startServer>>
let reader: Client
beforeAll(async () => {
	server = await startServer()
	reader = new Client(server.origin)
})
afterAll(() => server?.stop())

const get = (path: string, status = 200, headers: Record<string, string> = {}) =>
	serverPage(reader, path, status, { headers })

/** The sample council's service pages, in one language, placeholders filled as pages fill them. */
function sampleServices(lang: Lang) {
	const officeHours = officeHoursFromTable(settings.hallHours, lang) || settings.officeHours[lang]
	const vars = {
		product: settings.name[lang],
		phone: settings.phone,
		email: settings.email,
		address: settings.postalAddress[lang],
		officeHours,
	}
	return contentPages.filter(isServicePage).map((page) => ({
		href: localized(lang, page.path),
		page: resolvePage(page, lang, vars),
	}))
}

/** Each service of the guide: its heading's link, and the elements that follow it up to the next. */
function guideServices(p: ServerPage) {
	const services = p.one('#services')
	const parts = new Map<string, HTMLElement[]>()
	let current: HTMLElement[] | undefined
	for (const el of services.querySelectorAll('h3, h3 ~ *')) {
		if (el.rawTagName.toLowerCase() === 'h3') {
			const href = el.querySelector('a')?.getAttribute('href')
			expect(href, 'each service heading is a link').toBeTruthy()
			current = []
			parts.set(href!, current)
		} else current?.push(el)
	}
	return parts
}

const texts = (els: HTMLElement[]) => els.map((el) => normalize(el.text))

for (const lang of langs) {
	describe(`the pocket guide (${lang})`, () => {
		const guidePath = localized(lang, '/pocket')

		test('emergency numbers first, as tel: links; then the office’s address, phone, email and hours', async () => {
			const p = await get(guidePath)
			expectCount(p.headings(text(lang, 'pocket.pageTitle')), 1, 'the page heading')
			const main = p.one('main')
			// The first part after the page's header is the emergency numbers.
			expect(main.querySelector('section')?.getAttribute('id')).toBe('emergency')
			const emergency = p.one('#emergency')
			const confirmed = Object.entries(settings.emergencyNumbers).filter(([, n]) => n)
			expect(confirmed.length).toBeGreaterThan(0)
			for (const [service, number] of confirmed) {
				const links = p.within(emergency, `a[href="tel:${number}"]`)
				expectCount(links, 1, `tel:${number}`)
				expect(p.text(links[0]!)).toContain(number)
				expectCount(
					p.headings(text(lang, `page.emergency.${service}` as 'page.emergency.police'), emergency),
					1,
					service,
				)
			}
			const contact = p.one('#contact')
			expectCount(p.within(contact, 'a[href="tel:+237600000000"]'), 1, 'the office phone')
			expectCount(p.within(contact, `a[href="mailto:${settings.email}"]`), 1, 'the office email')
			expect(p.text(contact)).toContain(settings.postalAddress[lang])
			expect(p.text(contact)).toContain(officeHoursFromTable(settings.hallHours, lang))
		})

		test('every published service page: a heading linking to it, its fees, lists and facts', async () => {
			const p = await get(guidePath)
			const parts = guideServices(p)
			const expected = sampleServices(lang)
			expect(expected.length).toBeGreaterThanOrEqual(10)
			expect([...parts.keys()]).toEqual(expected.map((s) => s.href))
			for (const { href, page } of expected) {
				const part = parts.get(href)!
				const heading = p.one(`#services h3 a[href="${href}"]`)
				expect(normalize(heading.text)).toBe(page.title)
				const shown = page.blocks.filter((b) => ['fees', 'list', 'facts'].includes(b.kind))
				// Each block with its own title, in the page's order.
				expect(texts(part.filter((el) => el.rawTagName === 'h4'))).toEqual(
					shown.flatMap((b) => (b.title ? [b.title] : [])),
				)
				for (const block of shown) {
					if (block.kind !== 'list') continue
					const tag = block.ordered ? 'ol' : 'ul'
					const list = part.find(
						(el) =>
							el.rawTagName === tag && normalize(el.text).includes(normalize(block.items[0]!)),
					)
					expect(list, `${href}: ${block.title} as <${tag}>`).toBeDefined()
					expect(texts(list!.querySelectorAll('li'))).toEqual(block.items.map(normalize))
				}
			}
			// A page without fees or steps is not a service.
			expect(parts.has(localized(lang, '/visitors/history'))).toBe(false)
		})

		test('fees are written exactly as the fees block writes them on the page', async () => {
			const guide = await get(guidePath)
			for (const path of ['/services/licenses', '/business/licenses']) {
				const onPage = await get(localized(lang, path))
				const pageAmounts = texts(onPage.all('#fees dd'))
				expect(pageAmounts.length).toBeGreaterThan(0)
				const part = guideServices(guide).get(localized(lang, path))!
				// The list after the fees block's own title.
				const title = normalize(onPage.one('#fees h2').text)
				const at = part.findIndex((el) => el.rawTagName === 'h4' && normalize(el.text) === title)
				const fees = part.slice(at).find((el) => el.rawTagName === 'dl')
				expect(fees, `${path}: fees titled "${title}"`).toBeDefined()
				expect(texts(fees!.querySelectorAll('dd'))).toEqual(pageAmounts)
			}
			// The sample's application fee, as each language writes numbers: 25,000 / 25 000.
			expect(guide.text(guide.one('#services'))).toContain(
				normalize(text(lang, 'page.amount', { amount: formatNumber(25000, lang) })),
			)
		})

		test('the birth certificate page: documents to bring, and its steps numbered', async () => {
			const page = findContentPage('/services/birth-certificate')!
			const part = guideServices(await get(guidePath)).get(
				localized(lang, '/services/birth-certificate'),
			)!
			const steps = page.blocks.find((b) => b.kind === 'list' && b.ordered)
			expect(steps?.kind === 'list' && steps.items.length).toBeGreaterThan(2)
			const ol = part.filter((el) => el.rawTagName === 'ol')
			expectCount(ol, 1, 'one numbered list of steps')
			expect(texts(ol[0]!.querySelectorAll('li'))).toHaveLength(
				steps!.kind === 'list' ? steps!.items.length : 0,
			)
			const documents = page.blocks.find((b) => b.id === 'documents')
			expect(texts(part.filter((el) => el.rawTagName === 'h4'))).toContain(documents!.title![lang])
		})

		test('“last updated” in the page’s language; the parts the phone’s script fills, hidden', async () => {
			const p = await get(guidePath)
			const time = p.one('header time')
			const day = time.getAttribute('datetime')!
			expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
			const long = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
				day: 'numeric',
				month: 'long',
				year: 'numeric',
				timeZone: 'UTC',
			}).format(new Date(`${day}T00:00:00Z`))
			expect(normalize(time.text)).toBe(long)
			const dated = normalize(time.parentNode!.text)
			expect(dated).toBe(text(lang, 'pocket.updated', { date: long }))

			const store = p.doc.querySelector('#on-this-phone')!
			expect(store.hasAttribute('hidden')).toBe(true)
			expect(store.hasAttribute('data-pocket-store')).toBe(true)
			expect(store.getAttribute('aria-labelledby')).toBe('on-this-phone-title')
			expect(store.getAttribute('data-usage')).toBe(text(lang, 'pocket.store.usage'))
			expect(store.getAttribute('data-usage')).toContain('{count}')
			expect(store.getAttribute('data-off')).toBe(text(lang, 'pocket.store.off'))
			expect(normalize(store.querySelector('#on-this-phone-title')!.text)).toBe(
				text(lang, 'pocket.store.title'),
			)
			expect(store.querySelector('p[data-pocket-usage]')).not.toBeNull()
			const remove = store.querySelector('button[type="button"][data-pocket-remove]')!
			expect(normalize(remove.text)).toBe(text(lang, 'pocket.store.remove'))
			const keep = store.querySelector('button[type="button"][data-pocket-keep]')!
			expect(keep.hasAttribute('hidden')).toBe(true)
			expect(normalize(keep.text)).toBe(text(lang, 'pocket.store.keep'))
			const status = store.querySelector('p[role="status"][data-pocket-status]')!
			expect(status.getAttribute('data-removed')).toBe(text(lang, 'pocket.store.removed'))
			expect(status.getAttribute('data-kept')).toBe(text(lang, 'pocket.store.kept'))
			expectSavedPages(p, lang)
			// Nothing of it shows without the script: the island that fills it shows it.
			expect(p.text()).not.toContain(text(lang, 'pocket.store.title'))
			expect(store.getAttribute('data-island')).toBe('on-this-phone')
		})
	})

	describe(`the offline page (${lang})`, () => {
		test('200, kept out of search engines, a link to the guide, the emergency numbers, saved pages', async () => {
			const p = await get(localized(lang, '/pocket/offline'))
			expect(p.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
			expectCount(p.headings(text(lang, 'pocket.offline.title')), 1, 'the heading')
			p.oneByText(text(lang, 'pocket.offline.text'))
			expect(p.linkHref(text(lang, 'pocket.offline.guide'))).toBe(localized(lang, '/pocket'))
			const emergency = p.one('#emergency')
			for (const number of Object.values(settings.emergencyNumbers).filter(Boolean)) {
				expectCount(p.within(emergency, `a[href="tel:${number}"]`), 1, `tel:${number}`)
			}
			expectSavedPages(p, lang)
		})

		test('the guide and the offline page are small: under 200 KiB together, the guide under 100', async () => {
			const guide = await reader.get(localized(lang, '/pocket'))
			const offline = await reader.get(localized(lang, '/pocket/offline'))
			const bytes = (body: string) => Buffer.byteLength(body)
			expect(bytes(guide.body)).toBeLessThan(100 * 1024)
			expect(bytes(guide.body) + bytes(offline.body)).toBeLessThan(200 * 1024)
		})
	})
}

function expectSavedPages(p: ServerPage, lang: Lang) {
	const saved = p.doc.querySelectorAll('section[data-pocket-saved]')
	expectCount(saved, 1, 'one saved-pages section')
	const section = saved[0]!
	expect(section.hasAttribute('hidden')).toBe(true)
	expect(section.getAttribute('data-island')).toBe('saved-pages')
	expect(section.getAttribute('aria-labelledby')).toBe('saved-pages-title')
	expect(normalize(section.querySelector('#saved-pages-title')!.text)).toBe(
		text(lang, 'pocket.saved.title'),
	)
	expect(section.querySelector('ul[data-pocket-saved-list]')!.childNodes).toHaveLength(0)
	expect(normalize(section.querySelector('p[data-pocket-none]')!.text)).toBe(
		text(lang, 'pocket.saved.none'),
	)
}

test('the guide is kept by the page cache like any public page', async () => {
	await reader.get('/fr/pocket')
	const again = await reader.get('/fr/pocket')
	expect(again.status).toBe(200)
	expect(again.headers['x-page-cache']).toMatch(/^(hit|fast)$/)
})

test('the sitemap lists the guide in both languages, not the offline page', async () => {
	const sitemap = (await reader.get('/sitemap.xml')).body
	expect(sitemap).toContain(`<loc>${server.origin}/pocket</loc>`)
	expect(sitemap).toContain(`<loc>${server.origin}/fr/pocket</loc>`)
	expect(sitemap).not.toContain('/pocket/offline')
})

describe('on every public page', () => {
	const paths = publicPages.filter((p) => !p.path.includes(':')).map((p) => p.path)

	test.each(langs)(
		'one saved-note template, first in <main>, and the footer’s link to the guide (%s)',
		async (lang) => {
			const problems: string[] = []
			for (const path of [...paths, '/no-such-page'].map((p) => localized(lang, p))) {
				const reply = await reader.get(path)
				expect([200, 404], path).toContain(reply.status)
				const p = new ServerPage(path, reply.status, reply.body)
				const templates = p.doc.querySelectorAll('template#saved-note')
				if (templates.length !== 1)
					problems.push(`${path}: ${templates.length} saved-note templates`)
				const main = p.doc.querySelector('main')!
				if (main.childNodes.find((n) => n.nodeType === 1) !== templates[0])
					problems.push(`${path}: the saved-note template is not first in <main>`)
				const links = p.doc.querySelectorAll('footer a[data-pocket-link]')
				if (links.length !== 1 || links[0]!.getAttribute('href') !== localized(lang, '/pocket'))
					problems.push(`${path}: no footer link to the guide`)
				if (links[0]?.hasAttribute('data-save-data')) problems.push(`${path}: data-save-data`)
				if (links[0]?.getAttribute('data-island') !== 'pocket')
					problems.push(`${path}: the footer link does not load the pocket island`)
			}
			expect(problems).toEqual([])
		},
	)

	test.each(langs)('the saved note says when, with {date} in a <time> (%s)', async (lang) => {
		const p = await get(localized(lang, '/news'))
		const template = p.doc.querySelector('template#saved-note')!
		const note = template.querySelector('p')!
		expect(note.getAttribute('class')!.split(' ')).toContain(classIn(p.html, 'bg-amber-50'))
		expect(note.querySelector('time')!.innerHTML).toBe('{date}')
		expect(normalize(note.text)).toBe(text(lang, 'pocket.savedNote'))
	})

	test('the footer link says when the browser asks to save data', async () => {
		for (const path of ['/', '/fr/services/tax']) {
			const saving = await get(path, 200, { 'save-data': 'on' })
			const link = saving.one('footer a[data-pocket-link]')
			expect(link.getAttribute('data-save-data')).toBe('on')
			expect(normalize(link.text)).toBe(
				text(path.startsWith('/fr') ? 'fr' : 'en', 'pocket.footerLink'),
			)
		}
	})

	test('the staff area has no saved-note template', async () => {
		const admin = await sampleAdmin(server.origin)
		for (const path of ['/admin-dtima', '/admin-dtima/pages', '/admin-dtima/login']) {
			const reply = await (path.endsWith('login') ? reader : admin).get(path)
			expect(reply.status, path).toBe(200)
			expect(reply.body, path).not.toContain('saved-note')
			expect(reply.body, path).not.toContain('data-pocket-link')
		}
	})
})

describe('“Save this page” on service pages only', () => {
	test.each(langs)(
		'a service page has it, after its header: in its place but invisible with JavaScript, not there without; a history page not (%s)',
		async (lang) => {
			for (const path of ['/services/birth-certificate', '/services/tax', '/business/licenses']) {
				const p = await get(localized(lang, path))
				const found = p.doc.querySelectorAll('[data-save-page]')
				expectCount(found, 1, `${path}: one data-save-page`)
				const box = found[0]!
				// Its room kept from the first paint, for the script to show it in (no layout shift).
				const classes = (el: HTMLElement) => el.getAttribute('class')!.split(' ')
				expect(box.hasAttribute('hidden')).toBe(false)
				expect(classes(box)).toEqual(
					expect.arrayContaining(['invisible', classIn(p.html, 'noscript:hidden')]),
				)
				expect(box.getAttribute('data-island')).toBe('save-page')
				expect(box.previousElementSibling?.rawTagName.toLowerCase(), path).toBe('header')
				const save = box.querySelector('button[type="button"][data-save]')!
				expect(normalize(save.text)).toBe(text(lang, 'pocket.save'))
				const unsave = box.querySelector('button[type="button"][data-unsave]')!
				expect(classes(unsave)).toContain('invisible')
				expect(normalize(unsave.text)).toBe(text(lang, 'pocket.unsave'))
				const status = box.querySelector('p[role="status"][data-save-status]')!
				expect(status.getAttribute('data-saved')).toBe(text(lang, 'pocket.saveSaved'))
				expect(status.getAttribute('data-removed')).toBe(text(lang, 'pocket.saveRemoved'))
			}
			for (const path of ['/visitors/history', '/government/meet-mayor', '/pocket']) {
				const p = await get(localized(lang, path))
				expect(p.html, path).not.toContain('data-save-page')
			}
		},
	)
})
