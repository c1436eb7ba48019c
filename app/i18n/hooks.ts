import { use, useMemo } from 'react'
import { useLocation } from 'react-router'
import { tFor, type TFunction } from '#app/i18n/i18n'
import { essentialsEn } from '#app/i18n/messages/essentials.en'
import { essentialsFr } from '#app/i18n/messages/essentials.fr'
import { isAdminPath, localeFromPath, type Locale } from '#app/i18n/locales'
import type { CouncilSettings } from '#app/features/settings/settings-schema'
import { usePagePublished, useRootData, useSettings, type RootData } from '#app/root-data'
import { siteCatalog, withOverrides } from '#app/i18n/site-catalog'
import { staffCatalog, staffCatalogArriving } from '#app/i18n/staff-catalog'

// The root data's hooks travel with the language hooks: one import for a component's needs.
export { usePagePublished, useRootData, useSettings }

/** The page's language: from the URL on the public site, from the root data in the staff area. */
export function useLocale(): Locale {
	const { pathname } = useLocation()
	const root = useRootData()
	if (isAdminPath(pathname)) return root?.locale ?? 'en'
	return localeFromPath(pathname)
}

/** `t()` for the page's language, with `{product}`, `{phone}` and `{email}` from the settings. */
export function useT(): TFunction {
	const locale = useLocale()
	const settings = useSettings()
	const root = useRootData()
	const messages = useCatalog(root, locale)
	return useMemo(() => tFor(messages, settingsVars(settings, locale)), [messages, settings, locale])
}

/**
 * The staff area's catalog (i18n/staff-catalog.ts); a public page's from its layout route, with
 * the council's wording. Without root data (the root loader itself failed) only the error screens
 * render: their texts ship on their own. In the browser, a staff screen whose language's catalog
 * has not arrived yet (reached by a link from elsewhere, or the other language just chosen)
 * suspends until it has: React keeps the screen before it meanwhile. A document load never
 * waits here: the staff screens' modules load it before hydrating (staff-catalog-preload.ts).
 */
function useCatalog(root: RootData | undefined, locale: Locale): Readonly<Record<string, string>> {
	if (root?.locale !== locale) return essentials[locale]
	if (root.staff) {
		const loaded = staffCatalog(locale)
		if (loaded) return loaded
		use(staffCatalogArriving(locale))
		return staffCatalog(locale)!
	}
	const site = siteCatalog(locale)
	return site ? withOverrides(site, root.messageOverrides) : essentials[locale]
}

const essentials = { en: essentialsEn, fr: essentialsFr }

export function settingsVars(
	settings: Pick<CouncilSettings, 'name' | 'phone' | 'email'>,
	locale: Locale,
) {
	return { product: settings.name[locale], phone: settings.phone, email: settings.email }
}
