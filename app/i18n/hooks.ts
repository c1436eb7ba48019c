import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { tFor, type TFunction } from '#app/i18n/i18n'
import { essentialsEn } from '#app/i18n/messages/essentials.en'
import { essentialsFr } from '#app/i18n/messages/essentials.fr'
import { isAdminPath, localeFromPath, type Locale } from '#app/i18n/locales'
import type { CouncilSettings } from '#app/features/settings/settings-schema'
import { useRootData, useSettings } from '#app/root-data'

// The root data's hooks travel with the language hooks: one import for a component's needs.
export { useRootData, useSettings }

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
	// Without root data (the root loader itself failed) only the error screens render: their texts
	// ship on their own.
	const messages = root?.locale === locale ? root.messages : essentials[locale]
	return useMemo(() => tFor(messages, settingsVars(settings, locale)), [messages, settings, locale])
}

const essentials = { en: essentialsEn, fr: essentialsFr }

export function settingsVars(
	settings: Pick<CouncilSettings, 'name' | 'phone' | 'email'>,
	locale: Locale,
) {
	return { product: settings.name[locale], phone: settings.phone, email: settings.email }
}
