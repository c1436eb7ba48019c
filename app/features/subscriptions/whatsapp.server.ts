import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { createT } from '#app/i18n/catalogs.server'
import { otherLocale, type Locale } from '#app/i18n/locales'
import { getSettings } from '#app/features/settings/queries.server'
import { jsonLdAddress } from '#app/features/feeds/structured-data.server'

/**
 * "Share on WhatsApp" (decision 040): a plain `https://wa.me/?text=…` link, no script and nothing
 * loaded from WhatsApp until the reader presses it. The message is ready in both languages — the
 * title with the page's wording first, then the other language's — and ends with the page's
 * absolute address, so whoever receives it can read it in their language.
 */
export function whatsappHref(options: {
	title: { en: string | null; fr: string | null }
	url: string
	locale: Locale
	product: { en: string; fr: string }
}) {
	const lines = [options.locale, otherLocale(options.locale)].map((locale) => {
		const title = (options.title[locale] || options.title[otherLocale(locale)] || '').trim()
		return createT(locale, { product: options.product[locale] })('share.whatsappMessage', {
			title: title.replace(/\s+/g, ' '),
		})
	})
	return `https://wa.me/?text=${encodeURIComponent([...lines, options.url].join('\n'))}`
}

/** A table whose items have a title in each language. */
type TitledTable = {
	[K in keyof Database]: Database[K] extends { title_en: string | null; title_fr: string | null }
		? K
		: never
}[keyof Database]

/** The link for an item's own page, read from the item's row (both titles) and the request. */
export async function whatsappForPage(
	db: Kysely<Database>,
	address: URL,
	item: { table: TitledTable; id: number; locale: Locale },
) {
	const [row, settings] = await Promise.all([
		db
			.selectFrom(item.table)
			.select(['title_en', 'title_fr'])
			.where('id', '=', item.id)
			.executeTakeFirst(),
		getSettings(db),
	])
	if (!row) return undefined
	return whatsappHref({
		title: { en: row.title_en, fr: row.title_fr },
		url: jsonLdAddress(address).url,
		locale: item.locale,
		product: settings.name,
	})
}
