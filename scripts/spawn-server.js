// Starts the production server (`server/index.js`) as a child process on its own port and a fresh
// data folder, and waits until /healthz answers. Shared by the benchmark and the server tests.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export function freePort() {
	return new Promise((resolve, reject) => {
		const srv = net.createServer()
		srv.unref()
		srv.on('error', reject)
		srv.listen(0, '127.0.0.1', () => {
			const { port } = srv.address()
			srv.close(() => resolve(port))
		})
	})
}

/**
 * The V8 options the server runs with, as `npm start` and `npm run serve` give them (package.json):
 * - a young generation of at most 16 MB per semi-space. Node 24 sizes it from the machine's
 *   memory, and under a crowd the server then held 306–314 MB against 209–219 MB with this cap,
 *   for the same or better throughput (decision 042, `npm run bench:load`);
 * - an old generation of at most 512 MB: V8 then lets it grow to about 1.5 times what is live
 *   between collections rather than 4 times, and a flood of uncached requests peaked at 235–247
 *   MB instead of 305–321 MB, for the same throughput (decision 048);
 * - `gc`, for the one collection that gives memory back once a busy spell ends (server/index.js).
 */
export const SERVER_NODE_ARGS = [
	'--max-semi-space-size=16',
	'--max-old-space-size=512',
	'--expose-gc',
]

/**
 * `copyFrom`: a data folder to start from (a copy of it), e.g. one the sample council was already
 * seeded into, so a test server skips the seeding (tests/setup/http.ts).
 * `nodeArgs`: options for Node itself, e.g. `--cpu-prof` to profile the server.
 * `listening`: ready once /healthz answers at all (a server expected to report 503, e.g. on a
 * full disk), rather than with 200.
 * @param {{ port?: number, prefix?: string, timeoutMs?: number, env?: Record<string, string>, copyFrom?: string, nodeArgs?: string[], listening?: boolean }} [options]
 */
export async function spawnServer({
	port,
	prefix = 'council-server-',
	timeoutMs = 60_000,
	env = {},
	copyFrom,
	nodeArgs = SERVER_NODE_ARGS,
	listening = false,
} = {}) {
	const listenPort = port ?? (await freePort())
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
	if (copyFrom) fs.cpSync(copyFrom, dataDir, { recursive: true })
	const child = spawn(process.execPath, [...nodeArgs, 'server/index.js'], {
		cwd: root,
		env: {
			...process.env,
			PORT: String(listenPort),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			NODE_ENV: 'production',
			...env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	// Kept (last 20 kB) for tests and for the error message if start-up fails.
	let log = ''
	const keep = (chunk) => (log = (log + chunk).slice(-20_000))
	child.stdout.on('data', keep)
	child.stderr.on('data', keep)
	let exitInfo = null
	const exited = new Promise((resolve) =>
		child.on('exit', (code, signal) => {
			exitInfo = { code, signal }
			resolve(code)
		}),
	)

	const server = {
		origin: `http://127.0.0.1:${listenPort}`,
		dataDir,
		child,
		exited,
		log: () => log,
		async stop() {
			if (!exitInfo) {
				child.kill('SIGTERM')
				// Graceful shutdown closes the database; give it a moment, then insist.
				const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
				await exited
				clearTimeout(timer)
			}
			fs.rmSync(dataDir, { recursive: true, force: true })
		},
	}

	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline && !exitInfo) {
		const ok = await fetch(`${server.origin}/healthz`).then(
			(r) => r.ok || listening,
			() => false,
		)
		if (ok) return server
		await new Promise((r) => setTimeout(r, 100))
	}
	// Said before stopping it: once stopped, a server that timed out would look like one that exited.
	const why = exitInfo
		? `exited early (code ${exitInfo.code ?? exitInfo.signal})`
		: `no 200 from /healthz within ${timeoutMs / 1000} s`
	await server.stop()
	throw new Error(
		`server did not start: ${why}\n--- server output ---\n${log.trim()}\n---------------------`,
	)
}
