import { expect, test, type APIResponse, type Page } from '@playwright/test'
import { resourceList } from '../../app/features/cms/resources'
import { screenFields, settingsScreenList } from '../../app/features/cms/settings-screens'
import { refusalEn } from '../../app/i18n/messages/essentials.en'
import { refusalFr } from '../../app/i18n/messages/essentials.fr'
import { SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD } from '../../app/auth/accounts.server'
import { csrfToken, waitForHydration } from './helpers'

// Hostile input over every form and query parameter, on the staff-area test server (signed in as
// the sample administrator; its public pages are the same application). For every request: no
// 5xx, nothing executed in the browser, markup never comes back unescaped, and nothing saved that
// should not be. A summary by kind is printed at the end.

const MARK = 'x9h0st'
const payloads = {
	script: `<script>alert('${MARK}')</script>`,
	attribute: `"><img src=x onerror=alert('${MARK}')>`,
	javascriptUrl: `javascript:alert('${MARK}')`,
	sql: `' OR 1=1; DROP TABLE news; -- ${MARK}`,
	traversal: `../../../../etc/passwd%00${MARK}`,
	long: `${MARK}${'A'.repeat(120_000)}`,
	unicode: `\u202e${MARK}\u200b\u0000\ud83d\ude00\ufeff`,
} as const
type Kind = keyof typeof payloads | 'invalidUtf8' | 'contentType' | 'polyglot'

const tally = new Map<Kind, { requests: number; worst: number }>()
function record(kind: Kind, response: APIResponse, { soft = false } = {}) {
	const entry = tally.get(kind) ?? { requests: 0, worst: 0 }
	entry.requests++
	entry.worst = Math.max(entry.worst, response.status())
	tally.set(kind, entry)
	;(soft ? expect.soft : expect)(response.status(), `${kind} → ${response.url()}`).toBeLessThan(500)
}

/** Markup from the payloads never comes back as markup. */
async function expectInert(response: APIResponse) {
	const body = await response.text()
	expect(body).not.toContain(`<script>alert('${MARK}')`)
	expect(body).not.toContain(`<img src=x onerror=alert('${MARK}')>`)
	expect(body).not.toMatch(new RegExp(`href="javascript:alert\\('${MARK}`))
}

const queryTargets = [
	'/help?q=',
	'/fr/help?q=',
	'/i-want-to/find-business?q=',
	'/fr/i-want-to/find-business?q=',
	'/news?page=',
	'/news/',
	'/events/',
	'/fr/events/',
	'/programs/agenda?x=',
	'/admin-dtima/search?q=',
	'/admin-dtima/activity?actor=',
	'/admin-dtima/activity?from=',
	'/admin-dtima/content/news?edit=',
	'/admin-dtima/pages/bids?page=',
	'/admin-dtima/login?redirectTo=',
]

test.describe.configure({ mode: 'serial' })

test.afterAll(() => {
	const lines = [...tally].map(
		([kind, { requests, worst }]) =>
			`  ${kind.padEnd(14)} ${requests} requests, highest status ${worst}`,
	)
	console.log(`[hostile] results by kind:\n${lines.join('\n')}`)
})

test('query parameters: no error, nothing executed, markup shown as text', async ({ page }) => {
	test.setTimeout(120_000)
	let dialogs = 0
	page.on('dialog', async (dialog) => {
		dialogs++
		await dialog.dismiss()
	})
	for (const [kind, value] of Object.entries(payloads) as [Kind, string][]) {
		for (const target of queryTargets) {
			const url = `${target}${encodeURIComponent(value)}`
			const response = await page.request.get(url, { maxRedirects: 0 })
			record(kind, response)
			await expectInert(response)
		}
	}
	// In a real browser too, for the pages that echo the query.
	for (const target of ['/help?q=', '/fr/i-want-to/find-business?q=', '/admin-dtima/search?q=']) {
		for (const value of [payloads.script, payloads.attribute]) {
			await page.goto(`${target}${encodeURIComponent(value)}`)
			// The live DOM holds no element made from the payload.
			const dom = await page.content()
			expect(dom).not.toContain(`<script>alert('${MARK}')`)
			expect(dom).not.toContain(`onerror="alert('${MARK}')"`)
			expect(await page.locator('img[src="x"]').count()).toBe(0)
		}
	}
	// Bytes that are not UTF-8 at all.
	for (const target of queryTargets) {
		const response = await page.request.get(`${target}%ff%fe%c3%28${MARK}`, { maxRedirects: 0 })
		record('invalidUtf8', response)
	}
	expect(dialogs).toBe(0)
})

/** The readable refusal page (app/platform/refusal-page.server.ts), with the site's headers. */
async function expectRefusalPage(response: APIResponse, title: keyof typeof refusalEn) {
	const headers = response.headers()
	expect(headers['content-type']).toBe('text/html; charset=utf-8')
	expect(headers['x-content-type-options']).toBe('nosniff')
	expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
	const html = await response.text()
	expect(html).toMatch(/^<!doctype html>/)
	expect(/<h1>(.*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '')).toBe(
		`${refusalEn[title]} / ${refusalFr[title]}`,
	)
	expect(html).not.toContain(MARK)
}

async function post(page: Page, path: string, form: Record<string, string>) {
	const csrf = await csrfToken(page.request)
	return page.request.post(path, { form: { csrf, ...form }, maxRedirects: 0 })
}

test('every staff form: hostile text is refused or stored as text, never run on the public site', async ({
	page,
}) => {
	test.setTimeout(180_000)
	let dialogs = 0
	page.on('dialog', async (dialog) => {
		dialogs++
		await dialog.dismiss()
	})
	const saved: string[] = []
	for (const def of resourceList) {
		for (const [kind, value] of Object.entries(payloads) as [Kind, string][]) {
			const form: Record<string, string> = {
				intent: 'create',
				token: `${def.key}-${kind}-${Date.now()}`,
				state: 'published',
			}
			for (const field of def.fields) {
				if (field.kind === 'image') continue
				form[field.name] =
					field.kind === 'number' ? value.slice(0, 12) : field.kind === 'date' ? value : value
			}
			const response = await post(page, `${def.path}?new`, form)
			record(kind, response)
			await expectInert(response)
			if (response.status() === 302) saved.push(`${def.key}:${kind}`)
		}
		// Unknown and hostile ids on every action.
		for (const intent of ['update', 'publish', 'unpublish', 'delete']) {
			for (const id of [payloads.sql, payloads.traversal, '-1', '1e309', '0x10']) {
				const response = await post(page, def.path, { intent, id })
				record('sql', response)
				expect([302, 400], `${def.key} ${intent} ${id}`).toContain(response.status())
			}
		}
	}
	// Over-long or invalid values are refused; nothing hostile is accepted in a link, date or
	// number field, and the 120 000-character text never reaches the database.
	expect(saved.filter((s) => s.endsWith(':long'))).toEqual([])
	expect(saved.filter((s) => s.startsWith('quickLinks:'))).toEqual([])
	expect(saved.filter((s) => s.startsWith('events:'))).toEqual([])

	for (const screen of settingsScreenList) {
		for (const [kind, value] of Object.entries(payloads) as [Kind, string][]) {
			const form: Record<string, string> = {}
			for (const field of screenFields(screen)) {
				if (field.kind !== 'image') form[field.name] = value
			}
			const response = await post(page, screen.path, form)
			record(kind, response)
			await expectInert(response)
			// Plain text is a valid mayor's message; phone numbers, emails and links are checked.
			if (screen.key === 'mayor' && kind !== 'long') expect([302, 400]).toContain(response.status())
			else expect(response.status(), `${screen.key} ${kind}`).toBe(kind === 'long' ? 413 : 400)
			// A field over the limit: the short page that says so (in both languages: this request
			// carries no language preference), not an error screen.
			if (kind === 'long') await expectRefusalPage(response, 'refusal.tooLarge.title')
		}
	}
	for (const [kind, value] of Object.entries(payloads) as [Kind, string][]) {
		for (const [path, form] of [
			['/admin-dtima/users', { intent: 'create', name: value, email: value, role: value }],
			['/admin-dtima/account', { current: value, password: value, confirm: value }],
			['/admin-dtima/notifications', { intent: 'read', id: value }],
			['/admin-dtima/language', { locale: value, redirectTo: value }],
		] as const) {
			const response = await post(page, path, form)
			record(kind, response)
			await expectInert(response)
		}
		const login = await page.request.post('/admin-dtima/login', {
			form: { intent: 'login', email: value, password: value, redirectTo: value },
			maxRedirects: 0,
		})
		record(kind, login)
		await expectInert(login)
	}

	// What was accepted (markup typed into a news title, an FAQ…) shows as text on public pages.
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
	await page.goto('/admin-dtima/search?q=x9h0st')
	await expect(page.getByRole('status')).toBeVisible()
	expect(dialogs).toBe(0)
})

test('wrong content types and malformed bodies: a clear refusal, never a 500', async ({ page }) => {
	const csrf = await csrfToken(page.request)
	const path = resourceList[0]!.path
	const cases: [string, string | Buffer][] = [
		['application/json', JSON.stringify({ csrf, intent: 'create' })],
		['text/plain', `csrf=${csrf}&intent=create`],
		['multipart/form-data', `--x\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${csrf}`],
		['multipart/form-data; boundary=x', '--x\r\nbroken'],
		['application/x-www-form-urlencoded', Buffer.from([0xff, 0xfe, 0x3d, 0x00, 0x26])],
		[
			'application/xml',
			`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>`,
		],
	]
	for (const [type, body] of cases) {
		for (const target of [path, '/admin-dtima/settings', '/admin-dtima/login', '/help/asked']) {
			const response = await page.request.post(target, {
				headers: { 'Content-Type': type },
				data: body,
				maxRedirects: 0,
			})
			record('contentType', response)
			// The sign-in page sends an already signed-in visitor on to the dashboard (302).
			const refused =
				response.status() >= 400 || (target.endsWith('/login') && response.status() === 302)
			expect(refused, `${type} → ${target}: ${response.status()}`).toBe(true)
			// Forms get the readable page (the help beacon, which no person sees, answers with no body).
			if (target !== '/help/asked') {
				if (response.status() === 415)
					await expectRefusalPage(response, 'refusal.unsupported.title')
				if (response.status() === 400) await expectRefusalPage(response, 'refusal.unreadable.title')
			}
		}
	}
})

/** The refusal page in one language only (the staff area's chosen one). */
async function expectRefusalIn(
	response: APIResponse,
	title: keyof typeof refusalEn,
	lang: 'en' | 'fr',
) {
	const html = await response.text()
	expect(html).toContain(`<html data-refusal lang="${lang}">`)
	expect(/<h1>(.*?)<\/h1>/.exec(html)?.[1]).toBe((lang === 'fr' ? refusalFr : refusalEn)[title])
}

test('malformed cookies, addresses, return paths and form bodies: a clear answer, never a 500', async ({
	page,
	playwright,
	baseURL,
}) => {
	// Soft checks: one run reports every kind of input that fails, not only the first.
	const url = baseURL!
	const context = page.context()

	// A language cookie that is not valid percent-encoding is ignored (as if absent).
	await context.addCookies([{ name: 'lang', value: '%ff', url }])
	for (const path of ['/', '/fr/news', '/admin-dtima']) {
		const response = await page.request.get(path, { maxRedirects: 0 })
		record('invalidUtf8', response, { soft: true })
		expect.soft(response.status(), `lang=%ff ${path}`).toBe(200)
	}
	await context.clearCookies({ name: 'lang' })

	// An asset address that is not valid UTF-8 names no file: the readable 400 page, both languages.
	for (const path of ['/assets/%ff', '/assets/%ff.js', '/assets/x%E0%A4%A']) {
		for (const encoding of ['br, gzip', 'identity']) {
			const response = await page.request.get(path, { headers: { 'Accept-Encoding': encoding } })
			record('invalidUtf8', response, { soft: true })
			expect.soft(response.status(), path).toBe(400)
			if (response.status() === 400) await expectRefusalPage(response, 'refusal.badAddress.title')
		}
	}

	// Return paths with characters a Location header cannot carry: percent-encoded, or (CR/LF)
	// the dashboard. Signing in with one creates the session and hands over its cookie.
	// A browser of its own: the test runner would otherwise give it this page's session, which
	// signing in there would end.
	const visitor = await playwright.request.newContext({
		baseURL: url,
		storageState: { cookies: [], origins: [] },
	})
	try {
		const signIn = await visitor.post('/admin-dtima/login', {
			form: {
				intent: 'login',
				email: SAMPLE_ADMIN_EMAIL,
				password: SAMPLE_ADMIN_PASSWORD,
				redirectTo: '/admin-dtima/search?q=€ \u{1F600}',
			},
			maxRedirects: 0,
		})
		record('unicode', signIn, { soft: true })
		expect.soft(signIn.status()).toBe(302)
		expect.soft(signIn.headers()['location']).toBe('/admin-dtima/search?q=%E2%82%AC%20%F0%9F%98%80')
		expect.soft(signIn.headers()['set-cookie']).toMatch(/^council_session=/)
		const signedIn = await visitor.get('/admin-dtima/login?redirectTo=/admin-dtima/%E2%82%AC', {
			maxRedirects: 0,
		})
		expect.soft(signedIn.status()).toBe(302)
		expect.soft(signedIn.headers()['location']).toBe('/admin-dtima/%E2%82%AC')
		const dashboard = await visitor.get('/admin-dtima', { maxRedirects: 0 })
		expect.soft(dashboard.status()).toBe(200)
	} finally {
		await visitor.dispose()
	}
	for (const [redirectTo, location] of [
		['/admin-dtima/content/news\r\nX-Injected: 1', '/admin-dtima'],
		['/admin-dtima?x=\nX-Injected: 1', '/admin-dtima'],
		['/admin-dtima/content/news?q=Ω', '/admin-dtima/content/news?q=%CE%A9'],
	] as const) {
		const response = await post(page, '/admin-dtima/language', { locale: 'en', redirectTo })
		record('unicode', response, { soft: true })
		expect.soft(response.status(), redirectTo).toBe(302)
		expect.soft(response.headers()['location'], redirectTo).toBe(location)
		expect(response.headers()['x-injected']).toBeUndefined()
	}

	// A staff content form whose body does not parse (a malformed escape, a broken part header):
	// the readable 400 page in the staff area's language, not a connection closed without answer.
	const csrf = await csrfToken(page.request)
	const bodies: [string, string][] = [
		['application/x-www-form-urlencoded', `csrf=${csrf}&intent=create&title_en=%zz`],
		['application/x-www-form-urlencoded', `csrf=${csrf}&intent=create&x=%`],
		[
			'multipart/form-data; boundary=b',
			`--b\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${csrf}\r\n` +
				`--b\r\nnot a header\r\n\r\nx\r\n--b--\r\n`,
		],
	]
	for (const lang of ['en', 'fr'] as const) {
		await context.addCookies([{ name: 'admin_lang', value: lang, url }])
		for (const [type, body] of bodies) {
			for (const target of [`${resourceList[0]!.path}?new`, '/admin-dtima/settings']) {
				const response = await page.request.post(target, {
					headers: { 'Content-Type': type },
					data: body,
					maxRedirects: 0,
				})
				record('contentType', response, { soft: true })
				expect(response.status(), `${lang} ${body} → ${target}`).toBe(400)
				await expectRefusalIn(response, 'refusal.unreadable.title', lang)
			}
		}
	}
})

test('a cabinet member whose name starts with an emoji: initials whole, the page hydrates without error', async ({
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
	await waitForHydration(page)
	const member = page.locator('li').filter({ hasText: name })
	await expect(member.locator('span[aria-hidden="true"]').first()).toHaveText('\u{1F600}X')
	await expect(member).not.toContainText('\ufffd')
	expect(errors).toEqual([])
})

test('polyglot and disguised files are refused or re-encoded; nothing of the original is served', async ({
	page,
}) => {
	const csrf = await csrfToken(page.request)
	const gifHtml = Buffer.concat([
		Buffer.from('GIF89a'),
		Buffer.from([1, 0, 1, 0, 0, 0, 0]),
		Buffer.from(`<script>alert('${MARK}')</script>`),
	])
	const files = [
		{ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: gifHtml },
		{
			name: 'x.svg',
			mimeType: 'image/svg+xml',
			buffer: Buffer.from(`<svg onload="alert('${MARK}')"/>`),
		},
		{ name: '../../../etc/passwd', mimeType: 'image/png', buffer: Buffer.from('not a png') },
		{ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from(`<script>alert(1)</script>`) },
	]
	for (const file of files) {
		const response = await page.request.post('/admin-dtima/content/news?new', {
			multipart: {
				csrf,
				intent: 'create',
				token: `poly-${file.name}-${Date.now()}`,
				title_en: `Polyglot ${MARK}`,
				content_en: 'A file pretending to be an image.',
				image: file,
			},
			maxRedirects: 0,
		})
		record('polyglot', response)
		expect(response.status(), file.name).toBe(400)
		expect(await response.text()).toMatch(/could not be read as an image|must be a JPEG, PNG/)
	}
	await page.goto('/admin-dtima/content/news')
	await expect(
		page.locator('tr[data-item-row]').filter({ hasText: `Polyglot ${MARK}` }),
	).toHaveCount(0)
	// Upload names are never paths.
	for (const path of [
		'/uploads/..%2f..%2fcouncil.db',
		'/uploads/../council.db',
		'/uploads/%2e%2e/x',
	]) {
		const response = await page.request.get(path)
		record('traversal', response)
		expect(response.status(), path).toBe(404)
	}
})
