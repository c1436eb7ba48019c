import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { spawnServer } from '../../scripts/spawn-server.js'
import { Client } from './client'
import { SAMPLE_ADMIN } from './start-server'

// Two instances on one SQLite file (one DATA_DIR), as during a restart or with a command-line tool
// writing beside the server (decision 036): started together, one prepares the database; saves
// through both at once all succeed, because each write transaction takes the write lock when it
// begins (`BEGIN IMMEDIATE`) and waits its turn. With a plain `BEGIN`, 5 of 125 such saves were
// answered 500 "database is locked". Runs in `http` (SQLite).

let dataDir: string
let servers: Awaited<ReturnType<typeof spawnServer>>[] = []

beforeAll(async () => {
	dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-one-file-'))
	const env = { DATA_DIR: dataDir }
	servers = await Promise.all([
		spawnServer({ prefix: 'council-one-file-', env }),
		spawnServer({ prefix: 'council-one-file-', env }),
	])
})
afterAll(async () => {
	for (const server of servers) await server.stop()
	fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('two instances on one SQLite file', () => {
	test('started together: one prepared the database, the other found it ready', () => {
		const logs = servers.map((s) => s.log())
		expect(logs.filter((log) => log.includes('[db] seeded the sample council'))).toHaveLength(1)
		for (const log of logs) expect(log).not.toMatch(/could not prepare|locked/)
	})

	test('125 saves through both at once: every one acknowledged and stored, none refused as locked', async () => {
		const clients = await Promise.all(
			servers.map(async (server) => {
				const client = new Client(server.origin)
				await client.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
				await client.csrf()
				return client
			}),
		)
		const tag = Date.now().toString(36)
		const save = (i: number) =>
			clients[i % 2]!.adminPost('/admin-dtima/content/quick-links', {
				intent: 'create',
				token: `two-${tag}-${i}`,
				label_en: `Together ${tag} ${i}`,
				label_fr: `Ensemble ${tag} ${i}`,
				href: '/news',
				sort_order: '5',
			})
		const statuses: number[] = []
		// Eight in flight on each instance.
		let next = 0
		await Promise.all(
			Array.from({ length: 16 }, async () => {
				while (next < 125) {
					const i = next++
					statuses[i] = (await save(i)).status
				}
			}),
		)
		expect(statuses.filter((s) => s !== 302)).toEqual([])
		const db = new Database(path.join(dataDir, 'council.db'), { readonly: true })
		const { n } = db
			.prepare('select count(*) as n from quick_links where label_en like ?')
			.get(`Together ${tag} %`) as { n: number }
		db.close()
		expect(n).toBe(125)
	})
})
