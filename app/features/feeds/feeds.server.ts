import { isLive } from '#app/features/scheduling/live.server'
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
	getEventsForCalendar,
	getNewsForFeed,
	getSitemapContent,
} from '#app/features/news-events/queries.server'
import { getSettings } from '#app/features/settings/queries.server'
import { getTendersForSitemap } from '#app/features/tenders/queries.server'
import { getJobsForSitemap } from '#app/features/jobs/queries.server'
import type { Database } from '#app/db/schema'
import { createT } from '#app/i18n/catalogs.server'
import { addDays, localizePath, type Locale } from '#app/i18n/locales'
import { contentPagePaths, publicPages } from '#app/route-table'
import { listPages } from '#app/features/pages/pages-store.server'
import { getEnv, type Env } from '#app/platform/env.server'
import { settingsVars } from '#app/i18n/hooks'
import { imageSource } from '#app/features/media/image-ref'
import { buildRss, councilMidnight } from './feeds'
import { buildCalendar, type CalendarEvent } from './ics'
import { buildSitemap, indexablePaths, newest, type SitemapEntry } from './sitemap'
import { getDocumentAddresses } from '#app/features/documents/queries.server'

/** Articles in a news feed. */
const FEED_SIZE = 20
/** A calendar file carries upcoming events and those of the last this many days. */
export const CALENDAR_PAST_DAYS = 90

/** The site's public address: PUBLIC_URL when configured, else the origin the request came to. */
export function publicOrigin(to: Request | URL, env: Pick<Env, 'PUBLIC_URL'> = getEnv()) {
	return env.PUBLIC_URL ?? (to instanceof URL ? to : new URL(to.url)).origin
}

/**
 * Every indexable page of the route table, every published information page and every published
 * article and event. A page gets a date when it follows from stored content (its own last change,
 * or a list's newest item); otherwise none, rather than a made-up one.
 */
async function sitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
	const [content, pages, tenders, jobs, documents] = await Promise.all([
		getSitemapContent(db),
		listPages(db),
		getTendersForSitemap(db),
		getJobsForSitemap(db),
		getDocumentAddresses(db),
	])
	const published = new Map(pages.filter((p) => isLive(p)).map((p) => [p.path, p.updatedAt]))
	const frenchPaths = new Map(pages.map((p) => [p.path, p.pathFr]))
	const standard = new Set<string>(contentPagePaths)
	const newsDate = newest(...content.news.map((n) => n.updated_at))
	const eventsDate = newest(...content.events.map((e) => e.updated_at))
	const listDates: Record<string, string | undefined> = {
		'/': newest(newsDate, eventsDate),
		'/news': newsDate,
		'/events': eventsDate,
		'/programs/agenda': newest(content.programs.agenda),
		'/programs/projects': newest(content.programs.project),
		'/documents': newest(...documents.map((d) => d.updated_at)),
	}
	return [
		// Information pages at their route-table place (when published), then those staff added.
		...indexablePaths(publicPages)
			.filter((path) => !standard.has(path) || published.has(path))
			.map((path) => ({
				path,
				pathFr: frenchPaths.get(path),
				lastmod: listDates[path] ?? newest(published.get(path)),
			})),
		...[...published]
			.filter(([path]) => !standard.has(path))
			.map(([path, updatedAt]) => ({
				path,
				pathFr: frenchPaths.get(path),
				lastmod: newest(updatedAt),
			})),
		...content.news.map((n) => ({
			path: `/news/${encodeURIComponent(n.slug)}`,
			lastmod: newest(n.updated_at, n.published_at),
		})),
		...content.events.map((e) => ({ path: `/events/${e.id}`, lastmod: newest(e.updated_at) })),
		// Every published tender (an award is of public interest), and the vacancies still open.
		...tenders.map((b) => ({
			path: `/business/bids/${encodeURIComponent(b.slug)}`,
			lastmod: newest(b.updated_at),
		})),
		...jobs.map((j) => ({
			path: `/jobs/${encodeURIComponent(j.slug)}`,
			lastmod: newest(j.updatedAt),
		})),
		...documents.map((d) => ({ path: `/documents/${d.slug}`, lastmod: newest(d.updated_at) })),
	]
}

export async function sitemapXml(db: Kysely<Database>, origin: string) {
	return buildSitemap(origin, await sitemapEntries(db))
}

/** A picture for feed readers: a mid-size WebP rendition. */
function feedImage(origin: string, image: string | null) {
	const source = imageSource(image)
	if (!source) return undefined
	const fitting = source.widths.filter((w) => w <= 800)
	const width = fitting.length ? Math.max(...fitting) : Math.min(...source.widths)
	return { url: `${origin}${source.base}-${width}.webp`, type: 'image/webp' }
}

/** The RSS 2.0 feed of the newsroom in one language. */
export async function newsFeedXml(db: Kysely<Database>, origin: string, locale: Locale) {
	const [settings, articles] = await Promise.all([
		getSettings(db),
		getNewsForFeed(db, locale, FEED_SIZE),
	])
	const t = createT(locale, settingsVars(settings, locale))
	const lastChange = newest(...articles.flatMap((a) => [a.updatedAt, a.publishedAt]))
	return buildRss({
		title: t('feeds.newsTitle'),
		link: `${origin}${localizePath('/news', locale)}`,
		description: t('news.pageDescription'),
		language: locale,
		selfUrl: `${origin}${localizePath('/news/feed.xml', locale)}`,
		lastBuildDate: lastChange ? new Date(lastChange) : undefined,
		items: articles.map((a) => ({
			title: a.title.text,
			link: `${origin}${localizePath(`/news/${encodeURIComponent(a.slug)}`, locale)}`,
			description: a.summary.text,
			pubDate: councilMidnight(a.publishedAt),
			image: feedImage(origin, a.image),
		})),
	})
}

const instant = (value: string, fallback: Date) => {
	const time = Date.parse(value)
	return Number.isNaN(time) ? fallback : new Date(time)
}

/**
 * The council's events as iCalendar in one language: upcoming ones and those of the last
 * CALENDAR_PAST_DAYS days (`today` in the council's zone), or the single event `id`.
 * Undefined when that one event is not published.
 */
export async function eventsIcs(
	db: Kysely<Database>,
	origin: string,
	locale: Locale,
	which: { today: string } | { id: number },
) {
	const [settings, events] = await Promise.all([
		getSettings(db),
		getEventsForCalendar(
			db,
			locale,
			'id' in which ? { id: which.id } : { from: addDays(which.today, -CALENDAR_PAST_DAYS) },
		),
	])
	if ('id' in which && !events.length) return undefined
	const t = createT(locale, settingsVars(settings, locale))
	const host = new URL(origin).host
	const items: CalendarEvent[] = events.map((e) => {
		const date = councilMidnight(e.date)
		return {
			uid: `event-${e.id}@${host}`,
			date: e.date,
			time: e.time,
			summary: e.title,
			description: e.description,
			location: e.location,
			url: `${origin}${localizePath(`/events/${e.id}`, locale)}`,
			updatedAt: instant(e.updatedAt, date),
			createdAt: instant(e.createdAt, date),
		}
	})
	return buildCalendar(
		{
			name: t('feeds.calendarName'),
			description: t('events.pageDescription'),
			lang: locale,
			timeLabel: t('events.time'),
		},
		items,
	)
}

/**
 * A feed, sitemap or calendar as an HTTP response: its type, a short public cache and a validator,
 * so a feed reader polling every few minutes gets a bodiless 304 while nothing changed.
 */
export function feedResponse(
	request: Request,
	body: string,
	options: { type: string; maxAge?: number; filename?: string },
) {
	const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`
	const headers = new Headers({
		'Content-Type': options.type,
		'Cache-Control': `public, max-age=${options.maxAge ?? 900}`,
		ETag: etag,
	})
	if (options.filename) headers.set('Content-Disposition', `inline; filename="${options.filename}"`)
	const known = request.headers.get('If-None-Match')
	if (known?.split(',').some((tag) => [etag, '*'].includes(tag.trim()))) {
		return new Response(null, { status: 304, headers })
	}
	return new Response(body, { headers })
}

/** These addresses only answer GET and HEAD. */
export function methodNotAllowed() {
	return new Response('Method Not Allowed\n', {
		status: 405,
		headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
	})
}
