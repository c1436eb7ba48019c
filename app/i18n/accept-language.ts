import type { Locale } from './locales'

/**
 * The language an `Accept-Language` header prefers between English and French: q-values honoured,
 * a regional tag (`fr-CM`, `en-GB`) counts as its language, and the first listed wins a tie.
 * English when neither is named. Used for the public home page's redirect and the staff area's
 * first language.
 */
export function preferredFromAcceptLanguage(header: string | null | undefined): Locale {
	if (!header) return 'en'
	let best: { locale: Locale; q: number } | undefined
	for (const part of header.split(',')) {
		const [tag = '', ...params] = part.trim().split(';')
		const base = tag.trim().toLowerCase().split('-')[0]
		if (base !== 'en' && base !== 'fr') continue
		const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
		const q = qParam ? Number(qParam.slice(2)) : 1
		if (!Number.isFinite(q) || q <= 0) continue
		if (!best || q > best.q) best = { locale: base, q }
	}
	return best?.locale ?? 'en'
}
