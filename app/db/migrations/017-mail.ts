import { randomBytes } from 'node:crypto'
import type { Kysely, Migration } from 'kysely'
import type { Dialect } from './index'
import { idColumn, sqlIn } from './helpers'

/**
 * The outgoing mail queue (decision 037) and the server's own secrets.
 *
 * A mail is a row before it is a message: features queue it inside their own transaction, and a
 * background sender on any instance delivers it. `key` is unique, so the same notice queued twice
 * (two instances seeing one event) is stored once and sent once.
 *
 * `secrets` holds values every instance must share and no one sets by hand (the key that signs
 * public forms' start times). Made here, once, under the start-up lock (decision 036).
 */
export function m017_mail(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await idColumn(db.schema.createTable('mail_outbox'), dialect)
				.addColumn('key', 'text', (c) => c.notNull().unique())
				.addColumn('to_address', 'text', (c) => c.notNull())
				.addColumn('subject', 'text', (c) => c.notNull())
				.addColumn('body_text', 'text', (c) => c.notNull())
				.addColumn('body_html', 'text')
				.addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
				.addColumn('priority', 'integer', (c) => c.notNull().defaultTo(5))
				.addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
				.addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('next_attempt_at', 'text', (c) => c.notNull())
				.addColumn('locked_until', 'text')
				.addColumn('last_error', 'text')
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('sent_at', 'text')
				.addCheckConstraint(
					'mail_outbox_status_check',
					sqlIn('status', ['pending', 'sent', 'failed']),
				)
				.execute()
			await db.schema
				.createIndex('mail_outbox_due')
				.on('mail_outbox')
				.columns(['status', 'priority', 'next_attempt_at'])
				.execute()
			await db.schema
				.createTable('secrets')
				.addColumn('name', 'text', (c) => c.primaryKey())
				.addColumn('value', 'text', (c) => c.notNull())
				.addColumn('created_at', 'text', (c) => c.notNull())
				.execute()
			await (db as Kysely<{ secrets: { name: string; value: string; created_at: string } }>)
				.insertInto('secrets')
				.values({
					name: 'form-guard',
					value: randomBytes(32).toString('base64url'),
					created_at: new Date().toISOString(),
				})
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('secrets').execute()
			await db.schema.dropTable('mail_outbox').execute()
		},
	}
}
