import type { Kysely, Transaction } from 'kysely'
import { logActivity } from '#app/db/activity.server'
import { getDb } from '#app/db/client.server'
import type { Database } from '#app/db/schema'
import type { StaffUser } from '#app/auth/session.server'
import { ADMIN_BASE } from '#app/config'
import {
	dropPending,
	getPending,
	putPending,
	tellPublished,
} from '#app/features/review/pending.server'
import { currentVersion, writeRevision } from '#app/features/revisions/revisions.server'
import { nowIso } from '#app/platform/clock.server'
import { pageSnapshot, snapshotInput } from './page-revisions'
import { pageRow, savePage, type Author, type PageInput } from './page-writes.server'

/**
 * Changes to a published page kept aside, and pages under review (decision 029): the page
 * editor's side of `features/review`.
 */

const editorPath = (id: number) => `${ADMIN_BASE}/pages/edit?id=${id}`

/**
 * Keeps a published page's changes aside (the public keeps the published version), as a revision
 * of their own, optionally sent for review. 'conflict' when the page changed since the form opened.
 */
export async function keepPageChanges(
	db: Kysely<Database>,
	id: number,
	input: PageInput,
	user: Pick<StaffUser, 'id' | 'name'>,
	author: Author,
	options: { submit: boolean; expectedVersion?: number },
): Promise<'kept' | 'conflict'> {
	const now = nowIso()
	const title = input.content.title.en || input.content.title.fr
	return db.transaction().execute(async (trx) => {
		if (
			options.expectedVersion !== undefined &&
			options.expectedVersion !== (await currentVersion(trx, 'page', id))
		) {
			return 'conflict' as const
		}
		const before = await pageRow(trx, id)
		await putPending(trx, {
			type: 'page',
			id,
			content: input,
			title,
			user,
			submit: options.submit,
			now,
		})
		await writeRevision(trx, {
			type: 'page',
			id,
			action: 'drafted',
			title,
			content: input,
			before: before ? pageSnapshot(before) : undefined,
			actor: author.actor,
			now,
		})
		await logActivity(
			trx,
			{
				action: options.submit ? 'submitted' : 'drafted',
				itemType: 'page',
				itemId: id,
				itemTitle: title,
				actor: author.actor,
				kind: 'content',
				ip: author.ip,
			},
			now,
		)
		return 'kept' as const
	})
}

/** A draft page sent for review as it is. */
export async function submitPage(id: number, title: string, user: Pick<StaffUser, 'id' | 'name'>) {
	const now = nowIso()
	await getDb()
		.transaction()
		.execute((trx) => submitPageIn(trx, id, title, user, now))
}

/** `submitPage` in a transaction already open (a page restored by someone whose work is reviewed). */
export async function submitPageIn(
	trx: Transaction<Database>,
	id: number,
	title: string,
	user: Pick<StaffUser, 'id' | 'name'>,
	now: string,
	ip: string | null = null,
) {
	await putPending(trx, { type: 'page', id, content: null, title, user, submit: true, now })
	await logActivity(
		trx,
		{
			action: 'submitted',
			itemType: 'page',
			itemId: id,
			itemTitle: title,
			actor: user.name,
			kind: 'content',
			ip,
		},
		now,
	)
}

/** The page is public as just saved: nothing is pending any more, and its author is told. */
export async function pagePublished(id: number, user: StaffUser) {
	const db = getDb()
	const pending = await getPending(db, 'page', id)
	if (!pending) return
	await dropPending(db, 'page', id)
	if (pending.submittedAt && pending.authorId !== user.id) {
		await tellPublished(db, pending, user.name, editorPath(id), nowIso())
	}
}

/** Forgets a page's changes kept aside. */
export async function discardPageChanges(id: number, author: Author) {
	await getDb()
		.transaction()
		.execute(async (trx) => {
			const pending = await getPending(trx, 'page', id)
			if (!pending) return
			await dropPending(trx, 'page', id)
			await logActivity(trx, {
				action: 'discarded',
				itemType: 'page',
				itemId: id,
				itemTitle: pending.title,
				actor: author.actor,
				kind: 'content',
				ip: author.ip,
			})
		})
}

/**
 * An administrator publishes what was submitted for a page: its changes kept aside, or the draft
 * page as it is. Null when nothing waits for review there any more.
 */
export async function approvePendingPage(id: number, user: StaffUser, ip: string | null) {
	const db = getDb()
	const pending = await getPending(db, 'page', id)
	const row = await pageRow(db, id)
	if (!pending?.submittedAt || !row) return null
	const input = pending.content === null ? pageSnapshot(row) : snapshotInput(pending.content)
	if (!input) return null
	const saved = await savePage(db, { ...input, status: 'published' }, { actor: user.name, ip }, id)
	if (!saved || 'conflict' in saved) return null
	await pagePublished(id, user)
	return 'published' as const
}
