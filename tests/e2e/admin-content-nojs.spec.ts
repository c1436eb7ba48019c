import { expect, test, type Locator, type Page } from './fixtures'
import type { ResourceDef } from '../../app/features/cms/resources'
import { resources } from '../../app/features/content-types'
import { text } from './helpers'
import { expectCount, expectNotInServerPage, serverPage } from './server-html'

// The staff area without JavaScript: every form is a plain post answered by the server, the
// result is a banner (role=status) at the top of the list. Runs in the "admin" project (its own
// server and database); items are uniquely named because two workers run at once.
test.use({ javaScriptEnabled: false })

type Key = Parameters<typeof text>[1]

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

function councilDate(offsetDays: number) {
	const today = new Intl.DateTimeFormat('en-CA', {
		timeZone: 'Africa/Douala',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
	}).format(new Date())
	const d = new Date(`${today}T00:00:00Z`)
	d.setUTCDate(d.getUTCDate() + offsetDays)
	return d.toISOString().slice(0, 10)
}

const field = (panel: Locator, label: Key) => panel.getByLabel(text('en', label), { exact: true })
const button = (scope: Locator | Page, label: Key) =>
	scope.getByRole('button', { name: text('en', label), exact: true })
const rowOf = (page: Page, needle: string) =>
	page.locator('tr[data-item-row]').filter({ hasText: needle })
const banner = (page: Page) => page.getByRole('status')

async function openCreate(page: Page, def: ResourceDef) {
	await page.goto(def.path)
	await page.getByRole('link', { name: text('en', def.text.create), exact: true }).click()
	await expect(page).toHaveURL(new RegExp(`${def.path}\\?new`))
	const panel = page.getByRole('region', { name: text('en', def.text.createTitle) })
	await expect(panel).toBeVisible()
	return panel
}

/** The Delete link opens a confirmation page; Cancel leaves the item, 'Yes, delete' removes it. */
async function deleteThroughConfirmation(page: Page, def: ResourceDef, title: string) {
	await page.goto(def.path)
	const id = await rowOf(page, title).getAttribute('data-item-row')
	await rowOf(page, title)
		.getByRole('link', { name: text('en', 'admin.action.delete') })
		.click()
	await expect(page).toHaveURL(new RegExp(`${def.path}\\?delete=${id}$`))
	let confirm = page.getByRole('alertdialog')
	await expect(confirm.getByRole('heading')).toHaveText(
		text('en', 'admin.confirmDelete.title', { title }),
	)
	await expect(confirm).toContainText(text('en', 'admin.confirmDelete.text'))
	// Cancel first: nothing happens.
	await confirm.getByRole('link', { name: text('en', 'admin.action.cancel') }).click()
	await expect(page).toHaveURL(new RegExp(`${def.path}$`))
	await expect(page.getByRole('alertdialog')).toHaveCount(0)
	await expect(rowOf(page, title)).toHaveCount(1)

	await rowOf(page, title)
		.getByRole('link', { name: text('en', 'admin.action.delete') })
		.click()
	confirm = page.getByRole('alertdialog')
	await button(confirm, 'admin.action.confirmDelete').click()
	await expect(page).toHaveURL(new RegExp(`${def.path}$`))
	await expect(banner(page)).toContainText(text('en', 'admin.toast.deleted'))
	await expect(banner(page)).toContainText(text('en', 'admin.toast.successTitle'))
	await expect(rowOf(page, title)).toHaveCount(0)
}

test.describe('content screens without JavaScript', () => {
	test('an event: refused input comes back with messages in place and typed values kept; Publish; deleted through the confirmation page', async ({
		page,
	}) => {
		const def = resources.events
		const id = uid()
		const title = `Road safety talk ${id}`
		const description = `Drivers and moto-taxi riders meet the police ${id}.`
		const date = councilDate(17)

		const panel = await openCreate(page, def)
		// Only spaces in the title, no date, a location past its limit (maxlength stripped, as an
		// old browser or a script could): three messages from the server.
		await field(panel, 'admin.form.titleEn').fill('   ')
		await field(panel, 'admin.field.time').fill('10:00 AM')
		const location = `Motor park ${id} ${'x'.repeat(200)}`
		await field(panel, 'admin.field.locationEn').evaluate((el: HTMLInputElement, value) => {
			el.removeAttribute('maxlength')
			el.value = value
		}, location)
		await field(panel, 'admin.field.descriptionEn').fill(description)
		await button(panel, 'admin.action.publish').click()

		const again = page.getByRole('region', { name: text('en', def.text.createTitle) })
		await expect(again).toBeVisible()
		await expect(field(again, 'admin.form.titleEn')).toHaveAccessibleDescription(
			text('en', 'admin.validation.required'),
		)
		await expect(field(again, 'admin.form.titleEn')).toHaveAttribute('aria-invalid', 'true')
		await expect(field(again, 'admin.field.date')).toHaveAccessibleDescription(
			text('en', 'admin.validation.required'),
		)
		await expect(field(again, 'admin.field.locationEn')).toHaveAccessibleDescription(
			text('en', 'admin.validation.tooLong', { max: 200 }),
		)
		// What was typed is still there.
		await expect(field(again, 'admin.field.time')).toHaveValue('10:00 AM')
		await expect(field(again, 'admin.field.descriptionEn')).toHaveValue(description)
		await expect(field(again, 'admin.field.locationEn')).toHaveValue(location)
		await expect(banner(page)).toHaveCount(0)

		await field(again, 'admin.form.titleEn').fill(title)
		await field(again, 'admin.field.date').fill(date)
		await field(again, 'admin.field.locationEn').fill(`Motor park ${id}`)
		await button(again, 'admin.action.publish').click()

		await expect(page).toHaveURL(new RegExp(`${def.path}$`))
		await expect(banner(page)).toContainText(text('en', 'admin.toast.eventCreated'))
		await expect(banner(page)).toContainText(text('en', 'admin.toast.successTitle'))
		await expect(page.getByRole('region', { name: text('en', def.text.createTitle) })).toHaveCount(
			0,
		)
		await expect(rowOf(page, title)).toContainText(text('en', 'admin.status.published'))
		// The banner is shown once.
		await page.reload()
		await expect(banner(page)).toHaveCount(0)

		// Published at once: on the public calendar in both languages.
		// (Read from the server's HTML: what a visitor without JavaScript gets.)
		let events = await serverPage(page, '/events')
		expectCount(events.links(title), 1, `a link to ${title} on /events`)
		events = await serverPage(page, '/fr/events')
		expect(events.links(title).map((a) => a.getAttribute('lang'))).toEqual(['en'])

		await deleteThroughConfirmation(page, def, title)
		await expectNotInServerPage(page, '/events', title)
	})

	test('a programme: refused input keeps what was typed; Save Draft keeps it private; published from its row; deleted', async ({
		page,
	}) => {
		const def = resources.programs
		const id = uid()
		const title = `Water points for Ediki ${id}`
		const description = `Six boreholes with hand pumps ${id}.`

		const panel = await openCreate(page, def)
		// English is written (the description), so its title is required.
		await field(panel, 'admin.field.type').selectOption({
			label: text('en', 'admin.program.type.project'),
		})
		await field(panel, 'admin.field.progress').selectOption({
			label: text('en', 'admin.program.progress.planning'),
		})
		await field(panel, 'admin.field.descriptionEn').fill(description)
		await field(panel, 'admin.field.sortOrder').fill('12')
		await button(panel, 'admin.action.saveDraft').click()

		const again = page.getByRole('region', { name: text('en', def.text.createTitle) })
		await expect(field(again, 'admin.form.titleEn')).toHaveAccessibleDescription(
			text('en', 'admin.validation.required'),
		)
		await expect(field(again, 'admin.field.descriptionEn')).toHaveValue(description)
		await expect(field(again, 'admin.field.type')).toHaveValue('project')
		await expect(field(again, 'admin.field.progress')).toHaveValue('planning')
		await expect(field(again, 'admin.field.sortOrder')).toHaveValue('12')

		await field(again, 'admin.form.titleEn').fill(title)
		await button(again, 'admin.action.saveDraft').click()
		await expect(page).toHaveURL(new RegExp(`${def.path}$`))
		await expect(banner(page)).toContainText(text('en', 'admin.toast.programCreated'))
		const row = rowOf(page, title)
		await expect(row).toContainText(text('en', 'admin.status.draft'))
		await expect(row).toContainText(text('en', 'admin.program.type.project'))

		for (const url of ['/programs/projects', '/fr/programs/projects']) {
			await expectNotInServerPage(page, url, title)
		}

		// The row's Publish button is a form post too.
		await page.goto(def.path)
		await button(rowOf(page, title), 'admin.action.publish').click()
		await expect(banner(page)).toContainText(text('en', 'admin.toast.published'))
		await expect(rowOf(page, title)).toContainText(text('en', 'admin.status.published'))
		const projects = await serverPage(page, '/programs/projects')
		const card = projects.one('li', { has: (li) => projects.headings(title, li).length > 0 })
		expect(projects.text(card)).toContain(text('en', 'programs.status.planning'))
		expect(projects.text(card)).toContain(description)

		await deleteThroughConfirmation(page, def, title)
		await expectNotInServerPage(page, '/programs/projects', title)
	})
})

test.describe('bulk actions without JavaScript (decision 053)', () => {
	test('two news articles ticked, published through the confirmation page, each one’s result shown; select all, then Cancel', async ({
		page,
	}) => {
		const def = resources.news
		const titles = [`Market levy ${uid()}`, `Street lights ${uid()}`]
		await page.goto(def.path)
		const csrf = await page.locator('input[name="csrf"]').first().getAttribute('value')
		for (const title of titles) {
			const created = await page.request.post(def.path, {
				form: {
					csrf: csrf!,
					intent: 'create',
					token: `bulk-${title}`,
					title_en: title,
					title_fr: `${title} (fr)`,
					content_en: `The council explains ${title}.`,
					content_fr: `La commune explique ${title}.`,
				},
				maxRedirects: 0,
			})
			expect(created.status()).toBe(302)
		}
		await page.goto(def.path)
		for (const title of titles) {
			await page.getByLabel(text('en', 'admin.bulk.selectItem', { title }), { exact: true }).check()
		}
		const bar = page.getByRole('form', { name: text('en', 'admin.bulk.legend') })
		await bar
			.getByLabel(text('en', 'admin.bulk.action'), { exact: true })
			.selectOption({ label: text('en', 'admin.action.publish') })
		await button(bar, 'admin.bulk.apply').click()
		await expect(page).toHaveURL(/[?&]bulk=publish/)
		await expect(
			page.getByRole('heading', { name: text('en', 'admin.bulk.confirm.publish') }),
		).toBeVisible()
		const chosen = page.locator('[data-bulk-item]')
		await expect(chosen).toHaveCount(2)
		for (const title of titles) await expect(chosen.filter({ hasText: title })).toHaveCount(1)
		await button(page, 'admin.bulk.confirm.yes.publish').click()
		const results = page.locator('[data-bulk-results]')
		await expect(results.locator('[data-outcome="done"]')).toHaveCount(2)
		for (const title of titles) {
			await expect(results.locator('li').filter({ hasText: title })).toContainText(
				text('en', 'admin.bulk.outcome.done.publish'),
			)
		}
		await results.getByRole('link', { name: text('en', 'admin.bulk.back') }).click()
		for (const title of titles) {
			await expect(rowOf(page, title)).toContainText(text('en', 'admin.status.published'))
		}

		// "Select all on this page" takes every row of the page, even though nothing ticks them.
		const rows = await page.locator('tr[data-item-row]').count()
		await page.getByLabel(text('en', 'admin.bulk.selectAll'), { exact: true }).check()
		await bar
			.getByLabel(text('en', 'admin.bulk.action'), { exact: true })
			.selectOption({ label: text('en', 'admin.action.delete') })
		await button(bar, 'admin.bulk.apply').click()
		await expect(page.locator('[data-bulk-item]')).toHaveCount(rows)
		await page.getByRole('link', { name: text('en', 'admin.action.cancel') }).click()
		await expect(page).toHaveURL(new RegExp(`${def.path}$`))
		await expect(page.locator('tr[data-item-row]')).toHaveCount(rows)
	})
})
