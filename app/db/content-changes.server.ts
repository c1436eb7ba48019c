import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'

/**
 * A note, in this process, of the last time staff changed public content here. The site search and
 * the page cache compare it with the time they last checked the content version, so that a change
 * made through this instance shows at once, without waiting for the periodic check.
 */
let lastLocalChange = 0

export function noteContentChange(at = Date.now()) {
	lastLocalChange = at
}

export function lastContentChange() {
	return lastLocalChange
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
	return String(row?.id ?? 0)
}
