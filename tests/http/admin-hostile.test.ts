import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { resourceList } from '#app/features/content-types'
import { screenFields, settingsScreenList } from '#app/features/cms/settings-screens'
import { refusalEn } from '#app/i18n/messages/essentials.en'
import { refusalFr } from '#app/i18n/messages/essentials.fr'
import { Client, type Reply } from './client'
import { SAMPLE_ADMIN, startSignedInServer } from './start-server'

// Hostile input over every form and query parameter, against the production server (signed in as
// the sample administrator; its public pages are the same application), on SQLite (`http`) and
// PostgreSQL (`http-pg`). For every request: no 5xx, markup never comes back unescaped, and nothing
// saved that should not be. One test per resource, settings screen and payload kind, so a failure
// names it. A summary by kind is printed at the end.
// In a browser (tests/e2e/admin-hostile.spec.ts): the pages that echo a query and the public pages
// showing hostile items run nothing; a cabinet member's emoji initials.

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
const kinds = Object.entries(payloads) as [Kind, string][]

const tally = new Map<Kind, { requests: number; worst: number }>()
function record(kind: Kind, response: Reply, { soft = false } = {}) {
	const entry = tally.get(kind) ?? { requests: 0, worst: 0 }
	entry.requests++
	entry.worst = Math.max(entry.worst, response.status)
	tally.set(kind, entry)
	;(soft ? expect.soft : expect)(response.status, `${kind} → ${response.url}`).toBeLessThan(500)
}

/** Markup from the payloads never comes back as markup. */
function expectInert(response: Reply) {
	expect(response.body).not.toContain(`<script>alert('${MARK}')`)
	expect(response.body).not.toContain(`<img src=x onerror=alert('${MARK}')>`)
	expect(response.body).not.toMatch(new RegExp(`href="javascript:alert\\('${MARK}`))
}

/** The readable refusal page (app/platform/refusal-page.server.ts), with the site's headers. */
function expectRefusalPage(response: Reply, title: keyof typeof refusalEn) {
	const headers = response.headers
	expect(headers['content-type']).toBe('text/html; charset=utf-8')
	expect(headers['x-content-type-options']).toBe('nosniff')
	expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
	const html = response.body
	expect(html).toMatch(/^<!doctype html>/)
	expect(/<h1>(.*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '')).toBe(
		`${refusalEn[title]} / ${refusalFr[title]}`,
	)
	expect(html).not.toContain(MARK)
}

/** The refusal page in one language only (the staff area's chosen one). */
function expectRefusalIn(response: Reply, title: keyof typeof refusalEn, lang: 'en' | 'fr') {
	expect(response.body).toContain(`<html data-refusal lang="${lang}">`)
	expect(/<h1>(.*?)<\/h1>/.exec(response.body)?.[1]).toBe(
		(lang === 'fr' ? refusalFr : refusalEn)[title],
	)
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

let server: Awaited<ReturnType<typeof startSignedInServer>>['server']
let admin: Client

beforeAll(async () => {
	;({ server, admin } = await startSignedInServer())
})

afterAll(async () => {
	const lines = [...tally].map(
		([kind, { requests, worst }]) =>
			`  ${kind.padEnd(14)} ${requests} requests, highest status ${worst}`,
	)
	console.log(`[hostile] results by kind:\n${lines.join('\n')}`)
	await server?.stop()
})

describe('query parameters: no error, markup shown as text', () => {
	for (const [kind, value] of kinds) {
		test(kind, async () => {
			for (const target of queryTargets) {
				const response = await admin.get(`${target}${encodeURIComponent(value)}`)
				record(kind, response)
				expectInert(response)
			}
		})
	}
	test('bytes that are not UTF-8 at all', async () => {
		for (const target of queryTargets) {
			record('invalidUtf8', await admin.get(`${target}%ff%fe%c3%28${MARK}`))
		}
	})
})

describe('every staff form: hostile text is refused or stored as text', () => {
	for (const def of resourceList) {
		test(`${def.key}: hostile texts, then hostile and unknown ids on every action`, async () => {
			const saved: string[] = []
			for (const [kind, value] of kinds) {
				const form: Record<string, string> = {
					intent: 'create',
					token: `${def.key}-${kind}-${Date.now()}`,
					state: 'published',
				}
				for (const field of def.fields) {
					if (field.kind === 'image') continue
					form[field.name] = field.kind === 'number' ? value.slice(0, 12) : value
				}
				const response = await admin.adminPost(`${def.path}?new`, form)
				record(kind, response)
				expectInert(response)
				if (response.status === 302) saved.push(kind)
			}
			// Over-long or invalid values are refused; nothing hostile is accepted in a link, date or
			// number field, and the 120 000-character text never reaches the database.
			expect(saved.filter((kind) => kind === 'long')).toEqual([])
			if (def.key === 'quickLinks' || def.key === 'events') expect(saved).toEqual([])

			for (const intent of ['update', 'publish', 'unpublish', 'delete']) {
				for (const id of [payloads.sql, payloads.traversal, '-1', '1e309', '0x10']) {
					const response = await admin.adminPost(def.path, { intent, id })
					record('sql', response)
					expect([302, 400], `${def.key} ${intent} ${id}`).toContain(response.status)
				}
			}
		})
	}

	for (const screen of settingsScreenList) {
		test(`settings screen ${screen.key}`, async () => {
			for (const [kind, value] of kinds) {
				const form: Record<string, string> = {}
				for (const field of screenFields(screen)) {
					if (field.kind !== 'image') form[field.name] = value
				}
				const response = await admin.adminPost(screen.path, form)
				record(kind, response)
				expectInert(response)
				// Plain text is a valid mayor's message; phone numbers, emails and links are checked.
				if (screen.key === 'mayor' && kind !== 'long') expect([302, 400]).toContain(response.status)
				else expect(response.status, `${screen.key} ${kind}`).toBe(kind === 'long' ? 413 : 400)
				// A field over the limit: the short page that says so (in both languages: this request
				// carries no language preference), not an error screen.
				if (kind === 'long') expectRefusalPage(response, 'refusal.tooLarge.title')
			}
		})
	}

	for (const [path, fields] of [
		['/admin-dtima/users', (v: string) => ({ intent: 'create', name: v, email: v, role: v })],
		['/admin-dtima/account', (v: string) => ({ current: v, password: v, confirm: v })],
		['/admin-dtima/notifications', (v: string) => ({ intent: 'read', id: v })],
		['/admin-dtima/language', (v: string) => ({ locale: v, redirectTo: v })],
	] as const) {
		test(path, async () => {
			for (const [kind, value] of kinds) {
				const response = await admin.adminPost(path, fields(value))
				record(kind, response)
				expectInert(response)
			}
		})
	}

	test('/admin-dtima/login', async () => {
		for (const [kind, value] of kinds) {
			const login = await admin.post('/admin-dtima/login', {
				form: { intent: 'login', email: value, password: value, redirectTo: value },
			})
			record(kind, login)
			expectInert(login)
		}
	})
})

describe('wrong content types and malformed bodies: a clear refusal, never a 500', () => {
	for (const target of [
		resourceList[0]!.path,
		'/admin-dtima/settings',
		'/admin-dtima/login',
		'/help/asked',
	]) {
		test(target, async () => {
			const csrf = await admin.csrf()
			const cases: [string, string | Buffer][] = [
				['application/json', JSON.stringify({ csrf, intent: 'create' })],
				['text/plain', `csrf=${csrf}&intent=create`],
				[
					'multipart/form-data',
					`--x\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${csrf}`,
				],
				['multipart/form-data; boundary=x', '--x\r\nbroken'],
				['application/x-www-form-urlencoded', Buffer.from([0xff, 0xfe, 0x3d, 0x00, 0x26])],
				[
					'application/xml',
					`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>`,
				],
			]
			for (const [type, body] of cases) {
				const response = await admin.post(target, { headers: { 'Content-Type': type }, data: body })
				record('contentType', response)
				// The sign-in page sends an already signed-in visitor on to the dashboard (302).
				const refused =
					response.status >= 400 || (target.endsWith('/login') && response.status === 302)
				expect(refused, `${type} → ${target}: ${response.status}`).toBe(true)
				// Forms get the readable page (the help beacon, which no person sees, answers with no body).
				if (target !== '/help/asked') {
					if (response.status === 415) expectRefusalPage(response, 'refusal.unsupported.title')
					if (response.status === 400) expectRefusalPage(response, 'refusal.unreadable.title')
				}
			}
		})
	}
})

describe('malformed cookies, addresses, return paths and form bodies: a clear answer, never a 500', () => {
	test('a language cookie that is not valid percent-encoding is ignored (as if absent)', async () => {
		const visitor = new Client(server.origin)
		await visitor.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
		visitor.setCookie('lang', '%ff')
		for (const path of ['/', '/fr/news', '/admin-dtima']) {
			const response = await visitor.get(path)
			record('invalidUtf8', response, { soft: true })
			expect.soft(response.status, `lang=%ff ${path}`).toBe(200)
		}
	})

	test('an asset address that is not valid UTF-8 names no file: the readable 400 page, both languages', async () => {
		for (const path of ['/assets/%ff', '/assets/%ff.js', '/assets/x%E0%A4%A']) {
			for (const encoding of ['br, gzip', 'identity']) {
				const response = await admin.get(path, { headers: { 'Accept-Encoding': encoding } })
				record('invalidUtf8', response, { soft: true })
				expect.soft(response.status, path).toBe(400)
				if (response.status === 400) expectRefusalPage(response, 'refusal.badAddress.title')
			}
		}
	})

	test('return paths with characters a Location header cannot carry: percent-encoded, or (CR/LF) the dashboard', async () => {
		// Signing in with one creates the session and hands over its cookie (a visitor of its own).
		const visitor = new Client(server.origin)
		const signIn = await visitor.post('/admin-dtima/login', {
			form: {
				intent: 'login',
				email: SAMPLE_ADMIN.email,
				password: SAMPLE_ADMIN.password,
				redirectTo: '/admin-dtima/search?q=€ \u{1F600}',
			},
		})
		record('unicode', signIn, { soft: true })
		expect.soft(signIn.status).toBe(302)
		expect.soft(signIn.headers['location']).toBe('/admin-dtima/search?q=%E2%82%AC%20%F0%9F%98%80')
		expect.soft(signIn.setCookies.join('\n')).toMatch(/^council_session=/)
		const signedIn = await visitor.get('/admin-dtima/login?redirectTo=/admin-dtima/%E2%82%AC')
		expect.soft(signedIn.status).toBe(302)
		expect.soft(signedIn.headers['location']).toBe('/admin-dtima/%E2%82%AC')
		const dashboard = await visitor.get('/admin-dtima')
		expect.soft(dashboard.status).toBe(200)

		for (const [redirectTo, location] of [
			['/admin-dtima/content/news\r\nX-Injected: 1', '/admin-dtima'],
			['/admin-dtima?x=\nX-Injected: 1', '/admin-dtima'],
			['/admin-dtima/content/news?q=Ω', '/admin-dtima/content/news?q=%CE%A9'],
		] as const) {
			const response = await visitor.adminPost('/admin-dtima/language', {
				locale: 'en',
				redirectTo,
			})
			record('unicode', response, { soft: true })
			expect.soft(response.status, redirectTo).toBe(302)
			expect.soft(response.headers['location'], redirectTo).toBe(location)
			expect(response.headers['x-injected']).toBeUndefined()
		}
	})

	for (const lang of ['en', 'fr'] as const) {
		test(`a staff form whose body does not parse: the readable 400 page in ${lang}`, async () => {
			// A malformed escape, a broken part header: the readable 400 page in the staff area's
			// language, not a connection closed without answer.
			const visitor = new Client(server.origin)
			await visitor.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
			visitor.setCookie('admin_lang', lang)
			const csrf = await visitor.csrf()
			const bodies: [string, string][] = [
				['application/x-www-form-urlencoded', `csrf=${csrf}&intent=create&title_en=%zz`],
				['application/x-www-form-urlencoded', `csrf=${csrf}&intent=create&x=%`],
				[
					'multipart/form-data; boundary=b',
					`--b\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${csrf}\r\n` +
						`--b\r\nnot a header\r\n\r\nx\r\n--b--\r\n`,
				],
			]
			for (const [type, body] of bodies) {
				for (const target of [`${resourceList[0]!.path}?new`, '/admin-dtima/settings']) {
					const response = await visitor.post(target, {
						headers: { 'Content-Type': type },
						data: body,
					})
					record('contentType', response, { soft: true })
					expect(response.status, `${lang} ${body} → ${target}`).toBe(400)
					expectRefusalIn(response, 'refusal.unreadable.title', lang)
				}
			}
		})
	}
})

describe('polyglot and disguised files are refused or re-encoded; nothing of the original is served', () => {
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
		test(file.name, async () => {
			const title = `Polyglot ${MARK} ${file.name}`
			const response = await admin.post('/admin-dtima/content/news?new', {
				multipart: {
					csrf: await admin.csrf(),
					intent: 'create',
					token: `poly-${file.name}-${Date.now()}`,
					title_en: title,
					content_en: 'A file pretending to be an image.',
					// Described, so that the picture itself is what is refused (the message used to be
					// found anywhere in the page: every staff page carried the whole catalog).
					image_alt_en: 'A photo',
					image: file,
				},
			})
			record('polyglot', response)
			expect(response.status, file.name).toBe(400)
			expect(response.body).toMatch(
				/<p id="[^"]*image-error"[^>]*>[^<]*(could not be read as an image|must be a JPEG, PNG)/,
			)
			// Nothing saved: the news list has no such row.
			const list = await admin.get('/admin-dtima/content/news')
			expect(list.status).toBe(200)
			expect(list.body).not.toContain(`Polyglot ${MARK}`)
		})
	}

	test('upload names are never paths', async () => {
		for (const path of [
			'/uploads/..%2f..%2fcouncil.db',
			'/uploads/../council.db',
			'/uploads/%2e%2e/x',
		]) {
			const response = await admin.get(path, { follow: true })
			record('traversal', response)
			expect(response.status, path).toBe(404)
		}
	})
})
