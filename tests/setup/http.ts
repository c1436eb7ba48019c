import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startCluster } from '../../scripts/pg-cluster.js'

/**
 * Global setup of the `http` and `http-pg` test projects (tests/http: the production server
 * answering requests, no browser). `npm test` builds first; `npx vitest run` alone builds here
 * when there is no build yet, so these tests never run against nothing. The `http-pg` project also
 * gets a throw-away PostgreSQL 15 cluster (each test file's server gets a database of its own in
 * it: tests/http/server.ts).
 */
declare module 'vitest' {
	export interface ProvidedContext {
		httpPgUrl: string
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

export default async function setup(project: TestProject) {
	ensureBuild()
	if (project.config.env?.TEST_DB !== 'postgres') return
	const cluster = await startCluster({ prefix: 'council-http-pg-' })
	project.provide('httpPgUrl', cluster.url)
	return () => cluster.stop()
}
