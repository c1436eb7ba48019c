import { devices } from '@playwright/test'
import { expect, test, type Page } from './fixtures'
import { resources } from '../../app/features/content-types'
import {
	deleteRow,
	expectToast,
	field,
	openCreate,
	publishButton,
	rowOf,
	uid,
} from './admin-content-helpers'
import { adminPost, expectNoAxeViolations, text, waitForIsland } from './helpers'
import { recordShifts, shiftSizes, shiftsOf } from './layout-shifts'
import { readerWhoRead } from './pocket-helpers'
import { expectCount, serverPage } from './server-html'

// A site-wide alert as a clerk publishes it and a resident meets it (decision 031), in the
// "admin" project (its own server, signed in): made with the staff form, shown at the top of the
// public pages in both languages; with JavaScript, a warning can be hidden (and stays hidden on
// the next page), an emergency cannot; axe on a page carrying all three levels; an emergency
// published while a reader is offline replaces the page kept on their phone once they are online
// (decision 059). Every kind of page, both databases, two instances and the feed:
// tests/http/admin-alerts.test.ts.

const def = resources.alerts

// In order, in one worker: the first test ends by checking that no alert is left on the public
// pages, which the second's alert, alive meanwhile, would make untrue.
test.describe.configure({ mode: 'default' })

/** A warning published with the staff form's own post, as a clerk's save does. */
async function publishWarning(page: Page, title: string, more: Record<string, string> = {}) {
	const created = await adminPost(page, def.path, {
		form: {
			intent: 'create',
			token: `e2e-${uid()}`,
			state: 'published',
			level: 'warning',
			title_en: title,
			...more,
		},
		maxRedirects: 0,
	})
	expect(created.status()).toBe(302)
}

test('an emergency published from the staff form is on every page; a warning can be hidden, an emergency cannot', async ({
	page,
}) => {
	const id = uid()
	const emergency = `Bridge at Kumba road closed ${id}`
	const emergencyFr = `Pont de la route de Kumba fermé ${id}`
	const warning = `Water cut in Upper Quarter ${id}`
	const information = `Tax office open on Saturday ${id}`

	const panel = await openCreate(page, def)
	await field(panel, 'admin.field.level').selectOption('emergency')
	await field(panel, 'admin.field.alertTitleEn').fill(emergency)
	await field(panel, 'admin.field.alertTitleFr').fill(emergencyFr)
	await field(panel, 'admin.field.alertBodyEn').fill('Use the Mbonge–Kumba ferry until Friday.')
	await publishButton(panel).click()
	await expectToast(page, 'admin.toast.created')

	for (const [level, title] of [
		['warning', warning],
		['information', information],
	] as const) {
		const created = await adminPost(page, def.path, {
			form: { intent: 'create', token: `e2e-${uid()}`, state: 'published', level, title_en: title },
			maxRedirects: 0,
		})
		expect(created.status()).toBe(302)
	}

	await page.goto('/news')
	await waitForIsland(page, 'alert-banner')
	const alerts = page.getByRole('region', { name: text('en', 'alerts.region') })
	await expect(alerts.getByRole('heading', { name: `Emergency: ${emergency}` })).toBeVisible()
	await expect(alerts.getByText('Use the Mbonge–Kumba ferry until Friday.')).toBeVisible()
	await expectNoAxeViolations(page)

	// An emergency has no hide button; a warning does, and stays hidden on the next page.
	await expect(
		alerts.getByRole('button', { name: text('en', 'alert.dismiss').replace('{title}', emergency) }),
	).toHaveCount(0)
	await alerts
		.getByRole('button', { name: text('en', 'alert.dismiss').replace('{title}', warning) })
		.click()
	await expect(alerts.getByText(warning)).toHaveCount(0)
	// Focus, which was on the button hidden with its alert, goes to the page's content.
	await expect(page.locator('#main')).toBeFocused()
	await page.goto('/events')
	await waitForIsland(page, 'alert-banner')
	await expect(alerts.getByText(emergency, { exact: true })).toBeVisible()
	await expect(alerts.getByText(information, { exact: true })).toBeVisible()
	await expect(alerts.getByText(warning)).toHaveCount(0)

	// The French page as the server draws it (no hiding involved: no browser needed).
	const fr = await serverPage(page, '/fr/events')
	const alertes = fr.region(text('fr', 'alerts.region'))
	expectCount(fr.headings(`Urgence : ${emergencyFr}`, alertes), 1, 'the French emergency heading')
	// The information alert exists in English only: marked so on the French page.
	expect(fr.oneByText(information, alertes).getAttribute('lang')).toBe('en')

	// Taken down, they leave every page (other tests share this server's public pages): the
	// emergency through the list's Delete and its confirmation, the others by the same post.
	await deleteRow(page, def, emergency)
	for (const title of [warning, information]) {
		const id = await rowOf(page, title).getAttribute('data-item-row')
		const deleted = await adminPost(page, def.path, {
			form: { intent: 'delete', id: id! },
			maxRedirects: 0,
		})
		expect(deleted.status(), `${title} deleted`).toBe(302)
	}
	const news = await serverPage(page, '/news')
	expectCount(news.landmarks('region', text('en', 'alerts.region')), 0, 'no alerts region')
	expect(news.all('[data-alerts]').length).toBe(0)
	for (const title of [emergency, warning, information]) expect(news.html).not.toContain(title)
})

test('without JavaScript, an alert is drawn by the server with nothing to hide it; on a phone in French, with it, hidden', async ({
	browser,
	page,
}) => {
	const title = `Vaccination day at the health centre ${uid()}`
	await publishWarning(page, title)
	const reader = await browser.newContext({
		javaScriptEnabled: false,
		baseURL: test.info().project.use.baseURL,
	})
	const visitor = await reader.newPage()
	await visitor.goto('/')
	const alerts = visitor.getByRole('region', { name: text('en', 'alerts.region') })
	await expect(alerts.getByRole('heading', { name: `Warning: ${title}` })).toBeVisible()
	await expect(alerts.getByRole('button')).toHaveCount(0)
	await reader.close()

	// A phone, in French, with JavaScript: the island shows the button; hidden, the alert stays so.
	const phone = await browser.newContext({
		...devices['Pixel 7'],
		baseURL: test.info().project.use.baseURL,
	})
	const resident = await phone.newPage()
	await resident.goto('/fr/events')
	await waitForIsland(resident, 'alert-banner')
	const alertes = resident.getByRole('region', { name: text('fr', 'alerts.region') })
	await alertes
		.getByRole('button', { name: text('fr', 'alert.dismiss').replace('{title}', title) })
		.click()
	await expect(alertes.getByText(title)).toHaveCount(0)
	await expect(resident.locator('#main')).toBeFocused()
	await resident.goto('/fr/news')
	await expect(resident.locator('[data-alerts]').getByText(title)).toHaveCount(0)
	await phone.close()
	await deleteRow(page, def, title)
})

test('nothing moves for an alert: its hide button has its room before its island shows it, and an alert hidden before is gone before the first paint', async ({
	browser,
	page,
}) => {
	// A title long enough to wrap on a phone: a button appearing beside it would wrap it again.
	const title = `Water will be cut in Upper Quarter, Lower Quarter and the market area from Monday morning ${uid()}`
	await publishWarning(page, title, { body_en: 'Fill your containers on Sunday evening.' })
	for (const [size, options] of Object.entries(shiftSizes)) {
		const reader = await browser.newContext({
			...options,
			baseURL: test.info().project.use.baseURL,
		})
		const resident = await reader.newPage()
		await resident.addInitScript(recordShifts)
		const alerts = resident.getByRole('region', { name: text('en', 'alerts.region') })
		const hide = alerts.getByRole('button', {
			name: text('en', 'alert.dismiss').replace('{title}', title),
		})
		await resident.goto('/')
		await waitForIsland(resident, 'alert-banner')
		await expect(hide).toBeVisible()
		const first = await shiftsOf(resident)
		expect(first.total, `${size}, the alert shown: ${JSON.stringify(first.shifts)}`).toBe(0)
		await hide.click()
		await expect(alerts).toHaveCount(0)
		// The next page: the alert this reader hid is never drawn.
		await resident.goto('/news')
		await waitForIsland(resident, 'top-bar')
		await expect(resident.getByText(title)).toHaveCount(0)
		await resident.waitForTimeout(500)
		const next = await shiftsOf(resident)
		expect(next.total, `${size}, the alert hidden: ${JSON.stringify(next.shifts)}`).toBe(0)
		await reader.close()
	}
	await deleteRow(page, def, title)
})

test('an emergency published while a reader is offline shows as soon as they are online, over the page kept on their phone', async ({
	browser,
	page,
}) => {
	const { reader, phone } = await readerWhoRead(browser, test.info().project.use.baseURL, '/news')
	await reader.setOffline(true)
	await phone.goto('/news')
	await expect(phone.locator('[data-saved-note]')).toBeVisible()
	// The reader reads it a while: its islands are running, from the worker's store.
	await expect(phone.locator('[data-island="pocket"][data-enhanced]')).toBeAttached()

	const title = `Flood on the Kumba road ${uid()}`
	const created = await adminPost(page, def.path, {
		form: {
			intent: 'create',
			token: `e2e-${uid()}`,
			state: 'published',
			level: 'emergency',
			title_en: title,
		},
		maxRedirects: 0,
	})
	expect(created.status()).toBe(302)
	// Back online: the kept copy gives way to the page as it is now, alert and all.
	await reader.setOffline(false)
	const alerts = phone.getByRole('region', { name: text('en', 'alerts.region') })
	await expect(alerts.getByRole('heading', { name: `Emergency: ${title}` })).toBeVisible()
	await expect(phone.locator('[data-saved-note]')).toHaveCount(0)
	await reader.close()
	await deleteRow(page, def, title)
})
