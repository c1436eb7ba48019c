// `npm run bench:crash`: does an acknowledged staff change survive the server being killed? The
// production server publishes quick links continuously (several form posts in flight) and is
// killed with SIGKILL at a random moment, again and again on the same database; afterwards every
// write that was answered with the success redirect must be in the database. SQLite (WAL), then
// PostgreSQL 15 when its binaries are installed. A measuring tool, not a test: a missed goal exits
// 0; exit 1 only when it cannot measure (build, server start, sign-in, PostgreSQL set-up).
//
//   node bench/crash.js [--cycles 50] [--pg-cycles 20] [--build]
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startCluster } from '../scripts/pg-cluster.js'
import { spawnServer } from '../scripts/spawn-server.js'
import { ensureBuild } from './build.js'
import { signInAsSampleAdmin } from './staff-session.js'

// Quick links go live as they are created (no draft step), so one request is one publication.
const LIST_PATH = '/admin-dtima/content/quick-links'
const CREATED = 'admin.toast.created'
const IN_FLIGHT = 4
const KILL_AFTER_MS = [200, 1500]
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

class BenchError extends Error {}

function parseArgs(argv) {
	const options = { cycles: 50, pgCycles: 20, build: false }
	const count = (name, value, min) => {
		const n = Number(value)
		if (!Number.isInteger(n) || n < min) usage(`${name} needs a whole number ≥ ${min}`)
		return n
	}
	for (let i = 0; i < argv.length; i++) {
		const [name, inline] = argv[i].split(/=(.*)/s)
		const value = () => inline ?? argv[++i]
		if (name === '--cycles') options.cycles = count(name, value(), 1)
		else if (name === '--pg-cycles') options.pgCycles = count(name, value(), 0)
		else if (name === '--build') options.build = true
		else usage(name === '--help' || name === '-h' ? null : `unknown argument ${argv[i]}`)
	}
	return options
}

function usage(problem) {
	if (problem) console.error(`bench:crash: ${problem}\n`)
	console.error('usage: node bench/crash.js [--cycles N] [--pg-cycles N (0 skips)] [--build]')
	process.exit(problem ? 2 : 0)
}

const loadAverage = () =>
	os
		.loadavg()
		.map((n) => n.toFixed(2))
		.join(' ')
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// What to remove on exit, on an error and on Ctrl-C: running servers, data folders, the cluster.
const live = { servers: new Set(), dirs: new Set(), cluster: null }
// spawnServer's own (empty) folder of a server killed while starting is found by this prefix.
const RUN_PREFIX = `council-bench-crash-run-${process.pid}-`

/** Our child processes: a server still starting is one, though spawnServer has not returned it. */
function childPids() {
	const ours = (pid) => {
		try {
			return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]
		} catch {
			return null
		}
	}
	try {
		const all = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))
		return all.filter((pid) => ours(pid) === String(process.pid)).map(Number)
	} catch {
		return []
	}
}

function cleanUpNow() {
	for (const pid of childPids()) process.kill(pid, 'SIGKILL')
	for (const server of live.servers) {
		server.child.kill('SIGKILL')
		fs.rmSync(server.dataDir, { recursive: true, force: true })
	}
	live.servers.clear()
	for (const name of fs.readdirSync(os.tmpdir()))
		if (name.startsWith(RUN_PREFIX)) live.dirs.add(path.join(os.tmpdir(), name))
	for (const dir of live.dirs) fs.rmSync(dir, { recursive: true, force: true })
	live.dirs.clear()
	try {
		live.cluster?.stop()
	} catch (error) {
		console.error(`[bench:crash] could not stop PostgreSQL: ${error.message}`)
	}
	live.cluster = null
}

/**
 * The production server on our own DATA_DIR, kept across cycles. spawnServer makes a fresh folder
 * of its own as well (server.dataDir, left empty since our DATA_DIR overrides it); stop() removes
 * only that one.
 */
async function start(dataDir, databaseUrl) {
	try {
		const server = await spawnServer({
			prefix: RUN_PREFIX,
			// Dozens of starts on a shared 2-CPU machine: one slow start must not end the run.
			timeoutMs: 180_000,
			env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
		})
		live.servers.add(server)
		return server
	} catch (error) {
		throw new BenchError(error.message)
	}
}

/** The sample administrator's session (bench/staff-session.js), its failures as this bench's. */
async function signIn(origin) {
	try {
		return await signInAsSampleAdmin(origin)
	} catch (error) {
		throw new BenchError(error.message)
	}
}

/** The flash message a staff form's redirect carries (a base64url JSON cookie). */
function readFlash(response) {
	for (const line of response.headers.getSetCookie()) {
		const match = /^admin_flash=([\w-]+)/.exec(line)
		if (!match) continue
		try {
			return JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'))
		} catch {
			return null
		}
	}
	return null
}

/**
 * One cycle: start, sign in, publish from IN_FLIGHT loops at once, SIGKILL after a random delay.
 * A write counts as acknowledged when its 302 with the success message has arrived: the server
 * sends it only after the commit. Requests cut off by the kill are "in flight", not counted.
 */
async function cycle(dataDir, databaseUrl, labelOf, totals) {
	const server = await start(dataDir, databaseUrl)
	const { cookie, csrf } = await signIn(server.origin)
	let stopping = false
	const post = async (label) => {
		let response
		try {
			response = await fetch(server.origin + LIST_PATH, {
				method: 'POST',
				headers: {
					'content-type': 'application/x-www-form-urlencoded',
					cookie,
					origin: server.origin,
				},
				body: new URLSearchParams({
					csrf,
					intent: 'create',
					token: crypto.randomUUID(),
					label_en: label,
					label_fr: `${label} (fr)`,
					href: '/news',
					sort_order: '0',
				}),
				redirect: 'manual',
				signal: AbortSignal.timeout(30_000),
			})
		} catch (error) {
			if (!stopping)
				throw new BenchError(
					`a request failed while the server was running (${error.cause?.code ?? error.message})` +
						`\n--- server output (end) ---\n${server.log().slice(-2000)}`,
				)
			return totals.inFlight.push(label)
		}
		// The headers are the answer; the body may be cut by the kill, which changes nothing.
		await response.arrayBuffer().catch(() => {})
		const where = new URL(response.headers.get('location') ?? '/', server.origin).pathname
		const flash = readFlash(response)
		if (response.status === 302 && where === LIST_PATH && flash?.text === CREATED)
			totals.acked.push(label)
		else totals.refused.push(`${response.status} ${flash?.kind ?? ''} ${flash?.text ?? ''}`)
	}
	const loop = async () => {
		while (!stopping) await post(labelOf())
	}
	const loops = Array.from({ length: IN_FLIGHT }, loop)
	// A loop failing after another has already ended the cycle must not be an unhandled rejection.
	for (const running of loops) running.catch(() => {})
	const [min, max] = KILL_AFTER_MS
	await Promise.race([sleep(min + Math.random() * (max - min)), ...loops])
	if (server.child.exitCode !== null || server.child.signalCode !== null)
		throw new BenchError(`the server exited on its own:\n${server.log().slice(-3000)}`)
	stopping = true
	server.child.kill('SIGKILL')
	await server.exited
	await Promise.all(loops)
	live.servers.delete(server)
	await server.stop()
}

/** The labels of this run's quick links found in the database. */
async function savedLabels(dataDir, databaseUrl, prefix) {
	const sql = 'select label_en from quick_links where label_en like '
	if (!databaseUrl) {
		const { default: Database } = await import('better-sqlite3')
		const db = new Database(path.join(dataDir, 'council.db'), { readonly: true })
		try {
			return new Set(db.prepare(`${sql} ?`).pluck().all(`${prefix}%`))
		} finally {
			db.close()
		}
	}
	const { default: pg } = await import('pg')
	const client = new pg.Client({ connectionString: databaseUrl })
	await client.connect()
	try {
		return new Set((await client.query(`${sql} $1`, [`${prefix}%`])).rows.map((r) => r.label_en))
	} finally {
		await client.end()
	}
}

async function measure(label, cycles, databaseUrl) {
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-bench-crash-'))
	live.dirs.add(dataDir)
	const before = loadAverage()
	const prefix = `Crash ${crypto.randomBytes(3).toString('hex')} `
	let n = 0
	const labelOf = () => `${prefix}${++n}`
	const totals = { acked: [], inFlight: [], refused: [] }
	process.stdout.write(`[bench:crash] ${label}: cycle `)
	for (let i = 1; i <= cycles; i++) {
		await cycle(dataDir, databaseUrl, labelOf, totals).catch((error) => {
			throw new BenchError(`${label}, cycle ${i}: ${error.message}`)
		})
		if (i % 5 === 0 || i === cycles) process.stdout.write(`${i} `)
	}
	// One more start after the last kill: the server must come up on what the kill left (SQLite
	// recovers its WAL here), and shut down cleanly before the database is read.
	const last = await start(dataDir, databaseUrl)
	live.servers.delete(last)
	await last.stop()
	console.log('✓')
	const saved = await savedLabels(dataDir, databaseUrl, prefix)
	const lost = totals.acked.filter((l) => !saved.has(l))
	const landed = totals.inFlight.filter((l) => saved.has(l)).length
	fs.rmSync(dataDir, { recursive: true, force: true })
	live.dirs.delete(dataDir)

	const row = (name, value) => console.log(`  ${name.padEnd(34)}${String(value).padStart(7)}`)
	console.log(`\n${label}`)
	row('kill -9 cycles', cycles)
	row('acknowledged writes', totals.acked.length)
	console.log(
		`  ${'writes lost'.padEnd(34)}${String(lost.length).padStart(7)}   goal lost = 0: ${lost.length ? 'MISSED' : 'met'}`,
	)
	row('in flight at a kill (not counted)', totals.inFlight.length)
	row('  of which saved anyway', landed)
	row('refused while running', totals.refused.length)
	if (lost.length) console.log(`  lost: ${lost.slice(0, 10).join(', ')}`)
	if (totals.refused.length) console.log(`  refusals: ${[...new Set(totals.refused)].join('; ')}`)
	console.log(
		`  load average before: ${before}; after: ${loadAverage()} (${os.cpus().length} CPUs)\n`,
	)
}

async function main() {
	const options = parseArgs(process.argv.slice(2))
	try {
		ensureBuild(options.build, 'bench:crash')
	} catch (error) {
		throw new BenchError(error.message)
	}
	console.log(
		`[bench:crash] load average at the start: ${loadAverage()} (${os.cpus().length} CPUs)`,
	)
	await measure('SQLite (WAL, synchronous = FULL, BEGIN IMMEDIATE)', options.cycles, null)

	if (options.pgCycles === 0) console.log('[bench:crash] PostgreSQL skipped (--pg-cycles 0)')
	else if (!fs.existsSync(path.join(PG_BIN, 'initdb')))
		console.log(`[bench:crash] PostgreSQL skipped: no initdb in ${PG_BIN} (set PG_BIN)`)
	else {
		// The cluster runs with fsync off (scripts/pg-cluster.js). Only the app server is killed
		// here, never PostgreSQL or the machine, so what PostgreSQL has committed stays in memory
		// and on disk either way: fsync plays no part in this measurement.
		try {
			live.cluster = await startCluster({ prefix: 'council-bench-crash-pg-' })
		} catch (error) {
			throw new BenchError(error.message)
		}
		const { default: pg } = await import('pg')
		const admin = new pg.Client({ connectionString: live.cluster.url })
		await admin.connect()
		await admin.query('create database council_crash')
		await admin.end()
		const url = live.cluster.url.replace(/\/postgres$/, '/council_crash')
		await measure('PostgreSQL 15 (throw-away cluster)', options.pgCycles, url)
	}
	cleanUpNow()
	return 0
}

for (const signal of ['SIGINT', 'SIGTERM']) {
	process.once(signal, () => {
		console.error(`\n[bench:crash] ${signal}: stopping servers, removing temp folders`)
		cleanUpNow()
		process.exit(130)
	})
}

main().then(
	(code) => process.exit(code),
	(error) => {
		console.error(
			`\n[bench:crash] failed: ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`,
		)
		cleanUpNow()
		process.exit(1)
	},
)
