import { expect, test } from './fixtures'
import { mainNavigation } from '../../app/seed/navigation'
import { home, langs, localized, text, ANY_VIEWPORT } from './helpers'

test.use({ javaScriptEnabled: false })

for (const lang of langs) {
	test.describe(`without JavaScript (${lang})`, () => {
		test('home renders every section from the server', { tag: ANY_VIEWPORT }, async ({ page }) => {
			const response = await page.goto(home(lang))
			expect(response?.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'hero.title'))
			await expect(
				page.getByRole('region', { name: text(lang, 'news.title') }).getByRole('article'),
			).toHaveCount(3)
			await expect(
				page.getByRole('region', { name: text(lang, 'events.title') }).getByRole('listitem'),
			).toHaveCount(2)
			await expect(
				page.getByRole('region', { name: text(lang, 'partners.title') }).getByRole('img'),
			).toHaveCount(3)
		})

		test('the menu disclosure opens and reaches every link', async ({ page }) => {
			await page.goto(home(lang))
			await page.getByText(text(lang, 'topBar.openMenu'), { exact: true }).click()
			const nav = page.getByRole('navigation', { name: text(lang, 'topBar.mainNav') })
			for (const group of mainNavigation) {
				for (const item of group.items) {
					await expect(
						nav.getByRole('link', { name: text(lang, item.label), exact: true }),
					).toHaveAttribute('href', localized(lang, item.href))
				}
			}
		})

		test('the search disclosure submits a plain GET form', async ({ page }) => {
			await page.goto(home(lang))
			const header = page.getByRole('banner')
			await header.getByLabel(text(lang, 'search.toggle'), { exact: true }).click()
			const field = header.getByRole('searchbox')
			await field.fill('permis de bâtir')
			await field.press('Enter')
			await expect(page).toHaveURL(`${localized(lang, '/search')}?q=permis+de+b%C3%A2tir`)
		})

		test('the language toggle works and is remembered', async ({ page }) => {
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

		test(
			'404: status, Return Home link, and no dead Go Back button',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				const response = await page.goto(localized(lang, '/nowhere'))
				expect(response?.status()).toBe(404)
				await expect(page.getByRole('heading', { level: 1 })).toHaveText(
					text(lang, 'notFound.title'),
				)
				await expect(page.getByRole('link', { name: text(lang, 'notFound.home') })).toHaveAttribute(
					'href',
					home(lang),
				)
				await expect(page.getByRole('button', { name: text(lang, 'notFound.back') })).toHaveCount(0)
			},
		)
	})
}
