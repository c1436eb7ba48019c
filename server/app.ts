import crypto from 'node:crypto'
import path from 'node:path'
import { siteSearch } from '#app/features/search/search.server'
import { startScheduleSweeper } from '#app/features/scheduling/transitions.server'
// Retention of requests to the council (decision 039).
import { startRequestSweeper } from '#app/features/requests/retention.server'
import { startNotifier } from '#app/features/notifications/sweep.server'
import { runUserCommand } from '#app/auth/accounts-cli.server'
import {
	explainSetupArgs,
	parseSetupArgs,
	runSetupCommand,
	SETUP_USAGE,
} from '#app/features/setup/setup-command.server'
import { getSettings } from '#app/features/settings/queries.server'
import type { IncomingMessage, ServerResponse } from 'node:http'
import express from 'express'
import helmet from 'helmet'
import { sql } from 'kysely'
import { createRequestHandler as createFetchHandler } from 'react-router'
import {
	councilKept,
	currentCouncil,
	getDbHandle,
	inCouncil,
	openDatabase,
	pendingMigrations,
	setDatabase,
	type CouncilScope,
	type DbHandle,
} from '../app/db/client.server'
import { prepareDatabase } from '../app/seed/prepare.server'
import { sampleSettings } from '../app/seed/seed.server'
import { isAdminPath } from '../app/i18n/locales'
import {
	getEnv,
	httpsSite,
	isLoopbackHost,
	productionProblems,
	sqlitePath,
	type Env,
} from '../app/platform/env.server'
import { uploadFileName } from '../app/features/media/upload.server'
import { sendStoredFile } from '../app/platform/storage/send-stored.server'
import {
	checkStorage,
	getStorage,
	localStorageOf,
	type FileStorage,
} from '../app/platform/storage/storage.server'
import { runFilesCommand } from '../app/platform/storage/files-command.server'
// Backups (decision 047).
import { runBackupCommand, runRestoreCommand } from '../app/features/backups/command.server'
import { checkBackups, startBackupScheduler } from '../app/features/backups/runs.server'
import { S3Storage } from '../app/platform/storage/s3-storage.server'
import { databaseFault } from '../app/platform/db-faults.server'
import { diskIsFull, noteDiskFull, writesFailedLately } from '../app/platform/disk-full.server'
import {
	refusalHeaders,
	refusalLocales,
	refusalPage,
	type Refusal,
} from '../app/platform/refusal-page.server'
import { isCrossSite, publicOrigin } from '../app/platform/same-origin.server'
import { languageMiddleware, languageOutcome } from './language'
import {
	councilsCommand as runCouncilsCommand,
	councilMiddleware,
	councilsHealth,
	holdCouncil,
	inOpenCouncil,
	inCommandCouncil,
	multiCouncil,
	startCouncils,
	stopCouncils,
} from './councils'
import { DOWNLOAD_PATH, sendDocument } from '../app/features/documents/download.server'
import { PageCache, type StoredPage } from '../app/platform/page-cache/page-cache.server'
import { expressRequestHandler } from '../app/platform/document-response.server'
import {
	fastPageAnswer,
	pageCacheMiddleware,
	sharedHeaders,
} from '../app/platform/page-cache/middleware.server'
import {
	countAnswer,
	fromAReader,
	SEARCH_RESULTS_HEADER,
	startCounting,
} from '../app/features/analytics/counting.server'
import { RenderBusy, renderGate, type RenderGate } from '../app/platform/render-gate.server'
import { networkOf } from '../app/platform/network'
import { localContentChanges } from '../app/db/content-changes.server'
import { contentStateAfter } from '../app/features/scheduling/content-state.server'
import { nowMs } from '../app/platform/clock.server'
// Email and public forms' anti-abuse fields (decision 037).
import { startMailer } from '../app/platform/mail/outbox.server'
import { smtpSender } from '../app/platform/mail/transport.server'
import { smtpOptions } from '../app/platform/mail/mail-config.server'
// Subscriptions by email (decision 040).
import { startAnnouncer } from '../app/features/subscriptions/announce.server'
import {
	ONE_CLICK_PATHS,
	oneClickUnsubscribe,
} from '../app/features/subscriptions/one-click.server'
import { loadSecrets } from '../app/platform/secrets.server'
import { readCookie } from '../app/platform/cookies.server'
import { SESSION_COOKIE } from '../app/auth/session.server'

/**
 * The mode React was loaded in: server/index.js sets NODE_ENV before this module (and React) is
 * imported, so this is what React chose its build by.
 */
const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development'

/**
 * The configuration, checked before the server opens the database: the variables' own checks,
 * then, in production, what would make the site unsafe to serve (productionProblems).
 */
export function checkConfig(serverMode: string): Env {
	const env = getEnv()
	const problems = serverMode === 'production' ? productionProblems(env) : []
	if (problems.length) throw new Error(problems.join('\n'))
	return env
}

/**
 * The file store, checked before the server listens (docs/decisions/032-file-storage.md): with
 * STORAGE=s3, a bucket that is missing or refuses the credentials stops start-up with a message.
 * Returns what the start-up line says about it.
 */
export async function checkFileStorage(): Promise<string> {
	const storage = getStorage()
	await checkStorage(storage)
	// Serving several councils, each council's files are under its own folder or prefix (decision 060).
	const each = multiCouncil() ? "each council's files " : 'files '
	if (storage instanceof S3Storage) {
		const { bucket, endpoint, prefix } = storage.options
		const under = multiCouncil() ? `${prefix ?? ''}councils/<id>/` : prefix
		return `${each}in the object store: bucket ${bucket}${under ? `/${under}` : ''}${endpoint ? ` at ${endpoint}` : ''}`
	}
	if (multiCouncil())
		return `${each}in ${path.resolve(getEnv().DATA_DIR, 'councils', '<id>', 'uploads')}`
	return `${each}in ${localStorageOf().dir}`
}

/** What the start-up line says about email (decision 037). */
export function mailSummary(): string {
	const smtp = smtpOptions()
	return smtp
		? `email through ${smtp.host}:${smtp.port}${smtp.secure ? ' (TLS)' : ''} from ${smtp.from}`
		: 'email off: set SMTP_HOST and MAIL_FROM to send mail (decision 037)'
}

/**
 * Opens the database, applies migrations and prepares a fresh install, before the server listens:
 * the sample council when SEED is on (the default), else the neutral skeleton of the standard
 * pages (docs/decisions/023-second-council.md). `seed: false` overrides SEED (the setup command
 * never writes the sample council). The handle is kept on globalThis so that development reloads
 * of this module reuse it.
 */
export async function init(
	options: { seed?: boolean; background?: boolean } = {},
): Promise<{ env: Env; db: DbHandle | undefined }> {
	const env = getEnv()
	const seed = options.seed ?? env.SEED
	const g = globalThis as Background
	if (multiCouncil(env)) {
		// Serving several councils (decision 060): each opened from the registry, none process-wide.
		console.log(
			`[start] ${await startCouncils(
				env,
				options.background === false ? async () => async () => undefined : startBackground,
				options.background === false ? undefined : visitCouncil,
			)}`,
		)
		return { env, db: undefined }
	}
	if (!g.__councilDb) {
		const handle = await openForServing(env, seed)
		// The site search index is built before the first visitor asks (see features/search/search.server.ts).
		await siteSearch(handle.db).rebuild()
		g.__councilDb = handle
		await loadSecrets(handle.db)
		if (options.background !== false) {
			// On a full disk, nothing is written until space is freed; then the background work starts.
			if (handle.readOnly) g.__stopSpaceWatch = watchForSpace(env, seed)
			else g.__stopBackground = await startBackground(handle, env)
		}
	}
	setDatabase(g.__councilDb)
	return { env, db: g.__councilDb }
}

type Background = {
	__councilDb?: DbHandle
	__stopBackground?: () => Promise<void>
	__stopSpaceWatch?: () => void
}

/** When this process started: backups wait for its first ten minutes (a deploy's). */
const STARTED_AT = Date.now()
/** (TEST_BACKUP_AFTER_START_MS shortens it for the server tests of visits, as TEST_SWEEP_MS does.) */
const BACKUPS_AFTER_START_MS =
	process.env.TEST_BACKUP_AFTER_START_MS !== undefined
		? Number(process.env.TEST_BACKUP_AFTER_START_MS)
		: 10 * 60_000

/**
 * A visit to a council that is not open (decision 060), in its scope: its backup, if one is due,
 * taken while the visit holds it open (its own scheduler's first look may come after it closes).
 */
async function visitCouncil(scope: CouncilScope) {
	if (Date.now() - STARTED_AT < BACKUPS_AFTER_START_MS) return
	await inCouncil(scope, () => checkBackups(scope.handle, getEnv(), getStorage()))
}

/**
 * The work each instance does in the background, on the database it serves (serving several
 * councils, each open council's, started in its scope: its timers run in that scope). Returns
 * what stops it, once the mail being sent is recorded and the counts written.
 */
export async function startBackground(handle: DbHandle, env: Env): Promise<() => Promise<void>> {
	// Scheduled publishing is recorded by every instance (docs/decisions/028-scheduling.md).
	const stopSchedule = startScheduleSweeper(handle.db)
	// Requests' retention rules (decision 039), swept hourly by every instance.
	const stopRequests = startRequestSweeper(handle.db)
	// Staff notifications: new requests routed, escalations, their mails (decision 050).
	const stopNotifier = startNotifier(handle.db)
	// Queued mail is sent by every instance that can (decision 037).
	const sender = await smtpSender()
	const stopMailer = sender ? startMailer(handle.db, sender.send) : undefined
	// New items are announced to subscribers by every instance, each item once (decision 040).
	const stopAnnouncer = startAnnouncer(handle.db)
	// Scheduled backups, taken by one instance of several (decision 047).
	// Serving several councils, a council opened long after the start (for a reader, or for a
	// visit) looks at its schedule soon after it opens, not ten minutes later: it may be closed
	// well before (decision 060).
	const stopBackups = startBackupScheduler(
		handle,
		env,
		() => getStorage(),
		multiCouncil(env)
			? {
					firstMs: Math.max(5_000, STARTED_AT + BACKUPS_AFTER_START_MS - Date.now()),
					everyMs: 10 * 60_000,
				}
			: undefined,
	)
	// The dashboard's counts, written once a minute and at stop (decision 056).
	const stopCounting = startCounting(handle.db, env.COUNTS_FLUSH_MS)
	return async () => {
		stopBackups()
		// Each waits for its pass in flight: the database is closed after.
		await Promise.all([stopAnnouncer(), stopSchedule(), stopRequests(), stopNotifier()])
		// The mail being sent is recorded before the database closes (issue 32).
		await stopMailer?.()
		sender?.close()
		await stopCounting()
	}
}

/**
 * The database, opened and prepared (migrations, a fresh install's pages). On SQLite, when that
 * fails on a full disk (SQLite cannot even make its shared-memory file), the database is opened
 * to read only, so residents keep reading pages (decision 049), unless this version must update it
 * first: then the message says to free some space.
 */
async function openForServing(env: Env, seed: boolean): Promise<DbHandle> {
	if (env.DATABASE_URL) {
		const handle = openDatabase({ databaseUrl: env.DATABASE_URL })
		await prepareDatabase(handle, { seed, admin: env })
		return handle
	}
	let handle: DbHandle | undefined
	try {
		handle = openDatabase({
			sqliteFile: sqlitePath(env),
			statementsKept: env.SQLITE_STATEMENTS_KEPT,
		})
		await prepareDatabase(handle, { seed, admin: env })
		return handle
	} catch (error) {
		if (databaseFault(error) !== 'full' && !diskIsFull(env.DATA_DIR)) throw error
		await handle?.close().catch(() => undefined)
		const readOnly = openDatabase({
			sqliteFile: sqlitePath(env),
			statementsKept: env.SQLITE_STATEMENTS_KEPT,
			readOnly: true,
		})
		const pending = await pendingMigrations(readOnly).catch(() => ['(the database cannot be read)'])
		if (pending.length) {
			await readOnly.close().catch(() => undefined)
			throw new Error(
				`the disk that holds ${env.DATA_DIR} is full, and the database must be updated (${pending.join(', ')}) before the site can serve: free some space, then start again`,
				{ cause: error },
			)
		}
		noteDiskFull()
		console.warn(
			`[start] the disk that holds ${env.DATA_DIR} is full: serving pages to read only (nothing can be saved) until space is freed (decision 049)`,
		)
		return readOnly
	}
}

/** How often a server started read-only looks whether space was freed. */
const SPACE_CHECK_MS = 5_000

/**
 * While the database is open to read only (a full disk), looks every SPACE_CHECK_MS whether space
 * was freed; then opens it again to write, and starts the background work. Returns the stop.
 */
function watchForSpace(env: Env, seed: boolean) {
	const g = globalThis as Background
	let busy = false
	const timer = setInterval(() => {
		if (busy || diskIsFull(env.DATA_DIR)) return
		busy = true
		void (async () => {
			const old = g.__councilDb
			// The read-only connection holds the file alone: it closes before the new one opens.
			await old?.close().catch(() => undefined)
			try {
				const handle = await openForServing(env, seed)
				g.__councilDb = handle
				setDatabase(handle)
				if (handle.readOnly) return
				clearInterval(timer)
				g.__stopSpaceWatch = undefined
				console.log('[db] space was freed: the site saves again')
				g.__stopBackground = await startBackground(handle, env)
			} catch (error) {
				console.error('[db] could not open the database to write again:', error)
				// Back to reading only; should even that fail, the next look tries again (a throw here
				// would be an unhandled rejection, which ends the process).
				try {
					const handle = openDatabase({
						sqliteFile: sqlitePath(env),
						statementsKept: env.SQLITE_STATEMENTS_KEPT,
						readOnly: true,
					})
					g.__councilDb = handle
					setDatabase(handle)
				} catch (again) {
					console.error('[db] could not open the database to read either:', again)
				}
			} finally {
				busy = false
			}
		})()
	}, SPACE_CHECK_MS)
	timer.unref()
	return () => clearInterval(timer)
}

export async function closeDatabase() {
	await stopCouncils()
	const g = globalThis as Background
	g.__stopSpaceWatch?.()
	g.__stopSpaceWatch = undefined
	const stopBackground = g.__stopBackground
	g.__stopBackground = undefined
	await stopBackground?.()
	const handle = g.__councilDb
	g.__councilDb = undefined
	setDatabase(undefined)
	await handle?.close()
}

/**
 * `GET /healthz`: 200 when the database answers, 503 otherwise; with the mode the server runs in
 * (`production`, or `development` under `npm run dev`).
 */
async function healthz(_req: express.Request, res: express.Response) {
	res.set('Cache-Control', 'no-store')
	if (multiCouncil()) {
		try {
			return void res.json({ status: 'ok', ...councilsHealth(), mode })
		} catch (error) {
			console.error('[healthz]', error instanceof Error ? error.message : error)
			return void res.status(503).json({ status: 'error', mode })
		}
	}
	try {
		const handle = getDbHandle()
		if (!handle) throw new Error('database not open')
		await sql`select 1`.execute(handle.db)
		// Reads answer, writes do not (a full disk: decision 049): a monitor must hear of it.
		if (writesFailing(handle))
			return void res
				.status(503)
				.json({ status: 'error', database: handle.dialect, writes: 'failing', mode })
		res.json({ status: 'ok', database: handle.dialect, mode })
	} catch (error) {
		console.error('[healthz]', error instanceof Error ? error.message : error)
		res.status(503).json({ status: 'error', database: 'unavailable', mode })
	}
}

/**
 * Can the site not save now? Opened to read only, or its data folder's disk is full; on
 * PostgreSQL (whose disk this server cannot see), a write failed for want of space lately.
 */
function writesFailing(handle: DbHandle) {
	if (handle.readOnly) return true
	const env = getEnv()
	if (diskIsFull(env.DATA_DIR)) return true
	return handle.dialect === 'postgres' && writesFailedLately()
}

/**
 * HSTS goes with every response when the site's public address is HTTPS, however the request
 * reached this server (a TLS proxy may speak plain HTTP to it), or when the request itself is HTTPS.
 */
export function strictTransport(req: express.Request) {
	return req.secure || httpsSite()
}

/** A staff preview drawn at phone width inside the preview page (decision 030). */
function previewFrame(req: express.Request) {
	return /^\/(fr\/)?preview\//.test(req.path) && req.query.embed === '1'
}

/** Security headers, with a fresh nonce per response for React Router's inline scripts. */
export function securityHeaders(options: { dev: boolean }) {
	const nonce = (_req: IncomingMessage, res: ServerResponse) =>
		`'nonce-${(res as express.Response).locals.cspNonce}'`
	const headers = helmet({
		contentSecurityPolicy: {
			useDefaults: false,
			directives: {
				'default-src': ["'self'"],
				'script-src': options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
				'style-src': ["'self'", "'unsafe-inline'"],
				'img-src': ["'self'", 'data:'],
				// Fonts, fetches and the manifest fall back to default-src ('self'): written out, they
				// were 58 bytes of every page's first flight (decision 058). Development adds Vite's
				// socket.
				...(options.dev ? { 'connect-src': ["'self'", 'ws:'] } : {}),
				'object-src': ["'none'"],
				'base-uri': ["'self'"],
				'form-action': ["'self'"],
				// Only a staff preview's phone-width frame is shown inside this site's own pages.
				'frame-ancestors': [(req) => (previewFrame(req as express.Request) ? "'self'" : "'none'")],
			},
		},
		// Sent only for an HTTPS site (below): on plain http it would be ignored at best.
		strictTransportSecurity: false,
		crossOriginEmbedderPolicy: false,
		xFrameOptions: { action: 'deny' },
		referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
		// Every page pays for its headers inside the first TCP flight (decision 058), so helmet's
		// defaults that no browser a reader uses acts on are left out: X-XSS-Protection: 0 turned
		// off an XSS auditor that Chrome (78), Edge and Safari have since removed; X-Download-Options
		// is Internet Explorer 8's; X-DNS-Prefetch-Control: off repeats what browsers do on an HTTPS
		// page anyway (no prefetching of its links' hosts); X-Permitted-Cross-Domain-Policies spoke
		// to Flash, and the site serves no cross-domain policy file.
		xXssProtection: false,
		xDownloadOptions: false,
		xDnsPrefetchControl: false,
		xPermittedCrossDomainPolicies: false,
	})
	return [
		(_req: express.Request, res: express.Response, next: express.NextFunction) => {
			res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
			res.locals.requestId = crypto.randomUUID()
			res.set('X-Request-Id', res.locals.requestId)
			next()
		},
		headers,
		(req: express.Request, res: express.Response, next: express.NextFunction) => {
			res.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
			if (previewFrame(req)) res.set('X-Frame-Options', 'SAMEORIGIN')
			if (strictTransport(req))
				res.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
			next()
		},
	]
}

/**
 * `/uploads/<id>-<width>.<avif|webp>`: image renditions written by storeImage (and the emblem's PNG
 * icons, decision 055), from the file store
 * (the local folder or the object store: every instance serves every picture). Only names of that
 * exact shape are looked up (no decoding, so no `..` or `%2f` reaches the store), and everything
 * else under /uploads is a 404 rather than a page. Names are content hashes, so a year.
 */
export function uploadsRouter(storage?: FileStorage) {
	const notFound = (res: express.Response) =>
		res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not found')
	return async (req: express.Request, res: express.Response) => {
		res.set('X-Content-Type-Options', 'nosniff')
		res.set('Cross-Origin-Resource-Policy', 'same-origin')
		const name = req.path.slice(1)
		if ((req.method !== 'GET' && req.method !== 'HEAD') || !uploadFileName(name)) {
			return notFound(res)
		}
		try {
			const sent = await sendStoredFile(req, res, name, {
				storage: storage ?? getStorage(),
				cacheControl: 'public, max-age=31536000, immutable',
				contentType: name.endsWith('.avif')
					? 'image/avif'
					: name.endsWith('.png')
						? 'image/png'
						: 'image/webp',
			})
			if (!sent) notFound(res)
		} catch (error) {
			// The object store did not answer: the picture may well exist, so nothing is cached.
			console.error(`[uploads] ${name}:`, error instanceof Error ? error.message : error)
			if (res.headersSent) return void res.destroy()
			for (const header of ['ETag', 'Last-Modified', 'Content-Range', 'Accept-Ranges'])
				res.removeHeader(header)
			res
				.status(503)
				.type('text/plain')
				.set('Cache-Control', 'no-store')
				.set('Retry-After', '10')
				.send('Service unavailable')
		}
	}
}

/** The application routes: health check, language memory, then every page via React Router. */
/**
 * A change (any method but GET/HEAD) sent by another site's page is refused with 403 before the
 * application sees it: its `Origin` must be this site, or, without one, `Sec-Fetch-Site` must not
 * say cross-site. Requests with neither (scripts) go on to the session token check.
 */
function sameOriginWrites(req: express.Request, res: express.Response, next: express.NextFunction) {
	if (req.method === 'GET' || req.method === 'HEAD') return next()
	const origin = req.get('Origin')
	const site = req.get('Sec-Fetch-Site')
	// siteHost has made Host the address as Express trusts it.
	const own = [`${req.protocol}://${req.get('host')}`, publicOrigin()]
	if (!isCrossSite({ origin, fetchSite: site }, own)) return next()
	console.warn(
		`[security] ${res.locals.requestId ?? ''} refused a ${req.method} from ${origin ?? site}`,
	)
	sendRefusal(req, res, 'crossSite')
}

/**
 * The host a page is served for, which the site writes into absolute addresses (canonical links,
 * sitemap, feeds, calendars, robots.txt) when PUBLIC_URL is not set:
 * - `X-Forwarded-Host` counts only when it comes from a trusted proxy (TRUST_PROXY); afterwards
 *   the application sees that one host as `Host`, and no forwarded one;
 * - without PUBLIC_URL, in production, only this machine's own names (localhost, 127.0.0.1,
 *   [::1], any port) are served. Any other host gets 421 with a readable page: a site reached
 *   under another name must be told its address (PUBLIC_URL) rather than echo the request's.
 */
function siteHost(req: express.Request, res: express.Response, next: express.NextFunction) {
	const host = req.host
	const hostname = req.hostname
	delete req.headers['x-forwarded-host']
	if (host) req.headers.host = host
	// Serving several councils, the host has already named one of the registry's (councils.ts).
	if (multiCouncil() || getEnv().PUBLIC_URL || mode !== 'production') return next()
	if (hostname && isLoopbackHost(hostname)) return next()
	console.warn(
		`[security] ${res.locals.requestId ?? ''} refused host ${JSON.stringify(host ?? '')}: set PUBLIC_URL`,
	)
	sendRefusal(req, res, 'misdirected')
}

/** Answers with the readable refusal page (app/platform/refusal-page.server.ts). */
function sendRefusal(req: express.Request, res: express.Response, refusal: Refusal) {
	const { status, body } = refusalPage(refusal, { pathname: req.path, cookie: req.get('Cookie') })
	res.status(status).set(refusalHeaders).send(body)
}

/**
 * An address whose path is not valid percent-encoded UTF-8 (`/news/%ff`) cannot name any page:
 * 400 with a readable page, instead of the router failing to decode it (which would be a 500).
 * The same for a NUL character in the path (`/news/%00`): it names nothing either, and PostgreSQL
 * refuses it even in a comparison. In the query string NULs are dropped, as search and the content
 * forms drop them from what people type: they mean nothing there, and no filter may pass one on.
 */
function validPath(req: express.Request, res: express.Response, next: express.NextFunction) {
	let valid: boolean
	try {
		valid = !decodeURIComponent(req.path).includes('\0')
	} catch {
		valid = false
	}
	if (!valid) return sendRefusal(req, res, 'badAddress')
	const query = req.url.indexOf('?')
	if (query !== -1 && req.url.includes('%00', query)) {
		const clean = (url: string) => {
			const at = url.indexOf('?')
			return at === -1 ? url : url.slice(0, at) + url.slice(at).replaceAll('%00', '')
		}
		// React Router reads `originalUrl`, Express's own query parser `url`.
		req.url = clean(req.url)
		req.originalUrl = clean(req.originalUrl)
	}
	next()
}

/**
 * Nothing from the staff area (pages, `.data` requests, redirects, refusals, errors) and no
 * sign-in answer may be kept by the browser or anything between: on a shared computer, Back after
 * signing out would otherwise show the accounts list or a password shown once. Set before
 * anything answers, so every response under the staff area carries it. Public pages keep their
 * own caching.
 */
function staffNoStore(req: express.Request, res: express.Response, next: express.NextFunction) {
	// However the address is spelt (`/ADMIN-DTIMA/users` opens the accounts too): `isAdminPath`.
	if (isAdminPath(req.path.replace(/\.data$/i, ''))) res.set('Cache-Control', 'no-store')
	next()
}

/**
 * The application build. React Router refuses an action whose `Origin` is not the address the
 * request reached; behind a TLS proxy that speaks plain HTTP to this server (no TRUST_PROXY), the
 * browser's origin is PUBLIC_URL's, so that host is added to the origins it accepts. (Our own
 * checks, sameOriginWrites and isSameOrigin, have already compared the full origin.)
 */
async function serverBuild() {
	const build = await import('virtual:react-router/server-build')
	const url = getEnv().PUBLIC_URL
	if (!url) return build
	const allowed = Array.isArray(build.allowedActionOrigins) ? build.allowedActionOrigins : []
	return { ...build, allowedActionOrigins: [...allowed, new URL(url).host] }
}

let pageCache: PageCache | undefined

/**
 * A request from someone signed in to the staff area: a public page is never sent to them as stored
 * while it renders again (decision 035), so a clerk who has just published sees the change at once.
 */
const signedIn = (req: { headers: IncomingMessage['headers'] }) =>
	readCookie(req.headers.cookie, SESSION_COOKIE) !== undefined

/**
 * The public page cache of this process (decision 035), or none when PAGE_CACHE_MB is 0 or in
 * development (where the code changes under it). One per process: the fast path and the full
 * stack share it.
 */
function publicPageCache() {
	const env = getEnv()
	if (env.PAGE_CACHE_MB === 0 || mode !== 'production') return undefined
	const make = (megabytes: number) =>
		new PageCache({
			// The next scheduled change is looked up again only when something changed or it came.
			versions: (previous) => contentStateAfter(getDbHandle()!.db, previous ?? undefined),
			localChanges: localContentChanges,
			now: nowMs,
			maxBytes: megabytes * 1024 * 1024,
			checkMs: env.PAGE_CACHE_CHECK_MS,
			// Serving several councils, a page rendered again after its reader was answered keeps
			// its council open until it is done (else the council could be closed under it).
			detached: multiCouncil(env)
				? (flight) => {
						const council = currentCouncil()
						if (council) void flight.finally(holdCouncil(council)).catch(() => undefined)
					}
				: undefined,
		})
	// Serving several councils, each open council has its own store (and version), closed with
	// it: PAGE_CACHE_MB shared by the councils kept open, 2 MB each at least (decision 060).
	if (multiCouncil(env)) {
		const share = Math.max(2, env.PAGE_CACHE_MB / env.COUNCILS_OPEN)
		return () => councilKept(PAGE_CACHE, () => make(share))
	}
	const cache = (pageCache ??= make(env.PAGE_CACHE_MB))
	return () => cache
}

const PAGE_CACHE = Symbol('the council stored pages')

/**
 * Node's request handler for stored public pages, ahead of Express (server/index.js), or none
 * when the cache is off. `trustProxy` is Express's compiled `trust proxy` rule.
 */
export function fastPublicPages(trustProxy: (address: string, hop: number) => boolean) {
	const cache = publicPageCache()
	if (!cache) return undefined
	const answer = fastPageAnswer({
		cache,
		trustProxy,
		shared: (req) => languageOutcome(req).kind === 'page',
		fresh: signedIn,
		answered: (req, page, status) => countAnswer(req, status, searchResultsOf(page), signedIn(req)),
		unknown: (req, res, path) => refuseAtOnce(req, res, path, trustProxy),
	})
	// Serving several councils, a stored page of a council that is open, in its scope.
	return multiCouncil() ? inOpenCouncil(answer) : answer
}

let gate: RenderGate | undefined

/** The renders of this process take turns here (issue 32): one gate for the fast path and Express. */
function processRenderGate() {
	const { RENDER_CONCURRENCY, RENDER_WAIT_MS } = getEnv()
	gate ??= renderGate({ active: RENDER_CONCURRENCY || undefined, maxWaitMs: RENDER_WAIT_MS })
	return gate
}

/**
 * The headers the full stack sent with its first refusal for want of a turn (`busyAnswer`), less
 * those written per response: the fast path sends them again with its own refusals.
 */
const BUSY_HEADERS = Symbol('the busy answer headers')
/** Each council's own, serving several (its HSTS and addresses follow its public address). */
const busy = () => councilKept(BUSY_HEADERS, (): { headers?: string[] } => ({}))

/**
 * A page nothing is stored of, whose render would be refused at once (its client already has all
 * the renders it may have waiting): refused here, before Express, with the very page and headers
 * the full stack would send (issue 32). Under a flood most requests are these, and each cost the
 * whole middleware chain: answered here, the turns of the event loop are shorter, so `/healthz`
 * and stored pages wait less between them.
 */
function refuseAtOnce(
	req: IncomingMessage,
	res: ServerResponse,
	path: string,
	trustProxy: (address: string, hop: number) => boolean,
) {
	// Only what the full stack would render: not the health check, nor a document's file.
	if (path === '/healthz' || DOWNLOAD_PATH.test(path)) return false
	const busyHeaders = busy().headers
	if (!busyHeaders || !gate?.refuses(renderClient(clientAddress(req, trustProxy)))) return false
	const body = busyBody(path, req.headers.cookie)
	res.writeHead(503, [
		...busyHeaders,
		'x-request-id',
		crypto.randomUUID(),
		'content-length',
		String(body.length),
		// Refused before Express (tests and anyone reading the headers can tell).
		'x-page-cache',
		'refused',
	])
	res.end(req.method === 'HEAD' ? undefined : body)
	return true
}

/**
 * The busy page's bytes, made once per kind of page (its languages, staff or public): a flood
 * gets a hundred thousand of them, and a buffer made for each was garbage to collect (issue 32).
 */
const busyBodies = new Map<string, Buffer>()
function busyBody(path: string, cookie: string | undefined) {
	const key = `${refusalLocales(path, cookie).join()}${isAdminPath(path) ? ' staff' : ''}`
	let body = busyBodies.get(key)
	if (!body) {
		const page = refusalPage('busy', { pathname: path, cookie })
		if (page.status !== 503) throw new Error('the busy page is a 503')
		body = Buffer.from(page.body)
		busyBodies.set(key, body)
	}
	return body
}

/**
 * The client's address as Express reads it (`req.ip`): the connection's, or, through trusted
 * proxies, the last address of X-Forwarded-For that no trusted proxy wrote.
 */
function clientAddress(req: IncomingMessage, trust: (address: string, hop: number) => boolean) {
	const socket = req.socket.remoteAddress ?? ''
	const forwarded = req.headers['x-forwarded-for']
	if (!forwarded) return socket
	const chain = [
		socket,
		...String(forwarded)
			.split(',')
			.map((a) => a.trim())
			.reverse(),
	]
	for (let hop = 0; hop < chain.length - 1; hop++) if (!trust(chain[hop]!, hop)) return chain[hop]!
	return chain[chain.length - 1]!
}

/** A stored page's X-Search-Results header (a search page's), from its shared headers. */
function searchResultsOf(page: StoredPage) {
	const shared = page.shared ?? []
	for (let i = 0; i < shared.length; i += 2)
		if (shared[i] === SEARCH_RESULTS_HEADER) return shared[i + 1]
	return undefined
}

/**
 * Counts a public answer of the full stack once it is sent (decision 056): the fast path counts
 * its own. Only GETs, only from browsers: the rest of the check runs when the answer is known.
 */
function countReads(req: express.Request, res: express.Response, next: express.NextFunction) {
	// Serving several councils, the counts waiting to be written become each council's (decision
	// 060, step 2); until then they are not taken.
	if (!multiCouncil() && req.method === 'GET' && fromAReader(req.headers))
		res.once('finish', () => {
			const type = String(res.getHeader('content-type') ?? '')
			if (res.statusCode === 304 || type.startsWith('text/html') || req.path.endsWith('.data'))
				countAnswer(
					{ method: req.method, url: req.originalUrl, headers: req.headers },
					res.statusCode,
					res.getHeader(SEARCH_RESULTS_HEADER) as string | undefined,
					signedIn(req),
				)
		})
	next()
}

/** Whose turn a render is: the client's network (a script rotating addresses in it is one client). */
function renderClient(address: string) {
	return networkOf(address) ?? address
}

/**
 * The last resort for an error no one answered (server/index.js): never a stack trace, always a
 * page in the reader's language with the request id to quote; for a fault of the database, the
 * page that says so, with 503 and `Retry-After` (decision 049).
 */
export function lastResort(error: unknown, req: express.Request, res: express.Response) {
	const fault = databaseFault(error)
	if (fault === 'full') noteDiskFull()
	const id = (res.locals.requestId as string | undefined) ?? ''
	if (fault)
		console.error(
			`[error] ${id} ${req.method} ${req.path}: database ${fault === 'full' ? 'disk full' : 'away'}: ${error instanceof Error ? error.message : String(error)}`,
		)
	else console.error(`[error] ${id}`, error)
	if (res.headersSent) return void res.destroy()
	const page = refusalPage(fault === 'full' ? 'diskFull' : fault ? 'databaseAway' : 'failed', {
		pathname: req.path,
		cookie: req.headers.cookie,
		sent: req.method !== 'GET' && req.method !== 'HEAD',
		reference: id || undefined,
	})
	res.status(page.status).set(refusalHeaders)
	if (fault) res.set('Retry-After', fault === 'full' ? '300' : '30')
	res.send(page.body)
}

const STORED_FILE_HEADERS = [
	'ETag',
	'Last-Modified',
	'Content-Range',
	'Accept-Ranges',
	'Content-Length',
	'Content-Disposition',
	'Cache-Control',
]

/**
 * A document that cannot be sent now (the object store or the database did not answer): 503 with
 * `Retry-After` and a page in the reader's language saying to try again, never a bare 500
 * (decision 049). Nothing is cached: the file may well be there.
 */
function fileAway(error: unknown, req: express.Request, res: express.Response) {
	console.error(`[download] ${req.path}: ${error instanceof Error ? error.message : String(error)}`)
	if (res.headersSent) return void res.destroy()
	// What was set for the file (sendStoredFile) is not the page's.
	for (const name of STORED_FILE_HEADERS) res.removeHeader(name)
	const page = refusalPage('fileAway', { pathname: req.path, cookie: req.headers.cookie })
	res
		.status(page.status)
		.set(refusalHeaders)
		.set('Retry-After', '60')
		// The page's inline style, nothing else (the file's policy was a sandbox).
		.set(
			'Content-Security-Policy',
			"default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
		)
		.send(page.body)
}

/**
 * A render refused for want of a turn (render-gate.server.ts): 503 with `Retry-After` and a short
 * page in the reader's language; any other error goes on to the last-resort handler.
 */
export function busyAnswer(
	error: unknown,
	req: express.Request,
	res: express.Response,
	next: express.NextFunction,
) {
	if (!(error instanceof RenderBusy) || res.headersSent) return next(error)
	const page = refusalPage('busy', { pathname: req.path, cookie: req.headers.cookie })
	res.status(page.status).set(refusalHeaders)
	// Sent as it is (`no-transform`: the compression middleware leaves it): a page of 1 kB gains
	// little, and a flood is answered with thousands of these (decision 048: 1,935 answers a
	// second in one run against 1,100–1,680 with a brotli stream for each).
	res
		.set('Retry-After', String(error.retryAfterSeconds))
		.set('Cache-Control', 'no-store, no-transform')
	// Kept for the fast path's refusals (`refuseAtOnce`): the same for everyone who sets no cookie.
	const recorded = busy()
	if (!recorded.headers && !res.getHeader('Set-Cookie')) recorded.headers = sharedHeaders(res)
	res.send(page.body)
}

export async function createAppRouter(options: { clientDir?: string } = {}) {
	// In production the build is read once: given a function, React Router derives its route
	// tables again at every request (about a third of a page's CPU here, decision 035); in
	// development the function picks up each change.
	const build = mode === 'production' ? await serverBuild() : serverBuild
	const router = express.Router()
	router.use(staffNoStore)
	router.get('/healthz', healthz)
	router.use(siteHost)
	// RFC 8058 one-click unsubscribing, before the cross-site refusal: see one-click.server.ts.
	router.post(ONE_CLICK_PATHS, (req, res, next) => {
		oneClickUnsubscribe(req, res).catch(next)
	})
	router.use(sameOriginWrites)
	router.use(validPath)
	// A document's file (decision 033); a document that is not public falls through to the 404 page.
	router.get(DOWNLOAD_PATH, (req, res, next) => {
		sendDocument(req, res, (DOWNLOAD_PATH.exec(req.path) ?? [])[1] ?? '')
			.then((sent) => (sent ? undefined : next()))
			.catch((error: unknown) => fileAway(error, req, res))
	})
	router.use(languageMiddleware)
	// Reads and searches counted for the dashboard, nothing about the reader kept (decision 056).
	router.use(countReads)
	// Renders at once, clients taking turns (issue 32): stored pages and /healthz never wait here.
	const gate = processRenderGate()
	const cache = publicPageCache()
	if (cache) {
		const render = createFetchHandler(build, mode)
		router.use(
			pageCacheMiddleware({
				cache,
				fresh: signedIn,
				render: (request, { requestId, nonce, client }) =>
					gate.run(renderClient(client), () =>
						render(request, {
							cspNonce: nonce,
							requestId,
							clientIp: null,
							clientDir: options.clientDir,
						}),
					),
			}),
		)
	}
	// Everything else the application answers (forms, staff screens, pages made for each visitor)
	// takes its turn too, held until its answer is written.
	router.use((req, res, next) => {
		gate.enter(renderClient(req.ip ?? '')).then((done) => {
			res.once('finish', done)
			res.once('close', done)
			next()
		}, next)
	})
	router.all(
		'/{*splat}',
		expressRequestHandler({
			build,
			mode,
			getLoadContext: (req, res) => ({
				cspNonce: res.locals.cspNonce as string,
				requestId: res.locals.requestId as string,
				// Express's view of the client address: it honours TRUST_PROXY, so it cannot be spoofed
				// with a header when no proxy is trusted.
				clientIp: req.ip ?? null,
				clientDir: options.clientDir,
			}),
		}),
	)
	router.use(busyAnswer)
	return router
}

/** `npm run files:migrate`: copies the files between the folder and the object store. */
export async function filesCommand(argv: string[]) {
	return runFilesCommand(argv, getEnv())
}

/** `npm run backup`: one archive of the council (decision 047). */
export async function backupCommand(argv: string[]) {
	return runBackupCommand(argv, getEnv())
}

/** `npm run restore -- ARCHIVE`: a backup onto this install (decision 047). */
export async function restoreCommand(argv: string[]) {
	return runRestoreCommand(argv, getEnv())
}

/** `npm run user -- …`: the accounts command line (see scripts/user.js). */
export async function userCommand(argv: string[]) {
	if (multiCouncil())
		return inCommandCouncil(argv, (args, council) => runUserCommand(council.handle.db, args))
	const { db } = await init({ background: false })
	if (!db) return 1
	try {
		return await runUserCommand(db.db, argv)
	} finally {
		await closeDatabase()
	}
}

/**
 * `npm run setup -- --name … --name-fr … --short-name …`: a real council's first run (see
 * scripts/setup.js). The arguments are checked before the database is opened; the database is
 * prepared without the sample council whatever SEED says, and one that already holds the sample
 * council is refused rather than half renamed.
 */
export async function setupCommand(argv: string[]) {
	if (multiCouncil())
		return inCommandCouncil(argv, (args, council) => setupIn(council.handle.db, args))
	const refused = explainSetupArgs(parseSetupArgs(argv))
	if (refused !== undefined) return refused
	const { db } = await init({ seed: false, background: false })
	if (!db) return 1
	try {
		return await setupIn(db.db, argv)
	} finally {
		await closeDatabase()
	}
}

async function setupIn(db: DbHandle['db'], argv: string[]) {
	const refused = explainSetupArgs(parseSetupArgs(argv))
	if (refused !== undefined) return refused
	const { name } = await getSettings(db)
	if (name.en === sampleSettings.name.en && name.fr === sampleSettings.name.fr) {
		console.log(
			'This database holds the sample council (it was started with SEED on). A real council ' +
				'starts from an empty database: point DATA_DIR (or DATABASE_URL) at a new one, then run ' +
				'this command again before the first start, or start it with SEED=false.',
		)
		console.log(SETUP_USAGE)
		return 2
	}
	return await runSetupCommand(db, argv)
}

/** Serving several councils, the middleware that finds the request's (decision 060); else none. */
export function councilsMiddleware() {
	return multiCouncil() ? councilMiddleware : undefined
}

/** `npm run councils -- …`: the councils an install serves (decision 060). */
export async function councilsCommand(argv: string[]) {
	return runCouncilsCommand(argv)
}
