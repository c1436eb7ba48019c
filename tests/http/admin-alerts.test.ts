import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { HIDE_BEFORE_PAINT } from '#app/features/alerts/hidden-alerts'
import { Client } from './client'
import { classPattern } from './short-class'
import { onPostgres, SAMPLE_ADMIN, startInstances } from './start-server'

// Site-wide alerts (decision 031) against the production server, without JavaScript: published
// in the staff area, an alert is at the top of every kind of public page in both languages, at
// once, and in its own RSS feed; unpublished, it is gone. On PostgreSQL (`http-pg`) two instances
// share one database and the second shows what was published through the first within two
// seconds (the page cache's version check).

const ALERTS = '/admin-dtima/content/alerts'
const EMERGENCY = 'Flooding along the Meme river: move to higher ground'
const EMERGENCY_FR = 'Inondation le long de la Meme : gagnez les hauteurs'
const WARNING = 'Water cut in Upper Quarter until 18:00'

let instances: Awaited<ReturnType<typeof startInstances>>
let servers: { origin: string }[]
let admin: Client

beforeAll(async () => {
	instances = await startInstances('council-alerts-')
	servers = instances.servers
	admin = new Client(servers[0]!.origin)
	await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	admin.setCookie('admin_lang', 'en')
})
afterAll(() => instances?.stop())

/**
 * Runs `check` until it passes, for at most two seconds: another instance shows a change within
 * the page cache's version check (decision 035: every 500 ms), the instance it was made through at
 * once. The last failure is reported.
 */
async function eventually(check: () => Promise<void>, ms = 2_000) {
	const started = Date.now()
	for (;;) {
		try {
			return await check()
		} catch (error) {
			if (Date.now() - started > ms) throw error
			await new Promise((resolve) => setTimeout(resolve, 100))
		}
	}
}

/** One page of each kind the site has, in English; each again under /fr. */
const pageKinds = [
	'/',
	'/services/birth-certificate',
	'/government/cabinet',
	'/news',
	'/news/cultural-festival-success',
	'/events',
	'/events/1',
	'/programs/agenda',
	'/help',
	'/search?q=market',
	'/no-such-page',
]
const french = (path: string) => (path === '/' ? '/fr' : `/fr${path}`)

describe(`alerts on ${onPostgres() ? 'two instances, PostgreSQL' : 'SQLite'}`, () => {
	test('published, an emergency is on every kind of page, first, in both languages, at once', async () => {
		const created = await admin.adminPost(ALERTS, {
			intent: 'create',
			token: `alert-${Date.now()}`,
			level: 'emergency',
			title_en: EMERGENCY,
			title_fr: EMERGENCY_FR,
			body_en: 'Leave the river banks now. The council hall is open as a shelter.',
			body_fr: 'Quittez les berges maintenant. L’hôtel de ville est ouvert comme abri.',
			link: '/news',
			state: 'published',
		})
		expect(created.status).toBe(302)
		expect((await admin.get(ALERTS)).body).toContain(EMERGENCY)
		for (const server of servers) {
			const visitor = new Client(server.origin)
			await eventually(async () => {
				expect((await visitor.get('/')).body).toContain(EMERGENCY)
			})
			for (const path of pageKinds) {
				const en = await visitor.get(path)
				expect(en.status, path).toBe(path === '/no-such-page' ? 404 : 200)
				expect(en.body, path).toContain(`>Emergency: <span>${EMERGENCY}</span></h2>`)
				expect(en.body, path).toContain('Leave the river banks now.')
				expect(en.body, path).toMatch(/<div aria-label="Alerts from the council" role="region"/)
				// Before the page's own content, right after the header.
				expect(en.body.indexOf(EMERGENCY), path).toBeLessThan(en.body.indexOf('id="main"'))
				const fr = await visitor.get(french(path))
				expect(fr.body, path).toContain(`>Urgence : <span>${EMERGENCY_FR}</span></h2>`)
				expect(fr.body, path).toContain('href="/fr/news"')
			}
		}
	})

	test('a warning too, under the emergency; no hide button without JavaScript', async () => {
		const created = await admin.adminPost(ALERTS, {
			intent: 'create',
			token: `alert-${Date.now()}`,
			level: 'warning',
			title_en: WARNING,
			state: 'published',
		})
		expect(created.status).toBe(302)
		for (const server of servers) {
			let page = await new Client(server.origin).get('/events')
			await eventually(async () => {
				page = await new Client(server.origin).get('/events')
				expect(page.body).toContain(WARNING)
			})
			expect(page.body.indexOf(EMERGENCY)).toBeLessThan(page.body.indexOf(WARNING))
			expect(page.body).toContain('data-alert-level="warning"')
			// The alerts' markup (from the region to the page's own content) holds no button shown
			// without JavaScript: the warning's "hide" is drawn unseen in its place, left out without
			// scripts, for its island to show (decision 058); the emergency has none.
			const region = page.body.slice(
				page.body.indexOf('data-alerts'),
				page.body.indexOf('id="main"'),
			)
			expect(region).toContain(WARNING)
			const buttons = region.match(/<button[^>]*>/g) ?? []
			expect(buttons).toHaveLength(1)
			const hidden = classPattern(page.body, 'noscript:hidden')
			expect(buttons[0]).toMatch(new RegExp(`\\sclass="invisible (?:[^"]* )?${hidden}(?: [^"]*)?"`))
			expect(region).toContain('data-island="alert-banner"')
			// The line that takes out, before the first paint, what this reader hid follows the
			// alerts, and the page's policy lets it run, stored or rendered (decision 058).
			expect(region).toContain(HIDE_BEFORE_PAINT)
			const stored = await new Client(server.origin).get('/events')
			const hash = crypto.createHash('sha256').update(HIDE_BEFORE_PAINT).digest('base64')
			for (const reply of [page, stored])
				expect(reply.headers['content-security-policy']).toMatch(
					new RegExp(`script-src [^;]*'(sha256-${hash.replace(/[+/=]/g, '\\$&')}|nonce-[^']+)'`),
				)
			expect(stored.headers['x-page-cache']).toMatch(/^(fast|hit)$/)
			expect(stored.headers['content-security-policy']).toContain(`'sha256-${hash}'`)
			// Written in English only: on the French page, marked as English.
			const fr = await new Client(server.origin).get('/fr/events')
			expect(fr.body).toMatch(new RegExp(`<span lang="en">${WARNING}</span>`))
		}
	})

	test('the alerts feed, in each language, kept one minute at most', async () => {
		for (const server of servers) {
			const visitor = new Client(server.origin)
			const en = await visitor.get('/alerts/feed.xml')
			expect(en.status).toBe(200)
			expect(en.headers['content-type']).toBe('application/rss+xml; charset=utf-8')
			expect(en.headers['cache-control']).toBe('public, max-age=60')
			expect(en.body).toContain(`<title>Emergency: ${EMERGENCY}</title>`)
			expect(en.body).toContain(`<title>Warning: ${WARNING}</title>`)
			const fr = await visitor.get('/fr/alerts/feed.xml')
			expect(fr.body).toContain(`<title>Urgence : ${EMERGENCY_FR}</title>`)
		}
	})

	test('markup in an alert is shown as text', async () => {
		const created = await admin.adminPost(ALERTS, {
			intent: 'create',
			token: `alert-${Date.now()}`,
			level: 'information',
			title_en: 'Market <img src=x onerror=alert(1)> day',
			state: 'published',
		})
		expect(created.status).toBe(302)
		await eventually(async () => {
			const page = await new Client(servers.at(-1)!.origin).get('/')
			expect(page.body).toContain('Market &lt;img src=x onerror=alert(1)&gt; day')
			expect(page.body).not.toContain('<img src=x')
		})
		// A link that would run a script is refused with the form's message; nothing is saved.
		const refused = await admin.adminPost(ALERTS, {
			intent: 'create',
			token: `alert-${Date.now()}`,
			level: 'warning',
			title_en: 'Click here for help',
			link: 'javascript:alert(1)',
			state: 'published',
		})
		expect(refused.status).toBe(400)
		expect((await new Client(servers[0]!.origin).get('/')).body).not.toContain(
			'Click here for help',
		)
	})

	test('unpublished, it is gone from every page and the feed, on every instance', async () => {
		const list = (await admin.get(ALERTS)).body
		const id = new RegExp(`${EMERGENCY}[\\s\\S]*?edit=(\\d+)`).exec(list)?.[1]
		expect(id).toBeDefined()
		// An alert is a band on every page, not a page: its form offers no preview, and there is none.
		expect((await admin.get(`${ALERTS}?edit=${id}`)).body).not.toContain(`/preview/alerts/`)
		expect((await admin.get(`/preview/alerts/${id}`)).status).toBe(404)
		expect((await admin.adminPost(ALERTS, { intent: 'unpublish', id: id! })).status).toBe(302)
		for (const server of servers) {
			const visitor = new Client(server.origin)
			await eventually(async () => {
				for (const path of ['/', '/fr/services/birth-certificate', '/alerts/feed.xml']) {
					expect((await visitor.get(path)).body, path).not.toContain('Flooding along')
				}
			})
			expect((await visitor.get('/')).body).toContain(WARNING)
		}
	})
})
