import type { NextFunction, Request, Response } from 'express'
import { localeFromPath } from '../app/i18n/locales'
import { preferredFromAcceptLanguage } from '../app/i18n/accept-language'
import { PREFERENCE_MAX_AGE, readCookie, serializeCookie } from '../app/platform/cookies.server'
import { httpsSite } from '../app/platform/env.server'

const LANG_COOKIE = 'lang'

/**
 * True when the browser says this navigation started on one of our own pages: the only way to move
 * between languages from inside the site is the language toggle (or a link to the partner page).
 */
function isSameSiteNavigation(req: Request): boolean {
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
			res.append(
				'Set-Cookie',
				serializeCookie(LANG_COOKIE, pageLocale, {
					maxAge: PREFERENCE_MAX_AGE,
					// Secure on an HTTPS site even when its TLS proxy speaks plain HTTP to us.
					secure: req.secure || httpsSite(),
				}),
			)
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
