import { expect, test } from './fixtures'
import { waitForIslands } from './helpers'

/**
 * The pages that carry JSON-LD, with JavaScript: their islands run without errors, and following a
 * link loads the next page whole (public pages have no client-side navigation, decision 058), with
 * its own JSON-LD. What crawlers read (titles, descriptions,
 * canonical and alternate addresses, Open Graph, JSON-LD) is read from the server's HTML in
 * tests/http/seo.test.ts, without a browser.
 */
test('JSON-LD pages run their islands without console errors or CSP reports', async ({ page }) => {
	const errors: string[] = []
	page.on('console', (m) => {
		if (m.type() === 'error') errors.push(m.text())
	})
	page.on('pageerror', (e) => errors.push(e.message))
	for (const path of ['/', '/fr/news/cultural-festival-success', '/events/1']) {
		await page.goto(path)
		await waitForIslands(page)
		await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached()
	}
	expect(errors).toEqual([])
})

test('following links loads each page whole, with its own JSON-LD', async ({ page }) => {
	const types = async () =>
		(await page.locator('script[type="application/ld+json"]').allTextContents()).map(
			(json) => (JSON.parse(json) as { '@type': string })['@type'],
		)
	let documents = 0
	page.on('request', (r) => {
		if (r.resourceType() === 'document') documents++
	})
	await page.goto('/news')
	await waitForIslands(page)
	expect(await types()).toEqual(['BreadcrumbList'])
	await page.locator('main a[href^="/news/"]').first().click()
	await expect(page).toHaveURL(/\/news\/[\w-]+$/)
	await expect.poll(types).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList']))
	const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
	const crumbs = JSON.parse(blocks.find((b) => b.includes('BreadcrumbList'))!) as {
		itemListElement: { item?: string }[]
	}
	expect(crumbs.itemListElement.at(-1)?.item).toMatch(
		new RegExp(`${new URL(page.url()).pathname}$`),
	)
	await page.locator('header a[href="/"]').first().click()
	await expect.poll(types).toEqual(['GovernmentOrganization'])
	// Ordinary links: each page was loaded whole.
	expect(documents).toBe(3)
})
