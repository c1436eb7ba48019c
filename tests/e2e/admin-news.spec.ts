import { expect, test, type Page } from './fixtures'
import { expectNoAxeViolations, text, waitForHydration } from './helpers'
import { expectCount, serverPage } from './server-html'

const toast = (page: Page) => page.locator('[data-sonner-toaster]')

// Runs in the "admin" project: its own server and database (see playwright.config.ts).
const NEWS = '/admin-dtima/content/news'

async function openCreatePanel(page: Page) {
	await page.goto(NEWS)
	await waitForHydration(page)
	await page.getByRole('link', { name: text('en', 'admin.news.create') }).click()
	return page.getByRole('region', { name: text('en', 'admin.news.createTitle') })
}

test.describe('admin layout', () => {
	test('the menu: Content expands and collapses without navigating, at most one open', async ({
		page,
	}) => {
		await page.goto('/admin-dtima')
		const nav = page.getByRole('navigation', { name: text('en', 'admin.menu') })
		const content = nav.getByText(text('en', 'admin.nav.content'), { exact: true })
		const news = nav.getByRole('link', { name: text('en', 'admin.nav.news') })
		await expect(news).toBeHidden()
		await content.click()
		await expect(news).toBeVisible()
		await expect(page).toHaveURL(/\/admin-dtima$/)
		await content.click()
		await expect(news).toBeHidden()
		// Every entry of the staff menu is there, in display order, each once (Events and Quick
		// Links are under Content only: issue 33).
		const labels = [
			'admin.nav.dashboard',
			'admin.nav.alerts',
			'admin.nav.content',
			'admin.nav.pages',
			'admin.nav.menu',
			'admin.nav.requests',
			// Who handles each category of requests (decision 050).
			'notice.routing.link',
			'admin.nav.notifications',
			'admin.nav.review',
			'admin.nav.links',
			'admin.nav.feedback',
			'admin.nav.deleted',
			'admin.nav.settings',
			'admin.nav.texts',
			'admin.nav.users',
			'admin.nav.activity',
		] as const
		const items = nav.locator(':scope > ul > li')
		await expect(items).toHaveCount(labels.length)
		for (const [i, label] of labels.entries()) {
			await expect(items.nth(i)).toContainText(text('en', label))
		}
	})

	test('small screens hide the menu behind a toggle', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 800 })
		await page.goto('/admin-dtima')
		const toggle = page.locator('summary', { hasText: text('en', 'admin.openMenu') })
		const menu = page.locator('#admin-nav-mobile')
		await expect(menu).toBeHidden()
		await toggle.click()
		await expect(menu.getByRole('link', { name: text('en', 'admin.nav.dashboard') })).toBeVisible()
	})

	test('dashboard: greeting, what needs me, how the site is doing, charts with tables, activity', async ({
		page,
	}) => {
		await page.goto('/admin-dtima')
		await expect(page.getByText(text('en', 'admin.greeting', { name: 'Admin' }))).toBeVisible()
		// What needs me now (decision 056): four parts, each with its figure.
		for (const [id, key] of [
			['requests', 'admin.dash.myRequests'],
			['review', 'admin.dash.review'],
			['reports', 'admin.dash.reports'],
			['today', 'admin.dash.today'],
		] as const) {
			const part = page.locator(`[data-needs="${id}"]`)
			await expect(part.getByRole('heading')).toContainText(text('en', key))
			await expect(part.locator('[data-figure]')).toHaveText(/^\d[\d,]*$/)
		}
		// How the site is doing: each figure opens the list to act on.
		await expect(page.locator('[data-health="brokenLinks"] a')).toHaveAttribute(
			'href',
			'/admin-dtima/links',
		)
		// Charts drawn by the server, each with its table; 30 or 90 days by a link.
		const requests = page.locator('[data-chart="requests-by-category"]')
		await expect(requests.getByRole('heading')).toHaveText(text('en', 'admin.charts.requests'))
		await page.getByRole('link', { name: text('en', 'admin.dash.range', { days: 90 }) }).click()
		await expect(page).toHaveURL(/\?range=90$/)
		await expect(
			page.getByRole('link', { name: text('en', 'admin.dash.range', { days: 90 }) }),
		).toHaveAttribute('aria-current', 'true')
		const days = page.locator('[data-chart="reads-by-day"]')
		await expect(days.getByRole('heading')).toHaveText(text('en', 'admin.charts.readsByDay'))
		// No Total Users, no Chat Messages: figures that meant nothing to a clerk are gone.
		await expect(page.locator('[data-stat]')).toHaveCount(0)
		await expect(
			page.getByRole('heading', { name: text('en', 'admin.activity.title') }),
		).toBeVisible()
		await expectNoAxeViolations(page)
	})

	test('the interface language toggle switches the staff area to French and back', async ({
		page,
	}) => {
		await page.goto('/admin-dtima')
		await page.getByRole('button', { name: text('en', 'admin.switchLanguageLabel') }).click()
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			text('fr', 'admin.dashboard.title'),
		)
		await page.getByRole('button', { name: text('fr', 'admin.switchLanguageLabel') }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			text('en', 'admin.dashboard.title'),
		)
	})
})

test.describe('news management', () => {
	test('validation messages, exactly, in the browser and from the server', async ({ page }) => {
		const panel = await openCreatePanel(page)
		await panel.getByRole('button', { name: text('en', 'admin.action.saveDraft') }).click()
		await expect(panel.getByText(text('en', 'admin.validation.titleMin'))).toBeVisible()
		await expect(panel.getByText(text('en', 'admin.validation.contentMin'))).toBeVisible()
		await panel.getByLabel(text('en', 'admin.form.titleEn')).fill('Ab')
		await expect(panel.getByText(text('en', 'admin.validation.titleMin'))).toBeVisible()
		await panel.getByLabel(text('en', 'admin.form.titleEn')).fill('Abc')
		await expect(panel.getByText(text('en', 'admin.validation.titleMin'))).toBeHidden()
	})

	test('create (disabled while saving, toast, panel closes), publish, appears publicly, delete', async ({
		page,
	}) => {
		const title = `Market roof repaired ${Date.now()}`
		const panel = await openCreatePanel(page)
		await panel.getByLabel(text('en', 'admin.form.titleEn')).fill(title)
		await panel
			.getByLabel(text('en', 'admin.form.contentEn'))
			.fill('The roof of the market shed has been repaired before the rains.')
		// Hold the request to see the 'Saving...' state.
		let release: () => void = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route(`**${NEWS}*`, async (route) => {
			if (route.request().method() === 'POST') await held
			await route.continue()
		})
		await panel.getByRole('button', { name: text('en', 'admin.action.saveDraft') }).click()
		const creating = panel.getByRole('button', { name: text('en', 'admin.form.saving') })
		await expect(creating).toBeDisabled()
		await expect(panel.getByLabel(text('en', 'admin.form.titleEn'))).toBeDisabled()
		release()
		await expect(toast(page).getByText(text('en', 'admin.toast.newsCreated'))).toBeVisible()
		await expect(
			toast(page).getByText(text('en', 'admin.toast.successTitle'), { exact: true }),
		).toBeVisible()
		await expect(panel).toBeHidden()
		await page.unroute(`**${NEWS}*`)

		const row = page.getByRole('row').filter({ hasText: title })
		await expect(row).toContainText(text('en', 'admin.status.draft'))
		// A draft is not public.
		const publicNews = await page.request.get('/news')
		expect(await publicNews.text()).not.toContain(title)

		await row.getByRole('button', { name: text('en', 'admin.action.publish') }).click()
		await expect(row).toContainText(text('en', 'admin.status.published'))
		// The newsroom as the server draws it.
		const news = await serverPage(page, '/news')
		expectCount(news.links(title), 1, `a link to ${title} on /news`)
		// Written in English only: the French newsroom shows it, marked.
		const fr = await serverPage(page, '/fr/news')
		expect(fr.links(title).map((a) => a.getAttribute('lang'))).toEqual(['en'])
		expect(
			fr.byText(text('fr', 'content.onlyInEnglish'), fr.body, { exact: false }).length,
		).toBeGreaterThan(0)

		await page.goto(NEWS)
		await page
			.getByRole('row')
			.filter({ hasText: title })
			.getByRole('link', { name: text('en', 'admin.action.delete') })
			.click()
		const confirm = page.getByRole('alertdialog')
		await expect(confirm).toContainText(title)
		await confirm.getByRole('button', { name: text('en', 'admin.action.confirmDelete') }).click()
		await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0)
		expect((await page.request.get('/news')).status()).toBe(200)
		expect(await (await page.request.get('/news')).text()).not.toContain(title)
	})

	test('edit changes the public article', async ({ page }) => {
		await page.goto(NEWS)
		// The panel is driven with JavaScript (its toast): a click in the moment the page is being
		// hydrated was once lost in a full run (the panel stayed open, nothing sent).
		await waitForHydration(page)
		const row = page.getByRole('row').filter({ hasText: 'Thursday remains the main market day' })
		await row.getByRole('link', { name: text('en', 'admin.action.edit') }).click()
		const panel = page.getByRole('region', { name: text('en', 'admin.news.editTitle') })
		await panel
			.getByLabel(text('en', 'admin.form.titleFr'))
			.fill('Le jeudi reste le grand jour de marché !')
		// A published article: its changes go up with Publish changes (decision 029).
		await panel.getByRole('button', { name: text('en', 'admin.review.publishChanges') }).click()
		await expect(toast(page).getByText(text('en', 'admin.toast.saved'))).toBeVisible()
		await page.goto('/fr/news/market-day-reminder')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Le jeudi reste le grand jour de marché !',
		)
	})

	// The list and its panels pass axe: admin-accessibility.spec.ts (the news list is its first).
})

test.describe('news management without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('create a French article with plain form posts; errors and result are shown on the page', async ({
		page,
	}) => {
		await page.goto(NEWS)
		await page.getByRole('link', { name: text('en', 'admin.news.create') }).click()
		const panel = page.getByRole('region', { name: text('en', 'admin.news.createTitle') })
		await panel
			.getByLabel(text('en', 'admin.form.titleFr'))
			.fill('<script>alert(1)</script> Réunion')
		await panel.getByRole('button', { name: text('en', 'admin.action.saveDraft') }).click()
		// The server's message, in place, with what was typed kept.
		await expect(panel.getByText(text('en', 'admin.validation.contentMin'))).toBeVisible()
		await expect(panel.getByLabel(text('en', 'admin.form.titleFr'))).toHaveValue(
			'<script>alert(1)</script> Réunion',
		)
		await panel
			.getByLabel(text('en', 'admin.form.contentFr'))
			.fill('Une réunion publique aura lieu à la mairie.')
		await panel.getByRole('button', { name: text('en', 'admin.action.saveDraft') }).click()
		await expect(page.getByRole('status')).toContainText(text('en', 'admin.toast.newsCreated'))
		// Markup typed into a field is text, never markup.
		await expect(
			page.getByRole('row').filter({ hasText: '<script>alert(1)</script> Réunion' }),
		).toHaveCount(1)
	})

	// Issue 33: news had only "Create Article" (a draft, published from the list), unlike the other
	// types that publish.
	test('publish straight from the news form', async ({ page }) => {
		const title = `Borehole repaired ${Date.now()}`
		await page.goto(NEWS)
		await page.getByRole('link', { name: text('en', 'admin.news.create') }).click()
		const panel = page.getByRole('region', { name: text('en', 'admin.news.createTitle') })
		await panel.getByLabel(text('en', 'admin.form.titleEn')).fill(title)
		await panel
			.getByLabel(text('en', 'admin.form.contentEn'))
			.fill('The borehole at the market gives water again since this morning.')
		await expect(
			panel.getByRole('button', { name: text('en', 'admin.action.saveDraft') }),
		).toBeVisible()
		await panel.getByRole('button', { name: text('en', 'admin.action.publish') }).click()
		await expect(page.getByRole('status')).toContainText(text('en', 'admin.toast.newsCreated'))
		const row = page.getByRole('row').filter({ hasText: title })
		await expect(row).toContainText(text('en', 'admin.status.published'))
		expect(await (await page.request.get('/news')).text()).toContain(title)
	})
})
