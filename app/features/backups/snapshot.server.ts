import { setImmediate as nextTurn } from 'node:timers/promises'
import SQLite from 'better-sqlite3'
import { sql, type Kysely } from 'kysely'
import type { DbHandle } from '#app/db/client.server'

/** One row as the archive holds it: the engines' common types (decision 047). */
export type Row = Record<string, string | number | null>

/** Kysely's own tables: the migrations applied are recorded in the manifest instead. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock'])

/**
 * Tables whose rows stay with the install, not with the council: the backup runs are this
 * install's history (a restored site starts its own), and the start-up lock is a mechanism.
 */
export const NOT_BACKED_UP = new Set(['backup_runs'])

/** Rows read at a time: the read yields to the server's requests between batches. */
const BATCH = 500

/**
 * A consistent, read-only view of the whole database at one instant, while the site goes on
 * serving and saving: on SQLite a read transaction on a connection of its own (WAL keeps the
 * instant's pages for it), on PostgreSQL a `repeatable read` transaction. Everything read through
 * it is of the same instant, whatever was written meanwhile.
 */
export interface Snapshot {
	dialect: DbHandle['dialect']
	/** The migrations applied, in order (the archive's version). */
	migrations: string[]
	/** The council's tables, each after the tables its foreign keys point to. */
	tables: string[]
	/** The table's rows, a batch at a time. */
	rows(table: string): AsyncIterable<Row[]>
}

/**
 * Tables in an order where each comes after those its foreign keys point to (so rows can be
 * inserted in that order), then by name for a stable archive. A cycle would be a schema error.
 */
export function dependencyOrder(tables: string[], references: Map<string, Set<string>>) {
	const ordered: string[] = []
	const placed = new Set<string>()
	const visiting = new Set<string>()
	const visit = (table: string) => {
		if (placed.has(table)) return
		if (visiting.has(table)) throw new Error(`foreign keys form a cycle through ${table}`)
		visiting.add(table)
		for (const parent of [...(references.get(table) ?? [])].sort())
			if (parent !== table && tables.includes(parent)) visit(parent)
		visiting.delete(table)
		placed.add(table)
		ordered.push(table)
	}
	for (const table of [...tables].sort()) visit(table)
	return ordered
}

function councilTables(names: string[]) {
	return names.filter((name) => !MIGRATION_TABLES.has(name) && !name.startsWith('sqlite_'))
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

type Rows = Record<string, unknown>[]

/**
 * Table names in dependency order, and the migrations applied, as SQLite's catalogue tells them
 * (through a connection of the snapshot's own, or the one in-memory connection).
 */
async function sqliteSchema(read: (text: string) => Rows | Promise<Rows>) {
	const names = (await read(`select name from sqlite_master where type = 'table'`)).map((r) =>
		String(r.name),
	)
	const tables = councilTables(names)
	const references = new Map<string, Set<string>>()
	for (const table of tables)
		references.set(
			table,
			new Set((await read(`pragma foreign_key_list(${quote(table)})`)).map((r) => String(r.table))),
		)
	const migrations = names.includes('kysely_migration')
		? (await read('select name from kysely_migration order by name')).map((r) => String(r.name))
		: []
	return { tables: dependencyOrder(tables, references), migrations }
}

async function sqliteSnapshot<T>(file: string, work: (snapshot: Snapshot) => Promise<T>) {
	const connection = new SQLite(file, { fileMustExist: true })
	try {
		connection.pragma('busy_timeout = 5000')
		// The snapshot is taken at the transaction's first read and kept until it ends.
		connection.exec('begin')
		const schema = await sqliteSchema((text) => connection.prepare(text).all() as Rows)
		const snapshot: Snapshot = {
			dialect: 'sqlite',
			migrations: schema.migrations,
			tables: schema.tables,
			async *rows(table) {
				let batch: Row[] = []
				for (const row of connection.prepare(`select * from ${quote(table)}`).iterate()) {
					batch.push(row as Row)
					if (batch.length === BATCH) {
						yield batch
						batch = []
						await nextTurn()
					}
				}
				if (batch.length) yield batch
			},
		}
		try {
			return await work(snapshot)
		} finally {
			connection.exec('rollback')
		}
	} finally {
		connection.close()
	}
}

/**
 * An in-memory SQLite database (tests) has no file a second connection could open: its one
 * connection is held in a transaction instead, and the writers wait.
 */
async function memorySnapshot<T>(db: Kysely<unknown>, work: (snapshot: Snapshot) => Promise<T>) {
	return db.transaction().execute(async (trx) => {
		const read = async (text: string) =>
			(await sql.raw<Record<string, unknown>>(text).execute(trx)).rows
		const schema = await sqliteSchema(read)
		return work({
			dialect: 'sqlite',
			migrations: schema.migrations,
			tables: schema.tables,
			async *rows(table) {
				const rows = (await read(`select * from ${quote(table)}`)) as Row[]
				for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH)
			},
		})
	})
}

async function postgresSnapshot<T>(db: Kysely<unknown>, work: (snapshot: Snapshot) => Promise<T>) {
	return db.connection().execute(async (connection) => {
		const read = async (text: string) =>
			(await sql.raw<Record<string, unknown>>(text).execute(connection)).rows
		await read('begin isolation level repeatable read read only')
		try {
			const names = (
				await read(
					`select table_name as name from information_schema.tables
					 where table_schema = current_schema() and table_type = 'BASE TABLE'`,
				)
			).map((r) => String(r.name))
			const tables = councilTables(names)
			const references = new Map<string, Set<string>>()
			for (const r of await read(
				`select tc.table_name as child, ccu.table_name as parent
				 from information_schema.table_constraints tc
				 join information_schema.constraint_column_usage ccu
				   on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
				 where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`,
			)) {
				const set = references.get(String(r.child)) ?? new Set<string>()
				set.add(String(r.parent))
				references.set(String(r.child), set)
			}
			const migrations = names.includes('kysely_migration')
				? (await read('select name from kysely_migration order by name')).map((r) => String(r.name))
				: []
			return await work({
				dialect: 'postgres',
				migrations,
				tables: dependencyOrder(tables, references),
				async *rows(table) {
					await read(`declare backup_rows no scroll cursor for select * from ${quote(table)}`)
					try {
						for (;;) {
							const rows = (await read(`fetch forward ${BATCH} from backup_rows`)) as Row[]
							if (!rows.length) break
							yield rows
						}
					} finally {
						await read('close backup_rows')
					}
				},
			})
		} finally {
			await read('commit')
		}
	})
}

/** Runs `work` on a consistent snapshot of the database (see Snapshot). */
export function withSnapshot<T>(handle: DbHandle, work: (snapshot: Snapshot) => Promise<T>) {
	if (handle.dialect === 'postgres') return postgresSnapshot(handle.db as Kysely<unknown>, work)
	if (!handle.sqliteFile || handle.sqliteFile === ':memory:')
		return memorySnapshot(handle.db as Kysely<unknown>, work)
	return sqliteSnapshot(handle.sqliteFile, work)
}
