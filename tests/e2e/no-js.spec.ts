import { expect, test } from './fixtures'
import { mainNavigation } from '../../app/seed/navigation'
import { home, langs, localized, text, sizeTag } from './helpers'

// Without JavaScript, what a reader does: open the menu, search, change language. What the pages
// say without it (the server's HTML: the home page's sections, the 404 page) is read in
// tests/http/public-pages.test.ts.
test.use({ javaScriptEnabled: false })

for (const lang of langs) {
	test.describe(`without JavaScript (${lang})`, () => {
		test('the menu disclosure opens and reaches every link', async ({ page }) => {
			await page.goto(home(lang))
			await page.locator('summary', { hasText: text(lang, 'topBar.openMenu') }).click()
			const nav = page.getByRole('navigation', { name: text(lang, 'topBar.mainNav') })
			for (const group of mainNavigation) {
				for (const item of group.items) {
					await expect(
						nav.getByRole('link', { name: text(lang, item.label), exact: true }),
					).toHaveAttribute('href', localized(lang, item.href))
				}
			}
		})

		test(`the search disclosure submits a plain GET form${sizeTag(lang)}`, async ({ page }) => {
			await page.goto(home(lang))
			const header = page.getByRole('banner')
			await header.getByLabel(text(lang, 'search.toggle'), { exact: true }).click()
			const field = header.getByRole('searchbox')
			await field.fill('permis de bâtir')
			await field.press('Enter')
			await expect(page).toHaveURL(`${localized(lang, '/search')}?q=permis+de+b%C3%A2tir`)
		})

		test(`the language toggle works and is remembered${sizeTag(lang)}`, async ({ page }) => {
			const other = lang === 'en' ? 'fr' : 'en'
			await page.goto(home(lang))
			await page
				.getByRole('banner')
				.getByRole('link', { name: text(lang, 'topBar.switchLanguage') })
				.click()
			await expect(page.locator('html')).toHaveAttribute('lang', other)
			await page.goto('/')
			await expect(page).toHaveURL(new RegExp(`${home(other)}$`))
		})
	})
}
