import type { Kysely } from 'kysely'
import type { Locale } from '#app/i18n/locales'
import {
	pickLocalized,
	pictureAlt,
	type EventSummary,
	type NewsSummary,
} from '#app/utils/localized'
import type { Database, EventRow, NewsRow } from '../../db/schema'
import { plainText } from '#app/features/formatting/markdown.server'
import { liveAt } from '#app/features/scheduling/live.server'
import { keptByText } from '#app/utils/kept-by-text'
import { excerpt } from '#app/utils/text'

/**
 * An article's excerpt: its text without marks (the formatting parsed), cut to length; made once
 * per text (lists show the same few articles again and again).
 */
const articleExcerpt = keptByText((text) => excerpt(plainText(text)))

function toNewsSummary(row: NewsRow, locale: Locale): NewsSummary {
	const content = pickLocalized({ en: row.content_en, fr: row.content_fr }, locale)
	return {
		id: row.id,
		slug: row.slug,
		title: pickLocalized({ en: row.title_en, fr: row.title_fr }, locale),
		excerpt: { ...content, text: articleExcerpt(content.text) },
		image: row.image,
		imageAlt: pictureAlt(
			{ en: row.image_alt_en, fr: row.image_alt_fr, decorative: row.image_decorative },
			locale,
		),
		publishedAt: row.published_at ?? row.created_at.slice(0, 10),
	}
}

function toEventSummary(row: EventRow, locale: Locale): EventSummary {
	return {
		id: row.id,
		title: pickLocalized({ en: row.title_en, fr: row.title_fr }, locale),
		location: pickLocalized({ en: row.location_en, fr: row.location_fr }, locale),
		date: row.date,
		time: row.time,
	}
}

/** The newest published rows of the newsroom; drafts never leave the database through here. */
function newestPublishedNews(db: Kysely<Database>, limit: number) {
	return db
		.selectFrom('news')
		.selectAll()
		.where(liveAt())
		.orderBy('published_at', 'desc')
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
}

/** The newest published articles. */
export async function getLatestNews(db: Kysely<Database>, locale: Locale, limit = 3) {
	const rows = await newestPublishedNews(db, limit)
	return rows.map((r) => toNewsSummary(r, locale))
}

/** Published events on or after `today` (YYYY-MM-DD in the council's time zone), soonest first. */
export async function getUpcomingEvents(
	db: Kysely<Database>,
	locale: Locale,
	today: string,
	limit = 2,
) {
	const rows = await db
		.selectFrom('events')
		.selectAll()
		.where(liveAt())
		.where('date', '>=', today)
		.orderBy('date', 'asc')
		.orderBy('id', 'asc')
		.limit(limit)
		.execute()
	return rows.map((r) => toEventSummary(r, locale))
}

export async function getPartners(db: Kysely<Database>) {
	return db
		.selectFrom('partners')
		.select(['id', 'name', 'logo', 'url'])
		.orderBy('sort_order', 'asc')
		.orderBy('id', 'asc')
		.execute()
}

/** One page of the newsroom, newest first, with the total count for pagination. */
export async function getNewsPage(
	db: Kysely<Database>,
	locale: Locale,
	page: number,
	perPage: number,
) {
	const [rows, count] = await Promise.all([
		db
			.selectFrom('news')
			.selectAll()
			.where(liveAt())
			.orderBy('published_at', 'desc')
			.orderBy('id', 'desc')
			.limit(perPage)
			.offset((page - 1) * perPage)
			.execute(),
		db
			.selectFrom('news')
			.select((eb) => eb.fn.countAll<string | number>().as('n'))
			.where(liveAt())
			.executeTakeFirstOrThrow(),
	])
	return { items: rows.map((r) => toNewsSummary(r, locale)), total: Number(count.n) }
}

/** A published article by its slug, with its full text; undefined for drafts and unknown slugs. */
export async function getNewsArticle(db: Kysely<Database>, locale: Locale, slug: string) {
	const row = await db
		.selectFrom('news')
		.selectAll()
		.where('slug', '=', slug)
		.where(liveAt())
		.executeTakeFirst()
	return row ? newsArticleOf(row, locale) : undefined
}

/** An article with its full text, from its row (published or not: previews use it too). */
export function newsArticleOf(row: NewsRow, locale: Locale) {
	return {
		...toNewsSummary(row, locale),
		content: pickLocalized({ en: row.content_en, fr: row.content_fr }, locale),
		updatedAt: row.updated_at,
	}
}

export type NewsArticle = ReturnType<typeof newsArticleOf>

/** Published events before `today`, latest first. */
export async function getPastEvents(
	db: Kysely<Database>,
	locale: Locale,
	today: string,
	limit = 20,
) {
	const rows = await db
		.selectFrom('events')
		.selectAll()
		.where(liveAt())
		.where('date', '<', today)
		.orderBy('date', 'desc')
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
	return rows.map((r) => toEventSummary(r, locale))
}

/** A published event with its description; undefined for drafts and unknown ids. */
export async function getEvent(db: Kysely<Database>, locale: Locale, id: number) {
	const row = await db
		.selectFrom('events')
		.selectAll()
		.where('id', '=', id)
		.where(liveAt())
		.executeTakeFirst()
	return row ? publicEventOf(row, locale) : undefined
}

/** An event with its description, from its row (published or not: previews use it too). */
export function publicEventOf(row: EventRow, locale: Locale) {
	return {
		...toEventSummary(row, locale),
		description: pickLocalized({ en: row.description_en, fr: row.description_fr }, locale),
	}
}

export type PublicEvent = ReturnType<typeof publicEventOf>

/** Every published article's address and last changes, newest first (the sitemap). */
export function getNewsForSitemap(db: Kysely<Database>) {
	return db
		.selectFrom('news')
		.select(['slug', 'published_at', 'updated_at'])
		.where(liveAt())
		.orderBy('published_at', 'desc')
		.orderBy('id', 'desc')
		.execute()
}

/** Every published event's id and last change, latest day first (the sitemap). */
export function getEventsForSitemap(db: Kysely<Database>) {
	return db
		.selectFrom('events')
		.select(['id', 'updated_at'])
		.where(liveAt())
		.orderBy('date', 'desc')
		.orderBy('id', 'desc')
		.execute()
}

/** The newest published articles for a news feed, in a language (or the other when that is all). */
export async function getNewsForFeed(db: Kysely<Database>, locale: Locale, limit = 20) {
	const rows = await newestPublishedNews(db, limit)
	return rows.map((row) => {
		const content = pickLocalized({ en: row.content_en, fr: row.content_fr }, locale)
		return {
			...toNewsSummary(row, locale),
			summary: { ...content, text: excerpt(plainText(content.text), 400) },
			updatedAt: row.updated_at,
		}
	})
}

/**
 * Published events for a calendar file: those on or after `from` (YYYY-MM-DD), soonest first,
 * or the one event `id`. Texts in a language, or the other when that is all there is.
 */
export async function getEventsForCalendar(
	db: Kysely<Database>,
	locale: Locale,
	filter: { from: string; limit?: number } | { id: number },
) {
	let query = db.selectFrom('events').selectAll().where(liveAt())
	query =
		'id' in filter
			? query.where('id', '=', filter.id)
			: query.where('date', '>=', filter.from).limit(filter.limit ?? 500)
	const rows = await query.orderBy('date', 'asc').orderBy('id', 'asc').execute()
	return rows.map((row) => {
		const description = pickLocalized({ en: row.description_en, fr: row.description_fr }, locale)
		return {
			...toEventSummary(row, locale),
			// A calendar shows plain text: the words without their formatting marks.
			description: { ...description, text: plainText(description.text) },
			createdAt: row.created_at,
			updatedAt: row.updated_at,
		}
	})
}
