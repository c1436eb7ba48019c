// `node scripts/smoke.js`: a quick start-and-crawl check of the built site on whatever Node.js runs
// it (CI runs the whole suite on Node 24 and this on Node 22). On a fresh data folder it starts the
// production server (migrations and the sample council), walks the public pages in both languages
// by their links, signs in to the staff area, stops, then starts again on the same database (where
// a native driver that fails at exit or at its next start shows) and walks again.
// Exits 1 with what failed. Needs a build (`npm run build`).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnServer } from './spawn-server.js'

const MAX_PAGES = 160
const SAMPLE_ADMIN = {
	email: 'admin@mbonge-council.example',
	password: 'council-sample-admin-7341',
}

const failures = []

/** Follows same-site links from `/` and `/fr`, breadth first; every page must answer 200. */
async function crawl(origin) {
	const seen = new Set(['/', '/fr'])
	const queue = ['/', '/fr']
	let pages = 0
	while (queue.length && pages < MAX_PAGES) {
		const target = queue.shift()
		const res = await fetch(origin + target, { redirect: 'manual' })
		pages++
		if (res.status !== 200) {
			failures.push(`${target}: ${res.status}`)
			await res.arrayBuffer()
			continue
		}
		if (!(res.headers.get('content-type') ?? '').includes('text/html')) {
			await res.arrayBuffer()
			continue
		}
		const html = await res.text()
		for (const [, href] of html.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)/g)) {
			const link = href.replaceAll('&amp;', '&')
			// The staff area is checked by signing in; files are not pages.
			if (link.startsWith('/admin-dtima') || link.startsWith('/files/') || seen.has(link)) continue
			seen.add(link)
			queue.push(link)
		}
	}
	return pages
}

/** Signs in as the sample administrator by the sign-in form, then opens the dashboard. */
async function signIn(origin) {
	const form = new URLSearchParams({ intent: 'login', ...SAMPLE_ADMIN })
	const res = await fetch(`${origin}/admin-dtima/login`, {
		method: 'POST',
		body: form,
		redirect: 'manual',
		headers: { origin },
	})
	const cookie = (res.headers.getSetCookie?.() ?? [])
		.map((c) => c.split(';')[0])
		.find((c) => c.startsWith('council_session='))
	await res.arrayBuffer()
	if (res.status !== 302 || !cookie) return failures.push(`sign-in: ${res.status}, no session`)
	const dashboard = await fetch(`${origin}/admin-dtima`, { headers: { cookie } })
	const html = await dashboard.text()
	if (dashboard.status !== 200 || !html.includes('name="csrf"'))
		failures.push(`dashboard after sign-in: ${dashboard.status}`)
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-smoke-'))
try {
	for (const start of ['first start', 'second start']) {
		const server = await spawnServer({ prefix: 'council-smoke-', env: { DATA_DIR: dataDir } })
		try {
			const pages = await crawl(server.origin)
			await signIn(server.origin)
			server.child.kill('SIGTERM')
			const code = await server.exited
			if (code !== 0 || server.child.signalCode)
				failures.push(`${start}: exit ${code ?? server.child.signalCode}\n${server.log()}`)
			console.log(
				`[smoke] Node ${process.version}, ${start}: ${pages} pages walked, signed in, exit ${code}`,
			)
		} finally {
			await server.stop()
		}
	}
} catch (error) {
	failures.push(String(error?.stack ?? error))
} finally {
	fs.rmSync(dataDir, { recursive: true, force: true })
}

if (failures.length) {
	console.error(`[smoke] ${failures.length} problem(s):\n${failures.join('\n')}`)
	process.exit(1)
}
console.log('[smoke] passed')
