import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely'
import pg from 'pg'
import { ImmediateSqliteDialect } from '#app/db/client.server'
import { createDatabase, databaseUrlFor, installDatabaseName } from './postgres.server'
import { prepareAgencyTables } from '#app/features/agency/store.server'

/**
 * The install's registry of councils (issue 36, decision 060): which councils one install serves,
 * at which host names, and whether each is open. A small database of its own, holding no
 * council's content: the SQLite file `DATA_DIR/install.db`, or on PostgreSQL the database
 * `<DATABASE_URL's database>_install` of the same cluster, shared by every instance
 * (`postgres.server.ts`). Each council has its own database and files. Read by the servers (their
 * map of hosts, read again every second) and written by the agency (its console, `npm run
 * councils`).
 */

/**
 * `failed`: its database could not be prepared (a migration failed, at start): kept offline, the
 * error kept to show, until the agency tries it again.
 */
export const COUNCIL_STATUSES = ['active', 'suspended', 'failed'] as const
export type CouncilStatus = (typeof COUNCIL_STATUSES)[number]

export interface CouncilEntry {
	/** Lower-case letters, digits and hyphens: its folder's and its files' prefix's name. */
	id: string
	/** The host names it answers at, lower case, each at most one council's. */
	hosts: string[]
	status: CouncilStatus
	/** Why it failed (status `failed`). */
	error?: string
	/** Its public address (links in mails, feeds, sitemaps): `https://` and its first host by default. */
	publicUrl: string
	createdAt: string
}

/** Why an entry was refused, for the command line and the console to say. */
export class RegistryError extends Error {}

/** Ids the install keeps for itself (folders beside the councils', the console's). */
export const RESERVED_IDS = new Set([
	'install',
	'console',
	'agency',
	'admin',
	'councils',
	'backups',
])
export const ID = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/
/** A DNS name (each label 1–63 letters, digits or hyphens, not at either end), with a port perhaps. */
export const HOST =
	/^(?=.{1,253}(?::|$))(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/

/** A host as a request gives it (`Host`), as the registry keeps it: lower case, no final dot. */
export function normalHost(host: string) {
	return host
		.trim()
		.toLowerCase()
		.replace(/\.(?=:\d+$|$)/, '')
}

/**
 * A host without its port: a council registered at `buea.example.cm` answers there on any port
 * (a server reached without a proxy in front, on port 3000, is asked for `buea.example.cm:3000`).
 */
export function withoutPort(host: string) {
	return host.replace(/:\d+$/, '')
}

/**
 * The install database's tables, as Kysely sees them. The agency console's own tables (its
 * operators, their sessions) are added here and in `createInstallTables`.
 */
export interface InstallDatabase {
	councils: {
		id: string
		status: CouncilStatus
		error: string | null
		public_url: string | null
		created_at: string
	}
	council_hosts: {
		host: string
		council: string
	}
}

/**
 * Makes the install database's tables that are missing, the same on both databases: the one
 * place its schema is written (no migrations: each table is added as it is, `ifNotExists`). Run by
 * every process that opens the registry, instances starting together included: on PostgreSQL
 * one at a time (a transaction-scoped advisory lock), on SQLite under its write lock.
 */
export async function createInstallTables(db: Kysely<InstallDatabase>, dialect: InstallDialect) {
	await db.transaction().execute(async (trx) => {
		if (dialect === 'postgres')
			await sql`select pg_advisory_xact_lock(${INSTALL_SCHEMA_LOCK})`.execute(trx)
		await trx.schema
			.createTable('councils')
			.ifNotExists()
			.addColumn('id', 'text', (c) => c.primaryKey())
			.addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
			.addColumn('error', 'text')
			.addColumn('public_url', 'text')
			.addColumn('created_at', 'text', (c) => c.notNull())
			.execute()
		await trx.schema
			.createTable('council_hosts')
			.ifNotExists()
			.addColumn('host', 'text', (c) => c.primaryKey())
			.addColumn('council', 'text', (c) =>
				c.notNull().references('councils.id').onDelete('cascade'),
			)
			.execute()
		// The agency console's (decision 061): its operators, their sessions, what it last saw.
		await prepareAgencyTables(trx as unknown as Kysely<unknown>, dialect)
	})
}

export type InstallDialect = 'sqlite' | 'postgres'

/** Any constant the instances share: the install schema's creation, one instance at a time. */
const INSTALL_SCHEMA_LOCK = 0x696e7374

/** Where the registry is: an SQLite file (':memory:' in tests), or beside DATABASE_URL's database. */
export type RegistryPlace = string | { databaseUrl: string }

/** An id or a host taken by another process between the look and the write. */
const uniqueViolation = (error: unknown) => {
	const code = (error as { code?: string }).code ?? ''
	return code === '23505' || code.startsWith('SQLITE_CONSTRAINT')
}

/** A council's id, host names and public address as the registry keeps them; RegistryError if not one. */
export function checkCouncilEntry(entry: { id: string; hosts: string[]; publicUrl?: string }) {
	const id = entry.id.trim()
	if (!ID.test(id) || RESERVED_IDS.has(id))
		throw new RegistryError(
			`"${entry.id}" cannot be a council's id: 2 to 40 lower-case letters, digits and hyphens, not ${[...RESERVED_IDS].join(', ')}`,
		)
	const hosts = [...new Set(entry.hosts.map(normalHost))]
	if (!hosts.length) throw new RegistryError(`council ${id}: at least one host name`)
	for (const host of hosts)
		if (!HOST.test(host)) throw new RegistryError(`"${host}" is not a host name`)
	const publicUrl = entry.publicUrl?.replace(/\/+$/, '')
	if (publicUrl !== undefined && (!/^https?:\/\/[^/]/.test(publicUrl) || !URL.canParse(publicUrl)))
		throw new RegistryError(`"${entry.publicUrl}" is not an http:// or https:// address`)
	return { id, hosts, publicUrl }
}

type CouncilRow = InstallDatabase['councils']

function entryOf(row: CouncilRow, hosts: string[]): CouncilEntry {
	return {
		id: row.id,
		hosts,
		status: row.status,
		...(row.error ? { error: row.error } : {}),
		publicUrl: row.public_url ?? `https://${hosts[0]}`,
		createdAt: row.created_at,
	}
}

export class Registry {
	private constructor(
		/** The install database (the agency console's tables are read and written through it). */
		readonly db: Kysely<InstallDatabase>,
		readonly dialect: InstallDialect,
	) {}

	/**
	 * Opens (and makes, the first time) the registry: an SQLite file, or on PostgreSQL the
	 * database `<base>_install` beside the one `databaseUrl` names, created if missing.
	 */
	static async open(place: RegistryPlace): Promise<Registry> {
		const { db, dialect } =
			typeof place === 'string' ? openSqlite(place) : await openPostgres(place)
		const registry = new Registry(db, dialect)
		try {
			await createInstallTables(registry.db, registry.dialect)
		} catch (error) {
			await registry.close()
			throw error
		}
		return registry
	}

	async close() {
		await this.db.destroy()
	}

	/** Adds a council at its host names; refused (RegistryError) if an id or a host is taken. */
	async add(
		entry: { id: string; hosts: string[]; publicUrl?: string },
		now = new Date(),
	): Promise<CouncilEntry> {
		const { id, hosts, publicUrl } = checkCouncilEntry(entry)
		try {
			await this.db.transaction().execute(async (trx) => {
				if (await trx.selectFrom('councils').select('id').where('id', '=', id).executeTakeFirst())
					throw new RegistryError(`there is already a council ${id}`)
				const taken = await trx
					.selectFrom('council_hosts')
					.select(['host', 'council'])
					.where('host', 'in', hosts)
					.executeTakeFirst()
				if (taken) throw new RegistryError(`${taken.host} is already council ${taken.council}'s`)
				await trx
					.insertInto('councils')
					.values({
						id,
						status: 'active',
						error: null,
						public_url: publicUrl ?? null,
						created_at: now.toISOString(),
					})
					.execute()
				await trx
					.insertInto('council_hosts')
					.values(hosts.map((host) => ({ host, council: id })))
					.execute()
			})
		} catch (error) {
			if (uniqueViolation(error))
				throw new RegistryError(`council ${id} or one of its host names was taken meanwhile`, {
					cause: error,
				})
			throw error
		}
		return (await this.get(id))!
	}

	async get(id: string): Promise<CouncilEntry | undefined> {
		return councilIn(this.db, id)
	}

	/** Every council, by id (two queries, whatever their number: read every second by the servers). */
	async list(): Promise<CouncilEntry[]> {
		const [rows, hosts] = await Promise.all([
			this.db.selectFrom('councils').selectAll().orderBy('id').execute(),
			this.db.selectFrom('council_hosts').selectAll().orderBy('host').execute(),
		])
		const byCouncil = new Map<string, string[]>()
		for (const { host, council } of hosts) {
			const list = byCouncil.get(council) ?? []
			list.push(host)
			byCouncil.set(council, list)
		}
		return rows.map((row) => entryOf(row, byCouncil.get(row.id) ?? []))
	}

	/** The council a request's `Host` names, if any. */
	async forHost(host: string): Promise<CouncilEntry | undefined> {
		const row = await this.db
			.selectFrom('council_hosts')
			.select('council')
			.where('host', '=', normalHost(host))
			.executeTakeFirst()
		return row ? this.get(row.council) : undefined
	}

	/** Forgets a council and its host names (its data is removed by the caller, before). */
	async remove(id: string) {
		await this.db.transaction().execute(async (trx) => {
			await trx.deleteFrom('council_hosts').where('council', '=', id).execute()
			await trx.deleteFrom('councils').where('id', '=', id).execute()
		})
	}

	/** A new status; `failed` with the error that made it so (any other status forgets it). */
	async setStatus(id: string, status: CouncilStatus, error?: string) {
		const changed = await this.db
			.updateTable('councils')
			.set({ status, error: status === 'failed' ? (error ?? 'unknown error') : null })
			.where('id', '=', id)
			.executeTakeFirst()
		if (!Number(changed.numUpdatedRows)) throw new RegistryError(`there is no council ${id}`)
	}
}

async function councilIn(
	db: Kysely<InstallDatabase> | Transaction<InstallDatabase>,
	id: string,
): Promise<CouncilEntry | undefined> {
	const row = await db.selectFrom('councils').selectAll().where('id', '=', id).executeTakeFirst()
	if (!row) return undefined
	const hosts = await db
		.selectFrom('council_hosts')
		.select('host')
		.where('council', '=', id)
		.orderBy('host')
		.execute()
	return entryOf(
		row,
		hosts.map((h) => h.host),
	)
}

function openSqlite(file: string) {
	if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
	const sqlite = new SQLite(file)
	try {
		sqlite.pragma('journal_mode = WAL')
		sqlite.pragma('busy_timeout = 5000')
		sqlite.pragma('synchronous = FULL')
		sqlite.pragma('foreign_keys = ON')
	} catch (error) {
		sqlite.close()
		throw error
	}
	return {
		db: new Kysely<InstallDatabase>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) }),
		dialect: 'sqlite' as const,
	}
}

/**
 * Connections the registry's pool holds: the servers read it once a second (two queries at once),
 * the commands and the console write it now and then.
 */
const REGISTRY_POOL_MAX = 2

async function openPostgres({ databaseUrl }: { databaseUrl: string }) {
	const name = installDatabaseName(databaseUrl)
	await createDatabase(databaseUrl, name)
	const pool = new pg.Pool({
		connectionString: databaseUrlFor(databaseUrl, name),
		max: REGISTRY_POOL_MAX,
		connectionTimeoutMillis: 5_000,
		keepAlive: true,
	})
	pool.on('error', (error) =>
		console.error('[councils] idle registry connection error:', error.message),
	)
	return {
		db: new Kysely<InstallDatabase>({ dialect: new PostgresDialect({ pool }) }),
		dialect: 'postgres' as const,
	}
}
