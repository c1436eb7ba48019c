import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

/**
 * Global setup of the `postgres` test project: a throw-away PostgreSQL 15 cluster in a temp dir on
 * a free port, removed afterwards. Tests reach it through `inject('pgUrl')`.
 */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

declare module 'vitest' {
	export interface ProvidedContext {
		pgUrl: string
	}
}

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer()
		server.unref()
		server.on('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const address = server.address()
			const port = typeof address === 'object' && address ? address.port : 0
			server.close(() => resolve(port))
		})
	})
}

/** initdb refuses to run as root; on CI we are root, so run the server as the postgres user. */
function asPostgres(cmd: string, args: string[]) {
	const isRoot = process.getuid?.() === 0
	const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]
	const result = spawnSync(file, argv, { encoding: 'utf8' })
	if (result.status !== 0) {
		throw new Error(
			`${path.basename(cmd)} failed (${result.status}): ${result.stderr || result.stdout}`,
		)
	}
	return result.stdout
}

export default async function setup(project: TestProject) {
	if (!fs.existsSync(path.join(BIN, 'initdb'))) {
		throw new Error(`PostgreSQL binaries not found in ${BIN} (set PG_BIN)`)
	}
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-pg-'))
	if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres', dir])
	const dataDir = path.join(dir, 'data')
	const port = await freePort()
	asPostgres(path.join(BIN, 'initdb'), [
		'-D',
		dataDir,
		'-U',
		'postgres',
		'--auth=trust',
		'-E',
		'UTF8',
		'--locale=C.UTF-8',
	])
	asPostgres(path.join(BIN, 'pg_ctl'), [
		'-D',
		dataDir,
		'-l',
		path.join(dir, 'server.log'),
		'-o',
		`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
		'-w',
		'start',
	])
	project.provide('pgUrl', `postgres://postgres@127.0.0.1:${port}/postgres`)

	return () => {
		try {
			asPostgres(path.join(BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
		} finally {
			fs.rmSync(dir, { recursive: true, force: true })
		}
	}
}
