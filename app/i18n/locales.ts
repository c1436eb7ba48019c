import { ADMIN_BASE, COUNCIL_TIME_ZONE } from '#app/config'
import { dateTimeFormat } from '#app/utils/intl'
export const locales = ['en', 'fr'] as const
export type Locale = (typeof locales)[number]

export function isLocale(value: unknown): value is Locale {
	return value === 'en' || value === 'fr'
}

/** BCP 47 tags used with Intl, so dates and numbers read as people in Cameroon write them. */
export const intlLocale: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR' }

/** `/fr/x` → 'fr'; everything else → 'en'. */
export function localeFromPath(pathname: string): Locale {
	return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en'
}

/** Removes the language prefix: `/fr/government/cabinet` → `/government/cabinet`, `/fr` → `/`. */
export function stripLocale(pathname: string): string {
	if (pathname === '/fr' || pathname === '/fr/') return '/'
	if (pathname.startsWith('/fr/')) return pathname.slice(3)
	return pathname || '/'
}

/** A site path in a given language: ('/government/cabinet', 'fr') → '/fr/government/cabinet'. */
export function localizePath(path: string, locale: Locale): string {
	const bare = stripLocale(path)
	if (locale === 'en') return bare
	return bare === '/' ? '/fr' : `/fr${bare}`
}

/** The same page in the other language, keeping the query string. */
export function partnerHref(pathname: string, search: string, target: Locale): string {
	return `${localizePath(pathname, target)}${search}`
}

export function otherLocale(locale: Locale): Locale {
	return locale === 'en' ? 'fr' : 'en'
}

/**
 * Today's date (YYYY-MM-DD) in the council's time zone. A time zone's date changes only as a
 * minute starts (offsets are whole minutes), so it is worked out once per minute: a page asks
 * for it several times, and each answer from `Intl` costs a few microseconds.
 */
export function councilToday(now = new Date()): string {
	const minute = Math.floor(now.getTime() / 60_000)
	if (lastToday?.minute === minute) return lastToday.date
	const date = dateTimeFormat('en-CA', {
		timeZone: COUNCIL_TIME_ZONE,
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
	}).format(now)
	lastToday = { minute, date }
	return date
}
let lastToday: { minute: number; date: string } | undefined

/** A calendar date (YYYY-MM-DD) moved by a number of days. */
export function addDays(isoDate: string, days: number) {
	const d = new Date(`${isoDate}T00:00:00Z`)
	d.setUTCDate(d.getUTCDate() + days)
	return d.toISOString().slice(0, 10)
}

/**
 * A path as the router matches it: each segment's percent-escapes decoded (an escaped "/" stays
 * inside its segment) and letters in lower case, since routes match whatever the case. Checks on
 * a path (the staff area, pages made for each visitor) read this form, so that `/ADMIN-DTIMA/users`
 * or `/admin%2Ddtima/users`, which open the same screen, are recognised as what they open.
 */
export function routePath(pathname: string) {
	return pathname
		.split('/')
		.map((segment) => {
			try {
				return decodeURIComponent(segment).replaceAll('/', '%2f')
			} catch {
				return segment
			}
		})
		.join('/')
		.toLowerCase()
}

export function isAdminPath(pathname: string) {
	const path = routePath(pathname)
	return path === ADMIN_BASE || path.startsWith(`${ADMIN_BASE}/`)
}

/** Name of the cookie that keeps the staff area's interface language. */
export const ADMIN_LANG_COOKIE = 'admin_lang'
