import type { NextFunction, Request, Response } from 'express'
import { localeFromPath, type Locale } from '../app/i18n/locales'
import { httpsSite } from '../app/platform/env.server'

export const LANG_COOKIE = 'lang'
const ONE_YEAR_S = 60 * 60 * 24 * 365

/**
 * Reads one cookie from a Cookie header without a parser dependency. A value that is not valid
 * percent-encoded UTF-8 (`lang=%ff`, set by hand or by another application on the same host) is
 * treated as absent: it cannot name a language, and failing on it would break every page for as
 * long as the browser keeps the cookie.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
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

/**
 * The language an Accept-Language header prefers between en and fr (q-values honoured; a bare
 * `fr-CM` counts as fr). English when neither is named.
 */
export function preferredFromAcceptLanguage(header: string | undefined): Locale {
	if (!header) return 'en'
	let best: { locale: Locale; q: number } | undefined
	for (const part of header.split(',')) {
		const [tag = '', ...params] = part.trim().split(';')
		const base = tag.trim().toLowerCase().split('-')[0]
		if (base !== 'en' && base !== 'fr') continue
		const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
		const q = qParam ? Number(qParam.slice(2)) : 1
		if (!Number.isFinite(q) || q <= 0) continue
		if (!best || q > best.q) best = { locale: base, q }
	}
	return best?.locale ?? 'en'
}

/**
 * True when the browser says this navigation started on one of our own pages: the only way to move
 * between languages from inside the site is the language toggle (or a link to the partner page).
 */
export function isSameSiteNavigation(req: Request): boolean {
	const site = req.get('sec-fetch-site')
	if (site) return site === 'same-origin'
	// Older browsers without Fetch Metadata: fall back to the Referer's host.
	const referer = req.get('referer')
	if (!referer) return false
	try {
		return new URL(referer).host === req.get('host')
	} catch {
		return false
	}
}

/**
 * Requests that load a page: a document navigation, or React Router's `<path>.data` request for a
 * client-side navigation. Assets, files, the route manifest and API calls are not.
 */
function isPageRequest(req: Request) {
	if (req.path.endsWith('.data')) return true
	if (/\.[a-z0-9]+$/i.test(req.path) || req.path.startsWith('/__') || req.path === '/healthz')
		return false
	const dest = req.get('sec-fetch-dest')
	return !dest || dest === 'document'
}

/**
 * Language memory, without JavaScript:
 * - following a link inside the site to a page in the other language (the toggle) remembers that
 *   language in a cookie; arriving from outside (search engine, shared link) changes nothing;
 * - `/` sends people who chose French, or whose browser prefers it, to `/fr`;
 * - every other address serves the language it names.
 */
export function languageMiddleware(req: Request, res: Response, next: NextFunction) {
	if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPageRequest(req)) return next()

	// Client-side navigations fetch `<path>.data` (`/_root.data` for `/`): judge them as the page.
	const pagePath = req.path.replace(/\.data$/, '').replace(/^\/_root$/, '/')
	const isHome = pagePath === '/'
	const pageLocale = localeFromPath(pagePath)
	const remembered = readCookie(req.headers.cookie, LANG_COOKIE)
	const sameSite = isSameSiteNavigation(req)

	if (isHome) res.vary('Cookie').vary('Accept-Language')

	if (sameSite) {
		if (remembered !== pageLocale) {
			res.cookie(LANG_COOKIE, pageLocale, {
				maxAge: ONE_YEAR_S * 1000,
				sameSite: 'lax',
				httpOnly: true,
				// Secure on an HTTPS site even when its TLS proxy speaks plain HTTP to us.
				secure: req.secure || httpsSite(),
				path: '/',
			})
		}
		return next()
	}

	if (req.path === '/') {
		const wanted =
			remembered === 'fr' || remembered === 'en'
				? remembered
				: preferredFromAcceptLanguage(req.get('accept-language'))
		if (wanted === 'fr') {
			const query = req.originalUrl.includes('?')
				? req.originalUrl.slice(req.originalUrl.indexOf('?'))
				: ''
			res.set('Cache-Control', 'private, no-cache')
			return res.redirect(302, `/fr${query}`)
		}
	}
	next()
}
