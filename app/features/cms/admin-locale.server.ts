import { ADMIN_LANG_COOKIE, isLocale, type Locale } from '#app/i18n/locales'

/**
 * The staff area's interface language: the person's choice (cookie), else the browser's first
 * preference between English and French, else English.
 */
export function adminLocale(request: Request): Locale {
	const cookie = request.headers.get('Cookie') ?? ''
	const match = cookie.match(new RegExp(`(?:^|;\\s*)${ADMIN_LANG_COOKIE}=(en|fr)(?:;|$)`))
	if (match && isLocale(match[1])) return match[1]
	const accept = (request.headers.get('Accept-Language') ?? '').toLowerCase()
	const first = accept
		.split(',')
		.map((part) => part.trim().slice(0, 2))
		.find((tag) => tag === 'en' || tag === 'fr')
	return first === 'fr' ? 'fr' : 'en'
}

/** Set-Cookie value keeping the admin language for a year. */
export function adminLocaleCookie(locale: Locale, secure: boolean) {
	return `${ADMIN_LANG_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`
}
