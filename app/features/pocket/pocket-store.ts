/**
 * What the service worker (service-worker.ts) and the pocket islands share (issue 35, decision 059):
 * where things are kept on the phone and the messages pages send the worker. Plain code, no
 * texts: the islands' texts come from the markup, and the worker writes none of its own.
 */

/** The worker's address: at the site's root, so that it may answer for every page. */
export const SERVICE_WORKER_URL = '/sw.js'

/** The Cache Storage caches the worker keeps. Every name starts with `pocket-`. */
export const STORES = {
	/** The pocket guide and the offline page, in each language the reader has read. */
	guide: 'pocket-guide',
	/** Pages read, the last `MAX_PAGES_READ`, together at most `MAX_PAGES_READ_BYTES`. */
	pages: 'pocket-pages',
	/** Pages saved on purpose ("Save this page") and the pictures they showed. */
	kept: 'pocket-kept',
	/** The islands' scripts (fingerprinted, never changing): a stored page works as it did. */
	assets: 'pocket-assets',
	/** What the worker knows between its runs: the content version, the reader's choices. */
	meta: 'pocket-meta',
} as const

export const STORE_PREFIX = 'pocket-'

export const MAX_PAGES_READ = 30
export const MAX_PAGES_READ_BYTES = 4 * 1024 * 1024

/** Set by the guide's "Remove" (the worker is unregistered too): nothing is kept until "Keep". */
export const POCKET_OFF_KEY = 'pocket-off'

/**
 * Headers the worker adds to what it stores: the page's title, its size (what the guide's "On
 * this phone" adds up) and when it was stored or last found current, to the millisecond (the
 * saved note's date, and the order in which pages read give way).
 */
export const TITLE_HEADER = 'x-pocket-title'
export const BYTES_HEADER = 'x-pocket-bytes'
export const STORED_HEADER = 'x-pocket-stored'

/** The content version a stored public page was rendered at (the page cache's, decision 035). */
export const VERSION_HEADER = 'x-content-version'

/**
 * What the worker's own requests say (the guide kept, a page checked again): not a person reading,
 * so not counted (analytics/counting.server.ts reads it as it reads a prefetch's purpose).
 */
export const PURPOSE_HEADER = 'x-purpose'
export const POCKET_PURPOSE = 'pocket'

/** The pocket guide and the offline page of a language. */
export function guidePaths(lang: string) {
	const prefix = lang === 'fr' ? '/fr' : ''
	return { guide: `${prefix}/pocket`, offline: `${prefix}/pocket/offline` }
}

/** The language of a site path: French pages are under `/fr`. */
export function langOfPath(pathname: string) {
	return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en'
}

/** Is this path one of the guide's own pages (kept in `STORES.guide`, not counted as read)? */
export function isGuidePath(pathname: string) {
	const { guide, offline } = guidePaths(langOfPath(pathname))
	return pathname === guide || pathname === offline
}

export type PocketMessage =
	/** Sent by every public page once the worker is active. */
	| {
			type: 'hello'
			lang: string
			/** The reader's browser asks to save data (`Save-Data: on`). */
			saveData: boolean
			/** This page, read before the worker could keep it. */
			url: string
			/** The islands' scripts this page loaded before the worker could keep them. */
			assets: string[]
	  }
	/** "Save this page": the page and the pictures it shows (already downloaded). */
	| { type: 'save'; url: string; pictures: string[] }
	| { type: 'unsave'; url: string }

export type PocketReply = { ok: true } | { ok: false }
