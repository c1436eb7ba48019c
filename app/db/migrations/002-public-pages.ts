import type { Kysely, Migration } from 'kysely'
import type { Dialect } from './index'
import { idColumn, sqlIn } from './helpers'

/** Data shown on the public information pages and editable later in the admin area. */
export function m002_public_pages(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await idColumn(db.schema.createTable('cabinet_members'), dialect)
				.addColumn('name', 'text', (c) => c.notNull())
				.addColumn('title_en', 'text')
				.addColumn('title_fr', 'text')
				/** Image name under /images (rendered as AVIF/WebP), or null to show the initials. */
				.addColumn('image', 'text')
				.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.execute()

			await idColumn(db.schema.createTable('bids'), dialect)
				.addColumn('reference', 'text', (c) => c.notNull().unique())
				.addColumn('title_en', 'text')
				.addColumn('title_fr', 'text')
				.addColumn('category_en', 'text')
				.addColumn('category_fr', 'text')
				.addColumn('closing_date', 'text', (c) => c.notNull())
				.addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.addCheckConstraint('bids_status_check', sqlIn('status', ['draft', 'published']))
				.execute()

			await idColumn(db.schema.createTable('faqs'), dialect)
				.addColumn('question_en', 'text')
				.addColumn('question_fr', 'text')
				.addColumn('answer_en', 'text')
				.addColumn('answer_fr', 'text')
				.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.addCheckConstraint('faqs_status_check', sqlIn('status', ['draft', 'published']))
				.execute()

			await idColumn(db.schema.createTable('businesses'), dialect)
				.addColumn('name', 'text', (c) => c.notNull())
				.addColumn('activity_en', 'text')
				.addColumn('activity_fr', 'text')
				.addColumn('quarter', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.addCheckConstraint('businesses_status_check', sqlIn('status', ['draft', 'published']))
				.execute()

			await idColumn(db.schema.createTable('programs'), dialect)
				.addColumn('type', 'text', (c) => c.notNull())
				.addColumn('title_en', 'text')
				.addColumn('title_fr', 'text')
				.addColumn('description_en', 'text')
				.addColumn('description_fr', 'text')
				.addColumn('progress', 'text', (c) => c.notNull().defaultTo('planning'))
				.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.addCheckConstraint('programs_type_check', sqlIn('type', ['agenda', 'project']))
				.addCheckConstraint(
					'programs_progress_check',
					sqlIn('progress', ['planning', 'active', 'completed']),
				)
				.addCheckConstraint('programs_status_check', sqlIn('status', ['draft', 'published']))
				.execute()
		},
		async down(db: Kysely<unknown>) {
			for (const table of ['programs', 'businesses', 'faqs', 'bids', 'cabinet_members']) {
				await db.schema.dropTable(table).ifExists().execute()
			}
		},
	}
}
