import fs from 'node:fs'
import {
	test as base,
	type BrowserContext,
	type BrowserContextOptions,
	type Page,
} from '@playwright/test'

// Everything else as Playwright has it; `test` below takes the place of its own.
export * from '@playwright/test'

/**
 * Playwright's `test`, with one browser context per worker and set of options, reused from test
 * to test instead of a new one for each. A new context costs a renderer process and a cold cache:
 * on this 2-CPU machine, ten page loads took about 2.5 times the CPU in fresh contexts as in one
 * reused context (the pages' scripts compiled again each time). Between tests the context is put
 * back as a new one would be: its pages closed (but one, kept open: keepAlive), cookies reset to the project's signed-in state
 * (or none), the site's storage cleared, routes removed, online, no extra headers.
 * A test that needs a context of its own (another person, a fresh session) still makes one with
 * `browser.newContext()`.
 */
/** The worker's contexts, one per set of options, made on first use. */
interface ContextPool {
	get(options: BrowserContextOptions): Promise<BrowserContext>
	/** Closes a context that could not be made clean again; the next test gets a new one. */
	discard(context: BrowserContext): Promise<void>
}

export const test = base.extend<object, { contextPool: ContextPool }>({
	contextPool: [
		async ({ browser }, provide) => {
			const pool = new Map<string, BrowserContext>()
			await provide({
				async get(options) {
					const key = JSON.stringify(options)
					let context = pool.get(key)
					if (!context) {
						context = await browser.newContext(options)
						pool.set(key, context)
						await keepAlive(context, options.baseURL)
					}
					return context
				},
				async discard(context) {
					for (const [key, pooled] of pool) if (pooled === context) pool.delete(key)
					await context.close().catch(() => undefined)
				},
			})
			await Promise.all([...pool.values()].map((context) => context.close()))
		},
		{ scope: 'worker' },
	],
	context: async (
		{
			contextPool,
			viewport,
			javaScriptEnabled,
			isMobile,
			hasTouch,
			userAgent,
			deviceScaleFactor,
			baseURL,
			locale,
			storageState,
			serviceWorkers,
		},
		provide,
	) => {
		const context = await contextPool.get({
			viewport,
			javaScriptEnabled,
			isMobile,
			hasTouch,
			userAgent,
			deviceScaleFactor,
			baseURL,
			locale,
			serviceWorkers,
		})
		const state =
			typeof storageState === 'string'
				? (JSON.parse(fs.readFileSync(storageState, 'utf8')) as Exclude<
						BrowserContextOptions['storageState'],
						string | undefined
					>)
				: storageState
		await context.clearCookies()
		if (state?.cookies?.length) await context.addCookies(state.cookies)
		await provide(context)
		if (!(await reset(context, baseURL))) await contextPool.discard(context)
	},
})

/**
 * What a test may have left in a shared context, undone; false when it could not be (the context
 * is then closed rather than shared).
 */
async function reset(context: BrowserContext, baseURL: string | undefined) {
	const pages = context.pages()
	if (baseURL) {
		// Local and session storage, IndexedDB, service workers of the site: not the HTTP cache,
		// which is what the sharing is for.
		const cdp = await context.newCDPSession(pages.find((page) => keepers.has(page))!)
		// Chromium waits for the site's service worker to be done before it removes it; one seen
		// still busy there after a pocket guide test (pocket.spec.ts, Save-Data) held the teardown
		// past the test's 30 s. Past 5 s the context is closed instead: nothing of it is shared.
		const cleared = await Promise.race([
			cdp
				.send('Storage.clearDataForOrigin', {
					origin: new URL(baseURL).origin,
					storageTypes: 'local_storage,session_storage,indexeddb,service_workers,cache_storage',
				})
				.then(
					() => true,
					() => true,
				),
			new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000)),
		])
		if (!cleared) {
			console.warn('[e2e] a shared context could not be cleared in 5 s: closed, not shared')
			return false
		}
		await cdp.detach().catch(() => undefined)
	}
	await Promise.all(pages.filter((page) => !keepers.has(page)).map((page) => page.close()))
	await context.unrouteAll({ behavior: 'ignoreErrors' })
	await context.setOffline(false)
	await context.setExtraHTTPHeaders({})
	await context.clearPermissions()
	return true
}

/** Each pooled context's page that stays open from test to test (see keepAlive). */
const keepers = new WeakSet<Page>()

/**
 * One page of the site stays open in each pooled context, so a test's new page finds the site's
 * renderer process running (Chromium runs with --process-per-site: playwright.config.ts) instead
 * of starting one and loading the page's scripts cold. Measured here: 20 page loads in new pages
 * took 45 s of wall time with the context left empty between them, 19 s with such a page open.
 */
async function keepAlive(context: BrowserContext, baseURL: string | undefined) {
	const page = await context.newPage()
	keepers.add(page)
	if (baseURL) await page.goto(new URL('/healthz', baseURL).href)
}
