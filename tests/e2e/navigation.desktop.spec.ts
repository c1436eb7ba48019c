import { expect, test } from './fixtures'
import { mainNavigation } from '../../app/seed/navigation'
import { home, langs, localized, text, waitForDesktopMenu } from './helpers'

// Runs in the desktop project only (see playwright.config.ts).
for (const lang of langs) {
	test.describe(`desktop dropdown menu (${lang})`, () => {
		test('desktop dropdown menu reaches every link', async ({ page }) => {
			await page.goto(home(lang))
			await waitForDesktopMenu(page)
			const nav = page.getByRole('navigation', { name: text(lang, 'topBar.mainNav') })
			await expect(
				nav.getByRole('link', { name: text(lang, 'nav.home'), exact: true }),
			).toHaveAttribute('href', home(lang))
			for (const group of mainNavigation) {
				const trigger = nav.getByRole('button', { name: text(lang, group.label) })
				await trigger.hover()
				await expect(trigger).toHaveAttribute('aria-expanded', 'true')
				for (const item of group.items) {
					await expect(
						nav.getByRole('link', { name: text(lang, item.label), exact: true }),
					).toHaveAttribute('href', localized(lang, item.href))
				}
			}
		})

		test('hovering a group opens its dropdown', async ({ page }) => {
			await page.goto(home(lang))
			await waitForDesktopMenu(page)
			const nav = page.getByRole('navigation', { name: text(lang, 'topBar.mainNav') })
			await nav.getByRole('button', { name: text(lang, 'nav.business') }).hover()
			await expect(nav.getByRole('link', { name: text(lang, 'nav.business.bids') })).toBeVisible()
		})

		test('a dropdown link navigates to its page', async ({ page }) => {
			await page.goto(home(lang))
			await waitForDesktopMenu(page)
			const nav = page.getByRole('navigation', { name: text(lang, 'topBar.mainNav') })
			await nav.getByRole('button', { name: text(lang, 'nav.government') }).click()
			await nav.getByRole('link', { name: text(lang, 'nav.government.cabinet') }).click()
			await expect(page).toHaveURL(new RegExp(`${localized(lang, '/government/cabinet')}$`))
		})

		test('the dropdown opens from the keyboard', async ({ page }) => {
			await page.goto(home(lang))
			await waitForDesktopMenu(page)
			const nav = page.getByRole('navigation', { name: text(lang, 'topBar.mainNav') })
			const trigger = nav.getByRole('button', { name: text(lang, 'nav.residents') })
			await trigger.focus()
			await page.keyboard.press('Enter')
			await expect(trigger).toHaveAttribute('aria-expanded', 'true')
			await page.keyboard.press('Tab')
			await expect(
				nav.getByRole('link', { name: text(lang, 'nav.residents.artsCulture') }),
			).toBeFocused()
			await page.keyboard.press('Escape')
			await expect(trigger).toHaveAttribute('aria-expanded', 'false')
		})
	})
}
