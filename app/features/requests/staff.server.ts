import type { Kysely, Transaction } from 'kysely'
import type { StaffSession } from '#app/auth/session.server'
import type { Database, RequestStatus } from '#app/db/schema'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { getSettings } from '#app/features/settings/queries.server'
import { nowIso } from '#app/platform/clock.server'
import { wakeMailer } from '#app/platform/mail/outbox.server'
import { getStorage } from '#app/platform/storage/storage.server'
import { enqueueConfirmation, enqueueReply } from './mail.server'
import { notify, resolveNotices } from '#app/features/notifications/notices.server'
import { requestLink, wakeNotifier } from '#app/features/notifications/sweep.server'
import { REQUEST_LIMITS, REQUEST_STATUSES, withoutControls } from './request-rules'

type Db = Kysely<Database>

const isStatus = (value: string): value is RequestStatus =>
	(REQUEST_STATUSES as readonly string[]).includes(value)

const text = (form: FormData, name: string) => {
	const value = form.get(name)
	return typeof value === 'string' ? withoutControls(value).trim() : ''
}

export type StaffActionResult =
	{ ok: true; message: AdminMessageKey } | { ok: false; message: AdminMessageKey; status: number }

async function log(
	trx: Transaction<Database>,
	id: number,
	session: StaffSession,
	entry: { kind: 'event' | 'note' | 'reply'; action: string; body?: string | null },
	at: string,
) {
	const row = await trx
		.insertInto('request_log')
		.values({
			request_id: id,
			kind: entry.kind,
			action: entry.action,
			body: entry.body ?? null,
			actor: session.user.name,
			actor_id: session.user.id,
			created_at: at,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** A status change, with the moment it was resolved or closed (retention counts from there). */
function statusPatch(status: RequestStatus, at: string) {
	return {
		status,
		closed_at: status === 'resolved' || status === 'closed' ? at : null,
	}
}

/**
 * One change to a request from the staff inbox (every one a POST with the staff token, checked by
 * the route): assign, change the status, reply in public (emailed), add an internal note, mark as
 * spam or not. Each is written with its line in the request's log, in one transaction.
 *
 * Then its notices (decision 050): once touched, "no one has touched it" is settled; once
 * resolved, closed or marked as spam, every notice about it is.
 */
export async function staffRequestAction(
	db: Db,
	session: StaffSession,
	id: number,
	form: FormData,
	origin: string,
): Promise<StaffActionResult> {
	const result = await applyStaffAction(db, session, id, form, origin)
	if (!result.ok) return result
	const after = await db
		.selectFrom('requests')
		.select(['status', 'spam_at'])
		.where('id', '=', id)
		.executeTakeFirst()
	if (after) {
		const done = after.spam_at !== null || after.status === 'resolved' || after.status === 'closed'
		await resolveNotices(db, `request:${id}`, nowIso(), done ? undefined : ['request.untouched'])
	}
	wakeNotifier()
	return result
}

async function applyStaffAction(
	db: Db,
	session: StaffSession,
	id: number,
	form: FormData,
	origin: string,
): Promise<StaffActionResult> {
	const intent = text(form, 'intent')
	const current = await db
		.selectFrom('requests')
		.selectAll()
		.where('id', '=', id)
		.executeTakeFirst()
	if (!current) return { ok: false, message: 'admin.toast.notFound', status: 404 }
	const at = nowIso()
	const touched = { updated_at: at, handled_at: current.handled_at ?? at }

	if (intent === 'assign') {
		const raw = text(form, 'assigned_to')
		let assignee: { id: number; name: string } | null = null
		if (raw) {
			assignee =
				(await db
					.selectFrom('users')
					.select(['id', 'name'])
					.where('id', '=', Number(raw) || 0)
					.where('active', '=', 1)
					.executeTakeFirst()) ?? null
			if (!assignee) return { ok: false, message: 'admin.requests.unknownStaff', status: 400 }
		}
		await db.transaction().execute(async (trx) => {
			await trx
				.updateTable('requests')
				.set({ assigned_to: assignee?.id ?? null, ...touched })
				.where('id', '=', id)
				.execute()
			await log(
				trx,
				id,
				session,
				{ kind: 'event', action: assignee ? 'assigned' : 'unassigned', body: assignee?.name },
				at,
			)
			// Told unless they took it themselves.
			if (assignee && assignee.id !== session.user.id && assignee.id !== current.assigned_to)
				await notify(trx, at, {
					kind: 'request.assigned',
					to: { userId: assignee.id },
					params: {
						reference: current.reference,
						category: current.category,
						name: session.user.name,
					},
					link: requestLink(id),
					subject: `request:${id}`,
				})
		})
		return { ok: true, message: 'admin.requests.assignedDone' }
	}

	if (intent === 'status') {
		const status = text(form, 'status')
		if (!isStatus(status)) return { ok: false, message: 'admin.requests.badStatus', status: 400 }
		if (status === current.status) return { ok: true, message: 'admin.requests.statusDone' }
		await db.transaction().execute(async (trx) => {
			await trx
				.updateTable('requests')
				.set({ ...statusPatch(status, at), ...touched })
				.where('id', '=', id)
				.execute()
			await log(trx, id, session, { kind: 'event', action: 'status', body: status }, at)
		})
		return { ok: true, message: 'admin.requests.statusDone' }
	}

	if (intent === 'reply' || intent === 'note') {
		const body = text(form, 'body')
		const max = intent === 'reply' ? REQUEST_LIMITS.reply : REQUEST_LIMITS.note
		if (!body) return { ok: false, message: 'admin.requests.emptyText', status: 400 }
		if (body.length > max) return { ok: false, message: 'admin.requests.textTooLong', status: 400 }
		if (intent === 'note') {
			await db.transaction().execute(async (trx) => {
				await trx.updateTable('requests').set(touched).where('id', '=', id).execute()
				await log(trx, id, session, { kind: 'note', action: 'note', body }, at)
			})
			return { ok: true, message: 'admin.requests.noteDone' }
		}
		// A reply may move the request on at the same time (e.g. "resolved").
		const asked = text(form, 'status')
		const status = isStatus(asked) ? asked : current.status
		const settings = await getSettings(db)
		let emailed = false
		await db.transaction().execute(async (trx) => {
			if (status !== current.status) {
				await trx
					.updateTable('requests')
					.set({ ...statusPatch(status, at), ...touched })
					.where('id', '=', id)
					.execute()
				await log(trx, id, session, { kind: 'event', action: 'status', body: status }, at)
			} else {
				await trx.updateTable('requests').set(touched).where('id', '=', id).execute()
			}
			const replyId = await log(trx, id, session, { kind: 'reply', action: 'reply', body }, at)
			if (current.email && !current.spam_at) {
				emailed = await enqueueReply(trx, {
					id,
					replyId,
					to: current.email,
					locale: current.locale,
					reference: current.reference,
					key: current.access_key ?? '',
					reply: body,
					status,
					origin,
					settings,
				})
			}
		})
		if (emailed) wakeMailer()
		return {
			ok: true,
			message: emailed ? 'admin.requests.replyEmailed' : 'admin.requests.replyDone',
		}
	}

	// A request held during a flood (issue 32): taken into the inbox, and its confirmation sent now.
	if (intent === 'release') {
		if (!current.held_at) return { ok: true, message: 'admin.requests.releaseDone' }
		const settings = await getSettings(db)
		let mailed = false
		await db.transaction().execute(async (trx) => {
			await trx
				.updateTable('requests')
				.set({ held_at: null, ...touched })
				.where('id', '=', id)
				.execute()
			await log(trx, id, session, { kind: 'event', action: 'released', body: null }, at)
			if (current.email && !current.spam_at) {
				const category = await trx
					.selectFrom('request_categories')
					.select(['name_en', 'name_fr'])
					.where('slug', '=', current.category)
					.executeTakeFirst()
				mailed = await enqueueConfirmation(trx, {
					id,
					to: current.email,
					locale: current.locale,
					reference: current.reference,
					key: current.access_key ?? '',
					category:
						(current.locale === 'fr' ? category?.name_fr : category?.name_en) ?? current.category,
					origin,
					settings,
				})
			}
		})
		if (mailed) wakeMailer()
		return { ok: true, message: 'admin.requests.releaseDone' }
	}

	if (intent === 'spam' || intent === 'notSpam') {
		await db.transaction().execute(async (trx) => {
			await trx
				.updateTable('requests')
				.set({ spam_at: intent === 'spam' ? at : null, ...touched })
				.where('id', '=', id)
				.execute()
			await log(trx, id, session, { kind: 'event', action: intent }, at)
		})
		return {
			ok: true,
			message: intent === 'spam' ? 'admin.requests.spamDone' : 'admin.requests.notSpamDone',
		}
	}
	return { ok: false, message: 'admin.toast.notFound', status: 400 }
}

/** The photo of a request, for staff only (the route checks the session). */
export async function requestPhoto(db: Db, id: number) {
	const row = await db
		.selectFrom('requests')
		.select('photo')
		.where('id', '=', id)
		.executeTakeFirst()
	if (!row?.photo) return null
	return { key: row.photo, storage: getStorage() }
}
