// `npm run bench:councils`: many councils from one install (issue 36, decision 060). Fifty
// councils of the sample's size in one process (COUNCILS=multi, at most COUNCILS_OPEN kept open, 10 by default), five of
// them busy while the 45 others are read in turn, one every half second (each read of a council
// not open opens it, and closes the least recently used); the server's resident memory at peak
// and after. Then the throughput of one busy council beside a single-council server's on the same
// pages, measured alternately in one run. Prints each figure against its goal with the load
// average. A measuring tool, not a test: missed goals exit 0; a server that will not start, or no
// wrk, exits 1.
//
//   node bench/councils.js [--councils 50] [--busy 5] [--duration 20] [--idle-ms 500] [--rounds 12] [--pin] [--build]
//
// Needs wrk (Debian: `apt-get install -y wrk`).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { spawnServer } from '../scripts/spawn-server.js'
import { ensureBuild } from './build.js'
import {
	cpuSeconds,
	CROWD_MIX,
	loadAverage,
	need,
	numberOption,
	rssMb,
	WRK_STATUSES,
} from './machine.js'

const args = process.argv.slice(2)
const option = (name, fallback) => numberOption(name, fallback, args)
const COUNCILS = option('councils', 50)
const BUSY = option('busy', 5)
const DURATION = option('duration', 20)
/** How often one of the idle councils is read (0: never). */
const IDLE_MS = option('idle-ms', 500)
const CONNECTIONS = 100
/** Rounds of the comparison, each a turn of one busy council and one of the single council. */
const ROUNDS = option('rounds', 12)
const GOALS = { peakMb: 300, share: 0.9 }
// The pages a crowd reads.
const MIX = CROWD_MIX

const ids = Array.from({ length: COUNCILS }, (_, i) => `c${String(i + 1).padStart(2, '0')}`)
const hostOf = (id) => `${id}.test`

/** A GET at a council's host, read whole (fetch cannot set the Host header); its status. */
function get(origin, pathname, host) {
	return new Promise((resolve, reject) => {
		const req = http.get(`${origin}${pathname}`, { headers: host ? { host } : {} }, (res) => {
			res.resume()
			res.on('end', () => resolve(res.statusCode))
		})
		req.on('error', reject)
	})
}

/**
 * --pin: the servers on the first CPU, wrk on the second (Linux's taskset), so that the two
 * servers' turns are not shared differently with the load generator and other work.
 */
const PIN = args.includes('--pin') && os.cpus().length >= 2
function pin(pid, cpu) {
	if (PIN && spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)]).status !== 0)
		throw new Error('taskset failed: --pin needs util-linux taskset')
}

/** wrk on the mix, each request to the next of `hosts` (its Host header); requests a second. */
function runWrk(wrk, origin, seconds, hosts) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-wrk-'))
	const script = path.join(dir, 'councils.lua')
	const list = (items) => items.map((item) => JSON.stringify(item)).join(', ')
	fs.writeFileSync(
		script,
		`local paths = { ${list(MIX)} }
local hosts = { ${list(hosts)} }
local threads = {}
setup = function(thread) table.insert(threads, thread) end
init = function(args) statuses = {} end
local i = 0
${WRK_STATUSES}request = function()
	i = i + 1
	local headers = { ["Accept-Encoding"] = "gzip" }
	if #hosts > 0 then headers["Host"] = hosts[(i % #hosts) + 1] end
	return wrk.format("GET", paths[(i % #paths) + 1], headers)
end
`,
	)
	return new Promise((resolve, reject) => {
		const wrkArgs = [
			'-t2',
			`-c${CONNECTIONS}`,
			`-d${seconds}s`,
			'--timeout',
			'30s',
			'-s',
			script,
			origin,
		]
		const child = PIN
			? spawn('taskset', ['-c', '1', wrk, ...wrkArgs], { stdio: ['ignore', 'pipe', 'pipe'] })
			: spawn(wrk, wrkArgs, { stdio: ['ignore', 'pipe', 'pipe'] })
		let out = ''
		child.stdout.on('data', (c) => (out += c))
		child.stderr.on('data', (c) => (out += c))
		child.on('error', reject)
		child.on('exit', () => {
			fs.rmSync(dir, { recursive: true, force: true })
			resolve({
				rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
				requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
				errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
				statuses: [...out.matchAll(/^status (\d+) (\d+)$/gm)]
					.filter((m) => m[1] !== '200')
					.map((m) => `${m[1]}: ${m[2]}`)
					.join(', '),
			})
		})
	})
}

/** Fifty councils of the sample's size, made with the install's own command, in one folder. */
async function makeCouncils() {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-bench-councils-'))
	process.env.DATA_DIR = dir
	process.env.COUNCILS = 'multi'
	process.env.NODE_ENV = 'production'
	const app = await import(path.resolve('build/server/index.js'))
	const started = performance.now()
	const quiet = () => undefined
	const log = console.log
	console.log = quiet
	try {
		for (const id of ids) {
			const code = await app.councilsCommand(
				['add', id, '--host', hostOf(id), '--public-url', `http://${hostOf(id)}`, '--sample'],
				quiet,
			)
			if (code !== 0) throw new Error(`could not add council ${id}`)
		}
	} finally {
		console.log = log
	}
	const bytes = ids.reduce(
		(sum, id) => sum + fs.statSync(path.join(dir, 'councils', id, 'council.db')).size,
		0,
	)
	console.log(
		`[bench:councils] ${COUNCILS} sample councils made in ${((performance.now() - started) / 1000).toFixed(1)} s (${(bytes / COUNCILS / 1024 / 1024).toFixed(2)} MB of database each)`,
	)
	return dir
}

/** Each idle council read now and then (one page of each in turn) while the busy ones are loaded. */
async function touchIdle(origin, idle, until) {
	let i = 0
	let done = false
	until.finally(() => (done = true))
	while (!done) {
		const id = idle[i++ % idle.length]
		const status = await get(origin, '/', hostOf(id)).catch(() => 0)
		if (status !== 200) throw new Error(`council ${id} answered ${status}`)
		await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
	}
	return i
}

async function main() {
	const wrk = need('wrk')
	ensureBuild(args.includes('--build'), 'bench:councils')
	console.log(`[bench:councils] load average before: ${loadAverage()} (${os.cpus().length} CPUs)`)
	const made = await makeCouncils()
	const multi = await spawnServer({
		prefix: 'council-bench-multi-',
		copyFrom: made,
		env: { COUNCILS: 'multi', ...(args.includes('--memory') ? { MEMORY_LOG_MS: '1000' } : {}) },
	}).catch((error) => {
		console.error(error.message)
		process.exit(1)
	})
	// (This process's environment says multi since it made the councils.)
	const single = await spawnServer({
		prefix: 'council-bench-single-',
		env: { COUNCILS: 'single' },
	}).catch((error) => {
		console.error(error.message)
		process.exit(1)
	})
	fs.rmSync(made, { recursive: true, force: true })
	pin(multi.child.pid, 0)
	pin(single.child.pid, 0)
	try {
		const startMb = rssMb(multi.child.pid)
		// Warm: every page of the mix twice at each council (each opened, its pages stored, then
		// written again at brotli's best quality as a page read twice is), the busy ones last, so
		// they are among those kept open (the least recently used are closed); the single council's
		// likewise.
		for (const id of [...ids.slice(BUSY), ...ids.slice(0, BUSY)])
			for (const page of [...MIX, ...MIX]) {
				const status = await get(multi.origin, page, hostOf(id))
				if (status !== 200) throw new Error(`council ${id} answered ${status} for ${page}`)
			}
		for (const page of [...MIX, ...MIX]) await get(single.origin, page)
		// The recompressions take their turns (one page at a time for the process: fifty councils'
		// pages read twice are hundreds of pages at brotli's best quality): measured once they are
		// done, when the fifty-council server's CPU falls to its background work's (under 10% of a
		// CPU over 2 s), 90 s at most.
		const settling = Date.now()
		for (let before = cpuSeconds(multi.child.pid); Date.now() - settling < 90_000;) {
			await new Promise((resolve) => setTimeout(resolve, 2_000))
			const now = cpuSeconds(multi.child.pid)
			if (now - before < 0.2) break
			before = now
		}
		console.log(
			`[bench:councils] warm; the recompressions done after ${((Date.now() - settling) / 1000).toFixed(0)} s`,
		)
		// At rest, with nobody reading: what each server spends of the CPU on its own.
		const rest = { multi: cpuSeconds(multi.child.pid), single: cpuSeconds(single.child.pid) }
		await new Promise((resolve) => setTimeout(resolve, 5_000))
		console.log(
			`[bench:councils] CPU at rest over 5 s: ${COUNCILS} councils ${((cpuSeconds(multi.child.pid) - rest.multi) * 1000).toFixed(0)} ms, single ${((cpuSeconds(single.child.pid) - rest.single) * 1000).toFixed(0)} ms`,
		)

		console.log(
			`[bench:councils] ${BUSY} busy councils (${CONNECTIONS} connections, ${DURATION} s) while the ${COUNCILS - BUSY} others are read in turn…`,
		)
		let peak = rssMb(multi.child.pid)
		const sampler = setInterval(() => (peak = Math.max(peak, rssMb(multi.child.pid))), 200)
		const busyHosts = ids.slice(0, BUSY).map(hostOf)
		const loading = runWrk(wrk, multi.origin, DURATION, busyHosts)
		const touched = IDLE_MS > 0 ? touchIdle(multi.origin, ids.slice(BUSY), loading) : 0
		const busy = await loading
		const idleReads = await touched
		const ended = Date.now()
		let after = rssMb(multi.child.pid)
		while (Date.now() - ended < 30_000 && after > 250) {
			await new Promise((resolve) => setTimeout(resolve, 1_000))
			after = rssMb(multi.child.pid)
		}
		clearInterval(sampler)
		const health = await fetch(`${multi.origin}/healthz`).then((r) => r.json())
		// --memory: the server's memory by kind, every second, during that load (where it goes).
		if (args.includes('--memory'))
			console.log(
				multi
					.log()
					.split('\n')
					.filter((line) => line.startsWith('[memory]'))
					.slice(-(DURATION + 35))
					.join('\n'),
			)

		console.log('[bench:councils] one busy council against the single-council server, alternately…')
		// Short turns, taken alternately and in turn first, so the machine's other work falls on both.
		const oneRuns = []
		const singleRuns = []
		const logAt = { multi: multi.log().length, single: single.log().length }
		// Each server's CPU time over the whole comparison (its turns, and whatever it did between
		// them: collections, background work), for the CPU each of its requests cost.
		const cpuAt = { multi: cpuSeconds(multi.child.pid), single: cpuSeconds(single.child.pid) }
		// Twelve rounds of two short turns: on a shared machine a turn's throughput drifts with the
		// other work (from 13,000 to 26,000 requests a second on one server, turn to turn), and the
		// closer in time the two servers' turns, the more of that drift falls on both alike.
		const turn = Math.max(2, Math.round(DURATION / 7))
		for (let round = 0; round < ROUNDS; round++) {
			const one = () => runWrk(wrk, multi.origin, turn, [hostOf(ids[0])])
			const alone = () => runWrk(wrk, single.origin, turn, [])
			if (round % 2) {
				singleRuns.push(await alone())
				oneRuns.push(await one())
			} else {
				oneRuns.push(await one())
				singleRuns.push(await alone())
			}
		}
		// The collections each server made during the turns (decision 048: after a busy spell, and
		// past 256 MB), which take the CPU from whichever server's turn it is.
		const collections = (server, from) => {
			const took = [
				...server
					.log()
					.slice(from)
					.matchAll(/\[memory\] (.*?): collected in (\d+) ms/g),
			]
			return `${took.length} (${took.reduce((total, m) => total + Number(m[2]), 0)} ms: ${took.map((m) => `${m[1]} ${m[2]} ms`).join(', ') || 'none'})`
		}
		const collected = {
			multi: collections(multi, logAt.multi),
			single: collections(single, logAt.single),
		}
		const sum = (runs) => runs.reduce((total, run) => total + run.rps, 0)
		const share = sum(oneRuns) / sum(singleRuns)
		// Each round's own share, for the spread the machine's other work gives the figure above.
		const rounds = oneRuns.map((run, i) => run.rps / singleRuns[i].rps).sort((a, b) => a - b)
		const quartile = (q) => rounds[Math.min(rounds.length - 1, Math.floor(q * rounds.length))]
		const served = (runs) => runs.reduce((total, run) => total + run.requests, 0)
		const cpuPerRequest = {
			multi: ((cpuSeconds(multi.child.pid) - cpuAt.multi) / served(oneRuns)) * 1e6,
			single: ((cpuSeconds(single.child.pid) - cpuAt.single) / served(singleRuns)) * 1e6,
		}
		const cpuShare = cpuPerRequest.single / cpuPerRequest.multi
		const errors = [busy, ...oneRuns, ...singleRuns].reduce((total, run) => total + run.errors, 0)

		const fmt = (n) => Math.round(n).toLocaleString('en')
		console.log(`\nload average now: ${loadAverage()}`)
		console.log(
			`${BUSY} busy councils: ${fmt(busy.rps)} req/s in all; the others read ${idleReads} times; ${health.open} of ${health.councils} councils open at the end`,
		)
		console.log(
			`one busy council: ${oneRuns.map((r) => fmt(r.rps)).join(' / ')} req/s; the single-council server: ${singleRuns.map((r) => fmt(r.rps)).join(' / ')} req/s`,
		)
		console.log(
			`each round's share: median ${(quartile(0.5) * 100).toFixed(1)}%, middle half ${(quartile(0.25) * 100).toFixed(1)}–${(quartile(0.75) * 100).toFixed(1)}%, all ${(rounds[0] * 100).toFixed(1)}–${(rounds.at(-1) * 100).toFixed(1)}%`,
		)
		console.log(
			`collections during the turns: ${COUNCILS} councils ${collected.multi}; single ${collected.single}`,
		)
		console.log(
			`CPU per request over the turns: ${COUNCILS} councils ${cpuPerRequest.multi.toFixed(1)} µs, single ${cpuPerRequest.single.toFixed(1)} µs (the share those give: ${(cpuShare * 100).toFixed(1)}%)`,
		)
		const line = (met, name, value, goal) =>
			console.log(`${met ? 'met   ' : 'MISSED'}  ${name.padEnd(58)} ${value.padEnd(26)} ${goal}`)
		console.log('')
		line(
			peak <= GOALS.peakMb,
			`resident memory at peak, ${COUNCILS} councils, ${BUSY} busy`,
			`${Math.round(peak)} MB (start ${Math.round(startMb)} MB)`,
			`goal ≤ ${GOALS.peakMb} MB`,
		)
		line(
			after < 250,
			'resident memory after',
			`${Math.round(after)} MB`,
			'goal < 250 MB within 30 s',
		)
		line(
			share >= GOALS.share,
			'one busy council, share of a single council’s throughput',
			`${(share * 100).toFixed(1)}%`,
			`goal ≥ ${GOALS.share * 100}%`,
		)
		const which = [busy, ...oneRuns, ...singleRuns]
			.map((run) => run.statuses)
			.filter(Boolean)
			.join('; ')
		line(
			errors === 0,
			'errors (non-2xx answers)',
			`${errors}${which ? ` (${which})` : ''}`,
			'goal 0',
		)
		// --log: the end of the server's own log (what it opened and closed, and why anything failed).
		if (args.includes('--log'))
			console.log(`\n--- server log (end) ---\n${multi.log().slice(-6_000)}`)
	} finally {
		await multi.stop()
		await single.stop()
	}
}

await main()
process.exit(0)
