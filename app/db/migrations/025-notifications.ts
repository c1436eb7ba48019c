import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Staff are told what needs them (issue 33, decision 050).
 *
 * - `notifications` gain a `kind` and its `params` (JSON): the text is rendered in the reader's
 *   language when read, not stored. Older rows (and the seed's setup notices) keep their stored
 *   titles and have no kind. `subject` names what a notice is about (`review:page:12`), so a notice
 *   can be resolved for everyone when its work is done (`resolved_at`). `dedupe` is unique: an
 *   event seen by several instances, or by the same sweep twice, gives one notice. `mailed_at`:
 *   the background sweep has queued its mails (or decided none were due); older rows count as done.
 * - `notification_reads`: read state per person, also for notices addressed to a whole role. The
 *   old single `read_at` is carried over to everyone it was addressed to.
 * - `notification_prefs`: per person and kind, `app` (in-app only), `email` (in-app and email)
 *   or `off` (muted); no row means the kind's default.
 * - `users.locale`: the language a person last used in the staff area, for their mails.
 * - `request_routes`: each category's default assignee (a person) or team (a role).
 * - `notice_settings`: small values an administrator sets (the escalation delay in days).
 * - `requests.routed_at`: the background sweep has assigned the new request and told its team;
 *   `requests.escalated_at`: when administrators were last told no one had touched it.
 */
export function m025_notifications(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			for (const column of ['kind', 'params', 'subject', 'dedupe', 'resolved_at', 'mailed_at'])
				await db.schema.alterTable('notifications').addColumn(column, 'text').execute()
			await db.schema
				.createIndex('notifications_dedupe')
				.unique()
				.on('notifications')
				.column('dedupe')
				.execute()
			await db.schema
				.createIndex('notifications_subject')
				.on('notifications')
				.column('subject')
				.execute()
			await db.schema
				.createIndex('notifications_created')
				.on('notifications')
				.column('created_at')
				.execute()
			await db.schema
				.createIndex('notifications_mailed')
				.on('notifications')
				.column('mailed_at')
				.execute()
			await sql`update notifications set mailed_at = created_at`.execute(db)

			await db.schema
				.createTable('notification_reads')
				.addColumn('notification_id', 'integer', (c) => c.notNull())
				.addColumn('user_id', 'integer', (c) => c.notNull())
				.addColumn('read_at', 'text', (c) => c.notNull())
				.addPrimaryKeyConstraint('notification_reads_pk', ['notification_id', 'user_id'])
				.execute()
			await db.schema
				.createIndex('notification_reads_user')
				.on('notification_reads')
				.column('user_id')
				.execute()
			// What was read before was read by everyone it was addressed to (the flaw this fixes).
			await sql`insert into notification_reads (notification_id, user_id, read_at)
				select n.id, u.id, n.read_at from notifications n, users u
				where n.read_at is not null
				and (n.user_id is null or n.user_id = u.id)
				and (n.role is null or n.role = u.role)`.execute(db)

			await db.schema
				.createTable('notification_prefs')
				.addColumn('user_id', 'integer', (c) => c.notNull())
				.addColumn('kind', 'text', (c) => c.notNull())
				.addColumn('mode', 'text', (c) => c.notNull())
				.addPrimaryKeyConstraint('notification_prefs_pk', ['user_id', 'kind'])
				.execute()

			await db.schema.alterTable('users').addColumn('locale', 'text').execute()

			await db.schema
				.createTable('request_routes')
				.addColumn('category', 'text', (c) => c.primaryKey())
				.addColumn('user_id', 'integer')
				.addColumn('role', 'text')
				.execute()

			await db.schema
				.createTable('notice_settings')
				.addColumn('name', 'text', (c) => c.primaryKey())
				.addColumn('value', 'text', (c) => c.notNull())
				.execute()
			// The sweep's cursors start at what exists now: feedback and failed mail from before this
			// version were seen on their own screens, and are not announced again (names as in
			// features/notifications/sweep.server.ts).
			await sql`insert into notice_settings (name, value)
				select 'feedback.lastReportId', cast(coalesce(max(id), 0) as text) from feedback`.execute(db)
			await sql`insert into notice_settings (name, value)
				select 'mail.failing.lastId', cast(coalesce(max(id), 0) as text) from mail_outbox`.execute(db)

			await db.schema.alterTable('requests').addColumn('routed_at', 'text').execute()
			await db.schema.alterTable('requests').addColumn('escalated_at', 'text').execute()
			// Requests already in the inbox were seen there: they are not announced again.
			await sql`update requests set routed_at = created_at`.execute(db)
			await db.schema.createIndex('requests_routed').on('requests').column('routed_at').execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropIndex('requests_routed').execute()
			await db.schema.alterTable('requests').dropColumn('escalated_at').execute()
			await db.schema.alterTable('requests').dropColumn('routed_at').execute()
			for (const table of [
				'notice_settings',
				'request_routes',
				'notification_prefs',
				'notification_reads',
			])
				await db.schema.dropTable(table).ifExists().execute()
			await db.schema.alterTable('users').dropColumn('locale').execute()
			for (const index of [
				'notifications_mailed',
				'notifications_created',
				'notifications_subject',
				'notifications_dedupe',
			])
				await db.schema.dropIndex(index).execute()
			for (const column of ['mailed_at', 'resolved_at', 'dedupe', 'subject', 'params', 'kind'])
				await db.schema.alterTable('notifications').dropColumn(column).execute()
		},
	}
}
