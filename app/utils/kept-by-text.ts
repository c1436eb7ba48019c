/**
 * `make` remembered by the text it is given: what a stored text always turns into (parsed,
 * checked, cut), made once per text. Bounded by the characters of the texts kept as keys: past
 * `maxCharacters` (a few MB at most) everything kept is let go and made again when asked.
 */
export function keptByText<T>(make: (text: string) => T, maxCharacters = 2_000_000) {
	const kept = new Map<string, T>()
	let characters = 0
	return (text: string): T => {
		if (kept.has(text)) return kept.get(text) as T
		const value = make(text)
		if (characters + text.length > maxCharacters) {
			kept.clear()
			characters = 0
		}
		kept.set(text, value)
		characters += text.length
		return value
	}
}
