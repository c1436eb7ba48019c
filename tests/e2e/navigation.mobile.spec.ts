import { expect, test, type Page } from './fixtures'
import { mainNavigation } from '../../app/seed/navigation'
import { home, langs, localized, text, waitForIsland, type Lang } from './helpers'

// Runs in the mobile project only (see playwright.config.ts). The phone menu and the search are
// <details>: they open and close without JavaScript; the top bar's island (top-bar.island.ts)
// keeps one of them open at a time.

function topBar(page: Page, lang: Lang) {
	const header = page.getByRole('banner')
	return {
		menuToggle: header.locator('summary', { hasText: text(lang, 'topBar.openMenu') }),
		nav: header.getByRole('navigation', { name: text(lang, 'topBar.mainNav') }),
		searchToggle: header.getByLabel(text(lang, 'search.toggle'), { exact: true }),
		field: header.getByRole('searchbox', { name: text(lang, 'search.label') }),
	}
}

for (const lang of langs) {
	test.describe(`mobile menu (${lang})`, () => {
		for (const javaScriptEnabled of [true, false]) {
			test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
				test.use({ javaScriptEnabled })

				test('mobile menu opens, reaches every link and closes', async ({ page }) => {
					await page.goto(home(lang))
					const { menuToggle, nav } = topBar(page, lang)
					await expect(nav).toBeHidden()
					await menuToggle.click()
					await expect(nav).toBeVisible()
					for (const group of mainNavigation) {
						for (const item of group.items) {
							const link = nav.getByRole('link', { name: text(lang, item.label), exact: true })
							await expect(link).toBeVisible()
							await expect(link).toHaveAttribute('href', localized(lang, item.href))
						}
					}
					await menuToggle.click()
					await expect(nav).toBeHidden()
				})

				test('opening the search closes the menu, and opening the menu closes the search', async ({
					page,
				}) => {
					// Without JavaScript the two disclosures share a name (one open at a time); with it,
					// the island does the same and puts the cursor in the field.
					await page.goto(home(lang))
					if (javaScriptEnabled) await waitForIsland(page, 'top-bar')
					const { menuToggle, nav, searchToggle, field } = topBar(page, lang)
					await menuToggle.click()
					await expect(nav).toBeVisible()
					await searchToggle.click()
					await expect(field).toBeVisible()
					if (javaScriptEnabled) await expect(field).toBeFocused()
					await expect(nav).toBeHidden()
					await menuToggle.click()
					await expect(nav).toBeVisible()
					await expect(field).toBeHidden()
				})
			})
		}

		test('a menu opened before the scripts arrive stays open when they do', async ({ page }) => {
			await page.goto(home(lang), { waitUntil: 'commit' })
			const { menuToggle, nav } = topBar(page, lang)
			await menuToggle.click()
			await expect(nav).toBeVisible()
			await waitForIsland(page, 'top-bar')
			await expect(nav).toBeVisible()
			// Following a link loads the page, with the menu closed.
			await nav
				.getByRole('link', { name: text(lang, 'nav.government.cabinet'), exact: true })
				.click()
			await expect(page).toHaveURL(localized(lang, '/government/cabinet'))
			await expect(nav).toBeHidden()
		})
	})
}
