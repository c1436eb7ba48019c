import type { Readable } from 'node:stream'
import { sql, type Kysely } from 'kysely'
import { migrate, type DbHandle } from '#app/db/client.server'
import { getMigrations } from '#app/db/migrations/index'
import type { FileStorage } from '#app/platform/storage/storage.server'
import { validKey } from '#app/platform/storage/types'
import {
	FORMAT,
	FORMAT_VERSION,
	MANIFEST,
	digest,
	fileEntryName,
	readArchive,
	tableEntryName,
	type Manifest,
} from './archive.server'
import type { Row } from './snapshot.server'

/** A restore that is refused before anything is changed; the message says why and what to do. */
export class RestoreRefused extends Error {}

/** The manifest is small (a line a file); anything much larger is not one of ours. */
const MANIFEST_LIMIT = 64 * 1024 * 1024

type Open = () => Promise<Readable> | Readable

function checkManifest(value: unknown): Manifest {
	const m = value as Manifest
	if (m?.format !== FORMAT) throw new RestoreRefused('This file is not a backup of a council site.')
	if (m.version > FORMAT_VERSION)
		throw new RestoreRefused(
			`This backup is in format ${m.version}, newer than this version of the site reads ` +
				`(${FORMAT_VERSION}): restore it with the version that made it, or a later one.`,
		)
	if (
		!Array.isArray(m.database?.tables) ||
		!Array.isArray(m.database?.migrations) ||
		!Array.isArray(m.files?.entries)
	)
		throw new RestoreRefused("The backup's manifest is incomplete.")
	for (const f of m.files.entries)
		if (!validKey(f.key))
			throw new RestoreRefused(
				`The backup names a file the site cannot hold: ${JSON.stringify(f.key)}.`,
			)
	return m
}

/**
 * Reads the whole archive once and checks it before anything is changed: every entry the manifest
 * lists is there with its size and SHA-256, and there is nothing else. Returns the manifest.
 */
export async function verifyArchive(open: Open): Promise<Manifest> {
	const seen = new Map<string, { sha256: string; size: number }>()
	let manifestText: string | undefined
	try {
		for await (const entry of readArchive(await open())) {
			if (entry.name === MANIFEST) {
				if (entry.size > MANIFEST_LIMIT)
					throw new RestoreRefused("The backup's manifest is too large.")
				const chunks: Buffer[] = []
				for await (const chunk of entry.body) chunks.push(chunk)
				manifestText = Buffer.concat(chunks).toString('utf8')
			} else seen.set(entry.name, await digest(entry.body))
		}
	} catch (error) {
		if (error instanceof RestoreRefused) throw error
		throw new RestoreRefused(
			`The backup cannot be read to its end (${error instanceof Error ? error.message : error}): ` +
				'it is damaged or was cut short. Nothing was changed.',
		)
	}
	if (manifestText === undefined)
		throw new RestoreRefused(
			'The backup has no manifest: it was cut short, or it is not a backup of a council site. Nothing was changed.',
		)
	let parsed: unknown
	try {
		parsed = JSON.parse(manifestText)
	} catch {
		throw new RestoreRefused("The backup's manifest is damaged. Nothing was changed.")
	}
	const manifest = checkManifest(parsed)
	const expected = new Map<string, { sha256: string; size: number }>([
		...manifest.database.tables.map(
			(t) => [tableEntryName(t.name), { sha256: t.sha256, size: t.bytes }] as const,
		),
		...manifest.files.entries.map(
			(f) => [fileEntryName(f.key), { sha256: f.sha256, size: f.size }] as const,
		),
	])
	const problems: string[] = []
	for (const [name, want] of expected) {
		const got = seen.get(name)
		if (!got) problems.push(`${name} is missing`)
		else if (got.size !== want.size || got.sha256 !== want.sha256)
			problems.push(`${name} does not match its checksum`)
	}
	for (const name of seen.keys())
		if (!expected.has(name)) problems.push(`${name} is not in the manifest`)
	if (problems.length)
		throw new RestoreRefused(
			`The backup is damaged: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}. Nothing was changed.`,
		)
	return manifest
}

/** Tables only a council's use fills: rows in any of them mean the database holds a site. */
const SITE_TABLES = ['users', 'news', 'events', 'documents', 'requests', 'subscribers', 'revisions']

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

async function tableNames(handle: DbHandle): Promise<string[]> {
	const rows =
		handle.dialect === 'postgres'
			? await sql<{ name: string }>`select table_name as name from information_schema.tables
				where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(handle.db)
			: await sql<{ name: string }>`select name from sqlite_master
				where type = 'table' and name not like 'sqlite_%'`.execute(handle.db)
	return rows.rows.map((r) => r.name)
}

/** What the target already holds: rows of a site, and stored files. */
export async function targetContents(
	handle: DbHandle,
	storage: FileStorage,
	skipKey: (key: string) => boolean = () => false,
) {
	const tables = new Set(await tableNames(handle))
	const rows: { table: string; rows: number }[] = []
	for (const table of SITE_TABLES) {
		if (!tables.has(table)) continue
		const { count } = (
			await sql<{ count: number | string }>`select count(*) as count from ${sql.id(table)}`.execute(
				handle.db,
			)
		).rows[0]!
		if (Number(count)) rows.push({ table, rows: Number(count) })
	}
	let files = 0
	for await (const key of storage.list()) if (!skipKey(key)) files++
	return { rows, files }
}

/** The migrations the database has, in order ([] when it has none). */
async function appliedMigrations(handle: DbHandle) {
	if (!(await tableNames(handle)).includes('kysely_migration')) return []
	const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
		handle.db,
	)
	return rows.rows.map((r) => r.name)
}

async function dropEverything(handle: DbHandle) {
	const db = handle.db as Kysely<unknown>
	const names = await tableNames(handle)
	if (handle.dialect === 'postgres') {
		for (const name of names)
			await sql.raw(`drop table if exists ${quote(name)} cascade`).execute(db)
		return
	}
	await sql`pragma foreign_keys = off`.execute(db)
	try {
		for (const name of names) await sql.raw(`drop table if exists ${quote(name)}`).execute(db)
	} finally {
		await sql`pragma foreign_keys = on`.execute(db)
	}
}

/** Splits an entry's bytes into its JSON lines, each checked to be a row. */
async function* jsonLines(body: AsyncIterable<Buffer>, entry: string): AsyncIterable<Row> {
	let rest = ''
	let line = 0
	const parse = (text: string): Row => {
		line++
		const value = JSON.parse(text) as unknown
		if (!value || typeof value !== 'object' || Array.isArray(value))
			throw new Error(`${entry} line ${line} is not a row`)
		for (const v of Object.values(value))
			if (v !== null && typeof v !== 'string' && typeof v !== 'number')
				throw new Error(`${entry} line ${line} holds a value that is not text, a number or empty`)
		return value as Row
	}
	for await (const chunk of body) {
		const lines = (rest + chunk.toString('utf8')).split('\n')
		rest = lines.pop() ?? ''
		for (const text of lines) if (text) yield parse(text)
	}
	if (rest) yield parse(rest)
}

export interface RestoreOptions {
	/** Remove what the target holds first (else a target that holds a site is refused). */
	replace?: boolean
	skipKey?: (key: string) => boolean
	say?: (line: string) => void
}

export interface RestoreResult {
	tables: number
	rows: number
	files: number
	fileBytes: number
	/** Migrations run after the rows were in (the archive was from an older version). */
	migrated: string[]
}

/**
 * Restores a verified archive (see verifyArchive) into this install's database and file store.
 * The database is made at the archive's version (its migrations, whichever engine it came from),
 * filled in one transaction, then migrated to this version. The files are written after, and with
 * `replace`, files of the old site that the archive does not hold are removed last.
 */
export async function restoreArchive(
	handle: DbHandle,
	storage: FileStorage,
	open: Open,
	manifest: Manifest,
	options: RestoreOptions = {},
): Promise<RestoreResult> {
	const say = options.say ?? (() => {})
	const skipKey = options.skipKey ?? (() => false)
	const known = Object.keys(getMigrations(handle.dialect))
	const theirs = manifest.database.migrations
	const unknown = theirs.filter((name) => !known.includes(name))
	if (unknown.length)
		throw new RestoreRefused(
			`This backup was made by a newer version of the site (it has ${unknown.join(', ')}): ` +
				'update this install first, then restore. Nothing was changed.',
		)
	if (!theirs.length || theirs.some((name, i) => known[i] !== name))
		throw new RestoreRefused(
			"The backup's list of migrations does not match this site's. Nothing was changed.",
		)

	const holds = await targetContents(handle, storage, skipKey)
	if ((holds.rows.length || holds.files) && !options.replace) {
		const what = [
			...holds.rows.map((r) => `${r.rows} ${r.table}`),
			...(holds.files ? [`${holds.files} stored files`] : []),
		]
		throw new RestoreRefused(
			`This install already holds a site (${what.join(', ')}). Restore into an empty database and ` +
				'file store, or add --replace to remove what is there first. Nothing was changed.',
		)
	}

	const inArchive = new Set(manifest.files.entries.map((f) => f.key))
	const result: RestoreResult = { tables: 0, rows: 0, files: 0, fileBytes: 0, migrated: [] }
	await handle.startupLock(async () => {
		// A database already at the archive's version (a new install's, migrated at its first
		// start) only needs its rows replaced; any other is made again at that version.
		const applied = await appliedMigrations(handle)
		if (applied.length !== theirs.length || applied.some((name, i) => name !== theirs[i])) {
			await dropEverything(handle)
			await migrate(handle, theirs.at(-1))
		}
		const db = handle.db as Kysely<unknown>
		const tables = await tableNames(handle)
		const expected = new Map(manifest.database.tables.map((t) => [tableEntryName(t.name), t]))
		for (const t of manifest.database.tables)
			if (!tables.includes(t.name))
				throw new Error(`the backup has a table ${t.name} that its migrations do not make`)
		await db.transaction().execute(async (trx) => {
			// Rows the migrations themselves wrote (standard pages, counters) give way to the archive's.
			const councilTables = tables.filter((t) => !t.startsWith('kysely_'))
			for (const table of [...manifest.database.tables].reverse())
				await sql.raw(`delete from ${quote(table.name)}`).execute(trx)
			for (const table of councilTables)
				if (!expected.has(tableEntryName(table)))
					await sql.raw(`delete from ${quote(table)}`).execute(trx)
			for await (const entry of readArchive(await open())) {
				const table = expected.get(entry.name)
				if (!table) {
					if (entry.name.startsWith('files/')) break // the rows come first
					continue
				}
				let batch: Row[] = []
				let count = 0
				const flush = async () => {
					if (!batch.length) return
					await trx
						.insertInto(table.name as never)
						.values(batch as never)
						.execute()
					count += batch.length
					batch = []
				}
				let perBatch = 0
				for await (const row of jsonLines(entry.body, entry.name)) {
					// Within both engines' limits on a statement's parameters.
					perBatch ||= Math.max(1, Math.floor(5000 / Math.max(1, Object.keys(row).length)))
					batch.push(row)
					if (batch.length >= perBatch) await flush()
				}
				await flush()
				if (count !== table.rows)
					throw new Error(`${table.name}: restored ${count} rows, the manifest says ${table.rows}`)
				result.tables++
				result.rows += count
			}
			if (handle.dialect === 'postgres') {
				const withId = (
					await sql<{ name: string }>`select table_name as name from information_schema.columns
						where table_schema = current_schema() and column_name = 'id' and data_type = 'integer'`.execute(trx)
				).rows.map((r) => r.name)
				// A serial id goes on after the highest restored one (setval of no sequence is null).
				for (const table of manifest.database.tables)
					if (withId.includes(table.name))
						await sql
							.raw(
								`select setval(pg_get_serial_sequence('${quote(table.name)}', 'id'), coalesce(max(id), 0) + 1, false) from ${quote(table.name)}`,
							)
							.execute(trx)
			}
		})
		result.migrated = await migrate(handle)
	})
	say(`database: ${result.rows} rows in ${result.tables} tables`)

	const files = new Map(manifest.files.entries.map((f) => [fileEntryName(f.key), f]))
	for await (const entry of readArchive(await open())) {
		const file = files.get(entry.name)
		if (!file) continue
		const chunks: Buffer[] = []
		for await (const chunk of entry.body) chunks.push(chunk)
		await storage.put(file.key, Buffer.concat(chunks), file.contentType)
		result.files++
		result.fileBytes += file.size
	}
	if (options.replace) {
		const extra: string[] = []
		for await (const key of storage.list())
			if (!skipKey(key) && !inArchive.has(key)) extra.push(key)
		for (const key of extra) await storage.delete(key)
		if (extra.length) say(`files: removed ${extra.length} files of the replaced site`)
	}
	say(`files: ${result.files} files (${result.fileBytes} bytes)`)
	return result
}
