import { expect, test, type Page } from './fixtures'
import { adminMenu } from '../../app/features/staff-frame/admin-nav'
import { adminPages } from '../../app/route-table'
import { goInApp, openInApp, text, type Lang } from './helpers'

// Every staff screen on a phone (issue 33): at 360 px and 412 px wide (a small Android phone and
// a Pixel 7), in both languages, the page never scrolls sideways, the top bar is one row, and each
// row of a list shows its actions inside the screen. (axe at phone size, with WCAG 2.2's target
// size rule, is in admin-accessibility.spec.ts.)

const HISTORY = '/admin-dtima/history'
const screens = [
	...new Set([
		...adminPages.filter((p) => !p.file.endsWith('.ts') && p.path !== HISTORY).map((p) => p.path),
		...adminMenu.flatMap((item) => [item.href, ...(item.subItems ?? []).map((s) => s.href)]),
		'/admin-dtima/search?q=market',
	]),
]
const WIDTHS = [360, 412] as const

/** What overflows the screen's width at this size: the page itself, the top bar, a row's actions. */
async function layoutProblems(page: Page, width: number) {
	return page.evaluate((width) => {
		const problems: string[] = []
		const doc = document.documentElement
		if (doc.scrollWidth > window.innerWidth) {
			// Named by the innermost elements that reach past the edge, so a failure says what to fix.
			const wide = [...document.body.querySelectorAll('*')].filter(
				(el) =>
					el.getBoundingClientRect().right > window.innerWidth + 1 &&
					![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1),
			)
			const name = (el: Element) =>
				`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 4).join('.')}`
			problems.push(
				`the page is ${doc.scrollWidth} px wide at ${width} px: ${wide.slice(0, 3).map(name).join(', ')}`,
			)
		}
		const bar = document.querySelector('header')
		// One row: no taller than its 44 px buttons and a little padding.
		if (bar && bar.getBoundingClientRect().height > 64)
			problems.push(`the top bar is ${Math.round(bar.getBoundingClientRect().height)} px tall`)
		for (const row of document.querySelectorAll('table[data-stack="phone"] > tbody > tr')) {
			const actions = row.querySelector(':scope > td:last-child')
			for (const action of row.querySelectorAll('a, button')) {
				const box = action.getBoundingClientRect()
				if (box.width === 0) continue
				const name = action.textContent?.trim()
				if (box.left < 0 || box.right > window.innerWidth)
					problems.push(`"${name}" ends at ${Math.round(box.right)} px`)
				// The row's actions (its last cell) are primary actions: 44 px at least, a thumb.
				if (actions?.contains(action) && box.height < 44)
					problems.push(`"${name}" is ${Math.round(box.height)} px tall`)
			}
		}
		return problems
	}, width)
}

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
	test(`${lang}: every staff screen fits a phone's width, 360 and 412 px`, async ({
		page,
		baseURL,
	}) => {
		test.setTimeout(180_000)
		await page.context().addCookies([{ name: 'admin_lang', value: lang, url: baseURL! }])
		await page.setViewportSize({ width: WIDTHS[0], height: 780 })
		for (const url of screens) {
			await test.step(url, async () => {
				await openInApp(page, url, lang)
				for (const width of WIDTHS) {
					await page.setViewportSize({ width, height: 780 })
					expect.soft(await layoutProblems(page, width), `${url} at ${width} px`).toEqual([])
				}
				await page.setViewportSize({ width: WIDTHS[0], height: 780 })
			})
		}
	})
}

test('on a phone the menu opens from the top bar, lists each entry once, and signs out', async ({
	page,
}) => {
	await page.setViewportSize({ width: 360, height: 780 })
	await goInApp(page, '/admin-dtima')
	const bar = page.locator('header')
	await expect(bar.getByRole('button', { name: text('en', 'admin.signOut') })).toBeHidden()
	await bar.locator('summary', { hasText: text('en', 'admin.openMenu') }).click()
	const menu = page.locator('#admin-nav-mobile')
	await expect(menu).toBeVisible()
	const hrefs = await menu
		.locator('a')
		.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
	expect(hrefs.length).toBeGreaterThan(10)
	expect(new Set(hrefs).size, 'no entry twice').toBe(hrefs.length)
	const signOut = bar.getByRole('button', { name: text('en', 'admin.signOut') })
	await expect(signOut).toBeVisible()
	const box = (await signOut.boundingBox())!
	expect(box.height).toBeGreaterThanOrEqual(44)
})
