import { sql, type Kysely, type Migration } from 'kysely'
import { idColumn, sqlIn } from './helpers'
import type { Dialect } from './index'

/**
 * The menu and old addresses of information pages (decision 024):
 * - each page says whether it is listed in the main menu and under which label in each language
 *   (the menu reads these columns only, never the page's JSON); existing pages get their title;
 * - `page_addresses` keeps every address a page has left: a row with a page answers 301 to that
 *   page's current address, a row without one (the page was deleted) answers 410. Rows are never
 *   removed, except when a page takes the address again.
 */
export function m008_page_menu_and_addresses(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await db.schema
				.alterTable('pages')
				.addColumn('in_menu', 'integer', (c) => c.notNull().defaultTo(1))
				.execute()
			await db.schema
				.alterTable('pages')
				.addColumn('menu_label_en', 'text', (c) => c.notNull().defaultTo(''))
				.execute()
			await db.schema
				.alterTable('pages')
				.addColumn('menu_label_fr', 'text', (c) => c.notNull().defaultTo(''))
				.execute()
			const rows = await sql<{
				id: number
				content: string
			}>`select id, content from pages`.execute(db)
			for (const row of rows.rows) {
				let title: { en?: unknown; fr?: unknown } = {}
				try {
					title = (JSON.parse(row.content) as { title?: typeof title }).title ?? {}
				} catch {
					// A row that cannot be read keeps empty labels; the site reports it as unreadable.
				}
				await sql`update pages set menu_label_en = ${String(title.en ?? '')}, menu_label_fr = ${String(title.fr ?? '')} where id = ${row.id}`.execute(
					db,
				)
			}
			await idColumn(db.schema.createTable('page_addresses'), dialect)
				.addColumn('locale', 'text', (c) => c.notNull().check(sqlIn('locale', ['en', 'fr'])))
				// Without the `/fr` prefix, like pages.path_en and pages.path_fr.
				.addColumn('path', 'text', (c) => c.notNull())
				// The page now elsewhere; null once that page was deleted (410 Gone).
				.addColumn('page_id', 'integer', (c) => c.references('pages.id').onDelete('set null'))
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addUniqueConstraint('page_addresses_locale_path', ['locale', 'path'])
				.execute()
			await db.schema
				.createIndex('page_addresses_page_idx')
				.on('page_addresses')
				.column('page_id')
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('page_addresses').ifExists().execute()
			for (const column of ['in_menu', 'menu_label_en', 'menu_label_fr']) {
				await db.schema.alterTable('pages').dropColumn(column).execute()
			}
		},
	}
}
