import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { spawnServer } from '../../scripts/spawn-server.js'
import { refusalEn } from '#app/i18n/messages/essentials.en'
import { refusalFr } from '#app/i18n/messages/essentials.fr'
import { createPgDatabase } from '../support/db'
import { runOnCluster } from '../support/pg-database'
import { Client } from './client'
import { createEditor, onPostgres, sampleAdmin } from './start-server'

// PostgreSQL going away under the production server (issue 32, decision 049): the server's
// database stops taking connections and its connections are cut (the others of the cluster go on).
// Stored public pages are still sent, marked stale; anything else gets the site's own page in the
// reader's language (503, Retry-After), for residents and staff alike, never a bare 500 or React
// Router's error screen; /healthz says so; once the database is back, everything is answered
// again without a restart. `http-pg` only: SQLite is a file of the server's own.

let server: Awaited<ReturnType<typeof spawnServer>>
let database: Awaited<ReturnType<typeof createPgDatabase>>
let name: string
const cluster = () => inject('httpPgUrl')

beforeAll(async () => {
	if (!onPostgres()) return
	database = await createPgDatabase(cluster(), 'away', inject('httpPgTemplate'))
	name = new URL(database.url).pathname.slice(1)
	server = await spawnServer({
		env: { DATABASE_URL: database.url },
		copyFrom: inject('seededDataDir'),
	})
})
afterAll(async () => {
	await server?.stop()
	await database?.drop()
})

async function takeAway() {
	await runOnCluster(cluster(), `alter database ${name} allow_connections false`)
	await runOnCluster(
		cluster(),
		`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
	)
}
const bringBack = () => runOnCluster(cluster(), `alter database ${name} allow_connections true`)

if (onPostgres())
	describe('the database away', () => {
		test('stored pages are sent, anything else gets the site’s own page; all comes back', async () => {
			const resident = new Client(server.origin)
			const admin = await sampleAdmin(server.origin, 'fr')
			// Stored by the page cache.
			expect((await resident.get('/events')).status).toBe(200)
			await takeAway()
			try {
				// Within PAGE_CACHE_CHECK_MS of the last look at the content version, the stored page is
				// simply current; after it, the version cannot be read, and the page is sent stale.
				const stored = await resident.get('/events')
				expect(stored.status).toBe(200)
				await new Promise((resolve) => setTimeout(resolve, 600))
				const stale = await resident.get('/events')
				expect(stale.status).toBe(200)
				expect(stale.headers['x-page-cache']).toBe('stale')

				// Never stored: the page that says so, in the reader's language.
				const search = await resident.get('/fr/search?q=marché')
				expect(search.status).toBe(503)
				expect(search.headers['retry-after']).toBe('30')
				expect(search.headers['content-type']).toBe('text/html; charset=utf-8')
				expect(search.body).toContain(refusalFr['refusal.databaseAway.text'])
				expect(search.body).not.toContain(refusalEn['refusal.databaseAway.text'])
				const news = await resident.get('/news/no-such-article-yet')
				expect(news.status).toBe(503)
				expect(news.body).toContain(refusalEn['refusal.databaseAway.text'])

				// Staff, in the language they chose, reading and saving.
				const screen = await admin.get('/admin-dtima/pages')
				expect(screen.status).toBe(503)
				expect(screen.body).toContain(refusalFr['refusal.databaseAway.text'])
				expect(screen.body).toContain(refusalFr['refusal.staffHome'])
				expect(screen.body).not.toContain('Unexpected')
				// A link followed inside the staff area (the screen's data, asked by the browser): the
				// browser is told to load the screen itself, which says the above, rather than drawing
				// an error panel of its own.
				const data = await admin.get('/admin-dtima/users.data')
				expect(data.status).toBe(202)
				expect(data.body).toContain('"/admin-dtima/users"')
				expect(data.body).not.toContain('Unexpected')
				expect(data.body).toMatch(/reload",true/)
				const save = await createEditor(admin, 'Clerk Away', 'clerk.away@example.cm')
				expect(save.status).toBe(503)
				expect(save.body).toContain(refusalFr['refusal.notSaved'])
				expect(save.body).toContain(refusalFr['refusal.back'])

				const health = await resident.get('/healthz')
				expect(health.status).toBe(503)
				expect(JSON.parse(health.body)).toMatchObject({ database: 'unavailable' })
			} finally {
				await bringBack()
			}
			// Back without a restart: within the time a pool takes to open new connections.
			const start = Date.now()
			while ((await resident.get('/healthz')).status !== 200) {
				expect(Date.now() - start).toBeLessThan(10_000)
				await new Promise((r) => setTimeout(r, 100))
			}
			expect((await resident.get('/fr/search?q=marché')).status).toBe(200)
			expect((await admin.get('/admin-dtima/pages')).status).toBe(200)
			// Past PAGE_CACHE_CHECK_MS, the content version is read again: the stored page is current.
			await new Promise((resolve) => setTimeout(resolve, 600))
			const events = await resident.get('/events')
			expect(events.status).toBe(200)
			expect(events.headers['x-page-cache']).not.toBe('stale')
			expect(server.log()).toMatch(/database away: database "away_\w+" is not currently accepting/)
		})
	})
