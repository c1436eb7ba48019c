import type { Kysely, Migration } from 'kysely'
import type { Dialect } from './index'
import { idColumn, sqlIn } from './helpers'

export function m001_initial(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await db.schema
				.createTable('settings')
				.addColumn('key', 'text', (c) => c.primaryKey())
				.addColumn('value', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.execute()

			await idColumn(db.schema.createTable('news'), dialect)
				.addColumn('slug', 'text', (c) => c.notNull().unique())
				.addColumn('title_en', 'text')
				.addColumn('title_fr', 'text')
				.addColumn('content_en', 'text')
				.addColumn('content_fr', 'text')
				.addColumn('image', 'text')
				.addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
				.addColumn('published_at', 'text')
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.addCheckConstraint('news_status_check', sqlIn('status', ['draft', 'published']))
				.execute()
			await db.schema
				.createIndex('news_status_published_idx')
				.on('news')
				.columns(['status', 'published_at'])
				.execute()

			await idColumn(db.schema.createTable('events'), dialect)
				.addColumn('title_en', 'text')
				.addColumn('title_fr', 'text')
				.addColumn('description_en', 'text')
				.addColumn('description_fr', 'text')
				.addColumn('location_en', 'text')
				.addColumn('location_fr', 'text')
				.addColumn('date', 'text', (c) => c.notNull())
				.addColumn('time', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.addCheckConstraint('events_status_check', sqlIn('status', ['draft', 'published']))
				.execute()
			await db.schema
				.createIndex('events_status_date_idx')
				.on('events')
				.columns(['status', 'date'])
				.execute()

			await idColumn(db.schema.createTable('partners'), dialect)
				.addColumn('name', 'text', (c) => c.notNull())
				.addColumn('logo', 'text', (c) => c.notNull())
				.addColumn('url', 'text')
				.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
				.execute()
		},
		async down(db: Kysely<unknown>) {
			for (const table of ['partners', 'events', 'news', 'settings']) {
				await db.schema.dropTable(table).ifExists().execute()
			}
		},
	}
}
