/**
 * The council in the reader's pocket (issue 35, decision 059): a service worker, built with
 * Workbox into `/sw.js` (scripts/build-islands.js), registered by the `pocket` island. Workbox is
 * a build tool here, like Vite: it is bundled into `/sw.js` at build time, and nothing the server
 * runs imports it, so it is a development dependency (a production install serves the build).
 *
 * - Public pages come from the network first; each one read is kept (the last 30, 4 MiB in all)
 *   and shown, with "Saved on this phone on …", when there is no connection. Anything not kept
 *   gets the offline page in the page's language.
 * - The pocket guide and the offline page of each language the reader reads are kept from the
 *   first visit, and pages saved on purpose are kept with their pictures until removed.
 * - Only answers the server marked as shared by everyone (`Cache-Control: public`) are kept: never
 *   the staff area, a preview, a form's answer or anything else made for one person.
 * - When a page shows that the site's content changed, the kept pages are checked again in the
 *   background, each with its ETag (a 304 costs a few hundred bytes), but only the guide when the
 *   reader saves data or pays for it by the megabyte.
 */
import { clientsClaim } from 'workbox-core'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core/types'
import { ADMIN_BASE, COUNCIL_TIME_ZONE } from '#app/config'
import {
	BYTES_HEADER,
	guidePaths,
	isGuidePath,
	langOfPath,
	MAX_PAGES_READ,
	MAX_PAGES_READ_BYTES,
	type PocketMessage,
	POCKET_PURPOSE,
	PURPOSE_HEADER,
	STORED_HEADER,
	STORE_PREFIX,
	STORES,
	TITLE_HEADER,
	VERSION_HEADER,
} from './pocket-store'

declare const self: ServiceWorkerGlobalScope

/**
 * Kept answers are found by their address alone: a page's `Vary` (Accept-Encoding, Save-Data)
 * names headers the network adds, which a stored request and a new one need not carry alike.
 */
const BY_ADDRESS: CacheQueryOptions = { ignoreVary: true }

self.addEventListener('install', () => void self.skipWaiting())
clientsClaim()

/** Pages of the public site: not the staff area, not a preview. */
function publicPath(pathname: string) {
	if (pathname === ADMIN_BASE || pathname.startsWith(`${ADMIN_BASE}/`)) return false
	if (/^\/(fr\/)?preview(\/|$)/.test(pathname)) return false
	return true
}

/** May this answer be kept on the phone? A whole public page, the same for every reader. */
function shareable(response: Response) {
	return (
		response.status === 200 &&
		response.type === 'basic' &&
		/(^|[\s,])public([\s,]|$)/.test(response.headers.get('cache-control') ?? '') &&
		!response.headers.has('set-cookie') &&
		(response.headers.get('content-type') ?? '').startsWith('text/html')
	)
}

/** The answer as kept: its title and its size beside it (what the guide's "On this phone" lists). */
async function labelled(response: Response) {
	const body = await response.clone().arrayBuffer()
	const html = new TextDecoder().decode(body)
	const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? ''
	const headers = new Headers(response.headers)
	headers.set(TITLE_HEADER, encodeURIComponent(title))
	headers.set(BYTES_HEADER, String(body.byteLength))
	headers.set(STORED_HEADER, new Date().toISOString())
	return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * A kept page as shown without a connection: its `<template id="saved-note">` (drawn in every
 * public page, in its language) becomes the note, with the day and hour it was stored.
 */
async function withSavedNote(response: Response) {
	const html = await response.clone().text()
	const lang = /<html[^>]*\blang="([a-z-]+)"/i.exec(html)?.[1] ?? 'en'
	const stored = new Date(response.headers.get(STORED_HEADER) ?? Date.now())
	const when = new Intl.DateTimeFormat(lang.startsWith('fr') ? 'fr-CM' : 'en-GB', {
		dateStyle: 'long',
		timeStyle: 'short',
		timeZone: COUNCIL_TIME_ZONE,
	}).format(stored)
	const shown = html.replace(
		/<template id="saved-note">([\s\S]*?)<\/template>/,
		(_, note: string) =>
			`<div data-saved-note>${note.replace(
				/<time>\{date\}<\/time>|\{date\}/,
				`<time datetime="${stored.toISOString()}">${when}</time>`,
			)}</div>`,
	)
	const headers = new Headers(response.headers)
	headers.delete('content-length')
	return new Response(shown, { status: response.status, headers })
}

async function readMeta(): Promise<Meta> {
	const found = await (await caches.open(STORES.meta)).match(META_KEY)
	return found ? ((await found.json()) as Meta) : { langs: [] }
}
async function writeMeta(meta: Meta) {
	await (await caches.open(STORES.meta)).put(META_KEY, Response.json(meta))
}
interface Meta {
	version?: string
	saveData?: boolean
	langs: string[]
}
const META_KEY = '/pocket/meta.json'

/** Does the reader save data, or pay for this connection by the megabyte? */
async function savingData() {
	const connection = (
		navigator as WorkerNavigator & {
			connection?: { saveData?: boolean; type?: string; effectiveType?: string }
		}
	).connection
	if (connection?.saveData || connection?.type === 'cellular') return true
	if (/2g/.test(connection?.effectiveType ?? '')) return true
	return (await readMeta()).saveData === true
}

/**
 * A fetch of the worker's own, not a person reading (the guide kept, a page checked again): it
 * says so, and the readers' count leaves it out (analytics/counting.server.ts).
 */
function fetchForPocket(url: string, init: RequestInit = {}) {
	const headers = new Headers(init.headers)
	headers.set(PURPOSE_HEADER, POCKET_PURPOSE)
	return fetch(url, { credentials: 'omit', signal: givingUp(), ...init, headers })
}

/**
 * The worker's own fetches give up after `GIVE_UP_MS`: on a connection that hangs, the work it
 * was given (a page to save, the guide to keep) ends and says so, rather than holding the worker
 * awake, and the reader's "Save" waiting, until the browser stops it minutes later.
 */
const GIVE_UP_MS = 20_000
const givingUp = () => AbortSignal.timeout(GIVE_UP_MS)

/**
 * Keeps the pages read to `MAX_PAGES_READ` and `MAX_PAGES_READ_BYTES`: the least recently stored
 * go first. (Workbox's expiration plugin counts entries only, and keeps its own database to do it:
 * the bytes and the order are already on each kept answer.)
 */
async function trimPagesRead() {
	const cache = await caches.open(STORES.pages)
	const entries = await Promise.all(
		(await cache.keys()).map(async (request) => {
			const response = await cache.match(request, BY_ADDRESS)
			return {
				request,
				bytes: Number(response?.headers.get(BYTES_HEADER) ?? 0),
				at: Date.parse(response?.headers.get(STORED_HEADER) ?? '') || 0,
			}
		}),
	)
	entries.sort((a, b) => a.at - b.at)
	let total = entries.reduce((sum, entry) => sum + entry.bytes, 0)
	let count = entries.length
	for (const entry of entries) {
		if (total <= MAX_PAGES_READ_BYTES && count <= MAX_PAGES_READ) break
		await cache.delete(entry.request)
		total -= entry.bytes
		count--
	}
}

/** The islands' scripts kept: the newest `MAX_SCRIPTS` (a new build brings new names). */
async function trimScripts() {
	const cache = await caches.open(STORES.assets)
	const keys = await cache.keys()
	for (const request of keys.slice(0, Math.max(0, keys.length - MAX_SCRIPTS)))
		await cache.delete(request)
}
const MAX_SCRIPTS = 40

/** A page fetched from the network: its copies kept elsewhere (guide, saved) follow it. */
async function keepCopies(request: Request, response: Response) {
	const url = new URL(request.url)
	const kept = await caches.open(STORES.kept)
	const guide = isGuidePath(url.pathname)
	const wanted = guide || (await kept.match(request, BY_ADDRESS)) !== undefined
	if (wanted && shareable(response))
		await (
			await caches.open(guide ? STORES.guide : STORES.kept)
		).put(request.url, await labelled(response))
}

/** The content version a page was rendered at: when it moves, the kept pages are checked again. */
async function followVersion(response: Response) {
	const version = response.headers.get(VERSION_HEADER)
	if (!version) return
	const meta = await readMeta()
	if (meta.version === version) return
	await writeMeta({ ...meta, version })
	if (meta.version !== undefined) await refreshKept()
}

/** Every kept page asked for again with its ETag; only the guide when saving data. */
async function refreshKept() {
	const onlyGuide = await savingData()
	const names = onlyGuide ? [STORES.guide] : [STORES.guide, STORES.kept, STORES.pages]
	for (const name of names) {
		const cache = await caches.open(name)
		for (const request of await cache.keys()) {
			const old = await cache.match(request, BY_ADDRESS)
			const etag = old?.headers.get('etag')
			let fresh: Response
			try {
				fresh = await fetchForPocket(request.url, {
					cache: 'no-store',
					headers: etag ? { 'If-None-Match': etag } : {},
				})
			} catch {
				return // The connection went again: the next change tries again.
			}
			if (fresh.status === 304 && old) {
				// Still current: kept as it is, as checked now.
				const headers = new Headers(old.headers)
				headers.set(STORED_HEADER, new Date().toISOString())
				await cache.put(request, new Response(await old.arrayBuffer(), { status: 200, headers }))
			} else if (shareable(fresh)) {
				await cache.put(request, await labelled(fresh))
				if (name === STORES.guide) await keepScriptsOf(fresh)
			} else if (fresh.status === 404 || fresh.status === 410) await cache.delete(request)
		}
	}
}

/**
 * The guide and the offline page of a language, when not kept yet, with the islands' scripts
 * they name (the saved pages' list, "On this phone"): the guide itself, fetched even when saving data.
 */
async function keepGuide(lang: string) {
	const cache = await caches.open(STORES.guide)
	for (const path of Object.values(guidePaths(lang))) {
		if (await cache.match(path, BY_ADDRESS)) continue
		const response = await fetchForPocket(path)
		await followVersion(response)
		if (!shareable(response)) continue
		await cache.put(path, await labelled(response.clone()))
		await keepScriptsOf(response)
	}
}

/** The islands' scripts a page's loader names (islands.server.ts), kept unless kept already. */
async function keepScriptsOf(page: Response) {
	const html = await page.text()
	await keepScripts([...html.matchAll(/\/assets\/islands\/[\w.-]+\.js/g)].map(([src]) => src))
}

/**
 * Islands' scripts of this site, kept unless kept already: the browser has them (cached for a
 * year), so they cost nothing more.
 */
async function keepScripts(sources: string[]) {
	const assets = await caches.open(STORES.assets)
	for (const source of sources) {
		const at = new URL(source, self.location.origin)
		if (at.origin !== self.location.origin || !at.pathname.startsWith('/assets/islands/')) continue
		if (!(await assets.match(at.href)))
			await assets.add(new Request(at.href, { cache: 'force-cache', signal: givingUp() }))
	}
	await trimScripts()
}

/** Public pages: from the network, else as kept, else the offline page of their language. */
const pages = new NetworkFirst({
	cacheName: STORES.pages,
	matchOptions: BY_ADDRESS,
	// On a connection that hangs, a kept page after 10 s rather than nothing.
	networkTimeoutSeconds: 10,
	plugins: [
		{
			// Asked of the server each time (a 304 when the browser's copy is current). Workbox
			// fetches a navigation as it came, and the browser's own cache would then answer it,
			// even without a connection, for a few seconds after a read (`stale-while-revalidate`),
			// as if it came from the network. A redirect is handed to the browser as it came.
			requestWillFetch: async ({ request }) =>
				new Request(request.url, {
					headers: request.headers,
					credentials: 'same-origin',
					cache: 'no-cache',
					redirect: 'manual',
					referrer: request.referrer,
				}),
			fetchDidSucceed: async ({ request, response, event }) => {
				const work = Promise.all([keepCopies(request, response.clone()), followVersion(response)])
				event.waitUntil(work.catch((error) => console.error('[pocket]', error)))
				return response
			},
			// The guide's own pages are kept in their store, not counted among the pages read.
			cacheWillUpdate: async ({ request, response }) =>
				shareable(response) && !isGuidePath(new URL(request.url).pathname)
					? labelled(response)
					: null,
			cacheDidUpdate: async () => trimPagesRead(),
			cachedResponseWillBeUsed: async ({ cachedResponse }) =>
				cachedResponse ? withSavedNote(cachedResponse) : cachedResponse,
			handlerDidError: async ({ request }) => {
				const url = new URL(request.url)
				for (const name of [STORES.kept, STORES.guide]) {
					const found = await (await caches.open(name)).match(request, BY_ADDRESS)
					if (found) return withSavedNote(found)
				}
				// The offline page of the page's language; else the other language's (a reader who
				// switched language offline, or followed a link to the other one), never the
				// browser's error page. The guide asked in a language not kept: the one kept.
				const lang = langOfPath(url.pathname)
				const other = lang === 'fr' ? 'en' : 'fr'
				const wanted = isGuidePath(url.pathname)
					? [guidePaths(other).guide, guidePaths(lang).offline, guidePaths(other).offline]
					: [guidePaths(lang).offline, guidePaths(other).offline]
				const guide = await caches.open(STORES.guide)
				for (const path of wanted) {
					const found = await guide.match(path, BY_ADDRESS)
					if (found) return path.endsWith('/offline') ? found : withSavedNote(found)
				}
				return Response.error()
			},
		} satisfies WorkboxPlugin,
	],
})
registerRoute(
	({ request, url, sameOrigin }) =>
		sameOrigin && request.mode === 'navigate' && publicPath(url.pathname),
	pages,
)

/** The islands' scripts: fingerprinted, so a kept copy is always right. */
registerRoute(
	({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/islands/'),
	new CacheFirst({
		cacheName: STORES.assets,
		plugins: [{ cacheDidUpdate: async () => trimScripts() } satisfies WorkboxPlugin],
	}),
)

/** Pictures: from the network; without one, those of a page saved on purpose. */
registerRoute(
	({ request, url, sameOrigin }) =>
		sameOrigin && request.destination === 'image' && publicPath(url.pathname),
	new NetworkFirst({
		cacheName: STORES.kept,
		matchOptions: BY_ADDRESS,
		// Never stored here: only "Save this page" keeps pictures.
		plugins: [{ cacheWillUpdate: async () => null } satisfies WorkboxPlugin],
	}),
)

self.addEventListener('message', (event) => {
	const message = event.data as PocketMessage
	const reply = (ok: boolean) => event.ports[0]?.postMessage({ ok })
	const work = handle(message).then(
		() => reply(true),
		(error: unknown) => {
			// Without a connection there is nothing to fetch, and nothing to say.
			if (navigator.onLine) console.error('[pocket]', error)
			reply(false)
		},
	)
	event.waitUntil(work)
})

async function handle(message: PocketMessage) {
	if (message.type === 'hello') {
		const meta = await readMeta()
		const langs = meta.langs.includes(message.lang) ? meta.langs : [...meta.langs, message.lang]
		await writeMeta({ ...meta, langs, saveData: message.saveData })
		await keepGuide(message.lang)
		if (await savingData()) return
		// What the first page read before the worker was there (the browser has them already: the
		// page is revalidated with its ETag, the scripts never change).
		const url = new URL(message.url)
		const pagesRead = await caches.open(STORES.pages)
		if (
			url.origin === self.location.origin &&
			publicPath(url.pathname) &&
			!isGuidePath(url.pathname)
		)
			if (!(await pagesRead.match(url.href, BY_ADDRESS))) {
				const response = await fetchForPocket(url.href)
				await followVersion(response)
				if (shareable(response)) {
					await pagesRead.put(url.href, await labelled(response))
					await trimPagesRead()
				}
			}
		await keepScripts(message.assets)
	} else if (message.type === 'save') {
		const url = new URL(message.url)
		if (url.origin !== self.location.origin || !publicPath(url.pathname))
			throw new Error('not ours')
		const response = await fetchForPocket(url.href)
		if (!shareable(response)) throw new Error('not a public page')
		const kept = await caches.open(STORES.kept)
		await kept.put(url.href, await labelled(response))
		for (const picture of message.pictures) {
			const at = new URL(picture, self.location.origin)
			if (at.origin === self.location.origin)
				await kept
					.add(new Request(at.href, { cache: 'force-cache', signal: givingUp() }))
					.catch(() => undefined)
		}
	} else if (message.type === 'unsave') {
		const kept = await caches.open(STORES.kept)
		const url = new URL(message.url)
		await kept.delete(url.href)
	}
}

// Stores of an older worker, if their names ever change, are removed.
self.addEventListener('activate', (event) => {
	const ours = new Set<string>(Object.values(STORES))
	event.waitUntil(
		caches
			.keys()
			.then((names) =>
				Promise.all(
					names
						.filter((name) => name.startsWith(STORE_PREFIX) && !ours.has(name))
						.map((name) => caches.delete(name)),
				),
			),
	)
})
