import { expect, test } from './fixtures'
import { resources } from '../../app/features/content-types'
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
	langOf,
	escapeRegExp,
} from './admin-content-helpers'
import { serverPage, type ServerPage } from './server-html'

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
		// The public pages as the server draws them (what they show needs no script).
		for (const lang of ['en', 'fr'] as const) {
			const title = lang === 'en' ? titleEn : titleFr
			const p = await serverPage(page, lang === 'en' ? '/events' : '/fr/events')
			const [link] = p.links(title)
			expect(p.links(title).length).toBe(1)
			expect(link!.getAttribute('href')).toBe(`${lang === 'fr' ? '/fr' : ''}/events/${eventId}`)
			expect(langOf(link!)).toBe('')
			const upcoming = p.one('#upcoming')
			const [card] = p.within(upcoming, 'li', { has: (li) => p.links(title, li).length > 0 })
			expect(p.within(upcoming, 'li', { has: (li) => p.links(title, li).length > 0 }).length).toBe(
				1,
			)
			const badges = p.within(card!, 'time')
			expect(badges.length).toBe(1)
			const badge = badges[0]!
			expect(badge.getAttribute('datetime')).toBe(date)
			const spans = badge.querySelectorAll('span')
			expect(p.text(spans[1]!)).toMatch(new RegExp(`^${MONTHS[lang][month - 1]}$`, 'i'))
			expect(p.text(spans[2]!)).toBe(String(day))
			// The full date for screen readers, in the page's language.
			const srOnly = badge.querySelectorAll('.sr-only')
			expect(srOnly.length).toBe(1)
			expect(p.text(srOnly[0]!)).toMatch(
				new RegExp(`^${day} ${lang === 'en' ? '[A-Z][a-z]+' : '[a-zéû]+'} ${year}$`),
			)
			expect(p.text(card!)).toContain('8:00 AM - 12:00 PM')
			// The location was written in French only: the English page shows it, marked as French.
			expect(langOf(p.oneByText(locationFr, card!))).toBe(lang === 'en' ? 'fr' : '')
		}
		const eventPage = await serverPage(page, `/events/${eventId}`)
		expect(eventPage.all('h1').map((h) => eventPage.text(h))).toEqual([titleEn])

		// Edit: the public page follows.
		const newTitleEn = `Tree planting morning ${id}`
		const edit = await openEdit(page, def, titleEn)
		await expect(field(edit, 'admin.field.date')).toHaveValue(date)
		await field(edit, 'admin.form.titleEn').fill(newTitleEn)
		await publishButton(edit).click()
		await expectToast(page, 'admin.toast.saved')
		await expect(rowOf(page, newTitleEn)).toContainText(text('en', 'admin.status.published'))
		const events = await serverPage(page, '/events')
		expect(events.links(newTitleEn).length).toBe(1)
		expect(events.links(titleEn).length).toBe(0)

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
		const cardOf = (p: ServerPage, title: string) =>
			p.one('li', { has: (li) => p.headings(title, li).length > 0 })
		let p = await serverPage(page, '/fr/programs/projects')
		let card = cardOf(p, titleFr)
		expect(langOf(p.oneByText(titleFr, card))).toBe('')
		expect(p.text(card)).toContain(text('fr', 'programs.status.active'))
		p.oneByText(descriptionFr, card, { exact: false })
		// English page: the French text, marked as French, with a notice; the English status label.
		p = await serverPage(page, '/programs/projects')
		card = cardOf(p, titleFr)
		expect(langOf(p.oneByText(titleFr, card))).toBe('fr')
		// (The formatted description's paragraphs sit in one element marked as French.)
		expect(p.within(card, '[lang="fr"]', { hasText: descriptionFr }).length).toBe(1)
		p.oneByText(text('en', 'content.onlyInFrench'), card, { exact: false })
		expect(p.text(card)).toContain(text('en', 'programs.status.active'))
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
		p = await serverPage(page, '/programs/projects')
		card = cardOf(p, titleEn)
		expect(p.text(card)).toContain(text('en', 'programs.status.completed'))
		expect(langOf(p.oneByText(titleEn, card))).toBe('')

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

		const footerLinks = (p: ServerPage, lang: 'en' | 'fr') =>
			p.navigation(text(lang, 'footer.quickLinks'))
		let p = await serverPage(page, '/')
		expect(p.linkHref(labelEn, footerLinks(p, 'en'))).toBe('/residents/directions')
		p = await serverPage(page, '/fr')
		expect(p.linkHref(labelFr, footerLinks(p, 'fr'))).toBe('/fr/residents/directions')
		expect(p.text(footerLinks(p, 'fr'))).not.toContain(labelEn)

		// Edit the English label: the footer follows.
		const newLabelEn = `Getting to the hall ${id}`
		const edit = await openEdit(page, def, labelEn)
		await expect(field(edit, 'admin.field.href')).toHaveValue('/residents/directions')
		await field(edit, 'admin.field.labelEn').fill(newLabelEn)
		await button(edit, 'admin.action.save').click()
		await expectToast(page, 'admin.toast.saved')
		p = await serverPage(page, '/help')
		expect(p.links(newLabelEn, footerLinks(p, 'en')).length).toBe(1)
		expect(p.text(footerLinks(p, 'en'))).not.toContain(labelEn)

		await deleteRow(page, def, newLabelEn)
		await expectNotPublic(page, '/', newLabelEn)
		await expectNotPublic(page, '/fr', labelFr)
	})
})
