import type { MessageKey } from './messages/en'
import { dateTimeFormat, numberFormat } from '#app/utils/intl'
import { intlLocale, type Locale } from './locales'

export type { MessageKey, SiteMessageKey } from './messages/en'

export type Vars = Record<string, string | number>

/**
 * Looks a key up in a catalog. A key that is not there renders as the key itself, so a gap is
 * visible on the page rather than blank; placeholders `{name}` are filled from `vars`.
 */
export function translate(catalog: Readonly<Record<string, string>>, key: string, vars?: Vars) {
	const template = Object.prototype.hasOwnProperty.call(catalog, key) ? catalog[key] : undefined
	if (template === undefined) return key
	if (!vars) return template
	return template.replace(/\{(\w+)\}/g, (match, name: string) =>
		name in vars ? String(vars[name]) : match,
	)
}

export type TFunction = (key: MessageKey, vars?: Vars) => string

/**
 * `t()` over one catalog. The browser only ever holds the page's own language (it arrives with the
 * root loader's data); the server picks catalogs with `createT` from `catalogs.server.ts`.
 */
export function tFor(
	catalog: Readonly<Partial<Record<MessageKey, string>>>,
	base?: Vars,
): TFunction {
	return (key, vars) => translate(catalog, key, base ? { ...base, ...vars } : vars)
}

/** A date (YYYY-MM-DD or ISO) in the page's language, e.g. "15 February 2024" / "15 février 2024". */
export function formatDate(
	value: string,
	locale: Locale,
	options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
) {
	const date = parseDateOnly(value)
	return dateTimeFormat(intlLocale[locale], { timeZone: 'UTC', ...options }).format(date)
}

/** Month abbreviation and day number for an event badge: { month: 'Mar', day: '8' }. */
export function dateBadge(value: string, locale: Locale) {
	const date = parseDateOnly(value)
	const month = dateTimeFormat(intlLocale[locale], { month: 'short', timeZone: 'UTC' })
		.format(date)
		.replace(/\.$/, '')
	const day = dateTimeFormat(intlLocale[locale], { day: 'numeric', timeZone: 'UTC' }).format(date)
	return { month, day }
}

export function formatNumber(value: number, locale: Locale) {
	return numberFormat(intlLocale[locale]).format(value)
}

/** Date-only strings are calendar dates: read them at UTC midnight so no time zone shifts the day. */
function parseDateOnly(value: string) {
	return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value)
}
