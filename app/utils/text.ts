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

/**
 * Times as the council writes them, kept on one line: "12 h 00" and "16 h" in French, "8:00 AM"
 * in English, with no-break spaces, and a French " ;" with its space (found on a phone: « 12 h » at the end of a line, « 00 » on
 * the next). For display only: what reads the hours (schema.org, calendars) gets the text as
 * stored.
 */
export function keepTimesTogether(text: string) {
	return (
		text
			.replace(/(\d{1,2}) h(?: (\d{2}))?(?![\p{L}\p{N}])/gu, (_, hour: string, minute?: string) =>
				minute ? `${hour}\u00a0h\u00a0${minute}` : `${hour}\u00a0h`,
			)
			.replace(/(\d{1,2}(?::\d{2})?) ([AaPp]\.?[Mm]\.?)(?![\p{L}\p{N}])/gu, '$1\u00a0$2')
			// French puts a space before ";": never at the start of a line.
			.replace(/ ;/g, '\u00a0;')
	)
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
