import type { Kysely } from 'kysely'
import { deepFreeze } from '#app/utils/deep-freeze'
import { contentVersion } from '#app/db/content-changes.server'
import type { Database } from '#app/db/schema'
import { nowMs } from '#app/platform/clock.server'
import { nextTransition } from './next-transition.server'

/**
 * The public content as it stands: its version (the activity log's newest content change, which
 * every instance reads from the shared database) and the moment it changes by itself (the next
 * scheduled publication or withdrawal), if any.
 */
export interface ContentState {
	version: string
	validUntil: number | null
}

/**
 * The content state now, given the last one read: `previous` itself while nothing changed and its
 * next scheduled change has not come (the next one is looked up again only then).
 */
export async function contentStateAfter(
	db: Kysely<Database>,
	previous?: ContentState,
): Promise<ContentState> {
	const version = await contentVersion(db)
	if (previous?.version === version && (previous.validUntil ?? Infinity) > nowMs()) return previous
	const next = await nextTransition(db)
	return { version, validUntil: next ? Date.parse(next) : null }
}

/** The values kept for one database, and the content state they were read in. */
interface Kept {
	state: ContentState
	values: Map<string, Promise<unknown>>
}

const keptFor = new WeakMap<Kysely<Database>, Kept>()
/** Values kept at most in one content state (the frame needs about ten per language and host). */
const VALUES_KEPT = 200
/** Each request's content state, read once however many of its loaders ask. */
const stateOfRequest = new WeakMap<object, Promise<ContentState>>()

/**
 * What every page reads from the content (the settings, the menu, the footer's quick links, the
 * live alerts), kept while the content stays as it is (decision 035): each request reads the
 * content version once (one indexed row) instead of running those queries again, and gets them
 * read afresh as soon as anything changed, on this instance or another, or a scheduled change came.
 *
 * `request` is what identifies one request to every loader (React Router's load context); without
 * one (a loader called on its own), the value is read as it is now. The value is frozen: every
 * request shares it.
 */
export async function keptForContent<T>(
	db: Kysely<Database>,
	request: object | undefined,
	key: string,
	read: () => Promise<T>,
): Promise<T> {
	if (!request) return read()
	let pending = stateOfRequest.get(request)
	if (!pending) {
		pending = contentStateAfter(db, keptFor.get(db)?.state)
		stateOfRequest.set(request, pending)
	}
	const state = await pending
	let kept = keptFor.get(db)
	// A value read in another state is read again (read after the version was: never older than it).
	if (kept?.state !== state) {
		kept = { state, values: new Map() }
		keptFor.set(db, kept)
	}
	let value = kept.values.get(key) as Promise<T> | undefined
	if (!value) {
		const values = kept.values
		value = read().then(deepFreeze)
		// Bounded: a key may hold the request's host (without PUBLIC_URL, any port of localhost).
		if (values.size >= VALUES_KEPT) values.clear()
		values.set(key, value)
		// A failed read is not kept: the next request tries again.
		value.catch(() => values.get(key) === value && values.delete(key))
	}
	return value
}
