import type { Kysely, Transaction } from 'kysely'
import type { Database } from '#app/db/schema'
import { revisionsToPrune } from './pruning'
import { fieldChanges } from './diff.server'
import type { EditConflict, FlatState, ItemType } from './types'

type Db = Kysely<Database> | Transaction<Database>

/** How long a deleted item can be restored; after that its history is purged. */
export const DELETED_KEPT_DAYS = 30
const DAY = 24 * 60 * 60 * 1000

export interface RevisionRow {
	version: number
	action: string
	title: string
	actor: string
	createdAt: string
	content: unknown
}

function toRevision(row: {
	version: number
	action: string
	title: string
	actor: string
	created_at: string
	content: string
}): RevisionRow {
	return {
		version: Number(row.version),
		action: row.action,
		title: row.title,
		actor: row.actor,
		createdAt: row.created_at,
		content: JSON.parse(row.content) as unknown,
	}
}

/** The item's current version: its latest revision's, or 0 when it has no history yet. */
export async function currentVersion(db: Db, type: ItemType, id: number) {
	const row = await db
		.selectFrom('revisions')
		.select((eb) => eb.fn.max('version').as('max'))
		.where('item_type', '=', type)
		.where('item_id', '=', id)
		.executeTakeFirst()
	return row?.max == null ? 0 : Number(row.max)
}

export interface NewRevision {
	type: ItemType
	id: number
	action: 'created' | 'updated' | 'drafted' | 'published' | 'unpublished' | 'restored' | 'deleted'
	title: string
	content: unknown
	actor: string
	now: string
	/**
	 * The state before this save, for an item saved for the first time since history began:
	 * kept as version 0 so that the first change can be compared and undone too.
	 */
	before?: unknown
}

/**
 * Records one save of an item, in the save's transaction, and applies the pruning rule to the
 * item's history. Two saves of one item at once cannot both write the same version (the unique
 * key refuses the second, which rolls its whole transaction back).
 */
export async function writeRevision(trx: Db, revision: NewRevision): Promise<number> {
	const current = await currentVersion(trx, revision.type, revision.id)
	const insert = (version: number, action: string, content: unknown, actor: string) =>
		trx
			.insertInto('revisions')
			.values({
				item_type: revision.type,
				item_id: revision.id,
				version,
				action,
				title: revision.title.slice(0, 200),
				content: JSON.stringify(content),
				actor,
				created_at: revision.now,
			})
			.execute()
	const hasHistory = current > 0 || (await getRevision(trx, revision.type, revision.id, 0)) !== null
	if (!hasHistory && revision.before !== undefined) await insert(0, 'before', revision.before, '')
	const version = current + 1
	await insert(version, revision.action, revision.content, revision.actor)
	await pruneItem(trx, revision.type, revision.id, new Date(revision.now))
	return version
}

/** Applies the pruning rule (decision 025) to one item's revisions. */
export async function pruneItem(db: Db, type: ItemType, id: number, now: Date) {
	const rows = await db
		.selectFrom('revisions')
		.select(['version', 'created_at'])
		.where('item_type', '=', type)
		.where('item_id', '=', id)
		.execute()
	const dropped = revisionsToPrune(
		rows.map((r) => ({ version: Number(r.version), createdAt: r.created_at })),
		now,
	)
	if (dropped.length === 0) return
	await db
		.deleteFrom('revisions')
		.where('item_type', '=', type)
		.where('item_id', '=', id)
		.where('version', 'in', dropped)
		.execute()
}

const revisionColumns = ['version', 'action', 'title', 'actor', 'created_at', 'content'] as const

/** An item's revisions, newest first. */
export async function listRevisions(db: Db, type: ItemType, id: number): Promise<RevisionRow[]> {
	const rows = await db
		.selectFrom('revisions')
		.select(revisionColumns)
		.where('item_type', '=', type)
		.where('item_id', '=', id)
		.orderBy('version', 'desc')
		.execute()
	return rows.map(toRevision)
}

export async function getRevision(
	db: Db,
	type: ItemType,
	id: number,
	version: number,
): Promise<RevisionRow | null> {
	const row = await db
		.selectFrom('revisions')
		.select(revisionColumns)
		.where('item_type', '=', type)
		.where('item_id', '=', id)
		.where('version', '=', version)
		.executeTakeFirst()
	return row ? toRevision(row) : null
}

export async function latestRevision(db: Db, type: ItemType, id: number) {
	return getRevision(db, type, id, await currentVersion(db, type, id))
}

/** What an edit form shows when the item changed since the version it started from. */
export async function editConflict(
	db: Db,
	type: ItemType,
	id: number,
	started: number,
	flatten: (content: unknown) => FlatState,
): Promise<EditConflict | null> {
	const latest = await latestRevision(db, type, id)
	if (!latest || latest.version === started) return null
	const base = await getRevision(db, type, id, started)
	return {
		started,
		current: latest.version,
		by: latest.actor,
		at: latest.createdAt,
		changes: base ? fieldChanges(flatten(base.content), flatten(latest.content)) : null,
	}
}

export interface DeletedItem {
	type: ItemType
	id: number
	title: string
	actor: string
	deletedAt: string
	/** The last day it can be restored (ISO instant). */
	until: string
}

const cutoff = (now: Date) => new Date(now.getTime() - DELETED_KEPT_DAYS * DAY).toISOString()

/** Items whose latest revision is their deletion, deleted within the last 30 days, newest first. */
export async function recentlyDeleted(db: Db, now: Date): Promise<DeletedItem[]> {
	const rows = await db
		.selectFrom('revisions as r')
		.select(['r.item_type', 'r.item_id', 'r.title', 'r.actor', 'r.created_at'])
		.where('r.action', '=', 'deleted')
		.where('r.created_at', '>=', cutoff(now))
		.where(({ not, exists, selectFrom }) =>
			not(
				exists(
					selectFrom('revisions as later')
						.select('later.id')
						.whereRef('later.item_type', '=', 'r.item_type')
						.whereRef('later.item_id', '=', 'r.item_id')
						.whereRef('later.version', '>', 'r.version'),
				),
			),
		)
		.orderBy('r.created_at', 'desc')
		.limit(500)
		.execute()
	return rows.map((r) => ({
		type: r.item_type as ItemType,
		id: Number(r.item_id),
		title: r.title,
		actor: r.actor,
		deletedAt: r.created_at,
		until: new Date(new Date(r.created_at).getTime() + DELETED_KEPT_DAYS * DAY).toISOString(),
	}))
}

/**
 * Forgets items deleted more than 30 days ago: every revision of an item whose latest revision
 * is a deletion that old. Run lazily, when an item is deleted and when the "Recently deleted"
 * screen is opened (decision 025): no scheduler needed, on any number of instances.
 */
export async function purgeDeleted(db: Db, now: Date): Promise<number> {
	const old = await db
		.selectFrom('revisions as r')
		.select(['r.item_type', 'r.item_id'])
		.where('r.action', '=', 'deleted')
		.where('r.created_at', '<', cutoff(now))
		.where(({ not, exists, selectFrom }) =>
			not(
				exists(
					selectFrom('revisions as later')
						.select('later.id')
						.whereRef('later.item_type', '=', 'r.item_type')
						.whereRef('later.item_id', '=', 'r.item_id')
						.whereRef('later.version', '>', 'r.version'),
				),
			),
		)
		.execute()
	for (const item of old) {
		await db
			.deleteFrom('revisions')
			.where('item_type', '=', item.item_type)
			.where('item_id', '=', item.item_id)
			.execute()
	}
	return old.length
}
