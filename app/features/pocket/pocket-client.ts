/**
 * What the pocket islands do with the service worker (issue 35, decision 059). Plain browser code,
 * bundled into each island that uses it.
 */
import {
	BYTES_HEADER,
	POCKET_OFF_KEY,
	type PocketMessage,
	type PocketReply,
	SERVICE_WORKER_URL,
	STORE_PREFIX,
	STORED_HEADER,
	STORES,
	TITLE_HEADER,
} from './pocket-store'

/** Fired on the document once the worker has kept what a page asked it to. */
export const KEPT_EVENT = 'pocket:kept'

/**
 * Fired on the document, and written on its root, when this browser will not keep pages after
 * all: it refused the worker (Firefox's private windows, a policy), answered without a
 * registration, or the worker failed to install. Each island is its own bundle, so the root's
 * attribute tells one that starts later.
 */
export const REFUSED_EVENT = 'pocket:refused'
const REFUSED_ATTRIBUTE = 'data-pocket-refused'

function refused() {
	document.documentElement.setAttribute(REFUSED_ATTRIBUTE, '')
	document.dispatchEvent(new Event(REFUSED_EVENT))
}

/** Calls `then` once this browser is known to refuse the worker (now, if it is already). */
export function whenRefused(then: () => void) {
	if (document.documentElement.hasAttribute(REFUSED_ATTRIBUTE)) return then()
	document.addEventListener(REFUSED_EVENT, then, { once: true })
}

/** Watches a registration until its worker is active: one that fails to install is a refusal. */
function watchInstall(registration: ServiceWorkerRegistration | undefined) {
	if (!registration) return refused()
	const worker = registration.installing ?? registration.waiting
	if (registration.active || !worker) return
	worker.addEventListener('statechange', () => {
		if (worker.state === 'redundant' && !registration.active) refused()
	})
}

/** Can this browser keep pages (a service worker and Cache Storage, so a secure origin)? */
export function canKeep() {
	return 'serviceWorker' in navigator && 'caches' in window
}

/** Has the reader removed the guide from this phone (the guide's "Remove")? */
export function pocketOff() {
	try {
		return localStorage.getItem(POCKET_OFF_KEY) === '1'
	} catch {
		return false
	}
}

/** Sends the worker a message and waits for its answer. */
export async function ask(message: PocketMessage): Promise<boolean> {
	const worker = (await navigator.serviceWorker.ready).active
	if (!worker) return false
	return new Promise((resolve) => {
		const channel = new MessageChannel()
		channel.port1.onmessage = (event: MessageEvent<PocketReply>) => resolve(event.data.ok)
		worker.postMessage(message, [channel.port2])
	})
}

/**
 * Registers the worker and tells it this page's language (for its guide), whether the reader
 * saves data, and what this page loaded before the worker was there to keep it.
 */
export async function keepPocket(saveData: boolean) {
	try {
		localStorage.removeItem(POCKET_OFF_KEY)
	} catch {
		// Private browsing without storage: the worker is registered all the same.
	}
	let registration: ServiceWorkerRegistration | undefined
	try {
		registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL)
	} catch (error) {
		refused()
		throw error
	}
	watchInstall(registration)
	if (!registration) return false
	const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
	const assets = performance
		.getEntriesByType('resource')
		.map((entry) => entry.name)
		.filter((name) => new URL(name).pathname.startsWith('/assets/islands/'))
	const ok = await ask({
		type: 'hello',
		lang: document.documentElement.lang || 'en',
		saveData: saveData || connection?.saveData === true,
		url: location.href.split('#')[0]!,
		assets,
	})
	document.dispatchEvent(new Event(KEPT_EVENT))
	return ok
}

/** Removes everything kept and the worker itself; nothing is kept again until `keepPocket`. */
export async function removePocket() {
	try {
		localStorage.setItem(POCKET_OFF_KEY, '1')
	} catch {
		// Without storage the worker would come back at the next page: removed all the same.
	}
	for (const registration of await navigator.serviceWorker.getRegistrations())
		await registration.unregister()
	for (const name of await caches.keys())
		if (name.startsWith(STORE_PREFIX)) await caches.delete(name)
}

export interface KeptPage {
	url: string
	title: string
	storedAt: Date
	onPurpose: boolean
}

/** The pages kept on this phone (saved on purpose first), and the bytes of everything kept. */
export async function keptOnThisPhone(): Promise<{ pages: KeptPage[]; bytes: number }> {
	const pages: KeptPage[] = []
	const seen = new Set<string>()
	let bytes = 0
	for (const name of await caches.keys()) {
		if (!name.startsWith(STORE_PREFIX) || name === STORES.meta) continue
		const cache = await caches.open(name)
		for (const request of await cache.keys()) {
			const response = await cache.match(request, { ignoreVary: true })
			if (!response) continue
			const size = Number(response.headers.get(BYTES_HEADER) ?? NaN)
			bytes += Number.isFinite(size) ? size : (await response.blob()).size
			const title = response.headers.get(TITLE_HEADER)
			if (name === STORES.guide || title === null || seen.has(request.url)) continue
			seen.add(request.url)
			pages.push({
				url: request.url,
				title: decodeURIComponent(title),
				storedAt: new Date(response.headers.get(STORED_HEADER) ?? 0),
				onPurpose: name === STORES.kept,
			})
		}
	}
	pages.sort(
		(a, b) =>
			Number(b.onPurpose) - Number(a.onPurpose) || b.storedAt.getTime() - a.storedAt.getTime(),
	)
	return { pages, bytes }
}

/** Is this page saved on purpose on this phone? */
export async function savedOnPurpose(url: string) {
	return (await (await caches.open(STORES.kept)).match(url, { ignoreVary: true })) !== undefined
}
