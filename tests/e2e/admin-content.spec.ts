import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { resources, type ResourceDef } from '../../app/features/cms/resources'
import { adminPost, text, waitForHydration } from './helpers'

// Runs in the "admin" project: its own server and a freshly seeded database (playwright.config.ts).
// Two workers run in parallel, so every test makes its own uniquely named items and never counts
// on another test's.

type Key = Parameters<typeof text>[1]

const toast = (page: Page) => page.locator('[data-sonner-toaster]')
const expectToast = (page: Page, key: Key) =>
	expect(toast(page).getByText(text('en', key), { exact: true })).toBeVisible()

/**
 * The result message the server put on the page after a redirect (the banner; once JavaScript has
 * taken over it is hidden and the same message becomes a toast).
 */
async function expectFlash(page: Page, kind: 'status' | 'alert', key: Key) {
	const banner = page.locator('[data-flash-banner]')
	await expect(banner).toHaveAttribute('role', kind)
	await expect(banner).toContainText(text('en', key))
}

/** A short unique tag for the names of the items a test creates. */
const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A day (YYYY-MM-DD) counted from today in the council's time zone. */
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

// The event badge's month, as written in each language (the trailing dot of French is dropped).
const MONTHS = {
	en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept?', 'Oct', 'Nov', 'Dec'],
	fr: ['janv', 'févr', 'mars', 'avr', 'mai', 'juin', 'juil', 'août', 'sept', 'oct', 'nov', 'déc'],
}

const escapeHtml = (s: string) =>
	s
		.replaceAll('&', '&amp;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;')
		.replaceAll('"', '&quot;')
		.replaceAll("'", '&#x27;')
/** A message rendered as an element's text in server HTML (not the catalog sent for hydration). */
const rendered = (message: string) => `>${escapeHtml(message)}<`

const rowOf = (page: Page, needle: string) =>
	page.locator('tr[data-item-row]').filter({ hasText: needle })

const field = (panel: Locator, label: Key) => panel.getByLabel(text('en', label), { exact: true })
const button = (scope: Locator | Page, label: Key) =>
	scope.getByRole('button', { name: text('en', label), exact: true })

/** Opens the create panel from the list, as a person would (JavaScript on). */
async function openCreate(page: Page, def: ResourceDef, base = def.path) {
	await page.goto(base)
	await waitForHydration(page)
	await page.getByRole('link', { name: text('en', def.text.create), exact: true }).click()
	const panel = page.getByRole('region', { name: text('en', def.text.createTitle) })
	await expect(panel).toBeVisible()
	return panel
}

/** Opens the edit panel of the row named `title` (its Edit link says 'Edit “title”'). */
async function openEdit(page: Page, def: ResourceDef, title: string, base = def.path) {
	await page.goto(base)
	await waitForHydration(page)
	await page
		.getByRole('link', { name: text('en', 'admin.action.editItem', { title }), exact: true })
		.click()
	const panel = page.getByRole('region', { name: text('en', def.text.editTitle) })
	await expect(panel).toBeVisible()
	return panel
}

/** Publishes a draft with its row's Publish button. */
async function publishRow(page: Page, def: ResourceDef, needle: string) {
	await page.goto(def.path)
	await waitForHydration(page)
	const row = rowOf(page, needle)
	await expect(row).toContainText(text('en', 'admin.status.draft'))
	await button(row, 'admin.action.publish').click()
	await expectToast(page, 'admin.toast.published')
	await expect(row).toContainText(text('en', 'admin.status.published'))
	await expect(button(row, 'admin.action.unpublish')).toBeVisible()
}

/** Deletes through the confirmation (which names the item), then checks the row is gone. */
async function deleteRow(
	page: Page,
	def: ResourceDef,
	needle: string,
	base = def.path,
	title = needle,
) {
	await page.goto(base)
	await waitForHydration(page)
	await rowOf(page, needle)
		.getByRole('link', { name: text('en', 'admin.action.delete'), exact: true })
		.click()
	const confirm = page.getByRole('alertdialog')
	await expect(confirm.getByRole('heading')).toHaveText(
		text('en', 'admin.confirmDelete.title', { title }),
	)
	await button(confirm, 'admin.action.confirmDelete').click()
	await expectToast(page, 'admin.toast.deleted')
	await expect(rowOf(page, needle)).toHaveCount(0)
	await expect(page).toHaveURL(new RegExp(`${base}$`))
}

/** The public page does not show `needle` anywhere a visitor can read it. */
async function expectNotPublic(page: Page, url: string, needle: string) {
	const response = await page.goto(url)
	expect(response?.status()).toBe(200)
	await expect(page.locator('body')).not.toContainText(needle, { useInnerText: true })
}

async function visit(page: Page, url: string) {
	const response = await page.goto(url)
	expect(response?.status(), url).toBe(200)
}

test.describe('content types through the staff area (JavaScript on)', () => {
	test('events: draft hidden, published with its date badge in both languages, edited, deleted', async ({
		page,
	}) => {
		const def = resources.events
		const id = uid()
		const titleEn = `Tree planting day ${id}`
		const titleFr = `Journée de plantation ${id}`
		const locationFr = `Place du marché ${id}`
		const date = councilDate(23)

		const panel = await openCreate(page, def)
		await field(panel, 'admin.form.titleEn').fill(titleEn)
		await field(panel, 'admin.form.titleFr').fill(titleFr)
		await field(panel, 'admin.field.date').fill(date)
		await field(panel, 'admin.field.time').fill('8:00 AM - 12:00 PM')
		await field(panel, 'admin.field.locationFr').fill(locationFr)
		await field(panel, 'admin.field.descriptionEn').fill('Bring a hoe; seedlings are provided.')
		await button(panel, 'admin.action.saveDraft').click()
		await expectToast(page, 'admin.toast.eventCreated')
		await expect(panel).toBeHidden()
		const row = rowOf(page, titleEn)
		await expect(row).toHaveCount(1)
		await expect(row).toContainText(text('en', 'admin.status.draft'))
		const eventId = await row.getAttribute('data-item-row')

		// A draft is nowhere on the public site, in either language, not even at its address.
		await expectNotPublic(page, '/events', titleEn)
		await expectNotPublic(page, '/fr/events', titleFr)
		expect((await page.request.get(`/events/${eventId}`)).status()).toBe(404)
		expect((await page.request.get(`/fr/events/${eventId}`)).status()).toBe(404)

		await publishRow(page, def, titleEn)

		const [year, month, day] = date.split('-').map(Number) as [number, number, number]
		for (const lang of ['en', 'fr'] as const) {
			const title = lang === 'en' ? titleEn : titleFr
			await visit(page, lang === 'en' ? '/events' : '/fr/events')
			const upcoming = page.locator('#upcoming')
			const link = page.getByRole('link', { name: title, exact: true })
			await expect(link).toHaveAttribute('href', `${lang === 'fr' ? '/fr' : ''}/events/${eventId}`)
			await expect(link).not.toHaveAttribute('lang', /./)
			const card = upcoming.locator('li').filter({ has: link })
			const badge = card.locator('time')
			await expect(badge).toHaveAttribute('datetime', date)
			const [monthSpan, daySpan] = [badge.locator('span').nth(1), badge.locator('span').nth(2)]
			await expect(monthSpan).toHaveText(new RegExp(`^${MONTHS[lang][month - 1]}$`, 'i'))
			await expect(daySpan).toHaveText(String(day))
			// The full date for screen readers, in the page's language.
			await expect(badge.locator('.sr-only')).toHaveText(
				new RegExp(`^${day} ${lang === 'en' ? '[A-Z][a-z]+' : '[a-zéû]+'} ${year}$`),
			)
			await expect(card).toContainText('8:00 AM - 12:00 PM')
			// The location was written in French only: the English page shows it, marked as French.
			const location = card.getByText(locationFr, { exact: true })
			if (lang === 'en') await expect(location).toHaveAttribute('lang', 'fr')
			else await expect(location).not.toHaveAttribute('lang', /./)
		}
		await visit(page, `/events/${eventId}`)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleEn)

		// Edit: the public page follows.
		const newTitleEn = `Tree planting morning ${id}`
		const edit = await openEdit(page, def, titleEn)
		await expect(field(edit, 'admin.field.date')).toHaveValue(date)
		await field(edit, 'admin.form.titleEn').fill(newTitleEn)
		await button(edit, 'admin.action.publish').click()
		await expectToast(page, 'admin.toast.saved')
		await expect(rowOf(page, newTitleEn)).toContainText(text('en', 'admin.status.published'))
		await visit(page, '/events')
		await expect(page.getByRole('link', { name: newTitleEn, exact: true })).toBeVisible()
		await expect(page.getByRole('link', { name: titleEn, exact: true })).toHaveCount(0)

		await deleteRow(page, def, newTitleEn)
		await expectNotPublic(page, '/events', newTitleEn)
		await expectNotPublic(page, '/fr/events', titleFr)
		expect((await page.request.get(`/events/${eventId}`)).status()).toBe(404)
	})

	test('programmes: a French-only project, Active, on the projects page in both languages', async ({
		page,
	}) => {
		const def = resources.programs
		const id = uid()
		const titleFr = `Électrification de Bakundu ${id}`
		const descriptionFr = `Raccordement de quarante foyers au réseau ${id}.`

		const panel = await openCreate(page, def)
		await field(panel, 'admin.form.titleFr').fill(titleFr)
		await field(panel, 'admin.field.type').selectOption({
			label: text('en', 'admin.program.type.project'),
		})
		await field(panel, 'admin.field.progress').selectOption({
			label: text('en', 'admin.program.progress.active'),
		})
		await field(panel, 'admin.field.descriptionFr').fill(descriptionFr)
		await button(panel, 'admin.action.saveDraft').click()
		await expectToast(page, 'admin.toast.programCreated')
		const row = rowOf(page, titleFr)
		await expect(row).toHaveCount(1)
		await expect(row).toContainText(text('en', 'admin.program.type.project'))
		await expect(row).toContainText(text('en', 'admin.program.progress.active'))
		await expect(row).toContainText(text('en', 'admin.status.draft'))

		for (const url of ['/programs/projects', '/fr/programs/projects', '/programs/agenda']) {
			await expectNotPublic(page, url, titleFr)
		}

		await publishRow(page, def, titleFr)

		// French page: the title as written, with the French status label.
		await visit(page, '/fr/programs/projects')
		let card = page.locator('li').filter({ has: page.getByRole('heading', { name: titleFr }) })
		await expect(card).toHaveCount(1)
		await expect(card.getByText(titleFr, { exact: true })).not.toHaveAttribute('lang', /./)
		await expect(card).toContainText(text('fr', 'programs.status.active'))
		await expect(card.getByText(descriptionFr)).toBeVisible()
		// English page: the French text, marked as French, with a notice; the English status label.
		await visit(page, '/programs/projects')
		card = page.locator('li').filter({ has: page.getByRole('heading', { name: titleFr }) })
		await expect(card).toHaveCount(1)
		await expect(card.getByText(titleFr, { exact: true })).toHaveAttribute('lang', 'fr')
		await expect(card.getByText(descriptionFr)).toHaveAttribute('lang', 'fr')
		await expect(card.getByText(text('en', 'content.onlyInFrench'))).toBeVisible()
		await expect(card).toContainText(text('en', 'programs.status.active'))
		// A project is not on the agenda.
		await expectNotPublic(page, '/programs/agenda', titleFr)

		// Edit: now completed, and written in English too.
		const titleEn = `Bakundu electrification ${id}`
		const edit = await openEdit(page, def, titleFr)
		await field(edit, 'admin.form.titleEn').fill(titleEn)
		await field(edit, 'admin.field.progress').selectOption({
			label: text('en', 'admin.program.progress.completed'),
		})
		await button(edit, 'admin.action.publish').click()
		await expectToast(page, 'admin.toast.saved')
		await expect(rowOf(page, titleEn)).toContainText(text('en', 'admin.program.progress.completed'))
		await visit(page, '/programs/projects')
		card = page.locator('li').filter({ has: page.getByRole('heading', { name: titleEn }) })
		await expect(card).toContainText(text('en', 'programs.status.completed'))
		await expect(card.getByText(titleEn, { exact: true })).not.toHaveAttribute('lang', /./)

		await deleteRow(page, def, titleEn)
		await expectNotPublic(page, '/programs/projects', titleEn)
		await expectNotPublic(page, '/fr/programs/projects', titleFr)
	})

	test('quick links: unsafe link refused, a site page in the footer of both languages, edited, deleted', async ({
		page,
	}) => {
		const def = resources.quickLinks
		const id = uid()
		const labelEn = `Find the hall ${id}`
		const labelFr = `Trouver la mairie ${id}`

		const panel = await openCreate(page, def)
		await field(panel, 'admin.field.labelEn').fill(labelEn)
		await field(panel, 'admin.field.labelFr').fill(labelFr)
		await field(panel, 'admin.field.href').fill('javascript:alert(1)')
		await button(panel, 'admin.action.save').click()
		await expect(field(panel, 'admin.field.href')).toHaveAccessibleDescription(
			new RegExp(`${escapeRegExp(text('en', 'admin.validation.link'))}$`),
		)
		await expect(field(panel, 'admin.field.href')).toHaveAttribute('aria-invalid', 'true')
		await expect(panel).toBeVisible()
		// The server refuses it too, to a post that skips the browser's check.
		const refused = await adminPost(page, `${def.path}?new`, {
			form: { intent: 'create', label_en: labelEn, href: 'javascript:alert(1)' },
			maxRedirects: 0,
		})
		expect(refused.status()).toBe(400)
		expect(
			(await refused.text()).includes(rendered(text('en', 'admin.validation.link'))),
			'link message in the answer',
		).toBe(true)
		await page.goto(def.path)
		await expect(rowOf(page, labelEn)).toHaveCount(0)

		const again = await openCreate(page, def)
		await field(again, 'admin.field.labelEn').fill(labelEn)
		await field(again, 'admin.field.labelFr').fill(labelFr)
		await field(again, 'admin.field.href').fill('/residents/directions')
		await button(again, 'admin.action.save').click()
		await expectToast(page, 'admin.toast.created')
		await expect(rowOf(page, labelEn)).toContainText('/residents/directions')

		const footerLinks = (lang: 'en' | 'fr') =>
			page.getByRole('navigation', { name: text(lang, 'footer.quickLinks'), exact: true })
		await visit(page, '/')
		await expect(
			footerLinks('en').getByRole('link', { name: labelEn, exact: true }),
		).toHaveAttribute('href', '/residents/directions')
		await visit(page, '/fr')
		await expect(
			footerLinks('fr').getByRole('link', { name: labelFr, exact: true }),
		).toHaveAttribute('href', '/fr/residents/directions')
		await expect(footerLinks('fr').getByText(labelEn)).toHaveCount(0)

		// Edit the English label: the footer follows.
		const newLabelEn = `Getting to the hall ${id}`
		const edit = await openEdit(page, def, labelEn)
		await expect(field(edit, 'admin.field.href')).toHaveValue('/residents/directions')
		await field(edit, 'admin.field.labelEn').fill(newLabelEn)
		await button(edit, 'admin.action.save').click()
		await expectToast(page, 'admin.toast.saved')
		await visit(page, '/help')
		await expect(
			footerLinks('en').getByRole('link', { name: newLabelEn, exact: true }),
		).toBeVisible()
		await expect(footerLinks('en').getByText(labelEn)).toHaveCount(0)

		await deleteRow(page, def, newLabelEn)
		await expectNotPublic(page, '/', newLabelEn)
		await expectNotPublic(page, '/fr', labelFr)
	})

	test('cabinet: a member with an English-only role shows on the French page marked English', async ({
		page,
	}) => {
		const def = resources.cabinet
		const id = uid()
		const name = `Agnes Ekema ${id}`
		const roleEn = `Councillor for youth ${id}`

		const panel = await openCreate(page, def)
		await field(panel, 'admin.field.name').fill(name)
		await field(panel, 'admin.field.roleEn').fill(roleEn)
		await button(panel, 'admin.action.save').click()
		await expectToast(page, 'admin.toast.created')
		await expect(rowOf(page, name)).toContainText(roleEn)

		const member = () => page.locator('li').filter({ hasText: name })
		await visit(page, '/government/cabinet')
		await expect(member()).toHaveCount(1)
		await expect(member().getByText(roleEn, { exact: true })).not.toHaveAttribute('lang', /./)
		await visit(page, '/fr/government/cabinet')
		await expect(member()).toHaveCount(1)
		await expect(member().getByText(roleEn, { exact: true })).toHaveAttribute('lang', 'en')
		await expect(member().getByText(text('fr', 'content.onlyInEnglish'))).toBeVisible()

		// Edit: the French role is written; the French page shows it, unmarked.
		const roleFr = `Conseillère à la jeunesse ${id}`
		const edit = await openEdit(page, def, name)
		await expect(field(edit, 'admin.field.roleEn')).toHaveValue(roleEn)
		await field(edit, 'admin.field.roleFr').fill(roleFr)
		await button(edit, 'admin.action.save').click()
		await expectToast(page, 'admin.toast.saved')
		await visit(page, '/fr/government/cabinet')
		await expect(member().getByText(roleFr, { exact: true })).not.toHaveAttribute('lang', /./)
		await expect(member()).not.toContainText(roleEn)

		await deleteRow(page, def, name)
		await expectNotPublic(page, '/government/cabinet', name)
		await expectNotPublic(page, '/fr/government/cabinet', name)
	})

	test('FAQs: draft hidden, published in English only and shown marked on the French help page', async ({
		page,
	}) => {
		const def = resources.faqs
		const id = uid()
		const question = `Can I rent the council hall ${id}?`
		const answer = `Yes: ask the secretariat two weeks ahead ${id}.`

		const panel = await openCreate(page, def)
		await field(panel, 'admin.field.questionEn').fill(question)
		await field(panel, 'admin.field.answerEn').fill(answer)
		await button(panel, 'admin.action.saveDraft').click()
		await expectToast(page, 'admin.toast.created')
		await expect(rowOf(page, question)).toContainText(text('en', 'admin.status.draft'))
		await expectNotPublic(page, '/help', question)
		await expectNotPublic(page, '/fr/help', question)

		await publishRow(page, def, question)
		const faq = (q: string) =>
			page.locator('section').filter({ has: page.getByRole('heading', { name: q, exact: true }) })
		await visit(page, '/help')
		await expect(faq(question).getByText(answer)).toBeVisible()
		await expect(faq(question).getByText(question, { exact: true })).not.toHaveAttribute(
			'lang',
			/./,
		)
		await visit(page, '/fr/help')
		await expect(faq(question).getByText(question, { exact: true })).toHaveAttribute('lang', 'en')
		await expect(faq(question).getByText(answer)).toHaveAttribute('lang', 'en')
		await expect(faq(question).getByText(text('fr', 'content.onlyInEnglish'))).toBeVisible()

		const newQuestion = `May associations rent the council hall ${id}?`
		const edit = await openEdit(page, def, question)
		await field(edit, 'admin.field.questionEn').fill(newQuestion)
		await button(edit, 'admin.action.publish').click()
		await expectToast(page, 'admin.toast.saved')
		await visit(page, '/help')
		await expect(faq(newQuestion).getByText(answer)).toBeVisible()
		await expect(page.getByRole('heading', { name: question, exact: true })).toHaveCount(0)

		await deleteRow(page, def, newQuestion)
		await expectNotPublic(page, '/help', answer)
		await expectNotPublic(page, '/fr/help', answer)
	})

	test('bids: a taken number is refused and nothing saved; draft, published, edited, deleted', async ({
		page,
	}) => {
		const def = resources.bids
		const id = uid()
		const reference = `2099-T-${id}`.toUpperCase()
		const titleEn = `Rehabilitation of the Kumba road ${id}`
		const titleFr = `Réhabilitation de la route de Kumba ${id}`
		const categoryFr = `Travaux publics ${id}`
		const closing = councilDate(40)

		const panel = await openCreate(page, def)
		await field(panel, 'admin.field.reference').fill('2024-RM-001')
		await field(panel, 'admin.form.titleEn').fill(titleEn)
		await field(panel, 'admin.form.titleFr').fill(titleFr)
		await field(panel, 'admin.field.categoryFr').fill(categoryFr)
		await field(panel, 'admin.field.closingDate').fill(closing)
		await button(panel, 'admin.action.publish').click()
		await expect(field(panel, 'admin.field.reference')).toHaveAccessibleDescription(
			new RegExp(`${escapeRegExp(text('en', 'admin.validation.taken'))}$`),
		)
		await expect(panel).toBeVisible()
		// What was typed is kept, and nothing was saved.
		await expect(field(panel, 'admin.form.titleEn')).toHaveValue(titleEn)
		await expect(rowOf(page, titleEn)).toHaveCount(0)
		await expect(rowOf(page, '2024-RM-001')).toHaveCount(1)

		await field(panel, 'admin.field.reference').fill(reference)
		await button(panel, 'admin.action.saveDraft').click()
		await expectToast(page, 'admin.toast.created')
		await expect(rowOf(page, reference)).toContainText(text('en', 'admin.status.draft'))
		await expectNotPublic(page, '/business/bids', reference)
		await expectNotPublic(page, '/fr/business/bids', reference)

		await publishRow(page, def, reference)
		for (const lang of ['en', 'fr'] as const) {
			await visit(page, lang === 'en' ? '/business/bids' : '/fr/business/bids')
			const bid = page.getByRole('row').filter({ hasText: reference })
			await expect(bid).toContainText(lang === 'en' ? titleEn : titleFr)
			await expect(bid).toContainText(text(lang, 'bids.open'))
			const category = bid.getByText(categoryFr, { exact: true })
			if (lang === 'en') await expect(category).toHaveAttribute('lang', 'fr')
			else await expect(category).not.toHaveAttribute('lang', /./)
		}

		const newTitleEn = `Rehabilitation of the Kumba and Ediki roads ${id}`
		const edit = await openEdit(page, def, titleEn)
		await field(edit, 'admin.form.titleEn').fill(newTitleEn)
		await button(edit, 'admin.action.publish').click()
		await expectToast(page, 'admin.toast.saved')
		await visit(page, '/business/bids')
		await expect(page.getByRole('row').filter({ hasText: reference })).toContainText(newTitleEn)

		await deleteRow(page, def, reference, def.path, newTitleEn)
		await expectNotPublic(page, '/business/bids', reference)
		await expectNotPublic(page, '/fr/business/bids', reference)
	})

	test('partners: a partner with website and logo on the home page, edited, deleted', async ({
		page,
	}) => {
		const def = resources.partners
		const id = uid()
		const name = `Mbonge Cocoa Union ${id}`
		const url = `https://cocoa-${id}.example/`

		const panel = await openCreate(page, def)
		await field(panel, 'admin.field.name').fill(name)
		await field(panel, 'admin.field.website').fill(url)
		await field(panel, 'admin.field.logo').setInputFiles(
			path.join(process.cwd(), 'public/images/news-festival-400.webp'),
		)
		await button(panel, 'admin.action.save').click()
		await expectToast(page, 'admin.toast.created')
		await expect(rowOf(page, name)).toContainText(url)

		for (const home of ['/', '/fr']) {
			await visit(page, home)
			const logo = page.getByRole('img', { name, exact: true })
			await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', url)
			// The uploaded logo is shown, not a broken picture.
			await logo.scrollIntoViewIfNeeded()
			await expect
				.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
					message: `partner logo (src="${await logo.getAttribute('src')}") loads on ${home}`,
					timeout: 5_000,
				})
				.toBeGreaterThan(0)
			expect(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('/uploads/')
		}

		const newName = `Mbonge Cocoa and Coffee Union ${id}`
		const edit = await openEdit(page, def, name)
		await expect(field(edit, 'admin.field.website')).toHaveValue(url)
		await field(edit, 'admin.field.name').fill(newName)
		await button(edit, 'admin.action.save').click()
		await expectToast(page, 'admin.toast.saved')
		await visit(page, '/')
		await expect(page.getByRole('link', { name: newName, exact: true })).toHaveAttribute(
			'href',
			url,
		)
		await expect(page.getByRole('img', { name, exact: true })).toHaveCount(0)

		await deleteRow(page, def, newName)
		await visit(page, '/')
		await expect(page.getByRole('img', { name: newName })).toHaveCount(0)
	})

	test('businesses: draft hidden from the directory, published with a French-only activity, edited, deleted', async ({
		page,
	}) => {
		const def = resources.businesses
		const id = uid()
		const name = `Kumba Road Tailors ${id}`
		const activityFr = `Couture et retouches ${id}`
		const search = (lang: 'en' | 'fr') =>
			`${lang === 'fr' ? '/fr' : ''}/i-want-to/find-business?q=${encodeURIComponent(name)}`

		const panel = await openCreate(page, def)
		await field(panel, 'admin.field.name').fill(name)
		await field(panel, 'admin.field.activityFr').fill(activityFr)
		await field(panel, 'admin.field.quarter').fill('Market quarter')
		await field(panel, 'admin.field.phone').fill('+237 600 111 222')
		await button(panel, 'admin.action.saveDraft').click()
		await expectToast(page, 'admin.toast.created')
		await expect(rowOf(page, name)).toContainText(text('en', 'admin.status.draft'))
		await expectNotPublic(page, search('en'), activityFr)
		await expect(page.getByText(text('en', 'directory.empty', { query: name }))).toBeVisible()
		await expectNotPublic(page, search('fr'), activityFr)

		await publishRow(page, def, name)
		const entry = () => page.locator('li').filter({ hasText: name })
		await visit(page, search('en'))
		await expect(
			page.getByText(text('en', 'directory.results', { query: name, count: 1 })),
		).toBeVisible()
		await expect(entry().getByText(activityFr, { exact: true })).toHaveAttribute('lang', 'fr')
		await expect(entry()).toContainText('Market quarter')
		await expect(entry().getByRole('link', { name: '+237 600 111 222' })).toBeVisible()
		await visit(page, search('fr'))
		await expect(entry().getByText(activityFr, { exact: true })).not.toHaveAttribute('lang', /./)

		const edit = await openEdit(page, def, name)
		await field(edit, 'admin.field.quarter').fill('Hospital road')
		await button(edit, 'admin.action.publish').click()
		await expectToast(page, 'admin.toast.saved')
		await visit(page, search('en'))
		await expect(entry()).toContainText('Hospital road')
		await expect(entry()).not.toContainText('Market quarter')

		await deleteRow(page, def, name)
		await expectNotPublic(page, search('en'), activityFr)
		await expectNotPublic(page, search('fr'), activityFr)
	})
})

function escapeRegExp(s: string) {
	return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

test.describe('the menu’s top-level Events and Quick Links', () => {
	const pairs = [
		{ alias: '/admin-dtima/events', def: resources.events },
		{ alias: '/admin-dtima/quick-links', def: resources.quickLinks },
	] as const

	for (const { alias, def } of pairs) {
		test(`${alias} is the same screen as ${def.path}`, async ({ page }) => {
			const snapshot = async (url: string) => {
				await visit(page, url)
				return {
					h1: await page.getByRole('heading', { level: 1 }).innerText(),
					rows: await page
						.locator('tr[data-item-row]')
						.evaluateAll((rows) =>
							rows.map(
								(r) => `${r.getAttribute('data-item-row')}:${r.querySelector('th')?.textContent}`,
							),
						),
				}
			}
			// Another test may add or remove an item between the two loads: compare again then.
			await expect(async () => {
				const main = await snapshot(def.path)
				const other = await snapshot(alias)
				expect(other).toEqual(main)
				expect(main.h1).toBe(text('en', def.text.title))
				expect(main.rows.length).toBeGreaterThan(0)
			}).toPass({ timeout: 15_000 })
		})
	}

	test('creating, editing and deleting from an alias returns to the alias', async ({ page }) => {
		const id = uid()
		// Quick links.
		const label = `Alias link ${id}`
		const links = resources.quickLinks
		let panel = await openCreate(page, links, '/admin-dtima/quick-links')
		await field(panel, 'admin.field.labelEn').fill(label)
		await field(panel, 'admin.field.href').fill('/help')
		await button(panel, 'admin.action.save').click()
		await expectToast(page, 'admin.toast.created')
		await expect(page).toHaveURL(/\/admin-dtima\/quick-links$/)
		await expect(rowOf(page, label)).toHaveCount(1)
		panel = await openEdit(page, links, label, '/admin-dtima/quick-links')
		await expect(page).toHaveURL(/\/admin-dtima\/quick-links\?edit=\d+$/)
		await field(panel, 'admin.field.labelEn').fill(`${label} edited`)
		await button(panel, 'admin.action.save').click()
		await expectToast(page, 'admin.toast.saved')
		await expect(page).toHaveURL(/\/admin-dtima\/quick-links$/)
		await deleteRow(page, links, `${label} edited`, '/admin-dtima/quick-links')

		// Events.
		const title = `Alias event ${id}`
		const events = resources.events
		panel = await openCreate(page, events, '/admin-dtima/events')
		await field(panel, 'admin.form.titleEn').fill(title)
		await field(panel, 'admin.field.date').fill(councilDate(5))
		await button(panel, 'admin.action.saveDraft').click()
		await expectToast(page, 'admin.toast.eventCreated')
		await expect(page).toHaveURL(/\/admin-dtima\/events$/)
		await button(rowOf(page, title), 'admin.action.publish').click()
		await expectToast(page, 'admin.toast.published')
		await expect(page).toHaveURL(/\/admin-dtima\/events$/)
		await deleteRow(page, events, title, '/admin-dtima/events')
	})
})

// Also on PostgreSQL (the admin-pg project): limits, unknown ids, a form sent twice.
test.describe('bad input', { tag: '@postgres' }, () => {
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

	test('unknown ids come back as “This item no longer exists”, never an error page', async ({
		page,
	}) => {
		const def = resources.quickLinks
		const valid = { label_en: `Ghost ${uid()}`, href: '/help', sort_order: '0' }
		const posts: Record<string, string>[] = [
			{ intent: 'delete', id: '999999' },
			{ intent: 'update', id: 'abc', ...valid },
			{ intent: 'update', id: '999999', ...valid },
			{ intent: 'delete', id: '' },
			{ intent: 'delete', id: '-1' },
		]
		for (const form of posts) {
			const label = JSON.stringify(form)
			const response = await adminPost(page, def.path, { form, maxRedirects: 0 })
			expect(response.status(), label).toBe(302)
			expect(new URL(response.headers().location!, 'http://x').pathname, label).toBe(def.path)
			await visit(page, def.path)
			await expectFlash(page, 'alert', 'admin.toast.notFound')
			await expect(rowOf(page, valid.label_en)).toHaveCount(0)
		}
		// Publishing an unknown event, too.
		const response = await adminPost(page, resources.events.path, {
			form: { intent: 'publish', id: '999999' },
			maxRedirects: 0,
		})
		expect(response.status()).toBe(302)
		await visit(page, resources.events.path)
		await expectFlash(page, 'alert', 'admin.toast.notFound')
		// An unknown id in the address just shows the list.
		for (const query of ['?edit=999999', '?delete=abc']) {
			await visit(page, `${def.path}${query}`)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', def.text.title))
			await expect(page.getByRole('alertdialog')).toHaveCount(0)
			await expect(page.getByRole('region', { name: text('en', def.text.editTitle) })).toHaveCount(
				0,
			)
		}
	})

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
