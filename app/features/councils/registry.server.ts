import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'

/**
 * The install's registry of councils (issue 36, decision 060): which councils one install serves,
 * at which host names, and whether each is open. A small SQLite file of its own
 * (`DATA_DIR/install.db`), holding no council's content: each council has its own database and
 * files (`DATA_DIR/councils/<id>/`). Read when a request comes (by its host) and written by the
 * agency (its console, `npm run councils`).
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

export class Registry {
	private constructor(private readonly sqlite: SQLite.Database) {}

	/** Opens (and makes, the first time) the registry file. */
	static open(file: string) {
		if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
		const sqlite = new SQLite(file)
		sqlite.pragma('journal_mode = WAL')
		sqlite.pragma('busy_timeout = 5000')
		sqlite.pragma('synchronous = FULL')
		sqlite.exec(`
			create table if not exists councils (
				id text primary key,
				status text not null default 'active',
				error text,
				public_url text,
				created_at text not null
			);
			create table if not exists council_hosts (
				host text primary key,
				council text not null references councils(id) on delete cascade
			);
		`)
		sqlite.pragma('foreign_keys = ON')
		return new Registry(sqlite)
	}

	close() {
		this.sqlite.close()
	}

	/** Adds a council at its host names; refused (RegistryError) if an id or a host is taken. */
	add(entry: { id: string; hosts: string[]; publicUrl?: string }, now = new Date()): CouncilEntry {
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
		if (
			publicUrl !== undefined &&
			(!/^https?:\/\/[^/]/.test(publicUrl) || !URL.canParse(publicUrl))
		)
			throw new RegistryError(`"${entry.publicUrl}" is not an http:// or https:// address`)
		const add = this.sqlite.transaction(() => {
			if (this.sqlite.prepare('select 1 from councils where id = ?').get(id))
				throw new RegistryError(`there is already a council ${id}`)
			for (const host of hosts) {
				const taken = this.sqlite
					.prepare('select council from council_hosts where host = ?')
					.get(host) as { council: string } | undefined
				if (taken) throw new RegistryError(`${host} is already council ${taken.council}'s`)
			}
			this.sqlite
				.prepare('insert into councils (id, status, public_url, created_at) values (?, ?, ?, ?)')
				.run(id, 'active', publicUrl ?? null, now.toISOString())
			const insertHost = this.sqlite.prepare(
				'insert into council_hosts (host, council) values (?, ?)',
			)
			for (const host of hosts) insertHost.run(host, id)
		})
		add()
		return this.get(id)!
	}

	get(id: string): CouncilEntry | undefined {
		const row = this.sqlite
			.prepare('select id, status, error, public_url, created_at from councils where id = ?')
			.get(id) as
			| {
					id: string
					status: CouncilStatus
					error: string | null
					public_url: string | null
					created_at: string
			  }
			| undefined
		if (!row) return undefined
		const hosts = (
			this.sqlite
				.prepare('select host from council_hosts where council = ? order by host')
				.all(id) as { host: string }[]
		).map((host) => host.host)
		return {
			id: row.id,
			hosts,
			status: row.status,
			...(row.error ? { error: row.error } : {}),
			publicUrl: row.public_url ?? `https://${hosts[0]}`,
			createdAt: row.created_at,
		}
	}

	/** Every council, by id. */
	list(): CouncilEntry[] {
		const ids = this.sqlite.prepare('select id from councils order by id').all() as {
			id: string
		}[]
		return ids.map(({ id }) => this.get(id)!)
	}

	/** The council a request's `Host` names, if any. */
	forHost(host: string): CouncilEntry | undefined {
		const row = this.sqlite
			.prepare('select council from council_hosts where host = ?')
			.get(normalHost(host)) as { council: string } | undefined
		return row ? this.get(row.council) : undefined
	}

	/** Forgets a council and its host names (its data is removed by the caller, before). */
	remove(id: string) {
		this.sqlite.prepare('delete from council_hosts where council = ?').run(id)
		this.sqlite.prepare('delete from councils where id = ?').run(id)
	}

	/** A new status; `failed` with the error that made it so (any other status forgets it). */
	setStatus(id: string, status: CouncilStatus, error?: string) {
		const changed = this.sqlite
			.prepare('update councils set status = ?, error = ? where id = ?')
			.run(status, status === 'failed' ? (error ?? 'unknown error') : null, id)
		if (!changed.changes) throw new RegistryError(`there is no council ${id}`)
	}
}
