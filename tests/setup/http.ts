import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startCluster } from '../../scripts/pg-cluster.js'
import { spawnServer } from '../../scripts/spawn-server.js'

/**
 * Global setup of the `http` and `http-pg` test projects (tests/http: the production server
 * answering requests, no browser). `npm test` builds first; `npx vitest run` alone builds here
 * when there is no build yet, so these tests never run against nothing. The `http-pg` project also
 * gets a throw-away PostgreSQL 15 cluster (each test file's server gets a database of its own in
 * it: tests/http/start-server.ts).
 */
declare module 'vitest' {
	export interface ProvidedContext {
		httpPgUrl: string
		/** A data folder the sample council is seeded into, for `http` servers to start from. */
		seededDataDir: string
	}
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

let built: boolean | undefined
function ensureBuild() {
	if (built ?? fs.existsSync(path.join(root, 'build/server/index.js'))) return void (built = true)
	console.log('[http tests] no build found: running `npm run build` first')
	const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
	if (result.status !== 0) throw new Error('`npm run build` failed')
	built = true
}

/**
 * The sample council seeded once, by the production server itself, then stopped cleanly: each
 * `http` file's server starts from a copy of that folder instead of seeding its own (about a
 * second of CPU per server, some sixty servers). What a first start does (seeding, the start-up
 * lock) stays tested by the files that start servers on empty folders (server-process,
 * sqlite-two-processes, production-install, second-council).
 */
async function seededFolder() {
	const server = await spawnServer({ prefix: 'council-http-seeded-' })
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-http-template-'))
	await new Promise<void>((resolve) => {
		server.child.once('exit', () => resolve())
		server.child.kill('SIGTERM')
	})
	fs.cpSync(server.dataDir, dir, { recursive: true })
	await server.stop()
	return dir
}

export default async function setup(project: TestProject) {
	ensureBuild()
	if (project.config.env?.TEST_DB !== 'postgres') {
		const dir = await seededFolder()
		project.provide('seededDataDir', dir)
		return () => fs.rmSync(dir, { recursive: true, force: true })
	}
	const cluster = await startCluster({ prefix: 'council-http-pg-' })
	project.provide('httpPgUrl', cluster.url)
	return () => cluster.stop()
}
