import type { Locale } from './locales'
import type { Messages } from './messages/en'

/**
 * The public site's catalogs, as each language's layout route registers its own
 * (routes/site/layout.tsx, layout.fr.tsx) when its module loads: on the server, both at start; in
 * the browser, the page's language only, as part of that route's JavaScript, which the browser
 * keeps between pages and visits. So pages no longer carry their catalog in their loader data
 * (a third of a page's compressed bytes; decision 008).
 */
const registered: Partial<Record<Locale, Messages>> = {}

export function registerSiteCatalog(locale: Locale, messages: Messages) {
	registered[locale] = messages
}

export function siteCatalog(locale: Locale): Messages | undefined {
	return registered[locale]
}

const merged = new WeakMap<object, Map<Messages, Messages>>()

/**
 * The catalog with the council's wording of the texts it rewords (`overrides`, from the root
 * data), merged once per root data object, not per component.
 */
export function withOverrides(
	base: Messages,
	overrides: Readonly<Record<string, string>> | undefined,
): Messages {
	if (!overrides || !Object.keys(overrides).length) return base
	let byBase = merged.get(overrides)
	if (!byBase) merged.set(overrides, (byBase = new Map()))
	let messages = byBase.get(base)
	if (!messages) byBase.set(base, (messages = { ...base, ...overrides } as Messages))
	return messages
}
