import { expect, test, type Page } from './fixtures'
import { waitForIslands } from './helpers'
import { recordShifts, shiftSizes as sizes, shiftsOf } from './layout-shifts'
import { passedHeaders, proxyTo } from './proxy'

// Nothing on a public page moves once it is drawn: no layout shift (CLS 0, the budget), with
// JavaScript, once its islands have run and the pocket guide's worker is ready (decision 058: the
// islands load after the first paint, so whatever one shows must have its room in the server's
// HTML). Lighthouse found "Save this page" (decision 059) moving every service page, the tenders
// page among them; the contact form's map, the 404 page's Go Back and the offline page's list of
// saved pages did the same. Runs once (desktop project): each size is set here, Lighthouse's two
// presets.

test.use({ serviceWorkers: 'allow' })

/**
 * One page per public template, the first a service page (its "Save this page" shown once the
 * worker is installed: a first visit), the tenders page later (the worker already there).
 */
const pages = [
	'/services/birth-certificate',
	'/',
	'/fr',
	'/business/bids',
	'/visitors/history',
	'/news',
	'/news/market-day-reminder',
	'/events',
	'/events/1',
	'/search?q=market',
	'/help',
	'/documents',
	'/documents/budget-2026-summary',
	'/jobs',
	'/jobs/accounts-clerk',
	'/business/bids/maintenance-of-farm-to-market-roads',
	'/programs/agenda',
	'/contact',
	'/subscribe',
	'/no/such/page',
	'/pocket',
	'/pocket/offline',
	'/fr/services/birth-certificate',
]

/** Everything the page's scripts show, shown; then a second more for anything late. */
async function settled(page: Page) {
	await waitForIslands(page)
	await page.evaluate(async () => void (await navigator.serviceWorker.ready))
	for (const shown of ['[data-save-page]', '[data-pocket-saved]'])
		for (const element of await page.locator(shown).all()) await expect(element).toBeVisible()
	await page.waitForTimeout(1000)
}

for (const [size, options] of Object.entries(sizes)) {
	test.describe(`${size}, ${options.viewport.width}×${options.viewport.height}`, () => {
		test.use(options)

		test('no public page moves once drawn: no layout shift', async ({ page }) => {
			test.setTimeout(pages.length * 8_000)
			await page.addInitScript(recordShifts)
			for (const path of pages) {
				await test.step(path, async () => {
					const response = await page.goto(path)
					expect(response?.status(), path).toBe(path.startsWith('/no/') ? 404 : 200)
					await settled(page)
					const { shifts, total } = await shiftsOf(page)
					// Soft, so that every page that moves is named, with what moved and when (ms).
					expect.soft(total, `${path} moved: ${JSON.stringify(shifts)}`).toBe(0)
				})
			}
		})
	})
}

/**
 * A page that reaches the phone in pieces, as it does on slow data: the browser draws what has
 * come before the rest arrives. The top bar's right-hand group (search, language, menu) is pushed
 * to the right edge, so drawn half-parsed it moved left as its other buttons came in: CI caught
 * it on a busy machine (0.003 on a phone). This serves the home page through a small proxy that
 * stops for a while just after the search button, and checks nothing moved.
 */
test('the top bar is drawn whole even when the page arrives in pieces', async ({ browser }) => {
	const origin = test.info().project.use.baseURL!
	const proxy = await trickle(origin, '<a href="/fr" hrefLang="fr"')
	try {
		for (const [size, options] of Object.entries(sizes)) {
			const reader = await browser.newContext({ ...options, serviceWorkers: 'block' })
			const page = await reader.newPage()
			await page.addInitScript(recordShifts)
			await page.goto(`${proxy.url}/`)
			await waitForIslands(page)
			await page.waitForTimeout(300)
			const { shifts, total } = await shiftsOf(page)
			expect(proxy.paused(), 'the proxy held the page back once').toBe(true)
			expect(total, `${size} moved: ${JSON.stringify(shifts)}`).toBe(0)
			await reader.close()
		}
	} finally {
		await proxy.close()
	}
})

/**
 * A proxy to `origin` that sends a page's HTML up to the first `cut`, holds the rest back for
 * 700 ms, then sends it; everything else passes through as it is.
 */
async function trickle(origin: string, cut: string) {
	let paused = false
	const proxy = await proxyTo(origin, (_, upstream, body, reply) => {
		const at = (upstream.headers.get('content-type') ?? '').startsWith('text/html')
			? body.indexOf(cut)
			: -1
		if (at === -1) return false
		reply.writeHead(upstream.status, { ...passedHeaders(upstream), 'cache-control': 'no-store' })
		reply.write(body.subarray(0, at))
		paused = true
		setTimeout(() => reply.end(body.subarray(at)), 700)
		return true
	})
	return { ...proxy, paused: () => paused }
}
