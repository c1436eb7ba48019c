import { test } from '@playwright/test'
import { publicPages } from '../../app/route-table'
import { expectNoAxeViolations, langs, localized } from './helpers'

// Every public page, both languages, at both viewports (desktop and mobile projects): axe with the
// WCAG 2.0/2.1/2.2 A and AA rules finds nothing. Template routes are checked through one example.
const paths = [
	...publicPages.filter((p) => !p.path.includes(':')).map((p) => p.path),
	'/news/cultural-festival-success',
	'/events/1',
	'/help?q=zzzz',
	'/search?q=certificat',
	'/search?q=zzzz',
	'/i-want-to/find-business?q=bakery',
]

for (const lang of langs) {
	for (const path of paths) {
		test(`axe: ${localized(lang, path)}`, async ({ page }) => {
			await page.goto(localized(lang, path))
			await expectNoAxeViolations(page)
		})
	}
}
