// `npm run bench`: page weight and Lighthouse scores of the production build, as a phone on slow
// paid mobile data would see it. A measuring tool, not a test: missed targets exit 0; a failed
// build, a server that will not start, or a page Lighthouse cannot measure exits 1. See README.md.
//
//   node bench/run.js [--runs N] [--build] [--port N] [--quiet-wait S] [/extra/path ...]
//
// Lighthouse's simulated throttling multiplies the main thread's observed time by 4, so anything
// else using the CPU moves FCP, LCP and TBT (here, on 2 CPUs shared with test suites, TBT went
// from 2 to 324 ms on one build). As Lighthouse's own guidance on variability says, the figures
// are the median of several runs (5 unless --runs), each metric its own median, and each run waits
// (up to --quiet-wait seconds, 60 by default) for the machine's 1-minute load average to fall
// below its number of CPUs; the load and Lighthouse's CPU index of every run are printed.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.js'
import { spawnServer } from '../scripts/spawn-server.js'
import { ensureBuild as buildIfNeeded } from './build.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const KiB = 1024

// Budgets from ENGINEERING.md and issue 34 (public pages without a framework runtime), per
// page, first visit, Lighthouse's mobile preset. Transfer sizes are compressed bytes on the wire,
// headers included (that is what the visitor pays for).
const TARGETS = {
	// JavaScript on any public page (the one with the most islands), and on an information page.
	jsKiB: 40,
	jsInfoKiB: 15,
	// HTML of an information page (no hydration data, only the CSS it uses).
	htmlInfoKiB: 16,
	// Everything, on the home page and on an information page.
	totalHomeKiB: 100,
	totalInfoKiB: 60,
	lcpMs: 800,
	tbtMs: 50,
	cls: 0,
	score: 100,
	// The second page a reader opens (the browser's cache holds what the first one brought).
	secondPageKiB: 20,
}
// Kept for information: the budgets before issue 34 (ENGINEERING.md of 2026-11-27).
const ORIGINAL_TARGETS = { totalKiB: 200, jsKiB: 120 }

/**
 * Every public page template (issue 34), in English, and the French home page. `kind` says which
 * budgets apply: `home`, `info` (an information page), or `page`. Addresses of one item (an event,
 * a document, a job) are read from their list on the running server (`{event}` and the like).
 */
const TEMPLATES = [
	{ path: '/', name: 'home', kind: 'home' },
	{ path: '/fr', name: 'home (fr)', kind: 'home' },
	{ path: '/services/birth-certificate', name: 'information page', kind: 'info' },
	{ path: '/news', name: 'news list', kind: 'page' },
	{ path: '/news/cultural-festival-success', name: 'article', kind: 'page' },
	{ path: '/events', name: 'events', kind: 'page' },
	{ path: '{event}', name: 'event', kind: 'page' },
	{ path: '/search?q=market', name: 'search', kind: 'page' },
	{ path: '/help', name: 'help', kind: 'page' },
	{ path: '/documents', name: 'documents', kind: 'page' },
	{ path: '{document}', name: 'document', kind: 'page' },
	{ path: '/jobs', name: 'jobs', kind: 'page' },
	{ path: '{job}', name: 'job', kind: 'page' },
	{ path: '/business/bids', name: 'tenders', kind: 'page' },
	{ path: '/contact', name: 'contact', kind: 'page' },
	{ path: '/subscribe', name: 'subscribe', kind: 'page' },
	// The council in your pocket (issue 35): the guide a phone keeps, and the offline page.
	{ path: '/pocket', name: 'pocket guide', kind: 'page' },
	{ path: '/pocket/offline', name: 'offline', kind: 'page' },
	{ path: '/no-such-page', name: '404', kind: 'page' },
]
const ITEM_LINKS = {
	'{event}': { list: '/events', link: /href="(\/events\/[^"/?#]+)"/ },
	'{document}': { list: '/documents', link: /href="(\/documents\/(?!download)[a-z0-9-]+)"/ },
	'{job}': { list: '/jobs', link: /href="(\/jobs\/(?!feed)[a-z0-9-]+)"/ },
}
// The second page a reader opens: from the home page (as from a link shared on WhatsApp) to a
// service, and from a service to another information page.
const SECOND_PAGES = [
	['/', '/services/birth-certificate'],
	['/services/birth-certificate', '/residents/public-safety'],
]
// Pages measured again with `Save-Data: on` (decorative pictures left out, smaller ones).
const SAVE_DATA_PATHS = ['/', '/services/birth-certificate']

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

// ---------------------------------------------------------------------------------------------
// Command line

function parseArgs(argv) {
	const options = { runs: 5, build: false, port: undefined, quietWait: 60, extra: [] }
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i]
		if (arg === '--build') options.build = true
		else if (arg === '--quiet-wait' || arg.startsWith('--quiet-wait=')) {
			const value = arg.includes('=') ? arg.slice('--quiet-wait='.length) : argv[++i]
			options.quietWait = Number(value)
			if (!Number.isFinite(options.quietWait) || options.quietWait < 0)
				usage(`--quiet-wait needs a number of seconds ≥ 0, got "${value}"`)
		} else if (arg === '--port' || arg.startsWith('--port=')) {
			const value = arg.includes('=') ? arg.slice('--port='.length) : argv[++i]
			options.port = Number(value)
			if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65535)
				usage(`--port needs a port number, got "${value}"`)
		} else if (arg === '--runs' || arg.startsWith('--runs=')) {
			const value = arg.includes('=') ? arg.slice('--runs='.length) : argv[++i]
			options.runs = Number(value)
			if (!Number.isInteger(options.runs) || options.runs < 1)
				usage(`--runs needs a whole number ≥ 1, got "${value}"`)
		} else if (arg === '--help' || arg === '-h') usage()
		else if (arg.startsWith('-')) usage(`unknown option ${arg}`)
		else options.extra.push(arg.startsWith('/') ? arg : `/${arg}`)
	}
	options.extra = [...new Set(options.extra)]
	return options
}

function usage(problem) {
	if (problem) console.error(`bench: ${problem}\n`)
	console.error(
		'usage: node bench/run.js [--runs N] [--build] [--port N] [--quiet-wait S] [/extra/path ...]   (env CHROME_PATH)\n' +
			'  every public page template (issue 34), then the extra paths; the server listens on\n' +
			'  --port (on a machine shared with others, a port agreed with them), else one the OS gives',
	)
	process.exit(problem ? 2 : 0)
}

// ---------------------------------------------------------------------------------------------
// Build and server

function ensureBuild(force) {
	try {
		buildIfNeeded(force, 'bench')
	} catch (error) {
		throw new BenchError(error.message)
	}
}

// Ask the OS for a free port rather than guessing one, so a running dev server cannot collide,
// unless one is given (`--port`).
async function startServer(port) {
	// A fresh database every time, so figures never depend on what someone added locally.
	try {
		return await spawnServer({ port, prefix: 'council-bench-' })
	} catch (error) {
		throw new BenchError(error.message)
	}
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

// Runtime errors about the page itself (404, not HTML…) will not go away by trying again. The
// others (NO_NAVSTART, protocol timeouts…) are trace or browser hiccups, common on a busy machine.
const PAGE_ERRORS = new Set([
	'ERRORED_DOCUMENT_REQUEST',
	'FAILED_DOCUMENT_REQUEST',
	'NOT_HTML',
	'DNS_FAILURE',
	'INSECURE_DOCUMENT_REQUEST',
	'CHROME_INTERSTITIAL_ERROR',
])
const ATTEMPTS = 3

async function runLighthouseWithRetries(url, extraHeaders) {
	for (let attempt = 1; ; attempt++) {
		try {
			return await runLighthouse(url, extraHeaders)
		} catch (error) {
			if (error?.launchFailed || error?.permanent || attempt >= ATTEMPTS) throw error
			process.stdout.write(
				`(attempt ${attempt} failed: ${String(error?.message ?? error).slice(0, 120)}; retrying) `,
			)
		}
	}
}

async function runLighthouse(url, extraHeaders) {
	// A fresh Chrome per run: cold HTTP cache, no service worker or storage left by the previous
	// run, and one crashed browser cannot spoil the next measurement. Launching costs ~1 s.
	// Our own profile dir: chrome-launcher only removes the one it creates when launch succeeds.
	const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'council-bench-chrome-'))
	let chrome
	try {
		chrome = await launch({
			chromePath: chromePath(),
			chromeFlags: CHROME_FLAGS,
			userDataDir: profile,
			logLevel: 'silent',
		})
	} catch (error) {
		fs.rmSync(profile, { recursive: true, force: true })
		throw Object.assign(
			new BenchError(`could not launch Chrome (${chromePath()}): ${error?.message ?? error}`),
			{ launchFailed: true },
		)
	}
	try {
		// No config: Lighthouse's default is the mobile form factor with simulated throttling
		// (slow 4G, 4× CPU slowdown), which is the phone we care about.
		const result = await lighthouse(url, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: CATEGORIES,
			// The 404 page is a template too (issue 34): measured, not refused for its status.
			ignoreStatusCode: true,
			...(extraHeaders ? { extraHeaders } : {}),
		})
		if (!result?.lhr) throw new BenchError(`Lighthouse returned no result for ${url}`)
		const { lhr } = result
		// A runtime error (page failed to load, no paint…) leaves scores null: not a measurement.
		if (lhr.runtimeError)
			throw Object.assign(
				new BenchError(
					`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
				),
				{ permanent: PAGE_ERRORS.has(lhr.runtimeError.code) },
			)
		return lhr
	} finally {
		await chrome.kill()
		fs.rmSync(profile, { recursive: true, force: true, maxRetries: 3 })
	}
}

// chrome-launcher reports a missing binary as an unhandled 'error' event that kills the process,
// so check first and fail with a readable message (and a stopped server).
function chromePath() {
	const file = CHROMIUM_PATH
	try {
		fs.accessSync(file, fs.constants.X_OK)
	} catch {
		throw new BenchError(`no executable Chrome/Chromium at ${file} (set CHROME_PATH)`)
	}
	return file
}

const TYPE_BUCKETS = {
	Document: 'html',
	Stylesheet: 'css',
	Script: 'js',
	Image: 'images',
	Font: 'fonts',
}

function summarize(lhr) {
	const audits = lhr.audits
	// network-requests gives every request with its resource type; data: and blob: URLs cost nothing
	// on the wire, so they are left out, as resource-summary does.
	const requests = (audits['network-requests']?.details?.items ?? []).filter((r) =>
		/^https?:/.test(r.url),
	)
	const bytes = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0, total: 0 }
	for (const r of requests) {
		const bucket = TYPE_BUCKETS[r.resourceType] ?? 'other'
		bytes[bucket] += r.transferSize ?? 0
		bytes.total += r.transferSize ?? 0
	}
	const scores = Object.fromEntries(
		CATEGORIES.map((id) => [
			id,
			lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100),
		]),
	)
	const metric = (id) => audits[id]?.numericValue ?? null
	const metrics = {
		fcpMs: metric('first-contentful-paint'),
		lcpMs: metric('largest-contentful-paint'),
		tbtMs: metric('total-blocking-time'),
		cls: metric('cumulative-layout-shift'),
		speedIndexMs: metric('speed-index'),
	}
	return {
		scores,
		metrics,
		bytes,
		requestCount: requests.length,
		requests: requests.map((r) => ({
			url: r.url,
			resourceType: r.resourceType,
			transferSize: r.transferSize,
			resourceSize: r.resourceSize,
			statusCode: r.statusCode,
		})),
		resourceSummary: audits['resource-summary']?.details?.items ?? [],
		failingAudits: failingAudits(lhr),
		runWarnings: lhr.runWarnings ?? [],
		userAgent: lhr.environment?.hostUserAgent,
		benchmarkIndex: lhr.environment?.benchmarkIndex,
	}
}

// Audits that cost points in the non-performance categories. Weight-0 audits are listed too (they
// do not lower the score but usually point at a real problem), flagged as such.
function failingAudits(lhr) {
	const failing = []
	for (const category of ['accessibility', 'best-practices', 'seo']) {
		for (const ref of lhr.categories[category]?.auditRefs ?? []) {
			const audit = lhr.audits[ref.id]
			if (typeof audit?.score === 'number' && audit.score < 1) {
				failing.push({
					category,
					id: ref.id,
					title: audit.title,
					score: audit.score,
					weight: ref.weight,
					displayValue: audit.displayValue,
					// The first few offending items, so the report says *what* to fix, not just which audit.
					examples: (audit.details?.items ?? []).slice(0, 3).map(describeItem),
				})
			}
		}
	}
	return failing
}

function describeItem(item) {
	const where =
		item.node?.snippet ??
		item.href ??
		item.url ??
		item.source?.url ??
		item.issueType ??
		item.description
	const text = item.text
		? ` "${item.text}"`
		: item.node?.explanation
			? ` — ${item.node.explanation.split('\n')[0]}`
			: ''
	return truncate(`${where ?? JSON.stringify(item)}${text}`, 160)
}

// Worst-to-best by performance score, then by LCP; the middle one is "the median run". With an
// even number of runs the worse of the two middle runs is taken: better to under-promise.
function pickMedian(summaries) {
	const order = summaries
		.map((s, index) => ({ s, index }))
		.sort(
			(a, b) =>
				(a.s.scores.performance ?? 0) - (b.s.scores.performance ?? 0) ||
				(b.s.metrics.lcpMs ?? 0) - (a.s.metrics.lcpMs ?? 0),
		)
	return order[Math.floor((order.length - 1) / 2)].index
}

/**
 * Each metric's own median over the runs (the upper middle one for an even count: better to
 * under-promise). The median run's bytes and scores are kept as they were measured together.
 */
function medianMetrics(summaries) {
	const metrics = {}
	for (const key of Object.keys(summaries[0].metrics)) {
		const values = summaries
			.map((s) => s.metrics[key])
			.filter((v) => v != null)
			.sort((a, b) => a - b)
		metrics[key] = values.length ? values[Math.floor(values.length / 2)] : null
	}
	return metrics
}

const CPUS = os.availableParallelism?.() ?? os.cpus().length

/**
 * Waits, up to `seconds`, for the 1-minute load average to fall below the number of CPUs, so a
 * run does not measure someone else's work. Returns the seconds waited; a run that could not wait
 * long enough is still made, and its load is printed beside its figures.
 */
async function waitForQuiet(seconds) {
	const started = Date.now()
	while (os.loadavg()[0] >= CPUS && Date.now() - started < seconds * 1000)
		await new Promise((resolve) => setTimeout(resolve, 2000))
	return Math.round((Date.now() - started) / 1000)
}

// ---------------------------------------------------------------------------------------------
// Cross-check without Lighthouse: what the server sends with and without brotli

function request(url, acceptEncoding) {
	return new Promise((resolve, reject) => {
		// agent:false — one connection per request, so no keep-alive socket outlives the server.
		const req = http.get(
			url,
			{ agent: false, headers: { 'accept-encoding': acceptEncoding } },
			(res) => {
				const chunks = []
				res.on('data', (c) => chunks.push(c))
				res.on('end', () => {
					const body = Buffer.concat(chunks)
					const headerBytes =
						`HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length +
						// each header line is `name: value\r\n`
						res.rawHeaders.reduce((n, v) => n + v.length + 2, 0) +
						2
					resolve({
						status: res.statusCode,
						body,
						encoding: res.headers['content-encoding'] ?? 'identity',
						headerBytes,
					})
				})
				res.on('error', reject)
			},
		)
		req.setTimeout(30_000, () => req.destroy(new Error(`timeout fetching ${url}`)))
		req.on('error', reject)
	})
}

async function crossCheck(pageUrl, lighthouseRequests) {
	const raw = await request(pageUrl, 'identity')
	const br = await request(pageUrl, 'br')
	const html = {
		url: pageUrl,
		status: raw.status,
		rawBytes: raw.body.length,
		brBytes: br.body.length,
		brEncoding: br.encoding,
		// Brotli at the best quality, for comparison with what the server chose to send.
		brMaxBytes: zlib.brotliCompressSync(raw.body, {
			params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
		}).length,
		headerBytes: br.headerBytes,
	}
	// The assets are the same-origin ones the browser actually asked for during the median run
	// (so <picture> picks and lazy chunks match), fetched again here by plain HTTP.
	const origin = new URL(pageUrl).origin
	const assetUrls = [
		...new Set(
			lighthouseRequests
				.filter((r) => r.resourceType !== 'Document' && r.url.startsWith(origin))
				.map((r) => r.url),
		),
	]
	const assets = []
	for (const url of assetUrls) {
		const type = lighthouseRequests.find((r) => r.url === url)?.resourceType
		const [a, b] = await Promise.all([request(url, 'identity'), request(url, 'br')])
		assets.push({
			url,
			type,
			status: a.status,
			rawBytes: a.body.length,
			brBytes: b.body.length,
			brEncoding: b.encoding,
		})
	}
	return { html, assets }
}

// ---------------------------------------------------------------------------------------------
// Report

const kib = (bytes) => (bytes / KiB).toFixed(1)
const secs = (ms) => (ms == null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`)
const verdict = (ok) => (ok ? 'PASS' : 'FAIL')
const pad = (s, n) => String(s).padEnd(n)
const lpad = (s, n) => String(s).padStart(n)
// Lighthouse itself shows CLS to 3 decimals; float dust below that is not a layout shift.
const roundCls = (cls) => (cls == null ? null : Math.round(cls * 1000) / 1000)

function row(label, value, target = '', ok) {
	return `  ${pad(label, 22)}${lpad(value, 12)}   ${pad(target, 12)}${ok === undefined ? '' : verdict(ok)}`
}

/** The budgets of a page of this kind (issue 34): null where none applies. */
function budgetsOf(kind) {
	return {
		jsKiB: kind === 'info' ? TARGETS.jsInfoKiB : TARGETS.jsKiB,
		htmlKiB: kind === 'info' ? TARGETS.htmlInfoKiB : null,
		totalKiB:
			kind === 'home' ? TARGETS.totalHomeKiB : kind === 'info' ? TARGETS.totalInfoKiB : null,
	}
}

function printPage(page, runsRequested) {
	const m = page.median
	const { bytes, scores, metrics } = m
	const budget = budgetsOf(page.kind)
	const runNote =
		runsRequested > 1
			? `median of ${page.runs.length} runs, each metric its own; bytes and scores of the median run by performance score, then LCP: run ${page.medianIndex + 1}`
			: '1 run'
	console.log(`\n=== ${page.name}: ${page.path}  (${page.url})  — ${runNote}`)

	const limited = (label, value, limit) =>
		limit == null
			? row(label, `${kib(value)} KiB`)
			: row(label, `${kib(value)} KiB`, `≤ ${limit} KiB`, value <= limit * KiB)
	console.log('\n  Transferred (compressed, headers included)      target      result')
	console.log(limited('HTML (Document)', bytes.html, budget.htmlKiB))
	console.log(row('CSS (Stylesheet)', `${kib(bytes.css)} KiB`))
	console.log(limited('JS (Script)', bytes.js, budget.jsKiB))
	console.log(row('Images (Image)', `${kib(bytes.images)} KiB`))
	console.log(row('Fonts (Font)', `${kib(bytes.fonts)} KiB`))
	console.log(row('Other', `${kib(bytes.other)} KiB`))
	console.log(limited('Total', bytes.total, budget.totalKiB))
	console.log(row('Requests', m.requestCount))
	console.log(
		`  the budgets before issue 34: ` +
			`total ≤ ${ORIGINAL_TARGETS.totalKiB} KiB ${verdict(bytes.total <= ORIGINAL_TARGETS.totalKiB * KiB)}, ` +
			`JS ≤ ${ORIGINAL_TARGETS.jsKiB} KiB ${verdict(bytes.js <= ORIGINAL_TARGETS.jsKiB * KiB)}`,
	)

	console.log('\n  Lighthouse scores (0–100)')
	for (const id of CATEGORIES)
		console.log(row(id, scores[id] ?? 'n/a', `= ${TARGETS.score}`, scores[id] === TARGETS.score))

	console.log('\n  Metrics (simulated slow 4G, mobile)')
	console.log(row('FCP', secs(metrics.fcpMs), '(info)'))
	console.log(
		row(
			'LCP',
			secs(metrics.lcpMs),
			`≤ ${(TARGETS.lcpMs / 1000).toFixed(1)} s`,
			metrics.lcpMs != null && metrics.lcpMs <= TARGETS.lcpMs,
		),
	)
	console.log(
		row(
			'TBT',
			metrics.tbtMs == null ? 'n/a' : `${Math.round(metrics.tbtMs)} ms`,
			`≤ ${TARGETS.tbtMs} ms`,
			metrics.tbtMs != null && metrics.tbtMs <= TARGETS.tbtMs,
		),
	)
	const cls = roundCls(metrics.cls)
	console.log(row('CLS', cls ?? 'n/a', `= ${TARGETS.cls}`, cls === TARGETS.cls))
	console.log(row('Speed Index', secs(metrics.speedIndexMs), '(info)'))

	if (page.runs.length > 1) {
		console.log(
			'\n  All runs (* = median; load = 1-minute load average at its start; CPU index = Lighthouse benchmarkIndex, lower means a busier machine)',
		)
		page.runs.forEach((r, i) =>
			console.log(
				`    run ${i + 1}${i === page.medianIndex ? '*' : ' '}  perf ${lpad(r.scores.performance ?? 'n/a', 3)}  LCP ${secs(r.metrics.lcpMs)}  TBT ${lpad(Math.round(r.metrics.tbtMs ?? 0), 4)} ms  FCP ${secs(r.metrics.fcpMs)}  total ${kib(r.bytes.total)} KiB  load ${r.load?.toFixed(2) ?? 'n/a'}${r.waitedS ? ` (waited ${r.waitedS} s)` : ''}  CPU index ${r.benchmarkIndex ?? 'n/a'}`,
			),
		)
	}

	const h = page.crossCheck.html
	console.log('\n  Cross-check without Lighthouse (plain HTTP, body bytes only)')
	console.log(
		`    HTML document: raw ${kib(h.rawBytes)} KiB → ${h.brEncoding} ${kib(h.brBytes)} KiB with "Accept-Encoding: br" (${pct(h.brBytes, h.rawBytes)} of raw; brotli q11 would give ${kib(h.brMaxBytes)} KiB); response headers ≈ ${kib(h.headerBytes)} KiB`,
	)
	if (h.brEncoding !== 'br')
		console.log(
			`    note: the server answered "Accept-Encoding: br" with ${h.brEncoding}, not brotli`,
		)
	const assets = page.crossCheck.assets
	if (assets.length) {
		console.log(`    assets the browser fetched (${assets.length}):`)
		for (const a of assets) {
			console.log(
				`      ${pad(a.type ?? '?', 11)}${lpad(kib(a.rawBytes), 8)} KiB raw → ${lpad(kib(a.brBytes), 7)} KiB ${pad(a.brEncoding, 9)}${shortUrl(a.url)}`,
			)
		}
		const rawSum = h.rawBytes + assets.reduce((n, a) => n + a.rawBytes, 0)
		const brSum = h.brBytes + assets.reduce((n, a) => n + a.brBytes, 0)
		console.log(
			`    page + assets: raw ${kib(rawSum)} KiB → ${kib(brSum)} KiB with brotli accepted (Lighthouse total, with headers: ${kib(bytes.total)} KiB)`,
		)
	}

	if (m.failingAudits.length) {
		console.log('\n  Failing Lighthouse audits (score < 1):')
		for (const a of m.failingAudits) {
			const extra = [a.weight === 0 ? 'not scored' : null, a.displayValue]
				.filter(Boolean)
				.join(', ')
			console.log(`    [${a.category}] ${a.id} — ${a.title}${extra ? ` (${extra})` : ''}`)
			for (const example of a.examples) console.log(`        · ${example}`)
		}
	} else {
		console.log('\n  No failing audits in accessibility, best-practices or seo.')
	}
	if (m.runWarnings.length) {
		console.log('\n  Lighthouse warnings:')
		for (const w of m.runWarnings) console.log(`    - ${w}`)
	}
}

function printSummary(pages) {
	console.log('\n=== Summary (median runs)')
	console.log(
		`  ${pad('page', 14)}${lpad('JS KiB', 8)}${lpad('total', 8)}${lpad('req', 5)}${lpad('LCP s', 7)}${lpad('TBT', 6)}${lpad('CLS', 7)}   perf/a11y/bp/seo`,
	)
	for (const p of pages) {
		const { bytes, metrics, scores, requestCount } = p.median
		console.log(
			`  ${pad(p.path, 14)}${lpad(kib(bytes.js), 8)}${lpad(kib(bytes.total), 8)}${lpad(requestCount, 5)}${lpad(((metrics.lcpMs ?? 0) / 1000).toFixed(2), 7)}${lpad(Math.round(metrics.tbtMs ?? 0), 6)}${lpad(roundCls(metrics.cls), 7)}   ${CATEGORIES.map((c) => scores[c] ?? '-').join('/')}`,
		)
	}
}

const pct = (a, b) => (b ? `${Math.round((a / b) * 100)}%` : 'n/a')
const truncate = (s, n) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)
const shortUrl = (url) => truncate(new URL(url).pathname + new URL(url).search, 70)

// ---------------------------------------------------------------------------------------------
// Issue 34's budgets: every template, the second page, Save-Data

const loadAverage = () =>
	os
		.loadavg()
		.map((n) => n.toFixed(2))
		.join(' ')

/** The templates with their item addresses read from the lists, then the extra paths asked for. */
async function resolveTemplates(origin, extra) {
	const lists = {}
	const templates = []
	for (const template of TEMPLATES) {
		const item = ITEM_LINKS[template.path]
		if (!item) {
			templates.push(template)
			continue
		}
		lists[item.list] ??= (await request(origin + item.list, 'identity')).body.toString('utf8')
		const found = item.link.exec(lists[item.list])?.[1]
		if (found) templates.push({ ...template, path: found })
		else console.log(`[bench] no ${template.name} linked from ${item.list}: left out`)
	}
	for (const path of extra) templates.push({ path, name: path, kind: 'page' })
	return templates
}

/**
 * What the browser downloads for `second` after it has opened `first` (its cache warm, as a reader
 * who follows a link): the encoded bytes of every response, headers included, from Chrome's own
 * network events.
 */
async function secondPageBytes(origin, first, second) {
	const { default: puppeteer } = await import('puppeteer-core')
	const browser = await puppeteer.launch({
		executablePath: chromePath(),
		args: CHROME_FLAGS,
		headless: true,
	})
	try {
		const page = await browser.newPage()
		await page.goto(origin + first, { waitUntil: 'networkidle0' })
		// What the pocket guide's service worker fetches counts too (decision 059): once it is
		// there, it fetches the pages the reader opens, and the page itself is then counted as 0.
		const worker = await browser
			.waitForTarget((target) => target.type() === 'service_worker', { timeout: 10_000 })
			.catch(() => undefined)
		// Its first work (the guide) is over before the second page is opened.
		await new Promise((resolve) => setTimeout(resolve, 2000))
		let bytes = 0
		const sessions = [await page.createCDPSession()]
		if (worker) sessions.push(await worker.createCDPSession())
		for (const cdp of sessions) {
			await cdp.send('Network.enable')
			cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength))
		}
		await page.goto(origin + second, { waitUntil: 'networkidle0' })
		return bytes
	} finally {
		await browser.close()
	}
}

function printBudgets(pages, saveData, secondPages) {
	console.log(`\n=== Budgets (issue 34), load average ${loadAverage()}`)
	const loads = pages.flatMap((p) => p.runs.map((r) => r.load)).filter((l) => l != null)
	if (loads.length)
		console.log(
			`        runs made at a 1-minute load average of ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)} (${loads.filter((l) => l >= CPUS).length} of ${loads.length} at or above the ${CPUS} CPUs); LCP and TBT are each their own median`,
		)
	const line = (ok, what, value, goal) =>
		console.log(`${pad(ok ? 'met' : 'MISSED', 8)}${pad(what, 68)}${pad(value, 14)}goal ${goal}`)
	for (const page of pages) {
		const { bytes, metrics } = page.median
		const budget = budgetsOf(page.kind)
		const name = `${page.name} (${page.path})`
		line(
			bytes.js <= budget.jsKiB * KiB,
			`${name}: JavaScript`,
			`${kib(bytes.js)} KiB`,
			`≤ ${budget.jsKiB} KiB`,
		)
		if (budget.htmlKiB != null)
			line(
				bytes.html <= budget.htmlKiB * KiB,
				`${name}: HTML`,
				`${kib(bytes.html)} KiB`,
				`≤ ${budget.htmlKiB} KiB`,
			)
		if (budget.totalKiB != null)
			line(
				bytes.total <= budget.totalKiB * KiB,
				`${name}: total`,
				`${kib(bytes.total)} KiB`,
				`≤ ${budget.totalKiB} KiB`,
			)
		line(
			metrics.lcpMs != null && metrics.lcpMs <= TARGETS.lcpMs,
			`${name}: LCP`,
			secs(metrics.lcpMs),
			`≤ ${(TARGETS.lcpMs / 1000).toFixed(1)} s`,
		)
		line(
			metrics.tbtMs != null && metrics.tbtMs <= TARGETS.tbtMs,
			`${name}: TBT`,
			`${Math.round(metrics.tbtMs ?? 0)} ms`,
			`≤ ${TARGETS.tbtMs} ms`,
		)
	}
	for (const { first, second, bytes } of secondPages)
		line(
			bytes <= TARGETS.secondPageKiB * KiB,
			`${second} opened after ${first}`,
			`${kib(bytes)} KiB`,
			`≤ ${TARGETS.secondPageKiB} KiB`,
		)
	for (const { path: pagePath, bytes } of saveData) {
		const without = pages.find((p) => p.path === pagePath)?.median.bytes
		console.log(
			`        ${pad(`${pagePath} with Save-Data: on`, 68)}${pad(`${kib(bytes.total)} KiB`, 14)}(without: ${without ? `${kib(without.total)} KiB` : 'n/a'}; pictures ${kib(bytes.images)} KiB)`,
		)
	}
}

// ---------------------------------------------------------------------------------------------
// Main

class BenchError extends Error {}

async function main() {
	const options = parseArgs(process.argv.slice(2))
	ensureBuild(options.build)

	chromePath() // fail before building a server we would not use

	const server = await startServer(options.port)
	// Ctrl-C, or an error thrown outside our promise chain (Chrome's child process emits some),
	// must not leave a server holding the port or a temp database behind.
	const abort = async (why, code) => {
		console.error(`\n[bench] ${why}: stopping the server`)
		await server.stop().catch(() => {})
		process.exit(code)
	}
	const onSignal = (signal) => abort(signal, 130)
	const onCrash = (error) => abort(`crashed: ${error?.stack ?? error}`, 1)
	process.once('SIGINT', onSignal)
	process.once('SIGTERM', onSignal)
	process.once('uncaughtException', onCrash)

	const startedAt = new Date()
	const pages = []
	const saveData = []
	const secondPages = []
	try {
		const templates = await resolveTemplates(server.origin, options.extra)
		console.log(
			`[bench] server up at ${server.origin}; load average ${loadAverage()}; ${options.runs} Lighthouse run(s) per page: ${templates.map((t) => t.path).join(' ')}`,
		)
		for (const { path: pagePath, name, kind } of templates) {
			const url = server.origin + pagePath
			// A real server has long been warm; without this the first run pays for JIT and cold
			// caches, and Lighthouse's simulation feeds the slow response into its LCP model.
			for (let i = 0; i < 3; i++) await request(url, 'br').catch(() => {})
			const runs = []
			const lhrs = []
			try {
				for (let i = 0; i < options.runs; i++) {
					process.stdout.write(`[bench] ${pagePath} run ${i + 1}/${options.runs}… `)
					const t0 = Date.now()
					const waited = await waitForQuiet(options.quietWait)
					const load = os.loadavg()[0]
					const lhr = await runLighthouseWithRetries(url)
					const summary = { ...summarize(lhr), load, waitedS: waited }
					console.log(
						`perf ${summary.scores.performance}, LCP ${secs(summary.metrics.lcpMs)} (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
					)
					runs.push(summary)
					lhrs.push(lhr)
				}
			} catch (error) {
				// One broken page (a 404, a crash) should not throw away the others' figures.
				if (error?.launchFailed) throw error
				console.log('FAILED')
				console.error(
					`[bench] ${pagePath}: ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`,
				)
				pages.push({ path: pagePath, name, kind, url, error: String(error?.message ?? error) })
				continue
			}
			const medianIndex = pickMedian(runs)
			const median = { ...runs[medianIndex], metrics: medianMetrics(runs) }
			pages.push({
				path: pagePath,
				name,
				kind,
				url,
				medianIndex,
				median,
				runs,
				crossCheck: await crossCheck(url, median.requests),
				lhr: lhrs[medianIndex],
			})
		}
		for (const pagePath of SAVE_DATA_PATHS) {
			process.stdout.write(`[bench] ${pagePath} with Save-Data: on… `)
			const lhr = await runLighthouseWithRetries(server.origin + pagePath, { 'Save-Data': 'on' })
			const summary = summarize(lhr)
			console.log(`total ${kib(summary.bytes.total)} KiB`)
			saveData.push({ path: pagePath, bytes: summary.bytes, metrics: summary.metrics })
		}
		for (const [first, second] of SECOND_PAGES) {
			process.stdout.write(`[bench] ${second} opened after ${first}… `)
			const bytes = await secondPageBytes(server.origin, first, second)
			console.log(`${kib(bytes)} KiB`)
			secondPages.push({ first, second, bytes })
		}
	} finally {
		await server.stop()
		process.off('SIGINT', onSignal)
		process.off('SIGTERM', onSignal)
		process.off('uncaughtException', onCrash)
	}

	const measured = pages.filter((p) => !p.error)
	for (const page of measured) printPage(page, options.runs)
	printSummary(measured)
	const failed = pages.filter((p) => p.error)
	for (const p of failed) console.log(`\n=== ${p.path}  NOT MEASURED: ${p.error}`)
	printBudgets(measured, saveData, secondPages)

	const results = {
		startedAt: startedAt.toISOString(),
		finishedAt: new Date().toISOString(),
		node: process.version,
		lighthouse: measured[0]?.lhr?.lighthouseVersion,
		chrome: measured[0]?.median?.userAgent,
		chromePath: CHROMIUM_PATH,
		chromeFlags: CHROME_FLAGS,
		runsPerPage: options.runs,
		loadAverageAtEnd: loadAverage(),
		saveData,
		secondPages,
		targets: TARGETS,
		budgetsBeforeIssue34: ORIGINAL_TARGETS,
		// Every run is summarised; only the median run's full Lighthouse report is kept (they are
		// large, mostly screenshots).
		pages,
	}
	const dir = path.join(root, 'bench/results')
	fs.mkdirSync(dir, { recursive: true })
	const file = path.join(dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)
	fs.writeFileSync(file, JSON.stringify(results, null, 2))
	console.log(`\n[bench] full results: ${path.relative(process.cwd(), file) || file}`)
	// Missed targets are fine (exit 0); a page Lighthouse could not measure is not.
	return failed.length ? 1 : 0
}

main().then(
	(code) => process.exit(code),
	(error) => {
		console.error(
			`\n[bench] failed: ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`,
		)
		process.exit(1)
	},
)
