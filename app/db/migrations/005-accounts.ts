import type { Kysely, Migration } from 'kysely'
import type { Dialect } from './index'
import { idColumn } from './helpers'

/**
 * Sign-in for staff: password hashes, server-side sessions (so that several app instances sharing
 * one PostgreSQL see the same sessions, and signing out or deactivating a person ends them at
 * once), and the sign-in attempts that throttling counts.
 */
export function m005_accounts(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await db.schema.alterTable('users').addColumn('password_hash', 'text').execute()
			await db.schema.alterTable('users').addColumn('password_changed_at', 'text').execute()

			// The id is the SHA-256 of the cookie's random value: a copy of the table does not hold
			// usable cookies.
			await db.schema
				.createTable('sessions')
				.addColumn('id', 'text', (c) => c.primaryKey())
				.addColumn('user_id', 'integer', (c) =>
					c.notNull().references('users.id').onDelete('cascade'),
				)
				.addColumn('csrf_token', 'text', (c) => c.notNull())
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('last_seen_at', 'text', (c) => c.notNull())
				.addColumn('expires_at', 'text', (c) => c.notNull())
				.addColumn('ip', 'text')
				.addColumn('user_agent', 'text')
				.execute()
			await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute()

			await idColumn(db.schema.createTable('login_attempts'), dialect)
				.addColumn('email', 'text', (c) => c.notNull())
				.addColumn('ip', 'text', (c) => c.notNull())
				.addColumn('succeeded', 'integer', (c) => c.notNull())
				.addColumn('created_at', 'text', (c) => c.notNull())
				.execute()
			await db.schema
				.createIndex('login_attempts_email_idx')
				.on('login_attempts')
				.columns(['email', 'created_at'])
				.execute()
			await db.schema
				.createIndex('login_attempts_ip_idx')
				.on('login_attempts')
				.columns(['ip', 'created_at'])
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('login_attempts').ifExists().execute()
			await db.schema.dropTable('sessions').ifExists().execute()
			await db.schema.alterTable('users').dropColumn('password_changed_at').execute()
			await db.schema.alterTable('users').dropColumn('password_hash').execute()
		},
	}
}
