import type { Kysely, Migration } from 'kysely'

/**
 * What the staff area's forms need:
 * - `form_submissions`: the one-time token of each create form, so a form sent twice (a double
 *   click without JavaScript, a reload after a slow save) creates one item, not two. The token is
 *   written in the same transaction as the item.
 * - partners get change times like every other editable table.
 */
export function m004_admin_forms(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await db.schema
				.createTable('form_submissions')
				.addColumn('token', 'text', (c) => c.primaryKey())
				.addColumn('created_at', 'text', (c) => c.notNull())
				.execute()
			await db.schema
				.alterTable('partners')
				.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(''))
				.execute()
			await db.schema
				.alterTable('partners')
				.addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.alterTable('partners').dropColumn('updated_at').execute()
			await db.schema.alterTable('partners').dropColumn('created_at').execute()
			await db.schema.dropTable('form_submissions').ifExists().execute()
		},
	}
}
