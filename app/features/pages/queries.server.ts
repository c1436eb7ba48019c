import type { Kysely } from 'kysely'
import type { Locale } from '#app/i18n/locales'
import { pickLocalized, pictureAlt, type LocalizedText } from '#app/utils/localized'
import { matchesQuery, queryWords } from '#app/utils/text'
import type { Bid, Business, CabinetMember } from '#app/features/pages/page-data'
import type { Database } from '../../db/schema'
import { liveOrShown, withShown, type ShownItem } from '#app/features/scheduling/live.server'
import { tenderStatus } from '#app/features/tenders/closing'
import { closingLabel } from '#app/features/tenders/closing-label.server'

export async function getCabinet(db: Kysely<Database>, locale: Locale): Promise<CabinetMember[]> {
	const rows = await db
		.selectFrom('cabinet_members')
		.selectAll()
		.orderBy('sort_order', 'asc')
		.orderBy('id', 'asc')
		.execute()
	return rows.map((r) => ({
		id: r.id,
		name: r.name,
		title: pickLocalized({ en: r.title_en, fr: r.title_fr }, locale),
		image: r.image,
		imageAlt: pictureAlt(
			{ en: r.image_alt_en, fr: r.image_alt_fr, decorative: r.image_decorative },
			locale,
		),
	}))
}

/**
 * Published bids (and a previewed one), open ones first (soonest closing first), then closed and
 * awarded ones (latest first). Open or closed at `at`, by their closing day and time (decision 034).
 */
export async function getBids(
	db: Kysely<Database>,
	locale: Locale,
	at: string,
	shown?: ShownItem,
): Promise<Bid[]> {
	const rows = await db
		.selectFrom('bids')
		.selectAll()
		.where(liveOrShown(shown))
		.orderBy('closing_date', 'desc')
		.execute()
	const sorted = withShown(rows, shown).sort((a, b) => b.closing_date.localeCompare(a.closing_date))
	const bids = sorted.map((r) => ({
		id: r.id,
		slug: r.slug,
		reference: r.reference,
		title: pickLocalized({ en: r.title_en, fr: r.title_fr }, locale),
		category: pickLocalized({ en: r.category_en, fr: r.category_fr }, locale),
		closingDate: r.closing_date,
		closingTime: r.closing_time,
		closes: closingLabel({ date: r.closing_date, time: r.closing_time }, locale),
		status: tenderStatus({ date: r.closing_date, time: r.closing_time, awardee: r.awardee }, at),
	}))
	const open = bids.filter((b) => b.status === 'open').reverse()
	return [...open, ...bids.filter((b) => b.status !== 'open')]
}

interface Faq {
	id: number
	question: LocalizedText
	answer: LocalizedText
}

export async function getFaqs(
	db: Kysely<Database>,
	locale: Locale,
	shown?: ShownItem,
): Promise<Faq[]> {
	const rows = await db
		.selectFrom('faqs')
		.selectAll()
		.where(liveOrShown(shown))
		.orderBy('sort_order', 'asc')
		.orderBy('id', 'asc')
		.execute()
	return withShown(rows, shown).map((r) => ({
		id: r.id,
		question: pickLocalized({ en: r.question_en, fr: r.question_fr }, locale),
		answer: pickLocalized({ en: r.answer_en, fr: r.answer_fr }, locale),
	}))
}

/** The directory holds a council's registered businesses: hundreds at most, so we scan it. */
const DIRECTORY_LIMIT = 2000

/** Published businesses whose name, activity (either language) or quarter match every word. */
export async function searchBusinesses(
	db: Kysely<Database>,
	locale: Locale,
	query: string,
	limit = 50,
	shown?: ShownItem,
): Promise<{ total: number; items: Business[] }> {
	const rows = await db
		.selectFrom('businesses')
		.selectAll()
		.where(liveOrShown(shown))
		.orderBy('name', 'asc')
		.limit(DIRECTORY_LIMIT)
		.execute()
	const words = queryWords(query)
	const hits = withShown(rows, shown).filter((r) =>
		matchesQuery([r.name, r.activity_en, r.activity_fr, r.quarter].join(' '), words),
	)
	// A previewed entry leads the list, so it shows among the first few.
	if (shown) hits.sort((a, b) => Number(b.id === shown.id) - Number(a.id === shown.id))
	return {
		total: hits.length,
		items: hits.slice(0, limit).map((r) => ({
			id: r.id,
			name: r.name,
			activity: pickLocalized({ en: r.activity_en, fr: r.activity_fr }, locale),
			quarter: r.quarter,
			phone: r.phone,
		})),
	}
}

interface Program {
	id: number
	title: LocalizedText
	description: LocalizedText
	progress: 'planning' | 'active' | 'completed'
}

/** Published programmes of one type (and a previewed one), in the council's order. */
export async function getPrograms(
	db: Kysely<Database>,
	locale: Locale,
	type: 'agenda' | 'project',
	shown?: ShownItem,
): Promise<Program[]> {
	const rows = await db
		.selectFrom('programs')
		.selectAll()
		.where(liveOrShown(shown))
		.where((eb) =>
			shown ? eb.or([eb('type', '=', type), eb('id', '=', shown.id)]) : eb('type', '=', type),
		)
		.orderBy('sort_order', 'asc')
		.orderBy('id', 'asc')
		.execute()
	// A previewed programme's changes may move it to the other list.
	return withShown(rows, shown)
		.filter((r) => r.type === type)
		.map((r) => ({
			id: r.id,
			title: pickLocalized({ en: r.title_en, fr: r.title_fr }, locale),
			description: pickLocalized({ en: r.description_en, fr: r.description_fr }, locale),
			progress: r.progress,
		}))
}
