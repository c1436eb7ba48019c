import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { inject } from 'vitest'
import { contentPagePaths } from '../../app/route-table'
import { spawnServer } from '../../scripts/spawn-server.js'
import { createPgDatabase } from '../support/db'
import { onPostgres } from './start-server'

// The production server stopped and started again several times on the same database (SQLite in
// `http`, PostgreSQL in `http-pg`), each time under load and stopped while requests are still
// arriving. On SQLite only a handful of prepared statements are kept (SQLITE_STATEMENTS_KEPT), so
// under load statements are finalized all the time, and more texts are prepared than are kept
// (searches make new ones). A native driver that fails at finalizing or at exit (better-sqlite3 12
// on Node 24 aborted every start after the first) shows here as a start that fails or an exit that
// is not a clean 0.

const ROUNDS = 3
const CONCURRENCY = 8

let env: Record<string, string>
let cleanup: () => Promise<void>

beforeAll(async () => {
	if (onPostgres()) {
		const database = await createPgDatabase(inject('httpPgUrl'), 'restarts')
		env = { DATABASE_URL: database.url, PAGE_CACHE_MB: '0', SHUTDOWN_DRAIN_MS: '200' }
		cleanup = database.drop
	} else {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-restarts-'))
		fs.cpSync(inject('seededDataDir'), dir, { recursive: true })
		env = {
			DATA_DIR: dir,
			PAGE_CACHE_MB: '0',
			SQLITE_STATEMENTS_KEPT: '8',
			SHUTDOWN_DRAIN_MS: '200',
		}
		cleanup = async () => fs.rmSync(dir, { recursive: true, force: true })
	}
})
afterAll(async () => cleanup?.())

/** Public addresses in both languages, and searches whose texts differ each round. */
function addresses(round: number) {
	const pages = ['/', '/news', '/events', '/documents', '/help', ...contentPagePaths.slice(0, 4)]
	const both = pages.flatMap((p) => [p, p === '/' ? '/fr' : `/fr${p}`])
	const searches = Array.from({ length: 12 }, (_, i) => `/search?q=market+${round}x${i}`)
	return [...both, ...searches, '/sitemap.xml', '/news/feed.xml', '/no-such-page']
}

/** Requests every address with CONCURRENCY at a time; the status of each (0 for a failed fetch). */
async function load(origin: string, paths: string[], stopAfter?: number) {
	const statuses: number[] = []
	let next = 0
	const worker = async () => {
		while (next < paths.length) {
			const target = paths[next++]!
			const status = await fetch(origin + target).then(
				async (res) => (await res.arrayBuffer(), res.status),
				() => 0,
			)
			statuses.push(status)
			if (stopAfter !== undefined && statuses.length >= stopAfter) return
		}
	}
	await Promise.all(Array.from({ length: CONCURRENCY }, worker))
	return statuses
}

test(`the server starts, serves and stops cleanly ${ROUNDS} times in a row on the same database, under load`, async () => {
	for (let round = 1; round <= ROUNDS; round++) {
		const server = await spawnServer({ prefix: 'council-restarts-', env })
		try {
			const paths = addresses(round)
			const statuses = await load(server.origin, paths)
			expect(statuses.length, `round ${round}`).toBe(paths.length)
			expect(
				statuses.filter((s) => s !== 200 && s !== 404),
				`round ${round}: no error under load\n${server.log()}`,
			).toEqual([])
			// Stopped while requests are still arriving: the drain answers them, then the process exits.
			const during = load(server.origin, addresses(round + 100))
			await new Promise((resolve) => setTimeout(resolve, 50))
			server.child.kill('SIGTERM')
			const code = await server.exited
			await during
			expect(
				{ code, signal: server.child.signalCode },
				`round ${round}: exit\n${server.log()}`,
			).toEqual({ code: 0, signal: null })
			expect(server.log()).toContain('closed cleanly')
		} finally {
			await server.stop()
		}
	}
	// Three starts, each with its load, on a shared 2-CPU machine.
}, 240_000)
