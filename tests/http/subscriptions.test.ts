import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { rawHeader, startSmtp, type DeliveredMail, type TestSmtp } from '../support/smtp'
import { TestClock } from '../support/test-clock'
import { Client, type Reply } from './client'
import { onPostgres, SAMPLE_ADMIN, startInstances, startServer } from './start-server'

// Subscriptions by email (decision 040) against the production server and a real SMTP server: what
// was actually delivered. On PostgreSQL (`http-pg`) two instances share the database (every
// publication must still reach each subscriber once); on SQLite (`http`), one. Time is moved with
// TEST_CLOCK_FILE rather than waited for (the form's minimum fill time, scheduled items, retries).

const NEWS = '/admin-dtima/content/news'
const ALERTS = '/admin-dtima/content/alerts'

let smtp: TestSmtp
let instances: Awaited<ReturnType<typeof startInstances>>
let noMail: Awaited<ReturnType<typeof startServer>>
let origins: string[]
let admin: Client
let clock: TestClock

beforeAll(async () => {
	smtp = await startSmtp()
	clock = TestClock.create('council-subs-clock-')
	;[instances, noMail] = await Promise.all([
		startInstances('council-subs-', {
			...smtp.env,
			...clock.env,
			TEST_SWEEP_MS: '300',
			// Each test's resident comes from an address of their own (X-Forwarded-For).
			TRUST_PROXY: 'loopback',
		}),
		startServer(),
	])
	origins = instances.servers.map((s) => s.origin)
	admin = new Client(origins[0]!)
	await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	admin.setCookie('admin_lang', 'en')
})
afterAll(async () => {
	await Promise.all([instances?.stop(), noMail?.stop()])
	await smtp?.close()
	clock?.remove()
})

/** Moves every instance's clock forward. */
const advance = (ms: number) => clock.advance(ms)

let addressCount = 0
/** A resident of their own (their own client address), on one of the instances. */
function resident(instance = 0) {
	const client = new Client(origins[instance % origins.length]!)
	return { client, ip: `203.0.113.${++addressCount}` }
}

const startedOf = (page: Reply) => /name="form_started" value="([^"]+)"/.exec(page.body)?.[1] ?? ''

const formBody = (fields: [string, string][]) => new URLSearchParams(fields).toString()

/** Fills the sign-up form as a person would: opens it, takes their time, sends it. */
async function signUp(
	who: ReturnType<typeof resident>,
	fields: { email: string; topics: string[]; languages: string; website?: string },
	options: { lang?: 'en' | 'fr'; wait?: boolean } = {},
) {
	const page = options.lang === 'en' ? '/subscribe' : '/fr/subscribe'
	const form = await who.client.get(page, { headers: { 'x-forwarded-for': who.ip } })
	expect(form.status).toBe(200)
	if (options.wait !== false) advance(4_000)
	return who.client.post(page, {
		headers: {
			'content-type': 'application/x-www-form-urlencoded',
			'x-forwarded-for': who.ip,
		},
		data: formBody([
			['email', fields.email],
			...fields.topics.map((t): [string, string] => ['topics', t]),
			['languages', fields.languages],
			['website', fields.website ?? ''],
			['form_started', startedOf(form)],
		]),
	})
}

const to = (email: string) => (m: DeliveredMail) => m.envelopeTo.includes(email)
const linkIn = (mail: DeliveredMail, page: string) => {
	const url = new RegExp(`https?://[^\\s]+/subscribe/${page}\\?token=[\\w-]+`).exec(
		mail.text ?? '',
	)?.[0]
	expect(url, `a ${page} link in "${mail.subject}"`).toBeDefined()
	return new URL(url!)
}

/** Signs up and confirms through the mail's link (a GET that shows a button, then the button). */
async function subscribe(
	email: string,
	topics: string[],
	languages: 'en' | 'fr' | 'both',
	lang: 'en' | 'fr' = 'fr',
) {
	const who = resident()
	expect((await signUp(who, { email, topics, languages }, { lang })).status).toBe(200)
	const mail = await smtp.waitFor(to(email))
	const link = linkIn(mail, 'confirm')
	const page = await who.client.get(link.pathname + link.search)
	expect(page.status).toBe(200)
	const done = await who.client.post(link.pathname + link.search, {
		form: { token: link.searchParams.get('token')! },
	})
	expect(done.status).toBe(200)
	return { mail, page, done, who }
}

let newsCount = 0
/** Creates an article and publishes it (at once, or at `publish_at` when given), as a clerk does. */
async function publishNews(title: string, extra: Record<string, string> = {}) {
	const created = await admin.adminPost(NEWS, {
		intent: 'create',
		token: `subs-news-${++newsCount}-${Date.now()}`,
		title_en: title,
		title_fr: `${title} (FR)`,
		content_en: `All about ${title}.`,
		content_fr: `Tout sur ${title}.`,
		...extra,
	})
	expect(created.status).toBe(302)
	const list = await admin.get(NEWS)
	const id = new RegExp(`${title}[\\s\\S]*?edit=(\\d+)`).exec(list.body)?.[1]
	expect(id).toBeDefined()
	const published = await admin.adminPost(NEWS, { intent: 'publish', id: id! })
	expect(published.status).toBe(302)
}

/**
 * Every mail queued so far has been delivered: the staff dashboard says none is waiting. A mail
 * waits until the SMTP server has taken it, and the test's SMTP server keeps a message before it
 * answers, so by then `smtp.messages` holds them all.
 */
async function nothingWaiting() {
	await expect
		.poll(
			async () =>
				/Waiting to be sent: ([\d,]+)\./.exec((await admin.get('/admin-dtima')).body)?.[1],
			{ timeout: 15_000 },
		)
		.toBe('0')
}

let controls = 0
/**
 * What the announcers would have sent by now is sent: an article published now (a control) has
 * reached `subscriber`, so an announcer has read the activity log past every entry written before
 * it (the cursor stays behind entries younger than a minute: they are read again), and nothing is
 * left waiting. Used before checking that something was NOT sent, or sent only once: a mail that
 * should not have been queued would have been queued by that reading, and sent with the rest.
 */
async function announcedSoFar(subscriber: string) {
	const title = `Council notice ${++controls}`
	await publishNews(title)
	await smtp.waitFor((m) => to(subscriber)(m) && (m.subject ?? '').includes(title))
	await nothingWaiting()
}

describe(`subscribing (${onPostgres() ? 'two instances, PostgreSQL' : 'SQLite'})`, () => {
	test('without SMTP the site works and the subscribe page says email subscriptions are not available', async () => {
		const client = new Client(noMail.origin)
		const en = await client.get('/subscribe')
		const fr = await client.get('/fr/subscribe')
		expect(en.status).toBe(200)
		expect(en.body).toContain('Subscriptions by email are not available')
		expect(fr.body).toContain('Les abonnements par courriel ne sont pas disponibles')
		expect(en.body).not.toContain('name="email"')
		expect((await client.get('/news')).status).toBe(200)
	})

	test('the form is made for each response: never stored by the page cache', async () => {
		const first = await new Client(origins[0]!).get('/fr/subscribe')
		advance(1000)
		const second = await new Client(origins[0]!).get('/fr/subscribe')
		expect(first.headers['cache-control']).toContain('no-store')
		expect(first.headers['x-page-cache']).toBeUndefined()
		expect(startedOf(first)).not.toBe('')
		expect(startedOf(second)).not.toBe(startedOf(first))
		expect(first.body).toContain('name="website"')
	})

	test('in French: confirmation in French, a publication sends one French mail with unsubscribe headers, one click unsubscribes', async () => {
		const awa = 'awa.fr@example.cm'
		const ben = 'ben.en@example.cm'
		const sent = await signUp(resident(), {
			email: awa,
			topics: ['news', 'alerts'],
			languages: 'fr',
		})
		expect(sent.status).toBe(200)
		expect(sent.body).toContain('Consultez votre boîte de réception')
		const { mail: confirmation, page, done } = await subscribe(awa, ['news', 'alerts'], 'fr')
		expect(confirmation.subject).toMatch(/ : confirmez votre abonnement$/)
		expect(confirmation.html).toContain('Confirmer mon abonnement')
		expect(page.body).toContain('Confirmer mon abonnement')
		expect(done.body).toContain('Abonnement confirmé')
		// A second subscriber, in English, as the control that announcements still go out.
		const { mail: enConfirmation } = await subscribe(ben, ['news'], 'en', 'en')
		expect(enConfirmation.subject).toMatch(/^Confirm your subscription to /)
		// Staff see how many, never who.
		const dashboard = (await admin.get('/admin-dtima')).body
		expect(dashboard).toContain('Confirmed: 2. Waiting for confirmation: 0')
		expect(dashboard).toContain('News: 2. Events: 0. Alerts: 1. Documents: 0.')
		expect(dashboard).not.toContain(awa)
		expect(dashboard).not.toContain(ben)

		const started = Date.now()
		await publishNews('Solar pumps for the market')
		// The staff request never waits for the mail.
		expect(Date.now() - started).toBeLessThan(3_000)
		const news = await smtp.waitFor((m) => to(awa)(m) && /Solar pumps/.test(m.subject ?? ''))
		expect(news.subject).toBe('Actualité : Solar pumps for the market (FR)')
		expect(news.envelopeTo).toEqual([awa])
		expect(news.text).toContain('Tout sur Solar pumps for the market.')
		expect(news.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/fr\/news\/solar-pumps-for-the-market/)
		expect(news.text).not.toContain('Read more')
		expect(news.html).toContain('<a href="http://127.0.0.1:')
		const unsubscribeHeader = rawHeader(news, 'List-Unsubscribe')!
		expect(unsubscribeHeader).toMatch(
			/^<http:\/\/127\.0\.0\.1:\d+\/fr\/subscribe\/unsubscribe\?token=[\w-]{43}>$/,
		)
		expect(rawHeader(news, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
		expect(news.text).toContain('/fr/subscribe/manage?token=')
		const english = await smtp.waitFor((m) => to(ben)(m) && /Solar pumps/.test(m.subject ?? ''))
		expect(english.subject).toBe('News: Solar pumps for the market')
		expect(english.text).toContain('Read more:')
		await announcedSoFar(ben)
		const copies = smtp.messages.filter((m) => /Solar pumps/.test(m.subject ?? ''))
		expect(copies.map((m) => m.envelopeTo[0]).sort()).toEqual([awa, ben])
		// No address but its own in any message.
		for (const m of copies) {
			const other = m.envelopeTo[0] === awa ? ben : awa
			expect(`${m.text}${m.html}${JSON.stringify(m.headerLines)}`).not.toContain(other)
		}

		// Another site cannot make a resident's browser post to the site…
		const crossSite = await new Client(origins[0]!).post('/fr/subscribe', {
			form: { email: 'x@example.cm' },
			headers: { origin: 'https://evil.example' },
		})
		expect(crossSite.status).toBe(403)
		// …but the mail client's one-click request, from wherever it comes, unsubscribes at once.
		const target = new URL(unsubscribeHeader.slice(1, -1))
		const oneClick = await new Client(origins.at(-1)!).post(target.pathname + target.search, {
			data: 'List-Unsubscribe=One-Click',
			headers: {
				'content-type': 'application/x-www-form-urlencoded',
				origin: 'https://mail.example',
			},
		})
		expect(oneClick.status).toBe(200)
		// Another body is not a one-click request.
		const other = await new Client(origins[0]!).post(target.pathname + target.search, {
			data: 'something=else',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
		})
		expect(other.status).toBe(400)

		await publishNews('Road works at the bridge')
		// Every mail of an article is queued at once (one transaction): Ben's is out, so Awa's
		// would be queued too, and sent once nothing waits.
		await smtp.waitFor((m) => to(ben)(m) && /Road works/.test(m.subject ?? ''))
		await nothingWaiting()
		expect(smtp.messages.filter((m) => to(awa)(m) && /Road works/.test(m.subject ?? ''))).toEqual(
			[],
		)

		// Ben stops from the page his mail links to (the same request, from the page's button).
		const manage = linkIn(english, 'manage')
		const managePage = await new Client(origins[0]!).get(manage.pathname + manage.search)
		expect(managePage.body).toContain('Your email subscription')
		expect(managePage.body).not.toContain(ben)
		// Choices refused (no topic): said, what was chosen kept, nothing saved.
		const refusedChoices = await new Client(origins[0]!).post(manage.pathname + manage.search, {
			form: { token: manage.searchParams.get('token')!, languages: 'both' },
		})
		expect(refusedChoices.status).toBe(400)
		expect(refusedChoices.body).toContain('Choose at least one thing to receive.')
		expect(refusedChoices.body).toContain('aria-describedby="sub-topics-error"')
		expect(refusedChoices.body).toMatch(/value="both"[^>]*checked|checked[^>]*value="both"/)
		expect(refusedChoices.body).not.toMatch(/value="news"[^>]*checked|checked[^>]*value="news"/)
		const unchanged = await new Client(origins[0]!).get(manage.pathname + manage.search)
		expect(unchanged.body).toMatch(/value="news"[^>]*checked|checked[^>]*value="news"/)
		const button = await new Client(origins[0]!).post(`/subscribe/unsubscribe${manage.search}`, {
			form: { 'List-Unsubscribe': 'One-Click', from: 'page' },
			follow: true,
		})
		expect(button.status).toBe(200)
		expect(button.body).toContain('You are unsubscribed')
	})

	test('an emergency alert is sent before other mail waiting in the queue; both offer a WhatsApp link', async () => {
		const cai = 'cai.both@example.cm'
		await subscribe(cai, ['news', 'alerts'], 'both')
		// Refusals the instances have recorded (each logs the retry it schedules).
		const retries = () =>
			instances.servers
				.map((server) => server.log())
				.join('\n')
				.split('will retry mail').length - 1
		/** Offered and turned away by the SMTP server, then recorded by the instance that sent it. */
		const refused = async (subject: RegExp) => {
			const before = retries()
			await smtp.waitForRefused((m) => to(cai)(m) && subject.test(m.subject ?? ''))
			await expect.poll(retries, { timeout: 10_000 }).toBeGreaterThan(before)
		}
		// The SMTP server turns the news away for now: it waits for its retry, 30 s later.
		smtp.refuseNext(451)
		const publishing = publishNews('Clinic opening hours')
		await refused(/Clinic/)
		await publishing
		expect(smtp.messages.filter((m) => /Clinic/.test(m.subject ?? ''))).toEqual([])
		// The emergency is turned away too, after it: due later than the news.
		smtp.refuseNext(451)
		const published = admin.adminPost(ALERTS, {
			intent: 'create',
			token: `subs-alert-${Date.now()}`,
			level: 'emergency',
			title_en: 'River flooding at the lower quarter',
			title_fr: 'Crue de la rivière au quartier bas',
			body_en: 'Move to higher ground now.',
			body_fr: 'Montez sur les hauteurs maintenant.',
			state: 'published',
		})
		// Turned away and recorded (however long that takes on a busy machine) before the clock
		// moves: else the refusal meant for it could meet another mail, or its retry be counted
		// from the moved clock.
		await refused(/Crue|River/)
		expect((await published).status).toBe(302)
		// Both due again: the most urgent goes first, although the news was due first.
		advance(5 * 60_000)
		const emergency = await smtp.waitFor((m) => to(cai)(m) && /Crue|River/.test(m.subject ?? ''))
		const news = await smtp.waitFor((m) => to(cai)(m) && /Clinic/.test(m.subject ?? ''))
		expect(smtp.messages.indexOf(emergency)).toBeLessThan(smtp.messages.indexOf(news))
		expect(emergency.subject).toBe(
			'Emergency: River flooding at the lower quarter / Urgence : Crue de la rivière au quartier bas',
		)
		expect(emergency.text).toContain('Move to higher ground now.')
		expect(emergency.text).toContain('Montez sur les hauteurs maintenant.')

		// Share on WhatsApp: a plain link on the article, and on the alert on every page.
		const page = await new Client(origins[0]!).get('/fr/news/clinic-opening-hours')
		expect(page.status).toBe(200)
		const messages = [...page.body.matchAll(/href="https:\/\/wa\.me\/\?text=([^"]+)"/g)].map((m) =>
			decodeURIComponent(m[1]!.replace(/&amp;/g, '&')),
		)
		const text = messages.find((m) => m.includes('Clinic opening'))
		expect(text).toBeDefined()
		expect(text).toContain('Clinic opening hours (FR) — Commune de Mbonge, site officiel')
		expect(text).toContain('Clinic opening hours — on the website of')
		expect(text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/fr\/news\/clinic-opening-hours$/)
		// The emergency alert on every page has its own, pointing to the home page.
		const alertMessage = messages.find((m) => m.includes('Crue de la rivière'))
		expect(alertMessage).toContain('River flooding at the lower quarter — on the website of')
		expect(alertMessage).toMatch(/http:\/\/127\.0\.0\.1:\d+\/fr$/)
		expect(page.body).toContain('Partager sur WhatsApp')
		expect(page.body).toContain('(ouvre WhatsApp)')
	})

	test('a scheduled article is announced once, when it goes live', async () => {
		const dee = 'dee.sched@example.cm'
		await subscribe(dee, ['news'], 'en', 'en')
		// Council time (UTC+1), two minutes ahead of every instance's clock.
		const at = new Date(clock.now() + 2 * 60_000 + 60 * 60_000).toISOString().slice(0, 16)
		await publishNews('Vaccination day at the health centre', { publish_at: at })
		await announcedSoFar(dee)
		expect(smtp.messages.filter((m) => /Vaccination/.test(m.subject ?? ''))).toEqual([])
		advance(3 * 60_000)
		const vaccination = (m: DeliveredMail) => to(dee)(m) && /Vaccination/.test(m.subject ?? '')
		// On a busy machine an earlier test's refusal (451) may still be waiting for the SMTP
		// server's next message: then this one is retried 30 s later, so the clock moves on.
		const mail = await smtp
			.waitFor(vaccination, 15_000)
			.catch(() => (advance(60_000), smtp.waitFor(vaccination, 30_000)))
		expect(mail.subject).toBe('News: Vaccination day at the health centre')
		await announcedSoFar(dee)
		expect(
			smtp.messages.filter((m) => to(dee)(m) && /Vaccination/.test(m.subject ?? '')),
		).toHaveLength(1)
	})
})

describe('abuse', () => {
	test('a honeypot, a form sent too fast, bad input, limits per address, per email and on size', async () => {
		// The honeypot: answered as a success, nothing stored or sent.
		const bot = await signUp(resident(), {
			email: 'bot@example.cm',
			topics: ['news'],
			languages: 'en',
			website: 'https://spam.example',
		})
		expect(bot.status).toBe(200)
		expect(bot.body).toContain('Consultez votre boîte de réception')

		// Too fast: the form comes back with a message and what was typed.
		const fast = await signUp(
			resident(),
			{ email: 'quick@example.cm', topics: ['events'], languages: 'fr' },
			{ wait: false },
		)
		expect(fast.status).toBe(400)
		expect(fast.body).toContain('Votre formulaire n’a pas pu être vérifié')
		expect(fast.body).toContain('value="quick@example.cm"')
		expect(fast.body).toMatch(/value="events"[^>]*checked|checked[^>]*value="events"/)

		// Bad input: each problem said, input kept.
		const bad = await signUp(
			resident(),
			{ email: 'not an address', topics: [], languages: 'en' },
			{ lang: 'en' },
		)
		expect(bad.status).toBe(400)
		expect(bad.body).toContain('Enter a valid email address')
		expect(bad.body).toContain('Choose at least one thing to receive.')
		expect(bad.body).toContain('value="not an address"')
		// Each message is read with its field, which is marked; the fine one is not.
		const email = /<input[^>]*id="sub-email"[^>]*>/.exec(bad.body)?.[0]
		expect(email).toContain('aria-invalid="true"')
		expect(email).toContain('sub-email-error')
		expect(bad.body).toContain('aria-describedby="sub-topics-error"')
		expect(bad.body).not.toContain('id="sub-lang-error"')
		// In French, in French.
		const french = await signUp(resident(), { email: 'awa@', topics: ['news'], languages: '' })
		expect(french.status).toBe(400)
		expect(french.body).toContain('<html lang="fr"')
		expect(french.body).toContain('value="awa@"')
		expect(french.body).toMatch(/value="news"[^>]*checked|checked[^>]*value="news"/)
		expect(french.body).toContain('id="sub-email-error"')
		expect(french.body).toContain('id="sub-lang-error"')
		expect(french.body).toContain('Saisissez une adresse électronique valide')
		expect(french.body).toContain('Choisissez une langue.')

		// Per address: ten sign-ups in ten minutes, then 429 with the form and a message.
		const busy = resident()
		for (let i = 0; i < 10; i++) {
			const reply = await busy.client.post('/subscribe', {
				headers: {
					'content-type': 'application/x-www-form-urlencoded',
					'x-forwarded-for': busy.ip,
				},
				data: formBody([['email', `flood${i}@example.cm`]]),
			})
			expect(reply.status).toBe(400)
		}
		const refused = await signUp(
			busy,
			{ email: 'flood@example.cm', topics: ['news'], languages: 'en' },
			{ lang: 'en' },
		)
		expect(refused.status).toBe(429)
		expect(refused.headers['retry-after']).toBeDefined()
		expect(refused.body).toContain('Too many sign-ups from this connection')

		// Per email: the same address asked five times gets three confirmation mails.
		for (let i = 0; i < 5; i++) {
			const reply = await signUp(resident(), {
				email: 'repeat@example.cm',
				topics: ['news'],
				languages: 'en',
			})
			expect(reply.status).toBe(200)
			expect(reply.body).toContain('Consultez votre boîte de réception')
		}

		// Size: a body over the form's few kilobytes is refused before it is read whole.
		const big = await new Client(origins[0]!).post('/subscribe', {
			headers: {
				'content-type': 'application/x-www-form-urlencoded',
				'x-forwarded-for': '198.51.100.9',
			},
			data: `email=${'a'.repeat(8 * 1024)}`,
		})
		expect(big.status).toBe(413)

		// Each sign-up queues its mail before it is answered.
		await nothingWaiting()
		expect(smtp.messages.filter(to('bot@example.cm'))).toEqual([])
		expect(smtp.messages.filter(to('quick@example.cm'))).toEqual([])
		expect(smtp.messages.filter(to('repeat@example.cm'))).toHaveLength(3)
	})
})
