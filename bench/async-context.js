// `npm run bench:async-context`: what entering an AsyncLocalStorage costs every later request of
// a process, on the Node.js that runs this. React DOM's server renderer enters one per render (its
// request store); on Node 20 that turned the async hooks on for the whole process, for good
// (decision 041). A bare HTTP server sends the same 20 kB page; it runs twice, in turns: once as
// it is, once after entering an AsyncLocalStorage as a render does. wrk loads each for a few
// seconds, and the server's CPU per request is read from /proc. Needs wrk (`apt-get install wrk`).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import { freePort } from '../scripts/spawn-server.js'

if (process.argv[2] === 'serve') {
	const { AsyncLocalStorage } = await import('node:async_hooks')
	const http = await import('node:http')
	const page = Buffer.from(`<!doctype html><title>x</title>${'<p>Council news. '.repeat(1200)}`)
	if (process.argv[4] === 'store') {
		const store = new AsyncLocalStorage()
		store.run({}, () => {})
	}
	http
		.createServer((req, res) => {
			// A promise per request, as a real handler awaits something.
			Promise.resolve().then(() => {
				res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': page.length })
				res.end(page)
			})
		})
		.listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'))
} else {
	const wrk = spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).stdout.trim()
	if (!wrk) {
		console.error('wrk is not installed: apt-get install -y wrk')
		process.exit(1)
	}
	const cpuMs = (pid) => {
		const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
		return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
	}
	const ROUNDS = 3
	const SECONDS = 4
	const results = { none: [], store: [] }
	console.log(
		`[bench:async-context] Node ${process.version}, load average ${os
			.loadavg()
			.map((n) => n.toFixed(2))
			.join(' ')} (${os.cpus().length} CPUs)`,
	)
	for (let round = 0; round < ROUNDS; round++) {
		for (const mode of ['none', 'store']) {
			const port = await freePort()
			const child = spawn(process.execPath, [import.meta.filename, 'serve', port, mode], {
				stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
			})
			await new Promise((resolve) => child.once('message', resolve))
			const before = cpuMs(child.pid)
			const run = spawnSync(wrk, ['-t1', '-c32', `-d${SECONDS}s`, `http://127.0.0.1:${port}/`], {
				encoding: 'utf8',
			})
			const used = cpuMs(child.pid) - before
			const requests = Number(/(\d+) requests in/.exec(run.stdout)?.[1] ?? 0)
			child.kill()
			results[mode].push((used * 1000) / requests)
		}
	}
	const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
	for (const mode of ['none', 'store']) {
		console.log(
			`${mode === 'none' ? 'no store entered  ' : 'a store entered   '} ${results[mode].map((v) => v.toFixed(1)).join(', ')} µs of CPU per request (median ${median(results[mode]).toFixed(1)})`,
		)
	}
	console.log(`ratio (store / none): ${(median(results.store) / median(results.none)).toFixed(2)}`)
}
