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

/**
 * How the browser fetches a language's catalog: set by the staff area's own modules
 * (staff-catalog-preload.ts), so that no public page can load a staff text (public-bundles test).
 */
let load: ((locale: Locale) => Promise<void>) | undefined

export function setStaffCatalogLoader(loader: (locale: Locale) => Promise<void>) {
	load = loader
}

/** The catalog of `locale` on its way (for `use`); only ever asked for on a staff screen. */
export function staffCatalogArriving(locale: Locale): Promise<void> {
	if (!load) return Promise.reject(new Error('the staff catalogs are loaded by staff screens only'))
	return load(locale)
}
