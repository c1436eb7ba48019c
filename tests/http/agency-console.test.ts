import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readArchive } from '../../app/features/backups/archive.server'
import { spawnServer } from '../../scripts/spawn-server.js'
import { Client } from './client'
import { until } from './until'
import { SAMPLE_ADMIN } from './start-server'

// The agency console (issue 36, decision 061), against the production server serving several
// councils: its own host and accounts; councils made, listed with their health, suspended and
// resumed, exported and deleted after a grace period, all through its forms (no script).

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const CONSOLE = 'console.test'
/** Eight seconds, in days: long enough to keep a council, short enough to see one go. */
const GRACE_DAYS = 8 / 86_400
let made: string
let server: Awaited<ReturnType<typeof spawnServer>>
let operatorPassword: string

async function command(dataDir: string, ...args: string[]) {
	const { stdout } = await run(process.execPath, ['scripts/councils.js', ...args], {
		cwd: root,
		env: { ...process.env, DATA_DIR: dataDir, COUNCILS: 'multi', NODE_ENV: 'production' },
	})
	return stdout
}

const consoleClient = () => new Client(server.origin, { host: CONSOLE })
const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? ''

async function signedIn() {
	const client = consoleClient()
	const reply = await client.post('/sign-in', {
		form: { email: 'ops@agency.test', password: operatorPassword },
	})
	expect(reply.status).toBe(303)
	expect(reply.headers.location).toBe('/')
	return client
}

/** A form of the console, with the token of the page it is on. */
async function submit(client: Client, page: string, action: string, form: Record<string, string>) {
	const csrf = csrfOf((await client.get(page)).body)
	expect(csrf).not.toBe('')
	return client.post(action, { form: { csrf, ...form } })
}

beforeAll(async () => {
	made = fs.mkdtempSync(path.join(os.tmpdir(), 'council-agency-'))
	const sample = await command(made, 'add', 'mbonge', '--host', 'mbonge.test', '--sample')
	expect(sample).toContain(
		`The sample council's administrator: ${SAMPLE_ADMIN.email}, password ${SAMPLE_ADMIN.password}`,
	)
	const added = await command(made, 'operator', 'add', 'ops@agency.test', '--name', 'Agency Ops')
	operatorPassword = /one-time password[^:]*: (\S+)/i.exec(added)?.[1] ?? ''
	expect(operatorPassword, added).not.toBe('')
	server = await spawnServer({
		prefix: 'council-agency-server-',
		copyFrom: made,
		env: {
			COUNCILS: 'multi',
			AGENCY_URL: `http://${CONSOLE}`,
			COUNCIL_HEALTH_MS: '1000',
			COUNCIL_DELETE_GRACE_DAYS: String(GRACE_DAYS),
		},
	})
}, 120_000)

afterAll(async () => {
	await server?.stop()
	fs.rmSync(made, { recursive: true, force: true })
})

describe('the agency console', () => {
	test('has its own accounts: no council’s staff signs in there, no operator at a council', async () => {
		const stranger = consoleClient()
		const first = await stranger.get('/')
		expect(first.status).toBe(303)
		expect(first.headers.location).toBe('/sign-in')
		// Nothing of a council at the console's host, signed in or not.
		expect((await stranger.get('/news')).headers.location).toBe('/sign-in')
		// The console's host on another port (a server reached without its proxy) is the console.
		const ported = await new Client(server.origin, { host: `${CONSOLE}:8080` }).get('/')
		expect(ported.headers.location).toBe('/sign-in')
		const wrong = await stranger.post('/sign-in', {
			form: { email: 'ops@agency.test', password: 'not-the-password' },
		})
		expect(wrong.status).toBe(401)
		expect(wrong.body).toContain('The email address or the password is not right.')
		// The sample council's administrator is no operator.
		const admin = await stranger.post('/sign-in', {
			form: { email: SAMPLE_ADMIN.email, password: SAMPLE_ADMIN.password },
		})
		expect(admin.status).toBe(401)
		// A council session sent to the console opens nothing there.
		const mbonge = new Client(server.origin, { host: 'mbonge.test' })
		await mbonge.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
		const carried = consoleClient()
		carried.setCookie('council_session', mbonge.cookie('council_session')!)
		expect((await carried.get('/')).headers.location).toBe('/sign-in')

		const operator = await signedIn()
		const home = await operator.get('/')
		expect(home.status).toBe(200)
		expect(home.body).toContain('Signed in as Agency Ops')
		expect(home.headers['cache-control']).toBe('no-store')
		expect((await operator.get('/news')).status).toBe(404)
		// The operator is no council's staff: their credentials and their session are refused.
		const atCouncil = new Client(server.origin, { host: 'mbonge.test' })
		const tried = await atCouncil.post('/admin-dtima/login', {
			form: { intent: 'login', email: 'ops@agency.test', password: operatorPassword },
		})
		expect(tried.status).not.toBe(302)
		atCouncil.setCookie('agency_session', operator.cookie('agency_session')!)
		const staff = await atCouncil.get('/admin-dtima')
		expect(staff.status).toBe(302)
		expect(staff.headers.location).toContain('/admin-dtima/login')
		// A form posted from another site is refused before anything is read.
		const forged = await operator.post('/councils/mbonge/suspend', {
			form: { csrf: csrfOf(home.body) },
			headers: { origin: 'http://elsewhere.test' },
		})
		expect(forged.status).toBe(403)
		// So is one without the session's token.
		expect((await operator.post('/councils/mbonge/suspend', { form: { csrf: 'x' } })).status).toBe(
			403,
		)
		expect((await new Client(server.origin, { host: 'mbonge.test' }).get('/')).status).toBe(200)

		// A form sent after the session ended: said on the sign-in page, in the operator's
		// language, and nothing done.
		const leaving = await signedIn()
		leaving.setCookie('agency_lang', 'fr')
		const councilPage = await leaving.get('/councils/mbonge')
		await leaving.post('/sign-out', { form: { csrf: csrfOf(councilPage.body) } })
		const late = await leaving.post('/councils/mbonge/suspend', {
			form: { csrf: csrfOf(councilPage.body) },
		})
		expect(late.status).toBe(401)
		expect(late.headers['content-type']).toContain('text/html')
		expect(late.body).toContain('Vous avez été déconnecté')
		expect(late.body).toContain('name="password"')
		expect((await new Client(server.origin, { host: 'mbonge.test' }).get('/')).status).toBe(200)
	})

	test('makes a council: checked form, one-time password, skeleton pages, identity', async () => {
		const operator = await signedIn()
		const empty = await submit(operator, '/new', '/new', {})
		expect(empty.status).toBe(400)
		expect(empty.body).toContain('Enter the identifier.')
		expect(empty.body).toContain('Enter the host names.')
		// A label inside a sentence keeps its language names' capitals.
		expect(empty.body).toContain('Enter the name in English.')
		const long = await submit(operator, '/new', '/new', { nameEn: 'B'.repeat(121) })
		expect(long.body).toContain('The name in English must be 120 characters or fewer.')
		const taken = await submit(operator, '/new', '/new', {
			id: 'mbonge',
			nameEn: 'Buea Council',
			nameFr: 'Commune de Buea',
			shortName: 'Buea',
			hosts: 'mbonge.test\nconsole.test',
			adminEmail: 'clerk@buea.test',
		})
		expect(taken.status).toBe(400)
		expect(taken.body).toContain('There is already a council mbonge.')
		expect(taken.body).toContain('mbonge.test is already the host of council mbonge.')
		expect(taken.body).toContain('console.test is the console’s own host.')
		// Under the field too, each host's own problem (not only the first).
		const underHosts = /<p class="error" id="hosts-error">([\s\S]*?)<\/p>/.exec(taken.body)?.[1]
		expect(underHosts).toContain('mbonge.test is already the host of council mbonge.')
		expect(underHosts).toContain('console.test is the console’s own host.')
		// What was typed is given back.
		expect(taken.body).toContain('value="Commune de Buea"')

		const created = await submit(operator, '/new', '/new', {
			id: 'buea',
			nameEn: 'Buea Council',
			nameFr: 'Commune de Buea',
			shortName: 'Buea',
			hosts: 'buea.test\nwww.buea.test',
			publicUrl: 'http://buea.test',
			adminEmail: 'Clerk@Buea.test',
		})
		expect(created.status).toBe(200)
		const password = /data-one-time-password="?[^>]*>([^<]+)</.exec(created.body)?.[1] ?? ''
		expect(password).toMatch(/^[\w-]{20,}$/)
		expect(created.body).toContain('http://buea.test/admin-dtima/login')

		const buea = new Client(server.origin, { host: 'www.buea.test' })
		const home = await buea.get('/')
		expect(home.status).toBe(200)
		expect(home.body).toContain('<title>Buea Council')
		expect((await buea.get('/fr')).body).toContain('Commune de Buea')
		expect(home.body).not.toContain('Mbonge')
		await buea.signIn('clerk@buea.test', password)
		const pages = await buea.get('/admin-dtima/pages')
		expect(pages.status).toBe(200)
		expect(pages.body).toContain('To be written')
		// The sample's administrator has no account there.
		const other = await new Client(server.origin, { host: 'buea.test' }).post(
			'/admin-dtima/login',
			{ form: { intent: 'login', email: SAMPLE_ADMIN.email, password: SAMPLE_ADMIN.password } },
		)
		expect(other.status).not.toBe(302)

		// The first administrator lost the password: the operator gives a new one-time password,
		// which signs in; the old one and the session opened with it are over.
		const unknown = await submit(operator, '/councils/buea', '/councils/buea/password', {
			email: SAMPLE_ADMIN.email,
		})
		expect(unknown.status).toBe(400)
		expect(unknown.body).toContain(`No administrator of buea signs in with ${SAMPLE_ADMIN.email}.`)
		const renewed = await submit(operator, '/councils/buea', '/councils/buea/password', {
			email: ' Clerk@Buea.test ',
		})
		expect(renewed.status).toBe(200)
		expect(renewed.body).toContain('A new password for clerk@buea.test')
		const again = /data-one-time-password="?[^>]*>([^<]+)</.exec(renewed.body)?.[1] ?? ''
		expect(again).toMatch(/^[\w-]{20,}$/)
		expect(again).not.toBe(password)
		const ended = await buea.get('/admin-dtima/pages')
		expect(ended.status).toBe(302)
		const withOld = await new Client(server.origin, { host: 'buea.test' }).post(
			'/admin-dtima/login',
			{ form: { intent: 'login', email: 'clerk@buea.test', password } },
		)
		expect(withOld.status).not.toBe(302)
		const clerk = new Client(server.origin, { host: 'buea.test' })
		await clerk.signIn('clerk@buea.test', again)
		expect((await clerk.get('/admin-dtima/pages')).status).toBe(200)
	})

	test('lists every council with its health, in English and in French', async () => {
		// A resident's request that nobody has touched for 30 days, in Mbonge's own database.
		const file = path.join(server.dataDir, 'councils', 'mbonge', 'council.db')
		const sqlite = new SQLite(file)
		const category = sqlite.prepare('select slug from request_categories limit 1').get() as {
			slug: string
		}
		const old = new Date(Date.now() - 30 * 86_400_000).toISOString()
		sqlite
			.prepare(
				`insert into requests (reference, year, number, category, description, location, locale,
				 status, created_at, updated_at, access_key) values (?, 2026, 9999, ?, ?, ?, 'en', 'received', ?, ?, ?)`,
			)
			.run(
				'TEST-9999',
				category.slug,
				'A street light is out',
				'Market road',
				old,
				old,
				'k'.repeat(32),
			)
		sqlite.close()
		const operator = await signedIn()
		const row = (html: string, id: string) =>
			new RegExp(`<tr data-council="${id}">([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? ''
		const list = await until(
			() => operator.get('/'),
			(reply) =>
				row(reply.body, 'buea').includes('Seen ') && row(reply.body, 'mbonge').includes('overdue'),
		)
		const buea = row(list.body, 'buea')
		const mbonge = row(list.body, 'mbonge')
		// What is kept of each includes its office's telephone (said to residents while it is
		// offline), from its own settings.
		const install = new SQLite(path.join(server.dataDir, 'install.db'), { readonly: true })
		const kept = install
			.prepare("select figures from council_health where council = 'mbonge'")
			.get() as { figures: string }
		install.close()
		const council = new SQLite(path.join(server.dataDir, 'councils', 'mbonge', 'council.db'), {
			readonly: true,
		})
		const phone = (
			council.prepare("select value from settings where key = 'phone'").get() as
				{ value: string } | undefined
		)?.value
		council.close()
		expect(JSON.parse(kept.figures).phone).toBe(JSON.parse(phone ?? '""'))
		expect(JSON.parse(kept.figures).phone).not.toBe('')
		expect(buea).toContain('Buea Council')
		expect(buea).toContain('Online')
		expect(mbonge).toContain('Mbonge Council')
		// Each with its identifier beside its name (a council not yet named is told apart).
		expect(buea).toContain('buea · buea.test, www.buea.test')
		// The council's page: its status once, and when its figures were read.
		const own = (await operator.get('/councils/buea')).body
		expect(own.match(/<dt>Status<\/dt>/g)).toHaveLength(1)
		expect(own).toMatch(/<dt>Figures read<\/dt><dd>Seen /)
		// Figures read from each council's own database: the skeleton has pages to write, the sample
		// none; the sample has requests; both use some storage.
		const cells = (html: string) =>
			[...html.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) =>
				m[1]!.replace(/<[^>]+>/g, ' ').trim(),
			)
		const [, , bueaRequests, , bueaStorage, bueaToWrite] = cells(buea)
		expect(Number(bueaToWrite)).toBeGreaterThan(5)
		expect(bueaRequests).toBe('0')
		expect(bueaStorage).toMatch(/\d+(\.\d)? (KB|MB)/)
		const [, mbongePublished, mbongeRequests, , , mbongeToWrite] = cells(mbonge)
		expect(Number(mbongeToWrite)).toBe(0)
		expect(Number.parseInt(mbongeRequests!, 10)).toBeGreaterThan(0)
		expect(mbongeRequests).toMatch(/\b1 overdue/)
		expect(mbongePublished).not.toBe('Never')

		const french = await operator.get('/?lang=fr')
		expect(french.status).toBe(303)
		const fr = await operator.get('/')
		expect(fr.body).toContain('<html lang="fr"')
		expect(fr.body).toContain('Demandes ouvertes')
		expect(fr.body).toContain('Commune de Buea')
		expect(fr.body).toContain('En ligne')
		await operator.get('/?lang=en')
	})

	test('suspends and resumes a council', async () => {
		const operator = await signedIn()
		const buea = new Client(server.origin, { host: 'buea.test' })
		const suspended = await submit(operator, '/councils/buea', '/councils/buea/suspend', {})
		expect(suspended.status).toBe(303)
		const page = await operator.get(suspended.headers.location!)
		expect(page.body).toContain('Council buea is suspended.')
		const offline = await until(
			() => buea.get('/'),
			(reply) => reply.status === 503,
		)
		expect(offline.status).toBe(503)
		expect(offline.headers['retry-after']).toBe('300')
		// A plain page, nothing of the council's site, but whose site it is (from what the install
		// last saw of it; it has no telephone yet).
		expect(offline.body).not.toContain('<nav')
		expect(offline.body).toContain('This website: Buea Council')
		expect(offline.body).toContain('Ce site : Commune de Buea')
		expect(offline.body).not.toContain('tel:')
		expect((await new Client(server.origin, { host: 'mbonge.test' }).get('/')).status).toBe(200)
		const resumed = await submit(operator, '/councils/buea', '/councils/buea/resume', {})
		expect(resumed.status).toBe(303)
		expect(
			(
				await until(
					() => buea.get('/'),
					(reply) => reply.status === 200,
				)
			).status,
		).toBe(200)
	})

	test('exports a council as the backup archive', async () => {
		const operator = await signedIn()
		const csrf = csrfOf((await operator.get('/councils/mbonge')).body)
		// Read as bytes (the test client reads text).
		const body = new URLSearchParams({ csrf }).toString()
		const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
			http
				.request(
					new URL('/councils/mbonge/export', server.origin),
					{
						method: 'POST',
						headers: {
							host: CONSOLE,
							cookie: `agency_session=${operator.cookie('agency_session')}`,
							'content-type': 'application/x-www-form-urlencoded',
							'content-length': String(body.length),
						},
					},
					resolve,
				)
				.on('error', reject)
				.end(body),
		)
		expect(response.statusCode).toBe(200)
		expect(response.headers['content-disposition']).toMatch(
			/attachment; filename="mbonge-[\d-]+\.tar\.gz"/,
		)
		const chunks: Buffer[] = []
		for await (const chunk of response) chunks.push(chunk as Buffer)
		const bytes = Buffer.concat(chunks)
		expect(bytes.length).toBe(Number(response.headers['content-length']))
		const names: string[] = []
		let rows = ''
		let manifest: { format?: string; database?: { tables: { name: string; rows: number }[] } } = {}
		for await (const entry of readArchive(Readable.from([bytes]))) {
			names.push(entry.name)
			const chunks: Buffer[] = []
			for await (const chunk of entry.body) chunks.push(Buffer.from(chunk))
			if (entry.name === 'manifest.json') manifest = JSON.parse(Buffer.concat(chunks).toString())
			if (entry.name.startsWith('database/')) rows += Buffer.concat(chunks).toString()
		}
		expect(manifest.format).toBe('council-site-backup')
		expect(manifest.database?.tables.find((table) => table.name === 'news')?.rows).toBeGreaterThan(
			0,
		)
		expect(names.some((name) => name.startsWith('files/'))).toBe(true)
		// The council's own rows, and nothing of the other council.
		expect(rows).toContain('Mbonge Council')
		expect(rows).not.toContain('Commune de Buea')
	})

	test('deletes a council after a confirmation and a grace period; until then it can be kept', async () => {
		const operator = await signedIn()
		const mismatch = await submit(operator, '/councils/buea', '/councils/buea/delete', {
			confirm: 'mbonge',
		})
		expect(mismatch.status).toBe(400)
		expect(mismatch.body).toContain('Type buea exactly to delete this council.')
		// Its language link leads to the council's page, which can be read (not to the form's
		// address, which only takes a form).
		expect(mismatch.body).toContain('href="/councils/buea?lang=fr"')
		const french = await operator.get('/councils/buea?lang=fr')
		expect(french.status).toBe(303)
		expect((await operator.get(french.headers.location!)).status).toBe(200)
		operator.setCookie('agency_lang', 'en')
		// Kept within the grace period: offline, then back.
		const scheduled = await submit(operator, '/councils/buea', '/councils/buea/delete', {
			confirm: 'buea',
		})
		expect(scheduled.status).toBe(303)
		expect((await operator.get(scheduled.headers.location!)).body).toContain(
			'is offline and will be deleted on',
		)
		const buea = new Client(server.origin, { host: 'buea.test' })
		expect(
			(
				await until(
					() => buea.get('/'),
					(reply) => reply.status === 503,
				)
			).status,
		).toBe(503)
		const kept = await submit(operator, '/councils/buea', '/councils/buea/keep', {})
		expect((await operator.get(kept.headers.location!)).body).toContain(
			'Council buea will not be deleted.',
		)
		await new Promise((resolve) => setTimeout(resolve, GRACE_DAYS * 86_400_000 + 2_000))
		expect(fs.existsSync(path.join(server.dataDir, 'councils', 'buea', 'council.db'))).toBe(true)
		expect((await buea.get('/')).status).toBe(503)
		await submit(operator, '/councils/buea', '/councils/buea/resume', {})
		expect(
			(
				await until(
					() => buea.get('/'),
					(reply) => reply.status === 200,
				)
			).status,
		).toBe(200)

		// Put back online from the command line during its grace period: not deleted after it.
		await submit(operator, '/councils/buea', '/councils/buea/delete', { confirm: 'buea' })
		expect(await command(server.dataDir, 'list')).toMatch(
			/^buea\tsuspended \(to be deleted after /m,
		)
		const resumedByCommand = await command(server.dataDir, 'resume', 'buea')
		expect(resumedByCommand).toContain('Council buea resumed.')
		expect(resumedByCommand).toMatch(/Its deletion, due after .+, is cancelled\./)
		expect(await command(server.dataDir, 'list')).toMatch(/^buea\tactive\t/m)
		await new Promise((resolve) => setTimeout(resolve, GRACE_DAYS * 86_400_000 + 2_000))
		expect((await buea.get('/')).status).toBe(200)
		expect(fs.existsSync(path.join(server.dataDir, 'councils', 'buea', 'council.db'))).toBe(true)
		expect((await operator.get('/councils/buea')).body).not.toContain('will be deleted on')

		// Deleted: its database, files and registry entry go once the grace period is over.
		await submit(operator, '/councils/buea', '/councils/buea/delete', { confirm: 'buea' })
		const gone = await until(
			() => buea.get('/'),
			(reply) => reply.status === 421,
			GRACE_DAYS * 86_400_000 + 15_000,
		)
		expect(gone.status).toBe(421)
		expect(fs.existsSync(path.join(server.dataDir, 'councils', 'buea'))).toBe(false)
		const list = await operator.get('/')
		expect(list.body).not.toContain('data-council="buea"')
		expect(list.body).toContain('data-council="mbonge"')
		expect((await new Client(server.origin, { host: 'mbonge.test' }).get('/')).status).toBe(200)
	}, 60_000)
})
