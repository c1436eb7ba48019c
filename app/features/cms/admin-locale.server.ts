import { preferredFromAcceptLanguage } from '#app/i18n/accept-language'
import { ADMIN_LANG_COOKIE, isLocale, type Locale } from '#app/i18n/locales'
import { PREFERENCE_MAX_AGE, requestCookie, serializeCookie } from '#app/platform/cookies.server'

/**
 * The staff area's interface language: the person's choice (cookie), else the browser's
 * preference between English and French, else English.
 */
export function adminLocale(request: Request): Locale {
	const chosen = requestCookie(request, ADMIN_LANG_COOKIE)
	if (isLocale(chosen)) return chosen
	return preferredFromAcceptLanguage(request.headers.get('Accept-Language'))
}

/** Set-Cookie value keeping the admin language for a year (not HttpOnly: nothing secret in it). */
export function adminLocaleCookie(locale: Locale, secure: boolean) {
	return serializeCookie(ADMIN_LANG_COOKIE, locale, {
		maxAge: PREFERENCE_MAX_AGE,
		secure,
		httpOnly: false,
	})
}
