import type { Kysely } from 'kysely'
import { noteContentChange } from './content-changes.server'
import type { ActivityKind, Database } from './schema'

type Db = Kysely<Database>

/**
 * The actor of a failed or locked sign-in whose email matches no account. What was typed is never
 * kept (people type passwords into the email field); screens show "unknown account" instead.
 */
export const UNKNOWN_ACTOR = ''

interface ActivityEntry {
	action: string
	itemType: string
	itemId?: string | number | null
	itemTitle?: string | null
	actor: string
	kind: ActivityKind
	ip?: string | null
}

/** Appends to the activity log. There is no update or delete: the log is a record. */
export async function logActivity(db: Db, entry: ActivityEntry, now = new Date().toISOString()) {
	await db
		.insertInto('activity_log')
		.values({
			action: entry.action,
			item_type: entry.itemType,
			item_id: entry.itemId == null ? null : String(entry.itemId),
			item_title: entry.itemTitle?.slice(0, 200) ?? null,
			actor: entry.actor,
			kind: entry.kind,
			ip: entry.ip ?? null,
			created_at: now,
		})
		.execute()
	// Public content changed: the site search of this instance looks again at its next query.
	if (entry.kind !== 'user') noteContentChange()
}
