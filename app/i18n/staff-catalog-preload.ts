import { isLocale } from './locales'
import { setStaffCatalogLoader } from './staff-catalog'
import { loadStaffCatalog } from './staff-catalog-loader'

/**
 * Imported by the staff area's route modules only (its layout and the sign-in page): in the
 * browser, the catalog of the page's language is loaded before the module is ready, so before
 * the page hydrates (React Router imports a page's route modules first); and later screens can
 * ask for the other language (hooks.ts). Public pages never import this, so they cannot load a
 * staff text. On the server the catalogs are registered at start (catalogs.server.ts).
 */
setStaffCatalogLoader(loadStaffCatalog)
if (typeof document !== 'undefined' && isLocale(document.documentElement.lang))
	await loadStaffCatalog(document.documentElement.lang)
