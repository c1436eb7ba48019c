import { expect, test, type Page } from './fixtures'
import {
	expectNoAxeViolations,
	home,
	langs,
	localized,
	settings,
	text,
	waitForHydration,
	type Lang,
	ANY_VIEWPORT,
} from './helpers'

// What a resident types, and the page that must come first (the full relevance table runs against
// SQLite and PostgreSQL in app/features/search/search.db.test.ts).
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

			test(
				'an empty search offers the form and popular services',
				{ tag: ANY_VIEWPORT },
				async ({ page }) => {
					await page.goto(localized(lang, '/search'))
					await expect(page.getByRole('heading', { level: 1 })).toHaveText(
						text(lang, 'search.pageTitle'),
					)
					await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible()
					const popular = page.getByRole('region', { name: text(lang, 'search.popular') })
					await expect(popular.getByRole('link', { name: firstTitle[lang] })).toHaveAttribute(
						'href',
						localized(lang, firstPath),
					)
				},
			)

			test(
				'no results: a clear message, the help questions and the council contacts',
				{ tag: ANY_VIEWPORT },
				async ({ page }) => {
					await page.goto(`${localized(lang, '/search')}?q=${encodeURIComponent('zzqx wvvy')}`)
					await expect(
						page.getByText(text(lang, 'search.noResults', { query: 'zzqx wvvy' })),
					).toBeVisible()
					const more = page.getByRole('region', { name: text(lang, 'search.moreHelp') })
					await expect(
						more.getByRole('link', { name: text(lang, 'search.helpLink') }),
					).toHaveAttribute('href', localized(lang, '/help'))
					await expect(
						more.getByRole('link', { name: text(lang, 'search.phone') }),
					).toHaveAttribute('href', `tel:${settings.phone.replace(/[^\d+]/g, '')}`)
					await expect(more.getByRole('link', { name: new RegExp(settings.email) })).toBeVisible()
				},
			)

			test(
				'markup in the query is shown as text; a huge query is cut, not refused',
				{ tag: ANY_VIEWPORT },
				async ({ page }) => {
					const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>"\''
					let dialogs = 0
					page.on('dialog', () => dialogs++)
					const response = await page.goto(
						`${localized(lang, '/search')}?q=${encodeURIComponent(hostile)}`,
					)
					expect(response?.status()).toBe(200)
					await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(
						hostile.slice(0, 100),
					)
					await expect(
						page.locator('main img[src="x"], main script:not([type="application/ld+json"])'),
					).toHaveCount(0)
					expect(dialogs).toBe(0)

					const huge = `${'tax '.repeat(2000)}`
					const big = await page.goto(`${localized(lang, '/search')}?q=${encodeURIComponent(huge)}`)
					expect(big?.status()).toBe(200)
					await expect(page.getByText(text(lang, 'search.truncated', { max: 100 }))).toBeVisible()
					for (const odd of ['%FF%FE', '%00%00', '\u202e\u0301', 'x'.repeat(300)]) {
						const r = await page.goto(`${localized(lang, '/search')}?q=${odd}&page=-3`)
						expect(r?.status(), odd).toBe(200)
					}
				},
			)

			test('axe: results and no-result pages (with JavaScript, which axe needs)', async ({
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
