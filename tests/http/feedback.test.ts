import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { publicPages } from '../../app/route-table'
import { FEEDBACK_LIMIT } from '#app/features/feedback/feedback.server'
import { MAX_FEEDBACK_COMMENT } from '#app/features/feedback/feedback-rules'
import { TestClock } from '../support/test-clock'
import { catalogs } from '../support/texts'
import { Client } from './client'
import { onPostgres, SAMPLE_ADMIN, startServer } from './start-server'

/**
 * Page feedback (decision 038) as the production server answers it: the block at the foot of every
 * public page (shared, nothing personal in it), the votes and reports it posts, each anti-abuse
 * rule, and the staff screen. The server trusts the loopback proxy so that each test can speak
 * from an address of its own (`X-Forwarded-For`): the limit per address is per address. Its clock
 * is moved on (TEST_CLOCK_FILE) rather than waited for: past a form's minimum fill time, to the
 * start of a minute.
 */

/**
 * The server reads the content version at most every CHECK_MS on its clock (decision 035; the
 * least it takes): a request made once that time has passed reads it first.
 */
const CHECK_MS = 50

let clock: TestClock
let server: Awaited<ReturnType<typeof startServer>>
let admin: Client
/** An anti-abuse start value older than the minimum fill time, taken from a page. */
let started = ''

const html = (s: string) =>
	s
		.replaceAll('&', '&amp;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;')
		.replaceAll('"', '&quot;')
const escapedText = (s: string) =>
	s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

beforeAll(async () => {
	clock = TestClock.create('council-feedback-clock-')
	server = await startServer({
		TRUST_PROXY: 'loopback',
		PAGE_CACHE_CHECK_MS: String(CHECK_MS),
		...clock.env,
	})
	admin = new Client(server.origin)
	await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	admin.setCookie('admin_lang', 'en')
	const page = await new Client(server.origin).get('/news')
	started = /name="form_started" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
	expect(started).not.toBe('')
	// The footer's value was made when the page was: a reader takes longer than this to answer.
	clock.advance(3_100)
})
afterAll(async () => {
	await server?.stop()
	clock?.remove()
})

/**
 * A stored page lasts at most to the end of the minute it was rendered in, by the server's clock
 * (decision 035): a check that a page stayed stored starts the server's clock at the start of a
 * minute, so that the minute's end cannot be the reason.
 */
function startOfMinute() {
	clock.advance(60_000 - (clock.now() % 60_000))
}

/**
 * Moves the server's clock on by CHECK_MS: the next request reads the content version again before
 * answering, so it sees any change made until now.
 */
function versionReadAgain() {
	clock.advance(CHECK_MS)
}

let nextAddress = 1
/** A reader of their own: an address no other test uses, and a phone's browser. */
function reader(userAgent = 'Mozilla/5.0 (Linux; Android 10; itel A56)') {
	const address = `203.0.113.${nextAddress++}`
	const client = new Client(server.origin)
	return {
		address,
		send(form: Record<string, string>, lang: 'en' | 'fr' = 'en') {
			return client.post(`${lang === 'fr' ? '/fr' : ''}/feedback`, {
				form: { form_started: started, website: '', ...form },
				headers: { 'x-forwarded-for': address, 'user-agent': userAgent },
			})
		},
		/** As the block's island sends it with JavaScript: answered in JSON. */
		async answer(form: Record<string, string>, lang: 'en' | 'fr' = 'en') {
			const reply = await client.post(`${lang === 'fr' ? '/fr' : ''}/feedback/answer`, {
				form: { form_started: started, website: '', ...form },
				headers: { 'x-forwarded-for': address, 'user-agent': userAgent },
			})
			const json = reply.headers['content-type']?.startsWith('application/json')
			return { ...reply, answer: json ? (JSON.parse(reply.body) as Record<string, unknown>) : null }
		},
	}
}

const vote = (page: string, value: 'yes' | 'no') => ({
	intent: 'vote',
	page,
	lang: page === '/fr' || page.startsWith('/fr/') ? 'fr' : 'en',
	vote: value,
})
const problem = (page: string, reason: string, comment: string) => ({
	intent: 'problem',
	page,
	lang: page === '/fr' || page.startsWith('/fr/') ? 'fr' : 'en',
	reason,
	comment,
})

/** The staff screen's entry for a page (open feedback unless asked), or undefined. */
async function staffEntry(path: string, status: 'open' | 'handled' = 'open') {
	const screen = await admin.get(`/admin-dtima/feedback?status=${status}`)
	expect(screen.status).toBe(200)
	const locale = path === '/fr' || path.startsWith('/fr/') ? 'fr' : 'en'
	const at = screen.body.indexOf(`data-feedback-page="${locale} ${path}"`)
	if (at === -1) return undefined
	const end = screen.body.indexOf('data-feedback-page=', at + 20)
	const block = screen.body.slice(at, end === -1 ? undefined : end)
	const count = (name: string) =>
		Number(new RegExp(`data-count="${name}">(\\d+)<`).exec(block)?.[1])
	return { block, no: count('no'), yes: count('yes'), reports: count('reports') }
}

describe(`page feedback (${onPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('every public page type carries the block in its language, the same for everyone', async () => {
		const anyone = new Client(server.origin)
		// One example of each address with a parameter, from its list page.
		const example = async (list: string, pattern: RegExp) =>
			pattern.exec((await anyone.get(list)).body)?.[0] ?? `${list}/missing`
		const examples: Record<string, string> = {
			'/news/:slug': await example('/news', /\/news\/[a-z0-9-]+(?=")/),
			'/events/:id': await example('/events', /\/events\/\d+(?=")/),
			'/business/bids/:slug': await example('/business/bids', /\/business\/bids\/[a-z0-9-]+(?=")/),
			'/jobs/:slug': await example('/jobs', /\/jobs\/[a-z0-9-]+(?=")/),
			'/documents/:slug': await example('/documents', /\/documents\/[a-z0-9-]+(?=")/),
		}
		// One page per route module (the ~25 information pages share one), as the route table has them.
		const byFile = new Map<string, string>()
		for (const p of publicPages)
			if (p.id !== 'preview' && !byFile.has(p.file)) byFile.set(p.file, examples[p.path] ?? p.path)
		const paths = [...byFile.values()]
		// And a page that is not there: a reader may well want to say so.
		paths.push('/no-such-page')
		expect(paths.filter((p) => p.includes(':'))).toEqual([])
		for (const lang of ['en', 'fr'] as const) {
			for (const bare of paths) {
				const path = lang === 'fr' ? (bare === '/' ? '/fr' : `/fr${bare}`) : bare
				const page = await anyone.get(path)
				expect(page.status, path).toBe(bare === '/no-such-page' ? 404 : 200)
				const action = lang === 'fr' ? '/fr/feedback' : '/feedback'
				expect(page.body, path).toContain(`action="${action}"`)
				expect(page.body, path).toContain(`name="page" value="${path}"`)
				expect(page.body, path).toContain(`name="lang" value="${lang}"`)
				expect(page.body, path).toContain(html(catalogs[lang]['feedback.title']))
				expect(page.body, path).toContain(html(catalogs[lang]['feedback.report']))
				expect(page.body, path).toMatch(/name="website"/)
				expect(page.body, path).toMatch(/name="form_started" value="[^"]+"/)
				// With JavaScript, its island answers in place (decision 058): its script, once, in
				// the islands' loader.
				expect(page.body, path).toContain(`data-answer="${action}/answer"`)
				expect(page.body.match(/"\/assets\/islands\/feedback-[\w-]+\.js"/g), path).toHaveLength(1)
			}
		}
	})

	test('the stored page is the same for every reader and holds nothing of theirs', async () => {
		const personal = {
			'x-forwarded-for': '198.51.100.99',
			'user-agent': 'Mozilla/5.0 PersonalPhone/123',
			cookie: 'lang=en; something=private-value',
		}
		startOfMinute()
		const first = await new Client(server.origin).get('/services/tax')
		const second = await new Client(server.origin).get('/services/tax', { headers: personal })
		expect(second.headers['x-page-cache']).toMatch(/^(hit|fast)$/)
		expect(second.body).toBe(first.body)
		for (const value of ['198.51.100.99', 'PersonalPhone', 'private-value'])
			expect(second.body).not.toContain(value)
		// A vote changes nothing in the stored page (no "thank you" in it) and keeps it stored.
		const voter = reader()
		expect((await voter.send(vote('/services/tax', 'yes'))).status).toBe(200)
		versionReadAgain()
		const after = await new Client(server.origin).get('/services/tax')
		expect(after.headers['x-page-cache']).toMatch(/^(hit|fast)$/)
		expect(after.body).toBe(first.body)
	})

	test('a vote is thanked in the reader’s language; a second one the same day is not counted', async () => {
		const resident = reader()
		const first = await resident.send(vote('/fr/services/birth-certificate', 'no'), 'fr')
		expect(first.status).toBe(200)
		expect(first.headers['cache-control']).toBe('no-store')
		expect(first.body).toContain(html(catalogs.fr['feedback.thanksNo']))
		// After a "No", the report form is right there, with a fresh start value, and a way back.
		expect(first.body).toContain('name="intent" value="problem"')
		expect(first.body).toContain('href="/fr/services/birth-certificate"')
		expect(first.body).toContain('lang="fr"')
		const again = await resident.send(vote('/fr/services/birth-certificate', 'yes'), 'fr')
		expect(again.status).toBe(200)
		expect(again.body).toContain(html(catalogs.fr['feedback.thanksVote']))
		expect(await staffEntry('/fr/services/birth-certificate')).toMatchObject({ no: 1, yes: 0 })
		// The same address with another browser is not another voter (issue 32: a script changed
		// its User-Agent with each vote); another address is.
		const neighbour = new Client(server.origin)
		await neighbour.post('/fr/feedback', {
			form: {
				form_started: started,
				website: '',
				...vote('/fr/services/birth-certificate', 'yes'),
			},
			headers: {
				'x-forwarded-for': resident.address,
				'user-agent': 'Mozilla/5.0 (Linux; Android 13)',
			},
		})
		expect(await staffEntry('/fr/services/birth-certificate')).toMatchObject({ no: 1, yes: 0 })
		await reader().send(vote('/fr/services/birth-certificate', 'yes'), 'fr')
		expect(await staffEntry('/fr/services/birth-certificate')).toMatchObject({ no: 1, yes: 1 })
	})

	test('a problem report is stored and thanked; hostile text is shown as text to staff', async () => {
		const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)> & 'quotes'\nline two`
		const reply = await reader().send(problem('/news', 'wrong', hostile))
		expect(reply.status).toBe(200)
		expect(reply.body).toContain(html(catalogs.en['feedback.thanksReport']))
		const entry = await staffEntry('/news')
		expect(entry?.reports).toBe(1)
		expect(entry?.block).toContain(
			escapedText(`<script>alert("x")</script>`).replaceAll('"', '&quot;'),
		)
		expect(entry?.block).not.toContain('<script>alert')
		expect(entry?.block).not.toContain('<img src=x')
		expect(entry?.block).toContain('Wrong or out of date')
	})

	test('the honeypot filled: thanked like anyone, nothing stored', async () => {
		const robot = reader('Mozilla/5.0 robot')
		const reply = await robot.send({
			...problem('/events', 'other', 'Buy cheap watches'),
			website: 'https://spam.example',
		})
		expect(reply.status).toBe(200)
		expect(reply.body).toContain(html(catalogs.en['feedback.thanksReport']))
		const voted = await robot.send({ ...vote('/events', 'no'), website: 'x' })
		expect(voted.status).toBe(200)
		expect(await staffEntry('/events')).toBeUndefined()
	})

	test('too fast, forged or missing start value: the form again, input kept, nothing stored', async () => {
		// The report form's own page is made per reader: its start value is of this very moment.
		const page = await new Client(server.origin).get('/fr/feedback?page=%2Ffr%2Fhelp')
		const fresh = /name="form_started" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
		const someone = reader()
		const tooFast = await someone.send(
			{ ...problem('/fr/help', 'unclear', 'Mon texte à garder'), form_started: fresh },
			'fr',
		)
		expect(tooFast.status).toBe(400)
		expect(tooFast.body).toContain(html(catalogs.fr['formGuard.tooFast']))
		expect(tooFast.body).toContain('Mon texte à garder</textarea>')
		expect(/name="reason" checked="" value="unclear"/.test(tooFast.body)).toBe(true)
		// The form comes back with a new start value.
		const renewed = /name="form_started" value="([^"]+)"/.exec(tooFast.body)?.[1]
		expect(renewed).toBeTruthy()
		const forged = await someone.send(
			{ ...vote('/fr/help', 'no'), form_started: `${Date.now() - 60_000}.forged` },
			'fr',
		)
		expect(forged.status).toBe(400)
		expect(forged.body).toContain(html(catalogs.fr['feedback.retry.invalid']))
		const missing = await someone.send({ ...vote('/fr/help', 'no'), form_started: '' }, 'fr')
		expect(missing.status).toBe(400)
		expect(await staffEntry('/fr/help')).toBeUndefined()
	})

	test('text is capped: one character too many is refused with the count, kept; the cap itself is fine', async () => {
		const writer = reader()
		const long = 'é'.repeat(MAX_FEEDBACK_COMMENT + 1)
		const refused = await writer.send(problem('/documents', 'missing', long))
		expect(refused.status).toBe(400)
		expect(refused.body).toContain(
			'Your text has 1,001 characters: shorten it to 1,000 characters at most.',
		)
		expect(refused.body).toContain(`${long}</textarea>`)
		// The form says the limit, and the browser keeps to it.
		expect(refused.body).toContain('Up to 1,000 characters.')
		const accepted = await writer.send(problem('/documents', 'missing', long.slice(1)))
		expect(accepted.status).toBe(200)
		expect(await staffEntry('/documents')).toMatchObject({ reports: 1 })
		// No reason chosen: said, text kept.
		const noReason = await writer.send(problem('/documents', '', 'Kept'))
		expect(noReason.status).toBe(400)
		expect(noReason.body).toContain(catalogs.en['feedback.error.reason'])
		expect(noReason.body).toContain('Kept</textarea>')
		// Each message is read with its field; the field is marked.
		expect(noReason.body).toMatch(
			/<fieldset[^>]*aria-describedby="report-reason-error"[^>]*aria-invalid="true"/,
		)
		expect(noReason.body).toContain('id="report-reason-error"')
		const textarea = /<textarea[^>]*id="report-comment"[^>]*>/.exec(refused.body)?.[0]
		expect(textarea).toContain('aria-invalid="true"')
		expect(textarea).toContain('report-comment-error')
		// In French, in French.
		const french = await writer.send(problem('/fr/documents', '', 'Gardé'), 'fr')
		expect(french.status).toBe(400)
		expect(french.body).toContain(html(catalogs.fr['feedback.error.reason']))
		expect(french.body).toContain(html(catalogs.fr['feedback.errorSummary']))
		expect(french.body).toContain('Gardé</textarea>')
		// Conform's own field names, in a crafted post, are not read (and are no crash).
		const crafted = await reader().send({ ...vote('/documents', 'yes'), __intent__: '{' })
		expect(crafted.status).toBe(200)
		// A body far past any form: refused before it is read whole.
		const huge = await new Client(server.origin).post('/feedback', {
			data: `intent=problem&page=%2F&lang=en&reason=other&comment=${'a'.repeat(64 * 1024)}`,
			headers: {
				'content-type': 'application/x-www-form-urlencoded',
				'x-forwarded-for': '203.0.113.250',
			},
		})
		expect(huge.status).toBe(413)
	})

	test('only a page of this site: anything else is refused', async () => {
		const someone = reader()
		for (const page of [
			'https://example.com/',
			'//example.com',
			'/admin-dtima/users',
			'/news?q=x',
		]) {
			const reply = await someone.send({ ...vote(page, 'no'), lang: 'en' })
			expect(reply.status, page).toBe(400)
			expect(reply.body).toContain(html(catalogs.en['feedback.badPageTitle']))
		}
		// The page's language must be the one it says.
		expect((await someone.send({ ...vote('/news', 'no'), lang: 'fr' })).status).toBe(400)
		// Only a page that exists (issue 32): made-up addresses, an article that is not there, a
		// file. Nothing of them reaches the staff's screen.
		for (const page of [
			'/made-up-page-1',
			'/news/no-such-article',
			'/fr/nulle-part',
			'/uploads/x.webp',
		]) {
			const reply = await reader().send(vote(page, 'no'), page.startsWith('/fr/') ? 'fr' : 'en')
			expect(reply.status, page).toBe(400)
			expect(await staffEntry(page)).toBeUndefined()
		}
		// A real article, and a stored information page, are pages.
		const article = /href="(\/news\/[^"?#]+)"/.exec(
			(await new Client(server.origin).get('/news')).body,
		)![1]!
		for (const page of [article, '/residents/directions', '/fr/residents/directions'])
			expect(
				(await reader().send(vote(page, 'no'), page.startsWith('/fr/') ? 'fr' : 'en')).status,
				page,
			).toBe(200)
	})

	test(`one address may send ${FEEDBACK_LIMIT} in ten minutes, then is asked to wait`, async () => {
		const busy = reader()
		for (let i = 0; i < FEEDBACK_LIMIT; i++) {
			const reply = await busy.send(vote(`/fr/visitors/history`, i % 2 ? 'yes' : 'no'), 'fr')
			expect(reply.status).toBe(200)
		}
		const refused = await busy.send(problem('/fr/visitors/history', 'other', 'Gardé'), 'fr')
		expect(refused.status).toBe(429)
		expect(refused.body).toContain(
			html(catalogs.fr['feedback.retry.limited'].replace('{minutes}', '10')),
		)
		expect(refused.body).toContain('Gardé</textarea>')
		// Another address is not held back; the limited one got one vote counted.
		expect((await reader().send(vote('/fr/visitors/history', 'no'), 'fr')).status).toBe(200)
		expect(await staffEntry('/fr/visitors/history')).toMatchObject({ no: 2, yes: 0, reports: 0 })
	})

	test('with JavaScript, the block is answered in JSON: the same rules, the words in the page’s language', async () => {
		const resident = reader()
		const voted = await resident.answer(vote('/fr/services/tax', 'no'), 'fr')
		expect(voted.status).toBe(200)
		expect(voted.headers['cache-control']).toBe('no-store')
		expect(voted.answer).toEqual({
			kind: 'voted',
			vote: 'no',
			message: catalogs.fr['feedback.thanksNo'],
			started: expect.stringMatching(/^\d+\./),
		})
		// Counted as a vote sent without JavaScript is; a second one the same day is not.
		const again = await resident.answer(vote('/fr/services/tax', 'yes'), 'fr')
		expect(again.answer).toMatchObject({
			kind: 'voted',
			message: catalogs.fr['feedback.thanksVote'],
		})
		expect(await staffEntry('/fr/services/tax')).toMatchObject({ no: 1, yes: 0 })

		const reported = await resident.answer(
			problem('/services/tax', 'unclear', 'Hard <b>to</b> read'),
		)
		expect(reported.status).toBe(200)
		expect(reported.answer).toEqual({
			kind: 'reported',
			message: catalogs.en['feedback.thanksReport'],
		})
		expect(await staffEntry('/services/tax')).toMatchObject({ reports: 1 })

		// A report the server does not take: the summary and each field's message, the fields named,
		// a fresh start value; nothing stored.
		const noReason = await resident.answer(problem('/fr/services/tax', '', 'Gardé'), 'fr')
		expect(noReason.status).toBe(400)
		expect(noReason.answer).toEqual({
			kind: 'form',
			message: `${catalogs.fr['feedback.errorSummary']} ${catalogs.fr['feedback.error.reason']}`,
			invalid: ['reason'],
			started: expect.stringMatching(/^\d+\./),
		})
		const tooLong = await resident.answer(
			problem('/services/tax', 'other', 'é'.repeat(MAX_FEEDBACK_COMMENT + 1)),
		)
		expect(tooLong.answer).toMatchObject({
			invalid: ['comment'],
			message: expect.stringContaining('Your text has 1,001 characters'),
		})
		// The anti-abuse fields as without JavaScript: forged, thanked robot, not a page of ours.
		const forged = await resident.answer({ ...vote('/services/tax', 'yes'), form_started: '1.x' })
		expect(forged.status).toBe(400)
		expect(forged.answer).toMatchObject({
			kind: 'form',
			message: catalogs.en['feedback.retry.invalid'],
		})
		const robot = await reader('robot').answer({
			...problem('/events', 'other', 'Buy watches'),
			website: 'x',
		})
		expect(robot.answer).toMatchObject({ kind: 'reported' })
		expect(await staffEntry('/events')).toBeUndefined()
		const nowhere = await resident.answer(vote('/made-up-page-2', 'no'))
		expect(nowhere.status).toBe(400)
		expect(nowhere.answer).toEqual({
			kind: 'badPage',
			message: catalogs.en['feedback.badPageText'],
		})
		expect(await staffEntry('/fr/services/tax')).toMatchObject({ no: 1, yes: 0, reports: 0 })
		// A body far past any form is refused before it is read, with the readable page (the block
		// then sends the form as without JavaScript); the address is for posts only.
		const huge = await new Client(server.origin).post('/feedback/answer', {
			data: `intent=problem&page=%2F&lang=en&reason=other&comment=${'a'.repeat(64 * 1024)}`,
			headers: {
				'content-type': 'application/x-www-form-urlencoded',
				'x-forwarded-for': '203.0.113.251',
			},
		})
		expect(huge.status).toBe(413)
		expect(huge.headers['content-type']).not.toMatch(/json/)
		expect((await new Client(server.origin).get('/fr/feedback/answer')).status).toBe(405)
	})

	test(`the limit per address counts both ways of sending`, async () => {
		const busy = reader()
		for (let i = 0; i < FEEDBACK_LIMIT; i++) {
			const reply = await (i % 2 ? busy.answer : busy.send)(vote('/visitors/history', 'yes'))
			expect(reply.status).toBe(200)
		}
		const refused = await busy.answer(vote('/fr/visitors/history', 'no'), 'fr')
		expect(refused.status).toBe(429)
		expect(refused.answer).toMatchObject({
			kind: 'form',
			message: catalogs.fr['feedback.retry.limited'].replace('{minutes}', '10'),
		})
	})

	test('the report form on its own page is made for each reader and never stored', async () => {
		const anyone = new Client(server.origin)
		const form = await anyone.get('/fr/feedback?page=%2Ffr%2Fnews')
		expect(form.status).toBe(200)
		// Rendered for this request and not kept (`pass`); browsers ask again each time.
		expect(form.headers['x-page-cache']).toBe('pass')
		expect(form.headers['cache-control']).toBe('no-cache')
		const again = await anyone.get('/fr/feedback?page=%2Ffr%2Fnews')
		expect(again.headers['x-page-cache']).toBe('pass')
		expect(form.body).toContain('<meta name="robots" content="noindex"/>')
		expect(form.body).toContain(html(catalogs.fr['feedback.formTitle']))
		expect(form.body).toContain('name="page" value="/fr/news"')
		// The endpoint asks no feedback about itself.
		expect(form.body).not.toContain('data-feedback-block')
		const nowhere = await anyone.get('/feedback?page=https%3A%2F%2Fexample.com')
		expect(nowhere.status).toBe(400)
		expect(nowhere.body).toContain(html(catalogs.en['feedback.badPageTitle']))
	})

	test('staff: feedback per page, marked handled (logged, the page cache kept), the dashboard', async () => {
		await reader().send(vote('/government/cabinet', 'no'))
		await reader().send(vote('/government/cabinet', 'no'))
		await reader().send(problem('/government/cabinet', 'broken', 'The phone link is wrong'))
		const entry = await staffEntry('/government/cabinet')
		expect(entry).toMatchObject({ no: 2, yes: 0, reports: 1 })
		expect(entry?.block).toContain('The phone link is wrong')

		const dashboard = await admin.get('/admin-dtima')
		const card = dashboard.body.slice(dashboard.body.indexOf('data-chart="useful"'))
		expect(card).toContain('“Was this page useful?” by page')
		expect(card).toContain('href="/government/cabinet"')

		// The public page, stored before, is still stored after staff handle its feedback.
		startOfMinute()
		await new Client(server.origin).get('/government/cabinet')
		const upTo = /name="upTo" value="(\d+)"/.exec(entry!.block)?.[1]
		const marked = await admin.adminPost('/admin-dtima/feedback', {
			page: '/government/cabinet',
			lang: 'en',
			upTo: upTo!,
		})
		expect(marked.status).toBe(302)
		expect(await staffEntry('/government/cabinet')).toBeUndefined()
		expect(await staffEntry('/government/cabinet', 'handled')).toMatchObject({ no: 2, reports: 1 })
		const log = await admin.get('/admin-dtima/activity')
		expect(log.body).toContain('/government/cabinet (en)')
		versionReadAgain()
		const page = await new Client(server.origin).get('/government/cabinet')
		expect(page.headers['x-page-cache']).toMatch(/^(hit|fast)$/)

		// Without the session's token: refused, nothing marked.
		await reader().send(vote('/government/cabinet', 'yes'))
		const forged = await new Client(server.origin).post('/admin-dtima/feedback', {
			form: { page: '/government/cabinet', lang: 'en', upTo: '999999' },
			headers: { cookie: `council_session=${admin.cookie('council_session')}` },
		})
		expect(forged.status).toBe(403)
		expect(await staffEntry('/government/cabinet')).toMatchObject({ yes: 1 })
	})
})
