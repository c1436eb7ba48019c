// PLACEHOLDER until the shared anti-abuse fields land on main: main's file replaces this one.
import crypto from 'node:crypto'

const secret = crypto.randomBytes(32)
const sign = (value: string) =>
	crypto.createHmac('sha256', secret).update(value).digest('base64url').slice(0, 22)

export function formGuardValues(now = Date.now()): { started: string } {
	return { started: `${now}.${sign(String(now))}` }
}

export function checkFormGuard(
	form: FormData,
	options: { minMs?: number; maxAgeMs?: number; now?: number } = {},
): { ok: true } | { ok: false; reason: 'honeypot' | 'too-fast' | 'expired' | 'invalid' } {
	const { minMs = 3000, maxAgeMs = 24 * 3600_000, now = Date.now() } = options
	const honeypot = form.get('website')
	if (typeof honeypot === 'string' && honeypot !== '') return { ok: false, reason: 'honeypot' }
	const started = String(form.get('form_started') ?? '')
	const [at, mac] = started.split('.')
	if (!at || !mac || sign(at) !== mac) return { ok: false, reason: 'invalid' }
	const age = now - Number(at)
	if (age < minMs) return { ok: false, reason: 'too-fast' }
	if (age > maxAgeMs) return { ok: false, reason: 'expired' }
	return { ok: true }
}
