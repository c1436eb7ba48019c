import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import zlib from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'
import { isAdminPath, routePath } from '#app/i18n/locales'
import { pageQuery } from '#app/utils/trackers'
import { responseBytes } from '../document-response.server'
import {
	inlineScriptHashes,
	type PageCache,
	type RenderedPage,
	type StoredPage,
} from './page-cache.server'

/**
 * Public pages through the page cache (decision 035). A public page is rendered for no one in
 * particular: the request the application sees carries no cookie, no language preference and no
 * address, so nothing personal can enter what is stored and shared. The staff area, previews and
 * every request but GET and HEAD go on to the application as before.
 *
 * Each answer says how it may be kept:
 * - browsers revalidate every time (`max-age=0`) and get `304 Not Modified` when their copy is
 *   current: nothing to download again on a phone paying per megabyte;
 * - a shared cache (the nginx in front, a CDN) may keep it one second and serve it stale for ten
 *   while it fetches the new one. Not `stale-if-error`: nginx takes it to cover a 404 too, and
 *   went on serving a page taken down in place of its 404 (decision 063); the sample nginx
 *   configuration says itself when a copy may stand in for an instance that does not answer.
 */

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=10'

/**
 * A public address that no longer shows a page (404, 410: taken down, or never there) or sends
 * the reader elsewhere (a redirect: the page moved): a shared cache may keep this answer a second,
 * as it keeps a page, so that the one in front puts it in place of its copy of the page that was
 * there, rather than serving that copy while it asks again (decision 063).
 */
export const GONE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1'
const GONE = new Set([301, 302, 307, 308, 404, 410])

/**
 * Public pages made for each visitor, never stored or shared: they go to the application with the
 * visitor's own request (address, cookies) and say `private, no-store` themselves.
 * - Requests to the council (decision 039): the contact form (its anti-abuse token is made per
 *   response) and the status page of a request (what it shows depends on the reference asked for,
 *   and look-ups are limited per address).
 * - Subscriptions by email (decision 040): the subscription pages.
 */
export const PER_VISITOR_PAGES: readonly RegExp[] = [
	/^\/(fr\/)?contact(\/status)?\/?$/,
	// Subscriptions by email (decision 040): the form's token is made per response, and the
	// confirm, manage and unsubscribe pages answer for one person's link.
	/^\/(fr\/)?subscribe(\/(confirm|manage|unsubscribe))?\/?$/,
]

/** Paths the cache never answers: the staff area, previews and files with an extension. */
function eligible(req: Request) {
	if (req.method !== 'GET' && req.method !== 'HEAD') return false
	return eligiblePath(req.path)
}

function eligiblePath(path: string) {
	// A page's data (`/news.data`, `/admin-dtima.data`) is judged as the page, and the page as the
	// router matches it (`/CONTACT/status` is the status page, made for each visitor).
	const page = routePath(path).replace(/\.data$/, '')
	if (isAdminPath(page)) return false
	if (/^\/(fr\/)?preview(\/|$)/.test(page)) return false
	if (PER_VISITOR_PAGES.some((pattern) => pattern.test(page))) return false
	// Files (feeds, calendars, sitemap, robots) keep their own caching; `.data` is a page's data.
	if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.data')) return false
	return true
}

/**
 * The address a page is stored and rendered under: only the query parameters the page reads
 * (`pageQuery`; trackers and anything else dropped, as the canonical link drops them).
 */
export function normalizedUrl(originalUrl: string) {
	const at = originalUrl.indexOf('?')
	if (at === -1) return originalUrl
	const path = originalUrl.slice(0, at)
	return path + pageQuery(path, originalUrl.slice(at))
}

/** Did the browser ask to save data (`Save-Data: on`, issue 34)? */
const savingData = (value: string | string[] | undefined) =>
	typeof value === 'string' && value.trim().toLowerCase() === 'on'

/** A page is stored once for everyone, and once more for browsers saving data. */
const storedKey = (url: string, saveData: boolean) => (saveData ? `${url} save-data` : url)

/** The store, or what finds the store of the council in scope (several councils: decision 060). */
type CacheOption = PageCache | (() => PageCache)
const cacheGetter = (cache: CacheOption) => (typeof cache === 'function' ? cache : () => cache)

export interface PageCacheMiddlewareOptions {
	cache: CacheOption
	/**
	 * Must this request get the page as it is now, never the stored one while it renders again?
	 * (Signed-in staff: whoever just made a change sees it at once.)
	 */
	fresh?: (req: { headers: IncomingMessage['headers'] }) => boolean
	/** Renders a request with the application (React Router's handler) for no one in particular. */
	render: (
		request: globalThis.Request,
		context: { requestId: string; nonce: string; client: string },
	) => Promise<globalThis.Response>
}

/**
 * Headers of the application's answer that are sent again with the stored bytes. A search page's
 * `X-Search-Results` says how many it found: the dashboard counts the searches that found nothing
 * at each answer, stored or not (decision 056).
 */
const KEPT_HEADERS = new Set([
	'content-type',
	'location',
	'content-language',
	'link',
	'x-search-results',
])

async function renderPage(
	render: PageCacheMiddlewareOptions['render'],
	url: string,
	req: Request,
	saveData: boolean,
): Promise<RenderedPage> {
	// Read whole (not streamed: entry.server.tsx waits for everything for a bot): what is stored
	// is the complete document; for a browser saving data, its own version (issue 34).
	const headers = new Headers({ 'User-Agent': 'council-page-cache (complete render; bot)' })
	if (saveData) headers.set('Save-Data', 'on')
	// A nonce of the render's own: the stored page's policy lists the hashes of the scripts that
	// carry it, so markup that slipped into the content could not run even then.
	const nonce = crypto.randomBytes(16).toString('base64')
	const response = await render(new globalThis.Request(url, { headers }), {
		requestId: String(req.res?.locals.requestId ?? ''),
		nonce,
		client: req.ip ?? '',
	})
	const body = await responseBytes(response)
	const kept: [string, string][] = []
	let personal = false
	response.headers.forEach((value, name) => {
		if (name === 'set-cookie') personal = true
		if (name === 'cache-control' && /no-store|private/.test(value)) personal = true
		if (KEPT_HEADERS.has(name)) kept.push([name, value])
	})
	return {
		status: response.status,
		headers: kept,
		body,
		nonce,
		cacheable: response.status === 200 && !personal,
		personal,
	}
}

/** The policy helmet wrote for this response, with these script sources in place of its nonce. */
function policyWithScripts(res: Response, hashes: string[]) {
	const policy = res.getHeader('Content-Security-Policy')
	if (typeof policy !== 'string') return
	res.setHeader(
		'Content-Security-Policy',
		policy.replace(/\s*'nonce-[^']*'/g, hashes.length ? ` ${hashes.join(' ')}` : ''),
	)
}

function sendStored(req: Request, res: Response, page: StoredPage, how: 'hit' | 'miss' | 'stale') {
	res.status(page.status)
	for (const [name, value] of page.headers) res.setHeader(name, value)
	policyWithScripts(res, page.scriptHashes)
	res.vary('Accept-Encoding')
	res.vary('Save-Data')
	res.setHeader('ETag', page.etag)
	// A response that sets a cookie (the language memory) is this reader's own.
	res.setHeader(
		'Cache-Control',
		res.getHeader('Set-Cookie') ? 'private, no-cache' : PUBLIC_CACHE_CONTROL,
	)
	res.setHeader('X-Page-Cache', how)
	// The content version it was rendered at: the reader's service worker checks its kept pages
	// again when it moves (issue 35, decision 059).
	res.setHeader('X-Content-Version', page.version)
	if (!page.shared && page.status === 200 && !res.getHeader('Set-Cookie'))
		page.shared = sharedHeaders(res)
	const known = req.get('If-None-Match')
	if (known && known.split(',').some((tag) => tag.trim() === page.etag)) {
		res.removeHeader('Content-Type')
		return void res.status(304).end()
	}
	const encoding = storedEncoding(req.get('Accept-Encoding'))
	let body: Buffer
	if (encoding === 'br') body = page.br
	else if (encoding === 'gzip') body = page.gzip
	else body = zlib.gunzipSync(page.gzip)
	if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding)
	res.setHeader('Content-Length', String(body.length))
	if (req.method === 'HEAD') return void res.end()
	res.end(body)
}

/** Headers written for each response, never part of a page's shared headers. */
const PER_RESPONSE = new Set([
	'x-request-id',
	'set-cookie',
	'etag',
	'x-page-cache',
	'x-content-version',
	'content-encoding',
	'content-length',
	'connection',
	'date',
	'transfer-encoding',
	'keep-alive',
])

/** The headers set so far on a response, less those written per response: a flat list. */
export function sharedHeaders(res: Response) {
	const flat: string[] = []
	for (const [name, value] of Object.entries(res.getHeaders())) {
		if (PER_RESPONSE.has(name) || value === undefined) continue
		for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one))
	}
	return flat
}

/**
 * The encoding a stored page is sent in: the one the reader weighs highest, and at equal weights
 * brotli, then gzip, as `compression` does for pages not stored (server/index.js) and the static
 * assets do. Browsers list gzip first (Chrome and Firefox: `gzip, deflate, br, zstd`), and Express's
 * own negotiation (`req.acceptsEncodings`) takes the reader's order at equal weights: every browser
 * was sent gzip, about 850 bytes more than brotli on each page (issue 34). `identity` is acceptable
 * unless refused, at the lowest weight named above 0 (as Express reads it); `false` when nothing is.
 */
export function storedEncoding(accept: string | undefined): 'br' | 'gzip' | 'identity' | false {
	if (accept === undefined) return 'identity'
	const weights = new Map<string, number>()
	for (const token of accept.split(',')) {
		const [name = '', ...params] = token.split(';').map((part) => part.trim().toLowerCase())
		if (!name) continue
		const q = params.find((param) => param.startsWith('q='))
		const weight = q === undefined ? 1 : Number(q.slice(2))
		weights.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0)
	}
	const any = weights.get('*')
	const lowest = Math.min(1, ...[...weights.values()].filter((weight) => weight > 0))
	const offered = [
		['br', weights.get('br') ?? any ?? 0],
		['gzip', weights.get('gzip') ?? any ?? 0],
		['identity', weights.get('identity') ?? any ?? lowest],
	] as const
	let best: (typeof offered)[number] | undefined
	for (const one of offered) if (one[1] > 0 && (!best || one[1] > best[1])) best = one
	return best ? best[0] : false
}

/**
 * The encoding to send for a plain `Accept-Encoding` list (no weights): brotli if the browser
 * names it, else gzip, which is what `storedEncoding` picks for such a list. Anything less plain
 * (weights, `*`, neither) is left to the full stack.
 */
function plainEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
	if (!accept) return undefined
	// Browsers send a handful of lists, the same at every request: each is read once.
	let known = encodingOfList.get(accept)
	if (known === undefined) {
		known = encodingOf(accept)
		if (encodingOfList.size >= 64) encodingOfList.clear()
		encodingOfList.set(accept, known)
	}
	return known || undefined
}

const encodingOfList = new Map<string, 'br' | 'gzip' | ''>()

function encodingOf(accept: string): 'br' | 'gzip' | '' {
	if (accept.includes(';') || accept.includes('*')) return ''
	const names = accept.split(',').map((token) => token.trim().toLowerCase())
	return names.includes('br') ? 'br' : names.includes('gzip') ? 'gzip' : ''
}

export interface FastPathOptions {
	cache: CacheOption
	/**
	 * Would the full stack send this request the page as it is for everyone? (The language memory
	 * may redirect `/` or set a cookie: those go the full way.)
	 */
	shared: (req: { method?: string; path: string; headers: IncomingMessage['headers'] }) => boolean
	/** Express's `trust proxy` rule, to read the protocol as Express does. */
	trustProxy: (address: string, hop: number) => boolean
	/** As in `PageCacheMiddlewareOptions`. */
	fresh?: PageCacheMiddlewareOptions['fresh']
	/** Told of each answer sent (the dashboard's counts, decision 056). */
	answered?: (req: IncomingMessage, page: StoredPage, status: number) => void
	/**
	 * For a page nothing is known of (`PageCache#unknown`): answers it here if it can (a render
	 * that would be refused at once, issue 32) and says so; else the request goes the full way.
	 */
	unknown?: (req: IncomingMessage, res: ServerResponse, path: string) => boolean
}

/**
 * The fast path of a stored page (decision 035): when a crowd opens the same link, each request
 * is answered from the stored bytes by Node's own request handler, before Express, its routing and
 * its middleware run (they cost most of the time of a stored page). It answers only what the full
 * stack would answer the same way from the same entry: a GET or HEAD of a page already stored,
 * current by the version known now, sent once by the full stack to an anonymous reader (its
 * headers are recorded then and sent again here, with a fresh request id), with a plain
 * `Accept-Encoding`, no forwarded host and no language memory to apply. Anything else returns
 * false and goes the full way.
 */
export function fastPageAnswer({
	cache: option,
	shared,
	trustProxy,
	fresh,
	answered,
	unknown,
}: FastPathOptions) {
	const cacheHere = cacheGetter(option)
	return (req: IncomingMessage, res: ServerResponse): boolean => {
		const method = req.method
		if (method !== 'GET' && method !== 'HEAD') return false
		const url = req.url ?? ''
		const headers = req.headers
		if (url.includes('%00') || headers['x-forwarded-host'] || !headers.host) return false
		const at = url.indexOf('?')
		const path = at === -1 ? url : url.slice(0, at)
		if (!path.startsWith('/') || !eligiblePath(path)) return false
		const encoding = plainEncoding(headers['accept-encoding'])
		if (!encoding || !shared({ method, path, headers })) return false
		const key = storedKey(
			`${protocolOf(req, trustProxy)}://${headers.host}${normalizedUrl(url)}`,
			savingData(headers['save-data']),
		)
		const cache = cacheHere()
		const page = cache.peek(key, { fresh: fresh?.(req) ?? false })
		if (!page) return unknown !== undefined && cache.unknown(key) && unknown(req, res, path)
		if (!page.shared) return false
		const known = headers['if-none-match']
		if (known && known.split(',').some((tag) => tag.trim() === page.etag)) {
			const out: string[] = []
			for (let i = 0; i < page.shared.length; i += 2)
				if (page.shared[i] !== 'content-type') out.push(page.shared[i]!, page.shared[i + 1]!)
			out.push('x-request-id', crypto.randomUUID(), 'etag', page.etag, 'x-page-cache', 'fast')
			out.push('x-content-version', page.version)
			res.writeHead(304, out)
			res.end()
			answered?.(req, page, 304)
			return true
		}
		const body = encoding === 'br' ? page.br : page.gzip
		const out = fastHeaders(page, page.shared, encoding, body)
		out[REQUEST_ID] = crypto.randomUUID()
		res.writeHead(page.status, out)
		if (method === 'HEAD') res.end()
		else res.end(body)
		answered?.(req, page, page.status)
		return true
	}
}

/** Where the request id goes in the list `fastHeaders` returns. */
const REQUEST_ID = 1

/**
 * A stored page's headers for the fast path in one encoding: written once per page and encoding
 * (a crowd asks for the same page thousands of times), copied for each answer, which gets its own
 * request id. `fast`: a stored page sent before Express (`hit`: sent stored by the full stack).
 */
function fastHeaders(page: StoredPage, shared: string[], encoding: 'br' | 'gzip', body: Buffer) {
	const made = fastHeadersOf.get(page)
	const cached = made?.[encoding]
	// The brotli bytes change once, when a popular page is recompressed at the best quality.
	if (cached && cached.body === body) return cached.headers.slice()
	const headers = ['x-request-id', '', ...shared, 'etag', page.etag, 'x-page-cache', 'fast']
	headers.push('x-content-version', page.version)
	headers.push('content-encoding', encoding, 'content-length', String(body.length))
	fastHeadersOf.set(page, { ...made, [encoding]: { body, headers } })
	return headers.slice()
}

const fastHeadersOf = new WeakMap<
	StoredPage,
	Partial<Record<'br' | 'gzip', { body: Buffer; headers: string[] }>>
>()

/** The protocol as Express reads it (`req.protocol`): X-Forwarded-Proto only from a trusted proxy. */
function protocolOf(req: IncomingMessage, trustProxy: FastPathOptions['trustProxy']) {
	const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'
	const forwarded = req.headers['x-forwarded-proto']
	if (!forwarded || !trustProxy(req.socket.remoteAddress ?? '', 0)) return own
	const value = Array.isArray(forwarded) ? forwarded[0]! : forwarded
	const comma = value.indexOf(',')
	return (comma === -1 ? value : value.slice(0, comma)).trim()
}

function sendRendered(req: Request, res: Response, page: RenderedPage) {
	res.status(page.status)
	for (const [name, value] of page.headers) res.setHeader(name, value)
	const type = page.headers.find(([name]) => name === 'content-type')?.[1] ?? ''
	// Readers asking at the same moment share this render: its scripts are allowed by hash too.
	if (type.startsWith('text/html'))
		policyWithScripts(res, inlineScriptHashes(page.body.toString('utf8'), page.nonce))
	res.setHeader(
		'Cache-Control',
		GONE.has(page.status) && page.personal === false ? GONE_CACHE_CONTROL : 'no-cache',
	)
	res.setHeader('X-Page-Cache', 'pass')
	// As a stored page varies, in the same order (a shared cache's variants are told apart by it).
	res.vary('Accept-Encoding')
	res.vary('Save-Data')
	if (req.method === 'HEAD') return void res.end()
	// Compressed on the way out by the server's compression middleware.
	res.end(page.body)
}

export function pageCacheMiddleware({ cache: option, render, fresh }: PageCacheMiddlewareOptions) {
	const cacheHere = cacheGetter(option)
	return (req: Request, res: Response, next: NextFunction) => {
		if (!eligible(req)) return next()
		const cache = cacheHere()
		const path = normalizedUrl(req.originalUrl)
		const url = `${req.protocol}://${req.get('host')}${path}`
		const saveData = savingData(req.get('save-data'))
		cache
			.get(storedKey(url, saveData), () => renderPage(render, url, req, saveData), {
				fresh: fresh?.(req) ?? false,
			})
			.then(({ page, hit, stale }) => {
				if ('gzip' in page) sendStored(req, res, page, stale ? 'stale' : hit ? 'hit' : 'miss')
				// Not a page to keep (a redirect, a 404) for an address whose trackers were dropped:
				// answered for the address as asked (a redirect keeps its whole query).
				else if (path !== req.originalUrl) next()
				else sendRendered(req, res, page)
			})
			.catch(next)
	}
}
