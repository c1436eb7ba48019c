// `npm run bench:load`: the emergency spike. Many readers open the same few pages at once; the
// production server (SQLite, a fresh sample council) answers them side by side with nginx serving
// the same pages' bytes, gzip-precompressed, from disk, on this machine, in one run. Prints each
// figure against its goal (decision 035) with the machine's load average. A measuring tool, not a
// test: missed goals exit 0; a server or nginx that will not start, or no wrk, exits 1.
//
//   node bench/load.js [--duration 60] [--connections 200] [--build]
//
// Needs wrk and nginx (Debian: `apt-get install -y wrk nginx`).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { SAMPLE_CONFIG, sampleConfig } from '../scripts/nginx-config.js'
import { freePort, spawnServer } from '../scripts/spawn-server.js'
import { ensureBuild } from './build.js'
import {
	CROWD_MIX,
	loadAverage,
	need,
	numberOption,
	rssMb,
	WRK_STATUSES,
	wrkMixScript,
} from './machine.js'
import { signInAsSampleAdmin } from './staff-session.js'

const args = process.argv.slice(2)
const option = (name, fallback) => numberOption(name, fallback, args)
const DURATION = option('duration', 60)
const CONNECTIONS = option('connections', 200)

// The pages a crowd reads.
const MIX = CROWD_MIX

const GOALS = {
	throughputShare: 0.25,
	p99Ms: 250,
	peakRssMb: 300,
	afterRssMb: 250,
	freshMs: 2_000,
	// With React and React Router as released (decision 042).
	coldCpuMs: 12,
}

/** CPU time (user + system, ms) of a process so far. */
const cpuMs = (pid) => {
	const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
	const ticks = Number(fields[11]) + Number(fields[12])
	return (ticks * 1000) / 100
}

/**
 * The uncached share (issue 32): requests no stored page answers, each new. Random searches,
 * random words in an information page's search, the newsroom's pages with random parameters
 * (stored by the parameters it reads, so rendered once each), pages past the last (404) and
 * made-up addresses (404): what a crowd, a crawler or an attacker sends that the page cache
 * cannot absorb. Counts 503s (a render refused for want of a turn) apart from other errors.
 */
const UNCACHED_LUA = `local threads = {}
local count = 0
setup = function(thread)
	count = count + 1
	thread:set("id", count)
	table.insert(threads, thread)
end
init = function(args)
	statuses = {}
	i = 0
	math.randomseed(os.time() * 100 + id)
end
request = function()
	i = i + 1
	local r = math.random(1, 1000000000)
	local k = i % 5
	local path
	if k == 0 then path = "/search?q=w" .. r
	elseif k == 1 then path = "/i-want-to/find-business?q=b" .. r
	elseif k == 2 then path = "/news?page=" .. (1 + r % 3) .. "&x=" .. r
	elseif k == 3 then path = "/news?page=" .. (100 + r % 100000)
	else path = "/made-up-" .. r end
	return wrk.format("GET", path, { ["Accept-Encoding"] = "gzip" })
end
${WRK_STATUSES}`

/** wrk over the mix (or a script of its own); returns requests/s, latency percentiles (ms), errors and timeouts. */
function runWrk(wrk, origin, seconds, lua) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-wrk-'))
	const script = path.join(dir, 'mix.lua')
	fs.writeFileSync(script, lua ?? wrkMixScript(MIX))
	return new Promise((resolve, reject) => {
		const child = spawn(
			wrk,
			[
				'-t2',
				`-c${CONNECTIONS}`,
				`-d${seconds}s`,
				'--timeout',
				'30s',
				'--latency',
				'-s',
				script,
				origin,
			],
			{ stdio: ['ignore', 'pipe', 'pipe'] },
		)
		let out = ''
		child.stdout.on('data', (c) => (out += c))
		child.stderr.on('data', (c) => (out += c))
		child.on('error', reject)
		child.on('exit', () => {
			fs.rmSync(dir, { recursive: true, force: true })
			const ms = (text) => {
				const m = /([\d.]+)(us|ms|s)\b/.exec(text ?? '')
				if (!m) return NaN
				const n = Number(m[1])
				return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n
			}
			const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
				out,
			)
			resolve({
				rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
				requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
				avg: ms(/Latency\s+(\S+)/.exec(out)?.[1]),
				p50: ms(/\s50%\s+(\S+)/.exec(out)?.[1]),
				p99: ms(/\s99%\s+(\S+)/.exec(out)?.[1]),
				errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
				socketErrors: socket
					? `connect ${socket[1]}, read ${socket[2]}, write ${socket[3]}`
					: 'none',
				socketErrorCount: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
				timeouts: socket ? Number(socket[4]) : 0,
				statuses: Object.fromEntries(
					[...out.matchAll(/^status (\d+) (\d+)$/gm)].map((m) => [m[1], Number(m[2])]),
				),
				raw: out,
			})
		})
	})
}

/**
 * nginx with the temp paths every configuration here needs around `httpBody` (the inside of
 * `http {}`), in `dir`; resolves once `readyPath` answers, with a function that stops it.
 */
async function runNginx(nginx, dir, httpBody, origin, readyPath) {
	const conf = path.join(dir, 'nginx.conf')
	fs.writeFileSync(
		conf,
		`daemon off;
master_process on;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
	access_log off;
	client_body_temp_path ${dir}/client_body;
	proxy_temp_path ${dir}/proxy;
	fastcgi_temp_path ${dir}/fastcgi;
	uwsgi_temp_path ${dir}/uwsgi;
	scgi_temp_path ${dir}/scgi;
	keepalive_requests 100000;
${httpBody}
}
`,
	)
	const child = spawn(nginx, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
		stdio: 'ignore',
	})
	for (let i = 0; i < 100; i++) {
		const ok = await fetch(`${origin}${readyPath}`).then(
			(r) => r.ok,
			() => false,
		)
		if (ok) break
		await new Promise((r) => setTimeout(r, 100))
	}
	return async () => {
		child.kill('SIGQUIT')
		await new Promise((r) => setTimeout(r, 300))
		child.kill('SIGKILL')
		fs.rmSync(dir, { recursive: true, force: true })
	}
}

/** nginx serving the pages' bytes from a folder, gzip-precompressed, on a free port. */
async function startStaticNginx(nginx, pages) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-bench-nginx-'))
	const site = path.join(dir, 'site')
	fs.mkdirSync(site)
	// nginx's workers may run as another user (nobody, when started as root): let them read.
	fs.chmodSync(dir, 0o755)
	const locations = pages.map(({ pathname, html }, i) => {
		const file = `page-${i}.html`
		fs.writeFileSync(path.join(site, file), html)
		fs.writeFileSync(path.join(site, `${file}.gz`), zlib.gzipSync(html, { level: 9 }))
		return `		location = ${pathname} { try_files /${file} =404; }`
	})
	const port = await freePort()
	const origin = `http://127.0.0.1:${port}`
	const stop = await runNginx(
		nginx,
		dir,
		`	default_type text/html;
	sendfile on;
	gzip_static on;
	server {
		listen 127.0.0.1:${port};
		root ${site};
${locations.join('\n')}
	}`,
		origin,
		'/',
	)
	// The reference must answer the mix with the site's own bytes, else its figure means nothing.
	for (const [i, pathname] of MIX.entries()) {
		const response = await fetch(`${origin}${pathname}`)
		const body = Buffer.from(await response.arrayBuffer())
		if (response.status !== 200 || !body.equals(pages[i].html))
			throw new Error(`nginx does not serve ${pathname} as the site does (${response.status})`)
	}
	return { origin, stop }
}

/**
 * nginx with the repository's sample configuration (deploy/nginx/council.conf, decision 036) in
 * front of the site: its shared cache of public pages, as an install of several instances runs it.
 */
async function startSampleNginx(nginx, upstream) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-bench-proxy-'))
	// nginx's workers may run as another user (nobody, when started as root): let them write.
	fs.chmodSync(dir, 0o777)
	const port = await freePort()
	fs.writeFileSync(
		path.join(dir, 'council.conf'),
		sampleConfig(fs.readFileSync(SAMPLE_CONFIG, 'utf8'), { upstreams: [upstream], port, dir }),
	)
	const origin = `http://127.0.0.1:${port}`
	const stop = await runNginx(nginx, dir, `	include ${dir}/council.conf;`, origin, '/healthz')
	return { origin, stop }
}

/** Signs in as the sample administrator; returns a function posting staff forms. */
async function staffSession(origin) {
	const { cookie, csrf } = await signInAsSampleAdmin(origin)
	return (pathname, form) =>
		fetch(`${origin}${pathname}`, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
			body: new URLSearchParams({ csrf, ...form }),
		})
}

/** Publishes a quick link (in every page's footer) and waits until `/` shows it. */
async function freshness(origin) {
	const post = await staffSession(origin)
	const label = `Shelter list ${Date.now().toString(36)}`
	const saved = await post('/admin-dtima/content/quick-links', {
		intent: 'create',
		token: `bench-${Date.now()}`,
		label_en: label,
		label_fr: `Liste des abris ${label}`,
		href: '/news',
		sort_order: '0',
	})
	if (saved.status !== 302) throw new Error(`the quick link was not saved (${saved.status})`)
	const at = Date.now()
	while (Date.now() - at < 30_000) {
		const html = await (await fetch(`${origin}/`)).text()
		if (html.includes(label)) return Date.now() - at
		await new Promise((r) => setTimeout(r, 50))
	}
	return Infinity
}

/**
 * CPU per uncached render of each page of the mix (a server with the page cache off): the render
 * itself (the page asked for uncompressed), the goal's figure; and as a browser asks for it
 * (brotli), which adds compressing the page at every request. With the cache on, a page is
 * compressed once per content version instead (decision 035).
 */
async function coldRenders() {
	const server = await spawnServer({ prefix: 'council-bench-cold-', env: { PAGE_CACHE_MB: '0' } })
	const pid = server.child.pid
	const get = async (pathname, encoding) =>
		(
			await fetch(`${server.origin}${pathname}`, { headers: { 'accept-encoding': encoding } })
		).arrayBuffer()
	/** CPU per request over a batch of 20. */
	const batch = async (pathname, encoding) => {
		const before = cpuMs(pid)
		for (let i = 0; i < 20; i++) await get(pathname, encoding)
		return (cpuMs(pid) - before) / 20
	}
	try {
		for (const pathname of MIX) for (let i = 0; i < 10; i++) await get(pathname, 'identity')
		// Round after round over the whole mix, so that a busy moment of this shared machine weighs
		// on every page alike rather than on whichever page was being measured.
		const samples = MIX.map(() => ({ identity: [], br: [] }))
		for (let round = 0; round < 7; round++)
			for (const [i, pathname] of MIX.entries()) {
				samples[i].identity.push(await batch(pathname, 'identity'))
				samples[i].br.push(await batch(pathname, 'br'))
			}
		const median = (values) => values.sort((a, b) => a - b)[values.length >> 1]
		return MIX.map((pathname, i) => ({
			pathname,
			median: median(samples[i].identity),
			brotli: median(samples[i].br),
		}))
	} finally {
		await server.stop()
	}
}

/**
 * Latency as a reader arriving during the load sees it: every 50 ms, a new connection asks for the
 * next page of the mix (gzip), until `until` settles. wrk's own latency percentiles cannot be used
 * for a Node server on this machine: they add up to more time than its connections existed (a mean
 * two to five times what Little's law gives from its own request rate and connection count, with
 * a trivial Node server too), while they agree for nginx. Both are printed.
 */
/** One request on a new connection: its time in ms, or Infinity when it failed. */
async function probeOnce(url) {
	const started = process.hrtime.bigint()
	const ok = await new Promise((resolve) => {
		const request = http.get(
			url,
			{ agent: false, headers: { 'accept-encoding': 'gzip' } },
			(response) => {
				response.resume()
				response.on('end', () => resolve(response.statusCode === 200))
				response.on('error', () => resolve(false))
			},
		)
		request.on('error', () => resolve(false))
	})
	return ok ? Number(process.hrtime.bigint() - started) / 1e6 : Infinity
}

async function probeLatency(origin, until, paths = MIX) {
	const samples = []
	const started = Date.now()
	let done = false
	until.finally(() => (done = true))
	for (let i = 0; !done; i++) {
		const pathname = paths[i % paths.length]
		const at = Date.now()
		const ms = await probeOnce(`${origin}${pathname}`)
		// A probe that outlasted the load counts too: it is the slowest answer of all.
		samples.push({ ms, at: (at - started) / 1000, pathname })
		if (done) break
		await new Promise((r) => setTimeout(r, 50))
	}
	const times = samples.map((s) => s.ms).sort((a, b) => a - b)
	const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN
	// The slowest answers, with when they were asked (seconds into the load) and for what.
	const slowest = samples.toSorted((a, b) => b.ms - a.ms).slice(0, 5)
	return { count: times.length, p50: at(0.5), p99: at(0.99), max: times.at(-1) ?? NaN, slowest }
}

/** The mean latency Little's law gives from wrk's request rate and its connections. */
const littleMs = (run) => (CONNECTIONS / run.rps) * 1000

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : String(n))
const verdict = (ok) => (ok ? 'met' : 'MISSED')

async function main() {
	const wrk = need('wrk')
	const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : need('nginx')
	ensureBuild(args.includes('--build'), 'bench:load')
	console.log(`[bench:load] load average before: ${loadAverage()} (${os.cpus().length} CPUs)`)

	// --memory: the server logs its memory by kind every 2 s, printed at the end (where it goes).
	const app = await spawnServer({
		prefix: 'council-bench-load-',
		env: args.includes('--memory') ? { MEMORY_LOG_MS: '1000' } : {},
	})
	// Every memory line, with when it came (the server's own log keeps only its last 20 kB).
	const memoryLines = []
	app.child.stdout.on('data', (chunk) => {
		for (const line of String(chunk).split('\n'))
			if (line.startsWith('[memory]')) memoryLines.push({ at: Date.now(), line })
	})
	const pid = app.child.pid
	const pages = []
	for (const pathname of MIX) {
		const response = await fetch(`${app.origin}${pathname}`)
		pages.push({
			pathname: pathname.split('?')[0],
			html: Buffer.from(await response.arrayBuffer()),
		})
	}
	// This process's HTTP client, warmed up before any load (the probe below uses it).
	await probeOnce(app.origin)
	const staticServer = await startStaticNginx(nginx, pages)
	const rssStart = rssMb(pid)

	try {
		console.log(
			`[bench:load] nginx, the same bytes from disk: ${CONNECTIONS} connections, ${DURATION} s…`,
		)
		const referenceRun = runWrk(wrk, staticServer.origin, DURATION)
		const referenceProbe = await probeLatency(staticServer.origin, referenceRun)
		const reference = await referenceRun
		await staticServer.stop()

		console.log(`[bench:load] the site: ${CONNECTIONS} connections, ${DURATION} s…`)
		let peak = rssStart
		const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200)
		const loadStarted = Date.now()
		const running = runWrk(wrk, app.origin, DURATION)
		const probing = probeLatency(app.origin, running)
		// Halfway through, a clerk publishes: how long until the public page shows it?
		await new Promise((r) => setTimeout(r, (DURATION * 1000) / 2))
		const publishedAt = (Date.now() - loadStarted) / 1000
		const freshMs = await freshness(app.origin)
		const site = await running
		const probe = await probing
		const loadDuring = loadAverage()
		const afterLoad = Date.now()
		let after = rssMb(pid)
		while (Date.now() - afterLoad < 30_000) {
			await new Promise((r) => setTimeout(r, 1_000))
			after = rssMb(pid)
			if (after <= GOALS.afterRssMb) break
		}
		clearInterval(sampler)
		const backIn = (Date.now() - afterLoad) / 1000

		console.log(
			`[bench:load] the site behind the sample nginx (deploy/nginx/council.conf): ${CONNECTIONS} connections, ${DURATION} s…`,
		)
		const proxy = await startSampleNginx(nginx, new URL(app.origin).host)
		const behind = await runWrk(wrk, proxy.origin, DURATION).finally(() => proxy.stop())

		// The uncached share (issue 32): a flood of requests no stored page answers, with a reader
		// asking for /healthz and one for a stored page meanwhile, and the memory it takes.
		console.log(
			`[bench:load] a flood of uncached requests: ${CONNECTIONS} connections, ${DURATION} s…`,
		)
		await new Promise((r) => setTimeout(r, 2_000))
		const floodStart = rssMb(pid)
		let floodPeak = floodStart
		const floodSampler = setInterval(() => (floodPeak = Math.max(floodPeak, rssMb(pid))), 200)
		const floodStarted = Date.now()
		const flooding = runWrk(wrk, app.origin, DURATION, UNCACHED_LUA)
		const [health, storedPage] = await Promise.all([
			probeLatency(app.origin, flooding, ['/healthz']),
			probeLatency(app.origin, flooding, ['/', '/news', '/fr']),
		])
		const flood = await flooding
		const floodEnded = Date.now()
		let floodAfter = rssMb(pid)
		while (Date.now() - floodEnded < 30_000) {
			await new Promise((r) => setTimeout(r, 1_000))
			floodAfter = rssMb(pid)
			if (floodAfter < GOALS.afterRssMb) break
		}
		clearInterval(floodSampler)
		if (args.includes('--memory'))
			console.log(
				memoryLines
					.filter(({ at }) => at >= floodStarted - 3_000)
					.map(({ at, line }) => `${((at - floodStarted) / 1000).toFixed(1)} s ${line}`)
					.join('\n'),
			)
		const floodBackIn = (Date.now() - floodEnded) / 1000
		const floodStatuses = Object.entries(flood.statuses)
			.map(([status, count]) => `${status}: ${count}`)
			.join(', ')
		const failed = Object.entries(flood.statuses)
			.filter(([status]) => Number(status) >= 500 && status !== '503')
			.reduce((sum, [, count]) => sum + count, 0)

		console.log('[bench:load] uncached renders (a server with PAGE_CACHE_MB=0)…')
		const cold = await coldRenders()
		const heaviest = cold.reduce((a, b) => (b.median > a.median ? b : a))

		const share = site.rps / reference.rps
		console.log(`\nload average at the end of the load: ${loadDuring}; now: ${loadAverage()}`)
		console.log(
			`nginx (same bytes): ${fmt(reference.rps)} req/s, p50 ${fmt(reference.p50, 1)} ms, p99 ${fmt(reference.p99, 1)} ms, ${reference.errors} non-2xx, ${reference.timeouts} timeouts, socket errors: ${reference.socketErrors}`,
		)
		console.log(
			`site:               ${fmt(site.rps)} req/s, p50 ${fmt(site.p50, 1)} ms, p99 ${fmt(site.p99, 1)} ms, ${site.errors} non-2xx, ${site.timeouts} timeouts, socket errors: ${site.socketErrors} (${site.requests} requests)`,
		)
		console.log(
			`wrk's latency against Little's law (mean = ${CONNECTIONS} connections / request rate): nginx avg ${fmt(reference.avg, 1)} ms vs ${fmt(littleMs(reference), 1)} ms; site avg ${fmt(site.avg, 1)} ms vs ${fmt(littleMs(site), 1)} ms`,
		)
		console.log(
			`a reader arriving during the load (new connection every 50 ms): nginx p50 ${fmt(referenceProbe.p50, 1)} ms, p99 ${fmt(referenceProbe.p99, 1)} ms (${referenceProbe.count}); site p50 ${fmt(probe.p50, 1)} ms, p99 ${fmt(probe.p99, 1)} ms, max ${fmt(probe.max, 1)} ms (${probe.count} requests)`,
		)
		console.log(
			`the site's slowest answers to that reader (s into the load; the change was published at ${fmt(publishedAt, 1)} s): ${probe.slowest.map((x) => `${fmt(x.ms)} ms at ${fmt(x.at, 1)} s ${x.pathname}`).join(', ')}`,
		)
		console.log(
			`site behind nginx:  ${fmt(behind.rps)} req/s (${fmt((behind.rps / reference.rps) * 100, 1)}% of nginx alone), p50 ${fmt(behind.p50, 1)} ms, p99 ${fmt(behind.p99, 1)} ms, ${behind.errors} non-2xx, ${behind.timeouts} timeouts, socket errors: ${behind.socketErrors} (not a goal: what the documented install of several instances adds)`,
		)
		console.log(
			`uncached flood:     ${fmt(flood.rps)} req/s (${floodStatuses}), ${flood.timeouts} timeouts, socket errors: ${flood.socketErrors}; /healthz p50 ${fmt(health.p50, 1)} ms, p99 ${fmt(health.p99, 1)} ms, max ${fmt(health.max, 1)} ms; a stored page p50 ${fmt(storedPage.p50, 1)} ms, p99 ${fmt(storedPage.p99, 1)} ms, max ${fmt(storedPage.max, 1)} ms`,
		)
		console.log(
			`the slowest answers during the flood (s into it): ${[
				...health.slowest,
				...storedPage.slowest,
			]
				.toSorted((a, b) => b.ms - a.ms)
				.slice(0, 6)
				.map((x) => `${fmt(x.ms)} ms at ${fmt(x.at, 1)} s ${x.pathname}`)
				.join(', ')} (${health.count} + ${storedPage.count} answers)`,
		)
		const rows = [
			[
				'throughput, share of nginx’s',
				`${fmt(share * 100, 1)}%`,
				`≥ ${GOALS.throughputShare * 100}%`,
				share >= GOALS.throughputShare,
			],
			[
				'errors and timeouts',
				`${site.errors} / ${site.timeouts}`,
				'0 / 0',
				site.errors === 0 && site.socketErrorCount === 0 && site.timeouts === 0,
			],
			[
				'p99 latency, a reader arriving during the load',
				`${fmt(probe.p99, 1)} ms`,
				`≤ ${GOALS.p99Ms} ms`,
				probe.p99 <= GOALS.p99Ms,
			],
			[
				'resident memory at peak',
				`${fmt(peak)} MB (start ${fmt(rssStart)} MB)`,
				`≤ ${GOALS.peakRssMb} MB`,
				peak <= GOALS.peakRssMb,
			],
			[
				'resident memory after the load',
				`${fmt(after)} MB after ${fmt(backIn)} s`,
				`< ${GOALS.afterRssMb} MB within 30 s`,
				after < GOALS.afterRssMb,
			],
			[
				'a published change served',
				`after ${fmt(freshMs)} ms`,
				`≤ ${GOALS.freshMs} ms`,
				freshMs <= GOALS.freshMs,
			],
			[
				'uncached flood: /healthz p99, a reader meanwhile',
				`${fmt(health.p99, 1)} ms`,
				`≤ ${GOALS.p99Ms} ms`,
				health.p99 <= GOALS.p99Ms,
			],
			[
				'uncached flood: a stored page p99, a reader meanwhile',
				`${fmt(storedPage.p99, 1)} ms`,
				`≤ ${GOALS.p99Ms} ms`,
				storedPage.p99 <= GOALS.p99Ms,
			],
			[
				'uncached flood: errors other than 503 (busy), timeouts',
				`${failed} / ${flood.timeouts}`,
				'0 / 0',
				failed === 0 && flood.timeouts === 0,
			],
			[
				'uncached flood: resident memory at peak',
				`${fmt(floodPeak)} MB (start ${fmt(floodStart)} MB)`,
				`≤ ${GOALS.peakRssMb} MB`,
				floodPeak <= GOALS.peakRssMb,
			],
			[
				'uncached flood: resident memory after',
				`${fmt(floodAfter)} MB after ${fmt(floodBackIn)} s`,
				`< ${GOALS.afterRssMb} MB within 30 s`,
				floodAfter < GOALS.afterRssMb,
			],
			[
				`uncached render CPU, heaviest (${heaviest.pathname}), uncompressed`,
				`${fmt(heaviest.median, 1)} ms`,
				`≤ ${GOALS.coldCpuMs} ms`,
				heaviest.median <= GOALS.coldCpuMs,
			],
		]
		console.log('')
		for (const [name, value, goal, ok] of rows)
			console.log(`${verdict(ok).padEnd(7)} ${name.padEnd(64)} ${value.padEnd(30)} goal ${goal}`)
		console.log(
			`\nuncached render CPU per page (median of 7 × 20), uncompressed / with brotli at each request: ${cold.map((c) => `${c.pathname} ${fmt(c.median, 1)} / ${fmt(c.brotli, 1)} ms`).join(', ')}`,
		)
	} finally {
		await staticServer.stop().catch(() => undefined)
		await app.stop()
	}
}

main().catch((error) => {
	console.error('[bench:load]', error instanceof Error ? error.message : error)
	process.exit(1)
})
