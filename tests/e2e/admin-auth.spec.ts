import { SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD } from '../../app/seed/seed.server'
import { expect, test } from './fixtures'
import { adminPages } from '../../app/route-table'
import { csrfToken, expectNoAxeViolations, text } from './helpers'
import { anonymous, createAccount, signIn, uid } from './admin-people'

// Signing in and out, and what a shared computer keeps, in the "admin" project (signed in as the
// sample administrator). Tests that need another person, or no one, open
// contexts of their own. Accounts, roles, passwords and throttling: admin-accounts.spec.ts.
// Address by address (anonymous visitors, editors, no-store, forged requests), the return path
// after signing in (no open redirect) and a session ended by signing out, without a browser:
// tests/http/admin-access.test.ts.

const screens = adminPages.filter((p) => !p.file.endsWith('.ts'))

test.describe('anonymous visitors', () => {
	// Every staff-area page and action sends them to sign in, and nothing changes:
	// tests/http/admin-access.test.ts, address by address, on both databases.

	test.describe('signing in', () => {
		test.use(anonymous)

		test('the sign-in page is open to all, in both languages, and says nothing about which part was wrong', async ({
			page,
		}) => {
			await page.goto('/admin-dtima/content/events?new')
			await expect(page).toHaveURL(
				/\/admin-dtima\/login\?redirectTo=%2Fadmin-dtima%2Fcontent%2Fevents%3Fnew(%3D)?$/,
			)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(
				text('en', 'admin.login.title'),
			)
			await expect(page.getByRole('status')).toHaveText(text('en', 'admin.login.needed'))
			// Unknown email and wrong password get the same answer.
			for (const [email, password] of [
				['nobody@example.org', 'whatever-password'],
				[SAMPLE_ADMIN_EMAIL, 'not-the-password'],
			]) {
				await page.getByLabel(text('en', 'admin.login.email')).fill(email!)
				await page.getByLabel(text('en', 'admin.login.password')).fill(password!)
				await page.getByRole('button', { name: text('en', 'admin.login.submit') }).click()
				await expect(page.getByRole('alert')).toHaveText(text('en', 'admin.login.failed'))
			}
			// French interface before signing in.
			await page.getByRole('button', { name: text('en', 'admin.switchLanguageLabel') }).click()
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(
				text('fr', 'admin.login.title'),
			)
			await page.getByLabel(text('fr', 'admin.login.email')).fill(SAMPLE_ADMIN_EMAIL)
			await page.getByLabel(text('fr', 'admin.login.password')).fill(SAMPLE_ADMIN_PASSWORD)
			await page.getByRole('button', { name: text('fr', 'admin.login.submit') }).click()
			// Back where they were going.
			await expect(page).toHaveURL(/\/admin-dtima\/content\/events\?new=?$/)
			await expect(
				page.getByRole('region', { name: text('fr', 'admin.events.createTitle') }),
			).toBeVisible()
		})

		test('the sign-in page has no accessibility violations, in English and French, with an error shown', async ({
			page,
		}) => {
			await page.goto('/admin-dtima/login')
			await expectNoAxeViolations(page)
			await signIn(page, 'nobody@example.org', 'not-a-password')
			await expect(page.getByRole('alert')).toBeVisible()
			await expectNoAxeViolations(page)
			await page.getByRole('button', { name: text('en', 'admin.switchLanguageLabel') }).click()
			await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
			await expectNoAxeViolations(page)
		})
	})
})

test.describe('shared computers', () => {
	// Staff-area and sign-in responses are never stored (no-store): tests/http/admin-access.test.ts.

	test.describe('without JavaScript', () => {
		test.use({ javaScriptEnabled: false })
		test.setTimeout(120_000)

		test('after signing out, Back does not bring back the accounts list or a password shown once', async ({
			page,
			browser,
		}) => {
			// A throw-away administrator, so the shared signed-in session is not ended.
			const email = `shared-pc-${uid()}@example.org`
			const password = await createAccount(page, 'Sam Shared', email, 'admin')
			const target = `handed-${uid()}@example.org`
			await createAccount(page, 'Hana Handed', target, 'editor')
			const context = await browser.newContext({ ...anonymous, javaScriptEnabled: false })
			const clerk = await context.newPage()
			await signIn(clerk, email, password)
			await expect(clerk).toHaveURL(/\/admin-dtima$/)
			await clerk.goto('/admin-dtima/users')
			await clerk
				.locator(`tr[data-user="${target}"]`)
				.getByRole('button', { name: text('en', 'admin.users.reset') })
				.click()
			const issued = (await clerk.locator('[data-issued-password]').innerText()).trim()
			expect(issued).toMatch(/^(?:[A-Za-z0-9]{4}-){4}[A-Za-z0-9]{4}$/)
			await clerk.getByRole('button', { name: text('en', 'admin.signOut') }).click()
			await expect(clerk).toHaveURL('/admin-dtima/login?signedOut')
			// Back: the page with the password is not shown again from memory.
			await clerk.goBack().catch(() => null)
			await expect(clerk.locator('body')).not.toContainText(issued)
			// Further back, the accounts list is asked for again: it sends to sign-in.
			await clerk.goBack().catch(() => null)
			await expect(clerk).toHaveURL(/\/admin-dtima\/login/)
			await expect(clerk.locator('body')).not.toContainText(target)
			await context.close()
		})
	})
})

// Forged requests (no token, another site) get 403 and change nothing: tests/http/admin-access.test.ts.

test('the activity log lists sign-ins and changes, filters them, and offers no way to edit them', async ({
	page,
}) => {
	await page.goto('/admin-dtima/activity')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		text('en', 'admin.activityLog.title'),
	)
	await page.getByLabel(text('en', 'admin.activityLog.kind')).selectOption('user')
	await page.getByRole('button', { name: text('en', 'admin.activityLog.filter') }).click()
	await expect(page).toHaveURL(/kind=user/)
	const rows = page.locator('tr[data-activity]')
	await expect(rows.first()).toBeVisible()
	for (const cell of await page.locator('tr[data-activity] td:nth-child(5)').allInnerTexts()) {
		expect(cell).toBe(text('en', 'admin.activity.kind.user'))
	}
	await expect(page.locator('tr[data-activity="signed-in"]').first()).toBeVisible()
	await expect(page.locator('main form[method="post"]')).toHaveCount(0)
	const csrf = await csrfToken(page.request)
	const post = await page.request.post('/admin-dtima/activity', { form: { csrf }, maxRedirects: 0 })
	expect(post.status()).toBe(405)
	expect(screens.some((s) => s.path === '/admin-dtima/activity')).toBe(true)
})
