import { SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD } from '../../app/seed/seed.server'
import type { Browser, Page } from '@playwright/test'
import { devices, expect, test } from './fixtures'
import { ANY_VIEWPORT, expectNoAxeViolations, text, waitForIsland } from './helpers'
import { publicServerClock } from './server-clock'

// Page feedback (decision 038) as people meet it: a resident on a phone without JavaScript votes
// "No" and reports a problem in French; another, with JavaScript (the block's island, decision
// 058), in English, without leaving the page; a third, on a phone in French, is answered in place
// too, a refusal included; without a connection to the answer, the form is sent as without
// JavaScript; staff read both reports (the reader's words as text) and mark them handled. axe on
// the feedback page, the footer's block opened and answered, and the staff screen in both
// languages. The rules
// behind it (limits, honeypot, one vote a day, nothing personal in stored pages) are tested without
// a browser in tests/http/feedback.test.ts.
//
// In order, in one worker: staff read what the residents sent. Once per run (desktop project):
// the phone is a context of its own.
test.describe.configure({ mode: 'serial' })

const FRENCH_PAGE = '/fr/services/birth-certificate'
const ENGLISH_PAGE = '/residents/public-safety'
const FRENCH_NOTE = 'Le tarif indiqué a changé <b>en 2026</b> & plus'
const ENGLISH_NOTE = 'The emergency number <script>alert(1)</script> does nothing'

/**
 * The server refuses an answer sent less than 3 s after the form was made, by its clock (a robot's
 * speed); a person reading down to the foot of a page takes longer than that. The server's clock is
 * moved on by as much instead of waiting.
 */
const readingTime = () => publicServerClock.advance(3_100)

/** A page on a phone of its own (a context of its own, closed after `run`). */
async function onAPhone(
	browser: Browser,
	baseURL: string | undefined,
	run: (page: Page) => Promise<void>,
) {
	const context = await browser.newContext({ ...devices['Pixel 7'], baseURL })
	try {
		await run(await context.newPage())
	} finally {
		await context.close()
	}
}

test(`a resident without JavaScript, on a phone, votes No and reports a problem in French ${ANY_VIEWPORT}`, async ({
	browser,
	baseURL,
}) => {
	const context = await browser.newContext({
		...devices['Pixel 7'],
		javaScriptEnabled: false,
		baseURL,
	})
	const page = await context.newPage()
	try {
		await page.goto(FRENCH_PAGE)
		const block = page.locator('[data-feedback-block]')
		await expect(block.getByRole('heading', { name: text('fr', 'feedback.title') })).toBeVisible()
		readingTime()
		await block.getByRole('button', { name: text('fr', 'feedback.no'), exact: true }).click()

		// The thank-you page, in French, asks what was wrong.
		await expect(page).toHaveURL(/\/fr\/feedback$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			text('fr', 'feedback.thanksTitle'),
		)
		await expect(page.getByText(text('fr', 'feedback.thanksNo'))).toBeVisible()
		await page.getByRole('radio', { name: text('fr', 'feedback.reason.wrong') }).check()
		await page.getByLabel(text('fr', 'feedback.comment')).fill(FRENCH_NOTE)
		readingTime()
		await page.getByRole('button', { name: text('fr', 'feedback.send') }).click()
		await expect(page.getByText(text('fr', 'feedback.thanksReport'))).toBeVisible()
		await page.getByRole('link', { name: text('fr', 'feedback.back') }).click()
		await expect(page).toHaveURL(new RegExp(`${FRENCH_PAGE}$`))
	} finally {
		await context.close()
	}
})

test(`with JavaScript, in English, the answer is said in place, without a reload ${ANY_VIEWPORT}`, async ({
	page,
}) => {
	await page.goto(ENGLISH_PAGE)
	await waitForIsland(page, 'feedback')
	// Still this document at the end: nothing reloaded.
	await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
	const block = page.locator('[data-feedback-block]')
	await expect(block.locator('input[name="page"]').first()).toHaveValue(ENGLISH_PAGE)
	// Opened before answering, for axe: the whole form as a reader sees it.
	await block.getByText(text('en', 'feedback.report')).click()
	await expectNoAxeViolations(page)
	await block.getByText(text('en', 'feedback.report')).click()
	readingTime()
	await block.getByRole('button', { name: text('en', 'feedback.no'), exact: true }).click()
	await expect(block.getByText(text('en', 'feedback.thanksNo'))).toBeVisible()
	// The question gave way to the thanks, which now names the block.
	await expect(block.getByRole('heading', { name: text('en', 'feedback.title') })).toHaveCount(0)
	await expect(page.getByRole('region', { name: text('en', 'feedback.thanksNo') })).toBeVisible()
	// After a "No" the report form opens under the message, its first choice in focus.
	const firstChoice = block.getByRole('radio', { name: text('en', 'feedback.reason.wrong') })
	await expect(firstChoice).toBeFocused()
	await block.getByRole('radio', { name: text('en', 'feedback.reason.broken') }).check()
	await block.getByLabel(text('en', 'feedback.comment')).fill(ENGLISH_NOTE)
	await block.getByRole('button', { name: text('en', 'feedback.send') }).click()
	await expect(block.getByRole('status')).toHaveText(text('en', 'feedback.thanksReport'))
	// The report form is gone once taken.
	await expect(block.getByText(text('en', 'feedback.report'))).toHaveCount(0)
	await expect(page).toHaveURL(new RegExp(`${ENGLISH_PAGE}$`))
	expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
	await expectNoAxeViolations(page)
})

test(`with JavaScript, on a phone, in French: a refusal and then a vote, said in place ${ANY_VIEWPORT}`, async ({
	browser,
	baseURL,
}) => {
	await onAPhone(browser, baseURL, async (page) => {
		await page.goto('/fr/residents/public-safety')
		await waitForIsland(page, 'feedback')
		await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
		const block = page.locator('[data-feedback-block]')
		const started = block.locator('input[name="form_started"]').first()
		// A start value the server did not sign (as a stale or altered page would send): said in
		// place, in French, the question kept, with a fresh start value from the server.
		await started.evaluate((input: HTMLInputElement) => (input.value = '1.forged'))
		await block.getByRole('button', { name: text('fr', 'feedback.yes'), exact: true }).tap()
		await expect(block.getByRole('status')).toHaveText(text('fr', 'feedback.retry.invalid'))
		await expect(started).not.toHaveValue('1.forged')
		await expect(
			block.getByRole('button', { name: text('fr', 'feedback.yes'), exact: true }),
		).toBeEnabled()
		readingTime()
		await block.getByRole('button', { name: text('fr', 'feedback.yes'), exact: true }).tap()
		// After a "Yes", the thanks itself is focused; the report form stays closed.
		const thanks = block.locator('[data-feedback-message]')
		await expect(thanks).toHaveText(text('fr', 'feedback.thanksVote'))
		await expect(thanks).toBeFocused()
		// The refusal said before is gone with it (the status line is empty, so not shown).
		await expect(block.locator('[data-feedback-status]')).toBeEmpty()
		await expect(block.getByRole('radio').first()).toBeHidden()
		expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
			true,
		)
	})
})

test(`with JavaScript, on a phone: a report refused is said where the reader is taken, what was typed kept ${ANY_VIEWPORT}`, async ({
	browser,
	baseURL,
}) => {
	// Found on a phone: the refusal was written above the report form, out of sight, and the focus
	// was left on the page (the button pressed is turned off while the report is sent).
	await onAPhone(browser, baseURL, async (page) => {
		await page.goto(ENGLISH_PAGE)
		await waitForIsland(page, 'feedback')
		const block = page.locator('[data-feedback-block]')
		await block.getByText(text('en', 'feedback.report')).tap()
		// A start value the server did not sign, as a stale page would send: refused.
		await block
			.locator('details input[name="form_started"]')
			.evaluate((input: HTMLInputElement) => (input.value = '1.forged'))
		readingTime()
		await block.getByRole('radio', { name: text('en', 'feedback.reason.broken') }).check()
		const comment = block.getByLabel(text('en', 'feedback.comment'))
		await comment.fill('The button to pay the market fee does nothing.')
		await block.getByRole('button', { name: text('en', 'feedback.send') }).tap()
		const status = block.getByRole('status')
		await expect(status).toHaveText(text('en', 'feedback.retry.invalid'))
		await expect(status).toBeFocused()
		await expect(status).toBeInViewport()
		await expect(comment).toHaveValue('The button to pay the market fee does nothing.')
		await expect(block.getByRole('button', { name: text('en', 'feedback.send') })).toBeEnabled()
	})
})

test(`with JavaScript but no answer from the server, an answer is sent as without it ${ANY_VIEWPORT}`, async ({
	page,
}) => {
	// The connection drops as the answer is sent in place.
	let tried = 0
	await page.route('**/feedback/answer', (route) => {
		tried++
		return route.abort('internetdisconnected')
	})
	await page.goto('/help')
	await waitForIsland(page, 'feedback')
	readingTime()
	const block = page.locator('[data-feedback-block]')
	await block.getByRole('button', { name: text('en', 'feedback.yes'), exact: true }).click()
	// The page of the answer: the button pressed was sent with the form.
	await expect(page).toHaveURL(/\/feedback$/)
	await expect(page.getByText(text('en', 'feedback.thanksVote'))).toBeVisible()
	expect(tried).toBe(1)
})

test(`the report form on a page of its own, in French ${ANY_VIEWPORT}`, async ({ page }) => {
	// axe runs scripts, so it checks these pages with JavaScript on; the markup is the server's.
	// (A form sent back too soon is asked again with its input kept: tests/http/feedback.test.ts,
	// where the timing does not depend on how busy the machine is.)
	await page.goto(`/fr/feedback?page=${encodeURIComponent('/fr/news')}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'feedback.formTitle'))
	await expectNoAxeViolations(page)
	await page.getByRole('radio', { name: text('fr', 'feedback.reason.missing') }).check()
	await page.getByLabel(text('fr', 'feedback.comment')).fill('Gardé tel quel')
	readingTime()
	await page.getByRole('button', { name: text('fr', 'feedback.send') }).click()
	await expect(page.getByText(text('fr', 'feedback.thanksReport'))).toBeVisible()
	await expectNoAxeViolations(page)
})

test(`staff read the feedback as text and mark it handled, in both languages ${ANY_VIEWPORT}`, async ({
	browser,
	baseURL,
}) => {
	const context = await browser.newContext({ baseURL })
	const page = await context.newPage()
	try {
		await page.goto('/admin-dtima/login')
		await page.getByLabel(text('en', 'admin.login.email')).fill(SAMPLE_ADMIN_EMAIL)
		await page.getByLabel(text('en', 'admin.login.password')).fill(SAMPLE_ADMIN_PASSWORD)
		await page.getByRole('button', { name: text('en', 'admin.login.submit') }).click()
		await expect(page).toHaveURL(/\/admin-dtima$/)

		// The dashboard's chart of answers by page, its table naming both pages (decision 056).
		const card = page.locator('[data-chart="useful"]')
		await expect(
			card.getByRole('heading', { name: text('en', 'admin.charts.useful') }),
		).toBeVisible()
		await expect(card.getByRole('img')).toBeVisible()
		await card.getByText(text('en', 'admin.charts.table')).click()
		await expect(card.locator(`a[href="${ENGLISH_PAGE}"]`)).toBeVisible()
		await expect(card.locator(`a[href="${FRENCH_PAGE}"]`)).toBeVisible()

		await card.getByRole('link', { name: text('en', 'admin.dashboard.mostNoAll') }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			text('en', 'admin.nav.feedback'),
		)
		const french = page.locator(`[data-feedback-page="fr ${FRENCH_PAGE}"]`)
		const english = page.locator(`[data-feedback-page="en ${ENGLISH_PAGE}"]`)
		// What readers wrote is shown as they wrote it: the markup is text, nothing of it runs.
		await expect(french.getByText(FRENCH_NOTE).first()).toBeVisible()
		await expect(french.getByText(text('en', 'admin.feedback.reason.wrong')).first()).toBeVisible()
		await expect(english.getByText(ENGLISH_NOTE).first()).toBeVisible()
		await expect(
			page.locator('[data-feedback-report] b, [data-feedback-report] script'),
		).toHaveCount(0)
		await expectNoAxeViolations(page)

		await french.getByRole('button', { name: text('en', 'admin.feedback.markHandled') }).click()
		await expect(
			page.locator('[data-sonner-toaster]').getByText(text('en', 'admin.feedback.marked')),
		).toBeVisible()
		await expect(french).toHaveCount(0)
		await expect(english).toBeVisible()
		await page.getByLabel(text('en', 'admin.feedback.show')).selectOption('handled')
		await page.getByRole('button', { name: text('en', 'admin.feedback.apply') }).click()
		await expect(french.getByText(/Handled by Admin, /)).toBeVisible()

		// The same screen in French.
		await context.addCookies([{ name: 'admin_lang', value: 'fr', url: baseURL! }])
		await page.goto('/admin-dtima/feedback')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			text('fr', 'admin.nav.feedback'),
		)
		await expect(english.getByText(ENGLISH_NOTE).first()).toBeVisible()
		await expectNoAxeViolations(page)
	} finally {
		await context.close()
	}
})
