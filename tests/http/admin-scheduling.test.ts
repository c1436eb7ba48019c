import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TestClock } from '../support/test-clock'
import { Client } from './client'
import { onPostgres, SAMPLE_ADMIN, startInstances } from './start-server'

// Scheduled publishing against the production server, the clock moved rather than waited for
// (TEST_CLOCK_FILE: milliseconds added to the real time, read by every instance). On PostgreSQL
// (`http-pg`), two instances on one database — the documented way to outgrow one machine — must
// both show the article on time without a restart; on SQLite (`http`), the one instance.

const NEWS = '/admin-dtima/content/news'
const TITLE = 'Solar borehole opens at the cattle market'
const SLUG = 'solar-borehole-opens-at-the-cattle-market'

type Server = { origin: string }
let instances: Awaited<ReturnType<typeof startInstances>>
let servers: Server[]
let clock: TestClock
let admin: Client

beforeAll(async () => {
	clock = TestClock.create()
	instances = await startInstances('council-sched-', clock.env)
	servers = instances.servers
	admin = new Client(servers[0]!.origin)
	await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	admin.setCookie('admin_lang', 'en')
})
afterAll(async () => {
	await instances?.stop()
	clock?.remove()
})

/** A moment as the staff form takes it: date and time of day in council time (UTC+1). */
const councilTime = (ms: number) => new Date(ms + 60 * 60_000).toISOString().slice(0, 16)

/** Where a resident would meet the article, on one instance. */
async function seenOn(server: Server) {
	const visitor = new Client(server.origin)
	const [home, feed, search, article] = await Promise.all([
		visitor.get('/'),
		visitor.get('/fr/news/feed.xml'),
		visitor.get('/search?q=borehole+cattle'),
		visitor.get(`/news/${SLUG}`),
	])
	return {
		home: home.body.includes(`/news/${SLUG}`),
		feed: feed.body.includes(`/fr/news/${SLUG}`),
		search: search.body.includes(`/news/${SLUG}`),
		article: article.status,
	}
}

describe(`scheduled publishing on ${onPostgres() ? 'two instances, PostgreSQL' : 'SQLite'}`, () => {
	test('an article scheduled two minutes ahead goes public on time everywhere, without a restart', async () => {
		const created = await admin.adminPost(NEWS, {
			intent: 'create',
			token: `sched-${Date.now()}`,
			title_en: TITLE,
			title_fr: 'Un forage solaire ouvre au marché à bétail',
			content_en: 'The new solar borehole at the cattle market gives water to herders all day.',
			content_fr: 'Le nouveau forage solaire du marché à bétail donne de l’eau toute la journée.',
			publish_at: councilTime(Date.now() + 2 * 60_000),
		})
		expect(created.status).toBe(302)
		const list = await admin.get(NEWS)
		const id = new RegExp(`${TITLE}[\\s\\S]*?edit=(\\d+)`).exec(list.body)?.[1]
		expect(id).toBeDefined()
		expect((await admin.adminPost(NEWS, { intent: 'publish', id: id! })).status).toBe(302)
		expect((await admin.get(NEWS)).body).toContain('Scheduled for')

		const hidden = { home: false, feed: false, search: false, article: 404 }
		for (const server of servers) expect(await seenOn(server)).toEqual(hidden)

		// Three minutes later, on every instance's clock. The periodic checks of the content version
		// count on that clock too, so each instance's next request reads it first and knows of the
		// schedule set through the first one.
		clock.set(3 * 60_000)
		const shown = { home: true, feed: true, search: true, article: 200 }
		for (const server of servers) expect(await seenOn(server)).toEqual(shown)
	})
})
