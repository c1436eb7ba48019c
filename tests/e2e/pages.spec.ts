import { expect, test } from './fixtures'
import { contentPages } from '../../app/seed/pages/index'
import { sampleCabinet } from '../../app/seed/sample-pages.server'
import { langs, localized, settings, text, ANY_VIEWPORT } from './helpers'
import { expectCount, serverPage } from './server-html'

// Tests that only read what the server draws (every page works without JavaScript) read its HTML
// (tests/e2e/server-html.ts): a browser page load costs far more and proves nothing more there.

// What a reader sees on the information pages that carry live data, in both languages.
for (const lang of langs) {
	test.describe(`information pages (${lang})`, () => {
		test(
			'every page has its title, description, breadcrumbs and the partner-page link',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				const source = contentPages.find((p) => p.path === '/services/birth-certificate')!
				const p = await serverPage(page, localized(lang, source.path))
				const titles = p.doc.querySelectorAll('head title')
				expect(titles.map((t) => t.text)).toEqual([
					`${source.title[lang]} — ${settings.name[lang]}`,
				])
				const descriptions = p.doc.querySelectorAll('head meta[name="description"]')
				expect(descriptions.map((m) => m.getAttribute('content'))).toEqual([
					source.description[lang],
				])
				const crumbs = p.navigation(text(lang, 'breadcrumbs.label'))
				expect(p.linkHref(text(lang, 'nav.home'), crumbs)).toBe(localized(lang, '/'))
				p.oneByText(text(lang, 'services.title'), crumbs, { exact: false })
				const current = p.within(crumbs, '[aria-current="page"]')
				expect(current.map((c) => p.text(c))).toEqual([source.title[lang]])
				const other = lang === 'en' ? 'fr' : 'en'
				expect(p.all(`a[hreflang="${other}"]`)[0]?.getAttribute('href')).toBe(
					localized(other, source.path),
				)
			},
		)

		test(
			'every information page says when its content last changed, in its language',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				const p = await serverPage(page, localized(lang, '/services/birth-certificate'))
				const line = p.one('main p', { hasText: text(lang, 'page.dateModified') })
				const times = p.within(line, 'time')
				expectCount(times, 1, 'one date in the line')
				const time = times[0]!
				const day = time.getAttribute('datetime')
				expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
				const written = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
					day: 'numeric',
					month: 'long',
					year: 'numeric',
					timeZone: 'UTC',
				}).format(new Date(`${day}T00:00:00Z`))
				expect(p.text(time)).toBe(written)
			},
		)

		test(
			'the cabinet lists ten officials, with a photo or the initials',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				await page.goto(localized(lang, '/government/cabinet'))
				const cards = page.locator('main li').filter({ has: page.locator('p.font-semibold') })
				await expect(cards).toHaveCount(10)
				await expect(cards.first().getByRole('img', { name: sampleCabinet[0]!.name })).toBeVisible()
				await expect(cards.nth(1)).toContainText('PS')
				await expect(cards.nth(1)).toContainText(sampleCabinet[1]!.name)
				await expect(cards.nth(9)).toContainText(
					lang === 'en' ? 'Council Development Officer' : 'Agent de développement communal',
				)
			},
		)

		test(
			'public safety: tel: links for confirmed numbers, a clear placeholder otherwise',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				const p = await serverPage(page, localized(lang, '/residents/public-safety'))
				for (const number of ['117', '118']) {
					const links = p.all(`a[href="tel:${number}"]`)
					expectCount(links, 1, `one tel:${number} link`)
					expect(p.text(links[0]!)).toContain(number)
				}
				expectCount(
					p.byText(text(lang, 'page.emergency.placeholder'), p.body, { exact: false }),
					2,
					'two placeholders',
				)
				for (const service of ['police', 'fire', 'ambulance', 'council'] as const) {
					expectCount(p.headings(text(lang, `page.emergency.${service}`)), 1, service)
				}
			},
		)

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
			'licence fees are written the way the language writes numbers',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				const p = await serverPage(page, localized(lang, '/business/licenses'))
				const fees = p.one('#fees')
				const amounts =
					lang === 'en' ? ['25,000', '15,000', '5,000'] : ['25 000', '15 000', '5 000']
				const content = p.text(fees).replace(/[\u202f\u00a0]/g, ' ')
				for (const amount of amounts) expect(content).toContain(`${amount} FCFA`)
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
