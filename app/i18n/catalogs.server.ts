import { tFor, type TFunction, type Vars } from './i18n'
import type { Locale } from './locales'
import { en, type Messages } from './messages/en'
import { fr } from './messages/fr'
import { staffEn } from './staff-catalog.en'
import { staffFr } from './staff-catalog.fr'

/** Both catalogs, on the server only: each page sends the browser just its own language. */
export const catalogs: Record<Locale, Messages> = { en, fr }

/** The staff area's pages get the site's catalog plus their own texts (staff-catalog.ts). */
export const adminCatalogs = {
	en: staffEn,
	fr: staffFr,
} satisfies Record<Locale, Record<string, string>>

export function createT(locale: Locale, base?: Vars): TFunction {
	return tFor(adminCatalogs[locale], base)
}
