import type { Kysely } from 'kysely'
import type { Database, JobRow } from '#app/db/schema'
import type { Locale } from '#app/i18n/locales'
import { addDays } from '#app/i18n/locales'
import { pickLocalized, type LocalizedText } from '#app/utils/localized'
import {
	liveAt,
	liveOrShown,
	withShown,
	type ShownItem,
} from '#app/features/scheduling/live.server'
import { plainText } from '#app/features/formatting/markdown.server'
import { excerpt } from '#app/utils/text'
import { nowIso } from '#app/platform/clock.server'
import { isOpenAt } from '#app/features/tenders/closing'
import { closingLabel, type ClosingLabel } from '#app/features/tenders/closing-label.server'

/** A vacancy in the list of open ones. */
export interface JobSummary {
	id: number
	slug: string
	title: LocalizedText
	/** The first words of its description. */
	summary: LocalizedText
	closingDate: string
	closingTime: string
	closes: ClosingLabel
	open: boolean
}

/** A vacancy as its own page shows it (the public page, and its preview). */
export interface Job extends JobSummary {
	description: LocalizedText
	requirements: LocalizedText
	howToApply: LocalizedText
	updatedAt: string
	createdAt: string
}

const pick = (en: string | null, fr: string | null, locale: Locale) =>
	pickLocalized({ en, fr }, locale)

function summaryOf(row: JobRow, locale: Locale, at: string): JobSummary {
	const description = pick(row.description_en, row.description_fr, locale)
	return {
		id: row.id,
		slug: row.slug,
		title: pick(row.title_en, row.title_fr, locale),
		summary: { ...description, text: excerpt(plainText(description.text)) },
		closingDate: row.closing_date,
		closingTime: row.closing_time,
		closes: closingLabel({ date: row.closing_date, time: row.closing_time }, locale),
		open: isOpenAt({ date: row.closing_date, time: row.closing_time }, at),
	}
}

/** A vacancy from its row (published or not: previews use it too), open or closed at `at`. */
export function jobOf(row: JobRow, locale: Locale, at: string = nowIso()): Job {
	return {
		...summaryOf(row, locale, at),
		description: pick(row.description_en, row.description_fr, locale),
		requirements: pick(row.requirements_en, row.requirements_fr, locale),
		howToApply: pick(row.how_to_apply_en, row.how_to_apply_fr, locale),
		updatedAt: row.updated_at,
		createdAt: row.created_at,
	}
}

/**
 * The published vacancies still open at `at`, the soonest to close first (and a previewed one,
 * whatever its state, with its changes laid over it). Closed ones stay out; their pages answer.
 */
async function openJobRows(db: Kysely<Database>, at: string, shown?: ShownItem) {
	// A vacancy still open closes today or later in council time, so never before yesterday in
	// UTC: the database narrows, the closing rule (date and time of day) decides.
	const rows = await db
		.selectFrom('jobs')
		.selectAll()
		.where(liveOrShown(shown))
		.where((eb) => {
			const recent = eb('closing_date', '>=', addDays(at.slice(0, 10), -1))
			return shown ? eb.or([recent, eb('id', '=', shown.id)]) : recent
		})
		.orderBy('closing_date', 'asc')
		.orderBy('closing_time', 'asc')
		.orderBy('id', 'asc')
		.execute()
	return withShown(rows, shown).filter(
		(row) =>
			row.id === shown?.id || isOpenAt({ date: row.closing_date, time: row.closing_time }, at),
	)
}

/** The open vacancies as the jobs page lists them. */
export async function getOpenJobs(
	db: Kysely<Database>,
	locale: Locale,
	at: string = nowIso(),
	shown?: ShownItem,
): Promise<JobSummary[]> {
	return (await openJobRows(db, at, shown)).map((row) => summaryOf(row, locale, at))
}

/** A published vacancy by its address, open or closed; undefined for drafts and unknown slugs. */
export async function getJob(db: Kysely<Database>, locale: Locale, slug: string) {
	const at = nowIso()
	const row = await db
		.selectFrom('jobs')
		.selectAll()
		.where('slug', '=', slug)
		.where(liveAt(at))
		.executeTakeFirst()
	return row ? jobOf(row, locale, at) : undefined
}

/** The open vacancies' addresses and last change, for the sitemap. */
export async function getJobsForSitemap(db: Kysely<Database>, at: string = nowIso()) {
	return (await openJobRows(db, at)).map((row) => ({ slug: row.slug, updatedAt: row.updated_at }))
}

/** The open vacancies with their full texts, for the jobs feed. */
export async function getJobsForFeed(db: Kysely<Database>, locale: Locale, at: string = nowIso()) {
	return (await openJobRows(db, at)).map((row) => jobOf(row, locale, at))
}
