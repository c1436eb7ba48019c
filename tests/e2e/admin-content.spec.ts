import { expect, test } from './fixtures'
import { resources } from '../../app/features/cms/resources'
import { adminPost, text } from './helpers'
import {
	expectToast,
	uid,
	councilDate,
	MONTHS,
	rendered,
	rowOf,
	field,
	button,
	openCreate,
	openEdit,
	publishButton,
	publishRow,
	deleteRow,
	expectNotPublic,
	visit,
	escapeRegExp,
} from './admin-content-helpers'

// Runs in the "admin" project: its own server and a freshly seeded database (playwright.config.ts).
// Workers run in parallel, so every test makes its own uniquely named items and never counts on
// another test's.
// Events, programmes and quick links; the pages' data (cabinet, FAQs, bids, partners, businesses)
// in admin-content-pages.spec.ts; refused input in admin-content-bad-input.spec.ts.

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
		await publishButton(edit).click()
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
		// (The formatted description's paragraphs sit in one element marked as French.)
		await expect(card.locator('[lang="fr"]').filter({ hasText: descriptionFr })).toBeVisible()
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
		await publishButton(edit).click()
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
})
