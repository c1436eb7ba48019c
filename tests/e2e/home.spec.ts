import { expect, test } from './fixtures'
import { expectNoAxeViolations, home, langs, sizeTag, waitForHydration } from './helpers'

// What the home page says (its sections, tiles, footer, images) is read from the server's HTML in
// tests/http/public-pages.test.ts: here, what needs the browser.

for (const lang of langs) {
	test.describe(`home page (${lang})`, () => {
		test('JavaScript is fetched only after the page has loaded, then takes over', async ({
			page,
		}) => {
			await page.goto(home(lang))
			await waitForHydration(page)
			const timing = await page.evaluate(() => {
				const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
				const scripts = performance
					.getEntriesByType('resource')
					.filter((r) => /\/assets\/.+\.js$/.test(r.name))
					.map((r) => r.startTime)
				return { loadEventStart: nav?.loadEventStart ?? 0, scripts }
			})
			expect(timing.scripts.length).toBeGreaterThan(3)
			for (const start of timing.scripts)
				expect(start).toBeGreaterThanOrEqual(timing.loadEventStart)
		})

		test(`no accessibility violations (axe, WCAG 2.2 A/AA)${sizeTag(lang)}`, async ({ page }) => {
			await page.goto(home(lang))
			await expectNoAxeViolations(page)
		})
	})
}
