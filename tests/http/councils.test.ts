import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { spawnServer } from '../../scripts/spawn-server.js'
import { Client } from './client'
import { until } from './until'
import { SAMPLE_ADMIN } from './start-server'

// Many councils from one install (issue 36, decision 060), against the production server with
// COUNCILS=multi: two councils made with the command line (the sample council at mbonge.test and
// www.mbonge.test; a new council at buea.test with its own first administrator), a third whose
// database cannot be opened. Each host shows only its council; nothing of one opens at the other's
// host; an unknown host gets 421, a suspended council 503; at most one council is kept open.

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
let made: string
let dataDir: string
let server: Awaited<ReturnType<typeof spawnServer>>
let mbonge: Client
let buea: Client
let bueaPassword: string

/** `npm run councils -- …` (or another command) on the install's folder. */
async function command(script: string, ...args: string[]) {
	const { stdout } = await run(process.execPath, [`scripts/${script}.js`, ...args], {
		cwd: root,
		env: { ...process.env, DATA_DIR: dataDir, COUNCILS: 'multi', NODE_ENV: 'production' },
	})
	return stdout
}

/** Asks again until `done` (the registry is read again every second), for 5 s at most. */
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

beforeAll(async () => {
	made = fs.mkdtempSync(path.join(os.tmpdir(), 'council-multi-'))
	dataDir = made
	await command(
		'councils',
		'add',
		'mbonge',
		'--host',
		'mbonge.test',
		'--host',
		'WWW.Mbonge.test',
		'--sample',
	)
	const added = await command(
		'councils',
		'add',
		'buea',
		'--host',
		'buea.test',
		'--public-url',
		'http://buea.test',
		'--admin-email',
		'clerk@buea.test',
	)
	bueaPassword = /one-time password[^:]*: (\S+)/.exec(added)?.[1] ?? ''
	expect(bueaPassword, added).not.toBe('')
	await command(
		'setup',
		'--council',
		'buea',
		'--name',
		'Buea Council',
		'--name-fr',
		'Commune de Buea',
		'--short-name',
		'Buea',
	)
	// A council whose database is not one (a failed upgrade, a damaged file): kept offline.
	await command('councils', 'add', 'broken', '--host', 'broken.test')
	fs.writeFileSync(
		path.join(dataDir, 'councils', 'broken', 'council.db'),
		'not a database '.repeat(512),
	)
	server = await spawnServer({
		prefix: 'council-multi-server-',
		copyFrom: made,
		env: { COUNCILS: 'multi', COUNCILS_OPEN: '1' },
	})
	// The server works on its own copy of the folder; the commands below must reach it.
	dataDir = server.dataDir
	mbonge = new Client(server.origin, { host: 'mbonge.test' })
	buea = new Client(server.origin, { host: 'buea.test' })
}, 120_000)

afterAll(async () => {
	await server?.stop()
	fs.rmSync(made, { recursive: true, force: true })
})

describe('one install, several councils', () => {
	test('each host shows its own council, in both languages', async () => {
		expect(title((await mbonge.get('/')).body)).toMatch(/^Mbonge Council/)
		expect(
			title((await new Client(server.origin, { host: 'www.mbonge.test' }).get('/')).body),
		).toMatch(/^Mbonge Council/)
		const home = await buea.get('/')
		expect(home.status).toBe(200)
		expect(title(home.body)).toMatch(/^Buea Council/)
		expect(title((await buea.get('/fr')).body)).toMatch(/^Commune de Buea/)
		expect(home.body).not.toContain('Mbonge')
		// The start-up line says where each council's files are, not the single council's folder.
		expect(server.log()).toContain(
			`[start] each council's files in ${path.join(server.dataDir, 'councils', '<id>', 'uploads')}`,
		)
	})

	test("each council's pages are stored apart, and sent again from its own store", async () => {
		for (const [client, name] of [
			[mbonge, 'Mbonge Council'],
			[buea, 'Buea Council'],
		] as const) {
			await client.get('/events')
			const again = await client.get('/events')
			expect(again.headers['x-page-cache']).toMatch(/^(fast|hit)$/)
			expect(title(again.body)).toContain(name)
		}
	})

	test("an address of one council's content opens nothing at the other's host", async () => {
		const article = '/news/cultural-festival-success'
		expect((await mbonge.get(article)).status).toBe(200)
		expect((await buea.get(article)).status).toBe(404)
		// A document of the sample council, and its file.
		const list = await mbonge.get('/documents')
		const slug = /href="\/documents\/([a-z0-9-]+)"/.exec(list.body)?.[1]
		expect(slug).toBeDefined()
		expect((await mbonge.get(`/documents/${slug}/download`)).status).toBe(200)
		expect((await buea.get(`/documents/${slug}`)).status).toBe(404)
		expect((await buea.get(`/documents/${slug}/download`)).status).toBe(404)
		// The sample council's files are in its own folder, none in the other's or the install's.
		const files = (id: string) =>
			fs.existsSync(path.join(dataDir, 'councils', id, 'uploads'))
				? fs.readdirSync(path.join(dataDir, 'councils', id, 'uploads'), { recursive: true })
				: []
		expect(files('mbonge').length).toBeGreaterThan(0)
		expect(files('buea')).toEqual([])
		expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false)
	})

	test("search, the sitemap and the feeds of one council never hold the other's", async () => {
		expect((await mbonge.get('/search?q=festival')).body).toContain('cultural-festival-success')
		const search = await buea.get('/search?q=festival')
		expect(search.status).toBe(200)
		expect(search.body).not.toContain('cultural-festival-success')
		const sitemap = await buea.get('/sitemap.xml')
		expect(sitemap.body).toContain('<loc>http://buea.test/</loc>')
		expect(sitemap.body).not.toContain('mbonge')
		expect(sitemap.body).not.toContain('cultural-festival')
		const feed = await buea.get('/news/feed.xml')
		expect(feed.status).toBe(200)
		expect(feed.body).not.toContain('cultural-festival')
		expect((await mbonge.get('/news/feed.xml')).body).toContain('https://mbonge.test/news/')
	})

	test("a session of one council is refused at the other's host", async () => {
		await mbonge.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
		expect((await mbonge.get('/admin-dtima')).status).toBe(200)
		// The same browser, the same cookie, sent to the other council's host.
		const cookie = mbonge.cookie('council_session')!
		const stray = new Client(server.origin, { host: 'buea.test' })
		stray.setCookie('council_session', cookie)
		const refused = await stray.get('/admin-dtima')
		expect(refused.status).toBe(302)
		expect(refused.headers.location).toContain('/admin-dtima/login')
		// Nor do the sample administrator's email and password open the other council.
		const signIn = await buea.post('/admin-dtima/login', {
			form: { intent: 'login', email: SAMPLE_ADMIN.email, password: SAMPLE_ADMIN.password },
		})
		expect(signIn.status).not.toBe(302)
		// Its own administrator signs in there, and that session is refused at the first council.
		await buea.signIn('clerk@buea.test', bueaPassword)
		expect((await buea.get('/admin-dtima')).status).toBe(200)
		const back = new Client(server.origin, { host: 'mbonge.test' })
		back.setCookie('council_session', buea.cookie('council_session')!)
		expect((await back.get('/admin-dtima')).status).toBe(302)
	})

	test('an unknown host gets 421 with a page in both languages', async () => {
		const stranger = await new Client(server.origin, { host: 'elsewhere.test' }).get('/')
		expect(stranger.status).toBe(421)
		expect(stranger.body).toContain('No council’s website answers at this address')
		expect(stranger.body).toContain('Aucun site de commune ne répond à cette adresse')
		expect(stranger.body).not.toContain('Mbonge')
		expect((await new Client(server.origin, { host: 'elsewhere.test:3000' }).get('/')).status).toBe(
			421,
		)
	})

	test('a council registered without a port answers at its host on any port', async () => {
		// A server reached without a proxy in front is asked for `host:port`.
		const direct = await new Client(server.origin, { host: 'mbonge.test:3000' }).get('/')
		expect(direct.status).toBe(200)
		expect(title(direct.body)).toBe(title((await mbonge.get('/')).body))
		const other = await new Client(server.origin, { host: 'buea.test:8080' }).get('/')
		expect(title(other.body)).toBe(title((await buea.get('/')).body))
		expect(title(other.body)).not.toBe(title(direct.body))
	})

	test('a council whose database cannot be opened is kept offline; the others serve', async () => {
		const broken = await new Client(server.origin, { host: 'broken.test' }).get('/fr')
		expect(broken.status).toBe(503)
		expect(broken.body).toContain('Ce site est momentanément indisponible')
		const health = JSON.parse((await new Client(server.origin).get('/healthz')).body)
		expect(health).toMatchObject({ status: 'ok', councils: 3, failed: ['broken'] })
		expect(await command('councils', 'list')).toMatch(/^broken\tfailed\tbroken\.test\t\S+\t.+$/m)
		expect((await mbonge.get('/')).status).toBe(200)
	})

	test('a suspended council answers 503 with its page until it is resumed', async () => {
		expect(await command('councils', 'suspend', 'buea')).toContain('Council buea suspended.')
		// The server reads the registry again within a second.
		const suspended = await until(
			() => buea.get('/'),
			(reply) => reply.status === 503,
		)
		expect(suspended.status).toBe(503)
		expect(suspended.headers['retry-after']).toBe('300')
		expect(suspended.body).toContain('This website is temporarily unavailable')
		expect((await buea.get('/fr/actualites')).body).toContain(
			'Ce site est momentanément indisponible',
		)
		expect((await mbonge.get('/')).status).toBe(200)
		await command('councils', 'resume', 'buea')
		expect(
			(
				await until(
					() => buea.get('/'),
					(reply) => reply.status === 200,
				)
			).status,
		).toBe(200)
	})

	test('at most COUNCILS_OPEN councils are kept open; a closed one opens again on its next request', async () => {
		for (const client of [mbonge, buea, mbonge, buea])
			expect((await client.get('/')).status).toBe(200)
		const health = JSON.parse((await new Client(server.origin).get('/healthz')).body)
		expect(health.open).toBe(1)
		expect(server.log()).toMatch(/\[councils\] closed mbonge/)
	})
})
