import { SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD } from '#app/seed/seed.server'
import { inject } from 'vitest'
import { spawnServer } from '../../scripts/spawn-server.js'
import { createPgDatabase } from '../support/db'
import { TestClock } from '../support/test-clock'
import { Client } from './client'

export const SAMPLE_ADMIN = { email: SAMPLE_ADMIN_EMAIL, password: SAMPLE_ADMIN_PASSWORD }

/** On PostgreSQL (the `http-pg` project)? Read at each call: files of both projects may share a worker's modules. */
export const onPostgres = () => process.env.TEST_DB === 'postgres'

/**
 * The production server (`node server/index.js`, the built app) on a free port and a freshly
 * seeded database of its own: SQLite in a temp folder in the `http` project, a new database in
 * the throw-away PostgreSQL cluster in `http-pg`. One per test file (start it in `beforeAll`), so
 * files never see each other's changes.
 */
export async function startServer(env: Record<string, string> = {}) {
	const seeded = seededCopy(env)
	const database = onPostgres() ? await pgDatabase(seeded) : undefined
	const server = await spawnServer({
		prefix: 'council-http-test-',
		env: { ...env, ...(database ? { DATABASE_URL: database.url } : {}) },
		copyFrom: seeded,
	})
	return {
		...server,
		async stop() {
			await server.stop()
			await database?.drop()
		},
	}
}

/**
 * The folder the sample council was seeded into once for the whole run (tests/setup/http.ts; on
 * PostgreSQL with its database, `pgDatabase`), unless this server is to start differently: without
 * the sample council, with its own first administrator, or on a clock already moved (a test clock
 * still at 0 is the real time the folder was seeded on).
 */
function seededCopy(env: Record<string, string>) {
	const own = ['SEED', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'DATA_DIR']
	const moved = env.TEST_CLOCK_FILE !== undefined && new TestClock(env.TEST_CLOCK_FILE).shift !== 0
	return moved || own.some((name) => name in env) ? undefined : inject('seededDataDir')
}

/** A database of its own in the throw-away cluster: a copy of the seeded one when `seeded`. */
function pgDatabase(seeded: string | undefined) {
	return createPgDatabase(inject('httpPgUrl'), 'http', seeded && inject('httpPgTemplate'))
}

/** `startServer`, with the sample administrator signed in to it. */
export async function startSignedInServer() {
	const server = await startServer()
	const admin = new Client(server.origin)
	await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	return { server, admin }
}

/**
 * The production server on a database of its own, and on PostgreSQL (`http-pg`) a second instance
 * sharing that database: the documented way to outgrow one machine. They start together: one
 * prepares the database while the other waits.
 */
export async function startInstances(prefix: string, env: Record<string, string> = {}) {
	const seeded = seededCopy(env)
	const database = onPostgres() ? await pgDatabase(seeded) : undefined
	const shared = { ...env, ...(database ? { DATABASE_URL: database.url } : {}) }
	// Two instances start together, as a deployment restarts them (decision 036).
	const servers = await Promise.all(
		Array.from({ length: onPostgres() ? 2 : 1 }, () =>
			spawnServer({ prefix, env: shared, copyFrom: seeded }),
		),
	)
	return {
		servers,
		async stop() {
			for (const server of servers) await server.stop()
			await database?.drop()
		},
	}
}

/** An administrator's post creating an editor's account (any answer: the caller checks it). */
export function createEditor(admin: Client, name: string, email: string) {
	return admin.adminPost('/admin-dtima/users', { intent: 'create', name, email, role: 'editor' })
}

/** The sample administrator signed in to `origin`, the staff area in `lang`, ready to post. */
export async function sampleAdmin(origin: string, lang: 'en' | 'fr' = 'en') {
	const admin = new Client(origin)
	await admin.signIn(SAMPLE_ADMIN.email, SAMPLE_ADMIN.password)
	admin.setCookie('admin_lang', lang)
	await admin.csrf()
	return admin
}
