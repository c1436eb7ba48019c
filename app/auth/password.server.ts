import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import type { Locale } from '#app/i18n/locales'
import { PASSWORD_MAX, PASSWORD_MIN } from '#app/auth/password-limits'

/** zxcvbn score (0–4) a password must reach: 3 is "safely unguessable" for an online attack. */
const PASSWORD_SCORE = 3

// argon2id (the library's default algorithm) with OWASP's second recommended setting:
// 19 MiB of memory, 2 passes, 1 lane.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string) {
	return hash(password, ARGON2)
}

export async function verifyPassword(stored: string | null, password: string) {
	if (!stored) return false
	try {
		return await verify(stored, password)
	} catch {
		return false
	}
}

/**
 * A hash to verify against when the account does not exist, so that a wrong email takes as long
 * as a wrong password and the response time does not tell which was wrong.
 */
let decoy: Promise<string> | undefined
export async function verifyDecoy(password: string) {
	decoy ??= hashPassword(randomBytes(16).toString('hex'))
	await verifyPassword(await decoy, password)
	return false
}

/**
 * zxcvbn runs on the main thread, and its cost grows with the length and with the number of
 * l33t-speak readings it tries (docs/decisions/017-request-limits.md, `npm run bench:password`).
 * Measured here: a random 64-character password took 1.1 s with the defaults (256 characters,
 * 100 substitutions), 2.4 s at 128 characters. So it estimates only the first ESTIMATE_CHARS
 * characters, with at most L33T_SUBSTITUTIONS readings (the same verdicts as 100 on our l33t
 * samples, five times faster): about 0.2 s at worst. A longer password counts as strong when its
 * first 64 characters are: what follows can only add guesses.
 */
export const ESTIMATE_CHARS = 64
const L33T_SUBSTITUTIONS = 20

/**
 * Loaded and made on the first password check, not at start-up: importing the three dictionaries
 * costs about 0.3 s of CPU and building the ranked dictionaries about half a second more and tens
 * of megabytes, which every server start paid for a screen a few staff open now and then. One
 * factory per language, made when first needed (zxcvbn's warnings and suggestions are in the
 * interface language).
 */
const loaded = () =>
	Promise.all([
		import('@zxcvbn-ts/core'),
		import('@zxcvbn-ts/language-common'),
		import('@zxcvbn-ts/language-en'),
		import('@zxcvbn-ts/language-fr'),
	])
let modules: ReturnType<typeof loaded> | undefined
const factories: Partial<Record<Locale, ZxcvbnFactory>> = {}
async function factory(locale: Locale) {
	const [{ ZxcvbnFactory }, common, english, french] = await (modules ??= loaded())
	return (factories[locale] ??= new ZxcvbnFactory({
		dictionary: { ...common.dictionary, ...english.dictionary, ...french.dictionary },
		graphs: common.adjacencyGraphs,
		maxLength: ESTIMATE_CHARS,
		l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
		translations: (locale === 'fr' ? french : english).translations,
	}))
}

type StrengthResult =
	| { ok: true }
	| { ok: false; reason: 'tooShort' | 'tooLong' | 'weak' | 'personal'; feedback: string[] }

/**
 * Is this password good enough for a staff account? At least 12 characters and a zxcvbn score of
 * 3, measured with the common, English and French dictionaries and with the person's own name and
 * email (and the council's name) as known words. A weak one comes back with zxcvbn's own warning
 * and suggestions in the interface language. Only the first ESTIMATE_CHARS characters are
 * estimated (see above), so it takes a bounded time whatever it is given.
 */
export async function checkPasswordStrength(
	password: string,
	locale: Locale,
	personal: string[] = [],
): Promise<StrengthResult> {
	if (password.length < PASSWORD_MIN) return { ok: false, reason: 'tooShort', feedback: [] }
	if (password.length > PASSWORD_MAX) return { ok: false, reason: 'tooLong', feedback: [] }
	const fold = (t: string) => t.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
	const words = personal.flatMap((p) => fold(p).split(/[^\p{L}\p{N}]+/u)).filter(Boolean)
	// zxcvbn rates "chantal changer 2026" strong (the spaces and digits add guesses); a password
	// made only of the person's or the council's own words, digits and punctuation is refused.
	let rest = fold(password)
	for (const word of words.filter((w) => w.length >= 3).sort((a, b) => b.length - a.length)) {
		rest = rest.split(word).join('')
	}
	if (words.length && rest.replace(/[^\p{L}]/gu, '').length < 4) {
		return { ok: false, reason: 'personal', feedback: [] }
	}
	const result = (await factory(locale)).check(password.slice(0, ESTIMATE_CHARS), words)
	if (result.score >= PASSWORD_SCORE) return { ok: true }
	const feedback = [result.feedback.warning, ...result.feedback.suggestions].filter(
		(t): t is string => Boolean(t),
	)
	return { ok: false, reason: 'weak', feedback }
}

/**
 * A strong password to hand over once (a new account, a reset): five groups of four characters
 * from an alphabet without look-alikes (no 0/O, 1/l/I), about 100 bits.
 */
export function generatePassword() {
	const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
	const bytes = randomBytes(20)
	let out = ''
	for (let i = 0; i < 20; i++) {
		out += alphabet[bytes[i]! % alphabet.length]
		if (i % 4 === 3 && i < 19) out += '-'
	}
	return out
}
