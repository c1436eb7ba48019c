/**
 * Query parameters that only say where a reader came from (a link shared on WhatsApp or Facebook
 * picks them up): the same page for everyone. The page cache keys pages without them (decision
 * 035), and the links a page draws from its own address (the language toggle) leave them out, so
 * the page rendered for the cache and the page a browser hydrates agree.
 */
const TRACKERS = /^(utm_[a-z]+|fbclid|gclid|msclkid|mc_[a-z]+|igshid)$/i

/** A query string (`?a=1&utm_source=x`, or empty) without the tracking parameters. */
export function withoutTrackers(search: string): string {
	const query = search.startsWith('?') ? search.slice(1) : search
	if (!query) return ''
	const params = new URLSearchParams(query)
	let dropped = false
	for (const name of [...params.keys()])
		if (TRACKERS.test(name)) {
			params.delete(name)
			dropped = true
		}
	if (!dropped) return search.startsWith('?') ? search : `?${search}`
	const kept = params.toString()
	return kept ? `?${kept}` : ''
}
