import type { Kysely } from 'kysely'
import { SCHEDULED_TABLES } from '#app/db/content-tables'
import type { Database } from '#app/db/schema'
import { nowIso } from '#app/platform/clock.server'

/**
 * The next moment, after `at`, when a published item goes public or stops being public; or null
 * (decision 028). What every page reads from the content is kept until then, and the site search
 * is rebuilt then.
 */
export async function nextTransition(
	db: Kysely<Database>,
	at: string = nowIso(),
): Promise<string | null> {
	let next: string | null = null
	for (const table of SCHEDULED_TABLES) {
		const row = await db
			.selectFrom(table)
			.select((eb) => [
				eb.fn.min('publish_at').filterWhere('publish_at', '>', at).as('p'),
				eb.fn.min('unpublish_at').filterWhere('unpublish_at', '>', at).as('u'),
			])
			.where('status', '=', 'published')
			.executeTakeFirst()
		for (const value of [row?.p, row?.u]) {
			if (typeof value === 'string' && (next === null || value < next)) next = value
		}
	}
	return next
}
