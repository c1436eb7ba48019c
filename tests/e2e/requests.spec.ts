import { SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD } from '../../app/seed/seed.server'
import { expect, test, type Page } from './fixtures'
import { expectNoAxeViolations, text, waitForHydration, waitForIsland, type Lang } from './helpers'
import { signIn } from './admin-people'
import { publicServerClock } from './server-clock'

// Requests and reports to the council (decision 039) as people see them: a resident reports a
// problem in French with JavaScript off and keeps the reference; a mistake is answered by the
// server (decision 045) under its field and in a linked summary, with JavaScript off (French) and on
// (English), nothing typed lost, the map's point included; with JavaScript (the form's island,
// decision 058) a resident marks the place on the drawn map, by a tap or with the keyboard (in
// French), and the form says it is sending, taking no second press; staff handle the report in the inbox with JavaScript on (assign,
// reply, resolve) and the reply shows on the public status page. axe on the form, the status page
// and the staff screens (inbox, one request, in both interface languages), scanned with JavaScript
// on (axe runs as a script in the page). Runs on the public
// test server (no SMTP: the mails are checked in tests/http/requests.test.ts).

/**
 * The form refuses what comes back faster than a person writes (3 s by the server's clock): the
 * server's clock is moved on by as much as a person would take, instead of waiting.
 */
const personPause = () => publicServerClock.advance(3_100)

async function fillReport(
	page: Page,
	lang: Lang,
	fields: { category: string; description: string; location: string },
) {
	await page.getByLabel(text(lang, 'contact.category')).selectOption({ label: fields.category })
	await page.getByLabel(text(lang, 'contact.description')).fill(fields.description)
	await page.getByLabel(text(lang, 'contact.location')).fill(fields.location)
}

/**
 * A phone number the server refuses (the browser does not check a `tel` field): the way to see the
 * form's answer to a mistake, drawn from the server's reply (decision 045).
 */
async function sendWithBadPhone(page: Page, lang: Lang) {
	await fillReport(page, lang, {
		category: lang === 'fr' ? 'Eau' : 'Water',
		description:
			lang === 'fr'
				? 'La pompe du forage d’Ediki est cassée.'
				: 'The borehole pump in Ediki is broken.',
		location: 'Ediki',
	})
	await page.getByLabel(text(lang, 'contact.phone')).fill('call me / appelez-moi')
	personPause()
	await page.getByRole('button', { name: text(lang, 'contact.submit') }).click()
}

/** Matches a text that contains `words` as they are. */
const containing = (words: string) => new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** The summary names the mistake and links to its field; the field says it; nothing typed is lost. */
async function expectRefusedPhone(page: Page, lang: Lang) {
	const summary = page.getByRole('alert')
	await expect(summary).toContainText(text(lang, 'contact.errorSummary'))
	await expect(
		summary.getByRole('link', { name: text(lang, 'requests.error.phone') }),
	).toHaveAttribute('href', '#contact-phone')
	const phone = page.getByLabel(text(lang, 'contact.phone'))
	await expect(phone).toHaveValue('call me / appelez-moi')
	await expect(phone).toHaveAttribute('aria-invalid', 'true')
	await expect(phone).toHaveAccessibleDescription(text(lang, 'requests.error.phone'))
	await expect(page.getByLabel(text(lang, 'contact.category'))).toHaveValue('water')
	await expect(page.getByLabel(text(lang, 'contact.location'))).toHaveValue('Ediki')
	await expect(page.getByLabel(text(lang, 'contact.description'))).toHaveValue(/Ediki/)
}

test.describe('a resident without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('reports in French and is given a reference to follow', async ({ page }) => {
		await page.goto('/fr/contact')
		await expect(
			page.getByRole('heading', { level: 1, name: text('fr', 'contact.pageTitle') }),
		).toBeVisible()
		// The retention rule in plain words, and no map without JavaScript.
		await expect(page.getByText(text('fr', 'contact.privacy'))).toBeVisible()
		await expect(page.locator('[data-map-field]')).toBeHidden()
		await expect(page.getByRole('application')).toHaveCount(0)
		await fillReport(page, 'fr', {
			category: 'Déchets',
			description: 'Les ordures ne sont plus ramassées au marché de Mbonge depuis deux semaines.',
			location: 'Marché central',
		})
		personPause()
		await page.getByRole('button', { name: text('fr', 'contact.submit') }).click()
		await expect(page).toHaveURL(/\/fr\/contact\/status\?ref=MBG-\d{4}-\d{4}&key=[\w-]{22}&sent=1$/)
		const reference = /ref=([^&]+)/.exec(page.url())![1]!
		await expect(page.getByText(text('fr', 'requests.sentReference', { reference }))).toBeVisible()
		await expect(
			page.getByText(text('fr', 'requests.status.received'), { exact: true }),
		).toBeVisible()
		// Nothing of the description on the public page.
		await expect(page.getByText('ordures')).toHaveCount(0)
	})

	test('a mistake is said by the server, in French, under its field and in the summary; nothing typed is lost', async ({
		page,
	}) => {
		await page.goto('/fr/contact')
		await sendWithBadPhone(page, 'fr')
		await expect(page).toHaveURL(/\/fr\/contact$/)
		await expectRefusedPhone(page, 'fr')
	})
})

test('a mistake, with JavaScript, in English: said by the server, the map’s point kept; axe passes', async ({
	page,
}) => {
	await page.goto('/contact')
	await waitForIsland(page, 'contact-form')
	const map = page.locator('[data-map-picker]')
	await map.focus()
	await page.keyboard.press('ArrowLeft')
	await page.keyboard.press('ArrowDown')
	await sendWithBadPhone(page, 'en')
	await expectRefusedPhone(page, 'en')
	// The point the form sent is drawn again, set, with its fields and the way to remove it.
	await waitForIsland(page, 'contact-form')
	await expect(page.locator('input[name="map_x"]')).toHaveValue('480')
	await expect(page.locator('input[name="map_y"]')).toHaveValue('520')
	await expect(page.locator('#contact-map-state')).toHaveText(text('en', 'contact.mapSet'))
	await expect(page.locator('[data-map-picker] circle')).toBeVisible()
	await expect(page.getByRole('button', { name: text('en', 'contact.mapClear') })).toBeVisible()
	await expectNoAxeViolations(page)
})

test('with JavaScript, in French, the map’s point is set, moved and removed with the keyboard', async ({
	page,
}) => {
	await page.goto('/fr/contact')
	await waitForIsland(page, 'contact-form')
	const map = page.getByRole('application', { name: text('fr', 'contact.map') })
	await expect(map).toHaveAccessibleDescription(containing(text('fr', 'contact.mapHint')))
	const x = page.locator('input[name="map_x"]')
	const y = page.locator('input[name="map_y"]')
	const state = page.locator('#contact-map-state')
	// No point yet: nothing said, nothing sent.
	await expect(state).toHaveText('')
	await expect(x).toBeDisabled()
	await expect(page.getByRole('button', { name: text('fr', 'contact.mapClear') })).toBeHidden()
	// From the location field, the map is the next stop of the keyboard.
	await page.getByLabel(text('fr', 'contact.location')).focus()
	await page.keyboard.press('Tab')
	await expect(map).toBeFocused()
	// An arrow sets the point from the middle, by 20 thousandths a press.
	await page.keyboard.press('ArrowRight')
	await page.keyboard.press('ArrowRight')
	await page.keyboard.press('ArrowUp')
	await expect(x).toHaveValue('540')
	await expect(y).toHaveValue('480')
	await expect(x).toBeEnabled()
	await expect(state).toHaveText(text('fr', 'contact.mapSet'))
	await expect(map).toHaveAccessibleDescription(containing(text('fr', 'contact.mapSet')))
	// Kept inside the map at its edge.
	for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft')
	await expect(x).toHaveValue('0')
	// Removed: nothing sent, nothing said, the keyboard still on the map.
	await page.keyboard.press('Tab')
	const clear = page.getByRole('button', { name: text('fr', 'contact.mapClear') })
	await expect(clear).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(clear).toBeHidden()
	await expect(x).toBeDisabled()
	await expect(y).toBeDisabled()
	await expect(state).toHaveText('')
	await expect(map).toBeFocused()
	await expectNoAxeViolations(page)
})

// A resident with JavaScript reports a problem, then staff handle it: two people, one after the
// other, in one worker (the staff need the resident's reference).
test.describe('with JavaScript on @desktop-size', () => {
	test.describe.configure({ mode: 'serial' })
	let reference = ''
	let key = ''

	test('a resident marks the place on the map and is given a reference', async ({ page }) => {
		// A resident with JavaScript: the map is the island's, on this page only, set by a tap.
		await page.goto('/contact')
		await waitForIsland(page, 'contact-form')
		const map = page.locator('[data-map-picker]')
		await expect(map).toBeVisible()
		await fillReport(page, 'en', {
			category: 'Street lighting',
			description: 'The street light by the Bai school has been out for a week.',
			location: 'Bai quarter',
		})
		await map.click({ position: { x: 100, y: 60 } })
		await expect(page.getByText(text('en', 'contact.mapSet'))).toBeVisible()
		await expectNoAxeViolations(page)
		personPause()
		// While the next page loads, the button says so and takes no second press. The post is held
		// on its way meanwhile; the page is looked at from inside (Playwright waits for a pending
		// navigation before it queries the page), at each submit, after the island's own handler.
		const seen: { text: string | null; disabled: boolean; prevented: boolean }[] = []
		await page.exposeFunction('seenSubmit', (state: (typeof seen)[number]) => seen.push(state))
		await page.evaluate(() => {
			document.addEventListener('submit', (event) => {
				const form = event.target as HTMLFormElement
				const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
				const report = (window as unknown as { seenSubmit: (state: unknown) => void }).seenSubmit
				report({
					text: button.textContent,
					disabled: button.disabled,
					prevented: event.defaultPrevented,
				})
				// A second press (a double tap, Enter again): asked once, as a person would.
				if (!event.defaultPrevented) setTimeout(() => form.requestSubmit())
			})
		})
		let posts = 0
		let release = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/contact', async (route) => {
			if (route.request().method() !== 'POST') return route.continue()
			posts++
			await held
			return route.continue()
		})
		await page
			.getByRole('button', { name: text('en', 'contact.submit') })
			.click({ noWaitAfter: true })
		await expect.poll(() => seen.length).toBe(2)
		const sending = text('en', 'contact.sending')
		expect(seen).toEqual([
			{ text: sending, disabled: true, prevented: false },
			{ text: sending, disabled: true, prevented: true },
		])
		release()
		await expect(page).toHaveURL(/\/contact\/status\?ref=MBG-\d{4}-\d{4}&key=[\w-]{22}&sent=1$/)
		expect(posts).toBe(1)
		reference = /ref=([^&]+)/.exec(page.url())![1]!
		key = /key=([^&]+)/.exec(page.url())![1]!
	})

	test('staff assign, reply and resolve it; the reply shows on the status page', async ({
		page,
	}) => {
		// Staff: the inbox, the request, assign, reply and resolve.
		await signIn(page, SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD)
		await expect(page).toHaveURL(/\/admin-dtima$/)
		await page
			.getByRole('link', { name: text('en', 'admin.nav.requests') })
			.first()
			.click()
		await expect(
			page.getByRole('heading', { level: 1, name: text('en', 'admin.requests.title') }),
		).toBeVisible()
		await expectNoAxeViolations(page)
		await page.getByRole('link', { name: reference }).click()
		await expect(
			page.getByText('The street light by the Bai school has been out for a week.'),
		).toBeVisible()
		await expect(
			page.getByRole('img', { name: text('en', 'admin.requests.mapPoint') }),
		).toBeVisible()
		await waitForHydration(page)
		await expectNoAxeViolations(page)

		await page.getByLabel(text('en', 'admin.requests.assignLabel')).selectOption({ label: 'Admin' })
		await page.getByRole('button', { name: text('en', 'admin.requests.assign') }).click()
		await expect(
			page.getByText(text('en', 'admin.requests.log.assigned', { name: 'Admin' })),
		).toBeVisible()

		const reply = 'A new lamp was fitted on Thursday. Thank you for telling us.'
		await page.getByLabel(text('en', 'admin.requests.replyLabel'), { exact: true }).fill(reply)
		await page.getByLabel(text('en', 'admin.requests.replyStatus')).selectOption('resolved')
		await page.getByRole('button', { name: text('en', 'admin.requests.sendReply') }).click()
		await expect(
			page.getByText(
				text('en', 'admin.requests.log.status', { status: text('en', 'requests.status.resolved') }),
			),
		).toBeVisible()
		await expect(page.locator('[data-log="reply"]')).toContainText(reply)

		// The staff screens in French.
		await page.context().addCookies([{ name: 'admin_lang', value: 'fr', url: page.url() }])
		await page.reload()
		await expect(
			page.getByRole('heading', { level: 1, name: text('fr', 'admin.requests.detailTitle') }),
		).toBeVisible()
		await expectNoAxeViolations(page)

		// The public status page: the reply and the status, nothing personal.
		// Through the resident's private link: the replies show only with its key (issue 32).
		await page.goto(`/contact/status?ref=${reference}&key=${key}`)
		await expect(page.locator('[data-request-status]')).toHaveText(
			text('en', 'requests.status.resolved'),
		)
		await expect(page.locator('[data-request-reply]')).toHaveText(reply)
		await expect(page.getByText('Bai school')).toHaveCount(0)
		await expectNoAxeViolations(page)
	})
})
