import crypto from 'node:crypto'
import type { SubmissionResult } from '@conform-to/react'
import { sql, type Kysely, type Transaction } from 'kysely'
import { MAX_UPLOAD_BYTES } from '#app/config'
import type { Database } from '#app/db/schema'
import type { SiteMessageKey } from '#app/i18n/i18n'
import { councilToday, type Locale } from '#app/i18n/locales'
import { reencodeImage } from '#app/features/media/upload.server'
import { getSettings } from '#app/features/settings/queries.server'
import { nowMs } from '#app/platform/clock.server'
import { checkFormGuard, spendFormToken } from '#app/platform/form-guard.server'
import { atMailboxDomains, mailboxOf } from '#app/platform/mail/mailbox'
import { wakeMailer } from '#app/platform/mail/outbox.server'
import { parsePublicForm, publicRefusal, publicReply } from '#app/platform/public-form.server'
import { fileBytes, parseAdminForm } from '#app/platform/request-body.server'
import { databaseFault } from '#app/platform/db-faults.server'
import { noteDiskFull } from '#app/platform/disk-full.server'
import { getStorage, type FileStorage } from '#app/platform/storage/storage.server'
import { REQUEST_CEILINGS } from './limits.server'
import { networkOf } from '#app/platform/network'
import { newRequestKey } from './access.server'
import { enqueueConfirmation, tellStaffOfHolding } from './mail.server'
import { wakeNotifier } from '#app/features/notifications/sweep.server'
import { getRequestCategories } from './queries.server'
import { formatReference } from './request-rules'
import { requestSchema } from './request-schema'

type Db = Kysely<Database>

export type SubmitResult =
	/** `mailed`: a confirmation was queued. */
	| { kind: 'sent'; reference: string; key: string; mailed: boolean }
	/** The honeypot was filled: answered like a success, nothing stored. */
	| { kind: 'ignored' }
	/**
	 * Not stored: the form's answer (its messages, as message keys, and everything typed but the
	 * photo, which a browser cannot be given back) and the HTTP status.
	 */
	| { kind: 'refused'; status: number; reply: SubmissionResult<string[]> }

/** The form's anti-bot value was spent already: this very form was sent before. */
class FormAlreadySent extends Error {}

/** Counts requests stored since `since` matching a column's value (the limits, across instances). */
async function countSince(
	db: Db,
	since: string,
	where?: { column: 'ip' | 'network'; value: string } | 'photo' | 'held' | 'notHeld',
) {
	let query = db
		.selectFrom('requests')
		.select((eb) => eb.fn.countAll().as('n'))
		.where('created_at', '>', since)
	if (where === 'photo') query = query.where('photo', 'is not', null)
	else if (where === 'held') query = query.where('held_at', 'is not', null)
	else if (where === 'notHeld') query = query.where('held_at', 'is', null)
	else if (where) query = query.where(where.column, '=', where.value)
	return Number((await query.executeTakeFirstOrThrow()).n)
}

/**
 * What the limits say of this request: refused (one address or one mailbox sending too much, the
 * photos' or the held requests' ceiling), held (its network sent too much, or the day's ceiling is
 * reached: stored for staff, no mail sent), or null to take it as usual.
 */
async function limitReached(
	db: Db,
	ip: string | null,
	email: string,
	withPhoto: boolean,
	now: number,
): Promise<{ refuse: SiteMessageKey } | { hold: true } | null> {
	const refusal = await refusedBy(db, ip, email, withPhoto, now)
	if (refusal) return { refuse: refusal }
	const hourAgo = new Date(now - 3600_000).toISOString()
	const dayAgo = new Date(now - 24 * 3600_000).toISOString()
	const network = networkOf(ip)
	const flooded =
		(network &&
			((await countSince(db, hourAgo, { column: 'network', value: network })) >=
				REQUEST_CEILINGS.perNetworkHour ||
				(await countSince(db, dayAgo, { column: 'network', value: network })) >=
					REQUEST_CEILINGS.perNetworkDay)) ||
		(await countSince(db, dayAgo, 'notHeld')) >= REQUEST_CEILINGS.perDay
	if (!flooded) return null
	if ((await countSince(db, dayAgo, 'held')) >= REQUEST_CEILINGS.heldPerDay)
		return { refuse: 'requests.error.ceiling' }
	return { hold: true }
}

async function refusedBy(
	db: Db,
	ip: string | null,
	email: string,
	withPhoto: boolean,
	now: number,
): Promise<SiteMessageKey | null> {
	const hourAgo = new Date(now - 3600_000).toISOString()
	const dayAgo = new Date(now - 24 * 3600_000).toISOString()
	if (ip) {
		if (
			(await countSince(db, hourAgo, { column: 'ip', value: ip })) >=
			REQUEST_CEILINGS.perAddressHour
		)
			return 'requests.error.tooMany'
		if (
			(await countSince(db, dayAgo, { column: 'ip', value: ip })) >= REQUEST_CEILINGS.perAddressDay
		)
			return 'requests.error.tooMany'
	}
	if (email) {
		// Per mailbox: `name+1@…` and `name+2@…` are one inbox (decision 046).
		const mailbox = mailboxOf(email)
		const sent = (
			await db
				.selectFrom('requests')
				.select(['email', 'created_at'])
				.where('created_at', '>', dayAgo)
				.where(atMailboxDomains(email))
				.execute()
		).filter((row) => row.email !== null && mailboxOf(row.email) === mailbox)
		if (sent.filter((row) => row.created_at > hourAgo).length >= REQUEST_CEILINGS.perEmailHour)
			return 'requests.error.tooManyEmail'
		if (sent.length >= REQUEST_CEILINGS.perEmailDay) return 'requests.error.tooManyEmail'
	}
	if (withPhoto && (await countSince(db, dayAgo, 'photo')) >= REQUEST_CEILINGS.photosPerDay)
		return 'requests.error.photoCeiling'
	return null
}

/**
 * The next number of the year, in the caller's write transaction: the counter row is updated
 * (PostgreSQL locks it until the transaction ends; SQLite's write transactions run one at a
 * time), so two instances never hand out the same number. The unique reference is the backstop.
 */
export async function takeNumber(trx: Transaction<Database>, year: number) {
	await trx
		.insertInto('request_counters')
		.values({ year, last: 0 })
		.onConflict((oc) => oc.column('year').doNothing())
		.execute()
	const row = await trx
		.updateTable('request_counters')
		.set({ last: sql`last + 1` })
		.where('year', '=', year)
		.returning('last')
		.executeTakeFirstOrThrow()
	return row.last
}

const photoError = {
	'admin.upload.notImage': 'requests.error.photoType',
	'admin.upload.tooLarge': 'requests.error.photoSize',
	'admin.upload.tooSmall': 'requests.error.photoSmall',
} as const satisfies Record<string, SiteMessageKey>

/**
 * `POST /contact` (and `/fr/contact`): checks the anti-abuse fields, the form, the limits and the
 * photo, then stores the request with its reference and queues the confirmation mail, in one
 * transaction. Everything refused comes back with what was typed and a message in `locale`.
 */
export async function submitRequest(
	request: Request,
	{
		locale,
		clientIp,
		origin,
		db,
		storage = getStorage(),
	}: { locale: Locale; clientIp: string | null; origin: string; db: Db; storage?: FileStorage },
): Promise<SubmitResult> {
	// At most one picture and a little text: the body is counted as it arrives and cut past this.
	const { form, oversized } = await parseAdminForm(request, {
		file: MAX_UPLOAD_BYTES,
		body: MAX_UPLOAD_BYTES + 256 * 1024,
	})
	const now = nowMs()
	const guard = checkFormGuard(form, { now })
	if (!guard.ok && guard.reason === 'honeypot') return { kind: 'ignored' }

	const categories = await getRequestCategories(db, locale)
	const submission = parsePublicForm(form, requestSchema(categories.map((c) => c.slug)))
	// The photo is read by the body reader, not sent back (a browser cannot refill a file field).
	const hide = ['photo']
	const refuse = (status: number, reply: SubmissionResult<string[]>): SubmitResult => ({
		kind: 'refused',
		status,
		reply,
	})
	if (!guard.ok) {
		const message = guard.reason === 'too-fast' ? 'requests.error.tooFast' : 'requests.error.again'
		return refuse(400, publicRefusal(submission, message satisfies SiteMessageKey, { hide }))
	}

	const file = form.get('photo')
	const photo = file instanceof File && file.size > 0 ? file : null
	const photoTooLarge = oversized.includes('photo')
	if (submission.status !== 'success' || photoTooLarge) {
		const fieldErrors = photoTooLarge
			? { photo: ['requests.error.photoSize' satisfies SiteMessageKey] }
			: undefined
		return refuse(400, publicReply(submission, { fieldErrors, hide }))
	}
	const values = submission.value
	const category = categories.find((c) => c.slug === values.category)!

	const limit = await limitReached(db, clientIp, values.email, Boolean(photo), now)
	if (limit && 'refuse' in limit)
		return refuse(429, publicRefusal(submission, limit.refuse, { hide }))
	const held = Boolean(limit?.hold)

	let photoKey: string | null = null
	if (photo) {
		const encoded = await reencodeImage(await fileBytes(photo), REQUEST_CEILINGS.photoMaxSide, 72)
		if (!encoded.ok) {
			const fieldErrors = { photo: [photoError[encoded.error]] }
			return refuse(400, publicReply(submission, { fieldErrors, hide }))
		}
		// A name the server chooses, in a folder the public uploads route never serves.
		photoKey = `requests/${crypto.randomBytes(16).toString('hex')}.webp`
		try {
			await storage.put(photoKey, encoded.data, 'image/webp')
		} catch (error) {
			// The file store is away or full (decision 049): the text comes back, the photo is asked again.
			console.error('[requests] photo not stored:', error instanceof Error ? error.message : error)
			const fieldErrors = { photo: ['requests.error.photoNotKept' satisfies SiteMessageKey] }
			return refuse(503, publicReply(submission, { fieldErrors, hide }))
		}
	}

	const { point } = values
	const settings = await getSettings(db)
	const at = new Date(now).toISOString()
	const year = Number(councilToday(new Date(now)).slice(0, 4))
	let stored: { id: number; reference: string; mailed: boolean }
	const key = newRequestKey()
	try {
		stored = await db.transaction().execute(async (trx) => {
			// The form's value is spent with the request it brought (issue 32): sent again, refused.
			if (!(await spendFormToken(trx, form, now))) throw new FormAlreadySent()
			const number = await takeNumber(trx, year)
			const reference = formatReference(settings.requestPrefix, year, number)
			const { id } = await trx
				.insertInto('requests')
				.values({
					reference,
					year,
					number,
					category: values.category,
					description: values.description,
					location: values.location,
					map_x: point?.[0] ?? null,
					map_y: point?.[1] ?? null,
					photo: photoKey,
					name: values.name || null,
					email: values.email || null,
					phone: values.phone || null,
					locale,
					status: 'received',
					ip: clientIp,
					network: networkOf(clientIp),
					held_at: held ? at : null,
					created_at: at,
					updated_at: at,
					access_key: key,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
			await trx
				.insertInto('request_log')
				.values({
					request_id: id,
					kind: 'event',
					action: 'submitted',
					body: null,
					actor: '',
					actor_id: null,
					created_at: at,
				})
				.execute()
			let mailed = false
			// A held request sends no mail: a flood would otherwise be a way to mail anyone.
			if (held) await tellStaffOfHolding(trx, at, origin)
			else if (values.email) {
				mailed = await enqueueConfirmation(trx, {
					id,
					to: values.email,
					locale,
					reference,
					key,
					category: category.name,
					origin,
					settings,
				})
			}
			return { id, reference, mailed }
		})
	} catch (error) {
		if (photoKey) await storage.delete(photoKey).catch(() => {})
		if (error instanceof FormAlreadySent)
			return refuse(409, publicRefusal(submission, 'requests.error.alreadySent', { hide }))
		// The disk is full or the database away (decision 049): what was typed comes back.
		const fault = databaseFault(error)
		if (fault) {
			if (fault === 'full') noteDiskFull()
			console.error(`[requests] not stored (database ${fault}):`, (error as Error).message)
			return refuse(503, publicRefusal(submission, 'requests.error.notNow', { hide }))
		}
		throw error
	}
	if (stored.mailed) wakeMailer()
	// Staff are told by the background notifier (decision 050): this only sets it going.
	wakeNotifier()
	return { kind: 'sent', reference: stored.reference, key, mailed: stored.mailed }
}
