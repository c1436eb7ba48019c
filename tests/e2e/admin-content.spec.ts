import { expect, test } from './fixtures'
import { resources } from '../../app/features/content-types'
import { text } from './helpers'
import {
	expectToast,
	uid,
	councilDate,
	MONTHS,
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
} from './admin-content-helpers'
import { serverPage } from './server-html'
import { classIn } from '../http/short-class'

// Runs in the "admin" project: its own server and a freshly seeded database (playwright.config.ts).
// Workers run in parallel, so every test makes its own uniquely named items and never counts on
// another test's.
// The shared content form with JavaScript, as a clerk uses it: an event opened in its panel, saved
// as a draft, published from its row, edited and deleted through the confirmation, with the toasts
// on the way; and the Pages screen. What the other content types' forms put on the public pages,
// and the menu's aliases of two lists, are checked without a browser on the same forms
// (tests/http/content-types-public.test.ts); refused input in admin-content-bad-input.spec.ts,
// and the forms without JavaScript in admin-content-nojs.spec.ts.

test.describe('a content type through the staff area (JavaScript on)', () => {
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
			const srOnly = badge.querySelectorAll(`.${classIn(p.html, 'sr-only')}`)
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
