import type { Locale } from './locales'

/**
 * The staff area's catalogs (the site's texts plus the staff area's own), one module per
 * language (staff-catalog.en.ts, staff-catalog.fr.ts) that registers itself when it loads: on the
 * server, both at start (catalogs.server.ts); in the browser, only the staff member's language, as
 * a script of its own that the browser keeps between screens and visits (decision 052). So no
 * staff screen carries its texts in its HTML: the sign-in page weighed 162 KB of HTML, 114 KB of
 * it the catalog, on a clerk's paid data at every page load.
 */
type Catalog = Readonly<Record<string, string>>
const registered: Partial<Record<Locale, Catalog>> = {}

export function registerStaffCatalog(locale: Locale, messages: Catalog) {
	registered[locale] = messages
}

export function staffCatalog(locale: Locale): Catalog | undefined {
	return registered[locale]
}
