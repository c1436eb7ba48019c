import { expect, test } from '@playwright/test'
import { mainNavigation } from '../../app/content/navigation'
import { home, isMobile, langs, localized, text } from './helpers'

for (const lang of langs) {
	test.describe(`top bar (${lang})`, () => {
		test('desktop dropdown menu reaches every link', async ({ page }, testInfo) => {
			test.skip(isMobile(testInfo), 'the dropdown menu is the desktop layout')
			await page.goto(home(lang))
			const nav = page.getByRole('navigation', { name: text(lang, 'topBar.mainNav') })
			await expect(nav.getByRole('link', { name: text(lang, 'nav.home'), exact: true })).toHaveAttribute('href', home(lang))
			for (const group of mainNavigation) {
				const trigger = nav.getByRole('button', { name: text(lang, group.label) })
				await trigger.click()
				await expect(trigger).toHaveAttribute('aria-expanded', 'true')
				for (const item of group.items) {
					await expect(nav.getByRole('link', { name: text(lang, item.label), exact: true })).toHaveAttribute(
						'href',
						localized(lang, item.href),
					)
				}
				await page.keyboard.press('Escape')
			}
		})

		test('hovering a group opens its dropdown', async ({ page }, testInfo) => {
			test.skip(isMobile(testInfo), 'hover is a desktop interaction')
			await page.goto(home(lang))
			const nav = page.getByRole('navigation', { name: text(lang, 'topBar.mainNav') })
			await nav.getByRole('button', { name: text(lang, 'nav.business') }).hover()
			await expect(nav.getByRole('link', { name: text(lang, 'nav.business.bids') })).toBeVisible()
		})

		test('a dropdown link navigates to its page', async ({ page }, testInfo) => {
			test.skip(isMobile(testInfo), 'desktop layout')
			await page.goto(home(lang))
			const nav = page.getByRole('navigation', { name: text(lang, 'topBar.mainNav') })
			await nav.getByRole('button', { name: text(lang, 'nav.government') }).click()
			await nav.getByRole('link', { name: text(lang, 'nav.government.cabinet') }).click()
			await expect(page).toHaveURL(new RegExp(`${localized(lang, '/government/cabinet')}$`))
		})

		test('mobile menu opens, reaches every link and closes', async ({ page }, testInfo) => {
			test.skip(!isMobile(testInfo), 'the collapsible menu is the mobile layout')
			await page.goto(home(lang))
			const toggle = page.getByText(text(lang, 'topBar.openMenu'), { exact: true })
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

		test('search toggle reveals a field that submits to the search page', async ({ page }) => {
			await page.goto(home(lang))
			const header = page.getByRole('banner')
			const field = header.getByRole('searchbox', { name: text(lang, 'search.label') })
			await expect(field).toBeHidden()
			await header.getByText(text(lang, 'search.toggle'), { exact: true }).or(header.getByLabel(text(lang, 'search.toggle'), { exact: true })).first().click()
			await expect(field).toBeVisible()
			await expect(field).toBeFocused()
			await field.fill('birth certificate')
			await field.press('Enter')
			await expect(page).toHaveURL(`${localized(lang, '/search')}?q=birth+certificate`)
		})
	})
}

test.describe('language toggle', () => {
	test('goes to the partner page and is remembered on the home page', async ({ page, context }) => {
		await page.goto('/?ref=test')
		await page.getByRole('banner').getByRole('link', { name: 'Français' }).click()
		await expect(page).toHaveURL(/\/fr\?ref=test$/)
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'hero.title'))
		expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('fr')

		// Coming back to "/" later (typed address, bookmark) lands on the French home.
		await page.goto('/')
		await expect(page).toHaveURL(/\/fr$/)

		// Choosing English is remembered as well.
		await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
		await expect(page).toHaveURL(/\/$/)
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
		await page.goto('/')
		await expect(page).toHaveURL(/\/$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'hero.title'))
	})

	test('from an inner page, lands on the same page in the other language', async ({ page }) => {
		await page.goto('/government/cabinet?x=1')
		const toggle = page.getByRole('banner').getByRole('link', { name: 'Français' })
		await expect(toggle).toHaveAttribute('href', '/fr/government/cabinet?x=1')
		await expect(toggle).toHaveAttribute('hreflang', 'fr')
	})

	test('a French browser is sent from / to /fr; other addresses keep their language', async ({ browser }) => {
		const context = await browser.newContext({ locale: 'fr-FR' })
		const page = await context.newPage()
		await page.goto('/')
		await expect(page).toHaveURL(/\/fr$/)
		const response = await page.goto('/government/cabinet')
		expect(response?.url()).toMatch(/\/government\/cabinet$/)
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
		await context.close()
	})

	test('hreflang alternates and canonical follow the URL', async ({ page }) => {
		await page.goto('/fr')
		const origin = new URL(page.url()).origin
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/fr`)
		await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/`)
		await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', `${origin}/fr`)
		await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/`)
	})
})
