import { expect, test } from './fixtures'
import { resources } from '../../app/features/content-types'
import { councilDate, deleteRow, uid } from './admin-content-helpers'
import { adminPost } from './helpers'
import { allKept, keptIn, keptText, pocketReady, readerWhoRead } from './pocket-helpers'

// The pocket guide's service worker and the staff (issue 35, decision 059), on the staff-area
// server: a change published while a reader is away reaches the page kept on their phone, checked
// again in the background; a staff page, a preview or a page made for one visitor is never kept,
// nor answered from the worker's store.

test.use({ serviceWorkers: 'allow' })

test('a change published while a reader is away reaches the page kept on their phone', async ({
	browser,
	page,
}) => {
	const { reader, phone } = await readerWhoRead(browser, test.info().project.use.baseURL, '/events')

	const title = `Clean-up day at the market ${uid()}`
	const created = await adminPost(page, resources.events.path, {
		form: {
			intent: 'create',
			token: `e2e-${uid()}`,
			title_en: title,
			date: councilDate(9),
			state: 'published',
		},
		maxRedirects: 0,
	})
	expect(created.status()).toBe(302)

	// Another page read shows the site changed: the kept pages are asked for again meanwhile.
	await phone.goto('/help')
	await expect.poll(() => keptText(phone, '/events'), { timeout: 15_000 }).toContain(title)
	await reader.setOffline(true)
	await phone.goto('/events')
	await expect(phone.locator('[data-saved-note]')).toBeVisible()
	await expect(phone.getByText(title)).toBeVisible()
	await reader.close()
	await deleteRow(page, resources.events, title)
})

test('a staff page is never kept by the worker, nor answered from its store', async ({
	page,
	context,
}) => {
	await pocketReady(page, '/news')
	for (const path of ['/admin-dtima', resources.news.path, '/preview/news'])
		await page.goto(path).catch(() => undefined)
	// Pages made for one visitor (the contact form's token, the subscription form's) neither.
	for (const path of ['/contact', '/fr/subscribe']) await page.goto(path)
	await page.goto('/events')
	await expect.poll(() => keptIn(page, 'pocket-pages')).toContain('/events')
	const kept = await allKept(page)
	expect(
		kept.filter((path) => /^\/(fr\/)?(admin-dtima|preview|contact|subscribe)/.test(path)),
	).toEqual([])

	await context.setOffline(true)
	// Not the worker's: the browser's own "no connection", not a kept copy nor the offline page.
	await expect(page.goto('/admin-dtima')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
	await context.setOffline(false)
})
