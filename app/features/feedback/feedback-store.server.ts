import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { councilToday, type Locale } from '#app/i18n/locales'
import type { FeedbackReason } from './feedback-rules'

type Db = Kysely<Database>

/**
 * Page feedback in the database (decision 038). Arriving feedback is not a content change: it is
 * never written to the activity log, so it does not touch the content version that renews the
 * page cache (decision 035).
 */

/**
 * The most feedback rows kept. Past it the oldest handled ones go first, then the oldest of all: a
 * flood cannot fill the disk (a row is at most ~1.5 kB: about 30 MB at the ceiling).
 */
export const FEEDBACK_MAX_ROWS = 20_000

/**
 * The most rows stored per council day (votes and reports together). Past it feedback is thanked
 * and dropped: a flood from many addresses can push at most this many rows a day towards the
 * ceiling, so it takes ten days of it to push out what readers wrote before.
 */
export const FEEDBACK_DAILY_CEILING = 2_000

export interface FeedbackLimits {
	maxRows?: number
	dailyCeiling?: number
}

/**
 * The random salt of `day`, the same on every instance: made by whichever asks first, read by the
 * others. Salts of past days are deleted, so a past day's hashes can be linked to no one, by us
 * either.
 */
async function saltOf(db: Db, day: string) {
	await db
		.insertInto('feedback_salts')
		.values({ day, salt: crypto.randomBytes(32).toString('base64url') })
		.onConflict((oc) => oc.column('day').doNothing())
		.execute()
	const row = await db
		.selectFrom('feedback_salts')
		.select('salt')
		.where('day', '=', day)
		.executeTakeFirstOrThrow()
	return row.salt
}

/**
 * One visitor's vote on one page on one day, as a keyed hash: the same address and page on the
 * same day give the same value (so a second vote is recognised); nothing in it can be read back,
 * and once the day's salt is deleted nothing can be tested against it either. The browser's
 * User-Agent is not part of it (issue 32): a script sending a new one with each vote was a new
 * voter each time. Readers sharing one address (a family's phone connection) vote once a page a
 * day between them.
 */
export async function voterHash(
	db: Db,
	visitor: { address: string },
	page: { path: string; locale: Locale },
	day: string,
) {
	const salt = await saltOf(db, day)
	return crypto
		.createHmac('sha256', salt)
		.update([visitor.address, page.locale, page.path, day].join('\n'))
		.digest('base64url')
}

/** The day each database was last swept (serving several councils, each is swept: decision 060). */
const forgottenBefore = new WeakMap<Db, string>()

/**
 * Once a day per instance: past days' salts and vote hashes are deleted (they are needed only on
 * their day, to recognise a second vote).
 */
async function forgetPastVoters(db: Db, today: string) {
	if (forgottenBefore.get(db) === today) return
	await db.deleteFrom('feedback_salts').where('day', '<', today).execute()
	await db
		.updateTable('feedback')
		.set({ voter: null })
		.where('voter', 'is not', null)
		.where('day', '<', today)
		.execute()
	forgottenBefore.set(db, today)
}

async function roomToday(db: Db, day: string, ceiling: number) {
	const row = await db
		.selectFrom('feedback')
		.select((eb) => eb.fn.countAll<number | string>().as('n'))
		.where('day', '=', day)
		.executeTakeFirstOrThrow()
	return Number(row.n) < ceiling
}

/** Deletes the oldest rows past `maxRows`: handled ones first, then any. */
export async function keepWithinCeiling(db: Db, maxRows = FEEDBACK_MAX_ROWS) {
	// The usual case costs one step down the primary key's index.
	const over = await db
		.selectFrom('feedback')
		.select('id')
		.orderBy('id', 'desc')
		.limit(1)
		.offset(maxRows)
		.executeTakeFirst()
	if (!over) return 0
	const count = async () =>
		Number(
			(
				await db
					.selectFrom('feedback')
					.select((eb) => eb.fn.countAll<number | string>().as('n'))
					.executeTakeFirstOrThrow()
			).n,
		)
	let purged = 0
	for (const handledOnly of [true, false]) {
		const excess = (await count()) - maxRows
		if (excess <= 0) break
		let oldest = db.selectFrom('feedback').select('id').orderBy('id').limit(excess)
		if (handledOnly) oldest = oldest.where('handled_at', 'is not', null)
		const result = await db.deleteFrom('feedback').where('id', 'in', oldest).executeTakeFirst()
		purged += Number(result.numDeletedRows)
	}
	return purged
}

export type StoreResult = 'stored' | 'duplicate' | 'full'

/** Stores a vote unless this visitor already voted on this page today. */
export async function storeVote(
	db: Db,
	vote: {
		page: { path: string; locale: Locale }
		useful: boolean
		visitor: { address: string }
	},
	{ now = new Date(), ...limits }: FeedbackLimits & { now?: Date } = {},
): Promise<StoreResult> {
	const day = councilToday(now)
	await forgetPastVoters(db, day)
	if (!(await roomToday(db, day, limits.dailyCeiling ?? FEEDBACK_DAILY_CEILING))) return 'full'
	const voter = await voterHash(db, vote.visitor, vote.page, day)
	const result = await db
		.insertInto('feedback')
		.values({
			path: vote.page.path,
			locale: vote.page.locale,
			kind: 'vote',
			useful: vote.useful ? 1 : 0,
			day,
			voter,
			created_at: now.toISOString(),
		})
		.onConflict((oc) => oc.column('voter').doNothing())
		.executeTakeFirst()
	if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate'
	await keepWithinCeiling(db, limits.maxRows)
	return 'stored'
}

/** Stores a problem report (what was wrong, and the reader's words if any). */
export async function storeProblem(
	db: Db,
	report: { page: { path: string; locale: Locale }; reason: FeedbackReason; comment: string },
	{ now = new Date(), ...limits }: FeedbackLimits & { now?: Date } = {},
): Promise<StoreResult> {
	const day = councilToday(now)
	if (!(await roomToday(db, day, limits.dailyCeiling ?? FEEDBACK_DAILY_CEILING))) return 'full'
	await db
		.insertInto('feedback')
		.values({
			path: report.page.path,
			locale: report.page.locale,
			kind: 'problem',
			reason: report.reason,
			comment: report.comment || null,
			day,
			created_at: now.toISOString(),
		})
		.execute()
	await keepWithinCeiling(db, limits.maxRows)
	return 'stored'
}
