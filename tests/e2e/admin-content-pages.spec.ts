import path from 'node:path'
import { expect, test } from './fixtures'
import { resources } from '../../app/features/content-types'
import { text } from './helpers'
import {
	expectToast,
	uid,
	councilDate,
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
	visit,
	escapeRegExp,
} from './admin-content-helpers'
import { serverPage, type ServerPage } from './server-html'

// Runs in the "admin" project: its own server and a freshly seeded database (playwright.config.ts).
// Workers run in parallel, so every test makes its own uniquely named items and never counts on
// another test's.
// The pages' data (cabinet, FAQs, bids, partners, businesses) through their screens, and the
// menu's top-level Events and Quick Links.

test.describe('content types through the staff area (JavaScript on)', () => {
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

		// The public pages as the server draws them (what they show needs no script).
		const member = (p: ServerPage) => p.one('li', { hasText: name })
		let p = await serverPage(page, '/government/cabinet')
		expect(langOf(p.oneByText(roleEn, member(p)))).toBe('')
		p = await serverPage(page, '/fr/government/cabinet')
		expect(langOf(p.oneByText(roleEn, member(p)))).toBe('en')
		p.oneByText(text('fr', 'content.onlyInEnglish'), member(p), { exact: false })

		// Edit: the French role is written; the French page shows it, unmarked.
		const roleFr = `Conseillère à la jeunesse ${id}`
		const edit = await openEdit(page, def, name)
		await expect(field(edit, 'admin.field.roleEn')).toHaveValue(roleEn)
		await field(edit, 'admin.field.roleFr').fill(roleFr)
		await button(edit, 'admin.action.save').click()
		await expectToast(page, 'admin.toast.saved')
		p = await serverPage(page, '/fr/government/cabinet')
		expect(langOf(p.oneByText(roleFr, member(p)))).toBe('')
		expect(p.text(member(p))).not.toContain(roleEn)

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
		const faq = (p: ServerPage, q: string) =>
			p.one('section', { has: (section) => p.headings(q, section).length > 0, innermost: true })
		let p = await serverPage(page, '/help')
		p.oneByText(answer, faq(p, question), { exact: false })
		expect(langOf(p.oneByText(question, faq(p, question)))).toBe('')
		p = await serverPage(page, '/fr/help')
		expect(langOf(p.oneByText(question, faq(p, question)))).toBe('en')
		expect(langOf(p.oneByText(answer, faq(p, question), { exact: false }))).toBe('en')
		p.oneByText(text('fr', 'content.onlyInEnglish'), faq(p, question), { exact: false })

		const newQuestion = `May associations rent the council hall ${id}?`
		const edit = await openEdit(page, def, question)
		await field(edit, 'admin.field.questionEn').fill(newQuestion)
		await publishButton(edit).click()
		await expectToast(page, 'admin.toast.saved')
		p = await serverPage(page, '/help')
		p.oneByText(answer, faq(p, newQuestion), { exact: false })
		expect(p.headings(question).length).toBe(0)

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
			const p = await serverPage(page, lang === 'en' ? '/business/bids' : '/fr/business/bids')
			const bid = p.one('tr', { hasText: reference })
			expect(p.text(bid)).toContain(lang === 'en' ? titleEn : titleFr)
			expect(p.text(bid)).toContain(text(lang, 'bids.open'))
			expect(langOf(p.oneByText(categoryFr, bid))).toBe(lang === 'en' ? 'fr' : '')
		}

		const newTitleEn = `Rehabilitation of the Kumba and Ediki roads ${id}`
		const edit = await openEdit(page, def, titleEn)
		await field(edit, 'admin.form.titleEn').fill(newTitleEn)
		await publishButton(edit).click()
		await expectToast(page, 'admin.toast.saved')
		const bids = await serverPage(page, '/business/bids')
		expect(bids.text(bids.one('tr', { hasText: reference }))).toContain(newTitleEn)

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
		const homePage = await serverPage(page, '/')
		expect(homePage.linkHref(newName)).toBe(url)
		expect(homePage.all(`img[alt="${name}"]`).length).toBe(0)

		await deleteRow(page, def, newName)
		await expectNotPublic(page, '/', newName)
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
		const empty = await serverPage(page, search('en'))
		empty.oneByText(text('en', 'directory.empty', { query: name }), empty.body, { exact: false })
		await expectNotPublic(page, search('fr'), activityFr)

		await publishRow(page, def, name)
		const entry = (p: ServerPage) => p.one('li', { hasText: name })
		let p = await serverPage(page, search('en'))
		p.oneByText(text('en', 'directory.results', { query: name, count: 1 }), p.body, {
			exact: false,
		})
		expect(langOf(p.oneByText(activityFr, entry(p)))).toBe('fr')
		expect(p.text(entry(p))).toContain('Market quarter')
		expect(p.links('+237 600 111 222', entry(p)).length).toBe(1)
		p = await serverPage(page, search('fr'))
		expect(langOf(p.oneByText(activityFr, entry(p)))).toBe('')

		const edit = await openEdit(page, def, name)
		await field(edit, 'admin.field.quarter').fill('Hospital road')
		await publishButton(edit).click()
		await expectToast(page, 'admin.toast.saved')
		p = await serverPage(page, search('en'))
		expect(p.text(entry(p))).toContain('Hospital road')
		expect(p.text(entry(p))).not.toContain('Market quarter')

		await deleteRow(page, def, name)
		await expectNotPublic(page, search('en'), activityFr)
		await expectNotPublic(page, search('fr'), activityFr)
	})
})

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

test.describe('the Pages screen', () => {
	for (const lang of ['en', 'fr'] as const) {
		test(`lists each stored page's state and last change, and marks the site's own pages (${lang})`, async ({
			page,
			context,
			baseURL,
		}) => {
			await context.addCookies([{ name: 'admin_lang', value: lang, url: baseURL! }])
			await page.goto('/admin-dtima/pages')
			const row = page.locator('tr[data-page="/services/birth-certificate"]')
			await expect(row.getByRole('link', { name: '/fr/services/birth-certificate' })).toBeVisible()
			await expect(
				row.getByText(text(lang, 'admin.status.published'), { exact: true }),
			).toBeVisible()
			const day = await row.locator('time').getAttribute('datetime')
			expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
			// The newsroom is part of the site, not a stored page: no state or date of its own.
			const news = page.locator('tr[data-page="/news"]')
			await expect(news.getByText(text(lang, 'admin.pages.builtIn'))).toHaveCount(2)
			await expect(news.locator('time')).toHaveCount(0)
		})
	}
})
