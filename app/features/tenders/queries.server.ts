import type { Kysely } from 'kysely'
import type { BidRow, Database } from '#app/db/schema'
import type { Locale } from '#app/i18n/locales'
import { pickLocalized, type LocalizedText } from '#app/utils/localized'
import { liveAt } from '#app/features/scheduling/live.server'
import { nowIso } from '#app/platform/clock.server'
import { tenderStatus, type TenderStatus } from './closing'
import { closingLabel, type ClosingLabel } from './closing-label.server'

/** The award notice of a tender, once staff record who won it. */
export interface AwardNotice {
	awardee: string
	text: LocalizedText
	/** YYYY-MM-DD, or null when not given. */
	date: string | null
	/** As the decision states it; null when not given. */
	amount: string | null
}

/** A tender as its page shows it (the public page, and its preview). */
export interface Tender {
	id: number
	slug: string
	reference: string
	title: LocalizedText
	category: LocalizedText
	description: LocalizedText
	closingDate: string
	closingTime: string
	closes: ClosingLabel
	status: TenderStatus
	award: AwardNotice | null
	updatedAt: string
}

/** A tender from its row (published or not: previews use it too), its status at `at`. */
export function tenderOf(row: BidRow, locale: Locale, at: string = nowIso()): Tender {
	const pick = (en: string | null, fr: string | null) => pickLocalized({ en, fr }, locale)
	const awardee = row.awardee?.trim() ?? ''
	return {
		id: row.id,
		slug: row.slug,
		reference: row.reference,
		title: pick(row.title_en, row.title_fr),
		category: pick(row.category_en, row.category_fr),
		description: pick(row.description_en, row.description_fr),
		closingDate: row.closing_date,
		closingTime: row.closing_time,
		closes: closingLabel({ date: row.closing_date, time: row.closing_time }, locale),
		status: tenderStatus(
			{ date: row.closing_date, time: row.closing_time, awardee: row.awardee },
			at,
		),
		award: awardee
			? {
					awardee,
					text: pick(row.award_en, row.award_fr),
					date: row.awarded_on || null,
					amount: row.award_amount?.trim() || null,
				}
			: null,
		updatedAt: row.updated_at,
	}
}

/** A published tender by its address; undefined for drafts, scheduled ones and unknown slugs. */
export async function getTender(db: Kysely<Database>, locale: Locale, slug: string) {
	const at = nowIso()
	const row = await db
		.selectFrom('bids')
		.selectAll()
		.where('slug', '=', slug)
		.where(liveAt(at))
		.executeTakeFirst()
	return row ? tenderOf(row, locale, at) : undefined
}

/** Every published tender's address and last change, for the sitemap. */
export async function getTendersForSitemap(db: Kysely<Database>) {
	return db
		.selectFrom('bids')
		.select(['slug', 'updated_at'])
		.where(liveAt())
		.orderBy('closing_date', 'desc')
		.orderBy('id', 'desc')
		.execute()
}
