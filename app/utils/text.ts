/**
 * Text matching for small searches (help questions, business directory) that works the same in
 * the browser and on the server: case- and accent-insensitive, so "etat" finds "état".
 */
export function foldText(value: string) {
	return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'").toLowerCase()
}

/** The longest query we look at: enough for any question, and it bounds the work per request. */
export const MAX_QUERY_LENGTH = 100

/** A query cut to a sane length and split into folded words. */
export function queryWords(query: string) {
	return foldText(query.slice(0, MAX_QUERY_LENGTH))
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
}

/** True when every word of the query starts a word of the text ("cert nais" matches). */
export function matchesQuery(text: string, words: string[]) {
	if (words.length === 0) return true
	const haystack = foldText(text)
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
	return words.every((w) => haystack.some((h) => h.startsWith(w)))
}

/** Fills `{name}` placeholders in stored text (FAQ answers may mention {phone} or {email}). */
export function fillPlaceholders(text: string, vars: Record<string, string | number>) {
	return text.replace(/\{(\w+)\}/g, (match, name: string) =>
		name in vars ? String(vars[name]) : match,
	)
}

/**
 * The first character of a word as a reader sees it: one code point (never half of an emoji's
 * surrogate pair) with the marks, variation selectors and skin tones that belong to it, a pair
 * of regional indicators (a flag), and emoji joined by ZWJ. Done with a fixed rule rather than
 * Intl.Segmenter, which older phone browsers lack, so the server and the browser agree.
 */
const FIRST_CHARACTER =
	/^(?:\p{RI}\p{RI}|\P{M}(?:\p{M}|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}])*(?:\u200D\P{M}(?:\p{M}|\p{Emoji_Modifier})*)*)/u

/** Up to two initials for a person's name ("Ekema Ngole" → "EN", "😀 Ada" → "😀A"). */
export function initials(name: string) {
	return name
		.split(/\s+/)
		.filter(Boolean)
		.slice(0, 2)
		.map((word) => (FIRST_CHARACTER.exec(word)?.[0] ?? Array.from(word)[0]!).toUpperCase())
		.join('')
}
