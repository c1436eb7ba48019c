import type { Kysely, Migration } from 'kysely'
import { idColumn, sqlIn } from './helpers'
import type { Dialect } from './index'

/**
 * Information pages as data (decision 021): one row per page, with its address in each language,
 * its place in the menu and its content (title, description, intro and blocks, every text in
 * English and French) as one JSON document that `features/pages/block-schema.ts` checks on every
 * write and read. The rows are written at start-up when the table is empty
 * (app/seed/pages.server.ts).
 */
export function m007_pages(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await idColumn(db.schema.createTable('pages'), dialect)
				// Site paths without the language prefix: `/services/birth-certificate`; the French
				// page is `/fr` followed by `path_fr`.
				.addColumn('path_en', 'text', (c) => c.notNull().unique())
				.addColumn('path_fr', 'text', (c) => c.notNull().unique())
				.addColumn('menu_group', 'text', (c) =>
					c
						.notNull()
						.check(
							sqlIn('menu_group', [
								'government',
								'residents',
								'visitors',
								'business',
								'iWantTo',
								'services',
							]),
						),
				)
				.addColumn('position', 'integer', (c) => c.notNull())
				.addColumn('status', 'text', (c) =>
					c.notNull().check(sqlIn('status', ['draft', 'published'])),
				)
				// 1 for the pages of the standard menu: they can be unpublished, never deleted.
				.addColumn('standard', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('content', 'text', (c) => c.notNull())
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.execute()
			await db.schema
				.createIndex('pages_group_idx')
				.on('pages')
				.columns(['menu_group', 'position'])
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('pages').ifExists().execute()
		},
	}
}
