import { publicUrl } from './env.server'

/**
 * The one rule for "was this request sent by a page of this site?", used before anything is
 * changed: by the server for every write (server/app.ts, sameOriginWrites), by the staff area's
 * actions and sign-in (app/auth/auth.server.ts) and by the help assistant's beacon.
 *
 * - With an `Origin` header (browsers send one on every POST), it must be one of the site's own
 *   origins: the address the request reached, or the public address (PUBLIC_URL) when a TLS
 *   proxy speaks plain HTTP to this server.
 * - Without one, `Sec-Fetch-Site` must not say another site sent it (`same-origin`, or `none`
 *   for something the person typed or bookmarked).
 * - With neither (a script, not a browser), the request is not refused here: the staff area's
 *   session token still has to match.
 */
export function isCrossSite(
	headers: { origin: string | null | undefined; fetchSite: string | null | undefined },
	ownOrigins: readonly (string | undefined)[],
): boolean {
	if (headers.origin) return !ownOrigins.includes(headers.origin)
	const site = headers.fetchSite
	return Boolean(site) && site !== 'same-origin' && site !== 'none'
}

/** The origin of PUBLIC_URL, when set: pages at that address are the site's own. */
export function publicOrigin() {
	const url = publicUrl()
	return url ? new URL(url).origin : undefined
}

/** `isCrossSite` for a Fetch API request (the application's side). */
export function isCrossSiteRequest(request: Request) {
	return isCrossSite(
		{ origin: request.headers.get('Origin'), fetchSite: request.headers.get('Sec-Fetch-Site') },
		[new URL(request.url).origin, publicOrigin()],
	)
}
