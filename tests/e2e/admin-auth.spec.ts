import {
	expect,
	request as playwrightRequest,
	test,
	type APIRequestContext,
	type Browser,
	type Page,
} from '@playwright/test'
import { adminPages } from '../../app/route-table'
import { resources } from '../../app/features/cms/resources'
import { SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD } from '../../app/auth/accounts.server'
import { adminPost, csrfToken, expectNoAxeViolations, text } from './helpers'

// Runs in the "admin" project (signed in as the sample administrator). Tests that need another
// person, or no one, open contexts of their own.
const anonymous = { storageState: { cookies: [], origins: [] } }
const toast = (page: Page) => page.locator('[data-sonner-toaster]')
const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function signIn(page: Page, email: string, password: string) {
	await page.goto('/admin-dtima/login')
	await page.getByLabel(text('en', 'admin.login.email')).fill(email)
	await page.getByLabel(text('en', 'admin.login.password')).fill(password)
	await page.getByRole('button', { name: text('en', 'admin.login.submit') }).click()
}

/** Creates an account through the Accounts screen and returns its one-time password. */
async function createAccount(page: Page, name: string, email: string, role: 'admin' | 'editor') {
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

async function newPerson(browser: Browser, email: string, password: string) {
	const context = await browser.newContext(anonymous)
	const page = await context.newPage()
	await signIn(page, email, password)
	await expect(page).toHaveURL(/\/admin-dtima$/)
	return { context, page }
}

const screens = adminPages.filter((p) => !p.file.endsWith('.ts'))
const actions = adminPages

test.describe('anonymous visitors', () => {
	let api: APIRequestContext
	test.beforeAll(async ({ baseURL }) => {
		api = await playwrightRequest.newContext({ baseURL, storageState: anonymous.storageState })
	})
	test.afterAll(async () => api.dispose())

	test('every staff-area page and action sends them to sign in; nothing changes', async ({
		page,
	}) => {
		for (const entry of actions) {
			const get = await api.get(`${entry.path}?new`, { maxRedirects: 0 })
			expect(get.status(), `GET ${entry.path}`).toBe(302)
			expect(get.headers().location, `GET ${entry.path}`).toMatch(
				/^\/admin-dtima\/login(\?redirectTo=%2Fadmin-dtima[^&]*)?$/,
			)
			const post = await api.post(entry.path, {
				form: { intent: 'delete', id: '1', locale: 'fr' },
				maxRedirects: 0,
			})
			// Screens without an action answer 405 (there is nothing to post to); every action
			// sends the visitor to sign in before reading the form.
			expect([302, 405], `POST ${entry.path}`).toContain(post.status())
			if (post.status() === 302) {
				expect(post.headers().location, `POST ${entry.path}`).toMatch(/^\/admin-dtima\/login/)
			}
		}
		// Item 1 of every content type is still there (seen by the signed-in administrator).
		for (const def of Object.values(resources)) {
			await page.goto(`${def.path}?edit=1`)
			await expect(
				page.getByRole('region', { name: text('en', def.text.editTitle) }),
				def.key,
			).toBeVisible()
		}
	})

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

		test('no open redirect: only staff-area paths are followed after sign-in', async ({ page }) => {
			for (const target of [
				'https://evil.example/',
				'//evil.example',
				'/\\evil.example',
				'/news',
			]) {
				await page.context().clearCookies()
				await page.goto(`/admin-dtima/login?redirectTo=${encodeURIComponent(target)}`)
				await signIn(page, SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD)
				await expect(page, target).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/admin-dtima$/)
			}
		})

		test('signing out ends the session on the server: the old cookie no longer works', async ({
			page,
			browser,
		}) => {
			await signIn(page, SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD)
			await expect(page).toHaveURL(/\/admin-dtima$/)
			const saved = await page.context().storageState()
			await page.getByRole('button', { name: text('en', 'admin.signOut') }).click()
			await expect(page).toHaveURL('/admin-dtima/login?signedOut')
			await expect(page.getByRole('status')).toHaveText(text('en', 'admin.login.signedOut'))
			// The cookie as it was before signing out, replayed elsewhere.
			const replay = await browser.newContext({ storageState: saved })
			const again = await replay.newPage()
			await again.goto('/admin-dtima')
			await expect(again).toHaveURL(/\/admin-dtima\/login/)
			await replay.close()
		})
	})
})

test.describe('roles', () => {
	// Each test creates a person (a password hashed, on purpose slowly) and signs them in; the first
	// then requests every staff-area page twice.
	test.setTimeout(120_000)

	test('an editor manages content but gets 403 on accounts, activity and settings, and does not see them', async ({
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
		for (const hidden of ['admin.nav.settings', 'admin.nav.users', 'admin.nav.activity'] as const) {
			await expect(nav.getByRole('link', { name: text('en', hidden) })).toHaveCount(0)
		}
		const csrf = await csrfToken(editor.page.request)
		// (Not the sign-out action: it would end the editor's session.)
		for (const entry of adminPages.filter((p) => p.id !== 'admin.logout')) {
			const get = await editor.page.request.get(entry.path, { maxRedirects: 0 })
			const post = await editor.page.request.post(entry.path, {
				form: { csrf, intent: 'none' },
				maxRedirects: 0,
			})
			if (entry.role === 'admin') {
				expect(get.status(), `GET ${entry.path}`).toBe(403)
				// 403 from the guard; 405 where the screen has no action at all.
				expect([403, 405], `POST ${entry.path}`).toContain(post.status())
			} else if (!entry.file.endsWith('.ts')) {
				expect(get.status(), `GET ${entry.path}`).toBe(200)
			}
		}
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

	test('changing one’s password: current one required, weak ones refused with a reason, others signed out', async ({
		page,
		browser,
	}) => {
		const email = `changer-${uid()}@example.org`
		const first = await createAccount(page, 'Chantal Changer', email, 'editor')
		const me = await newPerson(browser, email, first)
		const other = await newPerson(browser, email, first)
		const form = async (current: string, next: string, confirm = next) => {
			await me.page.goto('/admin-dtima/account')
			await me.page.getByLabel(text('en', 'admin.account.current')).fill(current)
			await me.page.getByLabel(text('en', 'admin.account.new'), { exact: true }).fill(next)
			await me.page.getByLabel(text('en', 'admin.account.confirm')).fill(confirm)
			await me.page.getByRole('button', { name: text('en', 'admin.account.submit') }).click()
		}
		await form('wrong-current-password', 'river-mango-lantern-quiet')
		await expect(me.page.getByText(text('en', 'admin.account.currentWrong'))).toBeVisible()
		await form(first, 'short')
		await expect(me.page.getByText(text('en', 'admin.account.tooShort'))).toBeVisible()
		await form(first, 'password1234')
		await expect(me.page.getByText(text('en', 'admin.account.weak'))).toBeVisible()
		await expect(me.page.locator('#account-password ~ ul li').first()).not.toBeEmpty()
		await form(first, 'chantal changer 2026')
		await expect(me.page.getByText(text('en', 'admin.account.personal'))).toBeVisible()
		await form(first, 'river-mango-lantern-quiet', 'river-mango-lantern-quieter')
		await expect(me.page.getByText(text('en', 'admin.account.mismatch'))).toBeVisible()
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
		const started = Date.now()
		for (let i = 0; i < 8; i++) {
			await signIn(other, email, `wrong-password-${i}`)
			// The server holds the answer for up to 4 s on purpose (then hashes the password).
			await expect(other.getByRole('alert')).toHaveText(text('en', 'admin.login.failed'), {
				timeout: 10_000,
			})
		}
		// The 4th to 8th attempts waited 0.5 + 1 + 2 + 4 + 4 seconds.
		expect(Date.now() - started).toBeGreaterThan(11_000)
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

test.describe('shared computers', () => {
	test('staff-area and sign-in responses are never stored; public pages are unchanged', async ({
		page,
		baseURL,
	}) => {
		const anon = await playwrightRequest.newContext({
			baseURL,
			storageState: anonymous.storageState,
		})
		const noStore = (res: { headers(): Record<string, string> }, what: string) =>
			expect(res.headers()['cache-control'], what).toBe('no-store')
		// Anonymous: the redirect to sign-in, the sign-in page, its answers, data requests.
		noStore(await anon.get('/admin-dtima/users', { maxRedirects: 0 }), 'redirect')
		noStore(await anon.get('/admin-dtima/login'), 'sign-in page')
		noStore(await anon.get('/admin-dtima/login.data'), 'sign-in data')
		noStore(await anon.get('/admin-dtima.data', { maxRedirects: 0 }), 'dashboard data')
		noStore(
			await anon.post('/admin-dtima/login', {
				form: { intent: 'login', email: 'nobody@example.org', password: 'not-a-password' },
				maxRedirects: 0,
			}),
			'failed sign-in',
		)
		noStore(await anon.get('/admin-dtima/%ff', { maxRedirects: 0 }), 'malformed address')
		// Signed in: pages, data, errors.
		noStore(await page.request.get('/admin-dtima/users'), 'accounts page')
		noStore(await page.request.get('/admin-dtima/users.data'), 'accounts data')
		noStore(await page.request.get('/admin-dtima/no-such-screen'), 'not found')
		// Public pages keep their own caching rules.
		for (const path of ['/', '/fr', '/news', '/admin-dtimax']) {
			expect((await anon.get(path)).headers()['cache-control'], path).not.toBe('no-store')
		}
		await anon.dispose()
	})

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

test.describe('forged requests', () => {
	test('a POST without the token, or from another site, gets 403 and changes nothing', async ({
		page,
	}) => {
		const def = resources.quickLinks
		const label = `Forged ${uid()}`
		const form = { intent: 'create', token: uid(), label_en: label, href: '/help', sort_order: '0' }
		const noToken = await page.request.post(def.path, { form, maxRedirects: 0 })
		expect(noToken.status()).toBe(403)
		const csrf = await csrfToken(page.request)
		const foreign = await page.request.post(def.path, {
			form: { ...form, csrf },
			headers: { Origin: 'https://evil.example' },
			maxRedirects: 0,
		})
		expect(foreign.status()).toBe(403)
		const crossSite = await page.request.post(def.path, {
			form: { ...form, csrf },
			headers: { 'Sec-Fetch-Site': 'cross-site' },
			maxRedirects: 0,
		})
		expect(crossSite.status()).toBe(403)
		await page.goto(def.path)
		await expect(page.locator('tr[data-item-row]').filter({ hasText: label })).toHaveCount(0)
		// The same request, from the site with the token, works.
		const genuine = await adminPost(page, def.path, { form, maxRedirects: 0 })
		expect(genuine.status()).toBe(302)
		await page.goto(def.path)
		await expect(page.locator('tr[data-item-row]').filter({ hasText: label })).toHaveCount(1)
	})
})

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
