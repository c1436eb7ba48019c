import type { Kysely, Transaction } from 'kysely'
import type { Database, Role } from '#app/db/schema'
import { getSettings } from '#app/features/settings/queries.server'
import type { StaffUser } from '#app/auth/session.server'
import type { PendingView } from './pending-notice'
import { ADMIN_BASE } from '#app/config'
import { createT } from '#app/i18n/catalogs.server'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'

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
	if (entry.submit) {
		await notify(db, entry.now, {
			to: { role: 'admin' },
			title: both('admin.review.notice.submitted', { title: entry.title }),
			body: both('admin.review.notice.submittedBody', { name: entry.user.name }),
			link: REVIEW_PATH,
		})
	}
}

/** Forgets what was pending for an item (published, discarded, or the item deleted). */
export async function dropPending(db: Db, type: string, id: number) {
	await db
		.deleteFrom('pending_changes')
		.where('item_type', '=', type)
		.where('item_id', '=', id)
		.execute()
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
	if (pending.authorId !== null) {
		await notify(db, now, {
			to: { userId: pending.authorId },
			title: both('admin.review.notice.sentBack', { title: pending.title }),
			body: both('admin.review.notice.sentBackBody', { name: by, comment }),
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
		to: { userId: pending.authorId },
		title: both('admin.review.notice.published', { title: pending.title }),
		body: both('admin.review.notice.publishedBody', { name: by }),
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

/** A notice's text in both languages, from the staff catalogs. */
const both = (key: AdminMessageKey, vars: Record<string, string>) => ({
	en: createT('en')(key, vars),
	fr: createT('fr')(key, vars),
})

async function notify(
	db: Db,
	now: string,
	notice: {
		to: { role: Role } | { userId: number }
		title: { en: string; fr: string }
		body: { en: string; fr: string }
		link: string
	},
) {
	await db
		.insertInto('notifications')
		.values({
			title_en: notice.title.en.slice(0, 200),
			title_fr: notice.title.fr.slice(0, 200),
			body_en: notice.body.en.slice(0, 1000),
			body_fr: notice.body.fr.slice(0, 1000),
			link: notice.link,
			read_at: null,
			created_at: now,
			user_id: 'userId' in notice.to ? notice.to.userId : null,
			role: 'role' in notice.to ? notice.to.role : null,
		})
		.execute()
}
