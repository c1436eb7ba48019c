// `npm run bench:password`: how long a password's strength estimate holds the server's main
// thread, for the worst passwords one can send (256 random characters, 256 repeated ones,
// l33t-speak symbols) and a long passphrase. The estimate (zxcvbn) is CPU work; since issue 32 it
// runs in a worker thread, so the figure that matters is how long the main thread (which answers
// every other visitor) is held meanwhile.
//
// 1. In this process: checkPasswordStrength itself (loaded from the source through Vite), the
//    longest the main thread went without turning (a 1 ms timer's longest gap) and the estimate's
//    wall time, the first from cold (the worker starts and loads the dictionaries).
// 2. On the real server: the account form's answer time, and the slowest /healthz answer while it
//    runs (a stand-in for "everyone else"), with a wrong current password (no estimate at all) and
//    the right one (the confirmation differs, so nothing is ever changed).
//
// A measuring tool, not a test: it prints figures against the goal and exits 1 only when something
// did not work. See README.md.
//
//   node bench/password-strength.js [--runs N] [--build]
import crypto from 'node:crypto'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { createServer } from 'vite'
import { spawnServer } from '../scripts/spawn-server.js'
import { ensureBuild, root } from './build.js'

const GOAL_MS = 50
const ADMIN = { email: 'admin@mbonge-council.example', password: 'council-sample-admin-7341' }

function parseArgs(argv) {
	const options = { runs: 5, build: false }
	for (let i = 0; i < argv.length; i++) {
		const [name, inline] = argv[i].split('=')
		if (name === '--runs') options.runs = Number(inline ?? argv[++i])
		else if (name === '--build') options.build = true
		else {
			console.error('usage: node bench/password-strength.js [--runs N] [--build]')
			process.exit(2)
		}
	}
	if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs ≥ 1')
	return options
}

const printable = (n) =>
	[...crypto.randomBytes(n)].map((b) => String.fromCharCode(0x21 + (b % 94))).join('')
const passwords = {
	'256 random characters': () => printable(256),
	'256 repeated characters': () => 'a'.repeat(256),
	'256 l33t-speak symbols': () =>
		[...crypto.randomBytes(256)].map((b) => '4@31!0|7+$5(<{[2689'[b % 19]).join(''),
	'64 random characters': () => printable(64),
	'120-character passphrase': () =>
		'lantern mango river quiet harbour pepper violet canoe thunder saffron orchard market bridge',
}

async function signIn(origin) {
	const response = await fetch(`${origin}/admin-dtima/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
		body: new URLSearchParams({ intent: 'login', ...ADMIN, redirectTo: '/admin-dtima' }),
		redirect: 'manual',
	})
	const cookie = (response.headers.getSetCookie?.() ?? [])
		.map((c) => c.split(';')[0])
		.find((c) => c.startsWith('council_session='))
	if (response.status !== 302 || !cookie) throw new Error(`sign-in failed: ${response.status}`)
	const page = await (await fetch(`${origin}/admin-dtima/account`, { headers: { cookie } })).text()
	const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1]
	if (!csrf) throw new Error('no CSRF token on the account page')
	return { cookie, csrf }
}

/**
 * One account-form submission (the confirmation differs, so nothing is ever changed), with
 * /healthz asked back to back meanwhile: its answer time and the slowest health answer.
 */
async function change(origin, session, current, password) {
	let running = true
	let stall = 0
	const watcher = (async () => {
		while (running) {
			const t = performance.now()
			await (await fetch(`${origin}/healthz`)).arrayBuffer()
			stall = Math.max(stall, performance.now() - t)
		}
	})()
	const t0 = performance.now()
	const response = await fetch(`${origin}/admin-dtima/account`, {
		method: 'POST',
		headers: {
			'content-type': 'application/x-www-form-urlencoded',
			cookie: session.cookie,
			origin,
		},
		body: new URLSearchParams({
			csrf: session.csrf,
			current,
			password,
			confirm: `${password}x`,
		}),
		redirect: 'manual',
	})
	await response.text()
	const ms = performance.now() - t0
	running = false
	await watcher
	if (response.status !== 400)
		throw new Error(`expected 400 (nothing changed), got ${response.status}`)
	return { ms, stall }
}

/** checkPasswordStrength from the source, without the React Router plugin (Vite's SSR loader). */
async function loadPasswordModule() {
	const vite = await createServer({
		root,
		configFile: false,
		logLevel: 'error',
		appType: 'custom',
		server: { middlewareMode: true, hmr: false, ws: false },
		optimizeDeps: { noDiscovery: true, include: [] },
	})
	try {
		return await vite.ssrLoadModule('/app/auth/password.server.ts')
	} finally {
		await vite.close()
	}
}

/** One estimate, with the longest the main thread was held meanwhile. */
async function measured(module, password) {
	let held = 0
	let last = performance.now()
	const tick = setInterval(() => {
		const now = performance.now()
		held = Math.max(held, now - last)
		last = now
	}, 1)
	const t = performance.now()
	const result = await module.checkPasswordStrength(password, 'en')
	const wall = performance.now() - t
	clearInterval(tick)
	held = Math.max(held, performance.now() - last)
	return { held, wall, verdict: result.ok ? 'accepted' : `refused (${result.reason})` }
}

async function inProcess(module, runs) {
	console.log(
		`\n1. checkPasswordStrength in this process (estimates the first ${module.ESTIMATE_CHARS} characters, in a worker)`,
	)
	console.log(
		`${'password'.padEnd(26)} ${'main thread held (max)'.padStart(23)} ${'estimate (median)'.padStart(18)}  verdict`,
	)
	await module.stopPasswordEstimator()
	const cold = await measured(module, passwords['256 random characters']())
	console.log(
		`${'first, from cold'.padEnd(26)} ${fmt(cold.held).padStart(23)} ${fmt(cold.wall).padStart(18)}  ${cold.verdict}`,
	)
	let worst = cold.held
	for (const [name, make] of Object.entries(passwords)) {
		const runsOf = []
		for (let i = 0; i < runs; i++) runsOf.push(await measured(module, make()))
		const held = Math.max(...runsOf.map((r) => r.held))
		worst = Math.max(worst, held)
		console.log(
			`${name.padEnd(26)} ${fmt(held).padStart(23)} ${fmt(median(runsOf.map((r) => r.wall))).padStart(18)}  ${runsOf[0].verdict}`,
		)
	}
	await module.stopPasswordEstimator()
	return worst
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]
const fmt = (ms) => `${Math.round(ms)} ms`.padStart(8)

async function main() {
	const options = parseArgs(process.argv.slice(2))
	const load = () =>
		os
			.loadavg()
			.map((l) => l.toFixed(2))
			.join(' ')
	console.log(
		`[bench:password] ${options.runs} runs each on ${os.cpus().length} CPUs; load average ${load()}; ` +
			`goal: an estimate holds the main thread ≤ ${GOAL_MS} ms`,
	)
	const heldWorst = await inProcess(await loadPasswordModule(), options.runs)

	ensureBuild(options.build, 'bench:password')
	const server = await spawnServer({ prefix: 'council-bench-password-' })
	let worst = 0
	try {
		const session = await signIn(server.origin)
		// Warm-up: the first estimate loads the dictionaries' code paths.
		await change(server.origin, session, ADMIN.password, 'warm-up passphrase of words')
		console.log(`\n2. The account form on the real server (load average ${load()})`)
		console.log(
			`${'new password'.padEnd(26)} ${'current'.padEnd(6)} ${'answer (median)'.padStart(16)} ${'slowest /healthz meanwhile'.padStart(28)}`,
		)
		for (const [name, make] of Object.entries(passwords)) {
			for (const [label, current] of [
				['wrong', 'not-the-current-password'],
				['right', ADMIN.password],
			]) {
				const runs = []
				for (let i = 0; i < options.runs; i++) {
					runs.push(await change(server.origin, session, current, make()))
				}
				const stall = Math.max(...runs.map((r) => r.stall))
				worst = Math.max(worst, stall)
				console.log(
					`${name.padEnd(26)} ${label.padEnd(6)} ${fmt(median(runs.map((r) => r.ms))).padStart(16)} ${fmt(stall).padStart(28)}`,
				)
			}
		}
	} finally {
		await server.stop()
	}
	console.log(
		`\n[bench:password] main thread held at most ${Math.round(heldWorst)} ms during an estimate (goal ≤ ${GOAL_MS} ms: ` +
			`${heldWorst <= GOAL_MS ? 'met' : 'not met'}); slowest other request on the server: ` +
			`${Math.round(worst)} ms (wall time: on a loaded machine it includes waiting for a CPU); ` +
			`load average now ${load()}`,
	)
}

main().catch((error) => {
	console.error('[bench:password]', error instanceof Error ? error.message : error)
	process.exit(1)
})
