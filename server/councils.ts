import type { IncomingMessage, ServerResponse } from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type express from 'express'
import {
	inCouncil,
	inCouncilNow,
	openDatabase,
	type DbHandle,
	requireCouncilScope,
	type CouncilScope,
} from '../app/db/client.server'
import { CouncilRuntimes } from '../app/features/councils/runtimes.server'
import {
	councilDatabaseName,
	createDatabase,
	databaseUrlFor,
	dropDatabase,
} from '../app/features/councils/postgres.server'
import {
	checkCouncilEntry,
	normalHost,
	withoutPort,
	Registry,
	RegistryError,
	type CouncilEntry,
} from '../app/features/councils/registry.server'
import { getEnv, type Env } from '../app/platform/env.server'
import {
	refusalHeaders,
	refusalPage,
	type CouncilIdentity,
	type Refusal,
} from '../app/platform/refusal-page.server'
import { identityOf } from '../app/features/agency/health.server'
import { loadSecrets } from '../app/platform/secrets.server'
import { GONE_CACHE_CONTROL } from '../app/platform/page-cache/middleware.server'
import { isAdminPath } from '../app/i18n/locales'
import { prepareDatabase } from '../app/seed/prepare.server'
import { SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD } from '../app/seed/seed.server'
import {
	disableOperator,
	listOperators,
	OperatorError,
	setOperator,
} from '../app/features/agency/operators.server'
import type { AgencyDb } from '../app/features/agency/store.server'
import { cancelDeletion, pendingDeletions } from '../app/features/agency/deletions.server'
import {
	agencyHost,
	agencyMiddleware,
	startDeletions,
	watchHealth,
	type AgencyInstall,
} from './agency'

/**
 * Many councils from one install (issue 36, decision 060), the server's side: the registry of
 * councils (`DATA_DIR/install.db`, or the database `<base>_install` on PostgreSQL), the councils
 * open in this process, the request's council found by its host, and the command line that adds
 * and suspends councils. Only with COUNCILS=multi; without it nothing here runs and the install
 * serves its one council as before.
 */

export const multiCouncil = (env: Pick<Env, 'COUNCILS'> = getEnv()) => env.COUNCILS === 'multi'

interface Councils {
	registry: Registry
	runtimes: CouncilRuntimes
	/** The registry as last read (a server reads it again every second). */
	hosts?: HostMap
	/** The install's own tables beside the registry: the agency console's (decision 061). */
	agency: AgencyInstall
	stopVisits?: () => void
	stopReading?: () => void
	stopDeletions?: () => void
	/** The console, when AGENCY_URL is set. */
	console?: { host: string; handle: express.RequestHandler }
}

let councils: Councils | undefined

/** A council's SQLite file: `DATA_DIR/councils/<id>/council.db`, its files beside it. */
export function councilDatabaseFile(env: Env, id: string) {
	return path.resolve(env.DATA_DIR, 'councils', id, 'council.db')
}

/**
 * Connections each open council's PostgreSQL pool may hold. An instance keeps COUNCILS_OPEN
 * councils open (10) and every instance has its own pools: 10 × 3 + the registry's 2 = 32 per
 * instance, so two instances stay well inside PostgreSQL's default `max_connections` (100) with
 * room for the commands and a backup. Three, not one: the start-up lock holds one connection
 * while the migrations run on another, and a page's loaders run their queries side by side.
 */
export const COUNCIL_POOL_MAX = 3

/** Where the registry is: beside DATABASE_URL's database on PostgreSQL, else DATA_DIR/install.db. */
const registryPlace = (env: Env) =>
	env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : path.resolve(env.DATA_DIR, 'install.db')

/** A council's database on PostgreSQL (`<base>_c_<id>`, postgres.server.ts): its URL. */
export function councilDatabaseUrl(databaseUrl: string, id: string) {
	return databaseUrlFor(databaseUrl, councilDatabaseName(databaseUrl, id))
}

/** The councils whose databases this process has brought up to date (migrations, first pages). */
const prepared = new Set<string>()

/** A council's background work, started in its scope; returns what stops it. */
type Background = (handle: DbHandle, env: Env) => Promise<() => Promise<void>>
const STOP_BACKGROUND = Symbol('the council background work stop')

async function openCouncils(
	env: Env,
	options: {
		seed?: boolean
		admin?: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }
		background?: Background
	} = {},
): Promise<Councils> {
	const registry = await Registry.open(registryPlace(env))
	// Nothing may fall back to a process-wide database or file store: outside a council's scope,
	// such a call throws.
	requireCouncilScope(true)
	const databaseUrl = env.DATABASE_URL
	const firstAdmins: AgencyInstall['firstAdmins'] = new Map()
	const runtimes = new CouncilRuntimes({
		max: env.COUNCILS_OPEN,
		openDatabase: (entry) =>
			databaseUrl
				? // Its own database of the cluster, made by `councils add`: one missing (dropped by
					// hand) fails to open and the council is kept offline, never made again empty.
					openDatabase({
						databaseUrl: councilDatabaseUrl(databaseUrl, entry.id),
						poolMax: COUNCIL_POOL_MAX,
					})
				: openDatabase({
						sqliteFile: councilDatabaseFile(env, entry.id),
						// Each open council's connection holds less than a single council's would: a
						// council's database is small (0.65 MB for the sample's), and COUNCILS_OPEN of
						// them are open.
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
			void (async () => {
				// Deleted meanwhile (another instance carried out its deletion before this one read
				// the registry again): nothing is wrong with it, it is gone.
				if (!(await registry.get(entry.id)))
					return console.log(`[councils] ${entry.id} was deleted; not opened`)
				console.error(`[councils] ${entry.id} could not be opened, kept offline: ${message}`)
				await registry.setStatus(entry.id, 'failed', message)
			})().catch((again) => console.error(`[councils] could not record it:`, again))
		},
		log: (line) => console.log(line),
	})
	const here: Councils = {
		registry,
		runtimes,
		agency: {
			env,
			// The console's tables are the install database's (createInstallTables).
			db: registry.db as unknown as AgencyDb,
			registry,
			addCouncil: (asked) =>
				databaseUrl ? addOnPostgres(registry, databaseUrl, asked) : registry.add(asked),
			runtimes,
			firstAdmins,
			dropDatabase: async (id) => {
				if (databaseUrl)
					return void (await dropDatabase(databaseUrl, councilDatabaseName(databaseUrl, id)))
				const file = councilDatabaseFile(env, id)
				for (const suffix of ['', '-wal', '-shm'])
					await fs.promises.rm(`${file}${suffix}`, { force: true })
			},
			// This process reads the registry again at once (the others within a second).
			changed: () => readHosts(here),
		},
	}
	return here
}

/** Closes what `openCouncils` opened. */
async function closeCouncils(here: Councils) {
	await here.runtimes.closeAll()
	await here.registry.close()
}

/**
 * At start, serving several councils: each council's database is brought up to this version in
 * turn (an upgrade runs every council's migrations); one that fails is marked failed in the
 * registry and kept offline, and the others start. Returns what the start-up line says.
 */
export async function startCouncils(
	env: Env,
	background: Background,
	/** What a visit does besides starting the council's background work (its backup, if due). */
	visit?: (scope: CouncilScope) => Promise<unknown>,
): Promise<string> {
	councils = await openCouncils(env, {
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
	const host = agencyHost(env)
	if (host) councils.console = { host, handle: agencyMiddleware(councils.agency) }
	councils.stopDeletions = startDeletions(councils.agency)
	const all = await councils.registry.list()
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
	// Read after the start-up, so councils found failed meanwhile are seen as failed.
	await readHosts(councils)
	councils.stopReading = startReading(councils)
	councils.stopVisits = startVisits(councils, env.COUNCILS_VISIT_MS, visit)
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
function startVisits(
	here: Councils,
	every: number,
	visit?: (scope: CouncilScope) => Promise<unknown>,
) {
	// In turn by id, after the last one visited: each council not open is visited once a round,
	// however the set of open councils changes meanwhile (counting through the list of those not
	// open, whose make-up changes, skipped some councils every round).
	let last = ''
	let visiting = false
	const timer = setInterval(() => {
		if (visiting) return
		const open = new Set(here.runtimes.openIds())
		const idle = (here.hosts?.entries ?? [])
			.filter((e) => e.status === 'active' && !open.has(e.id))
			.sort((a, b) => (a.id < b.id ? -1 : 1))
		if (!idle.length) return
		const entry = idle.find((e) => e.id > last) ?? idle[0]!
		last = entry.id
		visiting = true
		void here.runtimes
			.use(entry, (scope) =>
				Promise.all([
					// Held open until its visit's work is done (a backup takes seconds).
					visit?.(scope).catch((error: unknown) =>
						console.error(
							`[councils] visit of ${entry.id}:`,
							error instanceof Error ? error.message : error,
						),
					),
					new Promise((resolve) => setTimeout(resolve, Math.min(every / 2, 5_000))),
				]),
			)
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
	stopping.stopReading?.()
	stopping.stopDeletions?.()
	await closeCouncils(stopping)
	requireCouncilScope(false)
}

/**
 * The registry's councils by host, as last read. Requests look their host up in it without
 * waiting (the registry may be another machine's database); it is read again every second, so a
 * council added or suspended through any instance, or the command line, shows on every instance
 * within about a second. Each host as requests write it is looked up once per reading (at most
 * 1,000 kept).
 */
interface HostMap {
	/** When it was last read. */
	at: number
	/** The reading, as JSON (to tell whether the next one changed anything). */
	written: string
	entries: CouncilEntry[]
	byHost: Map<string, CouncilEntry>
	asWritten: Map<string, CouncilEntry | null>
}

/** How often a server reads the registry again. */
const HOSTS_READ_MS = 1_000

async function readHosts(here: Councils) {
	const entries = await here.registry.list()
	// Unchanged (nearly every reading): the maps requests look their host up in are kept, with
	// their entries, rather than made again every second for the collector (decision 060).
	const written = JSON.stringify(entries)
	if (here.hosts && here.hosts.written === written) {
		here.hosts.at = Date.now()
	} else {
		const byHost = new Map<string, CouncilEntry>()
		for (const entry of entries) for (const name of entry.hosts) byHost.set(name, entry)
		here.hosts = { at: Date.now(), written, entries, byHost, asWritten: new Map() }
	}
	// A council suspended (or gone) elsewhere is closed here too: its background work stops.
	const active = new Set(entries.filter((e) => e.status === 'active').map((e) => e.id))
	for (const id of here.runtimes.openIds())
		if (!active.has(id)) void here.runtimes.close(id).catch(() => undefined)
}

/** Reads the registry every HOSTS_READ_MS, one reading at a time; a failed one keeps the last map. */
function startReading(here: Councils) {
	let reading = false
	let failures = 0
	const timer = setInterval(() => {
		if (reading) return
		reading = true
		readHosts(here)
			.then(
				() => (failures = 0),
				(error) => {
					// Said once, then once a minute while it lasts.
					if (failures++ % 60 === 0)
						console.error(
							'[councils] could not read the registry; serving from the last reading:',
							error instanceof Error ? error.message : error,
						)
				},
			)
			.finally(() => (reading = false))
	}, HOSTS_READ_MS)
	timer.unref()
	return () => clearInterval(timer)
}

function councilAt(here: Councils, host: string) {
	const hosts = here.hosts
	if (!hosts) return undefined
	const known = hosts.asWritten.get(host)
	if (known !== undefined) return known ?? undefined
	const normal = normalHost(host)
	const entry = hosts.byHost.get(normal) ?? hosts.byHost.get(withoutPort(normal))
	if (hosts.asWritten.size < 1_000) hosts.asWritten.set(host, entry ?? null)
	return entry
}

/** Keeps a council open while work it started goes on (`CouncilRuntimes.hold`). */
export function holdCouncil(scope: CouncilScope): () => void {
	return councils ? councils.runtimes.hold(scope) : () => undefined
}

/**
 * A handler of Node's (the stored pages' fast path) for the council the request's host names,
 * when it is active and open, run as that council's (synchronously: `inCouncilNow`); any other
 * request goes the full way (false).
 */
export function inOpenCouncil(
	answer: (req: IncomingMessage, res: ServerResponse) => boolean,
): (req: IncomingMessage, res: ServerResponse) => boolean {
	return (req, res) => {
		if (!councils || !req.headers.host) return false
		const entry = councilAt(councils, req.headers.host)
		if (entry?.status !== 'active') return false
		const scope = councils.runtimes.peek(entry.id)
		return scope ? inCouncilNow(scope, () => answer(req, res)) : false
	}
}

function refuse(
	req: express.Request,
	res: express.Response,
	refusal: Refusal,
	council?: CouncilIdentity,
) {
	const { status, body } = refusalPage(refusal, {
		pathname: req.path,
		cookie: req.get('Cookie'),
		council,
	})
	if (status === 503) res.set('Retry-After', '300')
	res.status(status).set(refusalHeaders)
	// No council answers here, or this one is offline: a shared cache may keep this answer to a
	// public address a second, as it keeps a page, so that the nginx in front puts it in place of
	// its copies of the council's pages instead of serving them on (decision 063). It varies as a
	// page does (its language follows the address alone; the staff area's, a cookie: not shared).
	if ((req.method === 'GET' || req.method === 'HEAD') && !isAdminPath(req.path))
		res.set('Cache-Control', GONE_CACHE_CONTROL).vary('Accept-Encoding').vary('Save-Data')
	res.send(body)
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
	if (councils.console && isConsoleHost(req.host ?? '', councils.console.host))
		return councils.console.handle(req, res, next)
	const entry = councilAt(councils, req.host ?? '')
	if (!entry) {
		if (strayHostsLogged(Date.now()))
			console.warn(
				`[councils] ${res.locals.requestId ?? ''} no council at host ${JSON.stringify(req.host ?? '')}`,
			)
		return refuse(req, res, 'noCouncil')
	}
	if (entry.status !== 'active') return unavailable(req, res, entry.id)
	councils.runtimes.acquire(entry).then(
		({ scope, release }) => {
			res.once('finish', release)
			res.once('close', release)
			inCouncil(scope, () => next())
		},
		() => unavailable(req, res, entry.id),
	)
}

/** A council offline (suspended, failed, to be deleted): its page says whose site it is. */
function unavailable(req: express.Request, res: express.Response, id: string) {
	void Promise.race([
		councilIdentity(id),
		new Promise<undefined>((resolve) => setTimeout(resolve, 500)),
	]).then((council) => refuse(req, res, 'unavailable', council))
}

/**
 * Who each council is (its name, its office's telephone), from what the install last saw of it
 * (the console's health figures): read at most once a minute per council, so a crowd at a
 * suspended council costs the install's database nothing more.
 */
const identities = new Map<
	string,
	{ at: number; identity: Promise<CouncilIdentity | undefined>; known?: boolean }
>()
function councilIdentity(id: string) {
	const now = Date.now()
	const kept = identities.get(id)
	// Not seen yet (a council never open since the install began), looked for again sooner.
	if (kept && now - kept.at < (kept.known === false ? 5_000 : 60_000)) return kept.identity
	if (identities.size >= 1_000) identities.clear()
	const identity = councils
		? identityOf(councils.agency.db, id).catch(() => undefined)
		: Promise.resolve(undefined)
	const entry: { at: number; identity: typeof identity; known?: boolean } = { at: now, identity }
	identities.set(id, entry)
	void identity.then((found) => (entry.known = found !== undefined))
	return identity
}

/** The console's host, with or without its port (AGENCY_URL's, or the one a proxy passes on). */
function isConsoleHost(host: string, consoleHost: string) {
	const normal = normalHost(host)
	return normal === consoleHost || withoutPort(normal) === withoutPort(consoleHost)
}

/** Requests at unknown hosts are logged 10 a minute at most: anyone can send any Host header. */
let strays = { minute: 0, count: 0 }
function strayHostsLogged(now: number) {
	const minute = Math.floor(now / 60_000)
	if (strays.minute !== minute) strays = { minute, count: 0 }
	return ++strays.count <= 10
}

/**
 * `/healthz` serving several councils: the registry was read lately (else it throws: 503); how
 * many councils are open.
 */
export function councilsHealth() {
	if (!councils?.hosts) throw new Error('the councils are not started')
	const age = Date.now() - councils.hosts.at
	if (age > 10 * HOSTS_READ_MS)
		throw new Error(`the registry has not been read for ${Math.round(age / 1000)} s`)
	const all = councils.hosts.entries
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
council instead, for trying the install). resume also tries again a council that failed, and
cancels the deletion of a council waiting to be deleted. list says which councils are waiting.
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
	const here = await openCouncils(env, {
		seed: values.sample ?? false,
		admin: { ADMIN_EMAIL: values['admin-email'] },
	})
	try {
		if (command === 'list') {
			const deleting = await pendingDeletions(here.agency.db)
			for (const entry of await here.registry.list()) {
				const going = deleting.get(entry.id)
				out(
					`${entry.id}\t${entry.status}${going ? ` (to be deleted after ${going})` : ''}\t${entry.hosts.join(' ')}\t${entry.publicUrl}${entry.error ? `\t${entry.error}` : ''}`,
				)
			}
			return 0
		}
		if (command === 'add') {
			const asked = { id, hosts: values.host ?? [], publicUrl: values['public-url'] }
			const entry = env.DATABASE_URL
				? await addOnPostgres(here.registry, env.DATABASE_URL, asked)
				: await here.registry.add(asked)
			await here.runtimes.use(entry, async () => undefined)
			out(`Council ${entry.id} added at ${entry.hosts.join(', ')} (${entry.publicUrl}).`)
			// The sample's administrator signs in with the sample's password (README).
			if (values.sample)
				out(
					`The sample council's administrator: ${(values['admin-email'] ?? '').trim().toLowerCase() || SAMPLE_ADMIN_EMAIL}, password ${SAMPLE_ADMIN_PASSWORD} (change it for anything but trying the install).`,
				)
			return 0
		}
		if (command === 'operator') {
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
			await here.registry.setStatus(id, command === 'suspend' ? 'suspended' : 'active')
			// A council put back online is not deleted at the end of a grace period it was in (as
			// the console's "Resume" does).
			const going =
				command === 'resume' ? (await pendingDeletions(here.agency.db)).get(id) : undefined
			if (going) await cancelDeletion(here.agency.db, id)
			if (command === 'resume')
				await here.runtimes.use((await here.registry.get(id))!, async () => undefined)
			out(`Council ${id} ${command === 'suspend' ? 'suspended' : 'resumed'}.`)
			if (going) out(`Its deletion, due after ${going}, is cancelled.`)
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
		requireCouncilScope(false)
	}
}

/**
 * A council added on PostgreSQL: its database created in the cluster (`<base>_c_<id>`), then its
 * entry in the registry. A database of that name already there (another install's, one left from
 * before) is refused, not taken over; one created for an entry the registry then refuses (a host
 * taken meanwhile) is dropped again.
 */
async function addOnPostgres(
	registry: Registry,
	databaseUrl: string,
	asked: { id: string; hosts: string[]; publicUrl?: string },
) {
	const { id } = checkCouncilEntry(asked)
	if (await registry.get(id)) throw new RegistryError(`there is already a council ${id}`)
	let name: string
	try {
		name = councilDatabaseName(databaseUrl, id)
	} catch (error) {
		throw new RegistryError(error instanceof Error ? error.message : String(error))
	}
	if (!(await createDatabase(databaseUrl, name)))
		throw new RegistryError(
			`the database ${name} is already in the cluster: remove it, or choose another id for council ${id}`,
		)
	try {
		return await registry.add(asked)
	} catch (error) {
		await dropDatabase(databaseUrl, name)
		throw error
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
	const here = await openCouncils(getEnv(), options)
	try {
		const entry = await here.registry.get(id)
		if (!entry) {
			console.log(`There is no council ${id} (npm run councils -- list).`)
			return 2
		}
		const args = [...argv.slice(0, at), ...argv.slice(at + 2)]
		return await here.runtimes.use(entry, (scope) => inCouncil(scope, () => work(args, scope)))
	} finally {
		await closeCouncils(here)
		requireCouncilScope(false)
	}
}
