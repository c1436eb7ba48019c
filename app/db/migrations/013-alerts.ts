import type { Kysely, Migration } from 'kysely'
import type { Dialect } from './index'
import { idColumn, sqlIn } from './helpers'

/**
 * Site-wide alerts (decision 031): a message at the top of every public page, at one of three
 * levels, in both languages, with an optional link, published and scheduled like other content.
 */
export function m013_alerts(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await idColumn(db.schema.createTable('alerts'), dialect)
				.addColumn('level', 'text', (c) => c.notNull().defaultTo('information'))
				.addColumn('title_en', 'text')
				.addColumn('title_fr', 'text')
				.addColumn('body_en', 'text')
				.addColumn('body_fr', 'text')
				.addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
				.addColumn('publish_at', 'text')
				.addColumn('unpublish_at', 'text')
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.addCheckConstraint(
					'alerts_level_check',
					sqlIn('level', ['emergency', 'warning', 'information']),
				)
				.addCheckConstraint('alerts_status_check', sqlIn('status', ['draft', 'published']))
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('alerts').ifExists().execute()
		},
	}
}
