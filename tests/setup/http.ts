import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startCluster } from '../../scripts/pg-cluster.js'
import { spawnServer } from '../../scripts/spawn-server.js'
import { createDatabase } from '../support/pg-database'

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
		/**
		 * A data folder the sample council is seeded into, for servers to start from; in `http-pg`,
		 * with its database (`httpPgTemplate`, in the cluster), which each server's database copies.
		 */
		seededDataDir: string
		httpPgTemplate: string
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
async function seededFolder(env: Record<string, string> = {}) {
	const server = await spawnServer({ prefix: 'council-http-seeded-', env })
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-http-template-'))
	await new Promise<void>((resolve) => {
		server.child.once('exit', () => resolve())
		server.child.kill('SIGTERM')
	})
	fs.cpSync(server.dataDir, dir, { recursive: true })
	await server.stop()
	return dir
}

/**
 * On PostgreSQL, the same: the sample council seeded once by the production server into a
 * database of the cluster, which each file's server database is then created from
 * (`create database … template`, a copy of its files) instead of migrating and seeding its own.
 * The template has no connection left when copied (the server that seeded it has stopped).
 */
async function seededPgTemplate(clusterUrl: string) {
	const name = 'seeded_sample_council'
	const dir = await seededFolder({ DATABASE_URL: await createDatabase(clusterUrl, name) })
	return { name, dir }
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
	const template = await seededPgTemplate(cluster.url)
	project.provide('httpPgTemplate', template.name)
	project.provide('seededDataDir', template.dir)
	return async () => {
		await cluster.stop()
		fs.rmSync(template.dir, { recursive: true, force: true })
	}
}
