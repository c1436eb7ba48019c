import { expect, test } from './fixtures'
import { expectNoAxeViolations, home, langs, sizeTag, waitForIslands } from './helpers'

// What the home page says (its sections, tiles, footer, images) is read from the server's HTML in
// tests/http/public-pages.test.ts: here, what needs the browser.

for (const lang of langs) {
	test.describe(`home page (${lang})`, () => {
		test(`no framework is fetched: only the islands its widgets name, once each, and each takes over${sizeTag(lang)}`, async ({
			page,
		}) => {
			const errors: string[] = []
			page.on('pageerror', (e) => errors.push(e.message))
			page.on('console', (m) => {
				if (m.type() === 'error') errors.push(m.text())
			})
			await page.goto(home(lang))
			await waitForIslands(page)
			const { scripts, named } = await page.evaluate(() => ({
				scripts: performance
					.getEntriesByType('resource')
					.map((r) => new URL(r.name).pathname)
					.filter((path) => path.endsWith('.js')),
				named: [...document.querySelectorAll<HTMLElement>('[data-island]')].map(
					(el) => el.dataset.island!,
				),
			}))
			// Issue 34: public pages carry no React, React Router client or route code.
			expect(scripts.length).toBeGreaterThan(0)
			for (const script of scripts) expect(script).toMatch(/^\/assets\/islands\/[\w-]+\.js$/)
			expect(new Set(scripts).size).toBe(scripts.length)
			expect(scripts.map((s) => /islands\/(.+)-[\w-]{8}\.js$/.exec(s)?.[1]).sort()).toEqual(
				[...new Set(named)].sort(),
			)
			expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false)
			expect(errors).toEqual([])
		})

		test(`the header's emblem and the tab's icon are the drawing written into the page${sizeTag(lang)}`, async ({
			page,
		}) => {
			await page.goto(home(lang))
			const emblem = page.locator('header a[aria-label] img').first()
			const icon = await page.locator('link[rel="icon"]').first().getAttribute('href')
			expect(await emblem.getAttribute('src')).toBe(icon)
			// The browser draws it: decode() fails on an address that is not a picture.
			expect(
				await emblem.evaluate(async (img: HTMLImageElement) => {
					await img.decode()
					return img.getBoundingClientRect().width
				}),
			).toBe(40)
			// A picture the browser drew from it, not the broken-image box: some of it is the shield's green.
			const green = await page.evaluate(async (src) => {
				const img = new Image(64, 64)
				img.src = src!
				await img.decode()
				const canvas = document.createElement('canvas')
				canvas.width = canvas.height = 64
				const context = canvas.getContext('2d')!
				context.drawImage(img, 0, 0, 64, 64)
				const [r, g, b] = context.getImageData(32, 5, 1, 1).data
				return [r, g, b]
			}, icon)
			expect(green).toEqual([0, 122, 94])
		})

		test(`no accessibility violations (axe, WCAG 2.2 A/AA)${sizeTag(lang)}`, async ({ page }) => {
			await page.goto(home(lang))
			await expectNoAxeViolations(page)
		})
	})
}
