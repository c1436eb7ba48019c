import { diffWords } from 'diff'
import type { DiffPart, FieldChange, FlatState } from './types'

/** The words of `after` against `before`: kept, added and removed runs, in reading order. */
export function wordDiff(before: string, after: string): DiffPart[] {
	return diffWords(before, after).map((part) => ({
		text: part.value,
		...(part.added
			? { change: 'added' as const }
			: part.removed
				? { change: 'removed' as const }
				: {}),
	}))
}

/** The language of a field by its name (`title.en`, `title_fr`, `pathEn`), or null. */
export function fieldLanguage(name: string): 'en' | 'fr' | null {
	if (/(?:[._]en|En)$/.test(name)) return 'en'
	if (/(?:[._]fr|Fr)$/.test(name)) return 'fr'
	return null
}

/**
 * What differs between two states of an item, field by field, in the order of the newer one
 * (then fields only the older one had), each with its words marked.
 */
export function fieldChanges(before: FlatState, after: FlatState): FieldChange[] {
	const names = [...Object.keys(after), ...Object.keys(before).filter((n) => !(n in after))]
	const changes: FieldChange[] = []
	for (const name of names) {
		const a = before[name] ?? ''
		const b = after[name] ?? ''
		if (a === b) continue
		changes.push({ name, lang: fieldLanguage(name), parts: wordDiff(a, b) })
	}
	return changes
}

/** The names of the fields that differ (the history's one-line summary). */
export function changedNames(before: FlatState, after: FlatState): string[] {
	const names = new Set([...Object.keys(after), ...Object.keys(before)])
	return [...names].filter((n) => (before[n] ?? '') !== (after[n] ?? ''))
}
