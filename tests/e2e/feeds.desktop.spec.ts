import { expect, test, type APIRequestContext } from './fixtures'
import ICAL from 'ical.js'
import { sampleEvents } from '../../app/seed/seed.server'
import { langs, localized, text } from './helpers'
import { serverPage } from './server-html'

/**
 * What calendar apps get, checked against the event pages a browser shows, and the links to the
 * feed and the calendars. The server runs on a freshly seeded database (see playwright.config.ts).
 * The sitemap, robots.txt, the news feeds and odd requests to them need no browser:
 * tests/http/feeds.test.ts.
 */

// Every sample event is in the future, so all published ones are in the calendar's window.
const publishedEvents = sampleEvents().filter((e) => e.status === 'published')

/** Links of the events page (upcoming and past), as absolute paths. */
async function eventPaths(request: APIRequestContext, lang: 'en' | 'fr') {
	const html = await (await request.get(localized(lang, '/events'))).text()
	const pattern = lang === 'fr' ? /href="(\/fr\/events\/\d+)"/g : /href="(\/events\/\d+)"/g
	return [...new Set([...html.matchAll(pattern)].map((m) => m[1]!))].sort()
}

for (const lang of langs) {
	test(`calendar in ${lang}: published events at the time their page shows, in Africa/Douala`, async ({
		page,
		request,
		baseURL,
	}) => {
		const path = localized(lang, '/events/calendar.ics')
		const res = await request.get(path)
		expect(res.status()).toBe(200)
		expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8')
		expect(res.headers()['content-disposition']).toBe(`inline; filename="events-${lang}.ics"`)
		const body = await res.text()
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
			expect(event.uid).toBe(`event-${url.split('/').pop()}@${new URL(baseURL!).host}`)

			// What the event page shows: its title, its date and its time (the server draws it all).
			const shown = await serverPage(page, url)
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

	test(`the ${lang} newsroom and events pages point to the feed and the calendar`, async ({
		page,
		request,
	}) => {
		await page.goto(localized(lang, '/news'))
		const feed = localized(lang, '/news/feed.xml')
		await expect(
			page.locator(`head link[rel="alternate"][type="application/rss+xml"][href="${feed}"]`),
		).toHaveAttribute('title', text(lang, 'feeds.newsTitle'))
		await expect(page.getByRole('link', { name: text(lang, 'feeds.rss') })).toHaveAttribute(
			'href',
			feed,
		)

		await page.goto(localized(lang, '/events'))
		await expect(page.getByRole('link', { name: text(lang, 'feeds.calendar') })).toHaveAttribute(
			'href',
			localized(lang, '/events/calendar.ics'),
		)

		// One event's own file, from its page.
		const [first] = await eventPaths(request, lang)
		await page.goto(first!)
		const href = await page
			.getByRole('link', { name: text(lang, 'feeds.eventCalendar') })
			.getAttribute('href')
		expect(href).toBe(`${first}/calendar.ics`)
		const one = await request.get(href!)
		expect(one.status()).toBe(200)
		const vevents = new ICAL.Component(ICAL.parse(await one.text())).getAllSubcomponents('vevent')
		expect(vevents).toHaveLength(1)
	})
}
