import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
	CompiledQuery,
	Kysely,
	Migrator,
	PostgresDialect,
	SqliteDialect,
	SqliteDriver,
	sql,
	type DatabaseConnection,
	type MigrationProvider,
	type SqliteDialectConfig,
} from 'kysely'
import pg from 'pg'
import { getMigrations, type Dialect } from './migrations/index'
import type { Database } from './schema'

export interface DbHandle {
	db: Kysely<Database>
	dialect: Dialect
	/** The SQLite file (':memory:' in tests); undefined on PostgreSQL. */
	sqliteFile?: string
	/** Opened to read only, the disk being full (decision 049). */
	readOnly?: boolean
	close(): Promise<void>
	/**
	 * Runs `work` while no other process (another instance starting on the same database) runs
	 * its own: start-up (migrations, seeding, the first administrator) is prepared by one instance
	 * at a time, and the next finds it done. PostgreSQL: a session advisory lock; SQLite: an
	 * exclusive lock on a file beside the database. Both are released if the process dies.
	 */
	startupLock<T>(work: () => Promise<T>): Promise<T>
}

/**
 * SQLite transactions take the write lock when they begin (`BEGIN IMMEDIATE`): with a plain
 * `BEGIN`, a transaction that reads and then writes fails with "database is locked" when another
 * process (a second instance on the same file, a command-line tool) wrote in between, instead of
 * waiting its turn (busy_timeout).
 */
class ImmediateSqliteDriver extends SqliteDriver {
	override async beginTransaction(connection: DatabaseConnection) {
		await connection.executeQuery(CompiledQuery.raw('begin immediate'))
	}

	/**
	 * SQLite ends a transaction itself on some failures (a full disk: SQLITE_FULL). Kysely then
	 * asks for a rollback, which failed with "cannot rollback - no transaction is active" and hid
	 * the failure that mattered (issue 32): the transaction is already undone, and the caller
	 * gets the first error.
	 */
	override async rollbackTransaction(connection: DatabaseConnection) {
		try {
			await super.rollbackTransaction(connection)
		} catch (error) {
			if (!/no transaction is active/.test(error instanceof Error ? error.message : '')) throw error
		}
	}
}

export class ImmediateSqliteDialect extends SqliteDialect {
	constructor(private readonly config: SqliteDialectConfig) {
		super(config)
	}
	override createDriver() {
		return new ImmediateSqliteDriver(this.config)
	}
}

/** Prepared statements kept per connection (Kysely prepares each query's SQL again otherwise). */
export const STATEMENTS_KEPT = 500

/**
 * The connection as Kysely sees it, with its prepared statements kept by SQL text: a page runs the
 * same few dozen queries every time, and preparing them again was a visible part of a render
 * (decision 035). Bounded: the oldest is dropped first (queries with lists of varying length make
 * new texts).
 */
function withStatementCache(
	sqlite: SQLite.Database,
	limit: number,
): SqliteDialectConfig['database'] {
	const kept = new Map<string, SQLite.Statement>()
	return {
		close: () => sqlite.close(),
		prepare(text: string) {
			let statement = kept.get(text)
			if (statement) return statement
			statement = sqlite.prepare(text)
			if (kept.size >= limit) kept.delete(kept.keys().next().value!)
			kept.set(text, statement)
			return statement
		},
	}
}

/** One number for every install's start-up lock (any constant shared by the instances). */
const STARTUP_LOCK_KEY = 0x636f756e

/** How long an instance waits for another's start-up before giving up with a message. */
const STARTUP_WAIT_MS = 300_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The SQLite start-up lock: an exclusive transaction on `<database>.startup-lock`, asked for
 * without blocking (better-sqlite3 would otherwise hold the whole process while it waits), again
 * every 50 ms.
 */
async function sqliteStartupLock<T>(file: string, work: () => Promise<T>): Promise<T> {
	const lock = new SQLite(`${file}.startup-lock`)
	try {
		lock.pragma('busy_timeout = 0')
		const started = Date.now()
		for (;;) {
			try {
				lock.exec('begin exclusive')
				break
			} catch (error) {
				if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error
				if (Date.now() - started > STARTUP_WAIT_MS)
					throw new Error(
						`another instance has been preparing ${file} for ${STARTUP_WAIT_MS / 1000} s; ` +
							'if none is running, remove the .startup-lock file beside the database',
						{ cause: error },
					)
				await sleep(50)
			}
		}
		try {
			return await work()
		} finally {
			lock.exec('rollback')
		}
	} finally {
		lock.close()
	}
}

type DbConfig =
	| {
			databaseUrl: string
			/**
			 * Connections the pool may hold (10 by default). Serving several councils, each open
			 * council has a pool of its own, bounded smaller (decision 060).
			 */
			poolMax?: number
	  }
	| {
			sqliteFile: string
			statementsKept?: number
			/** SQLite's page cache for the connection, in KiB (its default: 2,000). */
			cacheKib?: number
			/**
			 * Reads only, on a disk too full for SQLite's shared-memory file (decision 049): the
			 * connection keeps its WAL index in its own memory (exclusive locking: no other process
			 * may use the file meanwhile) and refuses every write (`query_only`).
			 */
			readOnly?: boolean
	  }

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise the embedded SQLite file
 * (created with its folder if missing; ':memory:' for tests).
 */
export function openDatabase(config: DbConfig): DbHandle {
	if ('databaseUrl' in config) {
		const pool = new pg.Pool({
			connectionString: config.databaseUrl,
			max: config.poolMax ?? 10,
			// A database that does not answer fails a request within seconds (and its page says so:
			// decision 049), rather than holding it until the client gives up.
			connectionTimeoutMillis: 5_000,
			keepAlive: true,
		})
		// An idle client losing its connection must not crash the process.
		pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message))
		const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
		return {
			db,
			dialect: 'postgres',
			close: () => db.destroy(),
			// Held by one pooled connection for the whole start-up; the others go on as usual.
			startupLock: (work) =>
				db.connection().execute(async (connection) => {
					await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection)
					try {
						return await work()
					} finally {
						await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection)
					}
				}),
		}
	}
	if (config.sqliteFile !== ':memory:') {
		fs.mkdirSync(path.dirname(config.sqliteFile), { recursive: true })
	}
	const sqlite = new SQLite(config.sqliteFile)
	try {
		if (config.readOnly) {
			sqlite.pragma('locking_mode = exclusive')
			sqlite.pragma('query_only = on')
		} else sqlite.pragma('journal_mode = WAL')
		sqlite.pragma('foreign_keys = ON')
		sqlite.pragma('busy_timeout = 5000')
		// Each commit is on disk before it is acknowledged, so a staff change survives a power cut as
		// well as a crash of the process (decision 036). Staff writes are rare; reads never wait on it.
		sqlite.pragma('synchronous = FULL')
		if (config.cacheKib) sqlite.pragma(`cache_size = -${Math.round(config.cacheKib)}`)
	} catch (error) {
		// (A full disk: SQLite cannot make its shared-memory file.) Nothing is left holding the file.
		sqlite.close()
		throw error
	}
	const db = new Kysely<Database>({
		dialect: new ImmediateSqliteDialect({
			database: withStatementCache(sqlite, config.statementsKept ?? STATEMENTS_KEPT),
		}),
	})
	const file = config.sqliteFile
	return {
		db,
		dialect: 'sqlite',
		sqliteFile: file,
		readOnly: config.readOnly,
		// Kysely closes the connection only if it used it: a handle that failed before its first
		// query (a full disk, at start-up) must not keep the file locked.
		close: async () => {
			await db.destroy()
			if (sqlite.open) sqlite.close()
		},
		startupLock: (work) => (file === ':memory:' ? work() : sqliteStartupLock(file, work)),
	}
}

/** Names of the migrations this version has that the database has not had yet. */
export async function pendingMigrations(handle: DbHandle) {
	const migrations = getMigrations(handle.dialect)
	const provider: MigrationProvider = { getMigrations: async () => migrations }
	const known = await new Migrator({ db: handle.db, provider }).getMigrations()
	return known.filter((m) => !m.executedAt).map((m) => m.name)
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(handle: DbHandle) {
	return migrate(handle)
}

/**
 * Applies the migrations up to `last` (a name of the list) or all of them, as `migrateToLatest`
 * does: a backup is restored at the version it was taken at, then migrated (features/backups).
 */
export async function migrate(handle: DbHandle, last?: string) {
	const migrations = getMigrations(handle.dialect)
	const provider: MigrationProvider = { getMigrations: async () => migrations }
	const migrator = new Migrator({ db: handle.db, provider })
	const { error, results } =
		last === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(last)
	const failed = results?.find((r) => r.status === 'Error')
	if (error) {
		const reason = error instanceof Error ? error.message : String(error)
		throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error })
	}
	return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

let current: DbHandle | undefined

/**
 * One council of an install serving several (decision 060): its database, and what the layers
 * above keep for it (its file store, its secrets…) under keys of their own. A request, or a task
 * of the background work, runs inside its council's scope (`inCouncil`), and everything it reaches
 * through `getDb()` and the like is that council's.
 */
export interface CouncilScope {
	/** The council's id in the install's registry (also its folder and its files' prefix). */
	readonly id: string
	readonly handle: DbHandle
	readonly kept: Map<symbol, unknown>
	/** Its public address (`https://its-first-host`), in place of PUBLIC_URL. */
	readonly publicUrl?: string
}

const councilScope = new AsyncLocalStorage<CouncilScope>()
let scopeRequired = false

/** Runs `work` (and everything it awaits or schedules) as `council`'s. */
export function inCouncil<T>(council: CouncilScope, work: () => T): T {
	return councilScope.run(council, work)
}

/** The council of the synchronous work running now (`inCouncilNow`), if any. */
let councilNow: CouncilScope | undefined

/**
 * Runs synchronous `work` as `council`'s, without a scope of its own: the stored pages' fast
 * path, a lookup and a write (decision 060). Entering an AsyncLocalStorage scope cost that path
 * 4–10 µs of a 50 µs answer, with twice the page faults: every resource the answer's write makes
 * keeps the scope. What `work` schedules (a promise, a timer) runs outside the council, so a
 * database or file it reaches there throws, as anything outside a council's scope does: never
 * another council's. A scope entered inside `work` (`inCouncil`) is the one that counts.
 */
export function inCouncilNow(council: CouncilScope, work: () => boolean): boolean {
	const before = councilNow
	councilNow = council
	try {
		return work()
	} finally {
		councilNow = before
	}
}

/** The council in scope, or of the synchronous work running now. */
function councilHere(): CouncilScope | undefined {
	return councilScope.getStore() ?? councilNow
}

const processKept = new Map<symbol, unknown>()

/**
 * Something a module keeps for the council in scope (serving several: each council's own, in its
 * scope, gone when it closes), or once for the process serving one: made by `make` on first use.
 */
export function councilKept<T>(key: symbol, make: () => T): T {
	const council = councilHere()
	if (!council && scopeRequired) throw noCouncil()
	const kept = council ? council.kept : processKept
	if (!kept.has(key)) kept.set(key, make())
	return kept.get(key) as T
}

/** The council whose request or task this is, if any. */
export function currentCouncil(): CouncilScope | undefined {
	return councilHere()
}

/**
 * Serving several councils, nothing may fall back to a process-wide database: a call outside a
 * council's scope throws, so a forgotten scope is an error, never another council's data.
 */
export function requireCouncilScope(required: boolean) {
	scopeRequired = required
}

/** The database of the council in scope; serving one council, the process-wide one. */
export function getDb(): Kysely<Database> {
	return databaseHere().db
}

export function getDbHandle(): DbHandle | undefined {
	const council = councilHere()
	if (council) return council.handle
	if (scopeRequired) throw noCouncil()
	return current
}

function databaseHere(): DbHandle {
	const council = councilHere()
	if (council) return council.handle
	if (scopeRequired) throw noCouncil()
	if (!current) throw new Error('Database not initialised: call setDatabase() at start-up')
	return current
}

const noCouncil = () =>
	new Error('No council in scope: serving several councils, run this inside inCouncil()')

export function setDatabase(handle: DbHandle | undefined) {
	current = handle
}
