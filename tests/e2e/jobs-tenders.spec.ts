import { expect, test } from './fixtures'
import { expectNoAxeViolations, langs, localized, sizeTag, text } from './helpers'

// Job vacancies and tenders as residents meet them (decision 034), in both languages and at both
// viewports (projects "desktop" and "mobile"): the jobs page, an open and a closed vacancy, and a
// tender with its award notice, each checked by axe in English at desktop size and in French on a
// phone, as in accessibility.spec.ts. What each page says, the lists' filtering,
// drafts, sitemap, search and feed: tests/http/tenders-and-jobs.test.ts.

const pages = [
	{ path: '/jobs', heading: { en: 'Jobs at the council', fr: 'Offres d’emploi de la commune' } },
	{
		path: '/jobs/accounts-clerk',
		heading: { en: 'Accounts clerk (sample vacancy)', fr: 'Agent comptable (offre fictive)' },
		status: 'job.open',
	},
	{
		path: '/jobs/driver',
		heading: { en: 'Driver (sample vacancy)', fr: 'Chauffeur (offre fictive)' },
		status: 'job.closed',
	},
	{
		path: '/business/bids/maintenance-of-farm-to-market-roads',
		heading: { en: 'Maintenance of farm-to-market roads', fr: 'Entretien des routes agricoles' },
		status: 'bids.awarded',
	},
] as const

for (const lang of langs) {
	for (const { path, heading, ...rest } of pages) {
		test(`${lang} ${path}: its heading and status, and no axe violation${sizeTag(lang)}`, async ({
			page,
		}) => {
			await page.goto(localized(lang, path))
			await expect(page.getByRole('heading', { level: 1, name: heading[lang] })).toBeVisible()
			if ('status' in rest) {
				await expect(page.getByText(text(lang, rest.status), { exact: true }).first()).toBeVisible()
			}
			await expectNoAxeViolations(page)
		})
	}

	test(`${lang}: a vacancy of the jobs page opens its own page @any-viewport`, async ({ page }) => {
		await page.goto(localized(lang, '/jobs'))
		await page.getByRole('main').getByRole('link', { name: pages[1].heading[lang] }).click()
		await expect(page).toHaveURL(new RegExp(`${localized(lang, '/jobs/accounts-clerk')}$`))
		await expect(
			page.getByRole('heading', { level: 2, name: text(lang, 'job.howToApply') }),
		).toBeVisible()
	})
}
