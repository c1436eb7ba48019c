import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSmtp, type TestSmtp } from '../support/smtp'
import { TestClock } from '../support/test-clock'
import { escapeHtml } from '../support/texts'
import { Client } from './client'
import { SAMPLE_ADMIN, startServer } from './start-server'

// Staff are told what needs them (issue 33, decision 050), against the production server and a
// real local SMTP server: an administrator chooses who handles street lighting; a resident's
// report arrives without JavaScript; that person (a French-speaking editor) is assigned it, sees
// the notice in the staff area and receives the mail in French; opening it from the list marks
// it read and leads to the request; resolving the request settles the notice.

let clock: TestClock
let smtp: TestSmtp
let server: Awaited<ReturnType<typeof startServer>>
let admin: Client
let clerk: Client
const CLERK = { name: 'Esther Njoh', email: 'esther@council.test' }

/** The bell's count of unread notices, as the French header says it. */
const bell = (html: string) => Number(/Notifications \((\d+) non lues\)/.exec(html)?.[1] ?? 0)

beforeAll(async () => {
	smtp = await startSmtp()
	clock = TestClock.create('council-notices-clock-')
	server = await startServer({ ...smtp.env, TRUST_PROXY: 'loopback', ...clock.env })
	admin = new Client(server.origin)
	await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	admin.setCookie('admin_lang', 'en')
	// The clerk: an editor account, who works in French.
	const created = await admin.adminPost('/admin-dtima/users', {
		intent: 'create',
		role: 'editor',
		...CLERK,
	})
	expect(created.status).toBe(200)
	const password = /data-issued-password[^>]*>\s*([^<\s]+)\s*</.exec(created.body)?.[1]
	clerk = new Client(server.origin)
	await clerk.signIn(CLERK.email, password!)
	clerk.setCookie('admin_lang', 'fr')
	// A first screen in French: the language of their mails from now on.
	expect((await clerk.get('/admin-dtima')).status).toBe(200)
})
afterAll(async () => {
	await server?.stop()
	await smtp?.close()
	clock?.remove()
})

/** A resident's report on street lighting, sent without JavaScript; its reference. */
async function report(ip: string) {
	const form = await new Client(server.origin).get('/contact')
	const started = /name="form_started" value="([^"]+)"/.exec(form.body)![1]!
	clock.advance(3_100)
	const sent = await new Client(server.origin).post('/contact', {
		multipart: {
			website: '',
			form_started: started,
			category: 'street-lighting',
			description: 'The street light by the market has been off for a week.',
			location: 'Market square',
			name: 'Peter Eyong',
			email: 'peter@example.org',
		},
		headers: { 'x-forwarded-for': ip },
	})
	expect(sent.status).toBe(302)
	return /ref=([A-Z]+-\d{4}-\d{4})/.exec(sent.headers.location ?? '')![1]!
}

describe('a resident’s report reaches the person who handles its category', () => {
	let reference = ''
	let requestPath = ''
	let noticeId = ''
	let clerkId = ''

	test('an administrator chooses who handles street lighting (a form without JavaScript); editors may not', async () => {
		const screen = await admin.get('/admin-dtima/requests/routing')
		expect(screen.status).toBe(200)
		expect(screen.body).toContain('Who handles requests')
		clerkId =
			new RegExp(`<option value="user:(\\d+)">${CLERK.name}</option>`).exec(screen.body)?.[1] ?? ''
		expect(clerkId).toBeTruthy()
		expect((await admin.adminPost('/admin-dtima/requests/routing', { days: '0' })).status).toBe(400)
		const saved = await admin.adminPost('/admin-dtima/requests/routing', {
			'route:street-lighting': `user:${clerkId}`,
			days: '3',
		})
		expect(saved.status).toBe(302)
		const again = await admin.get('/admin-dtima/requests/routing')
		expect(again.body).toContain(
			`<option value="user:${clerkId}" selected="">${CLERK.name}</option>`,
		)
		expect((await clerk.get('/admin-dtima/requests/routing')).status).not.toBe(200)
	})

	test('the report arrives: the clerk is assigned it and told, in the staff area and by mail in French', async () => {
		reference = await report('198.51.100.77')
		// The resident's confirmation, with the reference and their private link.
		const confirmation = await smtp.waitFor(
			(m) => m.envelopeTo.includes('peter@example.org') && (m.text ?? '').includes(reference),
		)
		expect(confirmation.text).toMatch(/\/contact\/status\?ref=[A-Z]+-\d{4}-\d{4}&(amp;)?key=/)

		const mail = await smtp.waitFor(
			(m) => m.envelopeTo.includes(CLERK.email) && (m.subject ?? '').includes(reference),
		)
		expect(mail.subject).toBe(
			`Commune de Mbonge : Nouvelle demande ${reference} : Éclairage public`,
		)
		expect(mail.text).toContain('Bonjour Esther Njoh,')
		requestPath = /\/admin-dtima\/requests\/view\?id=\d+/.exec(mail.text ?? '')![0]
		expect(mail.text).toContain(`${server.origin}${requestPath}`)

		const list = await clerk.get('/admin-dtima/notifications')
		expect(list.status).toBe(200)
		const title = `Nouvelle demande ${reference} : Éclairage public`
		expect(list.body).toContain(escapeHtml(title))
		noticeId = new RegExp(
			`data-notification="(\\d+)"(?:(?!data-notification)[\\s\\S])*?${escapeHtml(reference)}`,
		).exec(list.body)![1]!
		// The bell counts it, with the sample install's three setup notices.
		expect(bell(list.body)).toBe(4)
		// Assigned to the clerk (the category's person), and logged.
		const view = await admin.get(requestPath)
		expect(view.body).toMatch(new RegExp(`<option value="\\d+" selected="">${CLERK.name}</option>`))
		// The administrators were not told: it went to the person who handles it.
		const theirs = await admin.get('/admin-dtima/notifications')
		expect(theirs.body).not.toContain(`New request ${reference}`)
	})

	test('opening it from the list marks it read for the clerk and leads to the request', async () => {
		const opened = await clerk.adminPost('/admin-dtima/notifications', {
			intent: 'open',
			id: noticeId,
		})
		expect(opened.status).toBe(302)
		expect(opened.headers.location).toBe(requestPath)
		const list = await clerk.get('/admin-dtima/notifications')
		expect(bell(list.body)).toBe(3)
		const item = new RegExp(`data-notification="${noticeId}"[\\s\\S]*?</li>`).exec(list.body)![0]
		expect(item).toContain('>Lue<')
		expect(item).not.toContain('>Nouvelle<')
	})

	test('the clerk resolves it with a reply: the resident is mailed it, the notice is settled', async () => {
		const resolved = await clerk.adminPost(requestPath, {
			intent: 'reply',
			body: 'The lamp was replaced this morning. Thank you for telling us.',
			status: 'resolved',
		})
		expect(resolved.status).toBe(302)
		const reply = await smtp.waitFor(
			(m) =>
				m.envelopeTo.includes('peter@example.org') &&
				(m.text ?? '').includes('The lamp was replaced this morning.'),
		)
		expect(reply.text).toContain(reference)
		const list = await clerk.get('/admin-dtima/notifications')
		const item = new RegExp(`data-notification="${noticeId}"[\\s\\S]*?</li>`).exec(list.body)![0]
		expect(item).toContain('>Traitée<')
	})

	test('the clerk mutes new requests on My account: the next one is neither shown nor mailed to them', async () => {
		const account = await clerk.get('/admin-dtima/account')
		expect(account.body).toContain('Une nouvelle demande dans une catégorie dont je m’occupe')
		const saved = await clerk.adminPost('/admin-dtima/account', {
			intent: 'notices',
			'mode:request.new': 'off',
		})
		expect(saved.status).toBe(302)
		expect((await clerk.get('/admin-dtima/account')).body).toMatch(
			/name="mode:request.new" checked="" value="off"/,
		)
		const next = await report('198.51.100.78')
		// Routed (assigned to the clerk) in the notifier's pass that also queues its mails.
		let routed = false
		for (let i = 0; i < 50 && !routed; i++) {
			const inbox = await admin.get(`/admin-dtima/requests?assigned=${clerkId}`)
			routed = inbox.body.includes(`>${next}<`)
			if (!routed) await new Promise((go) => setTimeout(go, 100))
		}
		expect(routed).toBe(true)
		const list = await clerk.get('/admin-dtima/notifications')
		expect(list.body).not.toContain(next)
		await new Promise((go) => setTimeout(go, 1_500))
		expect(
			smtp.messages.filter(
				(m) => m.envelopeTo.includes(CLERK.email) && (m.subject ?? '').includes(next),
			),
		).toEqual([])
	})
})
