import { sampleDocuments } from '#app/seed/sample-documents.server'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { sampleEvents, sampleNews } from '#app/seed/seed.server'
import { sampleBids, sampleJobs } from '#app/seed/sample-pages.server'
import { councilToday } from '#app/i18n/locales'
import { publicPages } from '#app/route-table'
import { langs, text } from '../support/texts'
import { Client } from './client'
import { expectCount, serverPage, type ServerPage } from './server-page'
import { startServer } from './start-server'

/**
 * What crawlers, feed readers and calendar apps get, without a browser: the sitemap, robots.txt,
 * the news feeds and the event calendars, parsed with real libraries and checked against the pages
 * they point to (the calendars against what each event page shows), and the links to them, on a
 * freshly seeded database of this file's own (SQLite).
 */

const localized = (lang: 'en' | 'fr', path: string) =>
	lang === 'fr' ? `/fr${path === '/' ? '' : path}` : path

const parser = new XMLParser({
	ignoreAttributes: false,
	attributeNamePrefix: '@',
	isArray: (name) => ['url', 'xhtml:link', 'item'].includes(name),
})

const publishedNews = sampleNews.filter((n) => n.status === 'published')
// Every sample event is in the future, so all published ones are in the calendar's window.
const publishedEvents = sampleEvents().filter((e) => e.status === 'published')
// Every published tender has its page in the sitemap; of the vacancies, those still open (decision 034).
const publishedTenders = sampleBids(councilToday()).filter((b) => b.status === 'published')
const openJobs = sampleJobs(councilToday()).filter((j) => j.closing_date >= councilToday())
const indexable = publicPages.filter((p) => !p.noindex && !p.path.includes(':')).map((p) => p.path)

let server: Awaited<ReturnType<typeof startServer>>
let request: Client
let baseURL: string

beforeAll(async () => {
	server = await startServer()
	request = new Client(server.origin)
	baseURL = server.origin
})
afterAll(() => server?.stop())

async function getXml(path: string, type: string) {
	const res = await request.get(path, { follow: true })
	expect(res.status, path).toBe(200)
	expect(res.headers['content-type'], path).toBe(`${type}; charset=utf-8`)
	expect(res.headers['x-content-type-options']).toBe('nosniff')
	expect(res.headers['set-cookie'], path).toBeUndefined()
	const body = res.body
	expect(XMLValidator.validate(body), path).toBe(true)
	return parser.parse(body)
}

/** Links of the events page (upcoming and past), as absolute paths. */
async function eventPaths(lang: 'en' | 'fr') {
	const html = (await request.get(localized(lang, '/events'), { follow: true })).body
	const pattern = lang === 'fr' ? /href="(\/fr\/events\/\d+)"/g : /href="(\/events\/\d+)"/g
	return [...new Set([...html.matchAll(pattern)].map((m) => m[1]!))].sort()
}

test(
	'sitemap: every public page in both languages with alternates, published items only',
	{ timeout: 90_000 },
	async () => {
		// (Every address in the sitemap is fetched once.)
		const sitemap = await getXml('/sitemap.xml', 'application/xml')
		const urls = sitemap.urlset.url as {
			loc: string
			lastmod?: string
			'xhtml:link': { '@rel': string; '@hreflang': string; '@href': string }[]
		}[]
		const byLoc = new Map(urls.map((u) => [u.loc, u]))
		expect(byLoc.size).toBe(urls.length)
		for (const path of indexable) {
			const en = `${baseURL}${localized('en', path)}`
			const fr = `${baseURL}${localized('fr', path)}`
			for (const loc of [en, fr]) {
				const url = byLoc.get(loc)
				expect(url, loc).toBeDefined()
				const alternates = Object.fromEntries(
					url!['xhtml:link'].map((l) => [l['@hreflang'], l['@href']]),
				)
				expect(alternates, loc).toEqual({ en, fr, 'x-default': en })
			}
		}
		const locs = [...byLoc.keys()]
		expect(locs.every((l) => l.startsWith(`${baseURL}/`))).toBe(true)
		expect(locs.filter((l) => l.includes('/admin-dtima'))).toEqual([])
		expect(locs.filter((l) => l.includes('/search'))).toEqual([])
		for (const lang of langs) {
			for (const news of sampleNews) {
				const loc = `${baseURL}${localized(lang, `/news/${news.slug}`)}`
				expect(byLoc.has(loc), loc).toBe(news.status === 'published')
			}
			// The events listed are exactly those the events page links to (drafts are on neither).
			const listed = locs
				.filter((l) => new RegExp(`^${baseURL}${lang === 'fr' ? '/fr' : ''}/events/\\d+$`).test(l))
				.map((l) => l.slice(baseURL!.length))
				.sort()
			expect(listed).toEqual(await eventPaths(lang))
			expect(listed).toHaveLength(publishedEvents.length)
		}
		// The sample documents' pages too (decision 033).
		for (const doc of sampleDocuments) {
			expect(byLoc.has(`${baseURL}/fr/documents/${doc.slug}`), doc.slug).toBe(true)
		}
		expect(urls.length).toBe(
			2 *
				(indexable.length +
					publishedNews.length +
					publishedEvents.length +
					publishedTenders.length +
					openJobs.length +
					sampleDocuments.length),
		)
		// Articles carry their date; every address answers.
		expect(byLoc.get(`${baseURL}/news/${publishedNews[0]!.slug}`)?.lastmod).toBeTruthy()
		const queue = [...locs]
		const failures: string[] = []
		await Promise.all(
			Array.from({ length: 4 }, async () => {
				for (let loc = queue.shift(); loc; loc = queue.shift()) {
					const status = (await request.get(loc)).status
					if (status !== 200) failures.push(`${loc}: ${status}`)
				}
			}),
		)
		expect(failures).toEqual([])
	},
)

test('robots.txt keeps the staff area out and names the sitemap', async () => {
	const res = await request.get('/robots.txt', { follow: true })
	expect(res.status).toBe(200)
	expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
	const lines = res.body.split('\n')
	expect(lines).toContain('User-agent: *')
	expect(lines).toContain('Disallow: /admin-dtima')
	expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

for (const lang of langs) {
	test(`RSS feed in ${lang}: published articles in ${lang}, links that work`, async () => {
		const feedPath = localized(lang, '/news/feed.xml')
		const rss = await getXml(feedPath, 'application/rss+xml')
		expect(rss.rss['@version']).toBe('2.0')
		const channel = rss.rss.channel
		expect(channel.language).toBe(lang)
		expect(channel.title).toBe(text(lang, 'feeds.newsTitle'))
		expect(channel.link).toBe(`${baseURL}${localized(lang, '/news')}`)
		expect(channel['atom:link']['@href']).toBe(`${baseURL}${feedPath}`)
		expect(Number.isNaN(Date.parse(channel.lastBuildDate))).toBe(false)
		const items = channel.item as {
			title: string
			link: string
			guid: { '#text': string }
			pubDate: string
			description: string
		}[]
		expect(items.map((i) => i.title).sort()).toEqual(
			publishedNews.map((n) => (lang === 'fr' ? n.title_fr : n.title_en)).sort(),
		)
		for (const news of publishedNews) {
			const item = items.find((i) => i.link.endsWith(`/news/${news.slug}`))!
			expect(item.link).toBe(`${baseURL}${localized(lang, `/news/${news.slug}`)}`)
			expect(item.guid['#text']).toBe(item.link)
			expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} 00:00:00 \+0100$/)
			expect(Date.parse(item.pubDate)).toBe(Date.parse(`${news.published_at}T00:00:00+01:00`))
			const content = (lang === 'fr' ? news.content_fr : news.content_en)!
			expect(content.startsWith(item.description.replace(/…$/, ''))).toBe(true)
			const page = await request.get(item.link, { follow: true })
			expect(page.status, item.link).toBe(200)
		}
		// Newest first.
		const dates = items.map((i) => Date.parse(i.pubDate))
		expect(dates).toEqual([...dates].sort((a, b) => b - a))
	})
}

test('odd requests: query strings ignored, HEAD answered, POST refused, drafts not found', async () => {
	const odd = await request.get('/fr/news/feed.xml?x=<script>alert(1)</script>', { follow: true })
	expect(odd.status).toBe(200)
	expect(odd.body).not.toContain('<script>')
	for (const path of ['/sitemap.xml', '/robots.txt', '/news/feed.xml', '/fr/events/calendar.ics']) {
		const head = await request.head(path, { follow: true })
		expect(head.status, path).toBe(200)
		expect(head.body, path).toBe('')
		const post = await request.post(path, { form: { a: '1' }, follow: true })
		expect(post.status, path).toBe(405)
		expect(post.headers['allow']).toBe('GET, HEAD')
	}
	// The seed's third event is a draft.
	const draftId = sampleEvents().findIndex((e) => e.status === 'draft') + 1
	expect((await request.get(`/events/${draftId}/calendar.ics`, { follow: true })).status).toBe(404)
	expect((await request.get('/events/nope/calendar.ics', { follow: true })).status).toBe(404)
	// A feed reader with the current version gets a bodiless 304.
	const etag = (await request.get('/news/feed.xml', { follow: true })).headers['etag']
	const again = await request.get('/news/feed.xml', { headers: { 'If-None-Match': etag! } })
	expect(again.status).toBe(304)
})

for (const lang of langs) {
	test(`calendar in ${lang}: published events at the time their page shows, in Africa/Douala`, async () => {
		const path = localized(lang, '/events/calendar.ics')
		const res = await request.get(path)
		expect(res.status).toBe(200)
		expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
		expect(res.headers['content-disposition']).toBe(`inline; filename="events-${lang}.ics"`)
		const body = res.body
		expect(body.endsWith('\r\n')).toBe(true)
		for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)

		const cal = new ICAL.Component(ICAL.parse(body))
		expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH')
		expect(cal.getFirstPropertyValue('x-wr-calname')).toBe(text(lang, 'feeds.calendarName'))
		const zone = new ICAL.Timezone(cal.getFirstSubcomponent('vtimezone')!)
		expect(zone.tzid).toBe('Africa/Douala')
		ICAL.TimezoneService.register(zone)

		const vevents = cal.getAllSubcomponents('vevent')
		expect(vevents).toHaveLength(publishedEvents.length)
		const titles = publishedEvents.map((e) => (lang === 'fr' ? e.title_fr : e.title_en))
		expect(vevents.map((v) => v.getFirstPropertyValue('summary')).sort()).toEqual(titles.sort())
		for (const vevent of vevents) {
			const event = new ICAL.Event(vevent)
			const url = String(vevent.getFirstPropertyValue('url'))
			expect(url).toMatch(new RegExp(`^${baseURL}${lang === 'fr' ? '/fr' : ''}/events/\\d+$`))
			expect(event.uid).toBe(`event-${url.split('/').pop()}@${new URL(baseURL).host}`)

			// What the event page shows: its title, its date and its time (the server draws it all).
			const shown = await serverPage(request, url)
			const main = shown.one('main')
			const h1 = shown.within(main, 'h1')
			expect(h1.length, `${url}: one h1`).toBe(1)
			expect(event.summary).toBe(shown.text(h1[0]!))
			const shownDate = shown.within(main, 'time[datetime]')[0]?.getAttribute('datetime')
			const shownTime = /(\d{1,2}):(\d{2}) (AM|PM) - (\d{1,2}):(\d{2}) (AM|PM)/.exec(
				shown.text(main),
			)
			expect(shownDate && shownTime, url).toBeTruthy()
			const hour24 = (h: string, m: string) => (Number(h) % 12) + (m === 'PM' ? 12 : 0)
			const start = event.startDate
			expect(start.zone?.tzid).toBe('Africa/Douala')
			expect(start.toString()).toBe(
				`${shownDate}T${String(hour24(shownTime![1]!, shownTime![3]!)).padStart(2, '0')}:${shownTime![2]}:00`,
			)
			expect(event.endDate.hour).toBe(hour24(shownTime![4]!, shownTime![6]!))
			// Douala is UTC+1 all year.
			expect(start.toJSDate().getTime()).toBe(Date.parse(`${start.toString()}+01:00`))
		}
	})

	test(`the ${lang} newsroom and events pages point to the feed and the calendar`, async () => {
		/** The one shown link of the page named `name` (as a role locator finds it); its href. */
		const hrefOf = (p: ServerPage, name: string) => {
			const found = p
				.all('a[href]')
				.filter((a) => p.nameOf(a).toLowerCase().includes(name.toLowerCase()))
			expectCount(found, 1, `${p.url}: one link named "${name}"`)
			return found[0]!.getAttribute('href')
		}
		const news = await serverPage(request, localized(lang, '/news'))
		const feed = localized(lang, '/news/feed.xml')
		const alternate = news.doc.querySelectorAll(
			`head link[rel="alternate"][type="application/rss+xml"][href="${feed}"]`,
		)
		expectCount(alternate, 1, 'one link to the feed in the head')
		expect(alternate[0]!.getAttribute('title')).toBe(text(lang, 'feeds.newsTitle'))
		expect(hrefOf(news, text(lang, 'feeds.rss'))).toBe(feed)

		const events = await serverPage(request, localized(lang, '/events'))
		expect(hrefOf(events, text(lang, 'feeds.calendar'))).toBe(
			localized(lang, '/events/calendar.ics'),
		)

		// One event's own file, from its page.
		const [first] = await eventPaths(lang)
		const href = hrefOf(await serverPage(request, first!), text(lang, 'feeds.eventCalendar'))
		expect(href).toBe(`${first}/calendar.ics`)
		const one = await request.get(href!)
		expect(one.status).toBe(200)
		const vevents = new ICAL.Component(ICAL.parse(one.body)).getAllSubcomponents('vevent')
		expect(vevents).toHaveLength(1)
	})
}
