import { expect, type Browser, type Page } from '@playwright/test'
import { text } from './helpers'

// People for the staff-area tests of sign-in and accounts (admin-auth.spec.ts,
// admin-accounts.spec.ts): accounts made through the Accounts screen, signed in through the form.

export const anonymous = { storageState: { cookies: [], origins: [] } }
export const toast = (page: Page) => page.locator('[data-sonner-toaster]')
export const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export async function signIn(page: Page, email: string, password: string) {
	await page.goto('/admin-dtima/login')
	await page.getByLabel(text('en', 'admin.login.email')).fill(email)
	await page.getByLabel(text('en', 'admin.login.password')).fill(password)
	await page.getByRole('button', { name: text('en', 'admin.login.submit') }).click()
}

/** Creates an account through the Accounts screen and returns its one-time password. */
export async function createAccount(
	page: Page,
	name: string,
	email: string,
	role: 'admin' | 'editor',
) {
	await page.goto('/admin-dtima/users')
	const form = page.locator('form').filter({ hasText: text('en', 'admin.users.createTitle') })
	await form.getByLabel(text('en', 'admin.field.name')).fill(name)
	await form.getByLabel(text('en', 'admin.login.email')).fill(email)
	await form.getByLabel(text('en', 'admin.users.role')).selectOption(role)
	await form.getByRole('button', { name: text('en', 'admin.users.create') }).click()
	const password = (await page.locator('[data-issued-password]').innerText()).trim()
	expect(password).toMatch(/^(?:[A-Za-z0-9]{4}-){4}[A-Za-z0-9]{4}$/)
	return password
}

export async function newPerson(browser: Browser, email: string, password: string) {
	const context = await browser.newContext(anonymous)
	const page = await context.newPage()
	await signIn(page, email, password)
	await expect(page).toHaveURL(/\/admin-dtima$/)
	return { context, page }
}
