import crypto from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { inject } from 'vitest'
import pg from 'pg'
import { spawnServer } from '../../scripts/spawn-server.js'
import { createPgDatabase } from '../support/db'
import { startNginx } from '../support/nginx'
import { Client } from './client'
import { SAMPLE_ADMIN } from './start-server'

// The documented way to outgrow one machine (README, "Several instances"; decision 036): two
// production instances started together on one fresh PostgreSQL database, behind nginx running
// the repository's sample configuration (deploy/nginx/council.conf). They agree on sessions, the
// sign-in throttle, content, the search index and the page cache; one killed mid-load loses no
// acknowledged write while the other goes on serving. Scheduled changes on two instances are
// tested in admin-scheduling.test.ts, files in files-two-instances.test.ts. Runs in `http-pg`.

type Server = Awaited<ReturnType<typeof spawnServer>>
let database: Awaited<ReturnType<typeof createPgDatabase>>
let servers: Server[] = []
let proxy: Awaited<ReturnType<typeof startNginx>>
let admin: Client

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
	database = await createPgDatabase(inject('httpPgUrl'), 'http')
	const env = { DATABASE_URL: database.url, TRUST_PROXY: 'loopback' }
	// Together, as a deployment restarts them: neither waits for the other to be up.
	servers = await Promise.all([
		spawnServer({ prefix: 'council-several-', env }),
		spawnServer({ prefix: 'council-several-', env }),
	])
	proxy = await startNginx(servers.map((s) => new URL(s.origin).host))
	admin = new Client(servers[0]!.origin)
	await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	admin.setCookie('admin_lang', 'en')
})
afterAll(async () => {
	await proxy?.stop()
	for (const server of servers) await server.stop()
	await database?.drop()
})

/** A client of `origin` holding the administrator's session (opened on the first instance). */
function asAdmin(origin: string) {
	const client = new Client(origin)
	client.setCookie('council_session', admin.cookie('council_session')!)
	client.setCookie('admin_lang', 'en')
	return client
}

/** Creates a news article in both languages as `staff` and publishes it; its id. */
async function publishNews(
	staff: Client,
	fields: { title: string; content: string; titleFr: string; contentFr: string },
) {
	const created = await staff.adminPost('/admin-dtima/content/news', {
		intent: 'create',
		token: `news-${uid()}`,
		title_en: fields.title,
		content_en: fields.content,
		title_fr: fields.titleFr,
		content_fr: fields.contentFr,
	})
	expect(created.status).toBe(302)
	const list = await staff.get('/admin-dtima/content/news')
	const id = new RegExp(`${fields.title}[\\s\\S]*?\\?edit=(\\d+)`).exec(list.body)?.[1]
	expect(id).toBeTruthy()
	const published = await staff.adminPost('/admin-dtima/content/news', {
		intent: 'publish',
		id: id!,
	})
	expect(published.status).toBe(302)
	return id!
}

/** Polls `check` until it is true or `ms` have passed; how long it took, or Infinity. */
async function within(ms: number, check: () => Promise<boolean>) {
	const started = Date.now()
	while (Date.now() - started < ms) {
		if (await check()) return Date.now() - started
		await sleep(100)
	}
	return Infinity
}

describe('two instances on one PostgreSQL database, behind nginx', () => {
	test('started together on a fresh database: one prepares it, both serve it', async () => {
		const logs = servers.map((s) => s.log())
		expect(logs.filter((log) => log.includes('[db] seeded the sample council'))).toHaveLength(1)
		expect(logs.filter((log) => /applied 001-initial/.test(log))).toHaveLength(1)
		for (const log of logs) expect(log).not.toMatch(/duplicate key|could not prepare/)
		for (const server of servers) {
			const health = await fetch(`${server.origin}/healthz`)
			expect(await health.json()).toMatchObject({ status: 'ok', database: 'postgres' })
		}
		const client = new pg.Client({ connectionString: database.url })
		await client.connect()
		const { rows } = await client.query("select count(*)::int as n from users where role = 'admin'")
		await client.end()
		expect(rows[0].n).toBe(1)
	})

	test('a session opened on one instance works on the other and through nginx; signed out on one, out everywhere', async () => {
		const person = new Client(servers[0]!.origin)
		await person.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
		const session = person.cookie('council_session')!
		for (const origin of [servers[1]!.origin, proxy.origin]) {
			const other = new Client(origin)
			other.setCookie('council_session', session)
			const dashboard = await other.get('/admin-dtima')
			expect(dashboard.status, origin).toBe(200)
			expect(dashboard.body).toMatch(/name="csrf"/)
		}
		const onSecond = new Client(servers[1]!.origin)
		onSecond.setCookie('council_session', session)
		expect((await onSecond.adminPost('/admin-dtima/logout', {})).status).toBe(302)
		const onFirst = new Client(servers[0]!.origin)
		onFirst.setCookie('council_session', session)
		const refused = await onFirst.get('/admin-dtima')
		expect(refused.status).toBe(302)
		expect(refused.headers.location).toContain('/admin-dtima/login')
	})

	test('failed sign-ins on one instance count on the other: the fourth waits, wherever it lands', async () => {
		const email = `guess-${uid()}@example.org`
		const attempt = async (origin: string) => {
			const started = Date.now()
			const reply = await new Client(origin).post('/admin-dtima/login', {
				form: { intent: 'login', email, password: 'not the password' },
			})
			return { status: reply.status, ms: Date.now() - started }
		}
		for (let i = 0; i < 3; i++) expect((await attempt(servers[0]!.origin)).status).toBe(401)
		// The throttle waits 0.5 s before answering the fourth failure in a row.
		const fourth = await attempt(servers[1]!.origin)
		expect(fourth.status).toBe(401)
		expect(fourth.ms).toBeGreaterThanOrEqual(450)
		// Another account from the same address is not slowed by it.
		const other = await new Client(servers[1]!.origin).post('/admin-dtima/login', {
			form: { intent: 'login', email: `other-${uid()}@example.org`, password: 'x' },
		})
		expect(other.status).toBe(401)
	})

	test('an article published through nginx is on both instances’ pages and search within 2 s, and through nginx', async () => {
		const word = `borehole${uid()}`
		const title = `Water point repaired ${word}`
		const slug = `water-point-repaired-${word}`
		await publishNews(asAdmin(proxy.origin), {
			title,
			content: `The water point at the market works again (${word}).`,
			titleFr: `Point d’eau réparé ${word}`,
			contentFr: `Le point d’eau du marché fonctionne de nouveau (${word}).`,
		})
		for (const server of servers) {
			const visitor = new Client(server.origin)
			const seen = await within(3_000, async () => {
				const [news, search] = await Promise.all([
					visitor.get('/news'),
					visitor.get(`/search?q=${word}`),
				])
				// Search marks the words it matched in the title: the article's address is what is found.
				return news.body.includes(title) && search.body.includes(`href="/news/${slug}"`)
			})
			expect(seen, server.origin).toBeLessThanOrEqual(2_000)
		}
		// nginx keeps a page a second and may answer once more from the old copy while it fetches.
		const throughProxy = await within(5_000, async () =>
			(await new Client(proxy.origin).get('/news')).body.includes(title),
		)
		expect(throughProxy).toBeLessThanOrEqual(4_000)
	})

	test('an article taken down is gone through nginx within seconds: its copy is never served in place of the 404', async () => {
		const word = `leak${uid()}`
		const title = `Notice posted by mistake ${word}`
		const slug = `notice-posted-by-mistake-${word}`
		const staff = asAdmin(proxy.origin)
		const id = await publishNews(staff, {
			title,
			content: `A resident's telephone number, published by mistake (${word}).`,
			titleFr: `Avis publié par erreur ${word}`,
			contentFr: `Le numéro d’un habitant, publié par erreur (${word}).`,
		})
		const reader = () => new Client(proxy.origin)
		// Read through nginx, so that it keeps a copy of the article.
		expect(
			await within(5_000, async () => (await reader().get(`/news/${slug}`)).body.includes(title)),
		).toBeLessThanOrEqual(4_000)
		expect(
			(await staff.adminPost('/admin-dtima/content/news', { intent: 'unpublish', id })).status,
		).toBe(302)
		// Its copy is a second old: after that, nginx asks an instance, which answers 404.
		const gone = await within(6_000, async () => {
			const answer = await reader().get(`/news/${slug}`)
			return answer.status === 404 && !answer.body.includes(title)
		})
		expect(gone).toBeLessThanOrEqual(5_000)
		// And it stays gone (not a copy served again now and then).
		for (let i = 0; i < 5; i++) {
			await sleep(300)
			const answer = await reader().get(`/news/${slug}`)
			expect(answer.status).toBe(404)
			expect(answer.body).not.toContain(title)
		}
	})

	test('a resident sends a 3 MB phone photo through nginx: it reaches the site and is kept', async () => {
		// A photo as a phone takes it: noise compresses badly, so 2000 × 1500 is about 3 MB.
		const width = 2000
		const height = 1500
		const photo = await sharp(crypto.randomBytes(width * height * 3), {
			raw: { width, height, channels: 3 },
		})
			.jpeg({ quality: 95 })
			.toBuffer()
		expect(photo.length).toBeGreaterThan(2 * 1024 * 1024)
		expect(photo.length).toBeLessThan(5 * 1024 * 1024)
		const resident = new Client(proxy.origin)
		const form = await resident.get('/fr/contact')
		const started = /name="form_started" value="([^"]+)"/.exec(form.body)![1]!
		// As long as a person takes to fill the form in.
		await sleep(3_100)
		const sent = await resident.post('/fr/contact', {
			multipart: {
				website: '',
				form_started: started,
				category: 'roads',
				description: 'Le pont de Kombone est fissuré, voici une photo.',
				photo: { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo },
			},
		})
		expect(sent.status).toBe(302)
		expect(sent.headers.location).toMatch(/^\/fr\/contact\/status\?ref=/)
	})

	test('nginx answers a crowd from its copy of a public page; the staff area always from an instance', async () => {
		const statuses: string[] = []
		for (let i = 0; i < 5; i++) {
			const res = await fetch(`${proxy.origin}/events`)
			await res.arrayBuffer()
			statuses.push(res.headers.get('x-cache') ?? '')
		}
		expect(statuses.filter((s) => s === 'HIT').length).toBeGreaterThanOrEqual(3)
		const staff = asAdmin(proxy.origin)
		const nonces = new Set<string>()
		for (let i = 0; i < 3; i++) {
			const reply = await staff.get('/admin-dtima')
			expect(reply.status).toBe(200)
			expect(reply.headers['x-cache']).not.toBe('HIT')
			nonces.add(/'nonce-([^']+)'/.exec(reply.headers['content-security-policy'] ?? '')?.[1] ?? '')
		}
		expect(nonces.size).toBe(3)
	})

	test('an instance killed mid-load: no acknowledged write is lost, and the other goes on serving', async () => {
		const staff = asAdmin(proxy.origin)
		await staff.csrf()
		const acknowledged: string[] = []
		const refusedWrites: number[] = []
		const reads: number[] = []
		let running = true
		const writer = async (n: number) => {
			for (let i = 0; running; i++) {
				const label = `Load ${n}-${i} ${uid()}`
				const reply = await staff
					.adminPost('/admin-dtima/content/quick-links', {
						intent: 'create',
						token: `ql-${uid()}`,
						label_en: label,
						label_fr: label,
						href: '/news',
						sort_order: '9',
					})
					.catch(() => undefined)
				if (reply?.status === 302) acknowledged.push(label)
				else refusedWrites.push(reply?.status ?? 0)
			}
		}
		const reader = async () => {
			const visitor = new Client(proxy.origin)
			for (let i = 0; running; i++) {
				const path = ['/', '/news', '/events', '/fr'][i % 4]!
				reads.push((await visitor.get(path).catch(() => ({ status: 0 }))).status)
			}
		}
		const load = Promise.all([writer(1), writer(2), writer(3), reader(), reader()])
		// Killed once the load is flowing through nginx to both: writes saved, pages read.
		await within(30_000, async () => acknowledged.length >= 6 && reads.length >= 6)
		const killed = servers[1]!
		killed.child.kill('SIGKILL')
		await killed.exited
		const readsBefore = reads.length
		const acknowledgedBefore = acknowledged.length
		// The survivor goes on: more pages read and more writes saved after the kill.
		await within(
			30_000,
			async () => reads.length - readsBefore > 10 && acknowledged.length - acknowledgedBefore >= 5,
		)
		running = false
		await load
		// The survivor answered every read after the kill (nginx tried it when the other was gone).
		expect(reads.length - readsBefore).toBeGreaterThan(10)
		expect(reads.filter((status) => status !== 200)).toEqual([])
		expect(acknowledged.length - acknowledgedBefore).toBeGreaterThanOrEqual(5)
		expect(acknowledged.length).toBeGreaterThan(10)
		// Only a form post that was with the killed instance can fail (502), never more than in flight.
		expect(refusedWrites.length).toBeLessThanOrEqual(3)
		const client = new pg.Client({ connectionString: database.url })
		await client.connect()
		const { rows } = await client.query<{ label_en: string }>(
			"select label_en from quick_links where label_en like 'Load %'",
		)
		await client.end()
		const stored = new Set(rows.map((r) => r.label_en))
		expect(acknowledged.filter((label) => !stored.has(label))).toEqual([])
		// And the survivor still serves directly.
		expect((await fetch(`${servers[0]!.origin}/healthz`)).status).toBe(200)
	})
})
