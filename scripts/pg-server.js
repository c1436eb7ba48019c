// The production server backed by a throw-away PostgreSQL 15 cluster, for the end-to-end tests of
// the staff area on PostgreSQL (a `webServer` of playwright.config.ts):
//   PORT=3212 node scripts/pg-server.js
// Creates the cluster in a temp dir on a free port, starts `node server/index.js` with
// DATABASE_URL pointing at it and a fresh DATA_DIR (uploads), and on SIGTERM/SIGINT/SIGHUP, or
// when the server exits, stops the server, then PostgreSQL, and removes both folders.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startCluster } from './pg-cluster.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = process.env.PORT
if (!port) {
	console.error('[pg-server] set PORT')
	process.exit(1)
}

// A stop asked for while the cluster is being created is honoured once it exists.
let stopAsked = false
const onStop = () => {
	stopAsked = true
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, onStop)

const cluster = await startCluster({ prefix: 'council-e2e-pg-' })
if (stopAsked) {
	cluster.stop()
	process.exit(0)
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `council-e2e-${port}-`))
console.log(`[pg-server] PostgreSQL on port ${cluster.port}, site on port ${port}`)

const server = spawn(process.execPath, ['server/index.js'], {
	cwd: root,
	env: {
		...process.env,
		PORT: port,
		HOST: process.env.HOST ?? '127.0.0.1',
		NODE_ENV: 'production',
		DATA_DIR: dataDir,
		DATABASE_URL: cluster.url,
	},
	stdio: ['ignore', 'inherit', 'inherit'],
})

let closing = false
function cleanUp(code) {
	if (closing) return
	closing = true
	const finish = () => {
		try {
			cluster.stop()
		} catch (error) {
			console.error('[pg-server] could not stop PostgreSQL:', error)
			code ||= 1
		}
		fs.rmSync(dataDir, { recursive: true, force: true })
		process.exit(code)
	}
	if (server.exitCode !== null || server.signalCode !== null) return finish()
	server.once('exit', finish)
	server.kill('SIGTERM')
	// The server closes its connections on SIGTERM; past this, PostgreSQL's fast stop ends them.
	setTimeout(() => server.kill('SIGKILL'), 15_000).unref()
}

server.on('exit', (code, signal) => {
	if (!closing) {
		console.error(`[pg-server] the server exited (${code ?? signal})`)
		cleanUp(code || 1)
	}
})
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
	process.off(signal, onStop)
	process.on(signal, () => cleanUp(0))
}
// Started by a test runner through a pipe: if the runner goes away without a signal, so do we.
const stdin = fs.fstatSync(0)
if (stdin.isFIFO() || stdin.isSocket()) {
	process.stdin.on('end', () => cleanUp(0))
	process.stdin.on('error', () => cleanUp(0))
	process.stdin.resume()
}
