import type { Kysely, Migration } from 'kysely'

/**
 * Review before publishing and changes not yet public (decision 029).
 *
 * `pending_changes`: at most one row per item. `content` holds changes to a published item that are
 * not public yet (the item's editable state as JSON), or null when the item itself is a draft
 * waiting for review. `submitted_at` is set while it waits for an administrator; `comment` is the
 * last word of the one who sent it back.
 *
 * `notifications` gain an addressee: one person (`user_id`), everyone of a role (`role`), or
 * every member of staff (both null, as before).
 */
export function m012_review(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await db.schema
				.createTable('pending_changes')
				.addColumn('item_type', 'text', (c) => c.notNull())
				.addColumn('item_id', 'integer', (c) => c.notNull())
				.addColumn('content', 'text')
				.addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('author', 'text', (c) => c.notNull())
				.addColumn('author_id', 'integer')
				.addColumn('saved_at', 'text', (c) => c.notNull())
				.addColumn('submitted_at', 'text')
				.addColumn('comment', 'text')
				.addColumn('comment_by', 'text')
				.addPrimaryKeyConstraint('pending_changes_pk', ['item_type', 'item_id'])
				.execute()
			await db.schema.alterTable('notifications').addColumn('user_id', 'integer').execute()
			await db.schema.alterTable('notifications').addColumn('role', 'text').execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('pending_changes').ifExists().execute()
			await db.schema.alterTable('notifications').dropColumn('user_id').execute()
			await db.schema.alterTable('notifications').dropColumn('role').execute()
		},
	}
}
