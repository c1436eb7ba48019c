import { expect, test } from './fixtures'
import { resources } from '../../app/features/content-types'
import { adminPost, text, waitForHydration } from './helpers'
import {
	expectFlash,
	uid,
	councilDate,
	rendered,
	rowOf,
	field,
	button,
	openCreate,
	deleteRow,
	visit,
	escapeRegExp,
} from './admin-content-helpers'

// Runs in the "admin" project: its own server and a freshly seeded database (playwright.config.ts).
// Workers run in parallel, so every test makes its own uniquely named items and never counts on
// another test's.

// On PostgreSQL without a browser: app/features/cms/resource.db.test.ts and tests/http (http-pg).
test.describe('bad input', () => {
	test('over-long texts are refused with the limit in the message, in the browser and by the server', async ({
		page,
	}) => {
		const def = resources.events
		const id = uid()
		const long = `${id} ${'x'.repeat(200)}`
		const tooLong = text('en', 'admin.validation.tooLong', { max: 200 })
		expect(tooLong).toContain('200')

		const panel = await openCreate(page, def)
		const title = field(panel, 'admin.form.titleEn')
		// Past the input's maxlength, as a script or an old browser could.
		await title.evaluate((el: HTMLInputElement, value) => {
			el.removeAttribute('maxlength')
			el.value = value
			el.dispatchEvent(new Event('input', { bubbles: true }))
		}, long)
		await field(panel, 'admin.field.date').fill(councilDate(3))
		await button(panel, 'admin.action.saveDraft').click()
		await expect(title).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(tooLong)}$`))
		await expect(panel).toBeVisible()

		// The server says the same to a post that skips the browser.
		const token = await panel.locator('input[name="token"]').inputValue()
		const action = (await panel.locator('form').getAttribute('action'))!
		expect(action).toMatch(new RegExp(`^${def.path}\\?new`))
		const response = await adminPost(page, action, {
			form: { intent: 'create', token, title_en: long, date: councilDate(3), state: 'draft' },
			maxRedirects: 0,
		})
		expect(response.status()).toBe(400)
		expect((await response.text()).includes(rendered(tooLong)), 'message in the answer').toBe(true)
		await visit(page, def.path)
		await expect(rowOf(page, id)).toHaveCount(0)
	})

	test('required fields holding only spaces are refused, in the browser and by the server', async ({
		page,
	}) => {
		const def = resources.businesses
		const required = text('en', 'admin.validation.required')
		const panel = await openCreate(page, def)
		for (const label of [
			'admin.field.name',
			'admin.field.activityEn',
			'admin.field.quarter',
		] as const)
			await field(panel, label).fill('   ')
		await button(panel, 'admin.action.publish').click()
		for (const label of [
			'admin.field.name',
			'admin.field.activityEn',
			'admin.field.quarter',
		] as const) {
			await expect(field(panel, label)).toHaveAccessibleDescription(required)
			await expect(field(panel, label)).toHaveAttribute('aria-invalid', 'true')
		}
		await expect(panel).toBeVisible()

		for (const [path, form] of [
			[
				def.path,
				{ name: '   ', activity_en: '  ', activity_fr: ' ', quarter: '\t ', state: 'published' },
			],
			[
				resources.events.path,
				{ title_en: '   ', title_fr: '  ', date: councilDate(2), state: 'draft' },
			],
			[resources.faqs.path, { question_en: '  ', answer_en: '  ', state: 'draft' }],
		] as const) {
			// Where the create form posts (the list with its panel open).
			const response = await adminPost(page, `${path}?new`, {
				form: { intent: 'create', ...form },
				maxRedirects: 0,
			})
			expect(response.status(), path).toBe(400)
			expect((await response.text()).includes(rendered(required)), `message from ${path}`).toBe(
				true,
			)
		}
		// Nothing was saved: no item without a name.
		await visit(page, def.path)
		const names = await page.locator('tr[data-item-row] th').allInnerTexts()
		expect(names.filter((n) => !n.trim())).toEqual([])
	})

	// Unknown ids (in a form or the address) come back as “This item no longer exists” or the plain
	// list: tests/http/admin-unknown-ids.test.ts, list by list, on both databases.

	test('the same create form sent twice saves one item; the second answer says so', async ({
		page,
	}) => {
		const def = resources.events
		const title = `Twice sent ${uid()}`
		await visit(page, `${def.path}?new`)
		const token = await page.locator('input[name="token"]').inputValue()
		expect(token).not.toBe('')
		const form = { intent: 'create', token, title_en: title, date: councilDate(9), state: 'draft' }

		const first = await adminPost(page, def.path, { form, maxRedirects: 0 })
		expect(first.status()).toBe(302)
		await visit(page, def.path)
		await expectFlash(page, 'status', 'admin.toast.eventCreated')

		const second = await adminPost(page, def.path, { form, maxRedirects: 0 })
		expect(second.status()).toBe(302)
		await visit(page, def.path)
		await expectFlash(page, 'status', 'admin.toast.alreadySaved')
		await expect(rowOf(page, title)).toHaveCount(1)

		// Two identical posts at the same moment: still one item.
		await visit(page, `${def.path}?new`)
		const token2 = await page.locator('input[name="token"]').inputValue()
		expect(token2).not.toBe(token)
		const title2 = `Twice at once ${uid()}`
		const form2 = { ...form, token: token2, title_en: title2 }
		const answers = await Promise.all(
			[1, 2].map(() => adminPost(page, def.path, { form: form2, maxRedirects: 0 })),
		)
		expect(answers.map((a) => a.status())).toEqual([302, 302])
		await visit(page, def.path)
		await expect(rowOf(page, title2)).toHaveCount(1)

		await deleteRow(page, def, title)
		await deleteRow(page, def, title2)
	})

	test('a form sent before the page became interactive still shows its result once it has', async ({
		page,
	}) => {
		// A slow connection: the person fills in and sends the form before the scripts arrive, so the
		// browser posts it itself; the page it lands on then loads its scripts normally.
		const def = resources.quickLinks
		const label = `Sent early ${uid()}`
		await page.route('**/assets/*.js', (route) => route.abort())
		await visit(page, `${def.path}?new`)
		const panel = page.getByRole('region', { name: text('en', def.text.createTitle) })
		await field(panel, 'admin.field.labelEn').fill(label)
		await field(panel, 'admin.field.href').fill('/help')
		await page.unroute('**/assets/*.js')
		await button(panel, 'admin.action.save').click()
		await expect(page).toHaveURL(new RegExp(`${def.path}$`))
		await waitForHydration(page)
		await expect(rowOf(page, label)).toHaveCount(1)
		// The banner hides once the page is interactive: the same message must then be a toast.
		await expect(
			page.getByText(text('en', 'admin.toast.created'), { exact: true }).filter({ visible: true }),
			'the result of the save is visible (banner or toast)',
		).toHaveCount(1)
		await deleteRow(page, def, label)
	})
})
