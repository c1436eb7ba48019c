import { expect, test, type Page } from './fixtures'
import { resources } from '../../app/features/content-types'
import { councilDate, rowOf, uid } from './admin-content-helpers'
import { adminStatePath } from './auth-state'
import { adminPost, expectNoAxeViolations, text, waitForHydration, type Lang } from './helpers'
import { expectNotInServerPage, serverPage } from './server-html'

// Safe publishing as a clerk meets it in the browser (decisions 025, 028–030): edit →
// compare → restore (with JavaScript in English, without it in French), a conflict between two
// browsers, a preview (and its 404 signed out), and scheduling through the form. Runs in the
// "admin" project (its own server, signed in). The HTTP suites (tests/http/admin-*.test.ts) hold
// the finer checks; these walk the screens once each.

const events = resources.events
const t = (lang: Lang, key: Parameters<typeof text>[1], vars?: Record<string, string | number>) =>
	text(lang, key, vars)

/** A published event made through the staff area's own form post; its id. */
async function publishedEvent(page: Page, title: string) {
	const created = await adminPost(page, events.path, {
		form: {
			intent: 'create',
			token: `e2e-${uid()}`,
			state: 'published',
			title_en: title,
			date: councilDate(20),
			location_en: 'Council hall',
		},
		maxRedirects: 0,
	})
	expect(created.status()).toBe(302)
	return idOf(page, title)
}

/**
 * The event's form, ready to be typed into: with JavaScript, once the page is hydrated (a field
 * filled before that is reset by hydration, and a click may go nowhere).
 */
async function openForm(page: Page, id: string, js = true) {
	await page.goto(`${events.path}?edit=${id}`)
	if (js) await waitForHydration(page)
}

/** The id of a listed event, from its row's Edit link. */
async function idOf(page: Page, title: string) {
	// Loaded whole: the save's message is shown, and its cookie cleared, by the page's answer.
	await page.goto(events.path)
	const href = await rowOf(page, title).getByRole('link').first().getAttribute('href')
	return /edit=(\d+)/.exec(href ?? '')![1]!
}

for (const { js, lang } of [
	{ js: true, lang: 'en' as const },
	{ js: false, lang: 'fr' as const },
]) {
	test.describe(`edit, compare, restore (${js ? 'JavaScript' : 'no JavaScript'}, staff area in ${lang})`, () => {
		test.use({ javaScriptEnabled: js })

		test('an edited event compared with its earlier version and restored', async ({
			page,
			context,
		}) => {
			const tag = uid()
			const title = `Tree planting ${tag}`
			const id = await publishedEvent(page, title)
			await context.addCookies([
				{ name: 'admin_lang', value: lang, url: new URL(page.url()).origin },
			])
			await openForm(page, id, js)
			const panel = page.getByRole('region', { name: t(lang, events.text.editTitle) })
			await panel
				.getByLabel(t(lang, 'admin.form.titleEn'), { exact: true })
				.fill(`Tree felling ${tag}`)
			await panel.getByRole('button', { name: t(lang, 'admin.review.publishChanges') }).click()
			await expect(rowOf(page, `Tree felling ${tag}`)).toHaveCount(1)

			// History, from the form: the words removed and added, marked.
			await page.goto(`${events.path}?edit=${id}`)
			await page.getByRole('link', { name: t(lang, 'admin.history.link') }).click()
			await page
				.getByRole('link', { name: t(lang, 'admin.history.compareWithPreviousN', { n: 2 }) })
				.click()
			await expect(page.locator('del').filter({ hasText: 'planting' }).first()).toBeVisible()
			await expect(page.locator('ins').filter({ hasText: 'felling' }).first()).toBeVisible()

			await page.getByRole('link', { name: t(lang, 'admin.history.restoreN', { n: 1 }) }).click()
			await page.getByRole('button', { name: t(lang, 'admin.history.restoreConfirm') }).click()
			// A banner without JavaScript, a toast with it.
			await expect(
				page.getByText(t(lang, 'admin.history.restored')).filter({ visible: true }).first(),
			).toBeVisible()

			const event = await serverPage(page, `/fr/events/${id}`)
			expect(event.all('h1').map((h) => event.text(h))).toEqual([title])
		})
	})
}

test('two clerks edit one event: the second sees what changed and overwrites deliberately', async ({
	page,
	browser,
	baseURL,
}) => {
	const tag = uid()
	const id = await publishedEvent(page, `Market clean-up ${tag}`)
	const other = await browser.newContext({ storageState: adminStatePath(baseURL!) })
	const second = await other.newPage()
	const form = (p: Page) => p.getByRole('region', { name: t('en', events.text.editTitle) })
	await Promise.all([openForm(page, id), openForm(second, id)])
	await form(page)
		.getByLabel(t('en', 'admin.form.titleEn'), { exact: true })
		.fill(`Market clean-up moved ${tag}`)
	await form(page)
		.getByRole('button', { name: t('en', 'admin.review.publishChanges') })
		.click()
	await expect(rowOf(page, `Market clean-up moved ${tag}`)).toHaveCount(1)

	await form(second)
		.getByLabel(t('en', 'admin.field.locationEn'), { exact: true })
		.fill('Main market, north gate')
	await form(second)
		.getByRole('button', { name: t('en', 'admin.review.publishChanges') })
		.click()
	await expect(second.getByText(t('en', 'admin.conflict.title'))).toBeVisible()
	await expect(second.locator('ins').filter({ hasText: 'moved' }).first()).toBeVisible()
	// Their own text is kept in the form.
	await expect(
		form(second).getByLabel(t('en', 'admin.field.locationEn'), { exact: true }),
	).toHaveValue('Main market, north gate')
	await second.getByRole('button', { name: t('en', 'admin.conflict.overwrite') }).click()
	// Saved once the panel has closed: the row below was already on this screen, drawn before the
	// first clerk's change, and leaving the page before the answer would cancel the save.
	await expect(form(second)).toHaveCount(0)
	await expect(second.getByText(t('en', 'admin.conflict.title'))).toHaveCount(0)
	await expect(rowOf(second, `Market clean-up ${tag}`)).toContainText(
		t('en', 'admin.status.published'),
	)
	await second.goto(`/events/${id}`)
	await expect(second.getByText('Main market, north gate')).toBeVisible()
	await other.close()
})

test('a draft previewed as its page (404 signed out), then scheduled for tomorrow', async ({
	page,
	browser,
}) => {
	const tag = uid()
	const title = `Youth football final ${tag}`
	const created = await adminPost(page, events.path, {
		form: {
			intent: 'create',
			token: `e2e-${tag}`,
			state: 'draft',
			title_en: title,
			date: councilDate(30),
		},
		maxRedirects: 0,
	})
	expect(created.status()).toBe(302)
	await openForm(page, await idOf(page, title))
	const panel = page.getByRole('region', { name: t('en', events.text.editTitle) })
	await panel.getByRole('link', { name: t('en', 'admin.preview.link') }).click()
	await expect(page.getByRole('heading', { name: text('en', 'preview.banner') })).toBeVisible()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
	await expectNoAxeViolations(page)
	const previewUrl = page.url()

	const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } })
	const answer = await stranger.request.get(previewUrl)
	expect(answer.status()).toBe(404)
	expect(await answer.text()).not.toContain(title)
	await stranger.close()

	// Publish at 08:00 tomorrow, council time: the list says when; the public does not see it yet.
	await page.getByRole('link', { name: text('en', 'preview.edit') }).click()
	await expect(panel).toBeVisible()
	await waitForHydration(page)
	await panel
		.getByLabel(t('en', 'admin.field.publishAt'), { exact: true })
		.fill(`${councilDate(1)}T08:00`)
	await panel.getByRole('button', { name: t('en', 'admin.action.publish'), exact: true }).click()
	await expect(rowOf(page, title)).toContainText(/Scheduled for/)
	await expectNotInServerPage(page, '/events', title)
})
