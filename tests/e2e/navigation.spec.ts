import { expect, test } from './fixtures'
import { home, langs, localized, text, waitForIsland, sizeTag } from './helpers'

for (const lang of langs) {
	test.describe(`top bar (${lang})`, () => {
		test(`search toggle reveals a field that submits to the search page${sizeTag(lang)}`, async ({
			page,
		}) => {
			await page.goto(home(lang))
			await waitForIsland(page, 'top-bar')
			const header = page.getByRole('banner')
			const field = header.getByRole('searchbox', { name: text(lang, 'search.label') })
			await expect(field).toBeHidden()
			await header
				.getByText(text(lang, 'search.toggle'), { exact: true })
				.or(header.getByLabel(text(lang, 'search.toggle'), { exact: true }))
				.first()
				.click()
			await expect(field).toBeVisible()
			await expect(field).toBeFocused()
			await field.fill('birth certificate')
			await field.press('Enter')
			await expect(page).toHaveURL(`${localized(lang, '/search')}?q=birth+certificate`)
		})
	})
}

// The language link's address on an inner page and a French browser sent to /fr are read from the
// server's answers (tests/http/public-pages.test.ts); every page's canonical and language
// alternates, in tests/http/seo.test.ts.
test.describe('language toggle', () => {
	test('goes to the partner page and is remembered on the home page', async ({ page, context }) => {
		// A parameter the home page does not read is not carried over (issue 32: pages are stored
		// and linked by the parameters they read).
		await page.goto('/?ref=test')
		await page.getByRole('banner').getByRole('link', { name: 'Français' }).click()
		await expect(page).toHaveURL(/\/fr$/)
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

	test('with JavaScript, the other language’s page comes with its widgets working in it', async ({
		page,
	}) => {
		// A public page carries no framework (issue 34): the switch loads the other page, whose
		// islands take over its widgets, with its own texts.
		await page.goto('/')
		await waitForIsland(page, 'top-bar')
		await page.getByRole('banner').getByRole('link', { name: 'Français' }).click()
		await expect(page).toHaveURL(/\/fr$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'hero.title'))
		await waitForIsland(page, 'top-bar')
		const header = page.getByRole('banner')
		await header.getByLabel(text('fr', 'search.toggle'), { exact: true }).click()
		await expect(header.getByRole('searchbox', { name: text('fr', 'search.label') })).toBeFocused()
		await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
		await expect(page).toHaveURL(/\/$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'hero.title'))
		await expect(page.locator('body')).toContainText(text('en', 'feedback.title'))
	})
})
