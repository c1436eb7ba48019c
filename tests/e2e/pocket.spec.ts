import type { BrowserContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { ANY_VIEWPORT, home, langs, localized, settings, sizeTag, text, type Lang } from './helpers'
import { MAX_PAGES_READ } from '../../app/features/pocket/pocket-store'
import { contentPagePaths } from '../../app/route-table'
import { keptIn, pocketReady } from './pocket-helpers'

// The council in the reader's pocket (issue 35, decision 059), in Chromium with the network cut:
// after one visit the pocket guide, its emergency numbers and a page read open offline, in both
// languages; a page not read gets the offline page; "Save this page" keeps a page and its
// pictures, and the guide says what is kept and removes it; with Save-Data the worker fetches
// the guide and nothing else. A change published while a reader is away reaches a kept page, and
// a staff page is never kept: admin-pocket.spec.ts. An alert published while a reader is offline:
// admin-alerts.spec.ts.

test.use({ serviceWorkers: 'allow' })

/** The saved note's words before its date. */
const noteStart = (lang: Lang) => text(lang, 'pocket.savedNote').split('{date}')[0]!.trim()

for (const lang of langs) {
	test(`${lang}: after one visit, the guide, the emergency numbers and a page read open offline; a page not read gets the offline page ${sizeTag(lang)}`, async ({
		page,
		context,
	}) => {
		const service = localized(lang, '/services/birth-certificate')
		await pocketReady(page, home(lang))
		expect((await keptIn(page, 'pocket-guide')).sort()).toEqual(
			[localized(lang, '/pocket'), localized(lang, '/pocket/offline')].sort(),
		)
		// The first page, read before the worker was there, is kept too.
		await expect.poll(() => keptIn(page, 'pocket-pages')).toContain(home(lang))
		await page.goto(service)
		await expect.poll(() => keptIn(page, 'pocket-pages')).toContain(service)
		const title = (await page.locator('h1').textContent())!.trim()

		await context.setOffline(true)
		await page.goto(localized(lang, '/pocket'))
		await expect(
			page.getByRole('heading', { level: 1, name: text(lang, 'pocket.pageTitle') }),
		).toBeVisible()
		// Every number the council's settings give, each a link to call it.
		const numbers = Object.values(settings.emergencyNumbers).filter(Boolean)
		expect(numbers.length).toBeGreaterThan(0)
		for (const number of numbers)
			await expect(page.locator(`#emergency a[href="tel:${number}"]`)).toBeVisible()
		await expect(page.locator('#services h3').first()).toBeVisible()
		await expect(page.locator('[data-saved-note]')).toContainText(noteStart(lang))

		await page.goto(service)
		await expect(page.locator('h1')).toHaveText(title)
		const note = page.locator('[data-saved-note]')
		await expect(note).toContainText(noteStart(lang))
		await expect(note.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/)

		await page.goto(localized(lang, '/visitors/history'))
		await expect(
			page.getByRole('heading', { level: 1, name: text(lang, 'pocket.offline.title') }),
		).toBeVisible()
		await expect(
			page.getByRole('link', { name: text(lang, 'pocket.offline.guide') }),
		).toHaveAttribute('href', localized(lang, '/pocket'))
		await expect(page.locator('#emergency a[href^="tel:"]').first()).toBeVisible()
		// The pages kept on this phone, listed from the worker's store by the offline page's island.
		await expect(
			page.getByRole('region', { name: text(lang, 'pocket.saved.title') }).getByRole('link', {
				name: title,
			}),
		).toBeVisible()
		await context.setOffline(false)
	})

	test(`${lang}: "Save this page" keeps a service page and its pictures; the guide says what is kept and removes it ${sizeTag(lang)}`, async ({
		page,
	}) => {
		const service = localized(lang, '/services/technical')
		await pocketReady(page, service)
		// The page's picture, read to the end (it is lazy); pages read are kept without pictures.
		await page.evaluate(async () => {
			for (const image of document.images) {
				image.loading = 'eager'
				await image.decode().catch(() => undefined)
			}
		})
		const pictures = await page.evaluate(() =>
			[...document.images]
				.map((image) => image.currentSrc)
				// The header's drawn emblem is written into the page (a data: address, decision 064).
				.filter((src) => src.startsWith(location.origin))
				.map((src) => new URL(src).pathname),
		)
		expect(pictures.length).toBeGreaterThan(0)
		for (const store of ['pocket-pages', 'pocket-kept', 'pocket-guide'])
			for (const picture of pictures) expect(await keptIn(page, store)).not.toContain(picture)

		const box = page.locator('[data-island="save-page"]')
		await box.getByRole('button', { name: text(lang, 'pocket.save') }).click()
		await expect(box.getByRole('status')).toHaveText(text(lang, 'pocket.saveSaved'))
		await expect(box.getByRole('button', { name: text(lang, 'pocket.unsave') })).toBeFocused()
		const kept = await keptIn(page, 'pocket-kept')
		expect(kept).toContain(service)
		for (const picture of pictures) expect(kept).toContain(picture)
		// Still saved when the page is opened again.
		await page.reload()
		await expect(box.getByRole('button', { name: text(lang, 'pocket.unsave') })).toBeVisible()

		await page.goto(localized(lang, '/pocket'))
		const phone = page.getByRole('region', { name: text(lang, 'pocket.store.title'), exact: true })
		await expect(phone).toBeVisible()
		const usage = text(lang, 'pocket.store.usage').split('{count}')[0]!
		await expect(phone).toContainText(usage)
		await expect(
			page
				.getByRole('region', { name: text(lang, 'pocket.saved.title') })
				.getByRole('link')
				.first(),
		).toHaveAttribute('href', new RegExp(`${service}$`))

		await phone.getByRole('button', { name: text(lang, 'pocket.store.remove') }).click()
		await expect(phone.getByRole('status')).toHaveText(text(lang, 'pocket.store.removed'))
		await expect(phone).toContainText(text(lang, 'pocket.store.off'))
		const left = () =>
			page.evaluate(async () => ({
				stores: (await caches.keys()).filter((name) => name.startsWith('pocket-')).length,
				workers: (await navigator.serviceWorker.getRegistrations()).length,
			}))
		await expect.poll(left).toEqual({ stores: 0, workers: 0 })
		// Nothing comes back on the next page until the reader asks, and the save box leaves no
		// empty room there (taken out before the first paint, save-page.tsx).
		await page.goto(service)
		await expect(page.locator('[data-island="pocket"][data-enhanced]')).toBeAttached()
		expect(await left()).toEqual({ stores: 0, workers: 0 })
		await expect(box).toHaveCount(0)
		await page.goto(localized(lang, '/pocket'))
		await phone.getByRole('button', { name: text(lang, 'pocket.store.keep') }).click()
		await expect(phone.getByRole('status')).toHaveText(text(lang, 'pocket.store.kept'))
		await expect.poll(async () => (await left()).workers).toBe(1)
		// And the box is back.
		await page.goto(service)
		await expect(box.getByRole('button', { name: text(lang, 'pocket.save') })).toBeVisible()
	})
}

for (const lang of langs)
	test(`${lang}: "Save this page" without a connection says it was not saved, and saves once the connection is back ${sizeTag(lang)}`, async ({
		page,
		context,
	}) => {
		const service = localized(lang, '/services/birth-certificate')
		await pocketReady(page, service)
		const box = page.locator('[data-island="save-page"]')
		const save = box.getByRole('button', { name: text(lang, 'pocket.save') })
		// The page as read a while ago: the browser's own cache no longer answers for it (it would
		// for ten seconds after a read, `stale-while-revalidate`), so saving needs the network.
		await (await context.newCDPSession(page)).send('Network.clearBrowserCache')
		await context.setOffline(true)
		await save.click()
		await expect(box.getByRole('status')).toHaveText(text(lang, 'pocket.saveFailed'))
		// Still offered, and nothing kept.
		await expect(save).toBeVisible()
		expect(await keptIn(page, 'pocket-kept')).not.toContain(service)
		await context.setOffline(false)
		await save.click()
		await expect(box.getByRole('status')).toHaveText(text(lang, 'pocket.saveSaved'))
		expect(await keptIn(page, 'pocket-kept')).toContain(service)
	})

for (const lang of langs) {
	const other: Lang = lang === 'fr' ? 'en' : 'fr'
	test(`${lang}: offline, a page in the other language gets the offline page kept, and its guide the one kept, never the browser's error ${sizeTag(lang)}`, async ({
		page,
		context,
	}) => {
		await pocketReady(page, home(lang))
		await context.setOffline(true)
		// The language switched offline: the offline page of the language kept.
		await page.goto(localized(other, '/services/social-affairs'))
		await expect(
			page.getByRole('heading', { level: 1, name: text(lang, 'pocket.offline.title') }),
		).toBeVisible()
		await page.goto(localized(other, '/pocket'))
		await expect(
			page.getByRole('heading', { level: 1, name: text(lang, 'pocket.pageTitle') }),
		).toBeVisible()
		await context.setOffline(false)
	})
}

test(`a browser that turns the worker down after all: the save box gives its room back ${ANY_VIEWPORT}`, async ({
	page,
}) => {
	// As Firefox's private windows do: a service worker container whose registration is refused.
	await page.addInitScript(() => {
		ServiceWorkerContainer.prototype.register = () =>
			Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'))
	})
	await page.goto('/services/birth-certificate')
	await expect(page.locator('[data-island="pocket"][data-enhanced]')).toBeAttached()
	await expect(page.locator('[data-island="save-page"]')).toHaveCount(0)
})

test(`a browser that cannot keep pages: no save box, and no empty room for it ${ANY_VIEWPORT}`, async ({
	page,
}) => {
	await page.addInitScript(() => {
		delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker
	})
	// (The box is taken out by the line after it, before the first paint: at the load event
	// it is gone, and the page's text below never moved.)
	await page.goto('/services/birth-certificate')
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(page.locator('[data-island="save-page"]')).toHaveCount(0)
})

test(`with Save-Data, the worker fetches the guide and nothing else ${ANY_VIEWPORT}`, async ({
	browser,
	baseURL,
}) => {
	// A context of its own, closed at the end, rather than the worker's shared one: in full runs
	// its service worker was at times still busy when the shared context was cleaned for the next
	// test, and every command to that context then waited past the test's timeout (decision 062,
	// "Taken back"). Closing a context does not wait for its worker.
	const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' })
	test.info().setTimeout(60_000)
	try {
		await saveDataCase(context)
	} finally {
		await Promise.race([context.close(), new Promise((resolve) => setTimeout(resolve, 10_000))])
	}
})

async function saveDataCase(context: BrowserContext) {
	const page = await context.newPage()
	await context.setExtraHTTPHeaders({ 'Save-Data': 'on' })
	const fetched: string[] = []
	context.on('request', (request) => {
		if (request.serviceWorker()) fetched.push(new URL(request.url()).pathname)
	})
	await pocketReady(page, '/services/birth-certificate')
	expect(fetched).toContain('/pocket')
	expect(fetched).toContain('/pocket/offline')
	// The guide's pages and their scripts (its saved-pages list), nothing else: not the page read
	// before the worker came, not a picture.
	for (const path of fetched)
		expect(path).toMatch(/^\/pocket(\/offline)?$|^\/assets\/islands\/[\w-]+\.js$|^\/sw\.js$/)
	expect(await keptIn(page, 'pocket-pages')).toEqual([])
	// A page read afterwards is kept all the same (it cost nothing more), and opens offline.
	await page.goto('/services/tax')
	await expect.poll(() => keptIn(page, 'pocket-pages')).toEqual(['/services/tax'])
	await context.setOffline(true)
	await page.goto('/services/tax')
	await expect(page.locator('[data-saved-note]')).toContainText(noteStart('en'))
	await context.setOffline(false)
}

test(`the pages read are kept up to ${MAX_PAGES_READ}, the least recently read going first ${ANY_VIEWPORT}`, async ({
	page,
}) => {
	await pocketReady(page, '/')
	await expect.poll(() => keptIn(page, 'pocket-pages')).toEqual(['/'])
	// Thirty pages after the home page: it goes, they stay. (Pages the sample leaves unpublished
	// answer 404, and are not kept.)
	const candidates = [
		...new Set([
			...contentPagePaths,
			'/news',
			'/events',
			'/help',
			'/documents',
			'/fr',
			'/fr/news',
			'/fr/events',
		]),
	]
	const published = []
	for (const path of candidates)
		if ((await page.request.get(path)).status() === 200) published.push(path)
	const read = published.slice(0, MAX_PAGES_READ)
	expect(read).toHaveLength(MAX_PAGES_READ)
	for (const path of read) await page.goto(path)
	await expect
		.poll(async () => (await keptIn(page, 'pocket-pages')).sort())
		.toEqual([...read].sort())
})
