import { expect, test, type Page } from './fixtures'
import {
	expectNoAxeViolations,
	home,
	langs,
	localized,
	sizeTag,
	text,
	waitForIsland,
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

			test(`the top-bar field finds the service, with the words marked, and pages through results${sizeTag(lang)}`, async ({
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

		test.describe('with JavaScript', () => {
			/** The words of each question for suggestions the page asked, in order. */
			function suggestionsAsked(page: Page) {
				const asked: (string | null)[] = []
				page.on('request', (r) => {
					const url = new URL(r.url())
					if (url.pathname === localized(lang, '/search/suggest'))
						asked.push(url.searchParams.get('q'))
				})
				return asked
			}

			test('the top-bar field suggests pages as one types; ↓, ↑ and Enter from the keyboard', async ({
				page,
			}) => {
				const asked = suggestionsAsked(page)
				await page.goto(home(lang))
				await waitForIsland(page, 'search-suggestions')
				const field = await openTopSearch(page, lang)
				await expect(field).toBeFocused()
				// One character is not enough to ask.
				await field.pressSequentially(query[lang].slice(0, 1))
				const list = page
					.getByRole('banner')
					.getByRole('list', { name: text(lang, 'search.suggestions') })
				await expect(list).toBeHidden()
				const typed = query[lang].slice(0, 12)
				await field.pressSequentially(typed.slice(1))
				// On a busy machine the typing is slow enough for a pause to ask for the first letters'
				// suggestions; those for the whole text replace them when they come. Keyboard navigation
				// is tested on the last ones.
				await expect.poll(() => asked.at(-1)).toBe(typed.trim())
				expect(asked).not.toContain(query[lang].slice(0, 1))
				const links = list.getByRole('link')
				await expect(links.first()).toContainText(firstTitle[lang])
				// Drawn by the island with the page's short class names (decision 058): a panel over the
				// page, each suggestion a block.
				await expect(list.locator('..')).toHaveCSS('position', 'absolute')
				await expect(links.first()).toHaveCSS('display', 'block')
				await expect(links.first()).toContainText(text(lang, 'search.type.service'))
				const all = links.last()
				await expect(all).toHaveText(text(lang, 'search.seeAll', { query: typed.trim() }))
				await expect(all).toHaveAttribute(
					'href',
					`${localized(lang, '/search')}?q=${encodeURIComponent(typed.trim())}`,
				)
				await expect(page.getByRole('banner').getByRole('status')).toHaveText(
					new RegExp(text(lang, 'search.count', { count: '\\d+' })),
				)

				await field.press('ArrowDown')
				await expect(links.first()).toBeFocused()
				await page.keyboard.press('ArrowDown')
				await expect(links.nth(1)).toBeFocused()
				await page.keyboard.press('ArrowUp')
				await page.keyboard.press('ArrowUp')
				await expect(field).toBeFocused()
				await field.press('ArrowDown')
				await page.keyboard.press('Escape')
				await expect(list).toBeHidden()
				await expect(field).toBeFocused()
				await expect(field).toHaveValue(typed)
				// Back to them by typing, then down and Enter follows the first.
				await field.fill(query[lang])
				await expect(links.first()).toContainText(firstTitle[lang])
				await field.press('ArrowDown')
				await expect(links.first()).toBeFocused()
				await page.keyboard.press('Enter')
				await expect(page).toHaveURL(localized(lang, firstPath))
				await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle[lang])
			})

			test(`Escape in the field closes the suggestions; nothing found says so and links to the search page${sizeTag(lang)}`, async ({
				page,
			}) => {
				await page.goto(home(lang))
				await waitForIsland(page, 'search-suggestions')
				const field = await openTopSearch(page, lang)
				await field.fill('zzqx wvvy')
				const list = page
					.getByRole('banner')
					.getByRole('list', { name: text(lang, 'search.suggestions') })
				await expect(page.getByRole('banner').getByRole('status')).toHaveText(
					text(lang, 'search.noResults', { query: 'zzqx wvvy' }),
				)
				await expect(list.getByRole('link')).toHaveCount(1)
				await expect(list.getByRole('link')).toHaveText(
					text(lang, 'search.seeAll', { query: 'zzqx wvvy' }),
				)
				await field.press('Escape')
				await expect(list).toBeHidden()
				await expect(field).toHaveValue('zzqx wvvy')
				await expect(field).toBeFocused()
				await field.press('Enter')
				await expect(page).toHaveURL(`${localized(lang, '/search')}?q=zzqx+wvvy`)
			})

			test(
				'the home page search box suggests pages too; a click elsewhere puts them away',
				{ tag: ANY_VIEWPORT },
				async ({ page }) => {
					await page.goto(home(lang))
					await waitForIsland(page, 'search-suggestions')
					const hero = page.getByRole('main').getByRole('search')
					await hero.getByRole('searchbox').fill(query[lang])
					const list = hero.getByRole('list', { name: text(lang, 'search.suggestions') })
					await expect(list.getByRole('link').first()).toHaveAttribute(
						'href',
						localized(lang, firstPath),
					)
					await expect(
						page.getByRole('banner').getByRole('list', { name: text(lang, 'search.suggestions') }),
					).toHaveCount(0)
					await page.getByRole('heading', { level: 1 }).click()
					await expect(list).toBeHidden()
				},
			)
		})
	})
}
