import { expect, test } from './fixtures'
import { langs, localized, settings, text, ANY_VIEWPORT } from './helpers'

// What a reader does on the information pages that carry live data, in both languages: follows
// their links, searches the directory, and what the browser loads for the map. What the pages only
// say (titles, breadcrumbs, dates, the cabinet, emergency numbers, fees) is read from the server's
// HTML in tests/http/public-pages.test.ts: a browser page load costs far more and proves nothing
// more there.
for (const lang of langs) {
	test.describe(`information pages (${lang})`, () => {
		test(
			'directions: opening hours, a map that loads nothing from elsewhere, contact',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				const foreign: string[] = []
				page.on('request', (r) => {
					if (!r.url().startsWith('http://127.0.0.1')) foreign.push(r.url())
				})
				await page.goto(localized(lang, '/residents/directions'))
				const hours = page.locator('#opening-hours dl')
				await expect(hours).toContainText(settings.hallHours[0]!.hours[lang])
				await expect(hours).toContainText(settings.hallHours[2]!.hours[lang])
				await expect(page.getByRole('img', { name: text(lang, 'page.map.alt') })).toBeVisible()
				await expect(page.getByRole('link', { name: text(lang, 'page.map.open') })).toHaveAttribute(
					'href',
					settings.mapLink,
				)
				await expect(
					page.locator('#contact').getByRole('link', { name: settings.phone }),
				).toBeVisible()
				expect(foreign).toEqual([])
			},
		)

		test(
			'bids: the 2024 sample tenders are shown as awarded and closed, the open one as open; each leads to its page',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				await page.goto(localized(lang, '/business/bids'))
				const row = (ref: string) => page.getByRole('row').filter({ hasText: ref })
				await expect(row('2024-RM-001')).toContainText(text(lang, 'bids.awarded'))
				await expect(row('2024-RM-001')).toContainText(
					lang === 'en' ? '30 April 2024 at 12:00 (WAT)' : '30 avril 2024 à 12:00 (WAT)',
				)
				await expect(row('2024-WM-003')).toContainText(text(lang, 'bids.closed'))
				await expect(row('2024-WM-003')).toContainText(
					lang === 'en' ? '15 May 2024' : '15 mai 2024',
				)
				await expect(page.getByRole('row').nth(1)).toContainText(text(lang, 'bids.open'))
				await row('2024-RM-001').getByRole('link').click()
				await expect(page).toHaveURL(
					new RegExp(`${localized(lang, '/business/bids/maintenance-of-farm-to-market-roads')}$`),
				)
				await expect(
					page.getByRole('heading', { level: 2, name: text(lang, 'tender.awardNotice') }),
				).toBeVisible()
			},
		)

		test(
			'Start Application leads to how to apply, never a dead button',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				await page.goto(localized(lang, '/i-want-to/business-license'))
				await page.locator('#options a').first().click()
				await expect(page).toHaveURL(localized(lang, '/business/licenses#how-to-apply'))
				await expect(page.locator('#how-to-apply ol li').first()).toBeVisible()
			},
		)

		test(
			'programmes, newsroom and events pages list what is published',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				await page.goto(localized(lang, '/'))
				await page.getByRole('link', { name: text(lang, 'programs.projects.action') }).click()
				await expect(page.getByRole('heading', { level: 1 })).toHaveText(
					text(lang, 'programs.projects.title'),
				)
				await expect(
					page.getByText(text(lang, 'programs.status.completed'), { exact: true }),
				).toBeVisible()
				await page.goto(localized(lang, '/news'))
				await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveCount(3)
				await page
					.locator('main')
					.getByRole('heading', { level: 2 })
					.first()
					.getByRole('link')
					.click()
				await expect(page.getByRole('heading', { level: 1 })).toHaveText(
					lang === 'en' ? 'Cultural Festival Success' : 'Succès du festival culturel',
				)
				const draft = await page.goto(localized(lang, '/news/new-community-center'))
				expect(draft?.status()).toBe(404)
			},
		)
	})

	test.describe(`find a business without JavaScript (${lang})`, () => {
		test.use({ javaScriptEnabled: false })
		test(
			'searches the directory, accent-insensitively, and says when nothing matches',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				await page.goto(localized(lang, '/i-want-to/find-business'))
				const box = page.getByRole('searchbox', { name: text(lang, 'directory.label') })
				await box.fill(lang === 'en' ? 'bakery' : 'BOULANGÉRIE')
				await page.getByRole('button', { name: text(lang, 'directory.submit') }).click()
				await expect(page.getByText('Sample Bakery')).toBeVisible()
				await expect(page.getByText('Sample Pharmacy')).toHaveCount(0)
				await box.fill('"><img src=x onerror=alert(1)>')
				await page.getByRole('button', { name: text(lang, 'directory.submit') }).click()
				await expect(
					page.getByText(
						text(lang, 'directory.empty', { query: '"><img src=x onerror=alert(1)>' }),
					),
				).toBeVisible()
				await expect(page.locator('main img[src="x"]')).toHaveCount(0)
			},
		)
	})
}
