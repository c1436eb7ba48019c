import { createHash, randomBytes } from 'node:crypto'
import { normalizeEmail } from '#app/auth/accounts.server'
import {
	generatePassword,
	hashPassword,
	verifyDecoy,
	verifyPassword,
} from '#app/auth/password.server'
import {
	accountKey,
	firstNoticeOfLock,
	recordAttempt,
	throttleState,
} from '#app/auth/throttle.server'
import { readCookie, serializeCookie } from '#app/platform/cookies.server'
import type { AgencyDb } from './store.server'

/**
 * The agency's operators (issue 36, decision 061): accounts of the install, not of any council,
 * signed in and throttled as staff are (argon2id, the same throttle over the install's own
 * attempts table), with sessions of their own: a random value in an HttpOnly cookie of the
 * console's host, its SHA-256 in the install's database with a CSRF token for every form.
 */
export const OPERATOR_COOKIE = 'agency_session'
/** A console session ends after an hour without a request, and eight hours after sign-in. */
export const OPERATOR_IDLE_MS = 60 * 60 * 1000
export const OPERATOR_ABSOLUTE_MS = 8 * 60 * 60 * 1000
const TOUCH_MS = 60 * 1000

export interface Operator {
	id: number
	name: string
	email: string
}

export interface OperatorSession {
	id: string
	csrf: string
	operator: Operator
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex')

/** The session value the browser holds, when it has the right form. */
function sessionToken(cookieHeader: string | undefined) {
	const token = readCookie(cookieHeader, OPERATOR_COOKIE)
	return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null
}

export function operatorCookie(value: string, maxAgeMs: number, secure: boolean) {
	return serializeCookie(OPERATOR_COOKIE, value, { maxAge: maxAgeMs / 1000, secure })
}

/**
 * Adds an operator, or gives an existing one a new password: the one-time password to hand over
 * (shown once by the command), or the password given.
 */
export async function setOperator(
	db: AgencyDb,
	input: { email: string; name?: string; password?: string },
	now = new Date(),
) {
	const email = normalizeEmail(input.email)
	if (!/^[^\s@]+@[^\s@]+$/.test(email))
		throw new OperatorError(`"${input.email}" is not an email address`)
	const password = input.password || generatePassword()
	const hash = await hashPassword(password)
	const existing = await db
		.selectFrom('agency_operators')
		.select('id')
		.where('email', '=', email)
		.executeTakeFirst()
	if (existing) {
		await db
			.updateTable('agency_operators')
			.set({
				password_hash: hash,
				password_changed_at: now.toISOString(),
				active: 1,
				...(input.name ? { name: input.name } : {}),
			})
			.where('id', '=', existing.id)
			.execute()
		await db.deleteFrom('agency_sessions').where('operator_id', '=', existing.id).execute()
	} else
		await db
			.insertInto('agency_operators')
			.values({
				email,
				name: input.name?.trim() || email,
				password_hash: hash,
				created_at: now.toISOString(),
				password_changed_at: now.toISOString(),
			})
			.execute()
	return { email, password, created: !existing }
}

export class OperatorError extends Error {}

/** Stops an operator signing in, and ends their sessions. */
export async function disableOperator(db: AgencyDb, email: string) {
	const changed = await db
		.updateTable('agency_operators')
		.set({ active: 0 })
		.where('email', '=', normalizeEmail(email))
		.executeTakeFirst()
	if (!Number(changed.numUpdatedRows)) throw new OperatorError(`there is no operator ${email}`)
	await db
		.deleteFrom('agency_sessions')
		.where('operator_id', 'in', (eb) =>
			eb
				.selectFrom('agency_operators')
				.select('agency_operators.id')
				.where('email', '=', normalizeEmail(email)),
		)
		.execute()
}

export function listOperators(db: AgencyDb) {
	return db
		.selectFrom('agency_operators')
		.select(['email', 'name', 'active', 'last_sign_in_at'])
		.orderBy('email')
		.execute()
}

export type OperatorSignIn =
	| { kind: 'signed-in'; token: string; operator: Operator }
	| { kind: 'failed' }
	| { kind: 'locked'; retryAfterSeconds: number }

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A sign-in at the console: the staff throttle (slower from the 4th failure, locked from the 8th
 * for that address and account, from the 30th for an address), a decoy hash for an unknown email
 * so that the time does not tell, and a new session value on success.
 */
export async function signInOperator(
	db: AgencyDb,
	attempt: { email: string; password: string; ip: string },
	now = new Date(),
): Promise<OperatorSignIn> {
	const email = normalizeEmail(attempt.email)
	const operator = await db
		.selectFrom('agency_operators')
		.select(['id', 'name', 'email', 'password_hash', 'active'])
		.where('email', '=', email)
		.executeTakeFirst()
	const key = accountKey(email, Boolean(operator))
	const state = await throttleState(db, key, attempt.ip, now)
	if (state.locked) {
		if (await firstNoticeOfLock(db, state, key, attempt.ip, now))
			console.warn(`[agency] sign-in locked (${state.scope}) from ${attempt.ip}`)
		return { kind: 'locked', retryAfterSeconds: state.retryAfterSeconds }
	}
	if (state.delayMs) await wait(state.delayMs)
	const ok =
		operator && Number(operator.active)
			? await verifyPassword(operator.password_hash, attempt.password)
			: await verifyDecoy(attempt.password)
	await recordAttempt(db, key, attempt.ip, ok, now)
	if (!ok || !operator) return { kind: 'failed' }
	const token = randomBytes(32).toString('base64url')
	await db
		.insertInto('agency_sessions')
		.values({
			id: digest(token),
			operator_id: operator.id,
			csrf_token: randomBytes(32).toString('base64url'),
			created_at: now.toISOString(),
			last_seen_at: now.toISOString(),
			expires_at: new Date(now.getTime() + OPERATOR_ABSOLUTE_MS).toISOString(),
		})
		.execute()
	await db
		.updateTable('agency_operators')
		.set({ last_sign_in_at: now.toISOString() })
		.where('id', '=', operator.id)
		.execute()
	await db
		.deleteFrom('agency_sessions')
		.where((eb) =>
			eb.or([
				eb('expires_at', '<=', now.toISOString()),
				eb('last_seen_at', '<=', new Date(now.getTime() - OPERATOR_IDLE_MS).toISOString()),
			]),
		)
		.execute()
	return {
		kind: 'signed-in',
		token,
		operator: { id: operator.id, name: operator.name, email: operator.email },
	}
}

/** The operator signed in by this `Cookie` header, or null. */
export async function readOperatorSession(
	db: AgencyDb,
	cookieHeader: string | undefined,
	now = new Date(),
): Promise<OperatorSession | null> {
	const token = sessionToken(cookieHeader)
	if (!token) return null
	const id = digest(token)
	const row = await db
		.selectFrom('agency_sessions')
		.innerJoin('agency_operators', 'agency_operators.id', 'agency_sessions.operator_id')
		.select([
			'agency_sessions.csrf_token',
			'agency_sessions.last_seen_at',
			'agency_sessions.expires_at',
			'agency_operators.id as operator_id',
			'agency_operators.name',
			'agency_operators.email',
			'agency_operators.active',
		])
		.where('agency_sessions.id', '=', id)
		.executeTakeFirst()
	if (!row) return null
	const time = now.getTime()
	const lastSeen = Date.parse(row.last_seen_at)
	if (
		Date.parse(row.expires_at) <= time ||
		lastSeen + OPERATOR_IDLE_MS <= time ||
		!Number(row.active)
	) {
		await db.deleteFrom('agency_sessions').where('id', '=', id).execute()
		return null
	}
	if (time - lastSeen > TOUCH_MS)
		await db
			.updateTable('agency_sessions')
			.set({ last_seen_at: now.toISOString() })
			.where('id', '=', id)
			.execute()
	return {
		id,
		csrf: row.csrf_token,
		operator: { id: row.operator_id, name: row.name, email: row.email },
	}
}

export async function endOperatorSession(db: AgencyDb, session: OperatorSession) {
	await db.deleteFrom('agency_sessions').where('id', '=', session.id).execute()
}

/** A new password of the operator's own choosing, after their current one; other sessions end. */
export async function changeOperatorPassword(
	db: AgencyDb,
	session: OperatorSession,
	current: string,
	next: string,
	now = new Date(),
) {
	const row = await db
		.selectFrom('agency_operators')
		.select('password_hash')
		.where('id', '=', session.operator.id)
		.executeTakeFirstOrThrow()
	if (!(await verifyPassword(row.password_hash, current))) return false
	await db
		.updateTable('agency_operators')
		.set({ password_hash: await hashPassword(next), password_changed_at: now.toISOString() })
		.where('id', '=', session.operator.id)
		.execute()
	await db
		.deleteFrom('agency_sessions')
		.where('operator_id', '=', session.operator.id)
		.where('id', '!=', session.id)
		.execute()
	return true
}
