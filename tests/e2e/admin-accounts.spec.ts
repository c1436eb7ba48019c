import { expect, request as playwrightRequest, test } from './fixtures'
import { text } from './helpers'
import { anonymous, createAccount, newPerson, signIn, toast, uid } from './admin-people'

// Accounts in the staff area: roles, password changes and resets, throttling of failed sign-ins
// and what the log shows of them. Runs in the "admin" project (signed in as the sample
// administrator); each test makes people of its own. The same rules on both databases, without a
// browser: app/auth/auth.db.test.ts.

test.describe('roles', () => {
	// Each test creates a person (a password hashed, on purpose slowly) and signs them in.
	test.setTimeout(120_000)

	test('an editor does not see accounts, activity and settings in the menu, and reaches their own account', async ({
		page,
		browser,
	}) => {
		const email = `editor-${uid()}@example.org`
		const password = await createAccount(page, 'Edith Editor', email, 'editor')
		const editor = await newPerson(browser, email, password)
		await expect(
			editor.page.getByText(text('en', 'admin.greeting', { name: 'Edith Editor' })),
		).toBeVisible()
		const nav = editor.page.getByRole('navigation', { name: text('en', 'admin.menu') })
		for (const hidden of [
			'admin.nav.settings',
			'admin.nav.texts',
			'admin.nav.users',
			'admin.nav.activity',
		] as const) {
			await expect(nav.getByRole('link', { name: text('en', hidden) })).toHaveCount(0)
		}
		// Each address's answer to an editor (403 on administrators' screens, 200 elsewhere):
		// tests/http/admin-access.test.ts, on both databases.
		// An editor's own password change works (content only does not mean locked out of oneself).
		await editor.page.goto('/admin-dtima/account')
		await expect(editor.page.getByRole('heading', { level: 1 })).toHaveText(
			text('en', 'admin.account.title'),
		)
		await editor.context.close()
	})

	test('deactivating a person ends their sessions at once; reactivating lets them sign in again', async ({
		page,
		browser,
	}) => {
		const email = `leaver-${uid()}@example.org`
		const password = await createAccount(page, 'Leo Leaver', email, 'editor')
		const leaver = await newPerson(browser, email, password)
		await page.goto('/admin-dtima/users')
		const row = page.locator(`tr[data-user="${email}"]`)
		await row.getByRole('button', { name: text('en', 'admin.users.deactivate') }).click()
		await expect(toast(page).getByText(text('en', 'admin.users.deactivated'))).toBeVisible()
		await leaver.page.goto('/admin-dtima/content/news')
		await expect(leaver.page).toHaveURL(/\/admin-dtima\/login/)
		await signIn(leaver.page, email, password)
		await expect(leaver.page.getByRole('alert')).toHaveText(text('en', 'admin.login.failed'))
		await page
			.locator(`tr[data-user="${email}"]`)
			.getByRole('button', { name: text('en', 'admin.users.activate') })
			.click()
		await signIn(leaver.page, email, password)
		await expect(leaver.page).toHaveURL(/\/admin-dtima$/)
		await leaver.context.close()
	})
})

test.describe('passwords', () => {
	// Every sign-in and change hashes a password (argon2, slow on purpose).
	test.setTimeout(120_000)

	test('changing one’s password: current one required, a weak one refused with its reasons, others signed out', async ({
		page,
		browser,
	}) => {
		const email = `changer-${uid()}@example.org`
		const first = await createAccount(page, 'Chantal Changer', email, 'editor')
		const me = await newPerson(browser, email, first)
		const other = await newPerson(browser, email, first)
		const form = async (current: string, next: string) => {
			await me.page.goto('/admin-dtima/account')
			await me.page.getByLabel(text('en', 'admin.account.current')).fill(current)
			await me.page.getByLabel(text('en', 'admin.account.new'), { exact: true }).fill(next)
			await me.page.getByLabel(text('en', 'admin.account.confirm')).fill(next)
			await me.page.getByRole('button', { name: text('en', 'admin.account.submit') }).click()
		}
		await form('wrong-current-password', 'river-mango-lantern-quiet')
		await expect(me.page.getByText(text('en', 'admin.account.currentWrong'))).toBeVisible()
		// A weak one: the message and zxcvbn's reasons under the field. (Every other refusal, with
		// its field and message, is the same form answered by the server: app/routes/admin/
		// account.db.test.ts.)
		await form(first, 'password1234')
		await expect(me.page.getByText(text('en', 'admin.account.weak'))).toBeVisible()
		await expect(me.page.locator('#account-password ~ ul li').first()).not.toBeEmpty()
		await form(first, 'river-mango-lantern-quiet')
		await expect(toast(me.page).getByText(text('en', 'admin.account.changed'))).toBeVisible()
		// This browser stays signed in; the other session has ended; the old password is refused.
		await me.page.goto('/admin-dtima')
		await expect(me.page).toHaveURL(/\/admin-dtima$/)
		await other.page.goto('/admin-dtima')
		await expect(other.page).toHaveURL(/\/admin-dtima\/login/)
		await signIn(other.page, email, first)
		await expect(other.page.getByRole('alert')).toHaveText(text('en', 'admin.login.failed'))
		await signIn(other.page, email, 'river-mango-lantern-quiet')
		await expect(other.page).toHaveURL(/\/admin-dtima$/)
		await me.context.close()
		await other.context.close()
	})

	test('an administrator resets a password: a new one is shown once, the old one stops working', async ({
		page,
		browser,
	}) => {
		const email = `reset-${uid()}@example.org`
		const first = await createAccount(page, 'Rita Reset', email, 'editor')
		await page.goto('/admin-dtima/users')
		await page
			.locator(`tr[data-user="${email}"]`)
			.getByRole('button', { name: text('en', 'admin.users.reset') })
			.click()
		const second = (await page.locator('[data-issued-password]').innerText()).trim()
		expect(second).not.toBe(first)
		const context = await browser.newContext(anonymous)
		const other = await context.newPage()
		await signIn(other, email, first)
		await expect(other.getByRole('alert')).toHaveText(text('en', 'admin.login.failed'))
		await signIn(other, email, second)
		await expect(other).toHaveURL(/\/admin-dtima$/)
		await context.close()
	})
})

test.describe('throttling', () => {
	test.setTimeout(120_000)

	test('repeated failures slow down, then lock the account with 429 and a clear message; it is logged', async ({
		page,
		browser,
	}) => {
		const email = `locked-${uid()}@example.org`
		const password = await createAccount(page, 'Lou Locked', email, 'editor')
		const context = await browser.newContext(anonymous)
		const other = await context.newPage()
		// The first three failures are answered at once; from the fourth the server holds each
		// answer a little longer (0.5 s, 1 s, 2 s, then 4 s: those values, and the lock after eight,
		// are checked on both databases in app/auth/auth.db.test.ts).
		for (let i = 0; i < 4; i++) {
			const started = Date.now()
			await signIn(other, email, `wrong-password-${i}`)
			await expect(other.getByRole('alert')).toHaveText(text('en', 'admin.login.failed'), {
				timeout: 10_000,
			})
			if (i === 3) expect(Date.now() - started, 'the 4th failure is held').toBeGreaterThan(500)
		}
		// Four more at once, as someone guessing in a hurry would send them: each one counts.
		const hurried = await Promise.all(
			Array.from({ length: 4 }, (_, i) =>
				context.request.post('/admin-dtima/login', {
					form: { intent: 'login', email, password: `wrong-in-a-hurry-${i}` },
					maxRedirects: 0,
				}),
			),
		)
		expect(hurried.map((r) => r.status())).toEqual([401, 401, 401, 401])
		const locked = other.waitForResponse((r) => r.request().method() === 'POST')
		await signIn(other, email, password)
		expect((await locked).status()).toBe(429)
		await expect(other.getByRole('alert')).toHaveText(
			text('en', 'admin.login.locked', { minutes: 15 }),
		)
		// Hammering the locked sign-in is refused every time, but the lock is logged once.
		for (let i = 0; i < 5; i++) {
			const again = await context.request.post('/admin-dtima/login', {
				form: { intent: 'login', email, password: `wrong-again-${i}` },
				maxRedirects: 0,
			})
			expect(again.status()).toBe(429)
			expect(Number(again.headers()['retry-after'])).toBeGreaterThan(0)
		}
		await context.close()
		await page.goto(`/admin-dtima/activity?action=signin-locked`)
		await expect(
			page.locator('tr[data-activity="signin-locked"]').filter({ hasText: email }),
		).toHaveCount(1)
		await page.goto(`/admin-dtima/activity?action=signin-failed`)
		await expect(
			page.locator('tr[data-activity="signin-failed"]').filter({ hasText: email }),
		).toHaveCount(8)
	})
})

test.describe('failed sign-ins in the log', () => {
	test.setTimeout(120_000)

	test('an unknown account’s typed text is never shown; editors see no failed sign-ins', async ({
		page,
		browser,
		baseURL,
	}) => {
		const email = `viewer-${uid()}@example.org`
		const password = await createAccount(page, 'Vera Viewer', email, 'editor')
		const editor = await newPerson(browser, email, password)
		// What someone typed into the email field by mistake (here, a password).
		const typed = `MyPassw0rd-${uid()}`
		const api = await playwrightRequest.newContext({
			baseURL,
			storageState: anonymous.storageState,
		})
		const failed = await api.post('/admin-dtima/login', {
			form: { intent: 'login', email: typed, password: 'whatever-it-is' },
			maxRedirects: 0,
		})
		expect(failed.status()).toBe(401)
		// A failure on a real account, too: the account is named (it is not secret to staff).
		await api.post('/admin-dtima/login', {
			form: { intent: 'login', email, password: 'not-vera-password' },
			maxRedirects: 0,
		})
		await api.dispose()

		// The administrator sees both failures; the unknown one under a neutral label.
		await page.goto('/admin-dtima')
		const adminRecent = page.getByRole('region', { name: text('en', 'admin.activity.title') })
		await expect(adminRecent).toContainText(text('en', 'admin.activity.unknownAccount'))
		await expect(page.locator('body')).not.toContainText(typed.toLowerCase(), { ignoreCase: true })
		const adminData = await (
			await page.request.get('/admin-dtima.data?_routes=admin.dashboard')
		).text()
		expect(adminData).toContain('signin-failed')
		expect(adminData).not.toContain(typed.toLowerCase())
		// The editor's dashboard, as a page and as data: no failed sign-in at all.
		await editor.page.goto('/admin-dtima')
		const recent = editor.page.getByRole('region', { name: text('en', 'admin.activity.title') })
		await expect(recent).toBeVisible()
		await expect(recent).not.toContainText(text('en', 'admin.activity.action.signin-failed'))
		await expect(editor.page.locator('body')).not.toContainText(typed)
		// Only the dashboard's own data (the root's carries the catalogs, which name every action).
		const loaderData = await (
			await editor.page.request.get('/admin-dtima.data?_routes=admin.dashboard')
		).text()
		expect(loaderData).toContain('"activity"')
		expect(loaderData).not.toContain('signin-failed')
		expect(loaderData).not.toContain(typed.toLowerCase())
		await editor.context.close()

		await page.goto('/admin-dtima/activity?action=signin-failed')
		await expect(
			page
				.locator('tr[data-activity="signin-failed"]')
				.filter({ hasText: text('en', 'admin.activity.unknownAccount') })
				.first(),
		).toBeVisible()
		await expect(
			page.locator('tr[data-activity="signin-failed"]').filter({ hasText: email }),
		).toHaveCount(1)
		await expect(page.locator('body')).not.toContainText(typed.toLowerCase(), { ignoreCase: true })
	})
})
