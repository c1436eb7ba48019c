import type { Kysely, Migration } from 'kysely'

/** Tables whose items carry an uploaded picture. */
const TABLES = ['news', 'cabinet_members'] as const

/**
 * Pictures describe themselves (decision 027): alternative text in each language, and a mark for a
 * picture that is only decorative. Existing rows get no text (null): the site keeps showing them as
 * before until a clerk describes them, and the staff lists mark them.
 */
export function m010_image_alt(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			for (const table of TABLES) {
				await db.schema.alterTable(table).addColumn('image_alt_en', 'text').execute()
				await db.schema.alterTable(table).addColumn('image_alt_fr', 'text').execute()
				await db.schema
					.alterTable(table)
					.addColumn('image_decorative', 'integer', (c) => c.notNull().defaultTo(0))
					.execute()
			}
		},
		async down(db: Kysely<unknown>) {
			for (const table of TABLES) {
				for (const column of ['image_alt_en', 'image_alt_fr', 'image_decorative']) {
					await db.schema.alterTable(table).dropColumn(column).execute()
				}
			}
		},
	}
}
