import { createHmac, timingSafeEqual } from 'node:crypto'
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

function sign(ms: number) {
	return createHmac('sha256', secret('form-guard'))
		.update(`form-started:${ms}`)
		.digest('base64url')
		.slice(0, 22)
}

/** The hidden values a guarded form carries, made for this response. */
export function formGuardValues(now = nowMs()): { started: string } {
	return { started: `${now}.${sign(now)}` }
}

export type FormGuardResult =
	{ ok: true } | { ok: false; reason: 'honeypot' | 'too-fast' | 'expired' | 'invalid' }

/**
 * Checks a submitted guarded form: the honeypot empty, `started` signed by this site, at least
 * `minMs` and at most `maxAgeMs` ago.
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
	const match = typeof started === 'string' ? /^(\d{10,16})\.([\w-]{22})$/.exec(started) : null
	if (!match) return { ok: false, reason: 'invalid' }
	const ms = Number(match[1])
	const expected = Buffer.from(sign(ms))
	const given = Buffer.from(match[2]!)
	if (expected.length !== given.length || !timingSafeEqual(expected, given))
		return { ok: false, reason: 'invalid' }
	if (now - ms < minMs) return { ok: false, reason: 'too-fast' }
	if (now - ms > maxAgeMs) return { ok: false, reason: 'expired' }
	return { ok: true }
}
