import type { SearchContext, SearchDocument } from '#app/features/cms/content-type'
import type { SiteMessageKey } from '#app/i18n/messages/en'
import { localizePath } from '#app/i18n/locales'

/**
 * A list page whose words live in the catalogs (the newsroom, the events, the help questions,
 * the programmes), found by the wording the council gave them.
 */
export function listPageDocument(
	{ locale, t, vars }: SearchContext,
	path: string,
	title: SiteMessageKey,
	text: SiteMessageKey[],
): SearchDocument {
	return {
		id: `page:${path}`,
		type: 'page',
		title: t(title),
		headings: '',
		text: text.map((key) => t(key, vars)).join(' '),
		url: localizePath(path, locale),
	}
}
