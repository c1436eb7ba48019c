import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
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
 * zxcvbn's cost grows with the length and with the number of l33t-speak readings it tries
 * (docs/decisions/017-request-limits.md, `npm run bench:password`): a random 64-character password
 * took 1.1 s with the defaults (256 characters, 100 substitutions), 2.4 s at 128 characters. So it
 * estimates only the first ESTIMATE_CHARS characters, with at most L33T_SUBSTITUTIONS readings
 * (the same verdicts as 100 on our l33t samples, five times faster). A longer password counts as
 * strong when its first 64 characters are: what follows can only add guesses.
 *
 * And it runs in a worker thread (issue 32): even bounded, an estimate with the dictionaries'
 * first load held the server's one thread 0.5–3 s, and every visitor waited. The worker loads the
 * dictionaries once (about 0.8 s of CPU and tens of megabytes), answers one estimate at a time,
 * and ends after IDLE_MS without work, giving its memory back.
 */
export const ESTIMATE_CHARS = 64
export const L33T_SUBSTITUTIONS = 20
/** The worker ends after this long without an estimate to make. */
const IDLE_MS = 5 * 60_000
/** An estimate that takes longer is abandoned: the person is asked to try again. */
const ESTIMATE_TIMEOUT_MS = 15_000
/** Estimates waiting at most; past it the form asks to try again in a moment. */
const MAX_WAITING = 8

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const [core, common, english, french] = workerData.modules.map((file) => require(file));
const factories = {};
const factory = (locale) =>
	(factories[locale] ??= new core.ZxcvbnFactory({
		dictionary: { ...common.dictionary, ...english.dictionary, ...french.dictionary },
		graphs: common.adjacencyGraphs,
		maxLength: workerData.maxLength,
		l33tMaxSubstitutions: workerData.l33t,
		translations: (locale === 'fr' ? french : english).translations,
	}));
parentPort.on('message', ({ id, password, words, locale }) => {
	try {
		const result = factory(locale).check(password, words);
		const feedback = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean);
		parentPort.postMessage({ id, score: result.score, feedback });
	} catch (error) {
		parentPort.postMessage({ id, error: String((error && error.message) || error) });
	}
});
`

interface Estimate {
	score: number
	feedback: string[]
}

type Pending = { resolve: (estimate: Estimate | null) => void; timer: NodeJS.Timeout }

let estimator:
	{ worker: Worker; pending: Map<number, Pending>; idle: NodeJS.Timeout | undefined } | undefined
let nextId = 0

/** Estimates asked of the worker since start (tests: what is never estimated). */
export function estimatesAsked() {
	return nextId
}

function startEstimator() {
	const require = createRequire(import.meta.url)
	const worker = new Worker(WORKER_SOURCE, {
		eval: true,
		workerData: {
			modules: [
				'@zxcvbn-ts/core',
				'@zxcvbn-ts/language-common',
				'@zxcvbn-ts/language-en',
				'@zxcvbn-ts/language-fr',
			].map((name) => require.resolve(name)),
			maxLength: ESTIMATE_CHARS,
			l33t: L33T_SUBSTITUTIONS,
		},
	})
	// An idle worker does not keep the process alive (one with an estimate to make does).
	worker.unref()
	const state = {
		worker,
		pending: new Map<number, Pending>(),
		idle: undefined as NodeJS.Timeout | undefined,
	}
	const settle = (id: number, estimate: Estimate | null) => {
		const waiting = state.pending.get(id)
		if (!waiting) return
		clearTimeout(waiting.timer)
		state.pending.delete(id)
		waiting.resolve(estimate)
	}
	worker.on('message', (message: { id: number; score?: number; feedback?: string[] }) =>
		settle(
			message.id,
			typeof message.score === 'number'
				? { score: message.score, feedback: message.feedback ?? [] }
				: null,
		),
	)
	const end = () => {
		if (estimator === state) estimator = undefined
		for (const id of [...state.pending.keys()]) settle(id, null)
	}
	worker.on('error', end)
	worker.on('exit', end)
	return state
}

/** zxcvbn's score and feedback for a password, off the main thread; null if it could not be made. */
function estimate(password: string, words: string[], locale: Locale): Promise<Estimate | null> {
	estimator ??= startEstimator()
	const state = estimator
	if (state.pending.size >= MAX_WAITING) return Promise.resolve(null)
	clearTimeout(state.idle)
	state.worker.ref()
	const id = nextId++
	return new Promise<Estimate | null>((resolve) => {
		const timer = setTimeout(() => {
			// Stuck: this worker goes, the next estimate starts another.
			void state.worker.terminate()
		}, ESTIMATE_TIMEOUT_MS)
		state.pending.set(id, { resolve, timer })
		state.worker.postMessage({ id, password: password.slice(0, ESTIMATE_CHARS), words, locale })
	}).finally(() => {
		if (estimator === state && state.pending.size === 0) {
			state.worker.unref()
			state.idle = setTimeout(() => void state.worker.terminate(), IDLE_MS)
			state.idle.unref()
		}
	})
}

/** Ends the estimator now (tests; the server's shutdown needs nothing: the worker is unref'd). */
export async function stopPasswordEstimator() {
	const state = estimator
	estimator = undefined
	if (state) await state.worker.terminate()
}

type StrengthResult =
	| { ok: true }
	| { ok: false; reason: 'tooShort' | 'tooLong' | 'weak' | 'personal' | 'busy'; feedback: string[] }

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
	const result = await estimate(password, words, locale)
	// Not estimated (the estimator was busy or stopped): not saved, and the person tries again.
	if (!result) return { ok: false, reason: 'busy', feedback: [] }
	if (result.score >= PASSWORD_SCORE) return { ok: true }
	return { ok: false, reason: 'weak', feedback: result.feedback }
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
