import { expect, test, type Page } from './fixtures'
import { mainNavigation } from '../../app/seed/navigation'
import {
	expectNoAxeViolations,
	home,
	langs,
	localized,
	text,
	waitForIsland,
	type Lang,
} from './helpers'

// Runs in the desktop project only (see playwright.config.ts). The wide screens' menu is drawn
// whole by the server and made a dropdown menu by the top bar's island (top-bar.island.ts).

async function openMenu(page: Page, lang: Lang) {
	await page.goto(home(lang))
	await waitForIsland(page, 'top-bar')
	const nav = page.getByRole('navigation', { name: text(lang, 'topBar.mainNav') })
	const group = (key: Parameters<typeof text>[1]) =>
		nav.getByRole('button', { name: text(lang, key), exact: true })
	return { nav, group }
}

for (const lang of langs) {
	test.describe(`desktop dropdown menu (${lang})`, () => {
		test('desktop dropdown menu reaches every link', async ({ page }) => {
			const { nav, group } = await openMenu(page, lang)
			await expect(
				nav.getByRole('link', { name: text(lang, 'nav.home'), exact: true }),
			).toHaveAttribute('href', home(lang))
			for (const { label, items } of mainNavigation) {
				const trigger = group(label)
				await trigger.hover()
				await expect(trigger).toHaveAttribute('aria-expanded', 'true')
				// One list at a time: the others are closed.
				await expect(nav.locator('button[aria-expanded="true"]')).toHaveCount(1)
				for (const item of items) {
					const link = nav.getByRole('link', { name: text(lang, item.label), exact: true })
					await expect(link).toBeVisible()
					await expect(link).toHaveAttribute('href', localized(lang, item.href))
				}
			}
		})

		test('hovering a group opens its dropdown; leaving it closes it', async ({ page }) => {
			const { nav, group } = await openMenu(page, lang)
			const bids = nav.getByRole('link', { name: text(lang, 'nav.business.bids') })
			await expect(bids).toBeHidden()
			await group('nav.business').hover()
			await expect(bids).toBeVisible()
			// Down into its list, and on to a link: it stays open.
			await bids.hover()
			await expect(group('nav.business')).toHaveAttribute('aria-expanded', 'true')
			// Away, to a corner of the page below the menu.
			await page.mouse.move(5, 700)
			await expect(bids).toBeHidden()
		})

		test('a dropdown link navigates to its page', async ({ page }) => {
			const { nav, group } = await openMenu(page, lang)
			await group('nav.government').click()
			await nav.getByRole('link', { name: text(lang, 'nav.government.cabinet') }).click()
			await expect(page).toHaveURL(new RegExp(`${localized(lang, '/government/cabinet')}$`))
		})

		test('a click toggles a group, one open at a time; a click elsewhere closes it', async ({
			page,
		}) => {
			const { nav, group } = await openMenu(page, lang)
			const government = group('nav.government')
			const residents = group('nav.residents')
			const cabinet = nav.getByRole('link', { name: text(lang, 'nav.government.cabinet') })
			await government.click()
			await expect(government).toHaveAttribute('aria-expanded', 'true')
			await expect(cabinet).toBeVisible()
			await residents.click()
			await expect(residents).toHaveAttribute('aria-expanded', 'true')
			await expect(government).toHaveAttribute('aria-expanded', 'false')
			await expect(cabinet).toBeHidden()
			await residents.click()
			await expect(residents).toHaveAttribute('aria-expanded', 'false')
			await government.click()
			await expect(cabinet).toBeVisible()
			// Clicked, it stays open when the mouse leaves; a click outside the menu (at a corner of
			// the page, away from the list) closes it.
			await page.mouse.move(5, 700)
			await page.waitForTimeout(300)
			await expect(government).toHaveAttribute('aria-expanded', 'true')
			await page.mouse.down()
			await page.mouse.up()
			await expect(government).toHaveAttribute('aria-expanded', 'false')
			await expect(cabinet).toBeHidden()
		})

		test('the dropdown opens from the keyboard; Escape closes it and returns to its button', async ({
			page,
		}) => {
			const { nav, group } = await openMenu(page, lang)
			const trigger = group('nav.residents')
			await expect(trigger).toHaveAttribute('aria-controls', /.+/)
			await trigger.focus()
			await page.keyboard.press('Enter')
			await expect(trigger).toHaveAttribute('aria-expanded', 'true')
			await page.keyboard.press('Tab')
			await expect(
				nav.getByRole('link', { name: text(lang, 'nav.residents.artsCulture') }),
			).toBeFocused()
			await page.keyboard.press('Escape')
			await expect(trigger).toHaveAttribute('aria-expanded', 'false')
			await expect(trigger).toBeFocused()
			// Space opens and closes it too.
			await page.keyboard.press('Space')
			await expect(trigger).toHaveAttribute('aria-expanded', 'true')
			await page.keyboard.press('Space')
			await expect(trigger).toHaveAttribute('aria-expanded', 'false')
		})

		test('arrow keys move along the menu and through a list', async ({ page }) => {
			const { nav, group } = await openMenu(page, lang)
			const link = (key: Parameters<typeof text>[1]) =>
				nav.getByRole('link', { name: text(lang, key), exact: true })
			const government = group('nav.government')
			await government.focus()
			// ←/→ between the top items: the home link, then the groups' buttons.
			await page.keyboard.press('ArrowRight')
			await expect(group('nav.residents')).toBeFocused()
			await page.keyboard.press('ArrowLeft')
			await page.keyboard.press('ArrowLeft')
			await expect(link('nav.home')).toBeFocused()
			await page.keyboard.press('ArrowRight')
			// ↓ opens the list at its first link; ↑/↓ move in it; ↑ from the first is the button.
			await page.keyboard.press('ArrowDown')
			await expect(government).toHaveAttribute('aria-expanded', 'true')
			await expect(link('nav.government.meetMayor')).toBeFocused()
			await page.keyboard.press('ArrowDown')
			await expect(link('nav.government.cabinet')).toBeFocused()
			await page.keyboard.press('ArrowUp')
			await page.keyboard.press('ArrowUp')
			await expect(government).toBeFocused()
			await expect(government).toHaveAttribute('aria-expanded', 'true')
		})

		test('the focus leaving a group closes it; Escape closes a list the mouse opened', async ({
			page,
		}) => {
			const { nav, group } = await openMenu(page, lang)
			const government = group('nav.government')
			const [last] = mainNavigation[0]!.items.slice(-1)
			await government.focus()
			await page.keyboard.press('Enter')
			await nav.getByRole('link', { name: text(lang, last!.label), exact: true }).focus()
			await expect(government).toHaveAttribute('aria-expanded', 'true')
			await page.keyboard.press('Tab')
			await expect(group('nav.residents')).toBeFocused()
			await expect(government).toHaveAttribute('aria-expanded', 'false')

			// Opened by the mouse, the focus elsewhere: Escape puts it away without moving either.
			await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
			await group('nav.visitors').hover()
			await expect(group('nav.visitors')).toHaveAttribute('aria-expanded', 'true')
			await page.keyboard.press('Escape')
			await expect(group('nav.visitors')).toHaveAttribute('aria-expanded', 'false')
		})

		test('no accessibility violations with a list open (axe)', async ({ page }) => {
			const { group } = await openMenu(page, lang)
			await group('nav.residents').click()
			await expect(group('nav.residents')).toHaveAttribute('aria-expanded', 'true')
			await expectNoAxeViolations(page)
		})

		test.describe('without JavaScript', () => {
			test.use({ javaScriptEnabled: false })

			test('wide screens get the disclosure menu, which reaches every link', async ({ page }) => {
				await page.goto(home(lang))
				const header = page.getByRole('banner')
				// The dropdown's buttons could not open anything: they are not shown.
				await expect(
					header.getByRole('button', { name: text(lang, 'nav.government'), exact: true }),
				).toHaveCount(0)
				const nav = header.getByRole('navigation', { name: text(lang, 'topBar.mainNav') })
				await expect(nav).toBeHidden()
				await header.locator('summary', { hasText: text(lang, 'topBar.openMenu') }).click()
				await expect(nav).toBeVisible()
				for (const { items } of mainNavigation)
					for (const item of items)
						await expect(
							nav.getByRole('link', { name: text(lang, item.label), exact: true }),
						).toHaveAttribute('href', localized(lang, item.href))
				await nav.getByRole('link', { name: text(lang, 'nav.government.cabinet') }).click()
				await expect(page).toHaveURL(new RegExp(`${localized(lang, '/government/cabinet')}$`))
			})
		})
	})
}
