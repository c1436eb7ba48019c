import type { IncomingMessage, ServerResponse } from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type express from 'express'
import {
	inCouncil,
	openDatabase,
	type DbHandle,
	requireCouncilScope,
	type CouncilScope,
} from '../app/db/client.server'
import { CouncilRuntimes } from '../app/features/councils/runtimes.server'
import {
	normalHost,
	Registry,
	RegistryError,
	type CouncilEntry,
} from '../app/features/councils/registry.server'
import { getEnv, type Env } from '../app/platform/env.server'
import { refusalHeaders, refusalPage, type Refusal } from '../app/platform/refusal-page.server'
import { loadSecrets } from '../app/platform/secrets.server'
import { prepareDatabase } from '../app/seed/prepare.server'
import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import {
	disableOperator,
	listOperators,
	OperatorError,
	setOperator,
} from '../app/features/agency/operators.server'
import { prepareAgencyTables, type AgencyDb } from '../app/features/agency/store.server'
import {
	agencyHost,
	agencyMiddleware,
	startDeletions,
	watchHealth,
	type AgencyInstall,
} from './agency'

/**
 * Many councils from one install (issue 36, decision 060), the server's side: the registry of
 * councils (`DATA_DIR/install.db`), the councils open in this process, the request's council found
 * by its host, and the command line that adds and suspends councils. Only with COUNCILS=multi;
 * without it nothing here runs and the install serves its one council as before.
 */

export const multiCouncil = (env: Pick<Env, 'COUNCILS'> = getEnv()) => env.COUNCILS === 'multi'

interface Councils {
	registry: Registry
	runtimes: CouncilRuntimes
	/** The install's own tables beside the registry: the agency console's (decision 061). */
	agency: AgencyInstall
	stopVisits?: () => void
	stopDeletions?: () => void
	/** The console, when AGENCY_URL is set. */
	console?: { host: string; handle: express.RequestHandler }
}

let councils: Councils | undefined

/** A council's SQLite file: `DATA_DIR/councils/<id>/council.db`, its files beside it. */
export function councilDatabaseFile(env: Env, id: string) {
	return path.resolve(env.DATA_DIR, 'councils', id, 'council.db')
}

/** The councils whose databases this process has brought up to date (migrations, first pages). */
const prepared = new Set<string>()

/** A council's background work, started in its scope; returns what stops it. */
type Background = (handle: DbHandle, env: Env) => Promise<() => Promise<void>>
const STOP_BACKGROUND = Symbol('the council background work stop')

function openCouncils(
	env: Env,
	options: {
		seed?: boolean
		admin?: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }
		background?: Background
	} = {},
): Councils {
	if (env.DATABASE_URL)
		throw new Error(
			'COUNCILS=multi serves councils from SQLite files for now: one PostgreSQL database per council is the next step of decision 060. Unset DATABASE_URL.',
		)
	// Nothing may fall back to a process-wide database or file store: outside a council's scope,
	// such a call throws.
	requireCouncilScope(true)
	const registry = Registry.open(path.resolve(env.DATA_DIR, 'install.db'))
	// The console's tables are in the same file (a connection of its own, for Kysely).
	const installDb: AgencyDb = new Kysely({
		dialect: new SqliteDialect({
			database: (() => {
				const sqlite = new SQLite(path.resolve(env.DATA_DIR, 'install.db'))
				sqlite.pragma('busy_timeout = 5000')
				return sqlite
			})(),
		}),
	})
	const firstAdmins: AgencyInstall['firstAdmins'] = new Map()
	const runtimes = new CouncilRuntimes({
		max: env.COUNCILS_OPEN,
		openDatabase: (entry) =>
			openDatabase({
				sqliteFile: councilDatabaseFile(env, entry.id),
				// Each open council's connection holds less than a single council's would: a council's
				// database is small (0.65 MB for the sample's), and COUNCILS_OPEN of them are open.
				statementsKept: Math.min(env.SQLITE_STATEMENTS_KEPT, 150),
				cacheKib: 1024,
			}),
		// In the council's scope: what it writes (the sample's documents) goes to its own files.
		prepare: (scope: CouncilScope) =>
			inCouncil(scope, async () => {
				// Brought up to date once per process (at start, or its first opening): opened again
				// after it was closed, it is as this process left it.
				if (!prepared.has(scope.id)) {
					await prepareDatabase(scope.handle, {
						seed: options.seed ?? false,
						// A council being made in the console: the administrator the operator hands over.
						admin: firstAdmins.get(scope.id) ?? options.admin ?? {},
						log: (line) => console.log(`${line} (council ${scope.id})`),
					})
					prepared.add(scope.id)
				}
				await loadSecrets(scope.handle.db, scope)
				// Its own search index (one per database handle) is built when it is first searched: a
				// council opened for one page, or for its background work, does not pay for it.
				// Its mail, scheduled changes, notices, announcements, counts and backups, while open.
				if (options.background)
					scope.kept.set(STOP_BACKGROUND, await options.background(scope.handle, env))
			}),
		beforeClose: async (scope) => {
			const stop = scope.kept.get(STOP_BACKGROUND) as (() => Promise<void>) | undefined
			scope.kept.delete(STOP_BACKGROUND)
			await inCouncil(scope, async () => stop?.())
		},
		failed: (entry, error) => {
			const message = error instanceof Error ? error.message : String(error)
			console.error(`[councils] ${entry.id} could not be opened, kept offline: ${message}`)
			try {
				registry.setStatus(entry.id, 'failed', message)
			} catch (again) {
				console.error(`[councils] could not record it:`, again)
			}
		},
		log: (line) => console.log(line),
	})
	const agency: AgencyInstall = {
		env,
		db: installDb,
		registry,
		runtimes,
		firstAdmins,
		dropDatabase: async (id) => {
			const file = councilDatabaseFile(env, id)
			for (const suffix of ['', '-wal', '-shm'])
				await fs.promises.rm(`${file}${suffix}`, { force: true })
		},
		changed: () => (hosts = undefined),
	}
	return { registry, runtimes, agency }
}

/** Closes what `openCouncils` opened. */
async function closeCouncils(here: Councils) {
	await here.runtimes.closeAll()
	here.registry.close()
	await here.agency.db.destroy()
}

/**
 * At start, serving several councils: each council's database is brought up to this version in
 * turn (an upgrade runs every council's migrations); one that fails is marked failed in the
 * registry and kept offline, and the others start. Returns what the start-up line says.
 */
export async function startCouncils(env: Env, background: Background): Promise<string> {
	councils = openCouncils(env, {
		// Each open council's health is looked at for the console while it is open.
		background: async (handle, councilEnv) => {
			const stop = await background(handle, councilEnv)
			const agencyDb = councils?.agency.db
			const stopHealth = agencyDb ? watchHealth(agencyDb, councilEnv) : () => undefined
			return async () => {
				stopHealth()
				await stop()
			}
		},
	})
	await prepareAgencyTables(councils.agency.db as never, 'sqlite')
	const host = agencyHost(env)
	if (host) councils.console = { host, handle: agencyMiddleware(councils.agency) }
	councils.stopDeletions = startDeletions(councils.agency)
	const all = councils.registry.list()
	let ready = 0
	const failed: string[] = []
	for (const entry of all) {
		if (entry.status !== 'active') continue
		try {
			await councils.runtimes.use(entry, async () => undefined)
			ready++
		} catch {
			failed.push(entry.id)
		}
	}
	councils.stopVisits = startVisits(councils, env.COUNCILS_VISIT_MS)
	const suspended = all.filter((entry) => entry.status === 'suspended').length
	return `serving ${ready} of ${all.length} councils (${suspended} suspended${failed.length ? `, failed: ${failed.join(', ')}` : ''}), at most ${env.COUNCILS_OPEN} kept open`
}

/**
 * The background work of councils nobody is reading (closed to bound memory) still runs: every
 * `every` ms the next active council in turn that is not open is opened for a visit, long enough
 * for its work's first pass (mail queued, notices, announcements, retention), then released, to
 * be closed when others need the room. One visit at a time: with 30 councils closed and the
 * default 10 s, each is visited every 5 minutes. A council being read is open, its work running.
 */
function startVisits(here: Councils, every: number) {
	let next = 0
	let visiting = false
	const timer = setInterval(() => {
		if (visiting) return
		const open = new Set(here.runtimes.openIds())
		const idle = here.registry.list().filter((e) => e.status === 'active' && !open.has(e.id))
		if (!idle.length) return
		const entry = idle[next++ % idle.length]!
		visiting = true
		void here.runtimes
			.use(entry, () => new Promise((resolve) => setTimeout(resolve, Math.min(every / 2, 5_000))))
			.catch(() => undefined)
			.finally(() => (visiting = false))
	}, every)
	timer.unref()
	return () => clearInterval(timer)
}

export async function stopCouncils() {
	const stopping = councils
	councils = undefined
	if (!stopping) return
	stopping.stopVisits?.()
	stopping.stopDeletions?.()
	hosts = undefined
	await closeCouncils(stopping)
	requireCouncilScope(false)
}

/**
 * The registry's councils by host, read again at most every second (a suspension shows within
 * it). Each host as requests write it is looked up once per reading (at most 1,000 kept).
 */
let hosts:
	| { at: number; byHost: Map<string, CouncilEntry>; asWritten: Map<string, CouncilEntry | null> }
	| undefined
function councilAt(here: Councils, host: string) {
	const now = Date.now()
	if (!hosts || now - hosts.at >= 1_000) {
		const byHost = new Map<string, CouncilEntry>()
		for (const entry of here.registry.list())
			for (const name of entry.hosts) byHost.set(name, entry)
		hosts = { at: now, byHost, asWritten: new Map() }
	}
	const known = hosts.asWritten.get(host)
	if (known !== undefined) return known ?? undefined
	const entry = hosts.byHost.get(normalHost(host))
	if (hosts.asWritten.size < 1_000) hosts.asWritten.set(host, entry ?? null)
	return entry
}

/**
 * A handler of Node's (the stored pages' fast path) for the council the request's host names,
 * when it is active and open, run in its scope; any other request goes the full way (false).
 */
export function inOpenCouncil(
	answer: (req: IncomingMessage, res: ServerResponse) => boolean,
): (req: IncomingMessage, res: ServerResponse) => boolean {
	return (req, res) => {
		if (!councils || !req.headers.host) return false
		const entry = councilAt(councils, req.headers.host)
		if (entry?.status !== 'active') return false
		const scope = councils.runtimes.peek(entry.id)
		return scope ? inCouncil(scope, () => answer(req, res)) : false
	}
}

function refuse(req: express.Request, res: express.Response, refusal: Refusal) {
	const { status, body } = refusalPage(refusal, { pathname: req.path, cookie: req.get('Cookie') })
	if (status === 503) res.set('Retry-After', '300')
	res.status(status).set(refusalHeaders).send(body)
}

/**
 * The request's council, by its host: an unknown host gets 421 (no council answers there), a
 * council suspended or failed 503 ("temporarily unavailable"); the rest of the request runs in the
 * council's scope, so every database, file and secret it reaches is that council's.
 */
export function councilMiddleware(
	req: express.Request,
	res: express.Response,
	next: express.NextFunction,
) {
	// The install's own health, not a council's (load balancers ask it by address).
	if (req.path === '/healthz') return next()
	if (!councils) return next(new Error('the councils are not started'))
	// The agency's console at its own host: nothing of a council is reached there.
	if (councils.console && normalHost(req.host ?? '') === councils.console.host)
		return councils.console.handle(req, res, next)
	const entry = councilAt(councils, req.host ?? '')
	if (!entry) {
		if (strayHostsLogged(Date.now()))
			console.warn(
				`[councils] ${res.locals.requestId ?? ''} no council at host ${JSON.stringify(req.host ?? '')}`,
			)
		return refuse(req, res, 'noCouncil')
	}
	if (entry.status !== 'active') return refuse(req, res, 'unavailable')
	councils.runtimes.acquire(entry).then(
		({ scope, release }) => {
			res.once('finish', release)
			res.once('close', release)
			inCouncil(scope, () => next())
		},
		() => refuse(req, res, 'unavailable'),
	)
}

/** Requests at unknown hosts are logged 10 a minute at most: anyone can send any Host header. */
let strays = { minute: 0, count: 0 }
function strayHostsLogged(now: number) {
	const minute = Math.floor(now / 60_000)
	if (strays.minute !== minute) strays = { minute, count: 0 }
	return ++strays.count <= 10
}

/** `/healthz` serving several councils: the registry answers; how many councils are open. */
export function councilsHealth() {
	if (!councils) throw new Error('the councils are not started')
	const all = councils.registry.list()
	return {
		councils: all.length,
		open: councils.runtimes.size,
		failed: all.filter((entry) => entry.status === 'failed').map((entry) => entry.id),
	}
}

const USAGE = `Usage (COUNCILS=multi):
  npm run councils -- list
  npm run councils -- add ID --host HOST [--host HOST…] [--public-url URL]
                     [--admin-email EMAIL] [--sample]
  npm run councils -- suspend ID
  npm run councils -- resume ID
  npm run councils -- operator add EMAIL [--name NAME] | operator password EMAIL
                     | operator disable EMAIL | operator list
add: registers a council at its host names and prepares its database (its standard pages to be
written, and a first administrator whose one-time password is printed; --sample writes the sample
council instead, for trying the install). resume also tries again a council that failed.
operator: the agency console's accounts (AGENCY_URL): add and password print a one-time
password, shown only then; disable stops one signing in.`

/** `npm run councils -- …` (scripts/councils.js). Returns the exit code. */
export async function councilsCommand(argv: string[], out: (line: string) => void = console.log) {
	const env = getEnv()
	if (!multiCouncil(env)) {
		out('This install serves one council: set COUNCILS=multi to serve several (README).')
		return 2
	}
	const [command, ...rest] = argv
	let parsed: ReturnType<typeof parseCouncilArgs>
	try {
		parsed = parseCouncilArgs(rest)
	} catch (error) {
		out(error instanceof Error ? error.message : String(error))
		out(USAGE)
		return 2
	}
	const { values, positionals } = parsed
	const id = positionals[0] ?? ''
	const here = openCouncils(env, {
		seed: values.sample ?? false,
		admin: { ADMIN_EMAIL: values['admin-email'] },
	})
	try {
		if (command === 'list') {
			for (const entry of here.registry.list())
				out(
					`${entry.id}\t${entry.status}\t${entry.hosts.join(' ')}\t${entry.publicUrl}${entry.error ? `\t${entry.error}` : ''}`,
				)
			return 0
		}
		if (command === 'add') {
			const entry = here.registry.add({
				id,
				hosts: values.host ?? [],
				publicUrl: values['public-url'],
			})
			await here.runtimes.use(entry, async () => undefined)
			out(`Council ${entry.id} added at ${entry.hosts.join(', ')} (${entry.publicUrl}).`)
			return 0
		}
		if (command === 'operator') {
			await prepareAgencyTables(here.agency.db as never, 'sqlite')
			const [what, email = ''] = positionals
			if (what === 'list') {
				for (const row of await listOperators(here.agency.db))
					out(
						`${row.email}\t${row.name}\t${Number(row.active) ? 'active' : 'disabled'}\t${row.last_sign_in_at ?? 'never signed in'}`,
					)
				return 0
			}
			if (what === 'disable') {
				await disableOperator(here.agency.db, email)
				out(`Operator ${email} can no longer sign in.`)
				return 0
			}
			if (what === 'add' || what === 'password') {
				const made = await setOperator(here.agency.db, { email, name: values.name })
				out(`Operator ${made.email} ${made.created ? 'added' : 'given a new password'}.`)
				out(`One-time password (shown only now): ${made.password}`)
				return 0
			}
			out(USAGE)
			return 2
		}
		if (command === 'suspend' || command === 'resume') {
			here.registry.setStatus(id, command === 'suspend' ? 'suspended' : 'active')
			if (command === 'resume')
				await here.runtimes.use(here.registry.get(id)!, async () => undefined)
			out(`Council ${id} ${command === 'suspend' ? 'suspended' : 'resumed'}.`)
			return 0
		}
		out(USAGE)
		return 2
	} catch (error) {
		if (!(error instanceof RegistryError) && !(error instanceof OperatorError)) throw error
		out(error.message)
		return 2
	} finally {
		await closeCouncils(here)
	}
}

function parseCouncilArgs(args: string[]) {
	return parseArgs({
		args,
		allowPositionals: true,
		options: {
			host: { type: 'string', multiple: true },
			'public-url': { type: 'string' },
			'admin-email': { type: 'string' },
			name: { type: 'string' },
			sample: { type: 'boolean' },
		},
	})
}

/**
 * A command that works on one council's database (`npm run user`, `npm run setup`), serving
 * several: `--council ID` names it, and the work runs in its scope. Returns the arguments left.
 */
export async function inCommandCouncil<T>(
	argv: string[],
	work: (args: string[], council: CouncilScope) => Promise<T>,
	options: { seed?: boolean } = {},
): Promise<T | 2> {
	const at = argv.indexOf('--council')
	const id = at === -1 ? undefined : argv[at + 1]
	if (!id) {
		console.log('Serving several councils (COUNCILS=multi): name one with --council ID.')
		return 2
	}
	const here = openCouncils(getEnv(), options)
	try {
		const entry = here.registry.get(id)
		if (!entry) {
			console.log(`There is no council ${id} (npm run councils -- list).`)
			return 2
		}
		const args = [...argv.slice(0, at), ...argv.slice(at + 2)]
		return await here.runtimes.use(entry, (scope) => inCouncil(scope, () => work(args, scope)))
	} finally {
		await closeCouncils(here)
	}
}
