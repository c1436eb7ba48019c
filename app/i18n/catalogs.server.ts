import { tFor, type TFunction, type Vars } from './i18n'
import type { Locale } from './locales'
import { en, type Messages } from './messages/en'
import { fr } from './messages/fr'
import { adminEn } from './messages/admin.en'
import { adminFr } from './messages/admin.fr'

/** Both catalogs, on the server only: each page sends the browser just its own language. */
export const catalogs: Record<Locale, Messages> = { en, fr }

/** The staff area's pages get the site's catalog plus their own texts. */
export const adminCatalogs = {
	en: { ...en, ...adminEn },
	fr: { ...fr, ...adminFr },
} satisfies Record<Locale, Record<string, string>>

export function createT(locale: Locale, base?: Vars): TFunction {
	return tFor(adminCatalogs[locale], base)
}
