import type { Kysely } from 'kysely'
import type { Locale } from '#app/i18n/locales'
import { pickLocalized, type LocalizedText } from '#app/utils/localized'
import type { Database } from '../../db/schema'

export interface QuickLink {
	id: number
	label: LocalizedText
	href: string
}

/** The footer's quick links, in the council's order. */
export async function getQuickLinks(db: Kysely<Database>, locale: Locale): Promise<QuickLink[]> {
	const rows = await db
		.selectFrom('quick_links')
		.selectAll()
		.orderBy('sort_order', 'asc')
		.orderBy('id', 'asc')
		.execute()
	return rows.map((r) => ({
		id: r.id,
		label: pickLocalized({ en: r.label_en, fr: r.label_fr }, locale),
		href: r.href,
	}))
}
