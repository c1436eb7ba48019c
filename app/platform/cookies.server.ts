/**
 * Every cookie the site reads or writes goes through here: the staff session, the one-time
 * message after a save, the staff area's language and the public site's remembered language.
 *
 * Values stay plain (`lang=fr`, `admin_lang=en`, the session's random token): people and proxies
 * can read them, and a cookie set before this module existed still reads the same. React Router's
 * `createCookie` would wrap each value in base64-encoded JSON, which changes every cookie on the
 * wire for no gain here (none of them is signed: the session is a random token checked against
 * the database). See docs/decisions/020-code-layout.md.
 */

/**
 * One cookie's value from a `Cookie` header, percent-decoded. A value that is not valid
 * percent-encoded UTF-8 (`lang=%ff`, set by hand or by another application on the same host) is
 * treated as absent: it cannot be one of ours, and failing on it would break every page for as
 * long as the browser keeps it.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
	if (!header) return undefined
	for (const part of header.split(';')) {
		const eq = part.indexOf('=')
		if (eq === -1) continue
		if (part.slice(0, eq).trim() !== name) continue
		try {
			return decodeURIComponent(part.slice(eq + 1).trim())
		} catch {
			return undefined
		}
	}
	return undefined
}

/** A cookie of the request, by name (see `readCookie`). */
export function requestCookie(request: Request, name: string) {
	return readCookie(request.headers.get('Cookie'), name)
}

interface CookieOptions {
	/** Seconds; 0 deletes the cookie. */
	maxAge: number
	/** Sent over HTTPS only (see `secureCookies` in app/auth/session.server.ts). */
	secure: boolean
	/** Out of reach of the page's scripts (the default). */
	httpOnly?: boolean
}

/**
 * A `Set-Cookie` value: always `Path=/` and `SameSite=Lax` (sent when someone follows a link to
 * the site, not with another site's form posts or embedded requests).
 */
export function serializeCookie(name: string, value: string, options: CookieOptions) {
	return [
		`${name}=${encodeURIComponent(value)}`,
		'Path=/',
		...(options.httpOnly === false ? [] : ['HttpOnly']),
		'SameSite=Lax',
		`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
		...(options.secure ? ['Secure'] : []),
	].join('; ')
}

/** A year, for preferences (languages). */
export const PREFERENCE_MAX_AGE = 365 * 24 * 60 * 60
