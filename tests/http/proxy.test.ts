import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { expect, inject, test } from 'vitest'
import { refusalEn } from '../../app/i18n/messages/essentials.en'
import { refusalFr } from '../../app/i18n/messages/essentials.fr'
import { freePort, spawnServer } from '../../scripts/spawn-server.js'

/** Each server starts from a copy of the sample council seeded once for the run (tests/setup/http.ts). */
const seeded = () => inject('seededDataDir')

// The production server's mode, and what it trusts from a request: proxies (TRUST_PROXY), the
// host it is asked for (PUBLIC_URL), and HTTPS. Runs in the Vitest "http" project, each
// test on servers of its own, on free ports.

// Each test starts one to three servers.
const slow = { timeout: 120_000 }

const ADMIN = { email: 'admin@mbonge-council.example', password: 'council-sample-admin-7341' }
const form = 'application/x-www-form-urlencoded'

/** A GET with any Host header (fetch() will not send one of our choosing). */
function get(origin: string, pathname: string, headers: Record<string, string> = {}) {
	return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
		(resolve, reject) => {
			http
				.get(`${origin}${pathname}`, { headers }, (res) => {
					let body = ''
					res.setEncoding('utf8')
					res.on('data', (d) => (body += d))
					res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
				})
				.on('error', reject)
		},
	)
}

/**
 * Starts `node server/index.js` with these variables, expecting it to refuse: resolves with its
 * exit code and output, or fails if it answers /healthz instead.
 */
async function refusesToStart(env: Record<string, string>) {
	const port = await freePort()
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-proxy-test-'))
	const child = spawn(process.execPath, ['server/index.js'], {
		env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, ...env, PORT: String(port) },
	})
	let output = ''
	child.stdout.on('data', (d) => (output += d))
	child.stderr.on('data', (d) => (output += d))
	const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
	try {
		const started = (async () => {
			for (let i = 0; i < 300; i++) {
				const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
					(r) => r.ok,
					() => false,
				)
				if (ok) return 'started' as const
				await new Promise((r) => setTimeout(r, 100))
			}
			return 'timeout' as const
		})()
		const outcome = await Promise.race([exited, started])
		expect(outcome, `the server started:\n${output}`).toBe(1)
		return output
	} finally {
		if (child.exitCode === null) {
			child.kill('SIGTERM')
			await exited
		}
		fs.rmSync(dataDir, { recursive: true, force: true })
	}
}

async function signIn(origin: string, headers: Record<string, string> = {}) {
	return fetch(`${origin}/admin-dtima/login`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': form, Origin: origin, ...headers },
		body: new URLSearchParams({ intent: 'login', ...ADMIN }).toString(),
	})
}

const sessionCookie = (res: Response) =>
	res.headers.getSetCookie().find((c) => c.startsWith('council_session='))

test(
	'node server/index.js serves the production build and says so, whatever NODE_ENV says',
	slow,
	async () => {
		const server = await spawnServer({
			prefix: 'council-proxy-test-',
			copyFrom: seeded(),
			env: { NODE_ENV: 'development' },
		})
		try {
			const health = await fetch(`${server.origin}/healthz`)
			expect(await health.json()).toEqual({ status: 'ok', database: 'sqlite', mode: 'production' })
			expect(server.log()).toContain('NODE_ENV=development ignored')
			expect(server.log()).toMatch(
				/\[start\] serving on http:\/\/127\.0\.0\.1:\d+ \(production mode\)/,
			)
		} finally {
			await server.stop()
		}
	},
)

test(
	'TRUST_PROXY is a number of proxies or their addresses: the address recorded is the one the proxy saw, not one the visitor wrote',
	slow,
	async () => {
		const server = await spawnServer({
			prefix: 'council-proxy-test-',
			copyFrom: seeded(),
			env: { TRUST_PROXY: '1' },
		})
		try {
			// A visitor writes an address of their choosing; the one proxy in front adds the real one.
			const failed = await fetch(`${server.origin}/admin-dtima/login`, {
				method: 'POST',
				redirect: 'manual',
				headers: {
					'Content-Type': form,
					Origin: server.origin,
					'X-Forwarded-For': '203.0.113.66, 198.51.100.23',
				},
				body: new URLSearchParams({ intent: 'login', email: ADMIN.email, password: 'wrong' }),
			})
			expect(failed.status).toBe(401)
			const ok = await signIn(server.origin)
			const cookie = sessionCookie(ok)!.split(';')[0]!
			const log = await (
				await fetch(`${server.origin}/admin-dtima/activity`, { headers: { Cookie: cookie } })
			).text()
			expect(log.includes('198.51.100.23'), 'the address the proxy saw is recorded').toBe(true)
			expect(log.includes('203.0.113.66'), 'the address the visitor wrote is recorded').toBe(false)
		} finally {
			await server.stop()
		}
		// `true` (every hop trusted) is refused with the choices explained.
		const output = await refusesToStart({ TRUST_PROXY: 'true' })
		expect(output).toContain('TRUST_PROXY=true would trust any X-Forwarded-For')
		expect(output).toContain('TRUST_PROXY=1')
		expect(output).not.toContain('could not prepare the database')
	},
)

test(
	'without PUBLIC_URL only this machine’s host names are written into addresses; other hosts get a readable 421',
	slow,
	async () => {
		const server = await spawnServer({ prefix: 'council-proxy-test-', copyFrom: seeded() })
		const port = new URL(server.origin).port
		try {
			for (const pathname of ['/sitemap.xml', '/robots.txt', '/news/feed.xml', '/']) {
				const res = await get(server.origin, pathname, { Host: 'evil.example' })
				expect(res.status, pathname).toBe(421)
				expect(res.headers['cache-control'], pathname).toBe('no-store')
				expect(res.body, pathname).not.toContain('evil.example')
				expect(res.body, pathname).toContain(
					`<h1>${refusalEn['refusal.misdirected.title']} / <span lang="fr">${refusalFr['refusal.misdirected.title']}</span></h1>`,
				)
			}
			const fr = await get(server.origin, '/fr/events/calendar.ics', { Host: 'evil.example:8443' })
			expect(fr.status).toBe(421)
			expect(fr.body).toContain(`<h1>${refusalFr['refusal.misdirected.title']}</h1>`)
			expect(fr.body).toMatch(/^<!doctype html><html data-refusal lang="fr">/)
			// The health check and files answer whatever the host (they write no address).
			expect((await get(server.origin, '/healthz', { Host: 'evil.example' })).status).toBe(200)
			expect((await get(server.origin, '/images/logo.svg', { Host: 'evil.example' })).status).toBe(
				200,
			)
			// This machine's names, any port.
			for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, '[::1]', 'localhost']) {
				const res = await get(server.origin, '/robots.txt', { Host: host })
				expect(res.status, host).toBe(200)
				expect(res.body, host).toContain(`Sitemap: http://${host}/sitemap.xml`)
			}
			// No proxy is trusted: X-Forwarded-Host counts for nothing, not even its port.
			const forwarded = await get(server.origin, '/robots.txt', {
				Host: `127.0.0.1:${port}`,
				'X-Forwarded-Host': 'localhost:9999',
			})
			expect(forwarded.status).toBe(200)
			expect(forwarded.body).toContain(`Sitemap: http://127.0.0.1:${port}/sitemap.xml`)
			const forwardedEvil = await get(server.origin, '/sitemap.xml', {
				'X-Forwarded-Host': 'evil.example',
			})
			expect(forwardedEvil.status).toBe(200)
			expect(forwardedEvil.body).not.toContain('evil.example')
		} finally {
			await server.stop()
		}

		// Behind a trusted proxy, the host it forwards is the one judged.
		const proxied = await spawnServer({
			prefix: 'council-proxy-test-',
			copyFrom: seeded(),
			env: { TRUST_PROXY: '1' },
		})
		try {
			const evil = await get(proxied.origin, '/robots.txt', { 'X-Forwarded-Host': 'evil.example' })
			expect(evil.status).toBe(421)
			const local = await get(proxied.origin, '/robots.txt', {
				'X-Forwarded-Host': 'localhost:8443',
			})
			expect(local.body).toContain('Sitemap: http://localhost:8443/sitemap.xml')
		} finally {
			await proxied.stop()
		}
	},
)

test(
	'listening beyond this machine needs PUBLIC_URL; with it, the request’s host is never written',
	slow,
	async () => {
		const output = await refusesToStart({ HOST: '0.0.0.0' })
		expect(output).toContain(
			'HOST=0.0.0.0 lets other machines reach the server, but PUBLIC_URL is not set',
		)
		expect(output).not.toContain('could not prepare the database')

		const server = await spawnServer({
			prefix: 'council-proxy-test-',
			copyFrom: seeded(),
			env: { HOST: '0.0.0.0', PUBLIC_URL: 'https://council.example.test' },
		})
		try {
			const robots = await get(server.origin, '/robots.txt', { Host: 'evil.example' })
			expect(robots.status).toBe(200)
			expect(robots.body).toContain('Sitemap: https://council.example.test/sitemap.xml')
			expect(robots.body).not.toContain('evil.example')
		} finally {
			await server.stop()
		}
	},
)

test(
	'an https:// PUBLIC_URL makes cookies Secure and sends HSTS, even when the TLS proxy speaks plain HTTP',
	slow,
	async () => {
		const publicUrl = 'https://council.example.test'
		// Default settings otherwise: no TRUST_PROXY, so every request looks like plain HTTP here.
		const server = await spawnServer({
			prefix: 'council-proxy-test-',
			copyFrom: seeded(),
			env: { PUBLIC_URL: publicUrl },
		})
		const hsts = 'max-age=31536000; includeSubDomains'
		try {
			const home = await fetch(server.origin)
			expect(home.headers.get('strict-transport-security')).toBe(hsts)
			const asset = /["'(](\/assets\/(?:islands\/)?[\w.-]+\.js)/.exec(await home.text())?.[1]
			for (const pathname of [asset!, '/images/logo.svg', '/fr/news', '/admin-dtima/login']) {
				const res = await fetch(`${server.origin}${pathname}`, { redirect: 'manual' })
				expect(res.headers.get('strict-transport-security'), pathname).toBe(hsts)
			}

			// The public language memory (the toggle is a same-site navigation).
			const toggle = await fetch(`${server.origin}/fr`, {
				headers: { 'Sec-Fetch-Site': 'same-origin' },
			})
			expect(toggle.headers.get('set-cookie')).toMatch(/^lang=fr;.*; Secure/)

			// Sign-in from the public address's page: the session cookie is Secure.
			const signedIn = await signIn(server.origin, { Origin: publicUrl })
			expect(signedIn.status).toBe(302)
			expect(sessionCookie(signedIn)).toMatch(
				/^council_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure$/,
			)
			// The staff area's language, chosen on the sign-in page.
			const language = await fetch(`${server.origin}/admin-dtima/login`, {
				method: 'POST',
				redirect: 'manual',
				headers: { 'Content-Type': form, Origin: publicUrl },
				body: new URLSearchParams({ intent: 'language', locale: 'fr' }),
			})
			expect(language.headers.get('set-cookie')).toMatch(/^admin_lang=fr;.*; Secure$/)
		} finally {
			await server.stop()
		}
	},
)
