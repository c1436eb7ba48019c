import { SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD } from '#app/seed/seed.server'
import crypto from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { spawnServer } from '../../scripts/spawn-server.js'

export const SAMPLE_ADMIN = { email: SAMPLE_ADMIN_EMAIL, password: SAMPLE_ADMIN_PASSWORD }

export const onPostgres = process.env.TEST_DB === 'postgres'

/** A new, empty database in the project's throw-away PostgreSQL cluster. */
async function createPgDatabase() {
	const adminUrl = inject('httpPgUrl')
	const name = `http_${crypto.randomBytes(6).toString('hex')}`
	const run = async (sql: string) => {
		const client = new pg.Client({ connectionString: adminUrl })
		await client.connect()
		await client.query(sql)
		await client.end()
	}
	await run(`create database ${name}`)
	const url = new URL(adminUrl)
	url.pathname = `/${name}`
	return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) }
}

/**
 * The production server (`node server/index.js`, the built app) on a free port and a freshly
 * seeded database of its own: SQLite in a temp folder in the `http` project, a new database in
 * the throw-away PostgreSQL cluster in `http-pg`. One per test file (start it in `beforeAll`), so
 * files never see each other's changes.
 */
export async function startServer(env: Record<string, string> = {}) {
	const database = onPostgres ? await createPgDatabase() : undefined
	const server = await spawnServer({
		prefix: 'council-http-test-',
		env: { ...env, ...(database ? { DATABASE_URL: database.url } : {}) },
	})
	return {
		...server,
		async stop() {
			await server.stop()
			await database?.drop()
		},
	}
}
