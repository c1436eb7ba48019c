import { expect, test, type Page } from './fixtures'
import { resourceList } from '../../app/features/content-types'
import { screenFields, settingsScreens } from '../../app/features/cms/settings-screens'
import { csrfToken, waitForIslands } from './helpers'

// Hostile input, where only a browser can tell: nothing executes in the pages that echo a query or
// show what staff saved, on the staff-area test server (signed in as the sample administrator).
// Every form and query parameter against hostile input, request by request (no 5xx, no markup
// coming back, nothing saved that should not be, refusal pages, uploads), is checked without a
// browser, per resource, on both databases: tests/http/admin-hostile.test.ts.

const MARK = 'x9h0st'
const script = `<script>alert('${MARK}')</script>`
const attribute = `"><img src=x onerror=alert('${MARK}')>`

async function post(page: Page, path: string, form: Record<string, string>) {
	const csrf = await csrfToken(page.request)
	return page.request.post(path, { form: { csrf, ...form }, maxRedirects: 0 })
}

/** Counts the dialogs a page opens (an executed payload would open one) and dismisses them. */
function countDialogs(page: Page) {
	const seen = { dialogs: 0 }
	page.on('dialog', async (dialog) => {
		seen.dialogs++
		await dialog.dismiss()
	})
	return seen
}

test('pages that echo the query: the live DOM holds no element made from it, nothing runs', async ({
	page,
}) => {
	const seen = countDialogs(page)
	for (const target of ['/help?q=', '/fr/i-want-to/find-business?q=', '/admin-dtima/search?q=']) {
		for (const value of [script, attribute]) {
			await page.goto(`${target}${encodeURIComponent(value)}`)
			const dom = await page.content()
			expect(dom).not.toContain(`<script>alert('${MARK}')`)
			expect(dom).not.toContain(`onerror="alert('${MARK}')"`)
			expect(await page.locator('img[src="x"]').count()).toBe(0)
		}
	}
	expect(seen.dialogs).toBe(0)
})

test('hostile text saved by staff shows as text on the public pages and in the staff area', async ({
	page,
}) => {
	// What the forms accept (markup typed into a news title, an FAQ, the mayor's message…), saved
	// published, then every page showing such items opened in the browser.
	for (const def of resourceList) {
		for (const [kind, value] of Object.entries({ script, attribute })) {
			const form: Record<string, string> = {
				intent: 'create',
				token: `${def.key}-${kind}-${Date.now()}`,
				state: 'published',
			}
			for (const field of def.fields) {
				if (field.kind === 'image') continue
				form[field.name] = field.kind === 'number' ? value.slice(0, 12) : value
			}
			expect((await post(page, `${def.path}?new`, form)).status()).toBeLessThan(500)
		}
	}
	const mayor: Record<string, string> = {}
	for (const field of screenFields(settingsScreens.mayor)) {
		if (field.kind !== 'image') mayor[field.name] = script
	}
	expect((await post(page, settingsScreens.mayor.path, mayor)).status()).toBeLessThan(500)
	const seen = countDialogs(page)
	for (const path of [
		'/',
		'/fr',
		'/government/meet-mayor',
		'/news',
		'/fr/help',
		'/admin-dtima/content/news',
		'/admin-dtima/content/mayor',
	]) {
		await page.goto(path)
	}
	await page.goto(`/admin-dtima/search?q=${MARK}`)
	await expect(page.getByRole('status')).toBeVisible()
	expect(seen.dialogs).toBe(0)
})

test('a cabinet member whose name starts with an emoji: initials whole, the page’s scripts run without error', async ({
	page,
}) => {
	const name = `\u{1F600} ${MARK.toUpperCase()} ${Date.now()}`
	const created = await post(page, '/admin-dtima/pages/cabinet?new', {
		intent: 'create',
		token: `emoji-${Date.now()}`,
		name,
		title_en: 'Councillor',
	})
	expect(created.status()).toBe(302)
	const errors: string[] = []
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text())
	})
	page.on('pageerror', (error) => errors.push(error.message))
	await page.goto('/government/cabinet')
	await waitForIslands(page)
	const member = page.locator('li').filter({ hasText: name })
	await expect(member.locator('span[aria-hidden="true"]').first()).toHaveText('\u{1F600}X')
	await expect(member).not.toContainText('\ufffd')
	expect(errors).toEqual([])
})
