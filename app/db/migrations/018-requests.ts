import type { Kysely, Migration } from 'kysely'
import type { Dialect } from './index'
import { idColumn, sqlIn } from './helpers'

/**
 * Requests and reports from residents to the council (decision 039): the categories (an editable
 * list, like the document categories of decision 033), the requests themselves, one counter row
 * per year that numbers them (`MBG-2026-0042`) safely when several instances take a number at
 * once, and each request's log (what staff did, internal notes, public replies).
 */
/** Slug, English name, French name: the categories every council starts with. */
const DEFAULT_CATEGORIES = [
	['roads', 'Roads', 'Routes'],
	['street-lighting', 'Street lighting', 'Éclairage public'],
	['waste', 'Waste', 'Déchets'],
	['water', 'Water', 'Eau'],
	['markets', 'Markets', 'Marchés'],
	['civil-status', 'Civil status', 'État civil'],
	['other', 'Other', 'Autre'],
] as const

export function m018_requests(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await idColumn(db.schema.createTable('request_categories'), dialect)
				.addColumn('slug', 'text', (c) => c.notNull().unique())
				.addColumn('name_en', 'text')
				.addColumn('name_fr', 'text')
				.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.execute()
			const now = new Date().toISOString()
			await (db as Kysely<{ request_categories: Record<string, string | number> }>)
				.insertInto('request_categories')
				.values(
					DEFAULT_CATEGORIES.map(([slug, en, fr], i) => ({
						slug,
						name_en: en,
						name_fr: fr,
						sort_order: i + 1,
						created_at: now,
						updated_at: now,
					})),
				)
				.execute()

			// The last number given in a year: taken by an UPDATE inside the request's own write
			// transaction, so two instances never hand out the same one.
			await db.schema
				.createTable('request_counters')
				.addColumn('year', 'integer', (c) => c.primaryKey())
				.addColumn('last', 'integer', (c) => c.notNull().defaultTo(0))
				.execute()

			await idColumn(db.schema.createTable('requests'), dialect)
				.addColumn('reference', 'text', (c) => c.notNull().unique())
				.addColumn('year', 'integer', (c) => c.notNull())
				.addColumn('number', 'integer', (c) => c.notNull())
				// The category's slug: renaming a category keeps its requests.
				.addColumn('category', 'text', (c) => c.notNull())
				.addColumn('description', 'text', (c) => c.notNull())
				.addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
				// A point on the council's drawn map, in thousandths of its width and height.
				.addColumn('map_x', 'integer')
				.addColumn('map_y', 'integer')
				// Storage key of the re-encoded photo (never under the public uploads path).
				.addColumn('photo', 'text')
				.addColumn('name', 'text')
				.addColumn('email', 'text')
				.addColumn('phone', 'text')
				.addColumn('locale', 'text', (c) => c.notNull())
				.addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
				.addColumn('assigned_to', 'integer', (c) => c.references('users.id').onDelete('set null'))
				// The sender's address, for the limits per address; erased after two days.
				.addColumn('ip', 'text')
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				// When it was last resolved or closed (the retention period runs from there).
				.addColumn('closed_at', 'text')
				// When a member of staff first did anything with it (null: still untouched).
				.addColumn('handled_at', 'text')
				.addColumn('spam_at', 'text')
				.addColumn('anonymised_at', 'text')
				.addUniqueConstraint('requests_year_number', ['year', 'number'])
				.addCheckConstraint(
					'requests_status_check',
					sqlIn('status', ['received', 'in_progress', 'resolved', 'closed']),
				)
				.addCheckConstraint('requests_locale_check', sqlIn('locale', ['en', 'fr']))
				.execute()
			await db.schema.createIndex('requests_created').on('requests').column('created_at').execute()
			await db.schema
				.createIndex('requests_ip')
				.on('requests')
				.columns(['ip', 'created_at'])
				.execute()
			await db.schema
				.createIndex('requests_email')
				.on('requests')
				.columns(['email', 'created_at'])
				.execute()
			await db.schema
				.createIndex('requests_status')
				.on('requests')
				.columns(['status', 'updated_at'])
				.execute()

			await idColumn(db.schema.createTable('request_log'), dialect)
				.addColumn('request_id', 'integer', (c) =>
					c.notNull().references('requests.id').onDelete('cascade'),
				)
				// 'event' (who did what), 'note' (internal), 'reply' (public, emailed).
				.addColumn('kind', 'text', (c) => c.notNull())
				.addColumn('action', 'text', (c) => c.notNull())
				.addColumn('body', 'text')
				.addColumn('actor', 'text', (c) => c.notNull())
				.addColumn('actor_id', 'integer')
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addCheckConstraint('request_log_kind_check', sqlIn('kind', ['event', 'note', 'reply']))
				.execute()
			await db.schema
				.createIndex('request_log_request')
				.on('request_log')
				.columns(['request_id', 'id'])
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('request_log').ifExists().execute()
			await db.schema.dropTable('requests').ifExists().execute()
			await db.schema.dropTable('request_counters').ifExists().execute()
			await db.schema.dropTable('request_categories').ifExists().execute()
		},
	}
}
