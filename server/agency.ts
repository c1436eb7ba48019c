import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadable } from 'node:stream/web'
import type express from 'express'
import { createUser, normalizeEmail, resetPassword, setPassword } from '../app/auth/accounts.server'
import { generatePassword } from '../app/auth/password.server'
import { currentCouncil, inCouncil, type CouncilScope } from '../app/db/client.server'
import { agencyConsole } from '../app/features/agency/console.server'
import {
	cancelDeletion,
	dueDeletions,
	forgetCouncil,
	pendingDeletions,
	scheduleDeletion,
} from '../app/features/agency/deletions.server'
import { collectHealth, healthSeenAt, recordHealth } from '../app/features/agency/health.server'
import type { NewCouncil } from '../app/features/agency/new-council'
import type { AgencyDb } from '../app/features/agency/store.server'
import { createBackup } from '../app/features/backups/backup.server'
import { backupKeysOf, backupPlace } from '../app/features/backups/place.server'
import type { CouncilRuntimes } from '../app/features/councils/runtimes.server'
import { normalHost, type CouncilEntry } from '../app/features/councils/registry.server'
import { runSetupCommand } from '../app/features/setup/setup-command.server'
import type { Env } from '../app/platform/env.server'
import { requestBodyStream } from '../app/platform/request-stream.server'
import { councilStorage, getStorage } from '../app/platform/storage/storage.server'

/**
 * The agency's side of an install serving several councils (issue 36, decision 061): the console
 * at AGENCY_URL's host, what it asks of the councils (make, suspend, resume, export, delete), each
 * open council's health written for it, and deletions carried out once their grace period ends.
 */

/** What of the install's councils the agency's side uses (server/councils.ts gives it). */
export interface AgencyInstall {
	env: Env
	db: AgencyDb
	registry: {
		list(): CouncilEntry[] | Promise<CouncilEntry[]>
		get(id: string): CouncilEntry | undefined | Promise<CouncilEntry | undefined>
		add(entry: {
			id: string
			hosts: string[]
			publicUrl?: string
		}): CouncilEntry | Promise<CouncilEntry>
		setStatus(id: string, status: CouncilEntry['status'], error?: string): void | Promise<void>
		remove(id: string): void | Promise<void>
	}
	/** Registers a council (on PostgreSQL, its database made first). */
	addCouncil(entry: { id: string; hosts: string[]; publicUrl?: string }): Promise<CouncilEntry>
	runtimes: CouncilRuntimes
	/** The first administrator a council being made is prepared with (by id). */
	firstAdmins: Map<string, { ADMIN_EMAIL: string; ADMIN_PASSWORD: string }>
	/** Removes a council's database (its file, or on PostgreSQL its database). */
	dropDatabase(id: string): Promise<void>
	/** The registry changed here: this process reads its hosts again at once. */
	changed(): Promise<void>
}

const DAY = 86_400_000

/** The console's host, when AGENCY_URL is set (a request there never reaches a council). */
export const agencyHost = (env: Env) =>
	env.AGENCY_URL ? normalHost(new URL(env.AGENCY_URL).host) : undefined

export function agencyMiddleware(install: AgencyInstall) {
	const { env } = install
	const handle = agencyConsole({
		url: env.AGENCY_URL!,
		db: install.db,
		graceDays: env.COUNCIL_DELETE_GRACE_DAYS,
		list: async () => install.registry.list(),
		create: (input) => createCouncil(install, input),
		suspend: async (id) => {
			await install.registry.setStatus(id, 'suspended')
			await install.changed()
			await install.runtimes.close(id)
		},
		resume: async (id) => {
			await install.registry.setStatus(id, 'active')
			await cancelDeletion(install.db, id)
			await install.changed()
			const entry = await install.registry.get(id)
			await install.runtimes.use(entry!, async () => undefined)
		},
		exportArchive: (id) => exportCouncil(install, id),
		scheduleDeletion: async (id, by) => {
			await install.registry.setStatus(id, 'suspended')
			await install.changed()
			await install.runtimes.close(id)
			return scheduleDeletion(install.db, id, by, env.COUNCIL_DELETE_GRACE_DAYS * DAY)
		},
		cancelDeletion: (id) => cancelDeletion(install.db, id),
		newAdminPassword: (id, email, by) => newAdminPassword(install, id, email, by),
		deletions: () => pendingDeletions(install.db),
	})
	return (req: express.Request, res: express.Response, next: express.NextFunction) => {
		const headers = new Headers()
		for (let i = 0; i < req.rawHeaders.length; i += 2)
			headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!)
		const bodied = req.method !== 'GET' && req.method !== 'HEAD'
		const request = new Request(`${req.protocol}://${req.get('host')}${req.originalUrl}`, {
			method: req.method,
			headers,
			...(bodied ? { body: requestBodyStream(req, res), duplex: 'half' } : {}),
		} as RequestInit)
		handle(request, req.ip ?? '')
			.catch((thrown: unknown) => {
				// The bounded body reader answers a form over its limit with a Response of its own.
				if (thrown instanceof Response) return thrown
				throw thrown
			})
			.then((response) => send(res, response))
			.catch(next)
	}
}

async function send(res: express.Response, response: Response) {
	res.status(response.status)
	// What the static files' middleware set before is not the console's.
	res.removeHeader('Content-Security-Policy')
	for (const [name, value] of response.headers)
		if (name.toLowerCase() !== 'set-cookie') res.setHeader(name, value)
	const cookies = response.headers.getSetCookie()
	if (cookies.length) res.setHeader('Set-Cookie', cookies)
	if (!response.body) return void res.end()
	Readable.fromWeb(response.body as WebReadable).pipe(res)
}

/**
 * Makes a council: registered at its hosts, its database prepared (migrations, the standard pages
 * to be written) with a first administrator whose one-time password is returned, and its identity
 * written as `npm run setup` writes it.
 */
async function createCouncil(install: AgencyInstall, input: NewCouncil) {
	const password = generatePassword()
	install.firstAdmins.set(input.id, { ADMIN_EMAIL: input.adminEmail, ADMIN_PASSWORD: password })
	try {
		const entry = await install.addCouncil({
			id: input.id,
			hosts: input.hosts,
			publicUrl: input.publicUrl,
		})
		await install.changed()
		await install.runtimes.use(entry, (scope) =>
			inCouncil(scope, async () => {
				const db = scope.handle.db
				const code = await runSetupCommand(
					db,
					['--name', input.name.en, '--name-fr', input.name.fr, '--short-name', input.shortName],
					() => undefined,
				)
				if (code !== 0) throw new Error('the identity was refused')
				// Whoever prepared it first (another instance, a visit), this is the administrator the
				// operator hands over, with this password.
				const email = normalizeEmail(input.adminEmail)
				const admin = await db
					.selectFrom('users')
					.select('id')
					.where('email', '=', email)
					.executeTakeFirst()
				if (!admin) await createUser(db, { name: 'Admin', email, role: 'admin', password })
				else {
					await db
						.updateTable('users')
						.set({ role: 'admin', active: 1 })
						.where('id', '=', admin.id)
						.execute()
					await setPassword(db, admin.id, password)
				}
				// Listed at once with its name and first figures.
				await recordHealth(
					install.db,
					entry.id,
					await collectHealth(scope.handle, getStorage(), install.env),
				)
			}),
		)
		return { entry, password }
	} finally {
		install.firstAdmins.delete(input.id)
	}
}

/**
 * A new one-time password for one of a council's administrators (the operator hands it over, as
 * the first one): set in the council's own database, their sessions ended, logged in its activity
 * as the agency's doing. Null when no administrator of the council has that email address.
 */
async function newAdminPassword(install: AgencyInstall, id: string, email: string, by: string) {
	const entry = await install.registry.get(id)
	if (!entry) throw new Error(`there is no council ${id}`)
	const address = normalizeEmail(email)
	const password = generatePassword()
	const given = await install.runtimes.use(entry, (scope) =>
		inCouncil(scope, async () => {
			const db = scope.handle.db
			const admin = await db
				.selectFrom('users')
				.select(['id', 'name'])
				.where('email', '=', address)
				.where('role', '=', 'admin')
				.executeTakeFirst()
			if (!admin) return false
			await resetPassword(db, admin, password, `agency (${by})`)
			return true
		}),
	)
	return given ? { email: address, password } : null
}

/** The council's archive (the backup's format), written to a temporary file. */
async function exportCouncil(install: AgencyInstall, id: string) {
	const entry = await install.registry.get(id)
	if (!entry) throw new Error(`there is no council ${id}`)
	const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'council-export-'))
	const file = path.join(dir, `${id}.tar.gz`)
	const done = () => fsp.rm(dir, { recursive: true, force: true })
	try {
		const result = await install.runtimes.use(entry, (scope) =>
			inCouncil(scope, () =>
				createBackup(scope.handle, getStorage(), file, { skipKey: backupKeysOf(install.env) }),
			),
		)
		return { file, bytes: result.bytes, done }
	} catch (error) {
		await done()
		throw error
	}
}

/**
 * An open council's health for the console: looked at a moment after it opens (unless it was
 * seen less than COUNCIL_HEALTH_MS ago), then every COUNCIL_HEALTH_MS while it stays open. Runs in
 * the council's scope; returns what stops it.
 */
export function watchHealth(db: AgencyDb, env: Env): () => void {
	const council = currentCouncil()
	if (!council) return () => undefined
	let stopped = false
	const look = async () => {
		if (stopped) return
		try {
			const seen = await healthSeenAt(db, council.id)
			if (seen && Date.now() - Date.parse(seen) < env.COUNCIL_HEALTH_MS * 0.9) return
			const health = await collectHealth(council.handle, getStorage(), env)
			if (!stopped) await recordHealth(db, council.id, health)
		} catch (error) {
			console.error(
				`[agency] ${council.id}: health not read:`,
				error instanceof Error ? error.message : error,
			)
		}
	}
	const first = setTimeout(() => void look(), Math.min(2_000, env.COUNCIL_HEALTH_MS))
	const every = setInterval(() => void look(), env.COUNCIL_HEALTH_MS)
	first.unref()
	every.unref()
	return () => {
		stopped = true
		clearTimeout(first)
		clearInterval(every)
	}
}

/**
 * Carries out the deletions whose grace period is over, now and every minute or so: the council closed,
 * its backups, files and database removed, then its registry entry, so that its hosts answer 421.
 * Every step can be done twice (several instances; a stop half way).
 */
export function startDeletions(install: AgencyInstall) {
	// Every minute; more often when the grace period is shorter than two (tests).
	const every = Math.min(60_000, Math.max(1_000, (install.env.COUNCIL_DELETE_GRACE_DAYS * DAY) / 2))
	let running = false
	const sweep = async () => {
		if (running) return
		running = true
		try {
			for (const id of await dueDeletions(install.db)) {
				try {
					// Put back online meanwhile, by a way that did not cancel it: kept, and said.
					if ((await install.registry.get(id))?.status === 'active') {
						await cancelDeletion(install.db, id)
						console.warn(`[agency] council ${id} is online again: its deletion is cancelled`)
						continue
					}
					await deleteCouncil(install, id)
					console.log(`[agency] council ${id} deleted (its grace period is over)`)
				} catch (error) {
					console.error(
						`[agency] council ${id} could not be deleted yet:`,
						error instanceof Error ? error.message : error,
					)
				}
			}
		} finally {
			running = false
		}
	}
	void sweep()
	const timer = setInterval(() => void sweep(), every)
	timer.unref()
	return () => clearInterval(timer)
}

async function deleteCouncil(install: AgencyInstall, id: string) {
	const { env } = install
	await install.runtimes.close(id)
	// Its files and backups, reached as its own scope reaches them (folder or bucket prefix).
	const scope: CouncilScope = { id, handle: undefined as never, kept: new Map() }
	await inCouncil(scope, async () => {
		const place = backupPlace(env)
		try {
			for (const name of await place.list()) await place.remove(name)
		} finally {
			await place.close()
		}
		const storage = councilStorage(scope, env)
		for await (const key of storage.list('')) await storage.delete(key)
	})
	await install.dropDatabase(id)
	await fsp.rm(path.resolve(env.DATA_DIR, 'councils', id), { recursive: true, force: true })
	const backups = path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'))
	await fsp.rm(path.join(backups, 'councils', id), { recursive: true, force: true })
	await install.registry.remove(id)
	await install.changed()
	await forgetCouncil(install.db, id)
}
