import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TestClock } from '../support/test-clock'
import { Client, type Reply } from './client'
import { formValues, formWith, unescapeHtml } from './form-values'
import { createEditor, SAMPLE_ADMIN, startServer } from './start-server'

// Finding and fixing pages (decision 053) against the production server, on SQLite (`http`) and
// PostgreSQL (`http-pg`): the Pages list's search, filters, order and views, and bulk publish,
// unpublish and delete through their confirmation page, as a browser without JavaScript sends
// them. The server's clock is moved rather than waited for (a feedback form's minimum fill time,
// a year without changes).

const PAGES = '/admin-dtima/pages'
const EDITOR = '/admin-dtima/pages/edit'
const NEWS = '/admin-dtima/content/news'

let clock: TestClock
let server: Awaited<ReturnType<typeof startServer>>
let admin: Client
let editor: Client
let visitor: Client
const uid = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function signedIn(email: string, password: string) {
	const client = new Client(server.origin)
	await client.signIn(email, password)
	client.setCookie('admin_lang', 'en')
	return client
}

beforeAll(async () => {
	clock = TestClock.create('council-bulk-clock-')
	server = await startServer(clock.env)
	admin = await signedIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	visitor = new Client(server.origin)
	const created = await createEditor(admin, 'Bulk Editor', `bulk-editor-${uid}@example.org`)
	const password = /data-issued-password[^>]*>\s*([^<\s]+)\s*</.exec(created.body)?.[1]
	expect(password).toBeDefined()
	editor = await signedIn(`bulk-editor-${uid}@example.org`, password!)
})
afterAll(async () => {
	await server?.stop()
	clock?.remove()
})

async function ok(client: Client, path: string) {
	const reply = await client.get(path)
	expect(reply.status, `GET ${path}`).toBe(200)
	return reply
}

/** The ids of the rows a list shows, in their order (each row's box names its item). */
const rowIds = (html: string) => [...html.matchAll(/data-select="(\d+)"/g)].map((m) => Number(m[1]))

/** The pages the Pages list shows for a query string. */
async function listed(query: string) {
	const reply = await ok(admin, `${PAGES}?${query}`)
	const found = Number(/data-pages-found="(\d+)"/.exec(reply.body)?.[1])
	expect(found, query).toBe(rowIds(reply.body).length)
	return rowIds(reply.body)
}

/** A view link's count, as its text shows it: "To be written (3)". */
async function viewCount(view: string) {
	const body = unescapeHtml((await ok(admin, PAGES)).body)
	const text = new RegExp(`data-view="${view}"[^>]*>([^<]*)<`).exec(body)?.[1] ?? ''
	return Number(/\((\d+)\)/.exec(text)?.[1])
}

const pageId = (reply: Reply) => Number(/[?&]id=(\d+)/.exec(reply.headers.location ?? '')?.[1])

async function createPage(
	path: string,
	group: string,
	status: 'draft' | 'published',
	title: string,
	intro = 'What the council offers.',
) {
	const form = formValues(
		formWith((await ok(admin, `${EDITOR}?group=${group}`)).body, 'value="save"'),
	)
	const reply = await admin.adminPost(EDITOR, {
		...form,
		pathEn: path,
		pathFr: path,
		status,
		'title.en': title,
		'title.fr': `${title} (fr)`,
		'description.en': `About ${title}.`,
		'description.fr': `À propos de ${title}.`,
		'intro.en': intro,
		'intro.fr': `${intro} (fr)`,
		op: 'save',
	})
	expect(reply.status, `create ${path}`).toBe(302)
	return pageId(reply)
}

async function createNews(title: string) {
	const reply = await admin.adminPost(NEWS, {
		intent: 'create',
		token: `bulk-${title}`,
		title_en: title,
		title_fr: `${title} FR`,
		content_en: `The council tells residents about ${title}.`,
		content_fr: `La commune informe les habitants : ${title}.`,
	})
	expect(reply.status).toBe(302)
	const id = new RegExp(`data-item-row="(\\d+)"[\\s\\S]*?${title}`).exec(
		(await ok(admin, NEWS)).body,
	)?.[1]
	expect(id, `row of ${title}`).toBeDefined()
	return Number(id)
}

/**
 * A bulk action as a browser sends it without JavaScript: the list's bar (its hidden fields, the
 * action chosen, the boxes ticked) submitted by GET to the confirmation page; then the
 * confirmation's form posted. Returns the confirmation page and each item's result.
 */
async function bulk(client: Client, list: string, action: string, ids: number[]) {
	const page = await ok(client, list)
	const bar = formWith(page.body, 'data-bulk-bar')
	const query = new URLSearchParams({ ...formValues(bar), bulk: action })
	query.delete('all')
	for (const id of ids) query.append('id', String(id))
	const confirm = await ok(client, `${list.split('?')[0]}?${query}`)
	const confirmForm = formWith(confirm.body, 'value="bulk"')
	const posted = new URLSearchParams({ ...formValues(confirmForm), intent: 'bulk' })
	posted.delete('id')
	for (const m of confirmForm.matchAll(/name="id" value="(\d+)"/g)) posted.append('id', m[1]!)
	const reply = await client.post(list.split('?')[0]!, {
		data: posted.toString(),
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
	})
	expect(reply.status).toBe(200)
	const results = new Map(
		[
			...reply.body.matchAll(
				/data-bulk-result="(\d+)" data-outcome="([a-z]+)"[^>]*>([\s\S]*?)<\/li>/g,
			),
		].map((m) => [
			Number(m[1]),
			{ outcome: m[2], text: unescapeHtml(m[3]!.replace(/<[^>]+>/g, '')) },
		]),
	)
	return { confirm, results, reply }
}

const chosenOn = (confirm: Reply) =>
	[...confirm.body.matchAll(/data-bulk-item="(\d+)"/g)].map((m) => Number(m[1]))

let market = 0
let quarry = 0
let unwritten = 0
let ferry = 0

describe('the Pages list: search, filters, order, views', () => {
	beforeAll(async () => {
		market = await createPage(`/residents/market-${uid}`, 'residents', 'published', `Market ${uid}`)
		quarry = await createPage(`/business/quarry-${uid}`, 'business', 'draft', `Quarry ${uid}`)
		unwritten = await createPage(
			`/residents/wells-${uid}`,
			'residents',
			'draft',
			`Wells ${uid}`,
			'To be written: a short introduction to the wells.',
		)
	})

	test('search (either language, either address), group, state and order', async () => {
		// In the menu's order: Residents comes before Business.
		expect(await listed(`q=${uid}`)).toEqual([market, unwritten, quarry])
		expect(await listed(`q=QUARRY+${uid}+(FR)`)).toEqual([quarry])
		expect(await listed(`q=/fr/business/quarry-${uid}`)).toEqual([quarry])
		expect(await listed(`q=${uid}&group=business`)).toEqual([quarry])
		expect(await listed(`q=${uid}&state=draft`)).toEqual([unwritten, quarry])
		expect(await listed(`q=${uid}&state=published`)).toEqual([market])
		expect(await listed(`q=${uid}&state=draft&group=residents`)).toEqual([unwritten])
		expect(await listed(`q=${uid}&sort=changed`)).toEqual([unwritten, quarry, market])
		expect(await listed(`q=${uid}&sort=oldest`)).toEqual([market, quarry, unwritten])
		expect(await listed(`q=${uid}&sort=title`)).toEqual([market, quarry, unwritten])
		// The filter form keeps what was chosen, so the address can be shared.
		const body = (await ok(admin, `${PAGES}?q=${uid}&state=draft`)).body
		expect(body).toMatch(/<details[^>]*open/)
		expect(body).toMatch(new RegExp(`name="q"[^>]*value="${uid}"`))
	})

	test('"To be written": the pages still holding the skeleton’s text', async () => {
		const view = await listed('view=unwritten')
		expect(view).toContain(unwritten)
		expect(view).not.toContain(market)
		expect(await viewCount('unwritten')).toBe(view.length)
		expect(await listed(`view=unwritten&q=${uid}`)).toEqual([unwritten])
	})

	test('"Reported by residents": pages with a problem report not yet handled', async () => {
		expect(await listed(`view=reported&q=${uid}`)).toEqual([])
		const started = /name="form_started" value="([^"]+)"/.exec(
			(await visitor.get(`/residents/market-${uid}`)).body,
		)?.[1]
		expect(started).toBeDefined()
		clock.advance(3_100)
		const sent = await visitor.post('/fr/feedback', {
			form: {
				form_started: started!,
				website: '',
				intent: 'problem',
				page: `/fr/residents/market-${uid}`,
				lang: 'fr',
				reason: 'wrong',
				comment: 'Les horaires du marché ont changé.',
			},
		})
		expect(sent.status).toBeLessThan(400)
		expect(await listed(`view=reported&q=${uid}`)).toEqual([market])
		const view = await listed('view=reported')
		expect(await viewCount('reported')).toBe(view.length)
		expect(unescapeHtml((await ok(admin, `${PAGES}?view=reported&q=${uid}`)).body)).toContain(
			'Problems reported: 1',
		)
	})

	test('"Not changed in 12 months": nothing changed today is in it', async () => {
		expect(await listed(`view=stale&q=${uid}`)).toEqual([])
	})
})

describe('bulk actions, confirmed on a page of their own, each item’s result', () => {
	test('news: publish, unpublish and delete three articles; deleted ones wait in Recently deleted', async () => {
		const titles = ['Borehole', 'Culvert', 'Drainage'].map((w) => `${w} works ${uid}`)
		const ids: number[] = []
		for (const title of titles) ids.push(await createNews(title))

		const published = await bulk(admin, NEWS, 'publish', ids)
		expect(chosenOn(published.confirm)).toEqual(ids)
		expect(unescapeHtml(published.confirm.body)).toContain('Publish these items?')
		for (const title of titles) expect(unescapeHtml(published.confirm.body)).toContain(title)
		for (const id of ids)
			expect(published.results.get(id)).toEqual({
				outcome: 'done',
				text: expect.stringContaining('Published.'),
			})
		const news = (await visitor.get('/news')).body
		for (const title of titles) expect(news).toContain(title)

		// Cancel goes back to the list as it was; nothing changes.
		const again = await ok(
			admin,
			`${NEWS}?bulk=unpublish&id=${ids[0]}&back=${encodeURIComponent(`${NEWS}?page=1`)}`,
		)
		expect(again.body).toMatch(new RegExp(`href="${NEWS}\\?page=1"[^>]*>Cancel<`))

		const unpublished = await bulk(admin, NEWS, 'unpublish', ids)
		for (const id of ids) expect(unpublished.results.get(id)?.outcome).toBe('done')
		const after = (await visitor.get('/news')).body
		for (const title of titles) expect(after).not.toContain(title)

		const deleted = await bulk(admin, NEWS, 'delete', ids)
		for (const id of ids) expect(deleted.results.get(id)?.outcome).toBe('done')
		const list = (await ok(admin, NEWS)).body
		for (const id of ids) expect(list).not.toContain(`data-item-row="${id}"`)
		const bin = unescapeHtml((await ok(admin, '/admin-dtima/deleted')).body)
		for (const title of titles) expect(bin).toContain(title)
		// The activity log names each one, as for a single delete.
		const log = unescapeHtml((await ok(admin, '/admin-dtima/activity')).body)
		for (const title of titles) expect(log).toContain(title)
	})

	test('pages: a page deleted, a standard page refused with its reason, an item already published', async () => {
		const standard = Number(
			/edit\?id=(\d+)/.exec(
				(await ok(admin, `${PAGES}?q=${encodeURIComponent('/visitors/history')}`)).body,
			)?.[1],
		)
		expect(standard).toBeGreaterThan(0)
		const { results } = await bulk(admin, PAGES, 'delete', [quarry, standard])
		expect(results.get(quarry)?.outcome).toBe('done')
		expect(results.get(standard)).toEqual({
			outcome: 'refused',
			text: expect.stringContaining('A standard page cannot be deleted; set it to Draft instead.'),
		})
		expect((await visitor.get('/visitors/history')).status).toBe(200)
		expect(await listed(`q=${uid}`)).toEqual([market, unwritten])
		expect(unescapeHtml((await ok(admin, '/admin-dtima/deleted')).body)).toContain(`Quarry ${uid}`)

		const publish = await bulk(admin, PAGES, 'publish', [market, unwritten])
		expect(publish.results.get(market)?.outcome).toBe('unchanged')
		expect(publish.results.get(unwritten)?.outcome).toBe('done')
		expect((await visitor.get(`/residents/wells-${uid}`)).status).toBe(200)
	})

	test('an editor whose work is reviewed: publish sends for review; taking a page off is refused', async () => {
		const setting = await admin.adminPost('/admin-dtima/review', {
			intent: 'setting',
			reviewRequired: 'on',
		})
		expect(setting.status).toBe(302)
		try {
			const drafts = [await createNews(`Ferry ${uid}`), await createNews(`Bridge ${uid}`)]
			ferry = await createPage(`/residents/ferry-${uid}`, 'residents', 'draft', `Ferry page ${uid}`)
			const draftPage = ferry
			const news = await bulk(editor, NEWS, 'publish', drafts)
			expect(unescapeHtml(news.confirm.body)).toContain('these items will be sent for review')
			for (const id of drafts)
				expect(news.results.get(id)).toEqual({
					outcome: 'submitted',
					text: expect.stringContaining('Sent for review'),
				})
			const pages = await bulk(editor, PAGES, 'publish', [draftPage])
			expect(pages.results.get(draftPage)?.outcome).toBe('submitted')
			expect((await visitor.get('/news')).body).not.toContain(`Ferry ${uid}`)
			expect((await visitor.get(`/residents/ferry-${uid}`)).status).toBe(404)
			const review = unescapeHtml((await ok(admin, '/admin-dtima/review')).body)
			for (const title of [`Ferry ${uid}`, `Bridge ${uid}`, `Ferry page ${uid}`])
				expect(review).toContain(title)
			expect(await listed(`q=${uid}&state=review`)).toEqual([draftPage])

			const off = await bulk(editor, PAGES, 'unpublish', [market])
			expect(off.results.get(market)).toEqual({
				outcome: 'refused',
				text: expect.stringContaining('an administrator to take pages off the public site'),
			})
			expect((await visitor.get(`/residents/market-${uid}`)).status).toBe(200)
		} finally {
			await admin.adminPost('/admin-dtima/review', { intent: 'setting' })
		}
	})

	test('in French, the results are in French', async () => {
		admin.setCookie('admin_lang', 'fr')
		try {
			const { results } = await bulk(admin, PAGES, 'unpublish', [unwritten])
			expect(results.get(unwritten)).toEqual({
				outcome: 'done',
				text: expect.stringContaining('Retiré du site public.'),
			})
		} finally {
			admin.setCookie('admin_lang', 'en')
		}
	})

	test('without the form’s token nothing happens', async () => {
		const reply = await admin.post(PAGES, {
			form: { intent: 'bulk', bulk: 'delete', id: String(market) },
		})
		expect(reply.status).toBe(403)
		expect(await listed(`q=${uid}`)).toContain(market)
	})
})

// Last: it moves the server's clock a year on.
describe('a year later', () => {
	test('"Not changed in 12 months" holds the pages nobody changed since', async () => {
		clock.advance(366 * 24 * 3600_000)
		admin = await signedIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
		const pages = await listed(`view=stale&q=${uid}`)
		expect(pages.sort()).toEqual([market, unwritten, ferry].sort())
		expect(await viewCount('stale')).toBeGreaterThanOrEqual(2)
	})
})
