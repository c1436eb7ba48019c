import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '#app/db/schema'
import { nowMs } from '#app/platform/clock.server'
import { secret } from '#app/platform/secrets.server'

/**
 * The checks a public form makes instead of a third-party captcha (decision 037): a field people
 * never see (`website`: a program that fills every field fills it), and the moment the form was
 * made, signed, so a form sent back faster than a person can write is held back. The signature
 * uses a secret every instance shares (migration 017), so any instance can check any form.
 */

export const HONEYPOT_FIELD = 'website'
export const STARTED_FIELD = 'form_started'

function sign(ms: number, nonce = '') {
	return createHmac('sha256', secret('form-guard'))
		.update(nonce ? `form-started:${ms}:${nonce}` : `form-started:${ms}`)
		.digest('base64url')
		.slice(0, 22)
}

/**
 * The hidden values a guarded form carries, made for this response. `once`: a form made for one
 * person (a request, a sign-up) gets a value of its own (a random part), spent when what it sends
 * is accepted (spendFormToken). Without it, the value is the same for everyone who loads the page
 * in the same millisecond (the feedback form's own page and its answers). The footer's feedback
 * forms, part of pages shared by everyone (decision 035), carry `sharedFormGuardValues` instead:
 * theirs cannot be used once; one vote per address and page a day bounds them.
 */
export function formGuardValues(now = nowMs(), { once = false } = {}): { started: string } {
	if (!once) return { started: `${now}.${sign(now)}` }
	const nonce = randomBytes(12).toString('base64url')
	return { started: `${now}.${nonce}.${sign(now, nonce)}` }
}

const DAY_MS = 24 * 3600_000
/** The middle part of a shared form's value: made for the day, not the moment. */
const DAY_MARK = 'day'

/**
 * The value the footer's forms carry on the pages everyone shares (decision 062): the start of the
 * day (UTC), signed. A moment of the render made every render of a page different, each minute:
 * a new ETag (no 304 for a browser, nginx or the pocket guide checking a page again), and brotli
 * at its best quality thrown away with the old copy. With the day, a page is rendered the same
 * all day until its content changes. Such a value has no minimum fill time (on a stored page the
 * moment of the render was not the reader's anyway), and expires a day after its day ended.
 */
export function sharedFormGuardValues(now = nowMs()): { started: string } {
	const day = Math.floor(now / DAY_MS) * DAY_MS
	return { started: `${day}.${DAY_MARK}.${sign(day, DAY_MARK)}` }
}

export type FormGuardResult =
	{ ok: true } | { ok: false; reason: 'honeypot' | 'too-fast' | 'expired' | 'invalid' }

/**
 * Checks a submitted guarded form: the honeypot empty, `started` signed by this site, at least
 * `minMs` and at most `maxAgeMs` ago (a shared form's day: at most `maxAgeMs` after that day).
 */
export function checkFormGuard(
	form: FormData,
	{
		minMs = 3_000,
		maxAgeMs = 24 * 3600_000,
		now = nowMs(),
	}: { minMs?: number; maxAgeMs?: number; now?: number } = {},
): FormGuardResult {
	const trap = form.get(HONEYPOT_FIELD)
	if (typeof trap === 'string' && trap.trim() !== '') return { ok: false, reason: 'honeypot' }
	const started = form.get(STARTED_FIELD)
	const match =
		typeof started === 'string'
			? /^(\d{10,16})\.(?:([\w-]{16}|day)\.)?([\w-]{22})$/.exec(started)
			: null
	if (!match) return { ok: false, reason: 'invalid' }
	const ms = Number(match[1])
	const expected = Buffer.from(sign(ms, match[2]))
	const given = Buffer.from(match[3]!)
	if (expected.length !== given.length || !timingSafeEqual(expected, given))
		return { ok: false, reason: 'invalid' }
	if (match[2] === DAY_MARK)
		return now - ms > DAY_MS + maxAgeMs ? { ok: false, reason: 'expired' } : { ok: true }
	if (now - ms < minMs) return { ok: false, reason: 'too-fast' }
	if (now - ms > maxAgeMs) return { ok: false, reason: 'expired' }
	return { ok: true }
}

const HOUR = 3600_000
let purgedAt = 0

/**
 * Spends a form's value (`form_started`) once what it sent is accepted: false when it was spent
 * already (the same form sent again, or a script sending one value many times). Call it in the
 * transaction that stores what was sent, so a failed save spends nothing. Spent values are
 * forgotten once they would have expired anyway (24 hours), an hour at a time.
 */
export async function spendFormToken(
	db: Kysely<Database> | Transaction<Database>,
	form: FormData,
	now = nowMs(),
): Promise<boolean> {
	const started = form.get(STARTED_FIELD)
	if (typeof started !== 'string' || !started) return false
	if (now - purgedAt > HOUR) {
		purgedAt = now
		await db
			.deleteFrom('spent_form_tokens')
			.where('spent_at', '<', new Date(now - 25 * HOUR).toISOString())
			.execute()
	}
	const result = await db
		.insertInto('spent_form_tokens')
		.values({
			token_hash: createHash('sha256').update(started).digest('base64url'),
			spent_at: new Date(now).toISOString(),
		})
		.onConflict((oc) => oc.column('token_hash').doNothing())
		.executeTakeFirst()
	return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}
