// `npm run bench:pause`: a crowd that pauses. Readers of a shared link come in bursts; between two
// bursts the server may sit idle for a few seconds. This bench loads the production server (a fresh
// sample council, the mix of bench:load), lets it rest, then measures each of the next five seconds
// of load: how fast the server answers in the first second after a pause against the third to
// fifth, once it has been busy for a while. Prints the figures against the goal with the machine's load average.
// Beside it, the same pattern against Node alone sending the same bytes (the machine's and the
// runtime's own share after a pause), and the goal is the server's share against that one.
// A measuring tool, not a test: a missed goal exits 0; no wrk exits 1.
//
//   node bench/pause.js [--rounds 5] [--pause 6] [--long-pause 15] [--pin] [--build]
//
// --pause: the pause the goal is about (a crowd's); --long-pause: one longer than the quiet after
// which the server gives its memory back (server/index.js, 10 s), shown beside it, without a goal.
// --pin: the server on the first CPU and wrk on the second (Linux's taskset). Needs wrk.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, SERVER_NODE_ARGS, spawnServer } from '../scripts/spawn-server.js'
import { ensureBuild } from './build.js'
import { CROWD_MIX, loadAverage, need, numberOption, wrkMixScript } from './machine.js'

const args = process.argv.slice(2)
const option = (name, fallback) => numberOption(name, fallback, args)
const ROUNDS = option('rounds', 5)
const PAUSE = option('pause', 6)
const LONG_PAUSE = option('long-pause', 15)
const PIN = args.includes('--pin') && os.cpus().length >= 2
/** The first second after a pause, as a share of the third to fifth (pooled median): at least this. */
const GOAL = 0.9
const SECONDS = 5
const MIX = CROWD_MIX

/** wrk on the mix for `seconds`, 100 connections; requests a second. */
function runWrk(wrk, origin, seconds, script) {
	const wrkArgs = ['-t2', '-c100', `-d${seconds}s`, '--timeout', '30s', '-s', script, origin]
	const out = PIN
		? execFileSync('taskset', ['-c', '1', wrk, ...wrkArgs], { encoding: 'utf8' })
		: execFileSync(wrk, wrkArgs, { encoding: 'utf8' })
	return Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
}

/** Node serving `pages.json` from `dir` (path → its bytes and headers), on a free port. */
async function startReference(dir) {
	const port = await freePort()
	const code = `
const http = require('node:http')
const pages = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(path.join(dir, 'pages.json'))}, 'utf8'))
for (const page of Object.values(pages)) page.body = Buffer.from(page.body, 'base64')
http.createServer((req, res) => {
	const page = pages[req.url]
	if (!page) return res.writeHead(404).end()
	res.writeHead(200, { 'content-type': page.type, 'content-encoding': page.encoding, 'content-length': page.body.length })
	res.end(page.body)
}).listen(${port}, '127.0.0.1')`
	const child = spawn(process.execPath, [...SERVER_NODE_ARGS, '-e', code], { stdio: 'inherit' })
	const origin = `http://127.0.0.1:${port}`
	for (let i = 0; i < 100; i++) {
		if (
			await fetch(`${origin}/`).then(
				(r) => r.ok,
				() => false,
			)
		)
			break
		await sleep(100)
	}
	return {
		origin,
		child,
		stop: async () => {
			child.kill('SIGKILL')
		},
	}
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function main() {
	const wrk = need('wrk')
	ensureBuild(args.includes('--build'), 'bench:pause')
	console.log(`[bench:pause] load average before: ${loadAverage()} (${os.cpus().length} CPUs)`)
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-pause-'))
	const script = path.join(dir, 'mix.lua')
	fs.writeFileSync(script, wrkMixScript(MIX))
	const server = await spawnServer({ prefix: 'council-bench-pause-' })
	let reference
	try {
		if (PIN) execFileSync('taskset', ['-a', '-p', '-c', '0', String(server.child.pid)])
		// Warm: the pages stored, the code compiled, the young generation grown.
		runWrk(wrk, server.origin, 10, script)
		// The reference: Node alone, with the same options on the same CPU, sending the same pages'
		// bytes from memory. What the machine and the runtime do after a pause (a CPU woken up, wrk's
		// own start), which the server's figure is divided by.
		const pages = {}
		for (const pathname of MIX) {
			const response = await fetch(`${server.origin}${pathname}`, {
				headers: { 'accept-encoding': 'gzip' },
				decompress: false,
			})
			pages[pathname] = {
				type: response.headers.get('content-type'),
				encoding: response.headers.get('content-encoding'),
				body: Buffer.from(await response.arrayBuffer()).toString('base64'),
			}
		}
		fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(pages))
		reference = await startReference(dir)
		if (PIN) execFileSync('taskset', ['-a', '-p', '-c', '0', String(reference.child.pid)])
		runWrk(wrk, reference.origin, 10, script)

		/** Each second after a pause, over the rounds. */
		const measure = async (pause, origin) => {
			const bySecond = Array.from({ length: SECONDS }, () => [])
			for (let round = 0; round < ROUNDS; round++) {
				await sleep(pause * 1000)
				for (let s = 0; s < SECONDS; s++) bySecond[s].push(runWrk(wrk, origin, 1, script))
			}
			return bySecond
		}
		const fmt = (n) => Math.round(n).toLocaleString('en')
		/** Prints each second's figures; the first second's share of the third to fifth. */
		const report = (name, pause, bySecond) => {
			for (const [s, runs] of bySecond.entries())
				console.log(
					`  ${name}, second ${s + 1} after ${pause} s: median ${fmt(median(runs))} req/s (${runs.map(fmt).join(' / ')})`,
				)
			return median(bySecond[0]) / median(bySecond.slice(2).flat())
		}
		// One after the other: taken in turn, each would rest through the other's load as well.
		console.log(
			`[bench:pause] ${ROUNDS} rounds of a pause of ${PAUSE} s then ${SECONDS} s of load, the server then Node alone…`,
		)
		const siteShare = report('the server', PAUSE, await measure(PAUSE, server.origin))
		const aloneShare = report('Node alone', PAUSE, await measure(PAUSE, reference.origin))
		console.log(`[bench:pause] ${ROUNDS} rounds with a pause of ${LONG_PAUSE} s, the server…`)
		const longShare = report('the server', LONG_PAUSE, await measure(LONG_PAUSE, server.origin))
		const collections = (server.log().match(/\[memory\] quiet after/g) ?? []).length
		const pct = (n) => `${(n * 100).toFixed(1)}%`
		console.log(`\nload average now: ${loadAverage()}`)
		console.log(`collections after a busy spell (the server's log): ${collections}`)
		console.log(
			`first second after ${PAUSE} s, share of seconds 3–5: the server ${pct(siteShare)}, Node alone ${pct(aloneShare)}`,
		)
		const share = siteShare / aloneShare
		console.log(
			`${share >= GOAL ? 'met    ' : 'MISSED '} the server's first second after a pause of ${PAUSE} s, against Node alone's   ${pct(share)}   goal ≥ ${pct(GOAL)}`,
		)
		console.log(
			`(info)  the server's first second after a pause of ${LONG_PAUSE} s, share of seconds 3–5   ${pct(longShare)}   its memory given back meanwhile`,
		)
	} finally {
		await reference?.stop()
		await server.stop()
		fs.rmSync(dir, { recursive: true, force: true })
	}
}

main().catch((error) => {
	console.error(error)
	process.exit(1)
})
