import type { Kysely } from 'kysely'
import { addDays } from '#app/i18n/locales'
import type { Database, Role } from '#app/db/schema'
import { liveAt } from '#app/features/scheduling/live.server'
import { countUnread, visibleNotices } from '#app/features/notifications/notices.server'

type Db = Kysely<Database>

const count = async (query: {
	executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }>
}) => Number((await query.executeTakeFirstOrThrow()).n)

export interface Stat {
	value: number
	/** Difference with the previous 30 days, as a number or a percentage. */
	change: number
	unit: 'count' | 'percent'
}

function percentChange(current: number, previous: number) {
	if (previous === 0) return current === 0 ? 0 : 100
	return Math.round(((current - previous) / previous) * 100)
}

/**
 * The dashboard's four figures, computed from the data:
 * - users: active staff accounts; change: accounts created in the last 30 days vs the 30 before (%);
 * - content pages: information pages plus published news, events and programmes; change: items
 *   published in the last 30 days minus those of the 30 days before;
 * - upcoming events: published events from today; change: events in the next 30 days minus those of
 *   the past 30 days;
 * - chat messages: questions read in the help assistant; change: last 30 days vs the 30 before (%).
 */
export async function dashboardStats(db: Db, today: string) {
	const d30 = addDays(today, -30)
	const d60 = addDays(today, -60)
	const iso = (day: string) => `${day}T00:00:00.000Z`

	const users = await count(
		db
			.selectFrom('users')
			.select((eb) => eb.fn.countAll().as('n'))
			.where('active', '=', 1),
	)
	const usersNew = await count(
		db
			.selectFrom('users')
			.select((eb) => eb.fn.countAll().as('n'))
			.where('created_at', '>=', iso(d30)),
	)
	const usersBefore = await count(
		db
			.selectFrom('users')
			.select((eb) => eb.fn.countAll().as('n'))
			.where('created_at', '>=', iso(d60))
			.where('created_at', '<', iso(d30)),
	)

	const published = (table: 'pages' | 'news' | 'events' | 'programs') =>
		count(
			db
				.selectFrom(table)
				.select((eb) => eb.fn.countAll().as('n'))
				.where(liveAt()),
		)
	const [pages, news, events, programs] = await Promise.all([
		published('pages'),
		published('news'),
		published('events'),
		published('programs'),
	])
	const newsIn = (from: string, to: string) =>
		count(
			db
				.selectFrom('news')
				.select((eb) => eb.fn.countAll().as('n'))
				.where(liveAt())
				.where('published_at', '>=', from)
				.where('published_at', '<', to),
		)
	const contentChange = (await newsIn(d30, addDays(today, 1))) - (await newsIn(d60, d30))

	const eventsBetween = (from: string, to: string) =>
		count(
			db
				.selectFrom('events')
				.select((eb) => eb.fn.countAll().as('n'))
				.where(liveAt())
				.where('date', '>=', from)
				.where('date', '<', to),
		)
	const upcoming = await count(
		db
			.selectFrom('events')
			.select((eb) => eb.fn.countAll().as('n'))
			.where(liveAt())
			.where('date', '>=', today),
	)
	const eventsChange =
		(await eventsBetween(today, addDays(today, 30))) - (await eventsBetween(d30, today))

	const questions = await count(
		db.selectFrom('help_questions').select((eb) => eb.fn.countAll().as('n')),
	)
	const questionsIn = (from: string, to: string) =>
		count(
			db
				.selectFrom('help_questions')
				.select((eb) => eb.fn.countAll().as('n'))
				.where('asked_on', '>=', from)
				.where('asked_on', '<', to),
		)
	const questionsChange = percentChange(
		await questionsIn(d30, addDays(today, 1)),
		await questionsIn(d60, d30),
	)

	return {
		totalUsers: { value: users, change: percentChange(usersNew, usersBefore), unit: 'percent' },
		contentPages: {
			value: pages + news + events + programs,
			change: contentChange,
			unit: 'count',
		},
		upcomingEvents: { value: upcoming, change: eventsChange, unit: 'count' },
		chatMessages: { value: questions, change: questionsChange, unit: 'percent' },
	} satisfies Record<string, Stat>
}

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
