import type { Kysely, Migration } from 'kysely'
import { idColumn } from './helpers'
import type { Dialect } from './index'

/**
 * Revisions of every page and content item (decision 025): one row per save, holding the item's
 * whole editable state in both languages as JSON. A deletion is a revision too (`action` =
 * 'deleted', the last state): the "Recently deleted" screen lists items whose latest revision is
 * one, and restores them from it. `version` counts the item's saves; the edit forms carry it to
 * detect two people editing at once.
 */
export function m009_revisions(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await idColumn(db.schema.createTable('revisions'), dialect)
				// 'page', or a content type's key ('news', 'events', …).
				.addColumn('item_type', 'text', (c) => c.notNull())
				.addColumn('item_id', 'integer', (c) => c.notNull())
				.addColumn('version', 'integer', (c) => c.notNull())
				// created, updated, published, unpublished, restored, deleted; 'before' for the state an
				// item had when its history began (items older than this table).
				.addColumn('action', 'text', (c) => c.notNull())
				.addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('content', 'text', (c) => c.notNull())
				.addColumn('actor', 'text', (c) => c.notNull())
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addUniqueConstraint('revisions_item_version', ['item_type', 'item_id', 'version'])
				.execute()
			await db.schema
				.createIndex('revisions_action_created_idx')
				.on('revisions')
				.columns(['action', 'created_at'])
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('revisions').ifExists().execute()
		},
	}
}
