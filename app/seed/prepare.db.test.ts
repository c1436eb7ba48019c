import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase, type DbHandle } from '#app/db/client.server'
import { createPgDatabase } from '../../tests/support/db'
import { prepareDatabase } from './prepare.server'
import { sampleNews } from './seed.server'

// Several instances starting together on a fresh database (decision 036): each has its
// own connection, as separate processes would. Without the start-up lock, two of them seed the
// sample council at once and one stops on a duplicate key. Runs on SQLite (`unit`: one file opened
// three times) and PostgreSQL (`postgres`: three pools on one database).

const onPostgres = process.env.TEST_DB === 'postgres'
let handles: DbHandle[] = []
let cleanUp: () => Promise<void>

beforeAll(async () => {
	if (onPostgres) {
		const database = await createPgDatabase()
		handles = [1, 2, 3].map(() => openDatabase({ databaseUrl: database.url }))
		cleanUp = database.drop
	} else {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-startup-'))
		handles = [1, 2, 3].map(() => openDatabase({ sqliteFile: path.join(dir, 'council.db') }))
		cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true })
	}
})
afterAll(async () => {
	for (const handle of handles) await handle.close()
	await cleanUp?.()
})

describe(`start-up of three instances at once (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('one prepares the database, the others wait and find it done; nothing is written twice', async () => {
		const lines: string[][] = [[], [], []]
		const order: string[] = []
		const results = await Promise.allSettled(
			handles.map((handle, i) =>
				prepareDatabase(handle, {
					seed: true,
					admin: {
						ADMIN_EMAIL: 'clerk@example.org',
						ADMIN_PASSWORD: 'a long sample passphrase 42',
					},
					log: (line) => {
						lines[i]!.push(line)
						order.push(`${i}: ${line}`)
					},
				}),
			),
		)
		expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
			'ok',
			'ok',
			'ok',
		])
		// Exactly one of them applied the migrations and seeded; the others had nothing to do.
		const seeded = lines.filter((l) => l.includes('[db] seeded the sample council'))
		expect(seeded).toHaveLength(1)
		expect(lines.filter((l) => l.some((line) => line.includes('applied')))).toHaveLength(1)
		const db = handles[0]!.db
		const count = async (table: 'news' | 'users' | 'settings' | 'pages') =>
			Number(
				(
					await db
						.selectFrom(table)
						.select((eb) => eb.fn.countAll<string | number>().as('n'))
						.executeTakeFirstOrThrow()
				).n,
			)
		expect(await count('news')).toBe(sampleNews.length)
		expect(await count('pages')).toBeGreaterThan(10)
		const admins = await db
			.selectFrom('users')
			.select('email')
			.where('role', '=', 'admin')
			.execute()
		expect(admins).toEqual([{ email: 'clerk@example.org' }])
	})

	test('a later start finds everything ready and changes nothing', async () => {
		const lines: string[] = []
		await prepareDatabase(handles[1]!, {
			seed: true,
			admin: { ADMIN_EMAIL: 'clerk@example.org', ADMIN_PASSWORD: 'a long sample passphrase 42' },
			log: (line) => lines.push(line),
		})
		expect(lines).toEqual([])
	})
})
