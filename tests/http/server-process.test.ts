import crypto from 'node:crypto'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { expect, inject, test } from 'vitest'
import { refusalEn } from '../../app/i18n/messages/essentials.en'
import { refusalFr } from '../../app/i18n/messages/essentials.fr'
import { freePort, SERVER_NODE_ARGS, spawnServer } from '../../scripts/spawn-server.js'
import { MALLOC_TUNABLES } from '../../server/malloc.js'

// The production server as a process: health check, headers, graceful shutdown. Runs in the Vitest
// "http" project, each test against its own server instance on a free port and data folder.

/**
 * A server from a copy of the sample council seeded once for the run (tests/setup/http.ts), or,
 * `firstStart`, on an empty folder: it seeds the council as a first start does.
 */
async function startServer({
	firstStart = false,
	env = {},
}: { firstStart?: boolean; env?: Record<string, string> } = {}) {
	const server = await spawnServer({
		prefix: 'council-server-test-',
		copyFrom: firstStart ? undefined : inject('seededDataDir'),
		env,
	})
	return { ...server, base: server.origin }
}

test('health check reports the database', async () => {
	const server = await startServer({ firstStart: true })
	try {
		const res = await fetch(`${server.base}/healthz`)
		expect(res.status).toBe(200)
		expect(await res.json()).toEqual({ status: 'ok', database: 'sqlite', mode: 'production' })
		expect(res.headers.get('cache-control')).toBe('no-store')
		expect(server.log()).toContain('seeded the sample council')
		expect(fs.existsSync(path.join(server.dataDir, 'council.db'))).toBe(true)
	} finally {
		await server.stop()
	}
})

test('public pages allow exactly their own inline scripts by hash; staff pages by a fresh nonce', async () => {
	const server = await startServer()
	try {
		const sha = (text: string) =>
			`'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`
		const scriptSrc = (csp: string) =>
			csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
		// A public page is stored and shared (decision 035): no nonce, the hash of each inline script.
		for (const pass of ['first', 'stored']) {
			const res = await fetch(`${server.base}/fr`)
			// Stored: sent by the full stack (`hit`) or before it (`fast`), with the same headers.
			expect(res.headers.get('x-page-cache'), pass).toMatch(
				pass === 'first' ? /^miss$/ : /^(hit|fast)$/,
			)
			const csp = res.headers.get('content-security-policy') ?? ''
			expect(csp).not.toContain("'nonce-")
			expect(scriptSrc(csp)).not.toContain('unsafe-inline')
			expect(csp).toContain("frame-ancestors 'none'")
			expect(csp).not.toMatch(/https?:\/\//) // no third-party origin
			expect(res.headers.get('x-content-type-options')).toBe('nosniff')
			expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
			expect(res.headers.get('x-powered-by')).toBeNull()
			expect(res.headers.get('strict-transport-security')).toBeNull() // plain http here
			const html = await res.text()
			const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
				(m) => !/\ssrc=/.test(m[1]!) && !m[1]!.includes('application/ld+json'),
			)
			// The islands' loader (decision 058): the one inline script, allowed by its hash.
			expect(inline).toHaveLength(1)
			expect(inline[0]![2]).toContain('/assets/islands/')
			const allowed = scriptSrc(csp).trim().split(/\s+/).slice(1)
			expect(allowed.sort()).toEqual(["'self'", ...new Set(inline.map((m) => sha(m[2]!)))].sort())
		}
		// The staff area is never stored: a fresh nonce on every response, on every inline script.
		const staff = async () => {
			const res = await fetch(`${server.base}/admin-dtima/login`)
			const csp = res.headers.get('content-security-policy') ?? ''
			const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
			expect(nonce).toBeTruthy()
			expect(scriptSrc(csp)).not.toContain('unsafe-inline')
			const html = await res.text()
			const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
			expect(scripts.length).toBeGreaterThan(0)
			for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
			return nonce
		}
		expect(await staff()).not.toBe(await staff())
	} finally {
		await server.stop()
	}
})

test('fingerprinted assets: brotli, cached for a year, nosniff', async () => {
	const server = await startServer()
	try {
		const html = await (await fetch(server.base)).text()
		const asset = /\/assets\/(?:islands\/)?[\w.-]+\.js/.exec(html)?.[0]
		expect(asset).toBeTruthy()
		const res = await fetch(`${server.base}${asset}`, { headers: { 'accept-encoding': 'br' } })
		expect(res.status).toBe(200)
		expect(res.headers.get('content-encoding')).toBe('br')
		expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
		expect(res.headers.get('content-type')).toMatch(/javascript/)
		expect(res.headers.get('x-content-type-options')).toBe('nosniff')
		const missing = await fetch(`${server.base}/assets/../../package.json`)
		expect(missing.status).toBe(404)
	} finally {
		await server.stop()
	}
})

/** GET over a given keep-alive agent, resolving with status, headers and body. */
function get(agent: http.Agent, url: string) {
	return new Promise<{ status: number; connection: string | undefined; body: string }>(
		(resolve, reject) => {
			http
				.get(url, { agent }, (res) => {
					let body = ''
					res.setEncoding('utf8')
					res.on('data', (d) => (body += d))
					res.on('end', () =>
						resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
					)
				})
				.on('error', reject)
		},
	)
}

test('SIGTERM under load: every request that reached the server is answered, clients are told to go, then it exits cleanly', async () => {
	// Three seconds of drain: the new connections below are made well within it on a busy machine.
	const server = await spawnServer({
		prefix: 'council-server-test-',
		copyFrom: inject('seededDataDir'),
		env: { SHUTDOWN_DRAIN_MS: '3000' },
	})
	const pages = ['/', '/fr', '/news', '/search?q=market', '/government/cabinet', '/fr/events']
	const errors: string[] = []
	let answered = 0
	let signalled = false
	let toldToGo = 0
	// Forty readers, each on a keep-alive connection of its own, asking page after page until the
	// server says `Connection: close` (as a browser or a proxy would then stop using it).
	const reader = async (n: number) => {
		const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
		try {
			for (let i = n; ; i++) {
				const res = await get(agent, `${server.origin}${pages[i % pages.length]}`).catch(
					(error: Error) => {
						errors.push(`${(error as { code?: string }).code ?? error.message}`)
						return undefined
					},
				)
				if (!res) return
				if (res.status !== 200 || !res.body.includes('</html>')) errors.push(`status ${res.status}`)
				answered++
				if (res.connection === 'close') {
					if (!signalled) errors.push('told to go before the signal')
					toldToGo++
					return
				}
			}
		} finally {
			agent.destroy()
		}
	}
	try {
		// Pages stored first, then the load.
		for (const page of pages) await fetch(`${server.origin}${page}`).then((r) => r.arrayBuffer())
		const readers = Array.from({ length: 40 }, (_, n) => reader(n))
		while (answered < 120) await new Promise((resolve) => setTimeout(resolve, 20))
		signalled = true
		server.child.kill('SIGTERM')
		// Still accepting during the drain: a load balancer is told to stop (once the busy process
		// has read the signal), a new reader is answered.
		let health: Response | undefined
		for (let tries = 0; tries < 40; tries++) {
			health = await fetch(`${server.origin}/healthz`)
			if (health.status !== 200) break
			await health.arrayBuffer()
			await new Promise((resolve) => setTimeout(resolve, 50))
		}
		expect(health!.status, server.log().slice(-600)).toBe(503)
		expect(await health!.json()).toMatchObject({ status: 'stopping' })
		const late = await get(new http.Agent({ keepAlive: false }), `${server.origin}/news`)
		expect(late.status).toBe(200)
		expect(late.connection).toBe('close')
		await Promise.all(readers)
		expect(errors).toEqual([])
		expect(toldToGo).toBe(40)
		expect(await server.exited).toBe(0)
		expect(server.log()).toContain('closed cleanly')
		// No longer accepting connections.
		await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow()
	} finally {
		await server.stop()
	}
})

test('after SIGTERM the listener stays open while new connections keep coming: none is reset or refused', async () => {
	// A short drain, and a balancer that learns of the stop late: it polls /healthz, and its
	// clients go on opening new connections (one per request) for 600 ms after it saw 503.
	const server = await spawnServer({
		prefix: 'council-server-test-',
		copyFrom: inject('seededDataDir'),
		env: { SHUTDOWN_DRAIN_MS: '100' },
	})
	const BALANCER_LAG_MS = 600
	let goneAt = 0
	const errors: string[] = []
	let answered = 0
	const fresh = () => new http.Agent({ keepAlive: false })
	const client = async (n: number) => {
		for (let i = n; !goneAt || Date.now() < goneAt + BALANCER_LAG_MS; i++) {
			const res = await get(fresh(), `${server.origin}${i % 2 ? '/events' : '/fr/events'}`).catch(
				(error: Error) => errors.push((error as { code?: string }).code ?? error.message),
			)
			if (typeof res === 'object') {
				if (res.status !== 200) errors.push(`status ${res.status}`)
				answered++
			}
		}
	}
	const balancer = async () => {
		while (!goneAt) {
			const health = await fetch(`${server.origin}/healthz`).then(
				async (r) => (await r.arrayBuffer(), r.status),
				() => 0,
			)
			if (health !== 200) goneAt = Date.now()
			else await new Promise((resolve) => setTimeout(resolve, 25))
		}
	}
	try {
		const clients = Array.from({ length: 8 }, (_, n) => client(n))
		while (answered < 40) await new Promise((resolve) => setTimeout(resolve, 20))
		const watching = balancer()
		server.child.kill('SIGTERM')
		await watching
		await Promise.all(clients)
		expect(errors).toEqual([])
		expect(await server.exited).toBe(0)
		expect(server.log()).toContain('closed cleanly')
		await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow()
	} finally {
		await server.stop()
	}
})

test.runIf(process.platform === 'linux')(
	'the port has several listening sockets, and connections accepted by any of them are answered and drained on SIGTERM',
	async () => {
		const server = await startServer()
		try {
			const port = Number(new URL(server.origin).port)
			const listening = ['/proc/net/tcp', '/proc/net/tcp6']
				.filter((file) => fs.existsSync(file))
				.flatMap((file) => fs.readFileSync(file, 'utf8').split('\n').slice(1))
				.map((line) => line.trim().split(/\s+/))
				.filter(
					(f) =>
						f[1]?.endsWith(`:${port.toString(16).toUpperCase().padStart(4, '0')}`) && f[3] === '0A',
				)
			expect(listening.length).toBe(32)
			// Fresh connections land on sockets the kernel chooses: every one is answered.
			const statuses = await Promise.all(
				Array.from({ length: 64 }, () =>
					get(new http.Agent({ keepAlive: false }), `${server.origin}/healthz`).then(
						(r) => r.status,
					),
				),
			)
			expect(statuses).toEqual(Array(64).fill(200))
			// Connections still open (accepted by any socket) keep the process until they are idle.
			const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
			await Promise.all(Array.from({ length: 16 }, () => get(agent, `${server.origin}/events`)))
			server.child.kill('SIGTERM')
			expect(await server.exited).toBe(0)
			expect(server.log()).toContain('closed cleanly')
			agent.destroy()
		} finally {
			await server.stop()
		}
	},
)

test('npm start and npm run serve give Node the options the tests and benches start the server with', () => {
	const scripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts
	for (const name of ['start', 'serve']) {
		const options = scripts[name].split(/\s+/).filter((word: string) => word.startsWith('--'))
		expect(options, name).toEqual(SERVER_NODE_ARGS)
	}
})

/** The environment the server's process runs with now, as the system sees it. */
function environmentOf(pid: number) {
	return fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
}

test('the server starts again at once with malloc told to give freed memory back (Linux, glibc)', async () => {
	const server = await startServer()
	try {
		// The same process (execve keeps its id): what a service manager started is what serves.
		expect(environmentOf(server.child.pid!)).toContain(`GLIBC_TUNABLES=${MALLOC_TUNABLES}`)
		expect(await (await fetch(`${server.origin}/healthz`)).json()).toMatchObject({ status: 'ok' })
	} finally {
		await server.stop()
	}
})

test('an operator’s own GLIBC_TUNABLES is kept as it is', async () => {
	const own = 'glibc.malloc.arena_max=2'
	const server = await startServer({ env: { GLIBC_TUNABLES: own } })
	try {
		const environment = environmentOf(server.child.pid!)
		expect(environment).toContain(`GLIBC_TUNABLES=${own}`)
		expect(environment.filter((line) => line.startsWith('GLIBC_TUNABLES='))).toHaveLength(1)
	} finally {
		await server.stop()
	}
})

/** A busy spell: 1,000 requests, eight at a time. */
async function busySpell(origin: string, agent: http.Agent) {
	const paths = ['/', '/fr', '/news', '/events', '/healthz']
	for (let i = 0; i < 1_000; i += 8)
		await Promise.all(
			Array.from({ length: 8 }, (_, n) => get(agent, `${origin}${paths[(i + n) % 5]}`)),
		)
}

test('a pause of a few seconds after a busy spell is not taken for its end', async () => {
	const server = await startServer()
	try {
		const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
		await busySpell(server.origin, agent)
		agent.destroy()
		// Collected then, the next burst would meet a young generation at its smallest (decision 048).
		await new Promise((resolve) => setTimeout(resolve, 3_500))
		expect(server.log()).not.toContain('[memory] quiet')
	} finally {
		await server.stop()
	}
})

test('after a busy spell, once requests stop, the server collects its garbage and gives memory back', async () => {
	// The quiet it waits for, shorter than the 10 s a server starts with, to keep the test short.
	const quietMs = 2_000
	const server = await startServer({ env: { MEMORY_QUIET_MS: String(quietMs) } })
	try {
		const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
		await busySpell(server.origin, agent)
		const pause = () => new Promise((resolve) => setTimeout(resolve, quietMs * 0.7))
		// A pause shorter than the quiet, then one more reader: the spell goes on, uncollected
		// (a collection in a crowd's pause made the next burst start at half speed).
		await pause()
		await get(agent, `${server.origin}/`)
		await pause()
		agent.destroy()
		expect(server.log()).not.toContain('[memory] quiet')
		const deadline = Date.now() + 8_000
		while (!server.log().includes('[memory] quiet') && Date.now() < deadline)
			await new Promise((resolve) => setTimeout(resolve, 100))
		const line =
			/\[memory\] quiet after (\d+) requests: collected in (\d+) ms, resident (\d+) → (\d+) MB/.exec(
				server.log(),
			)
		expect(line, server.log().slice(-2_000)).not.toBeNull()
		expect(Number(line![1])).toBeGreaterThanOrEqual(1_000)
		expect(Number(line![4])).toBeLessThanOrEqual(Number(line![3]))
		// Once: a quiet server is not collected again and again.
		await new Promise((resolve) => setTimeout(resolve, 1_500))
		expect(server.log().match(/\[memory\] quiet/g)).toHaveLength(1)
	} finally {
		await server.stop()
	}
})

test('a database that cannot be opened stops start-up with a clear message', async () => {
	const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'council-bad-')), 'file')
	fs.writeFileSync(blocker, 'not a folder')
	const child = spawn('node', ['server/index.js'], {
		env: {
			...process.env,
			PORT: String(await freePort()),
			HOST: '127.0.0.1',
			DATA_DIR: blocker,
			NODE_ENV: 'production',
		},
	})
	let output = ''
	child.stderr.on('data', (d) => (output += d))
	const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
	expect(code).toBe(1)
	expect(output).toContain('could not prepare the database')
})

test('security headers on every kind of response: pages, staff area, assets, uploads, errors; HSTS over HTTPS', async () => {
	const server = await spawnServer({
		prefix: 'council-server-test-',
		copyFrom: inject('seededDataDir'),
		env: { TRUST_PROXY: 'loopback' },
	})
	const get = (path: string, init: RequestInit = {}) =>
		fetch(`${server.origin}${path}`, { redirect: 'manual', ...init })
	try {
		const home = await get('/')
		const html = await home.text()
		const asset = /["'(](\/assets\/(?:islands\/)?[\w.-]+\.js)/.exec(html)?.[1]
		expect(asset).toBeTruthy()
		const responses: [string, Response, 'document' | 'file'][] = [
			['public page', home, 'document'],
			['French page', await get('/fr/government/cabinet'), 'document'],
			['staff area, anonymous (redirect)', await get('/admin-dtima/users'), 'document'],
			['sign-in page', await get('/admin-dtima/login'), 'document'],
			['404 page', await get('/no-such-page'), 'document'],
			[
				'forged POST (403)',
				await get('/admin-dtima/content/news', {
					method: 'POST',
					headers: {
						Origin: 'https://evil.example',
						'Content-Type': 'application/x-www-form-urlencoded',
					},
					body: 'intent=delete&id=1',
				}),
				'document',
			],
			['script', await get(asset!), 'file'],
			['image', await get('/images/logo.svg'), 'file'],
			['missing upload', await get('/uploads/0000000000000000000a-400.webp'), 'file'],
		]
		for (const [what, res, kind] of responses) {
			const h = res.headers
			expect(h.get('x-content-type-options'), what).toBe('nosniff')
			expect(h.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin')
			expect(h.get('content-security-policy'), what).toContain("frame-ancestors 'none'")
			expect(h.get('x-powered-by'), what).toBeNull()
			expect(h.get('server'), what).toBeNull()
			expect(h.get('strict-transport-security'), what).toBeNull()
			if (kind === 'document') {
				expect(h.get('permissions-policy'), what).toContain('camera=()')
				expect(h.get('x-request-id'), what).toMatch(/^[0-9a-f-]{36}$/)
			} else {
				expect(h.get('content-security-policy'), what).toContain("default-src 'none'")
			}
		}
		expect(responses[2]![1].status).toBe(302)
		expect(responses[4]![1].status).toBe(404)
		expect(responses[5]![1].status).toBe(403)
		expect(responses[8]![1].status).toBe(404)
		// Behind a proxy that says the visitor used HTTPS: HSTS on documents and files, and the
		// session cookie is Secure.
		const https = { headers: { 'X-Forwarded-Proto': 'https' } }
		for (const path of ['/', asset!, '/admin-dtima/login']) {
			const res = await get(path, https)
			expect(res.headers.get('strict-transport-security'), path).toBe(
				'max-age=31536000; includeSubDomains',
			)
		}
		const signIn = await get('/admin-dtima/login', {
			method: 'POST',
			headers: {
				'X-Forwarded-Proto': 'https',
				Origin: `https://${new URL(server.origin).host}`,
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			body: new URLSearchParams({
				intent: 'login',
				email: 'admin@mbonge-council.example',
				password: 'council-sample-admin-7341',
			}).toString(),
		})
		expect(signIn.status).toBe(302)
		expect(signIn.headers.get('set-cookie')).toMatch(
			/^council_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure$/,
		)
	} finally {
		await server.stop()
	}
})

test('requests refused before any page renders get a short readable page, in the page’s language when known', async () => {
	const server = await spawnServer({
		prefix: 'council-server-test-',
		copyFrom: inject('seededDataDir'),
	})
	const MARK = 'x9echo'
	const form = 'application/x-www-form-urlencoded'
	const cases: {
		what: string
		path: string
		init?: RequestInit
		status: number
		lang: 'en' | 'fr' | 'both'
		title: keyof typeof refusalEn
		home: string
	}[] = [
		{
			what: 'undecodable path',
			path: `/news/%ff${MARK}`,
			status: 400,
			lang: 'both',
			title: 'refusal.badAddress.title',
			home: '/',
		},
		{
			what: 'undecodable French path',
			path: `/fr/news/%ff${MARK}`,
			status: 400,
			lang: 'fr',
			title: 'refusal.badAddress.title',
			home: '/fr',
		},
		{
			what: 'NUL in the path',
			path: `/news/x%00${MARK}`,
			status: 400,
			lang: 'both',
			title: 'refusal.badAddress.title',
			home: '/',
		},
		{
			what: 'cross-site POST, staff area in French',
			path: '/admin-dtima/content/news',
			init: {
				method: 'POST',
				headers: { Origin: 'https://evil.example', 'Content-Type': form, Cookie: 'admin_lang=fr' },
				body: `intent=delete&id=1&title_en=${MARK}`,
			},
			status: 403,
			lang: 'fr',
			title: 'refusal.crossSite.title',
			home: '/admin-dtima',
		},
		{
			what: 'wrong content type',
			path: '/admin-dtima/login',
			init: {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: `{"email":"${MARK}"}`,
			},
			status: 415,
			lang: 'both',
			title: 'refusal.unsupported.title',
			home: '/admin-dtima',
		},
		{
			what: 'form too large, staff area in English',
			path: '/admin-dtima/login',
			init: {
				method: 'POST',
				headers: { 'Content-Type': form, Cookie: 'admin_lang=en' },
				body: `intent=login&email=${MARK}${'a'.repeat(20_000)}`,
			},
			status: 413,
			lang: 'en',
			title: 'refusal.tooLarge.title',
			home: '/admin-dtima',
		},
		{
			what: 'NUL in a form field',
			path: '/admin-dtima/login',
			init: {
				method: 'POST',
				headers: { 'Content-Type': form },
				body: `intent=login&email=${MARK}%00&password=x`,
			},
			status: 400,
			lang: 'both',
			title: 'refusal.unreadable.title',
			home: '/admin-dtima',
		},
	]
	try {
		for (const c of cases) {
			const res = await fetch(`${server.origin}${c.path}`, { redirect: 'manual', ...c.init })
			const html = await res.text()
			expect(res.status, c.what).toBe(c.status)
			expect(res.headers.get('content-type'), c.what).toBe('text/html; charset=utf-8')
			expect(res.headers.get('x-content-type-options'), c.what).toBe('nosniff')
			const csp = res.headers.get('content-security-policy') ?? ''
			expect(csp, c.what).toContain("frame-ancestors 'none'")
			expect(csp, c.what).toMatch(/script-src 'self' 'nonce-[^']+';/)
			expect(/^<!doctype html><html[^>]* lang="(en|fr)"/.exec(html)?.[1], c.what).toBe(
				c.lang === 'fr' ? 'fr' : 'en',
			)
			expect(html, c.what).toContain('<meta charset="utf-8">')
			// Self-contained: no script, no stylesheet or image to fetch.
			expect(html, c.what).not.toMatch(/<script|<link|<img|src=/)
			// Nothing from the request comes back.
			expect(html, c.what).not.toContain(MARK)
			const heading = /<h1>(.*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '')
			const title = /<title>(.*?)<\/title>/.exec(html)?.[1]
			const expected =
				c.lang === 'both'
					? `${refusalEn[c.title]} / ${refusalFr[c.title]}`
					: (c.lang === 'en' ? refusalEn : refusalFr)[c.title]
			expect(heading, c.what).toBe(expected)
			expect(title, c.what).toBe(expected)
			// In both languages, the French part is marked as French.
			expect(html.includes('<section lang="fr">'), c.what).toBe(c.lang === 'both')
			expect(html, c.what).toContain(`<a href="${c.home}">`)
		}
	} finally {
		await server.stop()
	}
})
