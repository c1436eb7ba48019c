import { logActivity, UNKNOWN_ACTOR } from '#app/db/activity.server'
import type { Kysely } from 'kysely'
import { getDb } from '#app/db/client.server'
import type { Database } from '#app/db/schema'
import { readSmallForm } from '#app/platform/request-body.server'
import { isSameOrigin } from './auth.server'
import { verifyDecoy, verifyPassword } from './password.server'
import { recordSignIn } from './queries.server'
import { createSession } from './session.server'
import { accountKey, firstNoticeOfLock, recordAttempt, throttleState } from './throttle.server'

type Db = Kysely<Database>

type SignInOutcome =
	| { kind: 'signed-in'; user: { id: number; name: string } }
	| { kind: 'failed' }
	| { kind: 'locked'; retryAfterSeconds: number }

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Checks a sign-in under the throttle (throttle.server.ts) and logs failures and locks. An email
 * that matches no account is checked against a decoy hash (same time) and counted under a hash of
 * what was typed; the activity log names it only as "unknown account", since people type
 * passwords into the email field.
 */
export async function attemptSignIn(
	db: Db,
	attempt: { email: string; password: string; ip: string },
	options: { delay?: (ms: number) => Promise<unknown> } = {},
): Promise<SignInOutcome> {
	const { email, password, ip } = attempt
	const user = await db
		.selectFrom('users')
		.select(['id', 'name', 'password_hash', 'active'])
		.where('email', '=', email)
		.executeTakeFirst()
	const key = accountKey(email, Boolean(user))
	const who = user
		? { itemId: user.id, itemTitle: email, actor: email }
		: { itemId: null, itemTitle: null, actor: UNKNOWN_ACTOR }

	const state = await throttleState(db, key, ip)
	if (state.locked) {
		if (await firstNoticeOfLock(db, state, key, ip)) {
			await logActivity(db, {
				action: 'signin-locked',
				...(state.scope === 'address'
					? { itemType: 'address', itemTitle: ip, actor: ip }
					: { itemType: 'account', ...who }),
				kind: 'user',
				ip,
			})
		}
		return { kind: 'locked', retryAfterSeconds: state.retryAfterSeconds }
	}
	if (state.delayMs) await (options.delay ?? wait)(state.delayMs)

	const ok =
		user && Number(user.active)
			? await verifyPassword(user.password_hash, password)
			: await verifyDecoy(password)
	await recordAttempt(db, key, ip, ok)
	if (!ok || !user) {
		await logActivity(db, {
			action: 'signin-failed',
			itemType: 'account',
			...who,
			kind: 'user',
			ip,
		})
		return { kind: 'failed' }
	}
	return { kind: 'signed-in', user: { id: user.id, name: user.name } }
}

/** Largest sign-in form read (two short fields, the return address and the language toggle). */
const SIGNIN_FORM_LIMIT = 16 * 1024

/**
 * The sign-in page's form: only from this site (403 otherwise, before the body is read), and
 * small (see `readSmallForm`). There is no session yet, so no CSRF token: the origin check is the
 * guard.
 */
export async function readSignInForm(request: Request) {
	if (!isSameOrigin(request)) throw new Response('Forbidden', { status: 403 })
	return readSmallForm(request, SIGNIN_FORM_LIMIT)
}

export type SignInResult =
	{ kind: 'signed-in'; cookie: string } | Exclude<SignInOutcome, { kind: 'signed-in' }>

/**
 * Signs a person in: the throttled check (`attemptSignIn`), then a new session (its Set-Cookie
 * value), the time of the sign-in on the account and the activity-log entry.
 */
export async function signIn(
	request: Request,
	credentials: { email: string; password: string },
	ip: string,
): Promise<SignInResult> {
	const db = getDb()
	const outcome = await attemptSignIn(db, { ...credentials, ip })
	if (outcome.kind !== 'signed-in') return outcome
	const { user } = outcome
	const now = new Date()
	const cookie = await createSession(db, user.id, request, ip, now)
	await recordSignIn(db, user.id, now)
	await logActivity(db, {
		action: 'signed-in',
		itemType: 'account',
		itemId: user.id,
		itemTitle: user.name,
		actor: user.name,
		kind: 'user',
		ip,
	})
	return { kind: 'signed-in', cookie }
}
