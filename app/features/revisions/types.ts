/** What has revisions: a content type, by its key (`page`, `news`…; decision 043). */
export type ItemType = string

/** An item's state as named fields and their text (how two states are compared). */
export type FlatState = Record<string, string>

/** A run of words in a comparison: unchanged, added (in the newer) or removed (from the older). */
export interface DiffPart {
	text: string
	change?: 'added' | 'removed'
}

/** One field that differs between two states, with its words marked. */
export interface FieldChange {
	name: string
	lang: 'en' | 'fr' | null
	parts: DiffPart[]
}

/** What the edit forms show when someone else saved the item meanwhile. */
export interface EditConflict {
	/** The version the person started from, and the current one. */
	started: number
	current: number
	/** Who saved the current version, and when (ISO). */
	by: string
	at: string
	/** What changed meanwhile; null when the version started from is no longer kept. */
	changes: FieldChange[] | null
}
