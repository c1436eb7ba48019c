import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, Role } from '#app/db/schema'
import { requestCookie, serializeCookie } from '#app/platform/cookies.server'
import { httpsSite } from '#app/platform/env.server'

/**
 * Server-side staff sessions. The browser holds a random value in an HttpOnly cookie; the
 * database holds its SHA-256 with the person, the CSRF token and the times. Every app instance
 * sharing the database sees the same sessions; deleting a row ends a session everywhere.
 */
export const SESSION_COOKIE = 'council_session'
/** A session ends after this long without a request… */
export const IDLE_MS = 2 * 60 * 60 * 1000
/** …and in any case this long after sign-in (a working day). */
export const ABSOLUTE_MS = 12 * 60 * 60 * 1000
/** `last_seen_at` is written at most this often, to spare the database a write per request. */
const TOUCH_MS = 60 * 1000

type Db = Kysely<Database>

export interface StaffUser {
	id: number
	name: string
	email: string
	role: Role
}

export interface StaffSession {
	id: string
	csrf: string
	user: StaffUser
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex')

function isHttps(request: Request) {
	return new URL(request.url).protocol === 'https:'
}

/**
 * Cookies are Secure when the site's public address (PUBLIC_URL) is HTTPS, however the request
 * reached this server (a TLS proxy may speak plain HTTP to it), or when the request is HTTPS.
 */
export function secureCookies(request: Request) {
	return isHttps(request) || httpsSite()
}

function cookieHeader(request: Request, value: string, maxAgeSeconds: number) {
	return serializeCookie(SESSION_COOKIE, value, {
		maxAge: maxAgeSeconds,
		secure: secureCookies(request),
	})
}

/** The session token the browser holds: 32 random bytes, base64url (anything else is no session). */
function readCookie(request: Request) {
	const token = requestCookie(request, SESSION_COOKIE)
	return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null
}

/**
 * Starts a new session for a person who just signed in. Always a new value (rotation): a session
 * value planted before sign-in is never promoted.
 */
export async function createSession(
	db: Db,
	userId: number,
	request: Request,
	ip: string | null,
	now = new Date(),
) {
	const token = randomBytes(32).toString('base64url')
	const csrf = randomBytes(32).toString('base64url')
	await db
		.insertInto('sessions')
		.values({
			id: digest(token),
			user_id: userId,
			csrf_token: csrf,
			created_at: now.toISOString(),
			last_seen_at: now.toISOString(),
			expires_at: new Date(now.getTime() + ABSOLUTE_MS).toISOString(),
			ip,
			user_agent: (request.headers.get('User-Agent') ?? '').slice(0, 300),
		})
		.execute()
	// An old session of this browser, if any, ends now; so do everyone's sessions that are over
	// (sign-in is rare enough to be the moment to tidy up).
	const previous = readCookie(request)
	if (previous) await db.deleteFrom('sessions').where('id', '=', digest(previous)).execute()
	await db
		.deleteFrom('sessions')
		.where((eb) =>
			eb.or([
				eb('expires_at', '<=', now.toISOString()),
				eb('last_seen_at', '<=', new Date(now.getTime() - IDLE_MS).toISOString()),
			]),
		)
		.execute()
	return cookieHeader(request, token, ABSOLUTE_MS / 1000)
}

/** The signed-in person, or null (no cookie, unknown, idle too long, expired, deactivated). */
export async function readSession(
	db: Db,
	request: Request,
	now = new Date(),
): Promise<StaffSession | null> {
	const token = readCookie(request)
	if (!token) return null
	const id = digest(token)
	const row = await db
		.selectFrom('sessions')
		.innerJoin('users', 'users.id', 'sessions.user_id')
		.select([
			'sessions.id',
			'sessions.csrf_token',
			'sessions.last_seen_at',
			'sessions.expires_at',
			'users.id as user_id',
			'users.name',
			'users.email',
			'users.role',
			'users.active',
		])
		.where('sessions.id', '=', id)
		.executeTakeFirst()
	if (!row) return null
	const time = now.getTime()
	const lastSeen = Date.parse(row.last_seen_at)
	if (Date.parse(row.expires_at) <= time || lastSeen + IDLE_MS <= time || !Number(row.active)) {
		await db.deleteFrom('sessions').where('id', '=', id).execute()
		return null
	}
	if (time - lastSeen > TOUCH_MS) {
		// Best effort: a session that cannot be marked as seen now (a full disk, decision 049) is
		// still this person's; the next request marks it.
		await db
			.updateTable('sessions')
			.set({ last_seen_at: now.toISOString() })
			.where('id', '=', id)
			.execute()
			.catch((error: unknown) =>
				console.error(
					'[session] could not mark the session as seen:',
					error instanceof Error ? error.message : error,
				),
			)
	}
	return {
		id,
		csrf: row.csrf_token,
		user: { id: row.user_id, name: row.name, email: row.email, role: row.role },
	}
}

/** Ends this browser's session; returns the header that clears the cookie. */
export async function destroySession(db: Db, request: Request) {
	const token = readCookie(request)
	if (token) await db.deleteFrom('sessions').where('id', '=', digest(token)).execute()
	return cookieHeader(request, '', 0)
}

/** Ends every session of a person (deactivation, password reset). */
export async function endSessionsOf(db: Db, userId: number, except?: string) {
	let query = db.deleteFrom('sessions').where('user_id', '=', userId)
	if (except) query = query.where('id', '!=', except)
	await query.execute()
}
