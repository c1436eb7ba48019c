import { SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD } from '../../app/seed/seed.server'
import { devices, expect, test } from './fixtures'
import { ANY_VIEWPORT, expectNoAxeViolations, text, waitForHydration } from './helpers'
import { publicServerClock } from './server-clock'

// Page feedback (decision 038) as people meet it: a resident on a phone without JavaScript votes
// "No" and reports a problem in French; another, with JavaScript, in English, without leaving the
// page; staff read both (the reader's words as text) and mark them handled. axe on the feedback
// page, the footer's block opened and answered, and the staff screen in both languages. The rules
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
	await page.goto('/')
	await waitForHydration(page)
	// Still this document at the end: nothing reloaded.
	await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
	const block = page.locator('[data-feedback-block]')
	const pageField = block.locator('input[name="page"]').first()
	await expect(pageField).toHaveValue('/')
	// A link followed in the browser: the block now speaks of the page shown.
	await page.locator(`footer a[href="${ENGLISH_PAGE}"]`).click()
	await expect(page).toHaveURL(new RegExp(`${ENGLISH_PAGE}$`))
	await expect(pageField).toHaveValue(ENGLISH_PAGE)
	// Opened before answering, for axe: the whole form as a reader sees it.
	await block.getByText(text('en', 'feedback.report')).click()
	await expectNoAxeViolations(page)
	await block.getByText(text('en', 'feedback.report')).click()
	readingTime()
	await block.getByRole('button', { name: text('en', 'feedback.no'), exact: true }).click()
	await expect(block.getByText(text('en', 'feedback.thanksNo'))).toBeVisible()
	// After a "No" the report form opens under the message, its first choice in focus.
	const firstChoice = block.getByRole('radio', { name: text('en', 'feedback.reason.wrong') })
	await expect(firstChoice).toBeFocused()
	await block.getByRole('radio', { name: text('en', 'feedback.reason.broken') }).check()
	await block.getByLabel(text('en', 'feedback.comment')).fill(ENGLISH_NOTE)
	await block.getByRole('button', { name: text('en', 'feedback.send') }).click()
	await expect(block.getByRole('status')).toHaveText(text('en', 'feedback.thanksReport'))
	await expect(page).toHaveURL(new RegExp(`${ENGLISH_PAGE}$`))
	expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
	await expectNoAxeViolations(page)

	// The other language, still without a reload: the block in French, for the French page.
	await page.getByRole('link', { name: text('en', 'topBar.switchLanguage'), exact: true }).click()
	await expect(page).toHaveURL(new RegExp(`/fr${ENGLISH_PAGE}$`))
	await expect(block.getByRole('heading', { name: text('fr', 'feedback.title') })).toBeVisible()
	await expect(pageField).toHaveValue(`/fr${ENGLISH_PAGE}`)
	expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
})

test(`with JavaScript but its code out of reach, an answer is sent as without it ${ANY_VIEWPORT}`, async ({
	page,
}) => {
	// The connection drops before the code that answers in place arrives.
	await page.route('**/assets/feedback-live-*.js', (route) => route.abort())
	await page.goto('/help')
	await waitForHydration(page)
	readingTime()
	const block = page.locator('[data-feedback-block]')
	await block.getByRole('button', { name: text('en', 'feedback.yes'), exact: true }).click()
	await expect(page).toHaveURL(/\/feedback$/)
	await expect(page.getByText(text('en', 'feedback.thanksVote'))).toBeVisible()
})

test(`the report form on a page of its own, in French ${ANY_VIEWPORT}`, async ({ page }) => {
	// axe runs scripts, so it checks these pages with JavaScript on; the markup is the server's.
	// (A form sent back too soon is asked again with its input kept: tests/http/feedback.test.ts,
	// where the timing does not depend on how busy the machine is.)
	await page.goto(`/fr/feedback?page=${encodeURIComponent('/fr/news')}`)
	await waitForHydration(page)
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
