import type { IncomingHttpHeaders } from 'node:http'
import { sql, type Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { councilKept } from '#app/db/client.server'
import { addDays, councilToday, isAdminPath, localeFromPath, routePath } from '#app/i18n/locales'
import { nowMs } from '#app/platform/clock.server'
import { cleanQuery } from '#app/features/search/search-terms'

/**
 * What residents read and searched for without finding, counted for the dashboard (issue 33,
 * decision 056), the way a careful council would count:
 * - nothing about the reader is kept or even looked up: no cookie is set or read (but the staff
 *   session's, to leave staff out), no address, no visitor id. Each answer adds one to a tally
 *   `(council day, kind, key)`; the tally is written to `daily_counts` once a minute and at stop;
 * - only people reading count: browsers' User-Agents (`Mozilla/…`, `Opera/…`) that do not name a
 *   robot, a link preview or a tool, and not prefetches; staff signed in do not count;
 * - only pages: a GET answered 200 (or 304, a reader's own copy still current) with a page, no
 *   files, no staff area, no previews; a search counts when it found nothing (its page says so in
 *   its `X-Search-Results` header), without words that look like an email or a phone number;
 * - bounded: at most MAX_PENDING_KEYS keys wait in memory, each day keeps at most MAX_KEYS_PER_DAY
 *   keys of each kind, and days older than KEEP_DAYS are removed.
 * A page reloaded is counted again: a count of reads, not of people (we keep nothing to tell).
 */

/** The dashboard's longest range is 90 days: nothing older is kept. */
export const KEEP_DAYS = 90
export const MAX_PENDING_KEYS = 5_000
export const MAX_KEYS_PER_DAY = { read: 2_000, miss: 500 } as const
export const FLUSH_MS = 60_000
/** The header a search page carries: how many results it found (app/routes/site/search.tsx). */
export const SEARCH_RESULTS_HEADER = 'x-search-results'
const MAX_PATH = 200
const MAX_QUERY = 80

export type CountKind = keyof typeof MAX_KEYS_PER_DAY

// Robots, link previews (WhatsApp, Facebook…), monitors, tools and headless browsers.
const NOT_A_READER =
	/bot|crawl|spider|slurp|preview|headless|lighthouse|externalhit|whatsapp|telegram|skype|discord|pingdom|uptime|monitor|check|scan|curl|wget|python|java\/|go-http|okhttp|node|axios|fetch|http|archive|validator|feed|rss/i

/** Whether a request comes from a person's browser, as far as its headers tell. */
export function fromAReader(headers: IncomingHttpHeaders) {
	const agent = headers['user-agent']
	if (!agent || agent.length > 512 || !/^(Mozilla|Opera)\//.test(agent)) return false
	if (NOT_A_READER.test(agent)) return false
	const purpose = headers['sec-purpose'] ?? headers['purpose'] ?? headers['x-purpose']
	// A prefetch, or the reader's service worker keeping the pocket guide (issue 35).
	if (typeof purpose === 'string' && /prefetch|prerender|preview|pocket/i.test(purpose))
		return false
	if (headers['x-moz'] === 'prefetch') return false
	return true
}

/**
 * The page an address names, as counted: the router's path (decoded, lower case), without
 * `.data` (a page's data asked by the browser on a link inside the site) or a trailing slash; or
 * undefined for what is not a public page (files, the staff area, previews, overlong addresses,
 * the search field's suggestions, `/search/suggest`). The help assistant's questions, loaded from the help page,
 * count as a read of it.
 */
export function countedPath(url: string): string | undefined {
	const at = url.indexOf('?')
	let path = routePath(at === -1 ? url : url.slice(0, at))
	// The search field's suggestions, asked as one types, are not a page read.
	if (/^\/(fr\/)?search\/suggest\/?$/.test(path)) return undefined
	if (path.endsWith('.data')) path = path.slice(0, -'.data'.length)
	if (path === '/_root' || path === '/fr/_root') path = path.slice(0, -'/_root'.length) || '/'
	if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/'
	if (!path.startsWith('/') || path.length > MAX_PATH) return undefined
	if (/\.[a-z0-9]+$/i.test(path) || isAdminPath(path)) return undefined
	if (/^\/(fr\/)?preview(\/|$)/.test(path)) return undefined
	return path
}

/**
 * A search that found nothing, as counted: `en:words` or `fr:words`, in lower case, or undefined
 * when it is not to count (a later page, nothing typed) or may
 * name a person (an `@`, or six digits or more as in a phone number).
 */
export function missedSearch(url: string): string | undefined {
	const at = url.indexOf('?')
	if (at === -1) return undefined
	const query = new URLSearchParams(url.slice(at + 1))
	const page = query.get('page')
	if (page && page !== '1') return undefined
	const words = cleanQuery(query.get('q')).toLowerCase().slice(0, MAX_QUERY).trim()
	if (!words || words.includes('@') || /(\d[\s.\-/]*){6}/.test(words)) return undefined
	const path = url.slice(0, at)
	return `${localeFromPath(path)}:${words}`
}

const TALLY = Symbol('counts waiting')
/**
 * The tally waiting to be written (`kind \t day \t key` → count), and what was dropped past its
 * bound: each council's own, serving several (decision 060), written to its own database.
 */
const tally = () =>
	councilKept(
		TALLY,
		(): {
			pending: Map<string, number>
			dropped: number
			today?: { day: string; until: number }
		} => ({ pending: new Map(), dropped: 0 }),
	)

function councilDay(at: number) {
	const here = tally()
	if (!here.today || at >= here.today.until || at < here.today.until - 60_000)
		here.today = { day: councilToday(new Date(at)), until: at + 60_000 }
	return here.today.day
}

function add(kind: CountKind, key: string) {
	const id = `${kind}\t${councilDay(nowMs())}\t${key}`
	const { pending } = tally()
	const count = pending.get(id)
	if (count !== undefined) pending.set(id, count + 1)
	else if (pending.size < MAX_PENDING_KEYS) pending.set(id, 1)
	else tally().dropped++
}

/**
 * Counts one answer to a public request, if it was a page read by a person: the fast path of
 * stored pages and the full server stack both call this once the status is known.
 * `searchResults` is the answer's X-Search-Results header, if any.
 */
export function countAnswer(
	answer: { method?: string; url?: string; headers: IncomingHttpHeaders },
	status: number,
	searchResults: string | number | undefined,
	staff: boolean,
) {
	// The address as it arrived, `.data` included: a page's data counts as the page.
	const { method, url = '', headers } = answer
	if (method !== 'GET' || (status !== 200 && status !== 304) || staff) return
	const path = countedPath(url)
	if (!path || !fromAReader(headers)) return
	add('read', path)
	if (searchResults !== undefined && Number(searchResults) === 0) {
		const missed = missedSearch(url)
		if (missed) add('miss', missed)
	}
}

/** Takes what waits to be written (tests read it; `flushCounts` writes it). */
export function takePending() {
	const here = tally()
	const taken = [...here.pending]
	here.pending.clear()
	const lost = here.dropped
	here.dropped = 0
	return { taken, lost }
}

/**
 * Writes the tally: each key's count added to its day's row, new keys only while the day holds
 * fewer than its bound; then days past KEEP_DAYS are removed. Several instances add up.
 * A failure (the database away) loses this minute's counts, never the page.
 */
export async function flushCounts(db: Kysely<Database>, at = nowMs()) {
	const { taken, lost } = takePending()
	if (lost)
		console.warn(
			`[counts] ${lost} answers not counted: more than ${MAX_PENDING_KEYS} keys in a minute`,
		)
	const groups = new Map<string, { kind: CountKind; day: string; counts: Map<string, number> }>()
	for (const [id, count] of taken) {
		const [kind, day, key] = id.split('\t') as [CountKind, string, string]
		const group = `${kind}\t${day}`
		let entry = groups.get(group)
		if (!entry) groups.set(group, (entry = { kind, day, counts: new Map() }))
		entry.counts.set(key, count)
	}
	try {
		for (const { kind, day, counts } of groups.values()) await writeDay(db, kind, day, counts)
		const oldest = addDays(councilToday(new Date(at)), -(KEEP_DAYS - 1))
		await db.deleteFrom('daily_counts').where('day', '<', oldest).execute()
	} catch (error) {
		console.error(`[counts] not written: ${error instanceof Error ? error.message : String(error)}`)
	}
	return taken.length
}

async function writeDay(
	db: Kysely<Database>,
	kind: CountKind,
	day: string,
	counts: Map<string, number>,
) {
	await db.transaction().execute(async (trx) => {
		const keys = [...counts.keys()]
		const known = new Set<string>()
		for (let i = 0; i < keys.length; i += 500) {
			const rows = await trx
				.selectFrom('daily_counts')
				.select('key')
				.where('day', '=', day)
				.where('kind', '=', kind)
				.where('key', 'in', keys.slice(i, i + 500))
				.execute()
			for (const row of rows) known.add(row.key)
		}
		const held = await trx
			.selectFrom('daily_counts')
			.select((eb) => eb.fn.countAll<number | string>().as('n'))
			.where('day', '=', day)
			.where('kind', '=', kind)
			.executeTakeFirst()
		let room = MAX_KEYS_PER_DAY[kind] - Number(held?.n ?? 0)
		const rows: { day: string; kind: CountKind; key: string; count: number }[] = []
		for (const [key, count] of counts) {
			if (!known.has(key)) {
				if (room <= 0) continue
				room--
			}
			rows.push({ day, kind, key, count })
		}
		for (let i = 0; i < rows.length; i += 200)
			await trx
				.insertInto('daily_counts')
				.values(rows.slice(i, i + 200))
				.onConflict((oc) =>
					oc
						.columns(['day', 'kind', 'key'])
						.doUpdateSet({ count: sql`daily_counts.count + excluded.count` }),
				)
				.execute()
	})
}

/** Writes the tally every FLUSH_MS; the stop writes what is left (server/app.ts). */
export function startCounting(db: Kysely<Database>, every = FLUSH_MS) {
	let running: Promise<unknown> = Promise.resolve()
	const timer = setInterval(() => {
		running = running.then(() => flushCounts(db))
	}, every)
	timer.unref()
	return async () => {
		clearInterval(timer)
		await running
		await flushCounts(db)
	}
}
