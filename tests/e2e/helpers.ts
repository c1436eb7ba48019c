import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { Lang } from '../support/texts'

export { catalogs, langs, settings, text, type Lang } from '../support/texts'

export const home = (lang: Lang) => (lang === 'fr' ? '/fr' : '/')
export const localized = (lang: Lang, path: string) =>
	lang === 'fr' ? `/fr${path === '/' ? '' : path}` : path

/**
 * axe with the WCAG 2.x A and AA rules (2.0, 2.1, 2.2): no violation allowed. In one call in the
 * page (legacy mode): the default also opens a blank page to assemble the frames' results, which
 * cost a third more browser time per scan here, for cross-origin frames this site never has.
 */
export async function expectNoAxeViolations(page: Page) {
	const results = await new AxeBuilder({ page })
		.setLegacyMode(true)
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
		.analyze()
	const summary = results.violations.map(
		(v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
	)
	expect(summary).toEqual([])
}

/** Waits until JavaScript has taken over the page (for tests of enhanced behaviour). */
export async function waitForHydration(page: Page) {
	await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** Waits until the desktop dropdown menu (loaded after hydration on wide screens) is ready. */
export async function waitForDesktopMenu(page: Page) {
	await waitForHydration(page)
	await expect(page.locator('nav[data-ready="true"]')).toHaveCount(1)
}

const csrfTokens = new WeakMap<APIRequestContext, string>()

/** The signed-in session's anti-forgery token (read from a staff-area page). */
export async function csrfToken(request: APIRequestContext) {
	let token = csrfTokens.get(request)
	if (!token) {
		const html = await (await request.get('/admin-dtima')).text()
		token = /name="csrf" value="([^"]+)"/.exec(html)?.[1]
		if (!token) throw new Error('not signed in: no CSRF token on /admin-dtima')
		csrfTokens.set(request, token)
	}
	return token
}

/** A form post to the staff area as the page's signed-in person would send it (with the token). */
export async function adminPost(
	page: Page,
	url: string,
	options: { form: Record<string, string | number>; maxRedirects?: number },
) {
	const csrf = await csrfToken(page.request)
	return page.request.post(url, { ...options, form: { csrf, ...options.form } })
}

/**
 * Tag for a test whose result does not depend on the viewport (page content, links, status codes:
 * nothing in the top bar, whose menu and search differ between phone and desktop): it runs in the
 * desktop project only (playwright.config.ts).
 */
export const ANY_VIEWPORT = '@any-viewport'
