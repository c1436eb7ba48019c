import crypto from 'node:crypto'
import { ensureAdmin } from '#app/utils/accounts.server'
import { siteSearch } from '#app/utils/search.server'
import { runUserCommand } from '#app/utils/accounts-cli.server'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import helmet from 'helmet'
import { sql } from 'kysely'
import 'react-router'
import {
	getDbHandle,
	migrateToLatest,
	openDatabase,
	setDatabase,
	type DbHandle,
} from '../app/db/client.server'
import { seedIfEmpty } from '../app/db/seed.server'
import { ADMIN_BASE } from '../app/i18n/locales'
import { getEnv, sqlitePath, type Env } from '../app/utils/env.server'
import { uploadFileName, uploadsDir } from '../app/utils/image-upload.server'
import { refusalHeaders, refusalPage, type Refusal } from '../app/utils/refusal-page.server'
import { languageMiddleware } from './language'

/**
 * Opens the database, applies migrations and seeds a fresh install, before the server listens.
 * The handle is kept on globalThis so that development reloads of this module reuse it.
 */
export async function init(): Promise<{ env: Env; db: DbHandle }> {
	const env = getEnv()
	const g = globalThis as { __councilDb?: DbHandle }
	if (!g.__councilDb) {
		const handle = openDatabase(
			env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { sqliteFile: sqlitePath(env) },
		)
		const applied = await migrateToLatest(handle)
		if (applied.length) console.log(`[db] ${handle.dialect}: applied ${applied.join(', ')}`)
		if (
			env.SEED &&
			(await seedIfEmpty(handle.db, new Date(), {
				email: env.ADMIN_EMAIL,
				password: env.ADMIN_PASSWORD,
			}))
		)
			console.log('[db] seeded the sample council')
		await ensureAdmin(handle.db, env)
		// The site search index is built before the first visitor asks (see utils/search.server.ts).
		await siteSearch(handle.db).rebuild()
		g.__councilDb = handle
	}
	setDatabase(g.__councilDb)
	return { env, db: g.__councilDb }
}

export async function closeDatabase() {
	const g = globalThis as { __councilDb?: DbHandle }
	const handle = g.__councilDb
	g.__councilDb = undefined
	setDatabase(undefined)
	await handle?.close()
}

/** `GET /healthz`: 200 when the database answers, 503 otherwise. */
export async function healthz(_req: express.Request, res: express.Response) {
	res.set('Cache-Control', 'no-store')
	try {
		const handle = getDbHandle()
		if (!handle) throw new Error('database not open')
		await sql`select 1`.execute(handle.db)
		res.json({ status: 'ok', database: handle.dialect })
	} catch (error) {
		console.error('[healthz]', error instanceof Error ? error.message : error)
		res.status(503).json({ status: 'error', database: 'unavailable' })
	}
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
				'font-src': ["'self'"],
				'connect-src': options.dev ? ["'self'", 'ws:'] : ["'self'"],
				'manifest-src': ["'self'"],
				'object-src': ["'none'"],
				'base-uri': ["'self'"],
				'form-action': ["'self'"],
				'frame-ancestors': ["'none'"],
			},
		},
		// Sent only over HTTPS (below): on plain http it would be ignored at best.
		strictTransportSecurity: false,
		crossOriginEmbedderPolicy: false,
		xFrameOptions: { action: 'deny' },
		referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
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
			if (req.secure) res.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
			next()
		},
	]
}

/**
 * `/uploads/<id>-<width>.<avif|webp>`: image renditions written by storeImage. Only names of that
 * exact shape are looked up (no decoding, so no `..` or `%2f` can reach the file system), and
 * everything else under /uploads is a 404 rather than a page. Names are content hashes, so a year.
 */
export function uploadsRouter(dir: string = uploadsDir()) {
	const notFound = (res: express.Response) =>
		res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not found')
	return (req: express.Request, res: express.Response) => {
		res.set('X-Content-Type-Options', 'nosniff')
		res.set('Cross-Origin-Resource-Policy', 'same-origin')
		const name = req.path.slice(1)
		if ((req.method !== 'GET' && req.method !== 'HEAD') || !uploadFileName(name)) {
			return notFound(res)
		}
		res.type(name.endsWith('.avif') ? 'image/avif' : 'image/webp')
		res.sendFile(
			name,
			{
				root: dir,
				maxAge: '1y',
				immutable: true,
				lastModified: false,
				dotfiles: 'deny',
			},
			(error) => {
				if (!error) return
				if (res.headersSent) res.end()
				else notFound(res)
			},
		)
	}
}

/** The application routes: health check, language memory, then every page via React Router. */
/**
 * A change (any method but GET/HEAD) sent by another site's page is refused with 403 before the
 * application sees it: its `Origin` must be this site, or, without one, `Sec-Fetch-Site` must not
 * say cross-site. Requests with neither (scripts) go on to the session token check.
 */
export function sameOriginWrites(
	req: express.Request,
	res: express.Response,
	next: express.NextFunction,
) {
	if (req.method === 'GET' || req.method === 'HEAD') return next()
	const origin = req.get('Origin')
	const site = req.get('Sec-Fetch-Site')
	const host = (req.app.enabled('trust proxy') && req.get('X-Forwarded-Host')) || req.get('host')
	const own = `${req.protocol}://${host}`
	const foreign = origin
		? origin !== own
		: Boolean(site) && site !== 'same-origin' && site !== 'none'
	if (!foreign) return next()
	console.warn(
		`[security] ${res.locals.requestId ?? ''} refused a ${req.method} from ${origin ?? site}`,
	)
	sendRefusal(req, res, 'crossSite')
}

/** Answers with the readable refusal page (app/utils/refusal-page.server.ts). */
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
export function validPath(req: express.Request, res: express.Response, next: express.NextFunction) {
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
export function staffNoStore(
	req: express.Request,
	res: express.Response,
	next: express.NextFunction,
) {
	const path = req.path
	if (path === ADMIN_BASE || path === `${ADMIN_BASE}.data` || path.startsWith(`${ADMIN_BASE}/`)) {
		res.set('Cache-Control', 'no-store')
	}
	next()
}

export function createAppRouter(options: { clientDir?: string } = {}) {
	const router = express.Router()
	router.use(staffNoStore)
	router.get('/healthz', healthz)
	router.use(sameOriginWrites)
	router.use(validPath)
	router.use(languageMiddleware)
	router.all(
		'/{*splat}',
		createRequestHandler({
			build: () => import('virtual:react-router/server-build'),
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
	return router
}

/** `npm run user -- …`: the accounts command line (see scripts/user.js). */
export async function userCommand(argv: string[]) {
	const { db } = await init()
	try {
		return await runUserCommand(db.db, argv)
	} finally {
		await closeDatabase()
	}
}
