import { sql, type Kysely } from 'kysely'
import { ADMIN_BASE } from '#app/config'
import { SCHEDULED_TABLES } from '#app/db/content-tables'
import type { Database, RequestStatus } from '#app/db/schema'
import { resourceList } from '#app/features/content-types'
import { linkReport } from '#app/features/formatting/link-report.server'
import { escalationDays } from '#app/features/notifications/routing.server'
import { listPages, type StoredPage } from '#app/features/pages/pages-store.server'
import { inView, type PageView } from '#app/features/pages/page-list'
import { storedPagesListed } from '#app/features/pages/page-list.server'
import { getRequestCategories } from '#app/features/requests/queries.server'
import { awaitingReview } from '#app/features/review/pending.server'
import { addDays, councilToday, localizePath, type Locale } from '#app/i18n/locales'
import { COUNCIL_TIME_ZONE } from '#app/config'

/**
 * The dashboard's figures (issue 33, decision 056): what needs the person signed in now, how the
 * site is doing, and what residents did over the last 30 or 90 days. Every figure is a link to
 * the screen where it is acted on; nothing here is a figure for its own sake.
 */

type Db = Kysely<Database>
const DAY = 86_400_000
export const RANGES = [30, 90] as const
export type Range = (typeof RANGES)[number]
export const rangeOf = (value: string | null): Range => (value === '90' ? 90 : 30)
const OPEN: RequestStatus[] = ['received', 'in_progress']
const LISTED = 5

export interface Person {
	id: number
	name: string
	role: string
}

const count = (value: unknown) => Number(value ?? 0)

/** Titles of the information pages by public address, in each language. */
function pageTitles(pages: StoredPage[]) {
	const titles = new Map<string, { en: string; fr: string; id: number }>()
	for (const page of pages) {
		const entry = { en: page.title.en, fr: page.title.fr, id: page.id }
		titles.set(page.path, entry)
		titles.set(localizePath(page.pathFr, 'fr'), entry)
	}
	return titles
}

/** "What needs me now": my requests, review, reports on my pages, what changes today. */
export async function needsMe(db: Db, person: Person, at: number, locale: Locale) {
	const days = await escalationDays(db)
	const overdueBefore = new Date(at - days * DAY).toISOString()
	const admin = person.role === 'admin'
	const mine = await db
		.selectFrom('requests')
		.select(['id', 'reference', 'category', 'created_at', 'updated_at'])
		.where('assigned_to', '=', person.id)
		.where('status', 'in', OPEN)
		.where('spam_at', 'is', null)
		.orderBy('updated_at')
		.execute()
	const unassigned = admin
		? count(
				(
					await db
						.selectFrom('requests')
						.select((eb) => eb.fn.countAll().as('n'))
						.where('assigned_to', 'is', null)
						.where('status', 'in', OPEN)
						.where('spam_at', 'is', null)
						.executeTakeFirst()
				)?.n,
			)
		: null
	const categories = new Map(
		(await getRequestCategories(db, locale)).map((category) => [category.slug, category.name]),
	)
	const requests = {
		open: mine.length,
		overdue: mine.filter((row) => row.updated_at < overdueBefore).length,
		overdueDays: days,
		unassigned,
		items: mine.slice(0, LISTED).map((row) => ({
			id: row.id,
			reference: row.reference,
			category: categories.get(row.category) ?? row.category,
			receivedAt: row.created_at,
			overdue: row.updated_at < overdueBefore,
		})),
	}

	// Administrators review; anyone else sees what they sent that still waits.
	const waiting = (await awaitingReview(db)).filter((row) =>
		admin ? true : row.author === person.name,
	)
	const review = {
		reviewer: admin,
		count: waiting.length,
		items: waiting.slice(0, LISTED).map((row) => ({
			title: row.title,
			since: row.submitted_at ?? '',
			key: `${row.item_type}:${row.item_id}`,
		})),
	}

	// Problem reports not handled yet, on the pages this person has saved.
	const pages = await listPages(db)
	const edited = new Set(
		(
			await db
				.selectFrom('revisions')
				.select('item_id')
				.distinct()
				.where('item_type', '=', 'page')
				.where('actor', '=', person.name)
				.execute()
		).map((row) => row.item_id),
	)
	const titles = pageTitles(pages)
	const reportRows = await db
		.selectFrom('feedback')
		.select((eb) => ['path', eb.fn.countAll().as('n')])
		.where('kind', '=', 'problem')
		.where('handled_at', 'is', null)
		.groupBy('path')
		.orderBy('n', 'desc')
		.orderBy('path')
		.execute()
	const onMine = reportRows.filter((row) => {
		const page = titles.get(row.path)
		return page && edited.has(page.id)
	})
	const reports = {
		count: onMine.reduce((sum, row) => sum + count(row.n), 0),
		items: onMine.slice(0, LISTED).map((row) => ({
			path: row.path,
			title: titles.get(row.path)?.[locale] ?? row.path,
			count: count(row.n),
		})),
	}

	return { requests, review, reports, today: await changingToday(db, at, locale, pages) }
}

/** Items that go public or stop being public between now and the end of the council's day. */
async function changingToday(db: Db, at: number, locale: Locale, pages: StoredPage[]) {
	const from = new Date(at).toISOString()
	const until = endOfCouncilDay(at)
	const items: { title: string; href: string; at: string; change: 'publish' | 'unpublish' }[] = []
	for (const table of SCHEDULED_TABLES) {
		const rows = await db
			.selectFrom(table)
			.select(['id', 'publish_at', 'unpublish_at'])
			.where('status', '=', 'published')
			.where((eb) =>
				eb.or([
					eb.and([eb('publish_at', '>', from), eb('publish_at', '<', until)]),
					eb.and([eb('unpublish_at', '>', from), eb('unpublish_at', '<', until)]),
				]),
			)
			.execute()
		for (const row of rows) {
			const named = titleOf(table, row.id, locale, pages)
			for (const change of ['publish', 'unpublish'] as const) {
				const when = row[`${change}_at`]
				if (when && when > from && when < until)
					items.push({ ...(await named(db)), at: when, change })
			}
		}
	}
	return items.sort((a, b) => a.at.localeCompare(b.at))
}

function titleOf(table: string, id: number, locale: Locale, pages: StoredPage[]) {
	return async (db: Db) => {
		if (table === 'pages') {
			const page = pages.find((p) => p.id === id)
			return { title: page?.title[locale] ?? `#${id}`, href: `${ADMIN_BASE}/pages/edit?id=${id}` }
		}
		const def = resourceList.find((d) => d.table === table)
		if (!def) return { title: `#${id}`, href: ADMIN_BASE }
		const field = String(def.titleField)
		const columns = [`${field}_${locale}`, `${field}_${locale === 'en' ? 'fr' : 'en'}`, field]
		const row = (await db
			.selectFrom(table as 'news')
			.selectAll()
			.where('id', '=', id)
			.executeTakeFirst()) as Record<string, unknown> | undefined
		const title = columns.map((c) => row?.[c]).find((v) => typeof v === 'string' && v) as
			string | undefined
		return { title: title ?? `#${id}`, href: `${def.path}?edit=${id}` }
	}
}

/** The first instant of the council's next day, as an ISO instant. */
function endOfCouncilDay(at: number) {
	const tomorrow = addDays(councilToday(new Date(at)), 1)
	// Douala keeps one offset all year; read it rather than assume it.
	const offset = new Intl.DateTimeFormat('en', {
		timeZone: COUNCIL_TIME_ZONE,
		timeZoneName: 'longOffset',
	})
		.formatToParts(new Date(at))
		.find((part) => part.type === 'timeZoneName')
		?.value.replace('GMT', '')
	return new Date(`${tomorrow}T00:00:00${offset || '+00:00'}`).toISOString()
}

/**
 * "How the site is doing": links to correct, and the Pages list's views of pages still to write
 * and not changed for a year, counted as that list counts them (decision 053).
 */
export async function siteHealth(db: Db, at: number) {
	const [problems, pages] = await Promise.all([linkReport(db), storedPagesListed(db)])
	const now = new Date(at)
	const context = {
		now: now.toISOString(),
		today: councilToday(now),
		dayOf: (iso: string) => councilToday(new Date(iso)),
	}
	const count = (view: PageView) => pages.filter((page) => inView(page, view, context)).length
	return { brokenLinks: problems.length, toWrite: count('unwritten'), stale: count('stale') }
}

/** The charts' figures over the last `range` days (today included). */
export async function residentFigures(db: Db, range: Range, at: number, locale: Locale) {
	const today = councilToday(new Date(at))
	const since = addDays(today, -(range - 1))
	const sinceIso = new Date(at - range * DAY).toISOString()
	const [pages, categories] = await Promise.all([listPages(db), getRequestCategories(db, locale)])
	const titles = pageTitles(pages)
	const label = (path: string) => titles.get(path)?.[locale] ?? path

	const perDay = await db
		.selectFrom('daily_counts')
		.select((eb) => ['day', eb.fn.sum<number | string>('count').as('n')])
		.where('kind', '=', 'read')
		.where('day', '>=', since)
		.groupBy('day')
		.execute()
	const byDay = new Map(perDay.map((row) => [row.day, count(row.n)]))
	const readsByDay: { day: string; count: number }[] = []
	for (let day = since; day <= today; day = addDays(day, 1))
		readsByDay.push({ day, count: byDay.get(day) ?? 0 })

	const top = (kind: 'read' | 'miss', limit: number) =>
		db
			.selectFrom('daily_counts')
			.select((eb) => ['key', eb.fn.sum<number | string>('count').as('n')])
			.where('kind', '=', kind)
			.where('day', '>=', since)
			.groupBy('key')
			.orderBy('n', 'desc')
			.orderBy('key')
			.limit(limit)
			.execute()
	const mostRead = (await top('read', 10)).map((row) => ({
		path: row.key,
		label: label(row.key),
		count: count(row.n),
	}))
	const missed = (await top('miss', 15)).map((row) => ({
		locale: row.key.slice(0, 2) as Locale,
		words: row.key.slice(3),
		count: count(row.n),
	}))

	const votes = await db
		.selectFrom('feedback')
		.select((eb) => [
			'path',
			eb.fn.sum<number | string>(sql`case when useful = 1 then 1 else 0 end`).as('yes'),
			eb.fn.sum<number | string>(sql`case when useful = 0 then 1 else 0 end`).as('no'),
		])
		.where('kind', '=', 'vote')
		.where('day', '>=', since)
		.groupBy('path')
		.orderBy(sql`count(*)`, 'desc')
		.orderBy('path')
		.limit(10)
		.execute()
	const useful = votes.map((row) => ({
		path: row.path,
		label: label(row.path),
		yes: count(row.yes),
		no: count(row.no),
	}))

	const requestRows = await db
		.selectFrom('requests')
		.select((eb) => ['category', 'status', eb.fn.countAll().as('n')])
		.where('created_at', '>=', sinceIso)
		.where('spam_at', 'is', null)
		.groupBy(['category', 'status'])
		.execute()
	const names = new Map(categories.map((category) => [category.slug, category.name]))
	const order = new Map(categories.map((category, i) => [category.slug, i]))
	const requestsByCategory = new Map<string, Record<RequestStatus, number>>()
	for (const row of requestRows) {
		const entry = requestsByCategory.get(row.category) ?? {
			received: 0,
			in_progress: 0,
			resolved: 0,
			closed: 0,
		}
		entry[row.status] += count(row.n)
		requestsByCategory.set(row.category, entry)
	}
	const requests = [...requestsByCategory]
		.sort(([a], [b]) => (order.get(a) ?? 999) - (order.get(b) ?? 999) || a.localeCompare(b))
		.map(([slug, statuses]) => ({ category: names.get(slug) ?? slug, statuses }))

	const help = await db
		.selectFrom('help_questions')
		.select((eb) => eb.fn.countAll().as('n'))
		.where('asked_on', '>=', since)
		.executeTakeFirst()

	return {
		range,
		since,
		readsByDay,
		mostRead,
		missed,
		useful,
		requests,
		helpQuestions: count(help?.n),
	}
}

export type NeedsMe = Awaited<ReturnType<typeof needsMe>>
export type SiteHealth = Awaited<ReturnType<typeof siteHealth>>
export type ResidentFigures = Awaited<ReturnType<typeof residentFigures>>
