import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Client } from './client'
import { onPostgres, SAMPLE_ADMIN, startInstances } from './start-server'
import { TestClock } from '../support/test-clock'

/**
 * The public page cache (decision 035), as readers and staff meet it: stored pages are the same
 * for everyone and never carry anything of the person asking; the staff area is never stored; a
 * browser that has the page gets 304; a change made through one instance is on every instance's
 * pages within two seconds (two instances on one PostgreSQL database in `http-pg`).
 *
 * A stored page lasts until the end of the minute it was rendered in: a test that expects its
 * second request to find the first one's page starts at the beginning of a minute on the servers'
 * clock (TEST_CLOCK_FILE, moved forward), or it would fail whenever the two requests fell on
 * either side of a minute's end.
 */

let instances: Awaited<ReturnType<typeof startInstances>>
let origins: string[]
let admin: Client
let clock: TestClock

/** Moves the servers' clock forward to just after the start of the next minute. */
function startOfMinute() {
	clock.advance(60_000 - (clock.now() % 60_000) + 50)
}

beforeAll(async () => {
	clock = TestClock.create()
	// The dashboard's counts written every 200 ms rather than every minute (decision 056).
	instances = await startInstances('council-page-cache-', { ...clock.env, COUNTS_FLUSH_MS: '200' })
	origins = instances.servers.map((s) => s.origin)
	admin = new Client(origins[0]!)
	await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	admin.setCookie('admin_lang', 'en')
})
afterAll(async () => {
	await instances?.stop()
	clock?.remove()
})

const raw = (origin: string, path: string, headers: Record<string, string> = {}) =>
	fetch(`${origin}${path}`, { headers, redirect: 'manual' })

describe(`public pages are stored and shared (${onPostgres() ? 'two instances, PostgreSQL' : 'SQLite'})`, () => {
	test('a page is rendered once, then sent stored, compressed either way, the same bytes', async () => {
		const origin = origins[0]!
		startOfMinute()
		const first = await raw(origin, '/news', { 'accept-encoding': 'br' })
		expect(first.status).toBe(200)
		expect(first.headers.get('x-page-cache')).toBe('miss')
		const second = await raw(origin, '/news', { 'accept-encoding': 'br' })
		expect(second.headers.get('x-page-cache')).toMatch(/^(hit|fast)$/)
		expect(second.headers.get('content-encoding')).toBe('br')
		expect(second.headers.get('vary')).toContain('Accept-Encoding')
		// No `stale-if-error`: nginx applies it to a 404 as well (decision 063).
		expect(second.headers.get('cache-control')).toBe(
			'public, max-age=0, s-maxage=1, stale-while-revalidate=10',
		)
		const br = Buffer.from(await second.arrayBuffer())
		await first.arrayBuffer()
		const gz = Buffer.from(
			await (await raw(origin, '/news', { 'accept-encoding': 'gzip' })).arrayBuffer(),
		)
		const plain = await (await raw(origin, '/news', { 'accept-encoding': 'identity' })).text()
		// fetch decodes what it asked for: the three bodies are one page.
		expect(br.toString()).toBe(plain)
		expect(gz.toString()).toBe(plain)
		expect(plain).toContain('<h1')
		// What travels is compressed: a fraction of the page.
		expect(Number(second.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(plain) / 3)
		// A browser lists gzip first; it gets brotli, the smaller, both by the full stack (weights)
		// and by the fast path (a plain list).
		for (const accept of ['gzip;q=1, br;q=1', 'gzip, deflate, br, zstd']) {
			const browser = await raw(origin, '/news', { 'accept-encoding': accept })
			expect(browser.headers.get('content-encoding')).toBe('br')
			expect(await browser.text()).toBe(plain)
		}
	})

	test('a browser that has the page gets 304 with nothing to download', async () => {
		const origin = origins[0]!
		const page = await raw(origin, '/fr/events')
		const etag = page.headers.get('etag')
		expect(etag).toMatch(/^W\/"[\w-]+"$/)
		const again = await raw(origin, '/fr/events', { 'if-none-match': etag! })
		expect(again.status).toBe(304)
		expect(await again.text()).toBe('')
		expect(again.headers.get('etag')).toBe(etag)
	})

	test('the next minute, a browser that has the page still gets 304 (decision 062)', async () => {
		// Not across midnight (UTC), when the footer's forms take the new day's value.
		const day = 24 * 3600_000
		if (Math.floor((clock.now() + 120_000) / day) !== Math.floor(clock.now() / day))
			clock.advance(day - (clock.now() % day) + 1_000)
		const nonceless = (html: string) => html.replace(/nonce="[^"]*"/g, '')
		const first = await Promise.all(
			origins.map(async (origin) => {
				const page = await raw(origin, '/fr/events')
				return { etag: page.headers.get('etag')!, body: nonceless(await page.text()) }
			}),
		)
		// The stored pages have expired: each rendered again, with a nonce of its own. (Instances
		// with one PUBLIC_URL, as deployed, render the same tag: page-cache.server.test.ts. Here
		// each writes its own address in the page's links.)
		startOfMinute()
		for (const [i, origin] of origins.entries()) {
			const { etag, body } = first[i]!
			const again = await raw(origin, '/fr/events', { 'if-none-match': etag })
			expect(again.status).toBe(304)
			expect(again.headers.get('etag')).toBe(etag)
			const page = await raw(origin, '/fr/events')
			expect(page.headers.get('etag')).toBe(etag)
			expect(nonceless(await page.text())).toBe(body)
		}
	})

	test('tracking parameters share the stored page; other parameters are pages of their own', async () => {
		const origin = origins[0]!
		startOfMinute()
		await raw(origin, '/events')
		const shared = await raw(origin, '/events?utm_source=whatsapp&fbclid=abc123')
		expect(shared.headers.get('x-page-cache')).toMatch(/^(hit|fast)$/)
		const own = await raw(origin, '/search?q=water')
		expect(own.headers.get('x-page-cache')).toBe('miss')
		// A parameter the page does not read is the same stored page (issue 32): a random one
		// renders nothing and pushes nothing out.
		const unread = await raw(origin, '/events?zz=random123')
		expect(unread.headers.get('x-page-cache')).toMatch(/^(hit|fast)$/)
		// A page of a list past its last: a 404, never stored.
		const past = await raw(origin, '/news?page=999')
		expect(past.status).toBe(404)
		expect(past.headers.get('x-page-cache')).toBe('pass')
		// Not stored here, but a shared cache in front may keep it a second, as it keeps a page,
		// so that it takes the place of a copy of a page taken down (decision 063).
		expect(past.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1')
	})

	test('signed-in staff get the same stored page as everyone: nothing of theirs is in it', async () => {
		const origin = origins[0]!
		startOfMinute()
		const anonymous = await new Client(origin).get('/government/cabinet')
		const staff = await new Client(origin).get('/government/cabinet', {
			headers: { cookie: `council_session=${admin.cookie('council_session')}` },
		})
		const asAdmin = await admin.get('/government/cabinet')
		expect(asAdmin.headers['x-page-cache']).toMatch(/^(hit|fast)$/)
		expect(asAdmin.body).toBe(anonymous.body)
		expect(staff.body).toBe(anonymous.body)
		expect(asAdmin.body).not.toContain(SAMPLE_ADMIN.email)
		expect(asAdmin.body).not.toMatch(/name="csrf"/)
		expect(asAdmin.headers['set-cookie']).toBeUndefined()
	})

	test('the fast path sends the full stack’s very headers; language memory and weights go the full way', async () => {
		const origin = origins[0]!
		startOfMinute()
		await raw(origin, '/documents')
		// Sent stored before Express, once the version read is current (it is read every half second).
		const fastAnswer = async (headers: Record<string, string>) => {
			for (let attempt = 0; attempt < 5; attempt++) {
				const res = await raw(origin, '/documents', headers)
				if (res.headers.get('x-page-cache') === 'fast') return res
				await res.arrayBuffer()
			}
			throw new Error('the fast path never answered')
		}
		const fast = await fastAnswer({ 'accept-encoding': 'gzip' })
		// Weights in Accept-Encoding are Express's to read: the full stack, from the same entry.
		const full = await raw(origin, '/documents', { 'accept-encoding': 'gzip;q=1' })
		expect(full.headers.get('x-page-cache')).toBe('hit')
		const comparable = (res: Response) =>
			[...res.headers].filter(([name]) => !['date', 'x-request-id', 'x-page-cache'].includes(name))
		expect(comparable(fast)).toEqual(comparable(full))
		expect(await fast.text()).toBe(await full.text())
		expect(fast.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
		expect(fast.headers.get('x-request-id')).not.toBe(full.headers.get('x-request-id'))

		// A browser that has it: 304, as from the full stack.
		const etag = fast.headers.get('etag')!
		const fresh = await fastAnswer({ 'accept-encoding': 'gzip', 'if-none-match': etag })
		expect(fresh.status).toBe(304)
		expect(fresh.headers.get('content-type')).toBeNull()
		expect(fresh.headers.get('content-security-policy')).toBe(
			full.headers.get('content-security-policy'),
		)

		// The language toggle's navigation sets this reader's cookie: the full way, private.
		const toggled = await raw(origin, '/documents', {
			'accept-encoding': 'gzip',
			'sec-fetch-site': 'same-origin',
			cookie: 'lang=fr',
		})
		expect(toggled.headers.get('x-page-cache')).toBe('hit')
		expect(toggled.headers.get('set-cookie')).toMatch(/^lang=en;/)
		expect(toggled.headers.get('cache-control')).toBe('private, no-cache')
		// `/` stored does not keep a French browser from being sent to `/fr`.
		await raw(origin, '/')
		await raw(origin, '/')
		const french = await raw(origin, '/', {
			'accept-encoding': 'gzip',
			'accept-language': 'fr-CM,fr;q=0.9',
		})
		expect(french.status).toBe(302)
		expect(french.headers.get('location')).toBe('/fr')
	})

	test('the staff area and its data are never stored, and work for the person signed in', async () => {
		for (const path of ['/admin-dtima', '/admin-dtima.data', '/admin-dtima/content/news']) {
			const reply = await admin.get(path)
			expect(reply.status, path).toBe(200)
			expect(reply.headers['cache-control'], path).toBe('no-store')
			expect(reply.headers['x-page-cache'], path).toBeUndefined()
		}
		const dashboard = await admin.get('/admin-dtima')
		expect(dashboard.body).toMatch(/name="csrf"/)
		// Previews are the staff's own too.
		const preview = await admin.get('/preview/news/1')
		expect(preview.headers['x-page-cache']).toBeUndefined()
	})

	test('a change made through one instance is on every instance’s pages within two seconds', async () => {
		const label = `Flood shelters ${Date.now().toString(36)}`
		// Every instance has the home page stored before the change. (An instance may still be
		// learning of an earlier test's change, within its version check: then it renders once more.)
		for (const origin of origins) {
			let state: string | null = null
			for (const started = Date.now(); Date.now() - started < 2_000;) {
				await raw(origin, '/')
				state = (await raw(origin, '/')).headers.get('x-page-cache')
				if (state === 'hit' || state === 'fast') break
				await new Promise((r) => setTimeout(r, 100))
			}
			expect(state, origin).toMatch(/^(hit|fast)$/)
		}
		const homeTag = (await raw(origins[0]!, '/')).headers.get('etag')
		const created = await admin.adminPost('/admin-dtima/content/quick-links', {
			intent: 'create',
			token: `ql-${Date.now()}`,
			label_en: label,
			label_fr: `Abris ${label}`,
			href: '/news',
			sort_order: '0',
		})
		expect(created.status).toBe(302)
		const changedAt = Date.now()
		// Through the instance the change was made on: at once.
		const home = await raw(origins[0]!, '/')
		expect(await home.text()).toContain(label)
		expect(home.headers.get('etag')).not.toBe(homeTag)
		for (const origin of origins.slice(1)) {
			let seenAfter = Infinity
			while (Date.now() - changedAt < 3_000) {
				if ((await (await raw(origin, '/')).text()).includes(label)) {
					seenAfter = Date.now() - changedAt
					break
				}
				await new Promise((resolve) => setTimeout(resolve, 100))
			}
			expect(seenAfter, origin).toBeLessThanOrEqual(2_000)
		}
	})
})

describe('a change elsewhere on the site (decision 062)', () => {
	test('a page it does not touch keeps its tag: the pocket guide checking it again gets 304', async () => {
		const origin = origins[0]!
		// A page the change does not touch, as a reader's pocket guide keeps it.
		const cabinet = await raw(origin, '/government/cabinet')
		const tag = cabinet.headers.get('etag')!
		const title = `Market day moved ${Date.now().toString(36)}`
		const created = await admin.adminPost('/admin-dtima/content/news', {
			intent: 'create',
			token: `news-${Date.now()}`,
			title_en: title,
			content_en: 'Market day is on Friday this week.',
			title_fr: `Jour de marché déplacé ${title}`,
			content_fr: 'Le marché a lieu vendredi cette semaine.',
		})
		expect(created.status).toBe(302)
		const id = new RegExp(`${title}[\\s\\S]*?\\?edit=(\\d+)`).exec(
			(await admin.get('/admin-dtima/content/news')).body,
		)?.[1]
		expect(id).toBeDefined()
		const published = await admin.adminPost('/admin-dtima/content/news', {
			intent: 'publish',
			id: id!,
		})
		expect(published.status).toBe(302)
		expect(await (await raw(origin, '/news')).text()).toContain(title)
		// The guide asks again when the version moves: the page is rendered again at the new
		// version, comes out the same, and costs a 304 rather than the page.
		const checked = await raw(origin, '/government/cabinet', { 'if-none-match': tag })
		expect(checked.status).toBe(304)
		expect(checked.headers.get('x-content-version')).not.toBe(
			cabinet.headers.get('x-content-version'),
		)
	})
})

describe('Save-Data: on (issue 34)', () => {
	test('gets its own version of a page, stored apart from the other: pictures at their smallest', async () => {
		const origin = origins[0]!
		const heroSources = (html: string) =>
			/<source type="image\/avif" srcSet="([^"]*hero[^"]*)"/.exec(html)?.[1]?.split(', ') ?? []
		startOfMinute()
		const page = async (saveData: boolean) => {
			const reply = await raw(origin, '/', {
				'accept-encoding': 'br',
				...(saveData ? { 'save-data': 'on' } : {}),
			})
			return { reply, html: await reply.text() }
		}
		const plain = await page(false)
		const saving = await page(true)
		expect(plain.reply.headers.get('vary')).toContain('Save-Data')
		expect(saving.reply.headers.get('vary')).toContain('Save-Data')
		expect(heroSources(plain.html).length).toBeGreaterThan(1)
		expect(heroSources(saving.html)).toHaveLength(1)
		// Less than half the bytes of the picture a phone takes without it (360 px at a density of
		// 1.75: the first width of at least 630).
		const bytes = async (source: string) =>
			(await (await fetch(`${origin}${source.split(' ')[0]}`)).arrayBuffer()).byteLength
		const phoneTakes = heroSources(plain.html).find((s) => parseInt(s.split(' ')[1]!) >= 630)!
		expect(await bytes(heroSources(saving.html)[0]!)).toBeLessThan((await bytes(phoneTakes)) / 2)
		// Each stored for what it is: asked again, each comes back as it was.
		const savingAgain = await page(true)
		const plainAgain = await page(false)
		expect(savingAgain.reply.headers.get('x-page-cache')).toMatch(/^(hit|fast)$/)
		expect(plainAgain.reply.headers.get('x-page-cache')).toMatch(/^(hit|fast)$/)
		expect(heroSources(savingAgain.html)).toHaveLength(1)
		expect(heroSources(plainAgain.html).length).toBeGreaterThan(1)
		expect(savingAgain.reply.headers.get('etag')).not.toBe(plainAgain.reply.headers.get('etag'))
	})
})

describe('reads and searches counted for the dashboard (decision 056)', () => {
	const PHONE =
		'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
	const phone = { 'user-agent': PHONE, 'accept-encoding': 'br' }

	/** A chart's row on the dashboard: its total, or undefined when the row is not there. */
	async function dashboardRow(chart: string, row: string) {
		const body = (await admin.get('/admin-dtima')).body
		const section = body.slice(body.indexOf(`data-chart="${chart}"`))
		const found = new RegExp(`data-row="${row}" data-total="(\\d+)"`).exec(section)
		return found ? Number(found[1]) : undefined
	}

	test('people reading pages count, stored pages included; robots, previews and staff do not', async () => {
		const path = '/residents/public-safety'
		// Counts only grow: what this test adds is measured from what was there (a retry adds to it).
		const before = (await dashboardRow('most-read', path)) ?? 0
		// Words no page holds, new at each attempt.
		const words = `xylophone ${crypto
			.randomUUID()
			.replace(/[^a-f]/g, '')
			.slice(0, 8)}`
		startOfMinute()
		const how: string[] = []
		for (let i = 0; i < 3; i++) {
			const reply = await raw(origins[0]!, path, phone)
			expect(reply.status).toBe(200)
			await reply.arrayBuffer()
			how.push(reply.headers.get('x-page-cache') ?? '')
		}
		// Rendered once (or already stored), then sent before Express: both ways count.
		expect(how.slice(1)).toEqual(['fast', 'fast'])
		// On PostgreSQL the other instance's reads add up in the same rows.
		await (await raw(origins.at(-1)!, path, phone)).arrayBuffer()
		const reads = 4
		for (const agent of ['WhatsApp/2.23.20.0 A', 'curl/8.5.0', `${PHONE} Chrome-Lighthouse`])
			await (await raw(origins[0]!, path, { 'user-agent': agent })).arrayBuffer()
		await (await raw(origins[0]!, path, { ...phone, 'sec-purpose': 'prefetch' })).arrayBuffer()
		await admin.get(path, { headers: { 'user-agent': PHONE } })
		await (await raw(origins[0]!, '/no-such-page', phone)).arrayBuffer()

		// Searches: one found nothing twice (the second stored), one found something, one with a
		// phone number is never kept.
		for (let i = 0; i < 2; i++)
			await (await raw(origins[0]!, `/search?q=${encodeURIComponent(words)}`, phone)).arrayBuffer()
		await (await raw(origins[0]!, '/fr/search?q=march%C3%A9', phone)).arrayBuffer()
		await (await raw(origins[0]!, '/search?q=call+677123456', phone)).arrayBuffer()
		// The search field's suggestions, asked as one types (the second sent stored), are neither a
		// read nor a search.
		for (let i = 0; i < 2; i++) {
			const reply = await raw(origins[0]!, `/search/suggest?q=${encodeURIComponent(words)}`, phone)
			expect(reply.status).toBe(200)
			await reply.arrayBuffer()
			if (i) expect(reply.headers.get('x-page-cache')).toMatch(/^(hit|fast)$/)
		}

		// Written within COUNTS_FLUSH_MS (200 ms here), each count whenever its minute's write comes.
		await expect
			.poll(() => dashboardRow('most-read', path), { timeout: 10_000 })
			.toBe(before + reads)
		await expect.poll(() => dashboardRow('missed', words), { timeout: 10_000 }).toBe(2)
		expect(await dashboardRow('missed', 'marché')).toBeUndefined()
		expect(await dashboardRow('most-read', '/search/suggest')).toBeUndefined()
		const body = (await admin.get('/admin-dtima')).body
		expect(body).not.toContain('677123456')
		expect(body).not.toContain('no-such-page')
	})
})
