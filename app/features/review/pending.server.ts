import type { Kysely, Transaction } from 'kysely'
import type { Database } from '#app/db/schema'
import { getSettings } from '#app/features/settings/queries.server'
import type { StaffUser } from '#app/auth/session.server'
import type { PendingView } from './pending-notice'
import { ADMIN_BASE } from '#app/config'
import { nowIso } from '#app/platform/clock.server'
import { notify, resolveNotices } from '#app/features/notifications/notices.server'

/**
 * Changes not yet public and review before publishing (decision 029): the storage, shared by the
 * content types and the page editor. At most one pending row per item.
 */
type Db = Kysely<Database> | Transaction<Database>

export interface Pending {
	/** The item's editable state not yet public; null: the item itself is the draft under review. */
	content: unknown
	title: string
	author: string
	authorId: number | null
	savedAt: string
	submittedAt: string | null
	comment: string | null
	commentBy: string | null
}

/** What the staff screens show of it. */
export function pendingView(pending: Pending): PendingView {
	return {
		changes: pending.content !== null,
		author: pending.author,
		savedAt: pending.savedAt,
		submittedAt: pending.submittedAt,
		comment: pending.comment,
		commentBy: pending.commentBy,
	}
}

export async function getPending(db: Db, type: string, id: number): Promise<Pending | null> {
	const row = await db
		.selectFrom('pending_changes')
		.selectAll()
		.where('item_type', '=', type)
		.where('item_id', '=', id)
		.executeTakeFirst()
	if (!row) return null
	return {
		content: row.content === null ? null : (JSON.parse(row.content) as unknown),
		title: row.title,
		author: row.author,
		authorId: row.author_id,
		savedAt: row.saved_at,
		submittedAt: row.submitted_at,
		comment: row.comment,
		commentBy: row.comment_by,
	}
}

/**
 * Keeps changes (or, with `content` null, the draft itself) for later: saved as a draft, or sent
 * for review (`submit`). A new save replaces what was pending and clears a previous comment.
 */
export async function putPending(
	db: Db,
	entry: {
		type: string
		id: number
		content: unknown
		title: string
		user: Pick<StaffUser, 'id' | 'name'>
		submit: boolean
		now: string
	},
) {
	const values = {
		content: entry.content === null ? null : JSON.stringify(entry.content),
		title: entry.title.slice(0, 200),
		author: entry.user.name,
		author_id: entry.user.id,
		saved_at: entry.now,
		submitted_at: entry.submit ? entry.now : null,
		comment: null,
		comment_by: null,
	}
	await db
		.insertInto('pending_changes')
		.values({ item_type: entry.type, item_id: entry.id, ...values })
		.onConflict((oc) => oc.columns(['item_type', 'item_id']).doUpdateSet(values))
		.execute()
	// A new save replaces what was waiting: its "To review" notice is settled, and a new one
	// written when it is sent again (decision 050).
	await resolveNotices(db, reviewSubject(entry.type, entry.id), entry.now, ['review.submitted'])
	if (entry.submit) {
		await notify(db, entry.now, {
			kind: 'review.submitted',
			to: { role: 'admin' },
			params: { title: entry.title.slice(0, 200), name: entry.user.name },
			link: REVIEW_PATH,
			subject: reviewSubject(entry.type, entry.id),
		})
	}
}

/** What a review notice is about: resolving it settles the notice for every administrator. */
const reviewSubject = (type: string, id: number) => `review:${type}:${id}`

/**
 * Forgets what was pending for an item (published, discarded, or the item deleted): its
 * "To review" notice is done, for every administrator.
 */
export async function dropPending(db: Db, type: string, id: number) {
	await db
		.deleteFrom('pending_changes')
		.where('item_type', '=', type)
		.where('item_id', '=', id)
		.execute()
	await resolveNotices(db, reviewSubject(type, id), nowIso(), ['review.submitted'])
}

/** Back to its author with a comment: no longer waiting for review, kept as their draft. */
export async function sendBack(
	db: Db,
	type: string,
	id: number,
	comment: string,
	by: string,
	link: string,
	now: string,
) {
	const pending = await getPending(db, type, id)
	if (!pending?.submittedAt) return false
	await db
		.updateTable('pending_changes')
		.set({ submitted_at: null, comment, comment_by: by })
		.where('item_type', '=', type)
		.where('item_id', '=', id)
		.execute()
	await resolveNotices(db, reviewSubject(type, id), now, ['review.submitted'])
	if (pending.authorId !== null) {
		await notify(db, now, {
			kind: 'review.sentBack',
			to: { userId: pending.authorId },
			params: { title: pending.title, name: by, comment: comment.slice(0, 1000) },
			link,
		})
	}
	return true
}

/** Tells the author their item was published by a reviewer. */
export async function tellPublished(
	db: Db,
	pending: Pending,
	by: string,
	link: string,
	now: string,
) {
	if (pending.authorId === null) return
	await notify(db, now, {
		kind: 'review.approved',
		to: { userId: pending.authorId },
		params: { title: pending.title, name: by },
		link,
	})
}

/** Everything waiting for review, oldest first. */
export async function awaitingReview(db: Db) {
	return db
		.selectFrom('pending_changes')
		.select(['item_type', 'item_id', 'title', 'author', 'submitted_at', 'content'])
		.where('submitted_at', 'is not', null)
		.orderBy('submitted_at')
		.execute()
}

/** Whether a person must have their work reviewed before it is public. */
export async function needsReview(db: Kysely<Database>, user: Pick<StaffUser, 'role'>) {
	if (user.role === 'admin') return false
	return (await getSettings(db)).reviewRequired
}

/** The review screen's address (kept here so that notices can point at it). */
export const REVIEW_PATH = `${ADMIN_BASE}/review`
