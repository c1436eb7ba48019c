import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import pg from 'pg'
import { migrateToLatest, openDatabase, type DbHandle } from '#app/db/client.server'

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
	const adminUrl = inject('pgUrl')
	const name = `test_${crypto.randomBytes(6).toString('hex')}`
	const admin = new pg.Client({ connectionString: adminUrl })
	await admin.connect()
	await admin.query(`create database ${name}`)
	await admin.end()
	const url = new URL(adminUrl)
	url.pathname = `/${name}`
	const handle = openDatabase({ databaseUrl: url.toString() })
	await migrateToLatest(handle)
	return {
		...handle,
		async close() {
			await handle.close()
			const cleanup = new pg.Client({ connectionString: adminUrl })
			await cleanup.connect()
			await cleanup.query(`drop database if exists ${name}`)
			await cleanup.end()
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
	const adminUrl = inject('pgUrl')
	const name = `test_${crypto.randomBytes(6).toString('hex')}`
	const admin = new pg.Client({ connectionString: adminUrl })
	await admin.connect()
	await admin.query(`create database ${name}`)
	await admin.end()
	const url = new URL(adminUrl)
	url.pathname = `/${name}`
	const first = openDatabase({ databaseUrl: url.toString() })
	await migrateToLatest(first)
	const second = openDatabase({ databaseUrl: url.toString() })
	return {
		first,
		second,
		async close() {
			await first.close()
			await second.close()
			const cleanup = new pg.Client({ connectionString: adminUrl })
			await cleanup.connect()
			await cleanup.query(`drop database if exists ${name}`)
			await cleanup.end()
		},
	}
}
