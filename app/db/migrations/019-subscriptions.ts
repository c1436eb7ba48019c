import { sql, type Kysely, type Migration } from 'kysely'
import type { Dialect } from './index'
import { idColumn, sqlIn } from './helpers'

/**
 * Subscriptions by email (decision 040): residents who asked for news, events, alerts
 * and new documents by email, the links their messages carry (stored hashed), the items already
 * announced (one row each: the claim that makes an announcement go out once, whatever the number
 * of instances), and how far in the activity log the announcer has read.
 */
export function m019_subscriptions(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await idColumn(db.schema.createTable('subscribers'), dialect)
				// Lower-cased; never shown to anyone (decision 040).
				.addColumn('email', 'text', (c) => c.notNull().unique())
				.addColumn('topics', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('languages', 'text', (c) => c.notNull().defaultTo('en'))
				.addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('confirmed_at', 'text')
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.addCheckConstraint('subscribers_status_check', sqlIn('status', ['pending', 'confirmed']))
				.addCheckConstraint('subscribers_languages_check', sqlIn('languages', ['en', 'fr', 'both']))
				.execute()
			await db.schema
				.createIndex('subscribers_status_created')
				.on('subscribers')
				.columns(['status', 'created_at'])
				.execute()

			await db.schema
				.createTable('subscription_tokens')
				// SHA-256 of the random token the link carries: the database never holds a usable link.
				.addColumn('token_hash', 'text', (c) => c.primaryKey())
				.addColumn('subscriber_id', 'integer', (c) =>
					c.notNull().references('subscribers.id').onDelete('cascade'),
				)
				.addColumn('purpose', 'text', (c) => c.notNull())
				// What a confirmation link will apply (a sign-up's choices); null for a message's link.
				.addColumn('topics', 'text')
				.addColumn('languages', 'text')
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('expires_at', 'text', (c) => c.notNull())
				.addCheckConstraint(
					'subscription_tokens_purpose_check',
					sqlIn('purpose', ['confirm', 'manage']),
				)
				.execute()
			await db.schema
				.createIndex('subscription_tokens_subscriber')
				.on('subscription_tokens')
				.columns(['subscriber_id', 'purpose', 'created_at'])
				.execute()
			await db.schema
				.createIndex('subscription_tokens_expires')
				.on('subscription_tokens')
				.column('expires_at')
				.execute()

			await db.schema
				.createTable('subscription_announcements')
				.addColumn('item_type', 'text', (c) => c.notNull())
				.addColumn('item_id', 'integer', (c) => c.notNull())
				.addColumn('activity_id', 'integer', (c) => c.notNull())
				.addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('announced_at', 'text', (c) => c.notNull())
				.addPrimaryKeyConstraint('subscription_announcements_pk', ['item_type', 'item_id'])
				.execute()

			await db.schema
				.createTable('subscription_cursor')
				.addColumn('id', 'integer', (c) => c.primaryKey())
				.addColumn('last_activity_id', 'integer', (c) => c.notNull())
				.execute()
			// What was published before subscriptions existed is never announced.
			await sql`insert into subscription_cursor (id, last_activity_id)
				select 1, coalesce(max(id), 0) from activity_log`.execute(db)
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('subscription_cursor').ifExists().execute()
			await db.schema.dropTable('subscription_announcements').ifExists().execute()
			await db.schema.dropTable('subscription_tokens').ifExists().execute()
			await db.schema.dropTable('subscribers').ifExists().execute()
		},
	}
}
