// The council's numbers in a text, found to be drawn as `tel:` links: by the public pages
// (components/site/phone-text.tsx) and by the help panel's island (help.island.ts), which must
// not load React, so nothing here does.

/** `tel:` form of a phone number as people write it ("+237 600 000 000" → "tel:+237600000000"). */
export function telHref(phone: string) {
	return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * The council's numbers a text of the site may name, as the settings write them: its office line
 * (`{phone}` in pages, help answers and the site's texts) and its emergency lines. Short numbers
 * (the national 117 or 118) are left out: three digits also appear in prices, rooms and
 * references, and a wrong `tel:` link is worse than none. Longest first, so a number that holds a
 * shorter one is matched whole.
 */
export function councilPhoneNumbers(settings: {
	phone: string
	emergencyNumbers: Record<string, string>
}): string[] {
	const numbers = [settings.phone, ...Object.values(settings.emergencyNumbers)]
		.map((number) => number.trim())
		.filter((number) => number.replace(/\D/g, '').length >= 6)
	return [...new Set(numbers)].sort((a, b) => b.length - a.length)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A text cut where it names one of `numbers` as written (not inside a longer number or word):
 * strings, and `{ phone }` for each number found.
 */
export function phoneSegments(
	text: string,
	numbers: readonly string[],
): (string | { phone: string })[] {
	if (!numbers.length || !text) return [text]
	const pattern = new RegExp(
		`(?<![\\p{L}\\p{N}+])(?:${numbers.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
		'gu',
	)
	const segments: (string | { phone: string })[] = []
	let from = 0
	for (const match of text.matchAll(pattern)) {
		if (match.index > from) segments.push(text.slice(from, match.index))
		segments.push({ phone: match[0] })
		from = match.index + match[0].length
	}
	if (from < text.length) segments.push(text.slice(from))
	return segments
}
