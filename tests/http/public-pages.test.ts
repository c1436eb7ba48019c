import type { HTMLElement } from 'node-html-parser'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contentPages } from '../../app/seed/pages/index'
import { footerQuickLinks } from '../../app/seed/navigation'
import { sampleCabinet } from '../../app/seed/sample-pages.server'
import { langs, settings, text, type Lang } from '../support/texts'
import { Client } from './client'
import { expectCount, normalize, serverPage, type ServerPage } from './server-page'
import { classIn } from './short-class'
import { startServer } from './start-server'

/**
 * What the public pages say, read from the HTML the server sends (every page is drawn whole by the
 * server and works without JavaScript): the home page's sections, the information pages that carry
 * live data, the language links, the 404 page and the search pages, in both languages. Reading a
 * page needs no browser, whose page load costs far more (decision 006); what does need one (clicks,
 * typing, focus, scripts, layout, axe) is in tests/e2e.
 *
 * Elements are found as Playwright's role locators find them: shown ones only (see ServerPage), by
 * an accessible name that holds the one asked for, case aside; where a locator would have to be
 * one element, exactly one must be found.
 */

const home = (lang: Lang) => (lang === 'fr' ? '/fr' : '/')
const localized = (lang: Lang, path: string) =>
	lang === 'fr' ? `/fr${path === '/' ? '' : path}` : path

let server: Awaited<ReturnType<typeof startServer>>
let reader: Client
beforeAll(async () => {
	server = await startServer()
	reader = new Client(server.origin)
})
afterAll(() => server?.stop())

const get = (path: string, status = 200) => serverPage(reader, path, status)

/** Shown elements of `scope` matching `selector` whose accessible name holds `name`. */
function named(p: ServerPage, scope: HTMLElement, selector: string, name: string | RegExp) {
	return p
		.within(scope, selector)
		.filter((el) =>
			typeof name === 'string'
				? p.nameOf(el).toLowerCase().includes(normalize(name).toLowerCase())
				: name.test(p.nameOf(el)),
		)
}

/** The one shown element of `scope` matching `selector` whose accessible name holds `name`. */
function oneNamed(p: ServerPage, scope: HTMLElement, selector: string, name: string | RegExp) {
	const found = named(p, scope, selector, name)
	expectCount(found, 1, `${p.url}: one ${selector} named "${name}"`)
	return found[0]!
}

/** The one shown link of `scope` named `name`; its href. */
const hrefOf = (p: ServerPage, scope: HTMLElement, name: string | RegExp) =>
	oneNamed(p, scope, 'a[href]', name).getAttribute('href')

/** The page's own header or footer (banner, contentinfo), not one of an article or section. */
function pageLandmark(p: ServerPage, tag: 'header' | 'footer') {
	const found = p.all(tag).filter((el) => !el.closest('article, aside, main, nav, section'))
	expectCount(found, 1, `${p.url}: one page ${tag}`)
	return found[0]!
}

/** An element's whole text (hidden parts too), as `toContainText` reads it. */
const textContent = (el: HTMLElement) => normalize(el.textContent)

for (const lang of langs) {
	const prefix = lang === 'fr' ? '/fr' : ''

	describe(`home page (${lang})`, () => {
		test('has every section, in display order, in its language', async () => {
			const p = await get(home(lang))
			expect(p.lang).toBe(lang)
			expect(p.doc.querySelectorAll('head title').map((t) => normalize(t.text))).toEqual([
				text(lang, 'meta.homeTitle'),
			])
			const main = p.one('main')
			expect(p.within(main, 'h1').map((h) => p.text(h))).toEqual([text(lang, 'hero.title')])
			p.oneByText(text(lang, 'hero.subtitle'), p.body, { exact: false })
			const search = p.within(main, 'form[role="search"], search')
			expectCount(search, 1, 'one search form in main')
			expectCount(p.within(search[0]!, 'input[type="search"]'), 1, 'one search box in it')

			expect(p.within(main, 'h2').map((h) => p.text(h))).toEqual([
				text(lang, 'services.title'),
				text(lang, 'programs.title'),
				text(lang, 'news.title'),
				text(lang, 'events.title'),
				text(lang, 'mayor.sectionTitle'),
				text(lang, 'partners.title'),
			])
		})

		test('six service tiles lead to the six service pages', async () => {
			const p = await get(home(lang))
			const services = p.region(text(lang, 'services.title'))
			expect(p.within(services, 'a[href]').map((a) => a.getAttribute('href'))).toEqual(
				[
					'licenses',
					'administrative',
					'technical',
					'birth-certificate',
					'social-affairs',
					'tax',
				].map((s) => `${prefix}/services/${s}`),
			)
		})

		test('programmes, news, events, mayor and partners show data and lead on', async () => {
			const p = await get(home(lang))
			const programs = p.region(text(lang, 'programs.title'))
			for (const [page, key] of [
				['agenda', 'programs.agenda'],
				['projects', 'programs.projects'],
			] as const) {
				const link = programs.querySelectorAll(`a[href="${prefix}/programs/${page}"]`)
				expectCount(link, 1, `one link to the ${page}`)
				expect(textContent(link[0]!)).toContain(text(lang, `${key}.action`))
				// Its accessible name says where it leads, out of context too.
				expect(p.nameOf(link[0]!)).toMatch(new RegExp(text(lang, `${key}.title`)))
			}

			const news = p.region(text(lang, 'news.title'))
			expectCount(p.within(news, 'article'), 3, 'three articles')
			const festival = lang === 'en' ? 'Cultural Festival Success' : 'Succès du festival culturel'
			expect(hrefOf(p, news, festival)).toBe(`${prefix}/news/cultural-festival-success`)
			p.oneByText(lang === 'en' ? '15 February 2024' : '15 février 2024', news, { exact: false })
			// Drafts never appear publicly.
			expect(textContent(news)).not.toContain(
				lang === 'en' ? 'New Community Center' : 'Nouveau centre communautaire',
			)
			expect(hrefOf(p, news, text(lang, 'news.visitNewsroom'))).toBe(`${prefix}/news`)

			const events = p.region(text(lang, 'events.title'))
			expectCount(p.within(events, 'li'), 2, 'two events')
			p.oneByText('7:00 AM - 12:00 PM', events, { exact: false })
			expect(hrefOf(p, events, text(lang, 'events.viewAll'))).toBe(`${prefix}/events`)

			const mayor = p.region(text(lang, 'mayor.sectionTitle'))
			p.oneByText(settings.mayor.title[lang], mayor, { exact: false })
			expect(hrefOf(p, mayor, text(lang, 'mayor.learnMore'))).toBe(
				`${prefix}/government/meet-mayor`,
			)

			const partners = p.region(text(lang, 'partners.title'))
			expectCount(p.within(partners, 'img'), 3, 'three partner logos')
			for (const name of ['DTIMA', 'MINDDEVEL', 'CYUC']) oneNamed(p, partners, 'img', name)
		})

		test('footer: contacts and facts from settings, quick links, fraud notice', async () => {
			const p = await get(home(lang))
			const footer = pageLandmark(p, 'footer')
			expect(hrefOf(p, footer, settings.phone)).toBe('tel:+237600000000')
			expect(hrefOf(p, footer, settings.email)).toBe(`mailto:${settings.email}`)
			// Times kept on one line (no-break spaces; found on a phone: « 12 h » then « 00 »).
			expect(footer.text).toContain(
				lang === 'fr'
					? '8\u00a0h\u00a000 - 16\u00a0h\u00a030\u00a0;'
					: '8:00\u00a0AM - 4:30\u00a0PM;',
			)
			p.oneByText(text(lang, 'footer.established', { year: 1977 }), footer, { exact: false })
			p.oneByText(text(lang, 'footer.hours', { hours: settings.officeHours[lang] }), footer, {
				exact: false,
			})
			const quick = p
				.landmarks('navigation', text(lang, 'footer.quickLinks'))
				.filter((nav) => nav.closest('footer') === footer)
			expectCount(quick, 1, 'one quick-links navigation')
			expectCount(p.within(quick[0]!, 'a[href]'), footerQuickLinks.length, 'every quick link')
			expectCount(
				named(p, footer, 'h1, h2, h3, h4, h5, h6', text(lang, 'footer.fraudTitle')),
				1,
				'the fraud notice',
			)
		})

		test('the hero image is preloaded and the others are lazy', async () => {
			const p = await get(home(lang))
			expectCount(
				p.doc.querySelectorAll('link[rel="preload"][as="image"][imagesrcset*="/images/hero-"]'),
				1,
				'one preload of the hero image',
			)
			const hero = p.doc.querySelectorAll('section[aria-labelledby="hero-title"] img')
			expectCount(hero, 1, 'one hero image')
			expect(hero[0]!.getAttribute('loading')).toBe('eager')
			const lazy = p.doc.querySelectorAll('main img:not([loading="eager"])')
			expect(lazy.length).toBeGreaterThan(3)
			for (const img of lazy) {
				expect(img.getAttribute('loading'), img.toString()).toBe('lazy')
				expect(img.getAttribute('width'), img.toString()).toMatch(/\d+/)
				expect(img.getAttribute('height'), img.toString()).toMatch(/\d+/)
			}
		})

		test('the news list: its first picture is asked for with the page, the others at low priority', async () => {
			// Decision 064: on a phone the list's thumbnails sit beside the text the reader reads first.
			const p = await get(localized(lang, '/news'))
			const pictures = p.doc.querySelectorAll('main article img')
			expect(pictures.length).toBeGreaterThan(2)
			const [first, ...rest] = pictures
			expect([first!.getAttribute('loading'), first!.getAttribute('fetchpriority')]).toEqual([
				'eager',
				'high',
			])
			for (const img of rest)
				expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual([
					'lazy',
					'low',
				])
			// The home page's news, below the hero: low too, never before the hero.
			const homeNews = (await get(home(lang))).doc.querySelectorAll('main article img')
			expect(homeNews.length).toBeGreaterThan(0)
			for (const img of homeNews) expect(img.getAttribute('fetchpriority')).toBe('low')
		})
	})

	describe(`information pages (${lang})`, () => {
		test('the council office’s number in a page’s text, its steps, a help answer and the emergency numbers is a tel: link', async () => {
			// Found on a phone: "call the council office on +237 …" could only be copied by hand.
			const tel = 'tel:+237600000000'
			const linksIn = (p: ServerPage, selector: string) =>
				p.doc.querySelectorAll(`main ${selector} a[href="${tel}"]`).map((a) => a.text)
			// The ambulance and the council's line are not known yet: the sentence says whom to call.
			const safety = await get(localized(lang, '/residents/public-safety'))
			expect(linksIn(safety, 'li p')).toEqual([settings.phone, settings.phone])
			// A ceremony's steps (a list) and the help page's answers.
			expect(
				linksIn(await get(localized(lang, '/i-want-to/ceremonial')), 'li').length,
			).toBeGreaterThan(0)
			expect(linksIn(await get(localized(lang, '/help')), 'p').length).toBeGreaterThan(0)
		})

		test('every page has its title, description, breadcrumbs and the partner-page link', async () => {
			const source = contentPages.find((p) => p.path === '/services/birth-certificate')!
			const p = await get(localized(lang, source.path))
			const titles = p.doc.querySelectorAll('head title')
			expect(titles.map((t) => t.text)).toEqual([`${source.title[lang]} — ${settings.name[lang]}`])
			const descriptions = p.doc.querySelectorAll('head meta[name="description"]')
			expect(descriptions.map((m) => m.getAttribute('content'))).toEqual([source.description[lang]])
			const crumbs = p.navigation(text(lang, 'breadcrumbs.label'))
			expect(p.linkHref(text(lang, 'nav.home'), crumbs)).toBe(localized(lang, '/'))
			p.oneByText(text(lang, 'services.title'), crumbs, { exact: false })
			const current = p.within(crumbs, '[aria-current="page"]')
			expect(current.map((c) => p.text(c))).toEqual([source.title[lang]])
			const other = lang === 'en' ? 'fr' : 'en'
			expect(p.all(`a[hreflang="${other}"]`)[0]?.getAttribute('href')).toBe(
				localized(other, source.path),
			)
		})

		test('every information page says when its content last changed, in its language', async () => {
			const p = await get(localized(lang, '/services/birth-certificate'))
			const line = p.one('main p', { hasText: text(lang, 'page.dateModified') })
			const times = p.within(line, 'time')
			expectCount(times, 1, 'one date in the line')
			const time = times[0]!
			const day = time.getAttribute('datetime')
			expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
			const written = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
				day: 'numeric',
				month: 'long',
				year: 'numeric',
				timeZone: 'UTC',
			}).format(new Date(`${day}T00:00:00Z`))
			expect(p.text(time)).toBe(written)
		})

		test('the cabinet lists ten officials, with a photo or the initials', async () => {
			const p = await get(localized(lang, '/government/cabinet'))
			const cards = p.doc
				.querySelectorAll('main li')
				.filter((li) => li.querySelector(`p.${classIn(p.html, 'font-semibold')}`) !== null)
			expectCount(cards, 10, 'ten officials')
			oneNamed(p, cards[0]!, 'img', sampleCabinet[0]!.name)
			expect(textContent(cards[1]!)).toContain('PS')
			expect(textContent(cards[1]!)).toContain(sampleCabinet[1]!.name)
			expect(textContent(cards[9]!)).toContain(
				lang === 'en' ? 'Council Development Officer' : 'Agent de développement communal',
			)
		})

		test('public safety: tel: links for confirmed numbers, a clear placeholder otherwise', async () => {
			const p = await get(localized(lang, '/residents/public-safety'))
			for (const number of ['117', '118']) {
				const links = p.all(`a[href="tel:${number}"]`)
				expectCount(links, 1, `one tel:${number} link`)
				expect(p.text(links[0]!)).toContain(number)
			}
			expectCount(
				p.byText(text(lang, 'page.emergency.placeholder'), p.body, { exact: false }),
				2,
				'two placeholders',
			)
			for (const service of ['police', 'fire', 'ambulance', 'council'] as const) {
				expectCount(p.headings(text(lang, `page.emergency.${service}`)), 1, service)
			}
		})

		test('licence fees are written the way the language writes numbers', async () => {
			const p = await get(localized(lang, '/business/licenses'))
			const fees = p.one('#fees')
			const amounts = lang === 'en' ? ['25,000', '15,000', '5,000'] : ['25 000', '15 000', '5 000']
			const content = p.text(fees).replace(/[\u202f\u00a0]/g, ' ')
			for (const amount of amounts) expect(content).toContain(`${amount} FCFA`)
		})
	})

	describe(`404 page without JavaScript (${lang})`, () => {
		test('status, Return Home link, and no dead Go Back button', async () => {
			const p = await get(localized(lang, '/nowhere'), 404)
			expect(p.all('h1').map((h) => p.text(h))).toEqual([text(lang, 'notFound.title')])
			expect(hrefOf(p, p.body, text(lang, 'notFound.home'))).toBe(home(lang))
			// The button needs the browser's history: its room is kept, invisible, for the scripts to
			// show it in (no layout shift), and without them it is not there (`noscript:hidden`).
			expectCount(named(p, p.body, 'button', text(lang, 'notFound.back')), 0, 'no Go Back')
			const back = p.doc.querySelector('button[data-island="go-back"]')!
			expect(back.getAttribute('class')!.split(' ')).toEqual(
				expect.arrayContaining(['invisible', classIn(p.html, 'noscript:hidden')]),
			)
		})
	})

	describe(`search pages (${lang})`, () => {
		const firstTitle = { en: 'Birth certificates', fr: 'Actes de naissance' } as const
		const searchbox = (p: ServerPage) => {
			const found = p.within(p.one('main'), 'input[type="search"]')
			expectCount(found, 1, `${p.url}: one search box in main`)
			return found[0]!
		}

		test('an empty search offers the form and popular services', async () => {
			const p = await get(localized(lang, '/search'))
			expect(p.all('h1').map((h) => p.text(h))).toEqual([text(lang, 'search.pageTitle')])
			searchbox(p)
			const popular = p.region(text(lang, 'search.popular'))
			expect(hrefOf(p, popular, firstTitle[lang])).toBe(
				localized(lang, '/services/birth-certificate'),
			)
		})

		test('no results: a clear message, the help questions and the council contacts', async () => {
			const p = await get(`${localized(lang, '/search')}?q=${encodeURIComponent('zzqx wvvy')}`)
			p.oneByText(text(lang, 'search.noResults', { query: 'zzqx wvvy' }), p.body, {
				exact: false,
			})
			const more = p.region(text(lang, 'search.moreHelp'))
			expect(hrefOf(p, more, text(lang, 'search.helpLink'))).toBe(localized(lang, '/help'))
			expect(hrefOf(p, more, text(lang, 'search.phone'))).toBe(
				`tel:${settings.phone.replace(/[^\d+]/g, '')}`,
			)
			oneNamed(p, more, 'a[href]', new RegExp(settings.email))
		})

		test('markup in the query is shown as text; a huge query is cut, not refused', async () => {
			const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>"\''
			const p = await get(`${localized(lang, '/search')}?q=${encodeURIComponent(hostile)}`)
			expect(searchbox(p).getAttribute('value')).toBe(hostile.slice(0, 100))
			// Nothing made from the query that could run or load.
			expect(
				p.doc.querySelectorAll('main img[src="x"], main script:not([type="application/ld+json"])'),
			).toHaveLength(0)

			const huge = `${'tax '.repeat(2000)}`
			const big = await get(`${localized(lang, '/search')}?q=${encodeURIComponent(huge)}`)
			big.oneByText(text(lang, 'search.truncated', { max: 100 }), big.body, { exact: false })
			for (const odd of ['%FF%FE', '%00%00', '\u202e\u0301', 'x'.repeat(300)]) {
				await get(`${localized(lang, '/search')}?q=${odd}&page=-3`)
			}
		})

		test('the search field’s suggestions: the first pages found, as JSON, in the language', async () => {
			const suggest = async (q: string) => {
				const reply = await reader.get(
					`${localized(lang, '/search/suggest')}?q=${encodeURIComponent(q)}`,
				)
				expect(reply.status, q).toBe(200)
				expect(reply.headers['content-type']).toMatch(/^application\/json/)
				return JSON.parse(reply.body) as {
					total: number
					hits: { url: string; title: string; kind: string }[]
				}
			}
			const { total, hits } = await suggest(
				lang === 'en' ? 'birth certifcate' : 'certificat naissance',
			)
			expect(hits[0]).toEqual({
				url: localized(lang, '/services/birth-certificate'),
				title: firstTitle[lang],
				kind: text(lang, 'search.type.service'),
			})
			// Titles only, five at most, and how many there are in all.
			expect(hits.length).toBeLessThanOrEqual(5)
			expect(total).toBeGreaterThanOrEqual(hits.length)
			// A part of a page is said with the page it is in.
			expect(hits.map((hit) => hit.kind)).toContain(
				`${text(lang, 'search.type.service')} · ${firstTitle[lang]}`,
			)
			expect(await suggest(' ')).toEqual({ total: 0, hits: [] })
			expect((await suggest('zzqx wvvy')).total).toBe(0)
			const post = await reader.post(localized(lang, '/search/suggest'), {
				form: { q: 'tax' },
				follow: true,
			})
			expect(post.status).toBe(405)
		})
	})
}

describe('language links and redirects', () => {
	test('from an inner page, the language link leads to the same page in the other language', async () => {
		// With the parameters the page reads (a page's list search), not others (issue 32).
		const p = await get('/government/cabinet?q=mayor&x=1')
		const toggle = oneNamed(p, pageLandmark(p, 'header'), 'a[href]', 'Français')
		expect(toggle.getAttribute('href')).toBe('/fr/government/cabinet?q=mayor')
		expect(toggle.getAttribute('hreflang')).toBe('fr')
	})

	test('a French browser is sent from / to /fr; other addresses keep their language', async () => {
		// What Chromium sends with its language set to French (France).
		const french = { 'accept-language': 'fr-FR,fr;q=0.9' }
		const visitor = new Client(server.origin)
		const first = await visitor.get('/', { headers: french })
		expect(first.status).toBe(302)
		expect(first.headers.location).toBe('/fr')
		const landed = await visitor.get('/', { headers: french, follow: true })
		expect(landed.status).toBe(200)
		expect(new URL(landed.url).pathname).toBe('/fr')
		const inner = await serverPage(visitor, '/government/cabinet', 200, { headers: french })
		expect(inner.lang).toBe('en')
	})
})
