import crypto from 'node:crypto'
import zlib from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'
import { isAdminPath } from '#app/i18n/locales'
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
 *   while it fetches the new one, or for a day when this server cannot answer.
 */

export const PUBLIC_CACHE_CONTROL =
	'public, max-age=0, s-maxage=1, stale-while-revalidate=10, stale-if-error=86400'

/** Query parameters that only say where a reader came from: the same page for everyone. */
const TRACKERS = /^(utm_[a-z]+|fbclid|gclid|msclkid|mc_[a-z]+|igshid|ref)$/i

/** Paths the cache never answers: the staff area, previews and files with an extension. */
function eligible(req: Request) {
	if (req.method !== 'GET' && req.method !== 'HEAD') return false
	const path = req.path
	// A page's data (`/news.data`, `/admin-dtima.data`) is judged as the page.
	const page = path.replace(/\.data$/, '')
	if (isAdminPath(page)) return false
	if (/^\/(fr\/)?preview(\/|$)/.test(page)) return false
	// Files (feeds, calendars, sitemap, robots) keep their own caching; `.data` is a page's data.
	if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.data')) return false
	return true
}

/** The address without tracking parameters (the canonical link drops them too). */
export function normalizedUrl(originalUrl: string) {
	const at = originalUrl.indexOf('?')
	if (at === -1) return originalUrl
	const params = new URLSearchParams(originalUrl.slice(at + 1))
	for (const name of [...params.keys()]) if (TRACKERS.test(name)) params.delete(name)
	const query = params.toString()
	return originalUrl.slice(0, at) + (query ? `?${query}` : '')
}

export interface PageCacheMiddlewareOptions {
	cache: PageCache
	/** Renders a request with the application (React Router's handler) for no one in particular. */
	render: (
		request: globalThis.Request,
		context: { requestId: string; nonce: string },
	) => Promise<globalThis.Response>
}

/** Headers of the application's answer that are sent again with the stored bytes. */
const KEPT_HEADERS = new Set(['content-type', 'location', 'content-language', 'link'])

async function renderPage(
	render: PageCacheMiddlewareOptions['render'],
	url: string,
	req: Request,
): Promise<RenderedPage> {
	// Read whole (not streamed: entry.server.tsx waits for everything for a bot): what is stored
	// is the complete document.
	const headers = new Headers({ 'User-Agent': 'council-page-cache (complete render; bot)' })
	// A nonce of the render's own: the stored page's policy lists the hashes of the scripts that
	// carry it, so markup that slipped into the content could not run even then.
	const nonce = crypto.randomBytes(16).toString('base64')
	const response = await render(new globalThis.Request(url, { headers }), {
		requestId: String(req.res?.locals.requestId ?? ''),
		nonce,
	})
	const body = Buffer.from(await response.arrayBuffer())
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

function sendStored(req: Request, res: Response, page: StoredPage, hit: boolean) {
	res.status(page.status)
	for (const [name, value] of page.headers) res.setHeader(name, value)
	policyWithScripts(res, page.scriptHashes)
	res.vary('Accept-Encoding')
	res.setHeader('ETag', page.etag)
	// A response that sets a cookie (the language memory) is this reader's own.
	res.setHeader(
		'Cache-Control',
		res.getHeader('Set-Cookie') ? 'private, no-cache' : PUBLIC_CACHE_CONTROL,
	)
	res.setHeader('X-Page-Cache', hit ? 'hit' : 'miss')
	const known = req.get('If-None-Match')
	if (known && known.split(',').some((tag) => tag.trim() === page.etag)) {
		res.removeHeader('Content-Type')
		return void res.status(304).end()
	}
	const encoding = req.acceptsEncodings(['br', 'gzip', 'identity'])
	let body: Buffer
	if (encoding === 'br') body = page.br
	else if (encoding === 'gzip') body = page.gzip
	else body = zlib.gunzipSync(page.gzip)
	if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding)
	res.setHeader('Content-Length', String(body.length))
	if (req.method === 'HEAD') return void res.end()
	res.end(body)
}

function sendRendered(req: Request, res: Response, page: RenderedPage) {
	res.status(page.status)
	for (const [name, value] of page.headers) res.setHeader(name, value)
	const type = page.headers.find(([name]) => name === 'content-type')?.[1] ?? ''
	// Readers asking at the same moment share this render: its scripts are allowed by hash too.
	if (type.startsWith('text/html'))
		policyWithScripts(res, inlineScriptHashes(page.body.toString('utf8'), page.nonce))
	res.setHeader('Cache-Control', 'no-cache')
	res.setHeader('X-Page-Cache', 'pass')
	if (req.method === 'HEAD') return void res.end()
	// Compressed on the way out by the server's compression middleware.
	res.end(page.body)
}

export function pageCacheMiddleware({ cache, render }: PageCacheMiddlewareOptions) {
	return (req: Request, res: Response, next: NextFunction) => {
		if (!eligible(req)) return next()
		const path = normalizedUrl(req.originalUrl)
		const url = `${req.protocol}://${req.get('host')}${path}`
		cache
			.get(url, () => renderPage(render, url, req))
			.then(({ page, hit }) => {
				if ('gzip' in page) sendStored(req, res, page, hit)
				// Not a page to keep (a redirect, a 404) for an address whose trackers were dropped:
				// answered for the address as asked (a redirect keeps its whole query).
				else if (path !== req.originalUrl) next()
				else sendRendered(req, res, page)
			})
			.catch(next)
	}
}
