import type { Locale } from './locales'
import { staffCatalog } from './staff-catalog'

const loading: Partial<Record<Locale, Promise<void>>> = {}

/**
 * Loads the staff catalog of `locale` in the browser (each module registers itself). The same
 * promise for the same language, so a component may suspend on it (`use`) while it arrives:
 * a screen reached by a link from elsewhere, or the other language chosen.
 */
export function loadStaffCatalog(locale: Locale): Promise<void> {
	if (staffCatalog(locale)) return Promise.resolve()
	return (loading[locale] ??= (
		locale === 'fr' ? import('./staff-catalog.fr') : import('./staff-catalog.en')
	).then(() => undefined))
}
