import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminMenu } from '#app/features/staff-frame/admin-nav'
import { resources } from '#app/features/content-types'
import { adminPages } from '#app/route-table'
import { escapeHtml, text } from '../support/texts'
import { Client } from './client'
import { formValues, formWith } from './form-values'
import { SAMPLE_ADMIN, startSignedInServer } from './start-server'

// Who may reach which staff-area address, and what the answers let a browser keep, against the
// production server on SQLite (`http`) and PostgreSQL (`http-pg`). One test per address, so a
// failure names it. What a person sees of the same rules (sign-in, menus, sessions ending) is in
// tests/e2e/admin-auth*.spec.ts.

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

let server: Awaited<ReturnType<typeof startSignedInServer>>['server']
let admin: Client

beforeAll(async () => {
	;({ server, admin } = await startSignedInServer())
	// Every content type has an item 1 for the anonymous deletes below to aim at: the sample
	// council has none of an alert, so the administrator drafts one.
	const drafted = await admin.adminPost(resources.alerts.path, {
		intent: 'create',
		token: `access-${uid()}`,
		state: 'draft',
		level: 'information',
		title_en: 'Draft notice',
	})
	expect(drafted.status).toBe(302)
})
afterAll(() => server?.stop())

/** Creates an account through the Accounts screen and returns its one-time password. */
async function createAccount(name: string, email: string, role: 'admin' | 'editor') {
	const reply = await admin.adminPost('/admin-dtima/users', { intent: 'create', name, email, role })
	expect(reply.status, `create ${email}`).toBe(200)
	const password = /data-issued-password[^>]*>\s*([^<\s]+)\s*</.exec(reply.body)?.[1]
	expect(password).toMatch(/^(?:[A-Za-z0-9]{4}-){4}[A-Za-z0-9]{4}$/)
	return password!
}

describe('anonymous visitors: every staff-area page and action sends them to sign in; nothing changes', () => {
	const anonymous = () => new Client(server.origin)

	for (const entry of adminPages) {
		test(entry.path, async () => {
			const visitor = anonymous()
			const get = await visitor.get(`${entry.path}?new`)
			expect(get.status, `GET ${entry.path}`).toBe(302)
			expect(get.headers.location, `GET ${entry.path}`).toMatch(
				/^\/admin-dtima\/login(\?redirectTo=%2Fadmin-dtima[^&]*)?$/,
			)
			const post = await visitor.post(entry.path, {
				form: { intent: 'delete', id: '1', locale: 'fr' },
			})
			// Screens without an action answer 405 (there is nothing to post to); every action
			// sends the visitor to sign in before reading the form.
			expect([302, 405], `POST ${entry.path}`).toContain(post.status)
			if (post.status === 302) {
				expect(post.headers.location, `POST ${entry.path}`).toMatch(/^\/admin-dtima\/login/)
			}
		})
	}

	// After the posts above (tests in a file run in order): item 1 of every content type is still
	// there, as the signed-in administrator sees it.
	for (const def of Object.values(resources)) {
		test(`${def.key}: item 1 is still there`, async () => {
			const reply = await admin.get(`${def.path}?edit=1`)
			expect(reply.status).toBe(200)
			expect(reply.body, def.key).toContain(`>${escapeHtml(text('en', def.text.editTitle))}<`)
			expect(reply.body, def.key).toMatch(/<form[^>]*action="[^"]*\?edit=1"/)
		})
	}
})

describe('an editor gets 403 on accounts, activity and settings, and reaches the rest', () => {
	let editor: Client
	beforeAll(async () => {
		const email = `editor-${uid()}@example.org`
		const password = await createAccount('Edith Editor', email, 'editor')
		editor = new Client(server.origin)
		await editor.signIn(email, password)
	})

	// (Not the sign-out action: it would end the editor's session.)
	for (const entry of adminPages.filter((p) => p.id !== 'admin.logout')) {
		test(`${entry.path}${entry.role === 'admin' ? ' (administrators only)' : ''}`, async () => {
			const get = await editor.get(entry.path)
			const post = await editor.adminPost(entry.path, { intent: 'none' })
			if (entry.role === 'admin') {
				expect(get.status, `GET ${entry.path}`).toBe(403)
				// 403 from the guard; 405 where the screen has no action at all.
				expect([403, 405], `POST ${entry.path}`).toContain(post.status)
			} else if (!entry.file.endsWith('.ts')) {
				expect(get.status, `GET ${entry.path}`).toBe(200)
			}
		})
	}
})

describe('every staff screen and every menu address answers, in each interface language', () => {
	// (Moved here from the staff-area axe sweep, which scans one screen per template.)
	const screens = [
		...new Set([
			...adminPages.filter((p) => !p.file.endsWith('.ts')).map((p) => p.path),
			...adminMenu.flatMap((item) => [item.href, ...(item.subItems ?? []).map((s) => s.href)]),
			'/admin-dtima/search?q=market',
		]),
	]
	for (const lang of ['en', 'fr'] as const) {
		let visitor: Client
		beforeAll(async () => {
			visitor = new Client(server.origin)
			await visitor.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
			visitor.setCookie('admin_lang', lang)
		})
		for (const url of screens) {
			test(`${lang} ${url}: 200, in ${lang}, one h1`, async () => {
				const reply = await visitor.get(url)
				expect(reply.status, `${url} answers 200`).toBe(200)
				expect(reply.body).toMatch(new RegExp(`<html[^>]* lang="${lang}"`))
				expect(reply.body.match(/<h1[\s>]/g)?.length ?? 0, `${url} has one h1`).toBe(1)
			})
		}
	}
})

describe('shared computers', () => {
	test('staff-area and sign-in responses are never stored; public pages are unchanged', async () => {
		const anon = new Client(server.origin)
		const noStore = (res: { headers: Record<string, string> }, what: string) =>
			expect(res.headers['cache-control'], what).toBe('no-store')
		// Anonymous: the redirect to sign-in, the sign-in page, its answers, data requests.
		noStore(await anon.get('/admin-dtima/users'), 'redirect')
		noStore(await anon.get('/admin-dtima/login', { follow: true }), 'sign-in page')
		noStore(await anon.get('/admin-dtima/login.data', { follow: true }), 'sign-in data')
		noStore(await anon.get('/admin-dtima.data'), 'dashboard data')
		noStore(
			await anon.post('/admin-dtima/login', {
				form: { intent: 'login', email: 'nobody@example.org', password: 'not-a-password' },
			}),
			'failed sign-in',
		)
		noStore(await anon.get('/admin-dtima/%ff'), 'malformed address')
		// Signed in: pages, data, errors.
		noStore(await admin.get('/admin-dtima/users', { follow: true }), 'accounts page')
		noStore(await admin.get('/admin-dtima/users.data', { follow: true }), 'accounts data')
		noStore(await admin.get('/admin-dtima/no-such-screen', { follow: true }), 'not found')
		// The same screens spelt otherwise, which the router opens just the same.
		for (const spelling of ['/ADMIN-DTIMA/users', '/Admin-Dtima/users', '/admin%2Ddtima/users']) {
			const screen = await admin.get(spelling, { follow: true })
			expect(screen.status, spelling).toBe(200)
			noStore(screen, spelling)
			// The answer that shows a new account's one-time password, above all.
			const issued = await admin.adminPost(spelling, {
				intent: 'create',
				name: 'Shared Computer',
				email: `shared-${uid()}@example.org`,
				role: 'editor',
			})
			expect(issued.body, spelling).toContain('data-issued-password')
			noStore(issued, `${spelling}: a one-time password`)
		}
		// Public pages keep their own caching rules.
		for (const path of ['/', '/fr', '/news', '/admin-dtimax']) {
			expect((await anon.get(path, { follow: true })).headers['cache-control'], path).not.toBe(
				'no-store',
			)
		}
	})
})

describe('signing in and out', () => {
	test('no open redirect: after signing in, only staff-area paths are followed', async () => {
		for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', '/news']) {
			const visitor = new Client(server.origin)
			// The sign-in form as drawn for that address, sent back as the browser sends it.
			const page = await visitor.get(`/admin-dtima/login?redirectTo=${encodeURIComponent(target)}`)
			expect(page.status, target).toBe(200)
			const form = formValues(formWith(page.body, 'name="password"'))
			const reply = await visitor.post('/admin-dtima/login', {
				form: { ...form, email: SAMPLE_ADMIN.email, password: SAMPLE_ADMIN.password },
			})
			expect(reply.status, target).toBe(302)
			expect(reply.headers.location, target).toBe('/admin-dtima')
		}
	})

	test('signing out ends the session on the server: the old cookie no longer works', async () => {
		const person = new Client(server.origin)
		await person.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
		const cookie = person.cookie('council_session')!
		expect((await person.get('/admin-dtima')).status).toBe(200)
		const out = await person.adminPost('/admin-dtima/logout', {})
		expect(out.status).toBe(302)
		expect(out.headers.location).toBe('/admin-dtima/login?signedOut')
		// The cookie as it was before signing out, replayed elsewhere.
		const replay = new Client(server.origin)
		replay.setCookie('council_session', cookie)
		const again = await replay.get('/admin-dtima')
		expect(again.status).toBe(302)
		expect(again.headers.location).toMatch(/^\/admin-dtima\/login/)
	})
})

describe('forged requests', () => {
	test('a POST without the token, or from another site, gets 403 and changes nothing', async () => {
		const def = resources.quickLinks
		const label = `Forged ${uid()}`
		const form = { intent: 'create', token: uid(), label_en: label, href: '/help', sort_order: '0' }
		/** Rows of the list naming the label. */
		const listed = async () => {
			const list = await admin.get(def.path)
			expect(list.status).toBe(200)
			const rows = list.body.matchAll(/<tr[^>]*data-item-row="(\d+)"[^>]*>(.*?)<\/tr>/gs)
			return new Set(
				[...rows].filter((row) => row[2]!.includes(escapeHtml(label))).map((r) => r[1]),
			).size
		}
		const noToken = await admin.post(def.path, { form })
		expect(noToken.status).toBe(403)
		const csrf = await admin.csrf()
		const foreign = await admin.post(def.path, {
			form: { ...form, csrf },
			headers: { Origin: 'https://evil.example' },
		})
		expect(foreign.status).toBe(403)
		const crossSite = await admin.post(def.path, {
			form: { ...form, csrf },
			headers: { 'Sec-Fetch-Site': 'cross-site' },
		})
		expect(crossSite.status).toBe(403)
		expect(await listed()).toBe(0)
		// The same request, from the site with the token, works.
		const genuine = await admin.adminPost(def.path, form)
		expect(genuine.status).toBe(302)
		expect(await listed()).toBe(1)
	})
})
