import type { Crumb, Trail } from '#app/components/site/breadcrumbs'
import { createT } from '#app/i18n/catalogs.server'
import { localeFromPath, localizePath, type Locale } from '#app/i18n/locales'
import type { CouncilSettings } from '#app/features/settings/settings-schema'
import { settingsVars } from '#app/i18n/hooks'
import {
	breadcrumbList,
	jsonLdAddress,
	serializeJsonLd,
} from '#app/features/feeds/structured-data.server'
import { keepTimesTogether } from '#app/utils/text'

/**
 * Home › parent › page, and the same trail as BreadcrumbList JSON-LD for search engines. The
 * parent is a menu group (no page of its own, so not a link) or a list the page belongs to.
 */
export function pageCrumbs(address: URL, title: string, parent?: Crumb): Trail {
	const locale = localeFromPath(address.pathname)
	const t = createT(locale)
	const items: Crumb[] = [
		{ label: t('nav.home'), href: localizePath('/', locale) },
		...(parent ? [parent] : []),
		{ label: title },
	]
	const { origin, url } = jsonLdAddress(address)
	return { items, jsonLd: serializeJsonLd(breadcrumbList(items, origin, url)) }
}

/** Placeholders content texts may use, filled from the council's settings. */
export function pageVars(
	settings: Pick<CouncilSettings, 'name' | 'phone' | 'email' | 'postalAddress' | 'officeHours'>,
	locale: Locale,
) {
	return {
		...settingsVars(settings, locale),
		address: settings.postalAddress[locale],
		officeHours: keepTimesTogether(settings.officeHours[locale]),
	}
}
