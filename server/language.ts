import type { NextFunction, Request, Response } from 'express'
import { localeFromPath } from '../app/i18n/locales'
import { preferredFromAcceptLanguage } from '../app/i18n/accept-language'
import { PREFERENCE_MAX_AGE, readCookie, serializeCookie } from '../app/platform/cookies.server'
import { httpsSite } from '../app/platform/env.server'

const LANG_COOKIE = 'lang'

/** What the language memory needs of a request: Node's and Express's requests both have these. */
export interface LanguageRequest {
	method?: string
	/** The path, without the query. */
	path: string
	headers: Record<string, string | string[] | undefined>
}

const header = (req: LanguageRequest, name: string) => {
	const value = req.headers[name]
	return Array.isArray(value) ? value[0] : value
}

/**
 * True when the browser says this navigation started on one of our own pages: the only way to move
 * between languages from inside the site is the language toggle (or a link to the partner page).
 */
function isSameSiteNavigation(req: LanguageRequest): boolean {
	const site = header(req, 'sec-fetch-site')
	if (site) return site === 'same-origin'
	// Older browsers without Fetch Metadata: fall back to the Referer's host.
	const referer = header(req, 'referer')
	if (!referer) return false
	try {
		return new URL(referer).host === header(req, 'host')
	} catch {
		return false
	}
}

/**
 * Requests that load a page: a document navigation, or React Router's `<path>.data` request for a
 * client-side navigation. Assets, files, the route manifest and API calls are not.
 */
function isPageRequest(req: LanguageRequest) {
	if (req.path.endsWith('.data')) return true
	if (/\.[a-z0-9]+$/i.test(req.path) || req.path.startsWith('/__') || req.path === '/healthz')
		return false
	const dest = header(req, 'sec-fetch-dest')
	return !dest || dest === 'document'
}

export type LanguageOutcome =
	/** The page as asked, the same for everyone (Vary on the home page). */
	| { kind: 'page'; home: boolean }
	/** The page as asked, and its language remembered in a cookie: this reader's answer. */
	| { kind: 'remember'; home: boolean; locale: 'en' | 'fr' }
	/** `/` for someone who chose French or whose browser prefers it. */
	| { kind: 'french-home' }

/**
 * Language memory, without JavaScript:
 * - following a link inside the site to a page in the other language (the toggle) remembers that
 *   language in a cookie; arriving from outside (search engine, shared link) changes nothing;
 * - `/` sends people who chose French, or whose browser prefers it, to `/fr`;
 * - every other address serves the language it names.
 * The public page cache's fast path asks the same question (server/app.ts): only a `page` answer
 * may be sent from the stored bytes without going through Express.
 */
export function languageOutcome(req: LanguageRequest): LanguageOutcome {
	if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPageRequest(req))
		return { kind: 'page', home: false }
	// Client-side navigations fetch `<path>.data` (`/_root.data` for `/`): judge them as the page.
	const pagePath = req.path.replace(/\.data$/, '').replace(/^\/_root$/, '/')
	const home = pagePath === '/'
	const pageLocale = localeFromPath(pagePath)
	const remembered = readCookie(header(req, 'cookie'), LANG_COOKIE)
	if (isSameSiteNavigation(req))
		return remembered === pageLocale
			? { kind: 'page', home }
			: { kind: 'remember', home, locale: pageLocale }
	if (req.path === '/') {
		const wanted =
			remembered === 'fr' || remembered === 'en'
				? remembered
				: preferredFromAcceptLanguage(header(req, 'accept-language'))
		if (wanted === 'fr') return { kind: 'french-home' }
	}
	return { kind: 'page', home }
}

export function languageMiddleware(req: Request, res: Response, next: NextFunction) {
	const outcome = languageOutcome(req)
	if (outcome.kind === 'french-home') {
		res.vary('Cookie').vary('Accept-Language')
		const query = req.originalUrl.includes('?')
			? req.originalUrl.slice(req.originalUrl.indexOf('?'))
			: ''
		res.set('Cache-Control', 'private, no-cache')
		return res.redirect(302, `/fr${query}`)
	}
	if (outcome.home) res.vary('Cookie').vary('Accept-Language')
	if (outcome.kind === 'remember') {
		res.append(
			'Set-Cookie',
			serializeCookie(LANG_COOKIE, outcome.locale, {
				maxAge: PREFERENCE_MAX_AGE,
				// Secure on an HTTPS site even when its TLS proxy speaks plain HTTP to us.
				secure: req.secure || httpsSite(),
			}),
		)
	}
	next()
}
