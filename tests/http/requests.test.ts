import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parse } from 'node-html-parser'
import sharp from 'sharp'
import { startSmtp, type DeliveredMail, type TestSmtp } from '../support/smtp'
import { TestClock } from '../support/test-clock'
import { escapeHtml, text } from '../support/texts'
import { Client } from './client'
import { unescapeHtml } from './form-values'
import { classIn } from './short-class'
import { SAMPLE_ADMIN, startServer } from './start-server'

// Requests and reports to the council (decision 039) against the production server (SQLite in
// `http`, PostgreSQL in `http-pg`) sending through a real local SMTP server: a French report sent
// without JavaScript, its reference and French confirmation; staff assign, note, reply and resolve
// it, and the reply is delivered and shown on the status page without any personal data; the
// anti-abuse rules (honeypot, too fast, limits per address and per email, hostile text, a program
// as a photo); and the pages kept out of every cache. The server's clock is moved on
// (TEST_CLOCK_FILE) past the form's minimum fill time rather than waited for.

let clock: TestClock
let smtp: TestSmtp
let server: Awaited<ReturnType<typeof startServer>>
let admin: Client
/**
 * Start values of forms loaded from the server, each made for its response and spent when a
 * request is accepted with it (issue 32); loaded ten at a time, at least 3 s (by the server's
 * clock) before the posts that use them. `started`: the one the last post used.
 */
let started = ''
const spare: string[] = []
async function freshStarted() {
	if (!spare.length) {
		for (let i = 0; i < 10; i++) {
			const form = await new Client(server.origin).get('/contact')
			spare.push(/name="form_started" value="([^"]+)"/.exec(form.body)![1]!)
		}
		clock.advance(3_100)
	}
	return spare.shift()!
}

const YEAR = new Date().getUTCFullYear()

beforeAll(async () => {
	smtp = await startSmtp()
	clock = TestClock.create('council-requests-clock-')
	// Behind a (loopback) proxy, so each test can speak from an address of its own.
	server = await startServer({ ...smtp.env, TRUST_PROXY: 'loopback', ...clock.env })
	admin = new Client(server.origin)
	await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	admin.setCookie('admin_lang', 'en')
})
afterAll(async () => {
	await server?.stop()
	await smtp?.close()
	clock?.remove()
})

type Fields = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>

/** Posts the contact form as a browser without JavaScript would, from `ip`, a form of its own. */
async function send(fields: Fields, { ip, lang = 'en' }: { ip: string; lang?: 'en' | 'fr' }) {
	started = await freshStarted()
	return new Client(server.origin).post(lang === 'fr' ? '/fr/contact' : '/contact', {
		multipart: { website: '', form_started: started, ...fields },
		headers: { 'x-forwarded-for': ip },
	})
}

const refOf = (location: string | undefined) => /ref=([A-Z]+-\d{4}-\d{4})/.exec(location ?? '')?.[1]

async function requestId(reference: string) {
	const list = await admin.get('/admin-dtima/requests')
	const id = new RegExp(`requests/view\\?id=(\\d+)"[^>]*>${reference}<`).exec(list.body)?.[1]
	expect(id, `${reference} in the inbox`).toBeTruthy()
	return id!
}

const mailTo = (address: string, subject: RegExp) => (m: DeliveredMail) =>
	m.envelopeTo.includes(address) && subject.test(m.subject ?? '')

test('every public page links the contact form in its footer, in its language', async () => {
	// Found on a phone (2026-11-29): no page linked it, and site search does not find it.
	const reader = new Client(server.origin)
	for (const [path, form, label] of [
		['/', '/contact', text('en', 'footer.writeToCouncil')],
		['/services/birth-certificate', '/contact', text('en', 'footer.writeToCouncil')],
		['/fr/news', '/fr/contact', text('fr', 'footer.writeToCouncil')],
		['/no-such-page', '/contact', text('en', 'footer.writeToCouncil')],
	] as const) {
		const page = await reader.get(path)
		const footer = parse(page.body).querySelector('footer')
		const link = footer?.querySelectorAll('a').find((a) => a.getAttribute('href') === form)
		expect(link, path).toBeTruthy()
		expect(link!.text.trim(), path).toBe(label)
	}
})

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** "Your reference is MBG-…" as the page draws it: the reference in a span of its own. */
function sentReference(lang: 'en' | 'fr', reference: string) {
	const [before, after] = text(lang, 'requests.sentReference', { reference: '\u0000' }).split(
		'\u0000',
	)
	return new RegExp(
		`${escapeRegExp(escapeHtml(before!))}<span class="[^"]*">${escapeRegExp(reference)}</span>${escapeRegExp(escapeHtml(after!))}`,
	)
}

describe('a report from submission to resolution', () => {
	let reference = ''
	let key = ''
	let id = ''
	const description = 'Le lampadaire devant l’école de Bai est éteint depuis une semaine.'

	test('the form is made for each visitor: never stored, in both languages', async () => {
		const visitor = new Client(server.origin)
		const [a, b] = [await visitor.get('/fr/contact'), await visitor.get('/fr/contact')]
		expect(a.status).toBe(200)
		expect(a.headers['cache-control']).toBe('private, no-store')
		expect(a.headers['x-page-cache']).toBeUndefined()
		expect(a.body).toContain(escapeHtml(text('fr', 'contact.pageTitle')))
		expect(a.body).toContain('<html lang="fr"')
		// A fresh signed start time in each answer: nothing per visitor was kept and shared.
		const token = (html: string) => /name="form_started" value="([^"]+)"/.exec(html)?.[1]
		expect(token(a.body)).toBeTruthy()
		expect(token(a.body)).not.toBe(token(b.body))
		// The seven categories, in French; the retention rule in plain words.
		for (const name of [
			'Routes',
			'Éclairage public',
			'Déchets',
			'Eau',
			'Marchés',
			'État civil',
			'Autre',
		])
			expect(a.body).toContain(`>${escapeHtml(name)}</option>`)
		expect(a.body).toContain('12 mois après')
		const en = await visitor.get('/contact')
		expect(en.body).toContain(escapeHtml(text('en', 'contact.pageTitle')))
		expect(en.body).toContain('12 months after')
		// With JavaScript, the form's island (decision 058): the map is drawn in its place in the
		// form, in the page's language, invisible until the island shows it (its room kept from the
		// first paint) and not there without JavaScript; no point, fields that send nothing until one
		// is set, and its picture asked for by the island. The button carries the words it says while
		// sending.
		expect(a.body.match(/"\/assets\/islands\/contact-form-[\w-]+\.js"/g)).toHaveLength(1)
		const fields = parse(a.body).querySelectorAll('[data-map-field]')
		expect(fields).toHaveLength(1)
		const map = fields[0]!
		expect(map.closest('form')?.getAttribute('data-island')).toBe('contact-form')
		expect(map.getAttribute('class')!.split(' ')).toEqual(
			expect.arrayContaining(['invisible', classIn(a.body, 'noscript:hidden')]),
		)
		expect(map.innerHTML).toContain(escapeHtml(text('fr', 'contact.map')))
		expect(map.innerHTML).toContain('visibility="hidden"')
		const x = map.querySelector('input[type="hidden"][name="map_x"]')!
		expect([x.hasAttribute('disabled'), x.getAttribute('value')]).toEqual([true, ''])
		expect(map.querySelector('image')?.hasAttribute('href')).toBe(false)
		expect(a.body.match(/name="map_x"/g)).toHaveLength(1)
		expect(a.body).toContain(`data-sending="${escapeHtml(text('fr', 'contact.sending'))}"`)
	})

	test('sent in French without JavaScript: the reference is shown and the French confirmation delivered', async () => {
		const reply = await send(
			{
				category: 'street-lighting',
				description,
				location: 'Quartier Bai, devant l’école',
				name: 'Ama Tabi',
				email: 'ama@example.org',
				phone: '+237 600 111 222',
			},
			{ ip: '198.51.100.10', lang: 'fr' },
		)
		expect(reply.status).toBe(302)
		expect(reply.headers.location).toMatch(
			/^\/fr\/contact\/status\?ref=MBG-\d{4}-\d{4}&key=[\w-]{22}&sent=1&mail=1$/,
		)
		reference = refOf(reply.headers.location)!
		key = /key=([\w-]{22})/.exec(reply.headers.location!)![1]!
		expect(reference).toBe(`MBG-${YEAR}-0001`)
		const page = await new Client(server.origin).get(reply.headers.location!)
		expect(page.status).toBe(200)
		expect(page.headers['cache-control']).toBe('private, no-store')
		// The reference is kept on one line inside the sentence (decision 065).
		expect(page.body).toMatch(sentReference('fr', reference))
		expect(page.body).toContain(escapeHtml(text('fr', 'requests.status.received')))
		expect(page.body).toContain(escapeHtml(text('fr', 'requests.keepLink')))

		const mail = await smtp.waitFor(mailTo('ama@example.org', new RegExp(reference)))
		expect(mail.subject).toBe(`Commune de Mbonge : nous avons reçu votre message (${reference})`)
		expect(mail.text).toContain('Éclairage public')
		expect(mail.text).toContain(`${server.origin}/fr/contact/status?ref=${reference}&key=${key}`)
		// The confirmation says nothing the person did not need: not their description.
		expect(mail.text).not.toContain('lampadaire')
	})

	test('staff see it all in the inbox, assign it to a colleague and keep an internal note', async () => {
		id = await requestId(reference)
		const detail = await admin.get(`/admin-dtima/requests/view?id=${id}`)
		expect(detail.status).toBe(200)
		expect(detail.headers['cache-control']).toMatch(/no-store/)
		for (const shown of [description, 'Ama Tabi', 'ama@example.org', '+237 600 111 222'])
			expect(detail.body).toContain(escapeHtml(shown))
		// A colleague: a new editor account.
		const created = await admin.adminPost('/admin-dtima/users', {
			intent: 'create',
			name: 'Joseph Ekane',
			email: 'joseph@council.test',
			role: 'editor',
		})
		expect(created.status).toBe(200)
		const again = await admin.get(`/admin-dtima/requests/view?id=${id}`)
		const colleague = /<option value="(\d+)">Joseph Ekane<\/option>/.exec(again.body)?.[1]
		expect(colleague).toBeTruthy()
		const path = `/admin-dtima/requests/view?id=${id}`
		expect(
			(await admin.adminPost(path, { intent: 'assign', assigned_to: colleague! })).status,
		).toBe(302)
		expect((await admin.adminPost(path, { intent: 'status', status: 'in_progress' })).status).toBe(
			302,
		)
		expect(
			(await admin.adminPost(path, { intent: 'note', body: 'NOTE: AES crew booked for Thursday' }))
				.status,
		).toBe(302)
		// Without the staff token nothing changes.
		expect((await admin.post(path, { form: { intent: 'status', status: 'closed' } })).status).toBe(
			403,
		)
		// Found by the reference a resident reads out on the phone.
		const found = await admin.get(`/admin-dtima/requests/view?ref=${reference.toLowerCase()}`)
		expect(found.status).toBe(302)
		expect(found.headers.location).toBe(path)
		const assigned = await admin.get(`/admin-dtima/requests?assigned=${colleague}`)
		expect(assigned.body).toContain(`>${reference}<`)
		const log = await admin.get(path)
		for (const line of [
			'Assigned to Joseph Ekane',
			'Status changed to “In progress”',
			'Internal note',
		])
			expect(log.body).toContain(escapeHtml(line))
	})

	test('the reply is delivered in French and shown on the status page; the request is resolved', async () => {
		const path = `/admin-dtima/requests/view?id=${id}`
		const replyText = 'Merci. L’équipe a remplacé l’ampoule jeudi ; le lampadaire fonctionne.'
		const posted = await admin.adminPost(path, {
			intent: 'reply',
			body: replyText,
			status: 'resolved',
		})
		expect(posted.status).toBe(302)
		const mail = await smtp.waitFor(mailTo('ama@example.org', /réponse à votre message/))
		expect(mail.subject).toBe(`Commune de Mbonge : réponse à votre message ${reference}`)
		expect(mail.text).toContain(replyText)
		expect(mail.text).toContain('État : Résolue')
		expect(mail.text).not.toContain('AES crew')

		expect(mail.text).toContain(`${server.origin}/fr/contact/status?ref=${reference}&key=${key}`)

		const status = await new Client(server.origin).get(
			`/fr/contact/status?ref=${reference}&key=${key}`,
		)
		expect(status.status).toBe(200)
		expect(status.headers['cache-control']).toBe('private, no-store')
		expect(status.headers['x-page-cache']).toBeUndefined()
		// Spelt in capitals, the router opens the same page: made for this visitor too, never
		// stored and shared (with its look-up limit) as a public page would be.
		const shouted = await new Client(server.origin).get(`/FR/CONTACT/STATUS?ref=${reference}`)
		expect(shouted.status).toBe(200)
		expect(shouted.headers['cache-control']).toBe('private, no-store')
		expect(shouted.headers['x-page-cache']).toBeUndefined()
		expect(status.body).toContain(escapeHtml(replyText))
		expect(status.body).not.toContain('data-replies="private"')
		expect(status.body).toContain('data-request-status="resolved"')
		// Read in English: the language toggle opens the same request, with its replies.
		const toggle = /<a [^>]*hrefLang="en"[^>]*>/.exec(status.body)?.[0] ?? ''
		expect(unescapeHtml(/href="([^"]*)"/.exec(toggle)?.[1] ?? '')).toBe(
			`/contact/status?ref=${reference}&key=${key}`,
		)
		// Personal data and internal notes never appear there.
		for (const secret of [
			'Ama Tabi',
			'ama@example.org',
			'600 111 222',
			'lampadaire devant',
			'Quartier Bai',
			'AES crew',
			'Joseph',
		])
			expect(status.body).not.toContain(escapeHtml(secret))
		// Lower case and spaces are read as the reference.
		const typed = await new Client(server.origin).get(
			`/contact/status?ref=${encodeURIComponent(` ${reference.toLowerCase()} `)}`,
		)
		expect(typed.body).toContain('data-request-status="resolved"')
		expect(typed.body).toContain('<html lang="en"')
		// References are numbered in order: a bare one (or a wrong key) shows the status, never the
		// replies, which may name the resident (issue 32).
		const wrongKey = await new Client(server.origin).get(
			`/fr/contact/status?ref=${reference}&key=${'A'.repeat(22)}`,
		)
		for (const page of [typed, shouted, wrongKey]) {
			expect(page.body).not.toContain(escapeHtml(replyText))
			expect(page.body).toContain('data-replies="private"')
		}
		expect(wrongKey.body).toContain(escapeHtml(text('fr', 'requests.repliesPrivate')))
	})

	test('English confirmation in English; no email, no mail', async () => {
		const sent = await send(
			{
				category: 'waste',
				description: 'Rubbish has not been collected at the market.',
				email: 'kofi@example.org',
			},
			{ ip: '198.51.100.11' },
		)
		const ref = refOf(sent.headers.location)!
		expect(ref).toBe(`MBG-${YEAR}-0002`)
		const mail = await smtp.waitFor(mailTo('kofi@example.org', new RegExp(ref)))
		expect(mail.subject).toBe(`Mbonge Council: we received your message (${ref})`)
		expect(mail.text).toMatch(
			new RegExp(`${server.origin}/contact/status\\?ref=${ref}&key=[\\w-]{22}(?![\\w-])`),
		)
		const anonymous = await send(
			{ category: 'water', description: 'The borehole pump in Ediki is broken.' },
			{ ip: '198.51.100.12' },
		)
		expect(anonymous.headers.location).toMatch(/&sent=1$/)
		expect(
			smtp.messages.filter((m) => m.subject?.includes(refOf(anonymous.headers.location)!)),
		).toEqual([])
	})
})

describe('abuse', () => {
	test('the honeypot: answered as sent, nothing stored', async () => {
		const before = await inboxCount()
		const reply = await send(
			{
				category: 'other',
				description: 'Cheap pills at example dot com',
				website: 'https://spam.example',
			},
			{ ip: '198.51.100.20' },
		)
		expect(reply.status).toBe(302)
		expect(reply.headers.location).toBe('/contact/status?sent=1')
		expect(await inboxCount()).toBe(before)
	})

	test('too fast: the form again in French, with what was typed and a short message', async () => {
		const fresh = await new Client(server.origin).get('/fr/contact')
		const token = /name="form_started" value="([^"]+)"/.exec(fresh.body)![1]!
		const reply = await send(
			{
				form_started: token,
				category: 'roads',
				description: 'Un nid-de-poule sur la route de Kumba.',
			},
			{ ip: '198.51.100.21', lang: 'fr' },
		)
		expect(reply.status).toBe(400)
		expect(reply.body).toContain(escapeHtml(text('fr', 'requests.error.tooFast')))
		expect(reply.body).toContain('Un nid-de-poule sur la route de Kumba.</textarea>')
		expect(reply.body).toMatch(/<option value="roads" selected="">/)
	})

	test('bad input without JavaScript, in French: each field its message, linked from the summary; everything typed kept', async () => {
		const before = await inboxCount()
		const reply = await send(
			{
				category: 'nope',
				description: 'Court',
				location: 'x'.repeat(201),
				name: 'Ama Tabi',
				email: 'pas une adresse',
				phone: 'appelez-moi',
				map_x: '250',
				map_y: '750',
			},
			{ ip: '198.51.100.24', lang: 'fr' },
		)
		expect(reply.status).toBe(400)
		expect(reply.body).toContain('<html lang="fr"')
		expect(reply.body).toContain(escapeHtml(text('fr', 'contact.errorSummary')))
		for (const [field, message] of [
			['category', text('fr', 'requests.error.category')],
			['description', text('fr', 'requests.error.descriptionShort')],
			// The schema says which text is too long, and by how much it may be.
			['location', 'Le lieu doit faire 200 caractères au plus.'],
			['email', text('fr', 'requests.error.email')],
			['phone', text('fr', 'requests.error.phone')],
		] as const) {
			// In the summary, a link to the field; under the field, the same words, read with it.
			expect(reply.body).toContain(
				`<a href="#contact-${field}" class="${classIn(reply.body, 'underline')}">${escapeHtml(message)}</a>`,
			)
			expect(reply.body).toContain(`id="contact-${field}-error"`)
			const control = new RegExp(`<(input|select|textarea)[^>]*id="contact-${field}"[^>]*>`).exec(
				reply.body,
			)?.[0]
			expect(control, field).toContain('aria-invalid="true"')
			expect(control, field).toContain(`contact-${field}-error`)
		}
		// The map's point comes back set, for the island to show (JavaScript sent it).
		expect(reply.body).toContain('<input type="hidden" name="map_x" value="250"/>')
		expect(reply.body).toContain('<input type="hidden" name="map_y" value="750"/>')
		// Its dot inherits the map's visibility: it shows when the island shows the map.
		expect(reply.body).toMatch(/<circle cx="200" cy="337.5"[^>]*visibility="inherit"/)
		expect(reply.body).toContain(`>${escapeHtml(text('fr', 'contact.mapSet'))}</p>`)
		// The name was fine: no message, not marked.
		expect(reply.body).not.toContain('id="contact-name-error"')
		expect(reply.body).toContain('Court</textarea>')
		expect(reply.body).toContain(`value="${'x'.repeat(201)}"`)
		for (const typed of ['Ama Tabi', 'pas une adresse', 'appelez-moi'])
			expect(reply.body).toContain(`value="${typed}"`)
		// A fresh start value, never the one sent; nothing stored.
		expect(reply.body).not.toContain(`value="${started}"`)
		expect(await inboxCount()).toBe(before)
		// The same in English, in English.
		const en = await send({ category: 'roads', description: 'Short' }, { ip: '198.51.100.24' })
		expect(en.status).toBe(400)
		expect(en.body).toContain(escapeHtml(text('en', 'requests.error.descriptionShort')))
		expect(en.body).toMatch(/<option value="roads" selected="">/)
	})

	test('hostile text is stored and shown as text', async () => {
		const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)> "quotes" & ampersands'
		const sent = await send(
			{
				category: 'other',
				description: hostile,
				location: '<b>bold</b>',
				name: '<svg onload=alert(1)>',
			},
			{ ip: '198.51.100.22' },
		)
		expect(sent.status).toBe(302)
		const id = await requestId(refOf(sent.headers.location)!)
		const detail = await admin.get(`/admin-dtima/requests/view?id=${id}`)
		expect(detail.body).toContain(escapeHtml(hostile))
		expect(detail.body).not.toContain('<script>alert("x")')
		expect(detail.body).not.toContain('<img src=x')
		expect(detail.body).not.toContain('<svg onload')
		expect(detail.body).toContain('&lt;b&gt;bold&lt;/b&gt;')
	})

	test('a program renamed .jpg is refused, in French; a real photo is kept for staff only', async () => {
		const exe = Buffer.concat([
			Buffer.from('MZ\x90\x00\x03\x00\x00\x00PE\x00\x00'),
			Buffer.alloc(4096, 7),
		])
		const refused = await send(
			{
				category: 'roads',
				description: 'Voir la photo du trou.',
				photo: { name: 'trou.jpg', mimeType: 'image/jpeg', buffer: exe },
			},
			{ ip: '198.51.100.23', lang: 'fr' },
		)
		expect(refused.status).toBe(400)
		expect(refused.body).toContain(escapeHtml(text('fr', 'requests.error.photoType')))
		expect(refused.body).toContain('Voir la photo du trou.</textarea>')

		const jpeg = await sharp({
			create: { width: 400, height: 300, channels: 3, background: '#864' },
		})
			.jpeg()
			.toBuffer()
		const sent = await send(
			{
				category: 'roads',
				description: 'Photo of the hole on the road.',
				photo: { name: 'hole.jpg', mimeType: 'image/jpeg', buffer: jpeg },
			},
			{ ip: '198.51.100.23' },
		)
		expect(sent.status).toBe(302)
		const id = await requestId(refOf(sent.headers.location)!)
		const detail = await admin.get(`/admin-dtima/requests/view?id=${id}`)
		expect(detail.body).toContain(`src="/admin-dtima/requests/photo?id=${id}"`)
		const photo = await admin.get(`/admin-dtima/requests/photo?id=${id}`)
		expect(photo.status).toBe(200)
		expect(photo.headers['content-type']).toBe('image/webp')
		expect(photo.headers['cache-control']).toMatch(/no-store/)
		expect(photo.headers['x-content-type-options']).toBe('nosniff')
		const anonymous = await new Client(server.origin).get(`/admin-dtima/requests/photo?id=${id}`)
		expect(anonymous.status).toBe(302)
		expect(anonymous.headers.location).toMatch(/^\/admin-dtima\/login/)
	})

	test('a form is accepted once: sent again (a double tap, a script), it is refused with what was typed', async () => {
		const token = await freshStarted()
		const post = () =>
			new Client(server.origin).post('/contact', {
				multipart: {
					website: '',
					form_started: token,
					category: 'roads',
					description: 'The bridge rail at Kombone is broken.',
				},
				headers: { 'x-forwarded-for': '198.51.100.80' },
			})
		expect((await post()).status).toBe(302)
		const again = await post()
		expect(again.status).toBe(409)
		expect(again.body).toContain(escapeHtml(text('en', 'requests.error.alreadySent')))
		expect(again.body).toContain('The bridge rail at Kombone is broken.</textarea>')
		// With a fresh form, the same person may write again.
		expect(
			(await send({ category: 'roads', description: 'And the culvert.' }, { ip: '198.51.100.80' }))
				.status,
		).toBe(302)
	})

	test('per address: five an hour, then a message with the council’s phone', async () => {
		const ip = '198.51.100.30'
		for (let i = 0; i < 5; i++) {
			const ok = await send(
				{ category: 'other', description: `Message number ${i} from here.` },
				{ ip },
			)
			expect(ok.status, `message ${i}`).toBe(302)
		}
		const refused = await send(
			{ category: 'other', description: 'One more message from here.' },
			{ ip },
		)
		expect(refused.status).toBe(429)
		expect(refused.body).toContain(
			escapeHtml(text('en', 'requests.error.tooMany', { phone: '+237 600 000 000' })),
		)
		expect(refused.body).toContain('One more message from here.</textarea>')
		// Another address is not held back.
		expect(
			(
				await send(
					{ category: 'other', description: 'A neighbour writes too.' },
					{ ip: '198.51.100.31' },
				)
			).status,
		).toBe(302)
	})

	test('per email: three an hour, whatever the address or the capitals', async () => {
		for (let i = 0; i < 3; i++) {
			const ok = await send(
				{ category: 'other', description: `Same sender, message ${i}.`, email: 'same@example.org' },
				{ ip: `198.51.100.${40 + i}` },
			)
			expect(ok.status).toBe(302)
		}
		const refused = await send(
			{ category: 'other', description: 'Same sender again.', email: 'SAME@example.org' },
			{ ip: '198.51.100.49', lang: 'fr' },
		)
		expect(refused.status).toBe(429)
		expect(refused.body).toContain(
			escapeHtml(text('fr', 'requests.error.tooManyEmail', { phone: '+237 600 000 000' })),
		)
	})

	test('one network flooding: requests held, not refused; administrators told; one taken into the inbox gets its confirmation', async () => {
		// A script rotating addresses inside one /24, each under its own limit of five an hour.
		for (let i = 0; i < 20; i++) {
			const ok = await send(
				{ category: 'other', description: `Flood message ${i}.` },
				{ ip: `203.0.113.${100 + (i % 10)}` },
			)
			expect(ok.status, `message ${i}`).toBe(302)
		}
		// A resident on that network still gets through: held, and told their reference.
		const held = await send(
			{
				category: 'water',
				description: 'No water at the Ediki tap.',
				email: 'neighbour@example.org',
			},
			{ ip: '203.0.113.200' },
		)
		expect(held.status).toBe(302)
		expect(held.headers.location).toMatch(/&sent=1$/)
		const reference = refOf(held.headers.location)!
		const page = await new Client(server.origin).get(held.headers.location!)
		expect(page.body).toMatch(sentReference('en', reference))

		// Administrators are told, once for the day, in both languages.
		const notice = await smtp.waitFor(
			(m) => m.envelopeTo.includes(SAMPLE_ADMIN.email) && /held/.test(m.subject ?? ''),
		)
		expect(notice.subject).toBe(
			'Mbonge Council: requests are being held (a flood of messages) / Commune de Mbonge : des demandes sont retenues (afflux de messages)',
		)
		expect(notice.text).toContain(`${server.origin}/admin-dtima/requests?status=held`)
		// No confirmation went to the held request's sender.
		expect(smtp.messages.some((m) => m.envelopeTo.includes('neighbour@example.org'))).toBe(false)

		// Staff see them apart, and take the real one into the inbox: its confirmation goes now.
		const inbox = await admin.get('/admin-dtima/requests')
		expect(inbox.body).toContain('data-held=')
		expect(inbox.body).not.toContain(`>${reference}<`)
		const list = await admin.get('/admin-dtima/requests?status=held')
		const id = new RegExp(`requests/view\\?id=(\\d+)"[^>]*>${reference}<`).exec(list.body)?.[1]
		expect(id).toBeDefined()
		const detail = await admin.get(`/admin-dtima/requests/view?id=${id}`)
		expect(detail.body).toContain(escapeHtml(text('en', 'admin.requests.heldExplain')))
		const released = await admin.adminPost(`/admin-dtima/requests/view?id=${id}`, {
			intent: 'release',
		})
		expect(released.status).toBe(302)
		const confirmation = await smtp.waitFor(mailTo('neighbour@example.org', new RegExp(reference)))
		expect(confirmation.text).toMatch(new RegExp(`ref=${reference}&key=[\\w-]{22}`))
		expect((await admin.get('/admin-dtima/requests')).body).toContain(`>${reference}<`)
	})

	test('status look-ups: unknown references answered 404, and limited per address', async () => {
		const visitor = new Client(server.origin)
		const ip = { 'x-forwarded-for': '198.51.100.60' }
		const unknown = await visitor.get(`/contact/status?ref=MBG-${YEAR}-9999`, { headers: ip })
		expect(unknown.status).toBe(404)
		expect(unknown.headers['cache-control']).toBe('private, no-store')
		const invalid = await visitor.get('/contact/status?ref=hello', { headers: ip })
		expect(invalid.status).toBe(400)
		for (let i = 0; i < 29; i++)
			await visitor.get(`/contact/status?ref=MBG-${YEAR}-${String(1000 + i)}`, { headers: ip })
		const limited = await visitor.get(`/contact/status?ref=MBG-${YEAR}-0001`, { headers: ip })
		expect(limited.status).toBe(429)
		expect(limited.body).toContain(escapeHtml(text('en', 'requests.tooManyLookups')))
		expect(limited.body).not.toContain('data-request-status')
	})
})

async function inboxCount() {
	const list = await admin.get('/admin-dtima/requests')
	return Number(/(\d+) request\(s\)/.exec(list.body)?.[1])
}
