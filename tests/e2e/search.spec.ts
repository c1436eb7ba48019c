import { expect, test, type Page } from './fixtures'
import {
	expectNoAxeViolations,
	home,
	langs,
	localized,
	sizeTag,
	text,
	waitForHydration,
	type Lang,
	ANY_VIEWPORT,
} from './helpers'

// What a resident types, and the page that must come first (the full relevance table runs against
// SQLite and PostgreSQL in app/features/search/search.db.test.ts). The search pages that only say
// something (an empty search, no results, markup or a huge query in it) are read from the
// server's HTML in tests/http/public-pages.test.ts.
const query = { en: 'birth certifcate', fr: 'certificat naissance' } as const
const firstTitle = { en: 'Birth certificates', fr: 'Actes de naissance' } as const
const firstPath = '/services/birth-certificate'

async function openTopSearch(page: Page, lang: Lang) {
	const header = page.getByRole('banner')
	await header.getByLabel(text(lang, 'search.toggle'), { exact: true }).click()
	return header.getByRole('searchbox', { name: text(lang, 'search.label') })
}

for (const lang of langs) {
	test.describe(`site search (${lang})`, () => {
		test.describe('without JavaScript', () => {
			test.use({ javaScriptEnabled: false })

			test('the top-bar field finds the service, with the words marked, and pages through results', async ({
				page,
			}) => {
				await page.goto(home(lang))
				const field = await openTopSearch(page, lang)
				await field.fill(query[lang])
				await field.press('Enter')
				await expect(page).toHaveURL(new RegExp(`${localized(lang, '/search')}\\?q=`))
				await expect(page.getByRole('heading', { level: 1 })).toHaveText(
					text(lang, 'search.resultsTitle', { query: query[lang] }),
				)
				const results = page.getByRole('region', { name: text(lang, 'search.results') })
				const first = results.getByRole('listitem').first()
				await expect(first.getByRole('link')).toHaveText(firstTitle[lang])
				await expect(first.getByRole('link')).toHaveAttribute('href', localized(lang, firstPath))
				await expect(first).toContainText(text(lang, 'search.type.service'))
				await expect(first.locator('mark').first()).toBeVisible()
				await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

				// A broad word has several pages of results, reachable by plain links.
				await page.goto(`${localized(lang, '/search')}?q=service`)
				await expect(results.getByRole('listitem')).toHaveCount(10)
				await page.getByRole('link', { name: text(lang, 'search.next') }).click()
				await expect(page).toHaveURL(/page=2/)
				await expect(
					page.getByText(text(lang, 'search.pageOf', { page: 2, pages: 2 }).slice(0, 6)),
				).toBeVisible()
				await expect(results.getByRole('listitem').first()).toBeVisible()
			})

			test(
				'the home page search box submits to the search page',
				{ tag: ANY_VIEWPORT },
				async ({ page }) => {
					await page.goto(home(lang))
					const hero = page.getByRole('main').getByRole('search')
					await hero
						.getByRole('searchbox')
						.fill(lang === 'en' ? 'council taxes' : 'impôts communaux')
					await hero.getByRole('searchbox').press('Enter')
					await expect(
						page
							.getByRole('region', { name: text(lang, 'search.results') })
							.getByRole('link')
							.first(),
					).toHaveAttribute('href', localized(lang, '/services/tax'))
				},
			)

			test(`axe: results and no-result pages (with JavaScript, which axe needs)${sizeTag(lang)}`, async ({
				browser,
			}) => {
				const context = await browser.newContext({ javaScriptEnabled: true })
				const page = await context.newPage()
				await page.goto(`${localized(lang, '/search')}?q=${encodeURIComponent(query[lang])}`)
				await expectNoAxeViolations(page)
				await page.goto(`${localized(lang, '/search')}?q=zzqx`)
				await expectNoAxeViolations(page)
				await context.close()
			})
		})

		test('with JavaScript, the top-bar field suggests pages as one types, loaded on focus', async ({
			page,
		}) => {
			const chunks: string[] = []
			const asked: (string | null)[] = []
			page.on('request', (r) => {
				if (/search-suggestions/.test(r.url())) chunks.push(r.url())
				const url = new URL(r.url())
				if (url.searchParams.get('suggest') === '1') asked.push(url.searchParams.get('q'))
			})
			await page.goto(home(lang))
			await waitForHydration(page)
			expect(chunks).toEqual([])
			const field = await openTopSearch(page, lang)
			await field.focus()
			const typed = query[lang].slice(0, 12)
			await field.pressSequentially(typed)
			// On a busy machine the typing is slow enough for a pause to ask for the first letters'
			// suggestions; those for the whole text replace them when they come. Keyboard navigation
			// is tested on the last ones.
			await expect.poll(() => asked.at(-1)).toBe(typed.trim())
			const list = page
				.getByRole('banner')
				.getByRole('list', { name: text(lang, 'search.suggestions') })
			await expect(list.getByRole('link').first()).toContainText(firstTitle[lang])
			expect(chunks.length).toBeGreaterThan(0)
			await field.press('ArrowDown')
			await expect(list.getByRole('link').first()).toBeFocused()
			await page.keyboard.press('Enter')
			await expect(page).toHaveURL(localized(lang, firstPath))
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle[lang])
		})
	})
}
