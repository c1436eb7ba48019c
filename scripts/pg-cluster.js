// A throw-away PostgreSQL 15 cluster in a temp dir on a free port, for tests: the Vitest
// `postgres` project (tests/setup/postgres.ts) and the end-to-end server (scripts/pg-server.js).
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './spawn-server.js'

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

const isRoot = () => process.getuid?.() === 0

/** initdb refuses to run as root; on CI we are root, so the server runs as the postgres user. */
function asPostgres(cmd, args) {
	const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]
	const result = spawnSync(file, argv, { encoding: 'utf8' })
	if (result.status !== 0) {
		throw new Error(
			`${path.basename(cmd)} failed (${result.status}): ${result.stderr || result.stdout}`,
		)
	}
	return result.stdout
}

/**
 * Creates and starts a cluster (fsync off: nothing in it is worth keeping). `stop()` shuts it down
 * and removes its folder; it may be called more than once.
 *
 * @param {{ prefix?: string }} [options]
 * @returns {Promise<{ url: string, port: number, dir: string, stop: () => void }>}
 */
export async function startCluster({ prefix = 'council-pg-' } = {}) {
	if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) {
		throw new Error(`PostgreSQL binaries not found in ${PG_BIN} (set PG_BIN)`)
	}
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
	const dataDir = path.join(dir, 'data')
	let started = false
	let stopped = false
	const stop = () => {
		if (stopped) return
		stopped = true
		try {
			if (started)
				asPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
		} finally {
			fs.rmSync(dir, { recursive: true, force: true })
		}
	}
	try {
		if (isRoot()) execFileSync('chown', ['-R', 'postgres', dir])
		const port = await freePort()
		asPostgres(path.join(PG_BIN, 'initdb'), [
			'-D',
			dataDir,
			'-U',
			'postgres',
			'--auth=trust',
			'-E',
			'UTF8',
			'--locale=C.UTF-8',
		])
		asPostgres(path.join(PG_BIN, 'pg_ctl'), [
			'-D',
			dataDir,
			'-l',
			path.join(dir, 'server.log'),
			'-o',
			`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
			'-w',
			'start',
		])
		started = true
		return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop }
	} catch (error) {
		stop()
		throw error
	}
}
