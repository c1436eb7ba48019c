import { expect, test } from './fixtures'
import { mainNavigation } from '../../app/seed/navigation'
import { home, langs, localized, text, waitForHydration } from './helpers'

// Runs in the mobile project only (see playwright.config.ts).
for (const lang of langs) {
	test.describe(`mobile menu (${lang})`, () => {
		test('mobile menu opens, reaches every link and closes', async ({ page }) => {
			await page.goto(home(lang))
			const toggle = page.locator('summary', { hasText: text(lang, 'topBar.openMenu') })
			const nav = page.getByRole('navigation', { name: text(lang, 'topBar.mainNav') })
			await expect(nav).toBeHidden()
			await toggle.click()
			await expect(nav).toBeVisible()
			for (const group of mainNavigation) {
				for (const item of group.items) {
					const link = nav.getByRole('link', { name: text(lang, item.label), exact: true })
					await expect(link).toBeVisible()
					await expect(link).toHaveAttribute('href', localized(lang, item.href))
				}
			}
			await toggle.click()
			await expect(nav).toBeHidden()
		})

		test('a menu opened before the scripts arrive stays open when they do', async ({ page }) => {
			await page.goto(home(lang), { waitUntil: 'domcontentloaded' })
			await page.locator('summary', { hasText: text(lang, 'topBar.openMenu') }).click()
			const nav = page.getByRole('navigation', { name: text(lang, 'topBar.mainNav') })
			await expect(nav).toBeVisible()
			await waitForHydration(page)
			await expect(nav).toBeVisible()
			// A client-side navigation still closes it, as a page load would.
			await nav
				.getByRole('link', { name: text(lang, 'nav.government.cabinet'), exact: true })
				.click()
			await expect(page).toHaveURL(localized(lang, '/government/cabinet'))
			await expect(nav).toBeHidden()
		})
	})
}
