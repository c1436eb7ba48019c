import type { Kysely } from 'kysely'
import type { Database, Role } from '#app/db/schema'
import { countUnread, visibleNotices } from '#app/features/notifications/notices.server'

type Db = Kysely<Database>

const count = async (query: {
	executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }>
}) => Number((await query.executeTakeFirstOrThrow()).n)

/**
 * The newest entries of the activity log. `accounts: false` (the dashboard of an editor) leaves out
 * what happens to accounts (sign-ins, failed sign-ins, locks, resets, roles): like the Activity
 * screen, that is for administrators only.
 */
export async function recentActivity(db: Db, limit = 10, options: { accounts?: boolean } = {}) {
	let query = db
		.selectFrom('activity_log')
		.select(['id', 'action', 'item_type', 'item_title', 'actor', 'kind', 'created_at'])
	if (options.accounts === false) query = query.where('kind', '!=', 'user')
	return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
}

/**
 * Notices for one member of staff: theirs, their role's, and those for everyone, without the
 * kinds they muted, each with their own read time (decision 050).
 */
export function noticesFor(db: Db, user: { id: number; role: Role }) {
	return visibleNotices(db, user)
}

/** What the bell counts: notices this person has not read and whose work is not done. */
export async function unreadNotifications(db: Db, user: { id: number; role: Role }) {
	return countUnread(db, user)
}

/**
 * Most questions read counted per language and day. Far above what a small council's visitors
 * read (a few dozen a day), it keeps a bot from inflating the dashboard figure without bound.
 */
const HELP_DAILY_CEILING = 500

/**
 * Records one question read in the help assistant: the day and the language, nothing else. Past
 * the day's ceiling for that language, nothing is recorded and the answer is false.
 */
export async function countHelpQuestion(
	db: Db,
	day: string,
	locale: string,
	ceiling = HELP_DAILY_CEILING,
) {
	const today = await count(
		db
			.selectFrom('help_questions')
			.select((eb) => eb.fn.countAll().as('n'))
			.where('asked_on', '=', day)
			.where('locale', '=', locale),
	)
	if (today >= ceiling) return false
	await db.insertInto('help_questions').values({ asked_on: day, locale }).execute()
	return true
}

/** Every article, drafts included, most recently changed first. */
export async function listAllNews(db: Db) {
	return db
		.selectFrom('news')
		.select([
			'id',
			'slug',
			'title_en',
			'title_fr',
			'content_en',
			'content_fr',
			'status',
			'updated_at',
		])
		.orderBy('updated_at', 'desc')
		.orderBy('id', 'desc')
		.execute()
}

/**
 * A URL slug from a title: lowercase ASCII words joined by dashes, the first that `taken` does not
 * report (`-2`, `-3`… are added).
 */
export async function freeSlug(title: string, taken: (slug: string) => Promise<boolean>) {
	const base =
		title
			.normalize('NFD')
			.replace(/\p{M}/gu, '')
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-+|-+$/g, '')
			.slice(0, 60)
			.replace(/-+$/g, '') || 'article'
	let slug = base
	for (let i = 2; await taken(slug); i++) slug = `${base}-${i}`
	return slug
}

/** A news article's address from its title, unique among the articles. */
export function uniqueSlug(db: Db, title: string) {
	return freeSlug(title, async (slug) =>
		Boolean(await db.selectFrom('news').select('id').where('slug', '=', slug).executeTakeFirst()),
	)
}
