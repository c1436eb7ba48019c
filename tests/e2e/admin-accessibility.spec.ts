import { devices, expect, test, type Page } from '@playwright/test'
import { adminMenu } from '../../app/components/admin/admin-nav'
import { adminPages } from '../../app/route-table'
import { resourceList, type ResourceDef } from '../../app/features/cms/resources'
import { expectNoAxeViolations, text, waitForHydration, type Lang } from './helpers'

// axe (WCAG 2.x A and AA) on every screen of the staff area, in both interface languages, plus a
// phone-sized pass in English. (Each list's create and edit panels too; the delete confirmation,
// one shared component, on the first list.) Runs in the "admin" project (its own server and database).
//
// The screens: every entry of the route table that has a screen (entries whose module is a `.ts`
// file are actions, e.g. the language switch), every address the menu links to (a menu entry
// without its screen must fail here, not be skipped), and a search with results.
const screens = [
	...new Set([
		...adminPages.filter((p) => !p.file.endsWith('.ts')).map((p) => p.path),
		...adminMenu.flatMap((item) => [item.href, ...(item.subItems ?? []).map((s) => s.href)]),
		'/admin-dtima/search?q=market',
	]),
]

// Each list-of-items screen also has its create panel, edit panel and delete confirmation.
type Variant = 'new' | 'edit' | 'delete'
const variants: Variant[] = ['new', 'edit', 'delete']

async function useLanguage(page: Page, lang: Lang, baseURL: string) {
	await page.context().addCookies([{ name: 'admin_lang', value: lang, url: baseURL }])
}

async function open(page: Page, lang: Lang, url: string) {
	const response = await page.goto(url)
	expect(response?.status(), `${url} answers 200`).toBe(200)
	await expect(page.locator('html')).toHaveAttribute('lang', lang)
	await expect(page.locator('h1'), `${url} has one h1`).toHaveCount(1)
	await waitForHydration(page)
}

/** The oldest item of a list (sample data no test deletes), for its edit and delete screens. */
async function existingId(page: Page, def: ResourceDef) {
	const response = await page.goto(def.path)
	expect(response?.status(), `${def.path} answers 200`).toBe(200)
	const ids = (
		await page
			.locator('tr[data-item-row]')
			.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-item-row'))))
	).filter((n) => n > 0)
	expect(ids.length, `${def.path} lists at least one item`).toBeGreaterThan(0)
	return Math.min(...ids)
}

async function checkVariant(page: Page, lang: Lang, def: ResourceDef, variant: Variant) {
	const query = variant === 'new' ? '?new' : `?${variant}=${await existingId(page, def)}`
	await open(page, lang, `${def.path}${query}`)
	if (variant === 'delete') {
		await expect(page.getByRole('alertdialog')).toBeVisible()
	} else {
		const title = variant === 'new' ? def.text.createTitle : def.text.editTitle
		await expect(page.getByRole('region', { name: text(lang, title), exact: true })).toBeVisible()
	}
	await expectNoAxeViolations(page)
}

for (const lang of ['en', 'fr'] as const) {
	test.describe(`staff area in ${lang === 'en' ? 'English' : 'French'}: no axe violations`, () => {
		test.beforeEach(async ({ page, baseURL }) => {
			await useLanguage(page, lang, baseURL!)
		})

		for (const url of screens) {
			test(`${lang} ${url}`, async ({ page }) => {
				await open(page, lang, url)
				await expectNoAxeViolations(page)
			})
		}

		for (const def of resourceList) {
			// The delete confirmation is one component whose only difference between lists is the
			// item's name in its title: checked on the first list, in each language.
			for (const variant of def === resourceList[0]
				? variants
				: variants.filter((v) => v !== 'delete')) {
				test(`${lang} ${def.path} ?${variant}`, async ({ page }) => {
					await checkVariant(page, lang, def, variant)
				})
			}
		}
	})
}

// Pixel 7 without its browser choice (the project already runs Chromium; changing the browser
// inside a file is not allowed).
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7']

test.describe('staff area on a phone (Pixel 7, English): no axe violations', () => {
	test.use(pixel7)

	test.beforeEach(async ({ page, baseURL }) => {
		await useLanguage(page, 'en', baseURL!)
	})

	for (const url of screens) {
		test(`phone ${url}`, async ({ page }) => {
			await open(page, 'en', url)
			await expectNoAxeViolations(page)
		})
	}

	// On a phone, each list's form panel (its own fields, narrow layout); the edit panel and the
	// delete confirmation lay out the same way and are checked at phone size on the first list.
	for (const def of resourceList) {
		for (const variant of def === resourceList[0] ? variants : (['new'] as const)) {
			test(`phone ${def.path} ?${variant}`, async ({ page }) => {
				await checkVariant(page, 'en', def, variant)
			})
		}
	}
})

// What the primitives' variants promise, as Chromium computes it: a class passed beside a variant's
// own would lose or win by stylesheet order (cn() does not merge; docs/decisions/019), so these
// check the result, not the class names.
test.describe('button variants render as asked (computed styles)', () => {
	/** The site's danger colour, as the browser resolves it. */
	async function dangerColour(page: Page) {
		return page.evaluate(() => {
			const probe = document.createElement('span')
			probe.style.color = 'var(--color-danger)'
			document.body.append(probe)
			const colour = getComputedStyle(probe).color
			probe.remove()
			return colour
		})
	}

	test('the delete confirmation button is the danger colour; a row’s Delete link is red', async ({
		page,
		baseURL,
	}) => {
		await useLanguage(page, 'en', baseURL!)
		const def = resourceList[0]!
		const id = await existingId(page, def)
		const danger = await dangerColour(page)
		expect(danger).toBe('rgb(179, 38, 30)')

		const rowDelete = page
			.locator(`tr[data-item-row="${id}"]`)
			.getByRole('link', { name: text('en', 'admin.action.delete'), exact: true })
		await expect.soft(rowDelete).toHaveCSS('color', danger)

		await open(page, 'en', `${def.path}?delete=${id}`)
		const confirm = page
			.getByRole('alertdialog')
			.getByRole('button', { name: text('en', 'admin.action.confirmDelete') })
		await expect.soft(confirm).toHaveCSS('background-color', danger)
		await expect.soft(confirm).toHaveCSS('color', 'rgb(255, 255, 255)')
	})

	test('an action link with a long label wraps on a narrow screen instead of overflowing', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 320, height: 640 })
		await page.goto('/fr/residents/parks-recreation')
		const link = page.getByRole('link', { name: 'Organiser un événement dans un parc' })
		await expect(link).toHaveCSS('white-space', 'normal')
		const box = await link.evaluate((el) => {
			const rect = el.getBoundingClientRect()
			return {
				right: rect.right,
				height: rect.height,
				lineHeight: parseFloat(getComputedStyle(el).lineHeight),
				overflows: el.scrollWidth > el.clientWidth,
			}
		})
		// Two lines or more, inside the screen, and the button grew with its text.
		expect(box.height).toBeGreaterThanOrEqual(2 * box.lineHeight)
		expect(box.right).toBeLessThanOrEqual(320)
		expect(box.overflows).toBe(false)
	})
})
