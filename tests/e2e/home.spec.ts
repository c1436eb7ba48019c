import { expect, test } from './fixtures'
import { footerQuickLinks } from '../../app/seed/navigation'
import {
	expectNoAxeViolations,
	home,
	langs,
	settings,
	text,
	waitForHydration,
	ANY_VIEWPORT,
} from './helpers'

for (const lang of langs) {
	test.describe(`home page (${lang})`, () => {
		test(
			'has every section, in display order, in its language',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				const response = await page.goto(home(lang))
				expect(response?.status()).toBe(200)
				await expect(page.locator('html')).toHaveAttribute('lang', lang)
				await expect(page).toHaveTitle(text(lang, 'meta.homeTitle'))

				const main = page.getByRole('main')
				await expect(main.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'hero.title'))
				await expect(page.getByText(text(lang, 'hero.subtitle'))).toBeVisible()
				await expect(main.getByRole('search').getByRole('searchbox')).toBeVisible()

				const headings = await main.getByRole('heading', { level: 2 }).allTextContents()
				expect(headings).toEqual([
					text(lang, 'services.title'),
					text(lang, 'programs.title'),
					text(lang, 'news.title'),
					text(lang, 'events.title'),
					text(lang, 'mayor.sectionTitle'),
					text(lang, 'partners.title'),
				])
			},
		)

		test(
			'six service tiles lead to the six service pages',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				await page.goto(home(lang))
				const services = page.getByRole('region', { name: text(lang, 'services.title') })
				const hrefs = await services
					.getByRole('link')
					.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
				const prefix = lang === 'fr' ? '/fr' : ''
				expect(hrefs).toEqual(
					[
						'licenses',
						'administrative',
						'technical',
						'birth-certificate',
						'social-affairs',
						'tax',
					].map((s) => `${prefix}/services/${s}`),
				)
			},
		)

		test(
			'programmes, news, events, mayor and partners show data and lead on',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				await page.goto(home(lang))
				const prefix = lang === 'fr' ? '/fr' : ''
				const programs = page.getByRole('region', { name: text(lang, 'programs.title') })
				const agenda = programs.locator('a[href="' + prefix + '/programs/agenda"]')
				await expect(agenda).toContainText(text(lang, 'programs.agenda.action'))
				// Its accessible name says where it leads, out of context too.
				await expect(agenda).toHaveAccessibleName(new RegExp(text(lang, 'programs.agenda.title')))
				const projects = programs.locator('a[href="' + prefix + '/programs/projects"]')
				await expect(projects).toContainText(text(lang, 'programs.projects.action'))
				// Its accessible name says where it leads, out of context too.
				await expect(projects).toHaveAccessibleName(
					new RegExp(text(lang, 'programs.projects.title')),
				)

				const news = page.getByRole('region', { name: text(lang, 'news.title') })
				await expect(news.getByRole('article')).toHaveCount(3)
				const festival = lang === 'en' ? 'Cultural Festival Success' : 'Succès du festival culturel'
				await expect(news.getByRole('link', { name: festival })).toHaveAttribute(
					'href',
					`${prefix}/news/cultural-festival-success`,
				)
				await expect(
					news.getByText(lang === 'en' ? '15 February 2024' : '15 février 2024'),
				).toBeVisible()
				// Drafts never appear publicly.
				await expect(
					news.getByText(lang === 'en' ? 'New Community Center' : 'Nouveau centre communautaire'),
				).toHaveCount(0)
				await expect(
					news.getByRole('link', { name: text(lang, 'news.visitNewsroom') }),
				).toHaveAttribute('href', `${prefix}/news`)

				const events = page.getByRole('region', { name: text(lang, 'events.title') })
				await expect(events.getByRole('listitem')).toHaveCount(2)
				await expect(events.getByText('7:00 AM - 12:00 PM')).toBeVisible()
				await expect(
					events.getByRole('link', { name: text(lang, 'events.viewAll') }),
				).toHaveAttribute('href', `${prefix}/events`)

				const mayor = page.getByRole('region', { name: text(lang, 'mayor.sectionTitle') })
				await expect(mayor.getByText(settings.mayor.title[lang])).toBeVisible()
				await expect(
					mayor.getByRole('link', { name: text(lang, 'mayor.learnMore') }),
				).toHaveAttribute('href', `${prefix}/government/meet-mayor`)

				const partners = page.getByRole('region', { name: text(lang, 'partners.title') })
				for (const name of ['DTIMA', 'MINDDEVEL', 'CYUC']) {
					await expect(partners.getByRole('img', { name })).toBeVisible()
				}
			},
		)

		test(
			'footer: contacts and facts from settings, quick links, fraud notice',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				await page.goto(home(lang))
				const footer = page.getByRole('contentinfo')
				await expect(footer.getByRole('link', { name: settings.phone })).toHaveAttribute(
					'href',
					'tel:+237600000000',
				)
				await expect(footer.getByRole('link', { name: settings.email })).toHaveAttribute(
					'href',
					`mailto:${settings.email}`,
				)
				await expect(
					footer.getByText(text(lang, 'footer.established', { year: 1977 })),
				).toBeVisible()
				await expect(
					footer.getByText(text(lang, 'footer.hours', { hours: settings.officeHours[lang] })),
				).toBeVisible()
				const quick = footer.getByRole('navigation', { name: text(lang, 'footer.quickLinks') })
				await expect(quick.getByRole('link')).toHaveCount(footerQuickLinks.length)
				await expect(
					footer.getByRole('heading', { name: text(lang, 'footer.fraudTitle') }),
				).toBeVisible()
			},
		)

		test(
			'the hero image is preloaded and the others are lazy',
			{ tag: ANY_VIEWPORT },
			async ({ page }) => {
				await page.goto(home(lang))
				await expect(
					page.locator('link[rel="preload"][as="image"][imagesrcset*="/images/hero-"]'),
				).toHaveCount(1)
				const hero = page.locator('section[aria-labelledby="hero-title"] img')
				await expect(hero).toHaveAttribute('loading', 'eager')
				const lazy = page.locator('main img:not([loading="eager"])')
				expect(await lazy.count()).toBeGreaterThan(3)
				for (const img of await lazy.all()) {
					await expect(img).toHaveAttribute('loading', 'lazy')
					await expect(img).toHaveAttribute('width', /\d+/)
					await expect(img).toHaveAttribute('height', /\d+/)
				}
			},
		)

		test('JavaScript is fetched only after the page has loaded, then takes over', async ({
			page,
		}) => {
			await page.goto(home(lang))
			await waitForHydration(page)
			const timing = await page.evaluate(() => {
				const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
				const scripts = performance
					.getEntriesByType('resource')
					.filter((r) => /\/assets\/.+\.js$/.test(r.name))
					.map((r) => r.startTime)
				return { loadEventStart: nav?.loadEventStart ?? 0, scripts }
			})
			expect(timing.scripts.length).toBeGreaterThan(3)
			for (const start of timing.scripts)
				expect(start).toBeGreaterThanOrEqual(timing.loadEventStart)
		})

		test('no accessibility violations (axe, WCAG 2.2 A/AA)', async ({ page }) => {
			await page.goto(home(lang))
			await expectNoAxeViolations(page)
		})
	})
}
