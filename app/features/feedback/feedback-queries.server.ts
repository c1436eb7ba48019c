import { sql, type Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import type { Locale } from '#app/i18n/locales'

type Db = Kysely<Database>

/** Pages listed on one screen of the staff list, and reports shown per page. */
export const FEEDBACK_PAGES_SHOWN = 25
export const FEEDBACK_REPORTS_PER_PAGE = 20

export type FeedbackStatus = 'open' | 'handled'

export interface FeedbackReport {
	id: number
	reason: string | null
	comment: string | null
	createdAt: string
}

export interface FeedbackPageSummary {
	path: string
	locale: Locale
	yes: number
	no: number
	problems: number
	/** The newest row counted: "mark handled" handles up to it, never what arrived since. */
	lastId: number
	lastAt: string
	handledAt: string | null
	handledBy: string | null
	reports: FeedbackReport[]
}

const count = (n: unknown) => Number(n ?? 0)

/**
 * Feedback per page for the staff screen: open (not yet handled) or handled, one screen (`page`)
 * at a time. Pages with problem reports come first (a reader took the time to say what is wrong:
 * a flood of votes must not push that out of sight), then those with the most "No", each with its
 * newest reports. `total`: how many pages have feedback.
 */
export async function feedbackByPage(
	db: Db,
	status: FeedbackStatus,
	screen = 1,
): Promise<{ total: number; pages: FeedbackPageSummary[] }> {
	const filter = status === 'open' ? ('is' as const) : ('is not' as const)
	const total = Number(
		(
			await db
				.selectFrom(
					db
						.selectFrom('feedback')
						.select(['path', 'locale'])
						.where('handled_at', filter, null)
						.groupBy(['path', 'locale'])
						.as('pages'),
				)
				.select((eb) => eb.fn.countAll().as('n'))
				.executeTakeFirstOrThrow()
		).n,
	)
	const pages = await db
		.selectFrom('feedback')
		.select((eb) => [
			'path',
			'locale',
			eb.fn
				.sum<number | string>(sql`case when kind = 'vote' and useful = 1 then 1 else 0 end`)
				.as('yes'),
			eb.fn
				.sum<number | string>(sql`case when kind = 'vote' and useful = 0 then 1 else 0 end`)
				.as('no'),
			eb.fn.sum<number | string>(sql`case when kind = 'problem' then 1 else 0 end`).as('problems'),
			eb.fn.max('id').as('lastId'),
			eb.fn.max('created_at').as('lastAt'),
			eb.fn.max('handled_at').as('handledAt'),
			eb.fn.max('handled_by').as('handledBy'),
		])
		.where('handled_at', filter, null)
		.groupBy(['path', 'locale'])
		.orderBy(sql`case when sum(case when kind = 'problem' then 1 else 0 end) > 0 then 0 else 1 end`)
		.orderBy('no', 'desc')
		.orderBy('lastId', 'desc')
		.limit(FEEDBACK_PAGES_SHOWN)
		.offset((screen - 1) * FEEDBACK_PAGES_SHOWN)
		.execute()
	if (!pages.length) return { total, pages: [] }
	const reports = await db
		.selectFrom('feedback')
		.select(['id', 'path', 'locale', 'reason', 'comment', 'created_at'])
		.where('kind', '=', 'problem')
		.where('handled_at', filter, null)
		.where(
			'path',
			'in',
			pages.map((p) => p.path),
		)
		.orderBy('id', 'desc')
		.limit(FEEDBACK_PAGES_SHOWN * FEEDBACK_REPORTS_PER_PAGE)
		.execute()
	const byPage = new Map<string, FeedbackReport[]>()
	for (const r of reports) {
		const key = `${r.locale} ${r.path}`
		const list = byPage.get(key) ?? []
		if (list.length < FEEDBACK_REPORTS_PER_PAGE)
			list.push({ id: r.id, reason: r.reason, comment: r.comment, createdAt: r.created_at })
		byPage.set(key, list)
	}
	const summaries = pages.map((p) => ({
		path: p.path,
		locale: p.locale,
		yes: count(p.yes),
		no: count(p.no),
		problems: count(p.problems),
		lastId: count(p.lastId),
		lastAt: String(p.lastAt),
		handledAt: p.handledAt == null ? null : String(p.handledAt),
		handledBy: p.handledBy == null ? null : String(p.handledBy),
		reports: byPage.get(`${p.locale} ${p.path}`) ?? [],
	}))
	return { total, pages: summaries }
}

/**
 * Marks a page's open feedback handled, up to the newest row the staff member saw (`upToId`):
 * feedback that arrived while they read is left open. Returns how many rows it marked.
 */
export async function markPageHandled(
	db: Db,
	page: { path: string; locale: Locale; upToId: number },
	by: string,
	now = new Date(),
) {
	const result = await db
		.updateTable('feedback')
		.set({ handled_at: now.toISOString(), handled_by: by })
		.where('path', '=', page.path)
		.where('locale', '=', page.locale)
		.where('id', '<=', page.upToId)
		.where('handled_at', 'is', null)
		.executeTakeFirst()
	return Number(result.numUpdatedRows)
}
