import { expect, type Locator, type Page } from '@playwright/test'
import type { ResourceDef } from '../../app/features/cms/resources'
import { text, waitForHydration } from './helpers'
import { expectNotInServerPage } from './server-html'
import type { HTMLElement } from 'node-html-parser'

// Helpers of the staff-area content tests (admin-content*.spec.ts): a person opening panels,
// filling fields, publishing and deleting through the screens.

export type Key = Parameters<typeof text>[1]

export const toast = (page: Page) => page.locator('[data-sonner-toaster]')
export const expectToast = (page: Page, key: Key) =>
	expect(toast(page).getByText(text('en', key), { exact: true })).toBeVisible()

/**
 * The result message the server put on the page after a redirect (the banner; once JavaScript has
 * taken over it is hidden and the same message becomes a toast).
 */
export async function expectFlash(page: Page, kind: 'status' | 'alert', key: Key) {
	const banner = page.locator('[data-flash-banner]')
	await expect(banner).toHaveAttribute('role', kind)
	await expect(banner).toContainText(text('en', key))
}

/** A short unique tag for the names of the items a test creates. */
export const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A day (YYYY-MM-DD) counted from today in the council's time zone. */
export function councilDate(offsetDays: number) {
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
export const MONTHS = {
	en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept?', 'Oct', 'Nov', 'Dec'],
	fr: ['janv', 'févr', 'mars', 'avr', 'mai', 'juin', 'juil', 'août', 'sept', 'oct', 'nov', 'déc'],
}

export const escapeHtml = (s: string) =>
	s
		.replaceAll('&', '&amp;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;')
		.replaceAll('"', '&quot;')
		.replaceAll("'", '&#x27;')
/** A message rendered as an element's text in server HTML (not the catalog sent for hydration). */
export const rendered = (message: string) => `>${escapeHtml(message)}<`

export const rowOf = (page: Page, needle: string) =>
	page.locator('tr[data-item-row]').filter({ hasText: needle })

export const field = (panel: Locator, label: Key) =>
	panel.getByLabel(text('en', label), { exact: true })
export const button = (scope: Locator | Page, label: Key) =>
	scope.getByRole('button', { name: text('en', label), exact: true })

/**
 * The form's publish button: "Publish" for a draft, "Publish changes" for an item already
 * published (decision 029).
 */
export const publishButton = (scope: Locator | Page) =>
	scope.getByRole('button', {
		name: new RegExp(
			`^(${escapeRegExp(text('en', 'admin.action.publish'))}|${escapeRegExp(text('en', 'admin.review.publishChanges'))})$`,
		),
	})

/** Opens the create panel from the list, as a person would (JavaScript on). */
export async function openCreate(page: Page, def: ResourceDef, base = def.path) {
	await page.goto(base)
	await waitForHydration(page)
	await page.getByRole('link', { name: text('en', def.text.create), exact: true }).click()
	const panel = page.getByRole('region', { name: text('en', def.text.createTitle) })
	await expect(panel).toBeVisible()
	return panel
}

/** Opens the edit panel of the row named `title` (its Edit link says 'Edit “title”'). */
export async function openEdit(page: Page, def: ResourceDef, title: string, base = def.path) {
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
export async function publishRow(page: Page, def: ResourceDef, needle: string) {
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
export async function deleteRow(
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

/**
 * The public page does not hold `needle` anywhere a visitor could read it: read from the server's
 * HTML (markup, hydration data and text), which is all a public page shows (tests/e2e/server-html.ts).
 */
export const expectNotPublic = expectNotInServerPage

/** `lang` of an element of the server's HTML ('' when it has none). */
export const langOf = (el: HTMLElement) => el.getAttribute('lang') ?? ''

export async function visit(page: Page, url: string) {
	const response = await page.goto(url)
	expect(response?.status(), url).toBe(200)
}

export function escapeRegExp(s: string) {
	return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
