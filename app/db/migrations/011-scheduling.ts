import type { Kysely, Migration } from 'kysely'

/** Tables whose items have a publication state, and so can be scheduled. */
export const SCHEDULED_TABLES = [
	'news',
	'events',
	'programs',
	'faqs',
	'bids',
	'businesses',
	'pages',
] as const

/**
 * Scheduling (decision 028): an item may carry the moment it goes public and the moment it stops
 * being public, as ISO instants in UTC (text, so that both engines compare them the same way).
 * Null means "no limit". A published item is public only between the two; the public queries
 * check them against the clock at every request, so every instance is on time without a job
 * runner, and nothing is lost by a restart.
 */
export function m011_scheduling(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			for (const table of SCHEDULED_TABLES) {
				await db.schema.alterTable(table).addColumn('publish_at', 'text').execute()
				await db.schema.alterTable(table).addColumn('unpublish_at', 'text').execute()
			}
		},
		async down(db: Kysely<unknown>) {
			for (const table of SCHEDULED_TABLES) {
				await db.schema.alterTable(table).dropColumn('publish_at').execute()
				await db.schema.alterTable(table).dropColumn('unpublish_at').execute()
			}
		},
	}
}
