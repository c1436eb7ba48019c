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

/**
 * The query parameters a public page reads (issue 32): the page cache keys and renders a page with
 * these only, so `?anything=random` is the stored page, not a new render that pushes real pages
 * out. Lists read their page number and filters, search its words; an information page may hold
 * a searchable list (`q`); the home page, events and an item's own page read none. React Router's
 * own `_routes` (a page's data) is always kept.
 */
function paramsReadAt(path: string): readonly string[] {
	const page = path.replace(/^\/fr(?=\/|$)/, '').replace(/\.data$/, '') || '/'
	if (page === '/') return []
	if (page === '/news') return ['page']
	if (page === '/search') return ['q', 'page']
	if (page === '/search/suggest') return ['q']
	if (page === '/documents') return ['category', 'year', 'page']
	if (page === '/help') return ['q']
	// The report form on a page of its own names the page it is about.
	if (page === '/feedback') return ['page']
	// Pages for one person's link (never stored): the other language's toggle keeps what opens
	// them, or a resident reading their request, or their subscription, in the other language
	// would land on the empty form.
	if (page === '/contact/status') return ['ref', 'key', 'sent', 'mail']
	if (/^\/subscribe\/(confirm|manage|unsubscribe)$/.test(page)) return ['token']
	if (/^\/(events|news|documents|jobs|business\/bids|programs)(\/|$)/.test(page)) return []
	return ['q']
}

/** A page's query string (`?…`, or empty) with only the parameters it reads, in their order. */
export function pageQuery(path: string, search: string): string {
	const query = search.startsWith('?') ? search.slice(1) : search
	if (!query) return ''
	const read = paramsReadAt(path)
	const params = new URLSearchParams(query)
	const kept = new URLSearchParams()
	for (const [name, value] of params)
		if (name === '_routes' || read.includes(name)) kept.append(name, value)
	const text = kept.toString()
	return text ? `?${text}` : ''
}
