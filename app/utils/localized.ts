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

/**
 * What a picture's `alt` says: the description in the page's language, or in the other language
 * (with its `lang`) when only that one is written; '' for a decorative picture. Null when nobody
 * described it yet: the caller shows what it showed before descriptions existed (decision 027).
 */
export interface PictureAlt {
	text: string
	lang?: Locale
}

export function pictureAlt(
	stored: { en: string | null | undefined; fr: string | null | undefined; decorative: unknown },
	locale: Locale,
): PictureAlt | null {
	if (stored.decorative === true || Number(stored.decorative) === 1) return { text: '' }
	const picked = pickLocalized({ en: stored.en ?? null, fr: stored.fr ?? null }, locale)
	if (!picked.text) return null
	return picked.fallback ? { text: picked.text, lang: picked.lang } : { text: picked.text }
}

export interface NewsSummary {
	id: number
	slug: string
	title: LocalizedText
	excerpt: LocalizedText
	image: string | null
	imageAlt: PictureAlt | null
	publishedAt: string
}

export interface EventSummary {
	id: number
	title: LocalizedText
	location: LocalizedText
	date: string
	time: string
}
