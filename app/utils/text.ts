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

/** A text on one line, cut at a word before `max` characters, with an ellipsis when cut. */
export function excerpt(text: string, max = 160) {
	const plain = text.replace(/\s+/g, ' ').trim()
	if (plain.length <= max) return plain
	const cut = plain.slice(0, max)
	const lastSpace = cut.lastIndexOf(' ')
	return `${cut.slice(0, lastSpace > max * 0.6 ? lastSpace : max).trimEnd()}…`
}
