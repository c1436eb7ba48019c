import { expect, type Browser, type Page } from './fixtures'

/**
 * The pocket guide's service worker in a test (decision 059): contexts allow it only in the specs
 * that use these (playwright.config.ts blocks it elsewhere).
 */

/** Opens `path` and waits until the worker controls the page and has answered its first message. */
export async function pocketReady(page: Page, path: string) {
	await page.addInitScript(() =>
		document.addEventListener('pocket:kept', () => {
			document.documentElement.dataset.pocketKept = 'true'
		}),
	)
	await page.goto(path)
	await expect(page.locator('html[data-pocket-kept]')).toBeAttached()
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** The addresses kept in one of the worker's stores (Cache Storage), as paths. */
export function keptIn(page: Page, store: string) {
	return page.evaluate(async (name) => {
		const cache = await caches.open(name)
		return (await cache.keys()).map((request) => new URL(request.url).pathname)
	}, store)
}

/** Every address the worker keeps, in all its stores. */
export function allKept(page: Page) {
	return page.evaluate(async () => {
		const paths: string[] = []
		for (const name of await caches.keys()) {
			if (!name.startsWith('pocket-')) continue
			const cache = await caches.open(name)
			for (const request of await cache.keys()) paths.push(new URL(request.url).pathname)
		}
		return paths
	})
}

/** The text of a page as kept in the worker's store of pages read. */
export function keptText(page: Page, path: string) {
	return page.evaluate(async (at) => {
		const found = await (await caches.open('pocket-pages')).match(at)
		return found ? found.text() : ''
	}, path)
}

/**
 * A reader of the staff-area server's public pages (not signed in, with the worker), who read
 * `path` once the worker was there: it is kept. Close `reader` at the end.
 */
export async function readerWhoRead(browser: Browser, baseURL: string | undefined, path: string) {
	const reader = await browser.newContext({ baseURL, serviceWorkers: 'allow' })
	const phone = await reader.newPage()
	await pocketReady(phone, path)
	await expect.poll(() => keptIn(phone, 'pocket-pages')).toContain(path)
	return { reader, phone }
}
