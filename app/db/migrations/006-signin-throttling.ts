import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Sign-in throttling per account and address (decision 018):
 * - `signin_locks` names each lock window once, so a lock is written to the activity log once
 *   however many requests hit it, even from several app instances;
 * - what people typed into the email field for no account (sometimes a password) is removed from
 *   the activity log, which from now on says "unknown account", and from the attempts table,
 *   which from now on keeps a hash of it.
 */
export function m006_signin_throttling(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await db.schema
				.createTable('signin_locks')
				.addColumn('id', 'text', (c) => c.primaryKey())
				.addColumn('created_at', 'text', (c) => c.notNull())
				.execute()
			await db.schema
				.createIndex('signin_locks_created_idx')
				.on('signin_locks')
				.column('created_at')
				.execute()
			await sql`
				update activity_log set actor = '', item_title = null
				where action in ('signin-failed', 'signin-locked')
				and actor not in (select email from users)
			`.execute(db)
			await sql`
				delete from login_attempts
				where email not in (select email from users)
			`.execute(db)
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('signin_locks').ifExists().execute()
		},
	}
}
