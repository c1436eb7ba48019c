import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { spawnServer } from '../../scripts/spawn-server.js'
import { createPgDatabase } from '../support/db'
import { startNginx } from '../support/nginx'
import { runOnCluster } from '../support/pg-database'
import { startS3Server } from '../support/s3-server'
import { startSmtp, type DeliveredMail, type TestSmtp } from '../support/smtp'
import { TestClock } from '../support/test-clock'
import { Client, type Reply } from './client'
import { until } from './until'
import { SAMPLE_ADMIN } from './start-server'

// Many councils from one install on PostgreSQL (issue 36, decision 060, step 4): two councils made
// with the command line, each in its own database of one cluster (`<base>_c_alpha`, `<base>_c_beta`,
// the registry in `<base>_install`), their files in one object store under `councils/<id>/`,
// served by two instances started together behind nginx running the sample configuration. Nothing
// of one council opens at the other's host; a council suspended with the command is seen by both
// instances; each council's rows are in its own database only. Runs in `http-pg`.

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')

type Server = Awaited<ReturnType<typeof spawnServer>>
let base: Awaited<ReturnType<typeof createPgDatabase>>
let s3: Awaited<ReturnType<typeof startS3Server>>
let smtp: TestSmtp
let clock: TestClock
let commandDir: string
let env: Record<string, string>
let servers: Server[] = []
let proxy: Awaited<ReturnType<typeof startNginx>>
let betaPassword: string
let operatorPassword: string

/** Through nginx at a council's host (or any host). */
const at = (host: string) => new Client(proxy.origin, { host })
/** At one instance directly. */
const atInstance = (i: number, host: string) => new Client(servers[i]!.origin, { host })

/** `npm run councils -- …` (or another command) on the install's configuration. */
async function command(script: string, ...args: string[]) {
	const { stdout } = await run(process.execPath, [`scripts/${script}.js`, ...args], {
		cwd: root,
		env: { ...process.env, ...env, DATA_DIR: commandDir },
	})
	return stdout
}

/** A council's database (`<base>_c_<id>`), for one query. */
async function query<T extends pg.QueryResultRow>(
	database: string,
	text: string,
	values?: unknown[],
) {
	const url = new URL(base.url)
	url.pathname = `/${database}`
	const client = new pg.Client({ connectionString: url.toString() })
	await client.connect()
	try {
		return (await client.query<T>(text, values)).rows
	} finally {
		await client.end()
	}
}
const baseName = () => new URL(base.url).pathname.slice(1)
const councilDb = (id: string) => `${baseName()}_c_${id}`

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const startedOf = (page: Reply) => /name="form_started" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
const to = (email: string) => (m: DeliveredMail) => m.envelopeTo.includes(email)
const linkIn = (mail: DeliveredMail, page: string) => {
	const url = new RegExp(`https?://[^\\s]+/subscribe/${page}\\?token=[\\w-]+`).exec(
		mail.text ?? '',
	)?.[0]
	expect(url, `a ${page} link in "${mail.subject}"`).toBeDefined()
	return new URL(url!)
}

beforeAll(async () => {
	;[base, s3, smtp] = await Promise.all([
		createPgDatabase(inject('httpPgUrl'), 'cpg'),
		startS3Server(),
		startSmtp(),
	])
	clock = TestClock.create('council-pg-clock-')
	commandDir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-pg-commands-'))
	env = {
		COUNCILS: 'multi',
		DATABASE_URL: base.url,
		NODE_ENV: 'production',
		...s3.env,
		...smtp.env,
		...clock.env,
	}
	// Made at once, as operators might: the registry's database is made once.
	const [, added] = await Promise.all([
		command(
			'councils',
			'add',
			'alpha',
			'--host',
			'alpha.test',
			'--public-url',
			'http://alpha.test',
			'--sample',
		),
		command(
			'councils',
			'add',
			'beta',
			'--host',
			'beta.test',
			'--public-url',
			'http://beta.test',
			'--admin-email',
			'clerk@beta.test',
		),
		command('councils', 'add', 'gamma', '--host', 'gamma.test'),
	])
	betaPassword = /one-time password[^:]*: (\S+)/.exec(added)?.[1] ?? ''
	// An operator of the agency's console (decision 061), in the install's database.
	operatorPassword =
		/one-time password[^:]*: (\S+)/i.exec(
			await command('councils', 'operator', 'add', 'ops@agency.test'),
		)?.[1] ?? ''
	expect(betaPassword, added).not.toBe('')
	await command(
		'setup',
		'--council',
		'beta',
		'--name',
		'Beta Council',
		'--name-fr',
		'Commune de Beta',
		'--short-name',
		'Beta',
	)
	// A council whose database is gone (dropped by hand): kept offline, the others start.
	await runOnCluster(inject('httpPgUrl'), `drop database ${councilDb('gamma')} with (force)`)
	const serving = {
		...env,
		TRUST_PROXY: 'loopback',
		TEST_SWEEP_MS: '300',
		AGENCY_URL: 'http://console.test',
		// Five seconds: a council deleted in the console goes within the test, once both instances
		// have read its suspension (every second, later on a loaded machine).
		COUNCIL_DELETE_GRACE_DAYS: String(5 / 86_400),
	}
	// Together, as a deployment restarts them.
	servers = await Promise.all([
		spawnServer({ prefix: 'council-pg-a-', env: serving }),
		spawnServer({ prefix: 'council-pg-b-', env: serving }),
	])
	proxy = await startNginx(servers.map((s) => new URL(s.origin).host))
}, 120_000)

afterAll(async () => {
	await proxy?.stop()
	for (const server of servers) await server.stop()
	await Promise.all([s3?.stop(), smtp?.close()])
	if (base) {
		const url = inject('httpPgUrl')
		for (const name of [
			`${baseName()}_install`,
			...['alpha', 'beta', 'gamma', 'delta'].map(councilDb),
		])
			await runOnCluster(url, `drop database if exists ${name} with (force)`)
		await base.drop()
	}
	clock?.remove()
	if (commandDir) fs.rmSync(commandDir, { recursive: true, force: true })
})

describe('two councils on PostgreSQL, two instances behind nginx', () => {
	test('each council in its own database, the registry in one more; both instances serve both, not the one whose database is gone', async () => {
		const databases = await query<{ datname: string }>(
			baseName(),
			'select datname from pg_database where datname like $1 order by datname',
			[`${baseName()}%`],
		)
		expect(databases.map((d) => d.datname)).toEqual([
			baseName(),
			councilDb('alpha'),
			councilDb('beta'),
			`${baseName()}_install`,
		])
		for (const server of servers) {
			// Failed at its start, or seen failed in the registry when it started.
			expect(server.log()).toMatch(
				/\[start\] serving 2 of 3 councils \(0 suspended(, failed: gamma)?\)/,
			)
			const health = await until(
				async () => (await fetch(`${server.origin}/healthz`)).json(),
				(answer) => answer.failed?.length === 1,
			)
			expect(health).toMatchObject({ status: 'ok', councils: 3, failed: ['gamma'] })
		}
		const gamma = await at('gamma.test').get('/')
		expect(gamma.status).toBe(503)
		expect(await command('councils', 'list')).toMatch(
			/^gamma\tfailed\tgamma\.test\t\S+\t.*database "[a-z0-9_]+_c_gamma" does not exist$/m,
		)
		// The same address at both hosts, twice (the second from nginx's copy): each its own.
		for (let i = 0; i < 2; i++) {
			expect(title((await at('alpha.test').get('/')).body)).toMatch(/^Mbonge Council/)
			const beta = await at('beta.test').get('/')
			expect(title(beta.body)).toMatch(/^Beta Council/)
			expect(beta.body).not.toContain('Mbonge')
		}
		for (const i of [0, 1]) {
			expect(title((await atInstance(i, 'beta.test').get('/fr')).body)).toMatch(/^Commune de Beta/)
			expect(title((await atInstance(i, 'alpha.test').get('/fr')).body)).toMatch(
				/^Commune de Mbonge/,
			)
		}
	})

	test('an unknown host gets 421, at each instance and through nginx', async () => {
		for (const client of [
			at('delta.test'),
			atInstance(0, 'delta.test'),
			atInstance(1, 'delta.test:1'),
		]) {
			const stranger = await client.get('/')
			expect(stranger.status).toBe(421)
			expect(stranger.body).toContain('No council’s website answers at this address')
			expect(stranger.body).not.toContain('Mbonge')
		}
		// A council's host on another port (an instance reached without nginx) is the council's.
		expect((await atInstance(1, 'alpha.test:1').get('/')).status).toBe(200)
	})

	test("a session of one council works on both instances, and is refused at the other council's host", async () => {
		const alpha = at('alpha.test')
		await alpha.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
		const cookie = alpha.cookie('council_session')!
		for (const i of [0, 1]) {
			const same = atInstance(i, 'alpha.test')
			same.setCookie('council_session', cookie)
			expect((await same.get('/admin-dtima')).status).toBe(200)
			const stray = atInstance(i, 'beta.test')
			stray.setCookie('council_session', cookie)
			const refused = await stray.get('/admin-dtima')
			expect(refused.status).toBe(302)
			expect(refused.headers.location).toContain('/admin-dtima/login')
		}
		// Nor do the sample administrator's email and password open the other council.
		const signIn = await at('beta.test').post('/admin-dtima/login', {
			form: { intent: 'login', email: SAMPLE_ADMIN.email, password: SAMPLE_ADMIN.password },
		})
		expect(signIn.status).not.toBe(302)
	})

	test("ids, addresses, files and preview links of one council open nothing at the other's host", async () => {
		const alpha = at('alpha.test')
		const beta = at('beta.test')
		const article = '/news/cultural-festival-success'
		expect((await alpha.get(article)).status).toBe(200)
		expect((await beta.get(article)).status).toBe(404)
		const list = await alpha.get('/documents')
		const slug = /href="\/documents\/([a-z0-9-]+)"/.exec(list.body)?.[1]
		expect(slug).toBeDefined()
		expect((await alpha.get(`/documents/${slug}/download`)).status).toBe(200)
		expect((await beta.get(`/documents/${slug}`)).status).toBe(404)
		expect((await beta.get(`/documents/${slug}/download`)).status).toBe(404)
		// A picture uploaded by the council's staff, kept in the object store: not at the other's host.
		const alphaStaff = at('alpha.test')
		await alphaStaff.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
		alphaStaff.setCookie('admin_lang', 'en')
		const png = await sharp({
			create: { width: 500, height: 300, channels: 3, background: { r: 210, g: 140, b: 30 } },
		})
			.png()
			.toBuffer()
		const created = await alphaStaff.post('/admin-dtima/content/news?new', {
			multipart: {
				csrf: await alphaStaff.csrf(),
				intent: 'create',
				token: `picture-${Date.now()}`,
				title_en: 'Market roof repaired',
				content_en: 'The roof of the main market was repaired.',
				title_fr: 'Toit du marché réparé',
				content_fr: 'Le toit du grand marché a été réparé.',
				image_alt_en: 'The new market roof.',
				image_alt_fr: 'Le nouveau toit du marché.',
				image: { name: 'roof.png', mimeType: 'image/png', buffer: png },
			},
		})
		expect(created.status).toBe(302)
		const staffList = await alphaStaff.get('/admin-dtima/content/news')
		const pictureId = /Market roof repaired[\s\S]*?\?edit=(\d+)/.exec(staffList.body)?.[1]
		expect(pictureId).toBeDefined()
		const published = await alphaStaff.adminPost('/admin-dtima/content/news', {
			intent: 'publish',
			id: pictureId!,
		})
		expect(published.status).toBe(302)
		const withPicture = await alpha.get('/news/market-roof-repaired')
		const picture = /\/uploads\/[0-9a-f]{20}-\d+\.(?:avif|webp)/.exec(withPicture.body)?.[0]
		expect(picture).toBeDefined()
		expect((await alpha.get(picture!)).status).toBe(200)
		expect((await beta.get(picture!)).status).toBe(404)
		expect((await beta.get('/news/market-roof-repaired')).status).toBe(404)
		// In the bucket, the council's files (the sample's documents, the picture's renditions) are
		// under its prefix only.
		const keys = fs
			.readdirSync(s3.directory, { recursive: true })
			.map(String)
			.filter((name) => name.includes('._S3rver_object'))
		expect(keys.length).toBeGreaterThan(0)
		expect(keys.filter((key) => !/council-files\/councils\/alpha\//.test(key))).toEqual([])
		// Its article's id, and the preview of it, at the other council with that council's staff.
		const [row] = await query<{ id: number }>(
			councilDb('alpha'),
			"select id from news where slug = 'cultural-festival-success'",
		)
		const id = row!.id
		const betaStaff = at('beta.test')
		await betaStaff.signIn('clerk@beta.test', betaPassword)
		expect((await betaStaff.get(`/preview/news/${id}`)).status).toBe(404)
		const editor = await betaStaff.get(`/admin-dtima/content/news?edit=${id}`)
		expect(editor.body).not.toContain('Cultural')
		const preview = await alphaStaff.get(`/preview/news/${id}`)
		expect(preview.status).toBe(200)
	})

	test("a request's status link, and a subscriber's links, of one council open nothing at the other's", async () => {
		const alpha = at('alpha.test')
		const beta = at('beta.test')
		const contact = await alpha.get('/contact', { headers: { 'x-forwarded-for': '203.0.113.7' } })
		const signUp = await alpha.get('/subscribe', { headers: { 'x-forwarded-for': '203.0.113.8' } })
		// As long as a person takes to fill a form in.
		clock.advance(4_000)
		const sent = await alpha.post('/contact', {
			multipart: {
				website: '',
				form_started: startedOf(contact),
				category: 'roads',
				description: 'The bridge at Kombone has a crack.',
			},
			headers: { 'x-forwarded-for': '203.0.113.7' },
		})
		expect(sent.status).toBe(302)
		const status = sent.headers.location!
		expect(status).toMatch(/^\/contact\/status\?ref=[A-Z]+-\d{4}-\d{4}&key=[\w-]{22}/)
		expect((await alpha.get(status)).body).toContain('data-request-status=')
		const elsewhere = await beta.get(status)
		expect(elsewhere.status).toBe(404)
		expect(elsewhere.body).not.toContain('data-request-status=')

		const email = 'resident@example.cm'
		const subscribed = await alpha.post('/subscribe', {
			form: {
				email,
				topics: 'news',
				languages: 'en',
				website: '',
				form_started: startedOf(signUp),
			},
			headers: { 'x-forwarded-for': '203.0.113.8' },
		})
		expect(subscribed.status).toBe(200)
		const confirmation = await smtp.waitFor(to(email))
		const confirm = linkIn(confirmation, 'confirm')
		expect(confirm.host).toBe('alpha.test')
		const token = confirm.searchParams.get('token')!
		const confirmAt = `${confirm.pathname}${confirm.search}`
		expect((await beta.post(confirmAt, { form: { token } })).body).not.toMatch(
			/Subscription confirmed/,
		)
		expect((await alpha.post(confirmAt, { form: { token } })).body).toMatch(
			/Subscription confirmed/,
		)
		// An article of the council is announced to its subscriber: once, though both instances
		// look for what to announce and send mail.
		const staff = at('alpha.test')
		await staff.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
		staff.setCookie('admin_lang', 'en')
		const created = await staff.adminPost('/admin-dtima/content/news', {
			intent: 'create',
			token: `news-${Date.now()}`,
			title_en: 'Market day moved',
			content_en: 'Market day is on Friday this week.',
			title_fr: 'Jour de marché déplacé',
			content_fr: 'Le marché a lieu vendredi cette semaine.',
		})
		expect(created.status).toBe(302)
		const newsList = await staff.get('/admin-dtima/content/news')
		const newsId = /Market day moved[\s\S]*?\?edit=(\d+)/.exec(newsList.body)?.[1]
		expect(newsId).toBeDefined()
		expect(
			(await staff.adminPost('/admin-dtima/content/news', { intent: 'publish', id: newsId! }))
				.status,
		).toBe(302)
		// Announced once the activity log has settled (a minute on the servers' clock).
		clock.advance(61_000)
		const news = await smtp.waitFor(
			(m) => to(email)(m) && /Market day moved/.test(m.subject ?? ''),
			15_000,
		)
		const unsubscribe = linkIn(news, 'unsubscribe')
		expect(unsubscribe.host).toBe('alpha.test')
		const oneClick = (client: Client) =>
			client.post(`${unsubscribe.pathname}${unsubscribe.search}`, {
				data: 'List-Unsubscribe=One-Click',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
			})
		const manage = linkIn(news, 'manage')
		expect((await beta.get(`${manage.pathname}${manage.search}`)).body).not.toContain(
			'name="topics"',
		)
		expect((await alpha.get(`${manage.pathname}${manage.search}`)).body).toContain('name="topics"')
		// A well-formed link is answered "unsubscribed" wherever it is used (decision 040), but at the
		// other council's host it unsubscribes no one: the subscriber is still in their council's
		// database, until the link is used at its own.
		const subscribers = () =>
			query<{ email: string }>(councilDb('alpha'), 'select email from subscribers')
		await oneClick(beta)
		expect((await subscribers()).map((s) => s.email)).toEqual([email])
		expect((await oneClick(alpha)).status).toBe(200)
		expect(await subscribers()).toEqual([])
		await new Promise((resolve) => setTimeout(resolve, 1_000))
		expect(
			smtp.messages.filter((m) => to(email)(m) && /Market day moved/.test(m.subject ?? '')),
		).toHaveLength(1)
	})

	test("search, the sitemap and the feeds of one council never hold the other's", async () => {
		const staff = at('beta.test')
		await staff.signIn('clerk@beta.test', betaPassword)
		staff.setCookie('admin_lang', 'en')
		const word = `borehole${Date.now().toString(36)}`
		const created = await staff.adminPost('/admin-dtima/content/news', {
			intent: 'create',
			token: `news-${word}`,
			title_en: `Beta water point ${word}`,
			content_en: `The water point works again (${word}).`,
			title_fr: `Point d’eau de Beta ${word}`,
			content_fr: `Le point d’eau fonctionne de nouveau (${word}).`,
		})
		expect(created.status).toBe(302)
		const list = await staff.get('/admin-dtima/content/news')
		const id = new RegExp(`${word}[\\s\\S]*?\\?edit=(\\d+)`).exec(list.body)?.[1]
		expect(id).toBeDefined()
		expect(
			(await staff.adminPost('/admin-dtima/content/news', { intent: 'publish', id: id! })).status,
		).toBe(302)
		const slug = `beta-water-point-${word}`
		// Found at its own council on both instances (their indexes follow within seconds).
		for (const i of [0, 1]) {
			const found = await until(
				() => atInstance(i, 'beta.test').get(`/search?q=${word}`),
				(reply) => reply.body.includes(`/news/${slug}`),
			)
			expect(found.body).toContain(`/news/${slug}`)
			expect(found.body).not.toContain('cultural-festival-success')
			const other = await atInstance(i, 'alpha.test').get(`/search?q=${word}`)
			expect(other.status).toBe(200)
			expect(other.body).not.toContain(`/news/${slug}`)
		}
		const alpha = at('alpha.test')
		const beta = at('beta.test')
		expect((await alpha.get('/search?q=festival')).body).toContain('cultural-festival-success')
		expect((await beta.get('/search?q=festival')).body).not.toContain('cultural-festival-success')
		const [alphaMap, betaMap] = await Promise.all([
			alpha.get('/sitemap.xml'),
			beta.get('/sitemap.xml'),
		])
		expect(alphaMap.body).toContain('<loc>http://alpha.test/</loc>')
		expect(alphaMap.body).not.toContain('beta')
		expect(alphaMap.body).not.toContain(word)
		expect(betaMap.body).toContain(`<loc>http://beta.test/news/${slug}</loc>`)
		expect(betaMap.body).not.toContain('alpha.test')
		expect(betaMap.body).not.toContain('cultural-festival')
		const [alphaFeed, betaFeed] = await Promise.all([
			until(
				() => alpha.get('/news/feed.xml'),
				(reply) => reply.body.includes('market-day-moved'),
			),
			until(
				() => beta.get('/news/feed.xml'),
				(reply) => reply.body.includes(slug),
			),
		])
		expect(alphaFeed.body).toContain('http://alpha.test/news/')
		expect(alphaFeed.body).not.toContain(word)
		expect(alphaFeed.body).not.toContain('beta.test')
		expect(betaFeed.body).toContain(`http://beta.test/news/${slug}`)
		expect(betaFeed.body).not.toContain('cultural-festival')
		expect(betaFeed.body).not.toContain('alpha.test')
	})

	test("each council's rows are in its own database only", async () => {
		const requests = (id: string) =>
			query<{ description: string }>(councilDb(id), 'select description from requests')
		const [alphaRequests, betaRequests] = await Promise.all([requests('alpha'), requests('beta')])
		expect(alphaRequests.map((r) => r.description)).toContain('The bridge at Kombone has a crack.')
		expect(betaRequests).toEqual([])
		// The subscriber's mails (delivered and kept as sent) are in their council's outbox only.
		const mail = (id: string) =>
			query<{ n: number }>(
				councilDb(id),
				"select count(*)::int as n from mail_outbox where to_address = 'resident@example.cm' and status = 'sent'",
			)
		const [alphaMail, betaMail] = await Promise.all([mail('alpha'), mail('beta')])
		expect(alphaMail[0]!.n).toBe(2)
		expect(betaMail[0]!.n).toBe(0)
		const news = async (id: string) =>
			(await query<{ slug: string }>(councilDb(id), 'select slug from news')).map((n) => n.slug)
		expect(await news('alpha')).toContain('cultural-festival-success')
		expect((await news('alpha')).some((slug) => slug.startsWith('beta-water-point'))).toBe(false)
		expect((await news('beta')).filter((slug) => !slug.startsWith('beta-water-point'))).toEqual([])
		const users = async (id: string) =>
			(await query<{ email: string }>(councilDb(id), 'select email from users')).map((u) => u.email)
		expect(await users('beta')).toEqual(['clerk@beta.test'])
		expect(await users('alpha')).not.toContain('clerk@beta.test')
		// The registry holds the councils and no council's content; no council holds the registry.
		const registry = await query<{ id: string }>(
			`${baseName()}_install`,
			'select id from councils order by id',
		)
		expect(registry.map((r) => r.id)).toEqual(['alpha', 'beta', 'gamma'])
		for (const id of ['alpha', 'beta']) {
			const tables = await query<{ n: number }>(
				councilDb(id),
				"select count(*)::int as n from information_schema.tables where table_name in ('councils', 'council_hosts')",
			)
			expect(tables[0]!.n).toBe(0)
		}
	})

	test('a council suspended with the command answers 503 at both instances within two seconds, and through nginx in place of its copies, until resumed', async () => {
		// nginx holds a copy of the council's news page, read just before.
		expect((await at('beta.test').get('/news')).status).toBe(200)
		expect((await at('beta.test').get('/news')).headers['x-cache']).toBe('HIT')
		expect(await command('councils', 'suspend', 'beta')).toContain('Council beta suspended.')
		const started = Date.now()
		for (const i of [0, 1]) {
			const suspended = await until(
				() => atInstance(i, 'beta.test').get('/news'),
				(reply) => reply.status === 503,
			)
			expect(suspended.status).toBe(503)
			expect(suspended.headers['retry-after']).toBe('300')
			expect(suspended.body).toContain('This website is temporarily unavailable')
		}
		expect(Date.now() - started).toBeLessThan(2_500)
		// Through nginx, at an address it has no copy of.
		const fresh = await at('beta.test').get('/fr/actualites?page=1')
		expect(fresh.status).toBe(503)
		expect(fresh.body).toContain('Ce site est momentanément indisponible')
		// And at the one it has a copy of: the suspension takes the copy's place within seconds
		// (before decision 063 nginx served its copy on, for as long as it was read).
		const fromCopy = Date.now()
		const replaced = await until(
			() => at('beta.test').get('/news'),
			(reply) => reply.status === 503,
			6_000,
		)
		expect(replaced.status).toBe(503)
		expect(replaced.body).toContain('This website is temporarily unavailable')
		expect(Date.now() - fromCopy).toBeLessThan(5_000)
		for (let i = 0; i < 4; i++) {
			await new Promise((resolve) => setTimeout(resolve, 300))
			expect((await at('beta.test').get('/news')).status).toBe(503)
		}
		// Those 503s are the site's answer, not a fault of an instance: the other council's pages
		// nginx has no copy of are still answered by an instance (before decision 063, nginx took
		// both instances out after a suspended council's 503s, and answered 502).
		const other = await at('alpha.test').get(`/search?q=market${Date.now()}`)
		expect(other.status).toBe(200)
		expect(other.headers['x-cache']).toBe('MISS')
		expect((await at('alpha.test').get('/')).status).toBe(200)
		await command('councils', 'resume', 'beta')
		for (const i of [0, 1])
			expect(
				(
					await until(
						() => atInstance(i, 'beta.test').get('/news'),
						(reply) => reply.status === 200,
					)
				).status,
			).toBe(200)
		const back = await until(
			() => at('beta.test').get('/news'),
			(reply) => reply.status === 200,
			6_000,
		)
		expect(back.status).toBe(200)
	})
})

describe('the agency console on PostgreSQL', () => {
	test('a council made there through nginx is served by both instances; deleted, it is gone from both and from the cluster', async () => {
		const operator = at('console.test')
		const signIn = await operator.post('/sign-in', {
			form: { email: 'ops@agency.test', password: operatorPassword },
		})
		expect(signIn.status).toBe(303)
		const csrf = async (page: string) =>
			/name="csrf" value="([^"]+)"/.exec((await operator.get(page)).body)?.[1] ?? ''
		const made = await operator.post('/new', {
			form: {
				csrf: await csrf('/new'),
				id: 'delta',
				nameEn: 'Delta Council',
				nameFr: 'Commune de Delta',
				shortName: 'Delta',
				hosts: 'delta.test',
				publicUrl: 'http://delta.test',
				adminEmail: 'clerk@delta.test',
			},
		})
		expect(made.status).toBe(200)
		const password = /data-one-time-password[^>]*>([^<]+)</.exec(made.body)?.[1] ?? ''
		expect(password).not.toBe('')
		// Its own database of the cluster, with its identity.
		const names = await query<{ value: string }>(
			councilDb('delta'),
			"select value from settings where key = 'name'",
		)
		expect(names[0]?.value).toContain('Commune de Delta')
		for (const i of [0, 1]) {
			const home = await until(
				() => atInstance(i, 'delta.test').get('/'),
				(reply) => reply.status === 200,
			)
			expect(title(home.body)).toMatch(/^Delta Council/)
		}
		await at('delta.test').signIn('clerk@delta.test', password)
		// Listed with its health, read from its own database.
		const list = await until(
			() => operator.get('/'),
			(reply) => /data-council="delta"[\s\S]*?Seen /.test(reply.body),
		)
		expect(list.body).toContain('Delta Council')

		const deleted = await operator.post('/councils/delta/delete', {
			form: { csrf: await csrf('/councils/delta'), confirm: 'delta' },
		})
		expect(deleted.status).toBe(303)
		for (const i of [0, 1])
			expect(
				(
					await until(
						() => atInstance(i, 'delta.test').get('/'),
						(reply) => reply.status === 421,
						15_000,
					)
				).status,
			).toBe(421)
		const left = await query<{ datname: string }>(
			baseName(),
			'select datname from pg_database where datname = $1',
			[councilDb('delta')],
		)
		expect(left).toEqual([])
		expect((await at('alpha.test').get('/')).status).toBe(200)
	}, 60_000)
})

describe('the servers', () => {
	test('logged no work outside a council, and no failure but the council whose database is gone', () => {
		for (const server of servers) {
			expect(server.log()).not.toMatch(
				/No council in scope|could not read the registry|could not record|Unhandled/,
			)
			for (const line of server.log().match(/.*could not be opened.*/g) ?? [])
				expect(line).toMatch(/^\[councils\] gamma could not be opened/)
		}
	})

	test('each instance holds at most COUNCIL_POOL_MAX (3) connections to each council, and 2 to the registry', async () => {
		const rows = await query<{ datname: string; n: number }>(
			baseName(),
			'select datname, count(*)::int as n from pg_stat_activity where datname like $1 group by datname',
			[`${baseName()}_%`],
		)
		const held = Object.fromEntries(rows.map((row) => [row.datname, row.n]))
		for (const id of ['alpha', 'beta']) expect(held[councilDb(id)] ?? 0).toBeLessThanOrEqual(2 * 3)
		expect(held[`${baseName()}_install`] ?? 0).toBeLessThanOrEqual(2 * 2)
		expect(held[councilDb('gamma')]).toBeUndefined()
	})
})
