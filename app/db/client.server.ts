import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely'
import pg from 'pg'
import { getMigrations, type Dialect } from './migrations/index'
import type { Database } from './schema'

export interface DbHandle {
	db: Kysely<Database>
	dialect: Dialect
	close(): Promise<void>
}

type DbConfig = { databaseUrl: string } | { sqliteFile: string }

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise the embedded SQLite file
 * (created with its folder if missing; ':memory:' for tests).
 */
export function openDatabase(config: DbConfig): DbHandle {
	if ('databaseUrl' in config) {
		const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 })
		// An idle client losing its connection must not crash the process.
		pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message))
		const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
		return { db, dialect: 'postgres', close: () => db.destroy() }
	}
	if (config.sqliteFile !== ':memory:') {
		fs.mkdirSync(path.dirname(config.sqliteFile), { recursive: true })
	}
	const sqlite = new SQLite(config.sqliteFile)
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('foreign_keys = ON')
	sqlite.pragma('busy_timeout = 5000')
	sqlite.pragma('synchronous = NORMAL')
	const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
	return { db, dialect: 'sqlite', close: () => db.destroy() }
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(handle: DbHandle) {
	const migrations = getMigrations(handle.dialect)
	const provider: MigrationProvider = { getMigrations: async () => migrations }
	const migrator = new Migrator({ db: handle.db, provider })
	const { error, results } = await migrator.migrateToLatest()
	const failed = results?.find((r) => r.status === 'Error')
	if (error) {
		const reason = error instanceof Error ? error.message : String(error)
		throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error })
	}
	return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

let current: DbHandle | undefined

/** The process-wide database, opened at start-up by `server/app.ts`. */
export function getDb(): Kysely<Database> {
	if (!current) throw new Error('Database not initialised: call setDatabase() at start-up')
	return current.db
}

export function getDbHandle(): DbHandle | undefined {
	return current
}

export function setDatabase(handle: DbHandle | undefined) {
	current = handle
}
