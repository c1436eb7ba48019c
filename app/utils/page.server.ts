import type { Crumb } from '#app/components/site/breadcrumbs'
import type { PageGroup } from '#app/content/pages/types'
import { type MessageKey } from '#app/i18n/i18n'
import { createT } from '#app/i18n/catalogs.server'
import { localizePath, type Locale } from '#app/i18n/locales'
import type { CouncilSettings } from '#app/schemas/settings'
import { settingsVars } from '#app/utils/i18n'

const groupLabels: Record<PageGroup, MessageKey> = {
	government: 'nav.government',
	residents: 'nav.residents',
	visitors: 'nav.visitors',
	business: 'nav.business',
	iWantTo: 'nav.iWantTo',
	services: 'services.title',
}

/** Home › menu group › page. Menu groups have no page of their own, so they are not links. */
export function pageCrumbs(group: PageGroup | null, title: string, locale: Locale): Crumb[] {
	const t = createT(locale)
	return [
		{ label: t('nav.home'), href: localizePath('/', locale) },
		...(group ? [{ label: t(groupLabels[group]) }] : []),
		{ label: title },
	]
}

/** Placeholders content texts may use, filled from the council's settings. */
export function pageVars(settings: CouncilSettings, locale: Locale) {
	return {
		...settingsVars(settings, locale),
		address: settings.postalAddress[locale],
		officeHours: settings.officeHours[locale],
	}
}
