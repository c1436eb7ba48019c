import os from 'node:os'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '#app/db/schema'
import { councilKept } from '#app/db/client.server'
import { nowIso, nowMs } from '#app/platform/clock.server'
import { mailEnabled } from './mail-config.server'

/**
 * The outgoing mail queue (decision 037). A feature queues a mail in its own transaction, so a mail
 * exists exactly when what it tells of was saved; a background sender on any instance delivers it.
 * Nothing here makes a person's request wait for an SMTP server.
 */

export interface OutgoingMail {
	/**
	 * Unique forever: queueing a second mail with the same key does nothing, so a notice is sent
	 * once even when several instances see the same event (e.g. `request:12:reply:3`).
	 */
	key: string
	to: string
	subject: string
	/** Plain text, always. */
	text: string
	/** A simple HTML alternative. */
	html?: string
	/** e.g. List-Unsubscribe and List-Unsubscribe-Post. */
	headers?: Record<string, string>
	/** Lower is sent first: 0 emergency alerts, 1 warnings, 5 the default. */
	priority?: number
}

/** What one message may weigh at most, so a queue cannot fill the disk with a few huge rows. */
export const MAX_MAIL_CHARS = 200_000
/** Headers a caller may set; the sender writes the others itself. */
const ALLOWED_HEADER = /^(list-unsubscribe(-post)?|list-id|auto-submitted|x-[a-z0-9-]+)$/i

/**
 * Queues a mail (inside the caller's transaction when given one). Returns false when a mail with
 * this key was already queued, or when email is off (then nothing is stored: a queue no one sends
 * would only grow).
 */
export async function enqueueMail(
	db: Kysely<Database> | Transaction<Database>,
	mail: OutgoingMail,
): Promise<boolean> {
	if (!mailEnabled()) return false
	const problem = mailProblem(mail)
	if (problem) throw new Error(`enqueueMail(${mail.key}): ${problem}`)
	const at = nowIso()
	const result = await db
		.insertInto('mail_outbox')
		.values({
			key: mail.key,
			to_address: mail.to.trim(),
			subject: mail.subject.replace(/[\r\n]+/g, ' ').trim(),
			body_text: mail.text,
			body_html: mail.html ?? null,
			headers: JSON.stringify(mail.headers ?? {}),
			priority: mail.priority ?? 5,
			next_attempt_at: at,
			created_at: at,
		})
		.onConflict((oc) => oc.column('key').doNothing())
		.executeTakeFirst()
	return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

function mailProblem(mail: OutgoingMail): string | null {
	if (!mail.key || mail.key.length > 200) return 'a key of 1 to 200 characters is needed'
	if (!/^[^\s@<>,;]+@[^\s@<>,;]+$/.test(mail.to.trim())) return 'one recipient address is needed'
	if (mail.text.length + (mail.html?.length ?? 0) > MAX_MAIL_CHARS) return 'the message is too long'
	for (const [name, value] of Object.entries(mail.headers ?? {})) {
		if (!ALLOWED_HEADER.test(name)) return `the header ${name} is written by the sender`
		if (/[\r\n]/.test(value)) return `the header ${name} holds a line break`
	}
	return null
}

// ---------------------------------------------------------------------------------------------
// Sending

/** How long one sender holds a mail before another may try it (a sender that died mid-send). */
const LEASE_MS = 2 * 60_000
/** Waits before the 1st, 2nd… retry; past the last, the mail is marked failed. */
const RETRY_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000]
/** Sent and failed mails are deleted after this: they hold addresses (decision 037). */
export const KEEP_DONE_MS = 30 * 24 * 3600_000

export type SendMail = (mail: {
	/** The queue's key: the same mail, sent again, carries the same Message-ID. */
	key: string
	to: string
	subject: string
	text: string
	html?: string
	headers: Record<string, string>
}) => Promise<void>

/** An SMTP refusal that trying again will not change (a 5xx answer). */
export function isPermanent(error: unknown) {
	const code = (error as { responseCode?: number } | null)?.responseCode
	return typeof code === 'number' && code >= 500 && code < 600
}

/** A process's name on its leases: `host/pid/started`. */
export interface LeaseHolder {
	host: string
	pid: number
	started: number
}

const STARTED = Date.now()
/** This process, as its leases name it. */
export const thisProcess: LeaseHolder = { host: os.hostname(), pid: process.pid, started: STARTED }

function holderName(holder: LeaseHolder) {
	return `${holder.host}/${holder.pid}/${holder.started}`
}

/** Whether a process of this host is running (signal 0 checks without sending anything). */
function processRuns(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch (error) {
		// EPERM: it runs, under another user.
		return (error as NodeJS.ErrnoException).code === 'EPERM'
	}
}

/**
 * Releases the leases of processes of this host that are no longer running (killed, crashed, or
 * an earlier start of a container that reuses its pid), so their mails are sent now rather than
 * when the lease ends. Leases of other hosts wait for their end (LEASE_MS): this host cannot tell
 * whether they run. Returns how many were released.
 */
export async function releaseDeadLeases(
	db: Kysely<Database>,
	me: LeaseHolder = thisProcess,
	runs: (pid: number) => boolean = processRuns,
) {
	const held = await db
		.selectFrom('mail_outbox')
		.select(['id', 'locked_by'])
		.where('status', '=', 'pending')
		.where('locked_until', '>=', nowIso())
		.where('locked_by', 'is not', null)
		.execute()
	const dead = held.filter((row) => {
		const [host, pid, started] = (row.locked_by ?? '').split('/')
		if (host !== me.host) return false
		if (Number(pid) === me.pid) return Number(started) !== me.started
		return !runs(Number(pid))
	})
	for (const row of dead)
		await db
			.updateTable('mail_outbox')
			.set({ locked_until: null, locked_by: null })
			.where('id', '=', row.id)
			.where('locked_by', '=', row.locked_by)
			.execute()
	return dead.length
}

/**
 * Takes the most urgent due mail for this sender, or null. The conditional update is the claim:
 * when several instances look at once, one of them gets each mail.
 */
async function claimNext(db: Kysely<Database>, holder: LeaseHolder) {
	const at = nowIso()
	for (let tries = 0; tries < 5; tries++) {
		const next = await db
			.selectFrom('mail_outbox')
			.select(['id', 'locked_until'])
			.where('status', '=', 'pending')
			.where('next_attempt_at', '<=', at)
			.where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
			.orderBy('priority')
			.orderBy('id')
			.limit(1)
			.executeTakeFirst()
		if (!next) return null
		const claimed = await db
			.updateTable('mail_outbox')
			.set({
				locked_until: new Date(nowMs() + LEASE_MS).toISOString(),
				locked_by: holderName(holder),
			})
			.where('id', '=', next.id)
			.where('status', '=', 'pending')
			.where((eb) =>
				next.locked_until === null
					? eb('locked_until', 'is', null)
					: eb('locked_until', '=', next.locked_until),
			)
			.executeTakeFirst()
		if (Number(claimed.numUpdatedRows) === 1)
			return db
				.selectFrom('mail_outbox')
				.selectAll()
				.where('id', '=', next.id)
				.executeTakeFirstOrThrow()
	}
	return null
}

/**
 * Sends due mails, most urgent first, until none is due, `max` were tried or `stopped()` says so
 * (looked at before each claim). Each is marked sent, or put back with a later attempt time, or
 * marked failed (a permanent refusal, or retries spent). Returns how many were sent.
 */
export async function sendDueMail(
	db: Kysely<Database>,
	send: SendMail,
	max = 100,
	options: { stopped?: () => boolean; holder?: LeaseHolder } = {},
) {
	let sent = 0
	for (let i = 0; i < max && !options.stopped?.(); i++) {
		const mail = await claimNext(db, options.holder ?? thisProcess)
		if (!mail) break
		try {
			await send({
				key: mail.key,
				to: mail.to_address,
				subject: mail.subject,
				text: mail.body_text,
				html: mail.body_html ?? undefined,
				headers: JSON.parse(mail.headers) as Record<string, string>,
			})
			await db
				.updateTable('mail_outbox')
				.set({
					status: 'sent',
					sent_at: nowIso(),
					locked_until: null,
					locked_by: null,
					last_error: null,
					attempts: mail.attempts + 1,
				})
				.where('id', '=', mail.id)
				.execute()
			sent++
		} catch (error) {
			const attempts = mail.attempts + 1
			const wait = RETRY_MS[attempts - 1]
			const failed = isPermanent(error) || wait === undefined
			const message = error instanceof Error ? error.message : String(error)
			console.error(`[mail] ${failed ? 'gave up on' : 'will retry'} mail ${mail.id}: ${message}`)
			await db
				.updateTable('mail_outbox')
				.set({
					status: failed ? 'failed' : 'pending',
					attempts,
					locked_until: null,
					locked_by: null,
					last_error: message.slice(0, 500),
					next_attempt_at: new Date(nowMs() + (wait ?? 0)).toISOString(),
				})
				.where('id', '=', mail.id)
				.execute()
		}
	}
	return sent
}

/** Deletes sent and failed mails older than KEEP_DONE_MS. */
export async function purgeDoneMail(db: Kysely<Database>) {
	const before = new Date(nowMs() - KEEP_DONE_MS).toISOString()
	const result = await db
		.deleteFrom('mail_outbox')
		.where('status', 'in', ['sent', 'failed'])
		.where('created_at', '<', before)
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}

/** Counts for the staff area: waiting, failed in the last week. */
export async function mailQueueFigures(db: Kysely<Database>) {
	const weekAgo = new Date(nowMs() - 7 * 24 * 3600_000).toISOString()
	const rows = await db
		.selectFrom('mail_outbox')
		.select(['status', (eb) => eb.fn.countAll<number>().as('n')])
		.where((eb) => eb.or([eb('status', '=', 'pending'), eb('created_at', '>=', weekAgo)]))
		.groupBy('status')
		.execute()
	const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0)
	return { pending: count('pending'), failed: count('failed'), sent: count('sent') }
}

// ---------------------------------------------------------------------------------------------
// The background sender

const WAKE = Symbol('mailer wake-up')
/** The sender's wake-up: each council's own, serving several (decision 060). */
const waking = () => councilKept(WAKE, (): { wake?: () => void } => ({}))

/** Nudges this instance's sender to look at the queue now (call after the transaction commits). */
export function wakeMailer() {
	waking().wake?.()
}

/** How often each instance looks at the queue when nothing woke it (mail queued by another). */
const POLL_MS = 2_000

/**
 * Runs the sender in this process until stopped: at once when woken, else every `every` ms. One
 * pass at a time; a failure is reported and the next pass tries again. The timer does not keep the
 * process alive. Its first pass releases the leases of this host's dead processes.
 *
 * The returned stop takes no new mail and resolves once the mail being sent is recorded (sent or
 * put back), so the database may close after it: a mail the SMTP server took is never left
 * looking unsent (issue 32: a graceful restart during a burst sent one twice).
 */
export function startMailer(
	db: Kysely<Database>,
	send: SendMail,
	every = POLL_MS,
): () => Promise<void> {
	let running: Promise<void> | undefined
	let again = false
	let stopped = false
	let lastPurge = 0
	let released = false
	const pass = async () => {
		try {
			if (!released) {
				released = true
				const n = await releaseDeadLeases(db)
				if (n) console.log(`[mail] released ${n} mail(s) held by a process that stopped`)
			}
			do {
				again = false
				await sendDueMail(db, send, 100, { stopped: () => stopped })
			} while (again && !stopped)
			if (!stopped && nowMs() - lastPurge > 3600_000) {
				lastPurge = nowMs()
				await purgeDoneMail(db)
			}
		} catch (error) {
			if (!stopped) console.error('[mail] could not send queued mail', error)
		} finally {
			running = undefined
		}
	}
	const tick = () => {
		if (stopped) return
		if (running) again = true
		else running = pass()
	}
	const here = waking()
	here.wake = tick
	tick()
	const timer = setInterval(tick, every)
	timer.unref()
	return async () => {
		stopped = true
		clearInterval(timer)
		if (here.wake === tick) here.wake = undefined
		await running
	}
}
