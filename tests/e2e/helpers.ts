import fs from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { Lang } from '../support/texts'
import { serverPage } from './server-html'
import { ADMIN_BASE } from '../../app/config'

export { catalogs, langs, settings, text, type Lang } from '../support/texts'

export const home = (lang: Lang) => (lang === 'fr' ? '/fr' : '/')
export const localized = (lang: Lang, path: string) =>
	lang === 'fr' ? `/fr${path === '/' ? '' : path}` : path

/** axe-core's browser script, read once per worker. */
const axeSource = fs.readFileSync(
	createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
	'utf8',
)
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe with the WCAG 2.x A and AA rules (2.0, 2.1, 2.2): no violation allowed. axe-core is put in
 * each frame of the page and run from the top one, asking only for
 * the violations: the full results (every rule passed, with the markup of every element it
 * looked at) are megabytes that the browser serialised and the test runner parsed at each scan,
 * for nothing (about a third of the runner's and the browser process's CPU in these tests).
 */
export async function expectNoAxeViolations(page: Page, { soft = false } = {}) {
	for (const frame of page.frames()) {
		if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource)
		// Colours as they are at rest: a link or button caught in the middle of its colour transition
		// (just focused, just left by the pointer) measured a contrast no reader sees for long, now
		// and then (admin-documents' list, 2026-11-28).
		await frame.evaluate(() => {
			if (document.getElementById('axe-at-rest')) return
			const style = document.createElement('style')
			style.id = 'axe-at-rest'
			style.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}'
			document.head.append(style)
		})
	}
	const summary = await page.evaluate(async (tags) => {
		type Violation = { id: string; help: string; nodes: { target: string[] }[] }
		const axe = (
			window as unknown as {
				axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> }
			}
		).axe
		const results = await axe.run(document, {
			runOnly: { type: 'tag', values: tags },
			resultTypes: ['violations'],
		})
		return results.violations.map(
			(v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
		)
	}, AXE_TAGS)
	// Soft in a sweep of several screens (one test, a step per screen): every screen is scanned and
	// each failing one named.
	;(soft ? expect.soft : expect)(summary, `axe on ${new URL(page.url()).pathname}`).toEqual([])
}

/**
 * Waits until an island has enhanced its widget (decision 058): public pages carry no framework,
 * each widget's own script marks its element `data-enhanced` once it has taken over.
 */
export async function waitForIsland(page: Page, name: string) {
	await expect(page.locator(`[data-island="${name}"][data-enhanced]`).first()).toBeAttached()
}

/** Waits until every island of the page has enhanced its widgets (decision 058). */
export async function waitForIslands(page: Page) {
	await expect(page.locator('[data-island]').first()).toBeAttached()
	await expect(page.locator('[data-island]:not([data-enhanced])')).toHaveCount(0)
}

/** Waits until JavaScript has taken over a staff-area page (for tests of enhanced behaviour). */
export async function waitForHydration(page: Page) {
	await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
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

/**
 * Tag for a test an axe scan is the point of: a page is scanned in English at desktop size and in
 * French on a phone (the desktop project leaves out @phone-size, the mobile project
 * @desktop-size; playwright.config.ts). The two languages are the same markup but for the words
 * and `lang`, and the narrow layout the same markup styled for a small screen, so the pairing
 * covers both without scanning each page four times. With A11Y_ALL=1, no tag: both languages at
 * both sizes.
 */
export const sizeTag = (lang: Lang) =>
	process.env.A11Y_ALL === '1' ? '' : lang === 'fr' ? ' @phone-size' : ' @desktop-size'

/**
 * Goes to `url` as a click on one of the staff area's links would once JavaScript has taken over:
 * the router fetches the screen's data and draws it, without loading the page again. The first
 * address of a page is loaded whole; so is every public page, which has no router (decision 058). Used by the axe sweeps, where loading every screen whole
 * cost about 1.8 CPU-seconds a screen against 0.8 this way: a full load compiles the app's scripts
 * and axe's 500 kB again, and hydrates; in one page, axe stays put and only the screen changes.
 * React Router keeps its router on `window.__reactRouterDataRouter` in production builds (it is
 * not a documented interface: without it, this loads the page whole, as before). `flushSync`
 * makes the screen drawn by the time the navigation is over.
 */
export async function goInApp(page: Page, url: string) {
	const inApp =
		page.url().startsWith('http') &&
		(await page.evaluate(() => '__reactRouterDataRouter' in window))
	if (!inApp) {
		const response = await page.goto(url)
		expect(response?.status(), `${url} answers 200`).toBe(200)
		// A public page has no router (decision 058): each is loaded whole, its islands run.
		if (new URL(url, page.url()).pathname.startsWith(ADMIN_BASE)) await waitForHydration(page)
		else await waitForIslands(page)
		return
	}
	await page.evaluate(async (to) => {
		type Router = {
			navigate: (to: string, options: { flushSync: boolean }) => Promise<void>
		}
		const router = (window as unknown as { __reactRouterDataRouter: Router })
			.__reactRouterDataRouter
		await router.navigate(to, { flushSync: true })
	}, url)
	const target = new URL(url, page.url())
	await expect
		.poll(() => page.evaluate(() => location.pathname + location.search), { message: url })
		.toBe(target.pathname + target.search)
}

/**
 * `goInApp`, then waits until the page shows what the server draws for `url`: its heading as the
 * server draws it is read first (a request, no page), and the screen has been drawn once the
 * page's one h1 says the same (the router may finish before React has drawn the new screen). The
 * page is in `lang` and has one h1.
 */
export async function openInApp(page: Page, url: string, lang: Lang) {
	const drawn = await serverPage(page, url)
	expect(drawn.lang, `${url} in ${lang}`).toBe(lang)
	const headings = drawn.all('h1')
	expect(headings.length, `${url} has one h1`).toBe(1)
	await goInApp(page, url)
	await expect(page.locator('html')).toHaveAttribute('lang', lang)
	await expect(page.locator('h1'), url).toHaveText(drawn.text(headings[0]!))
}
