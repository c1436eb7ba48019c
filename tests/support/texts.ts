import { en } from '../../app/i18n/messages/en'
import { fr } from '../../app/i18n/messages/fr'
import { adminEn } from '../../app/i18n/messages/admin.en'
import { adminFr } from '../../app/i18n/messages/admin.fr'
import { notificationsEn } from '../../app/i18n/messages/notifications.en'
import { notificationsFr } from '../../app/i18n/messages/notifications.fr'
import { sampleSettings } from '../../app/seed/seed.server'

// Interface texts as a visitor sees them, for the browser tests (tests/e2e) and the server tests
// (tests/http) alike.
export const catalogs = { en, fr }
const allTexts = {
	en: { ...en, ...adminEn, ...notificationsEn },
	fr: { ...fr, ...adminFr, ...notificationsFr },
}
export type Lang = keyof typeof catalogs
export const langs: Lang[] = ['en', 'fr']
export const settings = sampleSettings

/** Interface text as a visitor sees it, with the council's name filled in. */
export function text(
	lang: Lang,
	key: keyof (typeof allTexts)['en'],
	vars: Record<string, string | number> = {},
) {
	const all: Record<string, string | number> = {
		product: settings.name[lang],
		phone: settings.phone,
		...vars,
	}
	return allTexts[lang][key].replace(/\{(\w+)\}/g, (m, name: string) => String(all[name] ?? m))
}

/** Text as React writes it into server HTML (an element's text or an attribute's value). */
export function escapeHtml(s: string) {
	return s
		.replaceAll('&', '&amp;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;')
		.replaceAll('"', '&quot;')
		.replaceAll("'", '&#x27;')
}
