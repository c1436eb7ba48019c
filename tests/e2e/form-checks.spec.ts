import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { ANY_VIEWPORT, langs, localized, text, waitForIsland } from './helpers'

// The browser's own checks of the public forms (required, an email address, a minimum length)
// speak the page's language with JavaScript, not the phone's (decision 065; found on a phone: a
// French page on a phone set to English said "Please fill out this field."). This browser is set
// to English (en-US), so a French message can only be the page's. Nothing is sent meanwhile.

const validation = (control: Locator) =>
	control.evaluate((element: HTMLInputElement) => ({
		valid: element.validity.valid,
		message: element.validationMessage,
	}))

for (const lang of langs) {
	test(`${lang}: the request form's checks say what is missing in the page's language ${ANY_VIEWPORT}`, async ({
		page,
	}) => {
		const contact = localized(lang, '/contact')
		await page.goto(contact)
		await waitForIsland(page, 'contact-form')
		const form = page.locator('form[data-island="contact-form"]')
		const category = form.locator('select[name="category"]')
		const description = form.locator('textarea[name="description"]')
		const email = form.locator('input[name="email"]')
		await description.fill('Broken')
		await email.fill('not an address')
		await form.locator('button[type="submit"]').click()
		expect(await validation(category)).toEqual({
			valid: false,
			message: text(lang, 'requests.error.category'),
		})
		expect(await validation(description)).toEqual({
			valid: false,
			message: text(lang, 'requests.error.descriptionShort'),
		})
		expect(await validation(email)).toEqual({
			valid: false,
			message: text(lang, 'requests.error.email'),
		})
		await expect(page).toHaveURL(new RegExp(`${contact}$`))
		// Corrected, each is judged again by the browser's rules: valid.
		await category.selectOption({ index: 1 })
		await description.fill('The street light by the market has been off for a week.')
		await email.fill('ama@example.org')
		for (const control of [category, description, email])
			expect(await validation(control)).toEqual({ valid: true, message: '' })
	})

	test(`${lang}: the report form says "choose what was wrong" in the page's language ${ANY_VIEWPORT}`, async ({
		page,
	}) => {
		await page.goto(localized(lang, '/services/birth-certificate'))
		await waitForIsland(page, 'feedback')
		const block = page.locator('[data-feedback-block]')
		await block.getByText(text(lang, 'feedback.report')).click()
		await block.getByRole('button', { name: text(lang, 'feedback.send') }).click()
		const radios = block.getByRole('radio')
		expect(await validation(radios.first())).toEqual({
			valid: false,
			message: text(lang, 'feedback.error.reason'),
		})
		// Nothing was sent: nothing said.
		await expect(block.locator('[data-feedback-status]')).toBeEmpty()
		// Any choice makes the whole group valid again.
		await radios.nth(2).check()
		for (const radio of await radios.all())
			expect(await validation(radio)).toEqual({ valid: true, message: '' })
	})
}
