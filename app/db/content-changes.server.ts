import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { councilKept } from './client.server'

/**
 * How many times staff changed public content through this process. The site search and the page
 * cache keep the count they saw when they last read the content version: a different count means
 * a change was made here since, and shows at once, without waiting for the periodic check. A count,
 * not a time, so that it holds whatever the clock does (a test moving it, an NTP step back).
 */
const CHANGES = Symbol('local content changes')
/** Each council's own count, serving several (decision 060). */
const changes = () => councilKept(CHANGES, () => ({ count: 0 }))

export function noteContentChange() {
	changes().count++
}

export function localContentChanges() {
	return changes().count
}

/**
 * The newest content change (anything logged but sign-ins and account changes), as a version
 * every instance reads from the shared database: the search index's and the page cache's.
 */
export async function contentVersion(db: Kysely<Database>): Promise<string> {
	const row = await db
		.selectFrom('activity_log')
		.select((eb) => eb.fn.max('id').as('id'))
		.where('kind', '<>', 'user')
		.executeTakeFirst()
	const version = Number(row?.id ?? 0)
	if (version > (newestSeen.get(db) ?? -1)) newestSeen.set(db, version)
	return String(version)
}

const newestSeen = new WeakMap<Kysely<Database>, number>()

/**
 * The newest content version this process has read so far from this database, by whichever reader (the page cache
 * reads it every half second, the search index every two): a reader that is behind it knows a
 * change is there without waiting for its own next check. So a page the cache renders for a new
 * version never uses a search index built before it (a search page stored without the new result
 * would otherwise stay so until the end of its minute).
 */
export function newestContentVersion(db: Kysely<Database>): string | undefined {
	const newest = newestSeen.get(db)
	return newest === undefined ? undefined : String(newest)
}
