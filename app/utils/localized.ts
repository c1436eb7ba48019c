import type { Locale } from '#app/i18n/locales'

/** A piece of stored text in the page's language, or in the other one when that is all there is. */
export interface LocalizedText {
	text: string
	lang: Locale
	/** True when `text` is not in the language the page asked for. */
	fallback: boolean
}

export function pickLocalized(
	values: { en: string | null; fr: string | null },
	locale: Locale,
): LocalizedText {
	const other: Locale = locale === 'en' ? 'fr' : 'en'
	const wanted = values[locale]?.trim()
	if (wanted) return { text: wanted, lang: locale, fallback: false }
	const alt = values[other]?.trim()
	return { text: alt ?? '', lang: other, fallback: Boolean(alt) }
}

export interface NewsSummary {
	id: number
	slug: string
	title: LocalizedText
	excerpt: LocalizedText
	image: string | null
	publishedAt: string
}

export interface EventSummary {
	id: number
	title: LocalizedText
	location: LocalizedText
	date: string
	time: string
}
