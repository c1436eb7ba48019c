import type { Kysely, Migration } from 'kysely'
import type { Dialect } from './index'
import { idColumn, sqlIn } from './helpers'

/** What the admin area manages beyond the public pages' data: links, the activity log, notices. */
export function m003_cms(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			// Staff accounts. Sign-in (password hashes, sessions) arrives with the accounts work; the
			// dashboard already counts the people who can use the staff area.
			await idColumn(db.schema.createTable('users'), dialect)
				.addColumn('name', 'text', (c) => c.notNull())
				.addColumn('email', 'text', (c) => c.notNull().unique())
				.addColumn('role', 'text', (c) => c.notNull().defaultTo('editor'))
				.addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('last_sign_in_at', 'text')
				.addCheckConstraint('users_role_check', sqlIn('role', ['admin', 'editor']))
				.execute()

			await idColumn(db.schema.createTable('quick_links'), dialect)
				.addColumn('label_en', 'text')
				.addColumn('label_fr', 'text')
				/** An English site path (`/residents/directions`) or a full https:// address. */
				.addColumn('href', 'text', (c) => c.notNull())
				.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.execute()

			await idColumn(db.schema.createTable('activity_log'), dialect)
				.addColumn('action', 'text', (c) => c.notNull())
				.addColumn('item_type', 'text', (c) => c.notNull())
				.addColumn('item_id', 'text')
				.addColumn('item_title', 'text')
				.addColumn('actor', 'text', (c) => c.notNull())
				.addColumn('kind', 'text', (c) => c.notNull())
				.addColumn('ip', 'text')
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addCheckConstraint('activity_kind_check', sqlIn('kind', ['user', 'content', 'event']))
				.execute()
			await db.schema
				.createIndex('activity_log_created_idx')
				.on('activity_log')
				.column('created_at')
				.execute()

			await idColumn(db.schema.createTable('notifications'), dialect)
				.addColumn('title_en', 'text')
				.addColumn('title_fr', 'text')
				.addColumn('body_en', 'text')
				.addColumn('body_fr', 'text')
				.addColumn('link', 'text')
				.addColumn('read_at', 'text')
				.addColumn('created_at', 'text', (c) => c.notNull())
				.execute()

			// One row per question read in the help assistant: no person, no address, just the day.
			await idColumn(db.schema.createTable('help_questions'), dialect)
				.addColumn('asked_on', 'text', (c) => c.notNull())
				.addColumn('locale', 'text', (c) => c.notNull())
				.execute()
			await db.schema
				.createIndex('help_questions_day_idx')
				.on('help_questions')
				.column('asked_on')
				.execute()
		},
		async down(db: Kysely<unknown>) {
			for (const table of [
				'help_questions',
				'notifications',
				'activity_log',
				'quick_links',
				'users',
			]) {
				await db.schema.dropTable(table).ifExists().execute()
			}
		},
	}
}
