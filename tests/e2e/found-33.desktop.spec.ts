import { expect, test, type Page } from './fixtures'
import { langs, localized, settings, text } from './helpers'

// Issue 33, "found while trying it": the public frame on a phone, 360 and 412 px wide, with and
// without JavaScript. Runs once (desktop project): each test sets its own viewport.

const widths = [360, 412] as const

/** The page is no wider than the screen. */
async function expectNoSideScroll(page: Page) {
	const { scroll, inner } = await page.evaluate(() => ({
		scroll: document.documentElement.scrollWidth,
		inner: window.innerWidth,
	}))
	expect(scroll).toBeLessThanOrEqual(inner)
}

/**
 * The rectangles of every piece of text on the page but the help link's own, that the help link's
 * box covers (an empty list when it covers none), at the current scroll position.
 */
function textUnderHelp(page: Page, name: string) {
	return page.evaluate((name) => {
		const help = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === name)
		if (!help) throw new Error('no help link')
		const box = help.getBoundingClientRect()
		const covered: string[] = []
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			if (!node.textContent?.trim() || help.contains(node)) continue
			const parent = node.parentElement
			if (!parent || parent.closest('[hidden], details:not([open]) > :not(summary), .sr-only'))
				continue
			const range = document.createRange()
			range.selectNodeContents(node)
			for (const r of range.getClientRects()) {
				const overlaps =
					r.width > 0 &&
					r.height > 0 &&
					r.left < box.right &&
					r.right > box.left &&
					r.top < box.bottom &&
					r.bottom > box.top
				if (overlaps) covered.push(node.textContent.trim().slice(0, 40))
			}
		}
		return covered
	}, name)
}

/** Where the help button was seen over the words (issue 33), in both languages and widths. */
const helpCases = [
	{ lang: 'en', width: 360, path: '/contact' },
	{ lang: 'fr', width: 412, path: '/contact' },
	{ lang: 'fr', width: 360, path: '/' },
	{ lang: 'en', width: 412, path: '/residents/directions' },
] as const

for (const javaScriptEnabled of [true, false]) {
	test.describe(`the frame on a phone (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, () => {
		test.use({ javaScriptEnabled })

		test('the council’s name is whole in the top bar, never cut mid-word', async ({ page }) => {
			for (const lang of langs) {
				for (const width of widths) {
					await page.setViewportSize({ width, height: 800 })
					await page.goto(localized(lang, '/'))
					await expectNoSideScroll(page)
					const home = page.getByRole('link', { name: text(lang, 'topBar.homeLink') })
					const name = home.locator('span', { hasText: settings.name[lang] })
					await expect(name).toBeVisible()
					const fit = await name.evaluate((span) => ({
						wide: span.scrollWidth <= span.clientWidth,
						tall: span.scrollHeight <= span.clientHeight,
						// Each word on one line: a word's box no wider than the span's.
						words: span.textContent!.split(/\s+/).every((word) => {
							const probe = document.createElement('span')
							probe.textContent = word
							probe.style.whiteSpace = 'nowrap'
							span.append(probe)
							const ok = probe.getBoundingClientRect().width <= span.clientWidth + 0.5
							probe.remove()
							return ok
						}),
					}))
					expect(fit, `${lang} at ${width} px`).toEqual({ wide: true, tall: true, words: true })
					// Clear of the buttons beside it.
					const nameBox = (await name.boundingBox())!
					const searchBox = (await page.locator('header summary').first().boundingBox())!
					expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(searchBox.x)
				}
			}
		})

		test('the help button covers no text, from the top of the page to its end', async ({
			page,
		}) => {
			for (const { lang, width, path } of helpCases) {
				await page.setViewportSize({ width, height: 800 })
				await page.goto(localized(lang, path))
				await expectNoSideScroll(page)
				const help = page.getByRole('link', { name: text(lang, 'help.open') })
				await expect(help).toBeAttached()
				const height = await page.evaluate(() => document.documentElement.scrollHeight)
				for (const y of [0, Math.round(height / 3), Math.round((2 * height) / 3), height]) {
					await page.evaluate((y) => window.scrollTo(0, y), y)
					expect(
						await textUnderHelp(page, text(lang, 'help.open')),
						`${lang} ${path} at ${width} px, scrolled to ${y}`,
					).toEqual([])
				}
				await help.scrollIntoViewIfNeeded()
				await expect(help).toBeInViewport()
			}
		})
	})
}

// Found on a phone (2026-11-29): the projects page's link to the agenda kept its French label on
// one line, 365 px wide, and the page scrolled sideways at 360 px.
test('the programme pages fit a phone’s width in both languages: a link’s long label wraps', async ({
	page,
}) => {
	for (const lang of langs)
		for (const width of widths)
			for (const path of ['/programs/projects', '/programs/agenda']) {
				await page.setViewportSize({ width, height: 800 })
				await page.goto(localized(lang, path))
				await expectNoSideScroll(page)
			}
})
