import { data } from 'react-router'
import { assertCsrf, requireStaff, requireStaffAction } from '#app/auth/auth.server'
import { logActivity } from '#app/db/activity.server'
import { getDb } from '#app/db/client.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { parseId } from '#app/features/cms/resource.server'
import { contentType } from '#app/features/content-types.server'
import { getSettings, setSetting } from '#app/features/settings/queries.server'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { readSmallForm } from '#app/platform/request-body.server'
import { nowIso } from '#app/platform/clock.server'
import { awaitingReview, REVIEW_PATH, sendBack } from './pending.server'
import { pageAddress } from '#app/platform/page-address.server'

/**
 * The review screen (decision 029): what editors submitted, for an administrator to publish or
 * send back with a comment; and the setting that turns review on.
 */

const COMMENT_MAX = 1000

/** Where an item is edited, and what it is called in a list. */
function describe(type: string, id: number) {
	const kind = contentType(type)
	return kind ? { edit: kind.editPath(id), kind: kind.screenLabel } : null
}

export async function reviewLoader(
	request: Request,
	/** The route's address (React Router's `url`); a direct call's request has no other. */
	url = pageAddress(request),
) {
	const session = await requireStaff(request)
	const db = getDb()
	const rows = await awaitingReview(db)
	const items = rows.flatMap((row) => {
		const where = describe(row.item_type, Number(row.item_id))
		if (!where) return []
		return [
			{
				type: row.item_type,
				id: Number(row.item_id),
				title: row.title,
				author: row.author,
				since: row.submitted_at!,
				changes: row.content !== null,
				...where,
			},
		]
	})
	return {
		items,
		isAdmin: session.user.role === 'admin',
		reviewRequired: (await getSettings(db)).reviewRequired,
		// The item whose "Send back" form came back with a message.
		sendingBack: url.searchParams.get('back'),
	}
}

export type ReviewLoaderData = Awaited<ReturnType<typeof reviewLoader>>
export interface ReviewActionData {
	/** `type:id` of the item whose comment was missing. */
	item: string
	error: AdminMessageKey
	comment: string
}

const flash = (kind: 'success' | 'error', text: AdminMessageKey) =>
	redirectWithFlash(REVIEW_PATH, {
		kind,
		title: kind === 'success' ? 'admin.toast.successTitle' : 'admin.toast.errorTitle',
		text,
	})

export async function reviewAction(request: Request, context: { clientIp?: string | null }) {
	// Publishing and sending back are an administrator's.
	const session = await requireStaffAction(request, { role: 'admin' })
	const form = await readSmallForm(request, 16 * 1024)
	assertCsrf(session, form)
	const db = getDb()
	const intent = String(form.get('intent') ?? '')
	const ip = clientAddress(context)
	if (intent === 'setting') {
		const on = form.get('reviewRequired') === 'on'
		await setSetting(db, 'reviewRequired', on)
		await logActivity(db, {
			action: 'updated',
			itemType: 'settings',
			itemTitle: 'reviewRequired',
			actor: session.user.name,
			kind: 'content',
			ip,
		})
		return flash('success', 'admin.review.toast.settingSaved')
	}
	const type = String(form.get('type') ?? '')
	const id = parseId(form.get('id'))
	const where = id ? describe(type, id) : null
	if (!id || !where) return flash('error', 'admin.review.gone')
	if (intent === 'publish') {
		const result = (await contentType(type)?.review?.approve(id, session.user, ip)) ?? null
		if (result === 'taken') return flash('error', 'admin.deleted.taken')
		return flash(
			result ? 'success' : 'error',
			result ? 'admin.review.toast.published' : 'admin.review.gone',
		)
	}
	if (intent === 'sendBack') {
		const comment = String(form.get('comment') ?? '')
			.replaceAll('\u0000', '')
			.trim()
			.slice(0, COMMENT_MAX)
		if (!comment) {
			return data<ReviewActionData>(
				{ item: `${type}:${id}`, error: 'admin.review.commentRequired', comment },
				{ status: 400 },
			)
		}
		const now = nowIso()
		const done = await db.transaction().execute(async (trx) => {
			const sent = await sendBack(trx, type, id, comment, session.user.name, where.edit, now)
			if (sent) {
				await logActivity(
					trx,
					{
						action: 'sent-back',
						itemType: type,
						itemId: id,
						actor: session.user.name,
						kind: 'content',
						ip,
					},
					now,
				)
			}
			return sent
		})
		return flash(
			done ? 'success' : 'error',
			done ? 'admin.review.toast.sentBack' : 'admin.review.gone',
		)
	}
	return flash('error', 'admin.toast.notFound')
}
