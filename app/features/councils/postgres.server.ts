import pg from 'pg'

/**
 * Serving several councils on PostgreSQL (issue 36, decision 060): the databases of one install in
 * one cluster, all named from the database `DATABASE_URL` names (its "base"; `council` below):
 *
 * - `council_install`: the install's registry (councils, their host names and status; the agency
 *   console's own tables), shared by every instance;
 * - `council_c_<id>`: one council's database, its id's hyphens written `_` (`buea-rural` →
 *   `council_c_buea_rural`). An id has no `_` of its own, so no two ids give one name.
 *
 * The base database itself holds nothing of the install: it is the door through which the
 * others are created (the role in DATABASE_URL needs CREATEDB). PostgreSQL cuts names at 63
 * bytes without a word: a name that would be longer is refused instead (a base of at most 20
 * bytes fits every id).
 */

const MAX_NAME_BYTES = 63

/** The name of the database `databaseUrl` names. */
export function baseDatabaseName(databaseUrl: string) {
	const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''))
	if (!name)
		throw new Error(
			'DATABASE_URL names no database (…/council at its end): serving several councils, the databases of the install are named from it',
		)
	return name
}

function checked(name: string) {
	if (Buffer.byteLength(name) > MAX_NAME_BYTES)
		throw new Error(
			`the database name ${name} is longer than PostgreSQL's ${MAX_NAME_BYTES} bytes: name a shorter database in DATABASE_URL (at most 20 bytes fits every council id)`,
		)
	return name
}

/** The install's registry database: `<base>_install`. */
export function installDatabaseName(databaseUrl: string) {
	return checked(`${baseDatabaseName(databaseUrl)}_install`)
}

/** A council's database: `<base>_c_<id>`, hyphens as `_`. */
export function councilDatabaseName(databaseUrl: string, id: string) {
	return checked(`${baseDatabaseName(databaseUrl)}_c_${id.replaceAll('-', '_')}`)
}

/** `databaseUrl` with another database named (same server, role and options). */
export function databaseUrlFor(databaseUrl: string, name: string) {
	const url = new URL(databaseUrl)
	url.pathname = `/${encodeURIComponent(name)}`
	return url.toString()
}

async function onBase<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
	const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 })
	await client.connect()
	try {
		return await work(client)
	} finally {
		await client.end()
	}
}

/** duplicate_database, or two instances creating it at once (the catalog's unique index). */
const alreadyThere = (error: unknown) =>
	['42P04', '23505'].includes((error as { code?: string }).code ?? '')

/**
 * Creates the database `name` in DATABASE_URL's cluster. True if it was created, false if it was
 * already there (another instance made it first, or it was left from before).
 */
export function createDatabase(databaseUrl: string, name: string): Promise<boolean> {
	return onBase(databaseUrl, async (client) => {
		const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
		if (rowCount) return false
		try {
			await client.query(`create database ${client.escapeIdentifier(name)}`)
			return true
		} catch (error) {
			if (alreadyThere(error)) return false
			throw error
		}
	})
}

/** Drops the database `name` (a council added and refused at once: nothing of it kept). */
export function dropDatabase(databaseUrl: string, name: string) {
	return onBase(databaseUrl, (client) =>
		client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`),
	)
}
