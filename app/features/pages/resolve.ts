import type { Locale } from '#app/i18n/locales'
import { fillPlaceholders } from '#app/utils/text'
import type { Bilingual, ContentPage, ResolvedPage } from './types'

function isBilingual(value: unknown): value is Bilingual {
	if (!value || typeof value !== 'object' || Array.isArray(value)) return false
	const keys = Object.keys(value)
	return (
		keys.length === 2 &&
		typeof (value as Bilingual).en === 'string' &&
		typeof (value as Bilingual).fr === 'string'
	)
}

/**
 * The page in one language, with `{phone}`-style placeholders filled from the settings. Texts in
 * lists (paragraphs, list items) that are empty in this language are dropped.
 */
export function resolvePage(
	page: ContentPage,
	locale: Locale,
	vars: Record<string, string | number>,
): ResolvedPage {
	const walk = (value: unknown): unknown => {
		if (isBilingual(value)) return fillPlaceholders(value[locale], vars)
		if (Array.isArray(value)) {
			// A paragraph or list item written in one language only is left out of the other.
			const items = value.map(walk)
			return items.filter((item) => item !== '')
		}
		if (value && typeof value === 'object') {
			return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]))
		}
		return value
	}
	return walk(page) as ResolvedPage
}

/** Every text pair of a page, for tests and the search index. */
export function bilingualTexts(value: unknown, out: Bilingual[] = []): Bilingual[] {
	if (isBilingual(value)) out.push(value)
	else if (Array.isArray(value)) value.forEach((v) => bilingualTexts(v, out))
	else if (value && typeof value === 'object')
		Object.values(value).forEach((v) => bilingualTexts(v, out))
	return out
}
