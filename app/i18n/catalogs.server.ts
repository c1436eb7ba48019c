import { tFor, type TFunction, type Vars } from './i18n'
import type { Locale } from './locales'
import { en, type Messages } from './messages/en'
import { fr } from './messages/fr'

/** Both catalogs, on the server only: each page sends the browser just its own language. */
export const catalogs: Record<Locale, Messages> = { en, fr }

export function createT(locale: Locale, base?: Vars): TFunction {
	return tFor(catalogs[locale], base)
}
