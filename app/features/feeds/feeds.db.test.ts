import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import type { LoaderFunctionArgs } from 'react-router'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import { reloadEnv } from '#app/platform/env.server'
import { sampleEvents, sampleNews, seedIfEmpty } from '#app/seed/seed.server'
import { addDays } from '#app/i18n/locales'
import { publicPages } from '#app/route-table'
import {
	loader as calendarLoader,
	action as calendarAction,
} from '#app/routes/resources/events-calendar'
import { loader as feedLoader } from '#app/routes/resources/news-feed'
import { loader as robotsLoader } from '#app/routes/resources/robots'
import { loader as sitemapLoader } from '#app/routes/resources/sitemap'
import { feedResponse, publicOrigin, sitemapXml } from './feeds.server'
import { CALENDAR_PAST_DAYS, eventsIcs } from '#app/features/news-events/events-calendar.server'
import { newsFeedXml } from '#app/features/news-events/news-feed.server'
import { indexablePaths, w3cDate } from './sitemap'

// The configured public address wins over the address a request came to (behind a proxy, the
// app may see 127.0.0.1).
const CONFIGURED = 'https://www.mbonge.example.cm'
const previousPublicUrl = process.env.PUBLIC_URL
beforeAll(() => {
	process.env.PUBLIC_URL = `${CONFIGURED}/`
	reloadEnv()
})
afterAll(() => {
	if (previousPublicUrl === undefined) delete process.env.PUBLIC_URL
	else process.env.PUBLIC_URL = previousPublicUrl
	reloadEnv()
})

// Runs twice: on SQLite (project "unit") and on PostgreSQL 15 (project "postgres").
let handle: DbHandle
const origin = 'https://council.example'
// Seeded on 1 March 2026 (sample events are dated from then); the extra rows were changed a day later.
const seededOn = new Date('2026-03-01T09:00:00Z')
const today = '2026-03-01'
const published = <T extends { status: string }>(rows: T[]) =>
	rows.filter((r) => r.status === 'published')
const stamp = '2026-03-02T10:00:00.000Z'

const extraEvents = [
	// Inside the calendar's window (recent), outside it (too old), a draft, French only.
	{ title_en: 'Recent meeting', date: addDays(today, -30), status: 'published' as const },
	{
		title_en: 'Old meeting',
		date: addDays(today, -(CALENDAR_PAST_DAYS + 10)),
		status: 'published' as const,
	},
	{ title_en: 'Secret draft event', date: addDays(today, 3), status: 'draft' as const },
	{
		title_fr: 'Réunion en français, seulement',
		date: addDays(today, 40),
		status: 'published' as const,
	},
]

beforeAll(async () => {
	handle = await createTestDb()
	await seedIfEmpty(handle.db, seededOn)
	await handle.db
		.insertInto('news')
		.values([
			{
				slug: 'draft-scoop',
				title_en: 'Draft scoop',
				title_fr: 'Scoop brouillon',
				content_en: 'Not yet.',
				content_fr: 'Pas encore.',
				image: null,
				status: 'draft',
				published_at: null,
				created_at: stamp,
				updated_at: stamp,
			},
			{
				slug: 'fees-and-rules',
				title_en: 'Fees & rules <2026>',
				title_fr: null,
				content_en: 'Market fees & stall rules; see "the notice".',
				content_fr: null,
				image: null,
				status: 'published',
				published_at: '2026-03-02',
				created_at: stamp,
				updated_at: stamp,
			},
		])
		.execute()
	await handle.db
		.insertInto('events')
		.values(
			extraEvents.map((e) => ({
				title_en: null,
				title_fr: null,
				description_en: null,
				description_fr: null,
				location_en: null,
				location_fr: null,
				time: '3:00 PM - 5:00 PM',
				created_at: stamp,
				updated_at: stamp,
				...e,
			})),
		)
		.execute()
	setDatabase(handle)
})
afterAll(async () => {
	setDatabase(undefined)
	await handle?.close()
})

const parser = new XMLParser({
	ignoreAttributes: false,
	attributeNamePrefix: '@',
	isArray: (name) => ['url', 'xhtml:link', 'item'].includes(name),
})

async function eventRows() {
	return handle.db.selectFrom('events').select(['id', 'title_en', 'status', 'date']).execute()
}

describe(`sitemap, feeds and calendars (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('sitemap: every indexable page in both languages, published items only', async () => {
		const xml = await sitemapXml(handle.db, origin)
		expect(XMLValidator.validate(xml)).toBe(true)
		const urls = parser.parse(xml).urlset.url as { loc: string; lastmod?: string }[]
		const locs = urls.map((u) => u.loc)
		for (const path of indexablePaths(publicPages)) {
			expect(locs).toContain(`${origin}${path === '/' ? '/' : path}`)
			expect(locs).toContain(`${origin}/fr${path === '/' ? '' : path}`)
		}
		for (const news of published(sampleNews)) {
			expect(locs).toContain(`${origin}/news/${news.slug}`)
			expect(locs).toContain(`${origin}/fr/news/${news.slug}`)
		}
		expect(locs).toContain(`${origin}/news/fees-and-rules`)
		const events = await eventRows()
		for (const event of events) {
			const listed = locs.includes(`${origin}/fr/events/${event.id}`)
			expect(listed, `event ${event.id}`).toBe(event.status === 'published')
		}
		expect(xml).not.toContain('new-community-center') // the seed's draft article
		expect(xml).not.toContain('draft-scoop')
		expect(xml).not.toContain('/admin-dtima')
		expect(xml).not.toContain('/search')
		expect(locs.every((l) => l.startsWith(`${origin}/`))).toBe(true)
		expect(new Set(locs).size).toBe(locs.length)
		// Dates: an article's own; a list's newest item; an information page's last change.
		const at = (loc: string) => urls.find((u) => u.loc === `${origin}${loc}`)
		expect(at('/news/fees-and-rules')?.lastmod).toBe('2026-03-02T10:00:00Z')
		expect(at('/fr/news')?.lastmod).toBe('2026-03-02T10:00:00Z')
		const cabinet = await handle.db
			.selectFrom('pages')
			.select('updated_at')
			.where('path_en', '=', '/government/cabinet')
			.executeTakeFirstOrThrow()
		expect(at('/government/cabinet')?.lastmod).toBe(w3cDate(cabinet.updated_at))
		expect(at('/government/cabinet')?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/)
	})

	test('sitemap: an unpublished information page leaves it, in both languages', async () => {
		const path = '/visitors/history'
		const setStatus = (status: 'draft' | 'published') =>
			handle.db.updateTable('pages').set({ status }).where('path_en', '=', path).execute()
		await setStatus('draft')
		try {
			const xml = await sitemapXml(handle.db, origin)
			expect(xml).not.toContain(`${origin}${path}<`)
			expect(xml).not.toContain(`${origin}/fr${path}<`)
		} finally {
			await setStatus('published')
		}
		expect(await sitemapXml(handle.db, origin)).toContain(`${origin}${path}<`)
	})

	test('RSS: newest published articles in the language asked, drafts never', async () => {
		for (const locale of ['en', 'fr'] as const) {
			const xml = await newsFeedXml(handle.db, origin, locale)
			expect(XMLValidator.validate(xml)).toBe(true)
			const channel = parser.parse(xml).rss.channel
			expect(channel.language).toBe(locale)
			expect(channel['atom:link']['@href']).toBe(
				`${origin}${locale === 'fr' ? '/fr' : ''}/news/feed.xml`,
			)
			const items = channel.item as { title: string; link: string; pubDate: string }[]
			expect(items).toHaveLength(published(sampleNews).length + 1)
			expect(items[0]!.title).toBe('Fees & rules <2026>') // newest first; only in English
			expect(items[0]!.pubDate).toBe('Mon, 02 Mar 2026 00:00:00 +0100')
			for (const news of published(sampleNews)) {
				const item = items.find((i) => i.link.endsWith(`/news/${news.slug}`))
				expect(item?.title).toBe(locale === 'fr' ? news.title_fr : news.title_en)
				expect(item?.link).toBe(`${origin}${locale === 'fr' ? '/fr' : ''}/news/${news.slug}`)
			}
			expect(xml).not.toContain('new-community-center')
			expect(xml).not.toContain('draft-scoop')
			expect(channel.lastBuildDate).toBe('Mon, 02 Mar 2026 10:00:00 GMT')
		}
	})

	test('ICS: published events from the window, in the language asked, drafts never', async () => {
		const events = await eventRows()
		const from = addDays(today, -CALENDAR_PAST_DAYS)
		const expected = events.filter((e) => e.status === 'published' && e.date >= from)
		expect(expected.length).toBe(published(sampleEvents(today)).length + 2)
		for (const locale of ['en', 'fr'] as const) {
			const ics = (await eventsIcs(handle.db, origin, locale, { today }))!
			const cal = new ICAL.Component(ICAL.parse(ics))
			const vevents = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
			expect(vevents.map((v) => v.uid).sort()).toEqual(
				expected.map((e) => `event-${e.id}@council.example`).sort(),
			)
			expect(ics).not.toContain('Secret draft event')
			expect(ics).not.toContain('Old meeting')
			const clean = sampleEvents(today).find((e) => e.status === 'published')!
			const summaries = vevents.map((v) => v.summary)
			expect(summaries).toContain(locale === 'fr' ? clean.title_fr : clean.title_en)
			// Only in French: shown as it is, in both calendars.
			expect(summaries).toContain('Réunion en français, seulement')
			for (const v of vevents) {
				expect(v.component.getFirstPropertyValue('url')).toMatch(
					new RegExp(`^${origin}${locale === 'fr' ? '/fr' : ''}/events/\\d+$`),
				)
			}
		}
	})

	test('ICS for one event; a draft or unknown event has none', async () => {
		const events = await eventRows()
		const pub = events.find((e) => e.status === 'published')!
		const draft = events.find((e) => e.status === 'draft')!
		const one = await eventsIcs(handle.db, origin, 'en', { id: pub.id })
		const cal = new ICAL.Component(ICAL.parse(one!))
		expect(cal.getAllSubcomponents('vevent')).toHaveLength(1)
		expect(await eventsIcs(handle.db, origin, 'en', { id: draft.id })).toBeUndefined()
		expect(await eventsIcs(handle.db, origin, 'en', { id: 999_999 })).toBeUndefined()
	})
})

describe('resource routes', () => {
	const args = (url: string, params: Record<string, string> = {}, init?: RequestInit) =>
		({
			request: new Request(url, init),
			url: new URL(url),
			params,
			context: {},
		}) as unknown as LoaderFunctionArgs

	test('publicOrigin: the configured address, else the request origin', () => {
		const request = new Request('http://127.0.0.1:3000/sitemap.xml')
		expect(publicOrigin(request, { PUBLIC_URL: 'https://a.example' })).toBe('https://a.example')
		expect(publicOrigin(request, { PUBLIC_URL: undefined })).toBe('http://127.0.0.1:3000')
	})

	test('every file uses the configured PUBLIC_URL, not the address asked', async () => {
		const local = 'http://127.0.0.1:3000'
		// The calendar's window starts from "today": the day the sample was seeded.
		vi.useFakeTimers({ toFake: ['Date'] })
		vi.setSystemTime(seededOn)
		const responses = await Promise.all([
			sitemapLoader(args(`${local}/sitemap.xml`)),
			robotsLoader(args(`${local}/robots.txt`)),
			feedLoader(args(`${local}/fr/news/feed.xml?x=<script>`)),
			calendarLoader(args(`${local}/fr/events/calendar.ics`)),
		]).finally(() => vi.useRealTimers())
		for (const response of responses) {
			expect(response.status).toBe(200)
			const body = (await response.text()).replace(/\r\n /g, '') // ICS lines unfolded
			expect(body).toContain(CONFIGURED)
			expect(body).not.toContain('127.0.0.1')
			expect(body).not.toContain('<script>')
		}
		const [sitemap, robots, feed, calendar] = responses
		expect(sitemap!.headers.get('content-type')).toBe('application/xml; charset=utf-8')
		expect(robots!.headers.get('content-type')).toBe('text/plain; charset=utf-8')
		expect(feed!.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
		expect(calendar!.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
		expect(calendar!.headers.get('content-disposition')).toBe('inline; filename="events-fr.ics"')
	})

	test('one event: 404 for a draft, a bad id or an unknown one', async () => {
		const events = await eventRows()
		const draft = events.find((e) => e.status === 'draft')!
		const pub = events.find((e) => e.status === 'published')!
		const url = (id: string) => `http://x.example/events/${id}/calendar.ics`
		const ok = await calendarLoader(args(url(String(pub.id)), { id: String(pub.id) }))
		expect(ok.status).toBe(200)
		for (const id of [String(draft.id), 'abc', '0', '1e3', '99999999999999999999']) {
			expect((await calendarLoader(args(url(id), { id }))).status, id).toBe(404)
		}
	})

	test('a POST answers 405', async () => {
		const response = calendarAction()
		expect(response.status).toBe(405)
		expect(response.headers.get('allow')).toBe('GET, HEAD')
	})

	test('a reader that has the current version gets a 304 without a body', async () => {
		const first = feedResponse(new Request('http://x.example/a'), 'body', { type: 'text/plain' })
		const etag = first.headers.get('etag')!
		expect(etag).toMatch(/^W\/".+"$/)
		const again = feedResponse(
			new Request('http://x.example/a', { headers: { 'If-None-Match': `"other", ${etag}` } }),
			'body',
			{ type: 'text/plain' },
		)
		expect(again.status).toBe(304)
		expect(await again.text()).toBe('')
		const changed = feedResponse(
			new Request('http://x.example/a', { headers: { 'If-None-Match': etag } }),
			'new body',
			{ type: 'text/plain' },
		)
		expect(changed.status).toBe(200)
	})
})
