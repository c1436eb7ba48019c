import type { Kysely, Migration } from 'kysely'

/**
 * What residents read and searched for, counted per council day (issue 33, decision 056): no
 * address, cookie or visitor is kept, only `(day, kind, key) → count`. `kind` is `read` (key: a
 * page's address) or `miss` (key: the language and a search that found nothing). Rows older than
 * the dashboard's longest range are removed, and each day holds a bounded number of keys.
 */
export function m034_daily_counts(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await db.schema
				.createTable('daily_counts')
				.addColumn('day', 'text', (c) => c.notNull())
				.addColumn('kind', 'text', (c) => c.notNull())
				.addColumn('key', 'text', (c) => c.notNull())
				.addColumn('count', 'integer', (c) => c.notNull())
				.addPrimaryKeyConstraint('daily_counts_pk', ['day', 'kind', 'key'])
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('daily_counts').execute()
		},
	}
}
