/**
 * The address of the page a request is for, as a route's `url` argument gives it. React Router
 * passes its loaders and actions the request as it arrived (`future.v8_passThroughRequests`), so a
 * client-side navigation's data request reads `/news.data?_routes=…` (the home page:
 * `/_root.data`) and a form posted to an index route carries `?index`. Route modules use their
 * `url` argument; this is for the few places that have only the request: where to come back to
 * after signing in, and the language of a refusal page.
 */
export function pageAddress(request: Request): URL {
	const url = new URL(request.url)
	if (url.pathname === '/_root.data') url.pathname = '/'
	else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length)
	if (url.pathname !== '/' && url.pathname.endsWith('/')) url.pathname = url.pathname.slice(0, -1)
	url.searchParams.delete('_routes')
	// React Router's own marker is an empty `index`; a value is the page's own parameter.
	const index = url.searchParams.getAll('index')
	if (index.includes('')) {
		url.searchParams.delete('index')
		for (const value of index) if (value) url.searchParams.append('index', value)
	}
	return url
}
