import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { migrateToLatest, openDatabase, type DbHandle } from '#app/db/client.server'
import { createDatabase, runOnCluster } from './pg-database'

/**
 * A new, empty database in a throw-away PostgreSQL cluster (by default the `postgres` project's):
 * its URL, and how to drop it (even with a server still connected to it).
 */
export async function createPgDatabase(
	adminUrl: string = inject('pgUrl'),
	prefix = 'test',
	/** A database of the cluster to copy (`create database … template`), else an empty one. */
	template?: string,
) {
	const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`
	const url = await createDatabase(adminUrl, name, template)
	return { url, drop: () => runOnCluster(adminUrl, `drop database if exists ${name} with (force)`) }
}

/**
 * A migrated, empty database for one test file: in-memory SQLite in the `unit` project, a fresh
 * database in the throw-away PostgreSQL cluster in the `postgres` project.
 */
export async function createTestDb(): Promise<DbHandle> {
	if (process.env.TEST_DB !== 'postgres') {
		const handle = openDatabase({ sqliteFile: ':memory:' })
		await migrateToLatest(handle)
		return handle
	}
	const database = await createPgDatabase(inject('pgUrl'), 'test', inject('pgTemplate'))
	const handle = openDatabase({ databaseUrl: database.url })
	await migrateToLatest(handle)
	return {
		...handle,
		async close() {
			await handle.close()
			await database.drop()
		},
	}
}

/**
 * Two connections (as two app instances would have) to one fresh, migrated database: two pools
 * to the same PostgreSQL database in the `postgres` project, one SQLite file opened twice in
 * `unit`.
 */
export async function createSharedTestDb(): Promise<{
	first: DbHandle
	second: DbHandle
	close(): Promise<void>
}> {
	if (process.env.TEST_DB !== 'postgres') {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-shared-'))
		const file = path.join(dir, 'council.db')
		const first = openDatabase({ sqliteFile: file })
		await migrateToLatest(first)
		const second = openDatabase({ sqliteFile: file })
		return {
			first,
			second,
			async close() {
				await first.close()
				await second.close()
				fs.rmSync(dir, { recursive: true, force: true })
			},
		}
	}
	const database = await createPgDatabase(inject('pgUrl'), 'test', inject('pgTemplate'))
	const first = openDatabase({ databaseUrl: database.url })
	await migrateToLatest(first)
	const second = openDatabase({ databaseUrl: database.url })
	return {
		first,
		second,
		async close() {
			await first.close()
			await second.close()
			await database.drop()
		},
	}
}
