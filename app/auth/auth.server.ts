import { ADMIN_BASE } from '#app/config'
import { timingSafeEqual } from 'node:crypto'
import { redirect } from 'react-router'
import { getDb } from '#app/db/client.server'
import type { Role } from '#app/db/schema'
import { isCrossSiteRequest } from '../platform/same-origin.server'
import { readSmallForm } from '../platform/request-body.server'
import { readSession, type StaffSession } from './session.server'
import { pageAddress } from '#app/platform/page-address.server'

/**
 * The staff area's guard. Every staff-area loader calls `requireStaff`, every action
 * `requireStaffAction`, so the rules live here and nowhere else:
 * - no valid session → redirect to the sign-in page, which brings the person back afterwards;
 * - an admin-only screen and an editor → 403;
 * - a change (POST) from another site, or without this session's CSRF token → 403, nothing done.
 */
export const LOGIN_PATH = `${ADMIN_BASE}/login`

const cache = new WeakMap<Request, Promise<StaffSession | null>>()

/** The signed-in person for this request (read once per request). */
export function getStaffSession(request: Request) {
	let session = cache.get(request)
	if (!session) {
		session = readSession(getDb(), request)
		cache.set(request, session)
	}
	return session
}

/**
 * Where to go after signing in, or back to after switching the staff area's language: only a path
 * inside the staff area of this site. Anything else (another host, `//host`, `\\host`, a scheme,
 * control characters, text that is not valid Unicode) falls back to the dashboard.
 *
 * The value ends up in a `Location` header, which carries only visible ASCII: any other character
 * (a hand-written `/admin-dtima/€`, a space) is percent-encoded as UTF-8, the way the browser
 * would have sent it, rather than left to make the redirect itself fail.
 */
export function safeReturnPath(value: unknown) {
	if (typeof value !== 'string' || value.length > 500) return ADMIN_BASE
	if (!value.startsWith(ADMIN_BASE) || !/^(?:[/?#]|$)/.test(value.slice(ADMIN_BASE.length))) {
		return ADMIN_BASE
	}
	// Slashes that could make the path another host, in the path itself; in the query string they
	// are data (a search for `a/b` arrives as `?q=a%2Fb`).
	if (value.includes('\\') || /\/\/|%2f|%5c/i.test(value.split(/[?#]/)[0]!)) return ADMIN_BASE
	if (value.startsWith(LOGIN_PATH)) return ADMIN_BASE
	let path = ''
	// By code point, so that a character outside the BMP is encoded whole.
	for (const char of value) {
		const code = char.codePointAt(0)!
		if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) return ADMIN_BASE
		if (code > 0x20 && code < 0x7f) {
			path += char
			continue
		}
		// A lone surrogate cannot be written as UTF-8.
		if (code >= 0xd800 && code <= 0xdfff) return ADMIN_BASE
		path += encodeURIComponent(char)
	}
	return path
}

function loginRedirect(request: Request) {
	const url = pageAddress(request)
	const back = request.method === 'GET' ? `${url.pathname}${url.search}` : url.pathname
	const to =
		back === ADMIN_BASE ? LOGIN_PATH : `${LOGIN_PATH}?redirectTo=${encodeURIComponent(back)}`
	return redirect(to)
}

function forbidden() {
	return new Response('Forbidden', { status: 403, statusText: 'Forbidden' })
}

export async function requireStaff(request: Request, options: { role?: Role } = {}) {
	const session = await getStaffSession(request)
	if (!session) throw loginRedirect(request)
	if (options.role === 'admin' && session.user.role !== 'admin') throw forbidden()
	return session
}

/**
 * A state-changing request must come from this site: `Origin` (or, without it, `Sec-Fetch-Site`)
 * must say so. Browsers send one or the other on every POST; a request with neither (a script)
 * still needs the session's token.
 */
export function isSameOrigin(request: Request) {
	return !isCrossSiteRequest(request)
}

function sameToken(a: string, b: string) {
	const x = Buffer.from(a)
	const y = Buffer.from(b)
	return x.length === y.length && timingSafeEqual(x, y)
}

/** Checks the session's CSRF token in a parsed form; throws 403 when it is missing or wrong. */
export function assertCsrf(session: StaffSession, form: FormData) {
	const token = form.get('csrf')
	if (typeof token !== 'string' || !sameToken(token, session.csrf)) throw forbidden()
}

/**
 * For actions: signed in (and the role), same origin, before the body is read. The caller then
 * parses the form and calls `assertCsrf` before changing anything.
 */
export async function requireStaffAction(request: Request, options: { role?: Role } = {}) {
	const session = await requireStaff(request, options)
	if (!isSameOrigin(request)) throw forbidden()
	return session
}

/** For actions with small urlencoded forms: all checks, and the parsed form. */
export async function staffForm(request: Request, options: { role?: Role } = {}) {
	const session = await requireStaffAction(request, options)
	const form = await readSmallForm(request, 64 * 1024)
	assertCsrf(session, form)
	return { session, form }
}
