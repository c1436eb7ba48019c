import { expect, test } from './fixtures'
import {
	expectNoAxeViolations,
	home,
	langs,
	localized,
	sizeTag,
	text,
	ANY_VIEWPORT,
} from './helpers'

for (const lang of langs) {
	test.describe(`404 page (${lang})`, () => {
		test('unknown path: status 404, texts and buttons', { tag: ANY_VIEWPORT }, async ({ page }) => {
			await page.goto(home(lang))
			const response = await page.goto(localized(lang, '/no/such/page'))
			expect(response?.status()).toBe(404)
			await expect(page.locator('html')).toHaveAttribute('lang', lang)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'notFound.title'))
			await expect(page.getByText(text(lang, 'notFound.text'))).toBeVisible()
			await expect(page.getByRole('link', { name: text(lang, 'notFound.home') })).toHaveAttribute(
				'href',
				home(lang),
			)

			// Go Back returns to the previous page.
			await page.getByRole('button', { name: text(lang, 'notFound.back') }).click()
			await expect(page).toHaveURL(new RegExp(`${home(lang)}$`))
		})

		test('Return Home leads home', { tag: ANY_VIEWPORT }, async ({ page }) => {
			await page.goto(localized(lang, '/missing'))
			await page.getByRole('link', { name: text(lang, 'notFound.home') }).click()
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'hero.title'))
		})

		test(`no accessibility violations${sizeTag(lang)}`, async ({ page }) => {
			await page.goto(localized(lang, '/missing'))
			await expectNoAxeViolations(page)
		})
	})
}
