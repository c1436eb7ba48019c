// Process entry: wraps the application (server/app.ts, compiled into build/server by Vite) with
// compression, static files and graceful shutdown. Plain JavaScript so that Node runs it directly.
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { returnFreedMemory } from './malloc.js'
import { applyMode } from './mode.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// First of all: may start the process again, with malloc told to give freed memory back.
returnFreedMemory(process.argv, process.env)
// Before anything imports React (see mode.js).
const { dev, mode, note } = applyMode(process.argv, process.env)
if (note) console.warn(`[start] ${note}`)

let vite
let appModule
if (dev) {
	const { createServer } = await import('vite')
	vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' })
	appModule = await vite.ssrLoadModule('/server/app.ts')
} else {
	const entry = path.join(root, 'build/server/index.js')
	if (!fs.existsSync(entry)) {
		console.error('No build found. Run `npm run build` (or `npm start`, which builds when needed).')
		process.exit(1)
	}
	appModule = await import(entry)
}

let env
try {
	env = appModule.checkConfig(mode)
} catch (error) {
	console.error(`[start] ${error instanceof Error ? error.message : error}`)
	process.exit(1)
}
try {
	console.log(`[start] ${await appModule.checkFileStorage()}`)
} catch (error) {
	console.error(`[start] ${error instanceof Error ? error.message : error}`)
	process.exit(1)
}
console.log(`[start] ${appModule.mailSummary()}`)
try {
	await appModule.init()
} catch (error) {
	console.error(
		'[start] could not prepare the database:',
		error instanceof Error ? error.message : error,
	)
	process.exit(1)
}

let stopping = false

const app = express()
app.disable('x-powered-by')
// While shutting down, tell each client to close its connection after the response, and a load
// balancer asking /healthz that this instance is going.
app.use((req, res, next) => {
	if (!stopping) return next()
	res.set('Connection', 'close')
	if (req.path === '/healthz')
		return res.status(503).set('Cache-Control', 'no-store').json({ status: 'stopping', mode })
	next()
})
// A hop count or the proxies' addresses (never `true`: see parseTrustProxy in env.server.ts).
app.set('trust proxy', env.TRUST_PROXY)
// Pages are compressed per request: brotli quality 6 is ~15% smaller than the default 4 for a
// little more CPU (assets are pre-compressed at quality 11 at build time instead).
app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } } }))

// Serving several councils (COUNCILS=multi, decision 060), the request's council is found by its
// host before anything of a council's is reached (its files, its pages); one council: nothing.
const councilOfRequest = appModule.councilsMiddleware()

if (dev) {
	app.use(appModule.securityHeaders({ dev }))
	if (councilOfRequest) app.use(councilOfRequest)
	app.use('/uploads', appModule.uploadsRouter())
	app.use(vite.middlewares)
	app.use(async (req, res, next) => {
		try {
			const fresh = await vite.ssrLoadModule('/server/app.ts')
			await fresh.init()
			const router = await fresh.createAppRouter()
			router(req, res, next)
		} catch (error) {
			if (error instanceof Error) vite.ssrFixStacktrace(error)
			next(error)
		}
	})
} else {
	const client = path.join(root, 'build/client')
	// The service worker (issue 35, decision 059): at the root, checked by the browser on each visit
	// (no-cache, a 304 when unchanged), under a policy of its own that lets it fetch this site's pages.
	app.get('/sw.js', serviceWorkerFile(path.join(client, 'sw.js')))
	// Static files carry only the headers that matter for them: on a phone paying per megabyte,
	// a page's 20 files each repeating a 1 KiB policy meant for documents add up.
	// They still get the protections that apply to a file opened on its own (an SVG or an image
	// loaded directly): no script, no framing, no sniffing, no referrer leak, HTTPS only.
	app.use((req, res, next) => {
		res.set('X-Content-Type-Options', 'nosniff')
		res.set('Cross-Origin-Resource-Policy', 'same-origin')
		res.set(
			'Content-Security-Policy',
			"default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
		)
		res.set('Referrer-Policy', 'strict-origin-when-cross-origin')
		if (appModule.strictTransport(req))
			res.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
		next()
	})
	// Fingerprinted assets never change: cached for a year, served from the brotli/gzip files
	// written at build time when the browser accepts them.
	const assets = path.join(client, 'assets')
	app.use('/assets', precompressed(assets))
	app.use(
		'/assets',
		express.static(assets, {
			immutable: true,
			maxAge: '1y',
			index: false,
			etag: false,
			lastModified: false,
		}),
	)
	// Other files of the build (images): only asked for by a name with an extension, so a page's
	// address does not cost a look on disk first.
	const files = express.static(client, { maxAge: '1d', index: false, redirect: false })
	app.use((req, res, next) => (/\.[^/]+$/.test(req.path) ? files(req, res, next) : next()))
	if (councilOfRequest) app.use(councilOfRequest)
	// Staff-uploaded images (renditions in the file store, not in the build).
	app.use('/uploads', appModule.uploadsRouter())
	// Pages, and anything not found above, get the full set of security headers.
	app.use(appModule.securityHeaders({ dev }))
	app.use(await appModule.createAppRouter({ clientDir: client }))
}

// A stored public page is answered before Express when nothing about the request needs it
// (decision 035): the requests of a crowd opening one shared link cost a lookup and a write.
const fastPage = dev ? undefined : appModule.fastPublicPages(app.get('trust proxy fn'))
const handle = fastPage
	? (req, res) => {
			let answered = false
			try {
				answered = !stopping && fastPage(req, res)
			} catch (error) {
				console.error('[page-cache] fast path:', error)
				answered = res.headersSent
			}
			if (!answered) app(req, res)
		}
	: app

// Last resort: never a stack trace to the visitor, always a page with a request id to quote
// (a fault of the database gets its own page: decision 049).
app.use((error, req, res, _next) => appModule.lastResort(error, req, res))

// Slow clients (docs/decisions/017-request-limits.md): a request whose headers, or whole body, do
// not arrive in time gets 408 and its connection closes. Node looks for such requests every
// `connectionsCheckingInterval` (30 s by default, which made a 300 s limit a 335 s one).
const server = http.createServer(
	{
		headersTimeout: env.HEADERS_TIMEOUT_MS,
		requestTimeout: env.REQUEST_TIMEOUT_MS,
		keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
		connectionsCheckingInterval: Math.min(
			5_000,
			Math.max(100, Math.floor(env.HEADERS_TIMEOUT_MS / 4)),
		),
	},
	handle,
)
// MEMORY_LOG_MS (for benches and investigations): the process's memory, by kind, every so often.
// With it, the event loop's longest delay in that time (how long the process held everything).
if (Number(process.env.MEMORY_LOG_MS) > 0) {
	const mb = (bytes) => Math.round(bytes / 1024 / 1024)
	const delay = monitorEventLoopDelay({ resolution: 10 })
	delay.enable()
	setInterval(() => {
		const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage()
		console.log(
			`[memory] rss ${mb(rss)} MB, heap ${mb(heapUsed)}/${mb(heapTotal)} MB, external ${mb(external)} MB (array buffers ${mb(arrayBuffers)} MB); event loop delay max ${Math.round(delay.max / 1e6)} ms`,
		)
		delay.reset()
	}, Number(process.env.MEMORY_LOG_MS)).unref()
}

// After a busy spell, once requests stop, one garbage collection that gives memory back
// (decision 048). V8's own memory reducer judges the allocation rate from samples taken at
// collections, so a server that falls quiet keeps the pages of its last busy minute; this
// collection releases them (a flood's 240 MB went back to about 170 MB). `gc` exists when Node
// runs with --expose-gc, as `npm start`, `npm run serve` and SERVER_NODE_ARGS start it.
if (typeof globalThis.gc === 'function') {
	const BUSY_REQUESTS = 1_000
	// Quiet means no request for 10 s. This collection shrinks V8's young generation to its
	// smallest (most of the memory it gives back), and a server collected after a 2 s pause in a
	// crowd answered the first second of the next burst at half its speed and the second at three
	// quarters, while the young generation grew again (decision 048, "A pause is not the end of a
	// spell"). MEMORY_QUIET_MS moves it (tests).
	const QUIET_MS = Number(process.env.MEMORY_QUIET_MS || 10_000)
	const mb = (bytes) => Math.round(bytes / 1024 / 1024)
	// Under a long busy spell, the garbage of renders and answers (buffers above all, which V8
	// counts only loosely) and the pages V8 keeps pooled can take resident memory past the 300 MB
	// goal before V8 gives them back: past 256 MB, one collection that returns them, at most every
	// 5 s (about 100 ms each; a flood went from a 302–314 MB peak to 280 MB; decision 048). A
	// regular major collection frees the garbage but keeps the pages: resident memory unchanged.
	// MEMORY_SOFT_MB moves it (a bench comparing with it out of the way; a machine with more room).
	const SOFT_BYTES = Number(process.env.MEMORY_SOFT_MB || 256) * 1024 * 1024
	// A process whose memory at rest is near the mark (fifty councils, ten of them open, rest at
	// 238–245 MB; decision 060) would be collected every 5 s for 20 MB each time, and each of these
	// collections throws away compiled code the next requests compile again. So once a collection
	// leaves it above the mark less this margin, the next waits until it has grown by the margin.
	const MARGIN_BYTES = 24 * 1024 * 1024
	let pressAt = SOFT_BYTES
	/** One collection that gives memory back to the system, logged with why and what it did. */
	const collect = (why) => {
		const before = process.memoryUsage.rss()
		const started = performance.now()
		globalThis.gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
		const took = Math.round(performance.now() - started)
		pressAt = Math.max(SOFT_BYTES, process.memoryUsage.rss() + MARGIN_BYTES)
		console.log(
			`[memory] ${why}: collected in ${took} ms, resident ${mb(before)} → ${mb(process.memoryUsage.rss())} MB`,
		)
	}
	let requestsSince = 0
	let lastRequest = 0
	server.on('request', () => {
		requestsSince++
		lastRequest = Date.now()
	})
	setInterval(() => {
		if (stopping || requestsSince < BUSY_REQUESTS || Date.now() - lastRequest < QUIET_MS) return
		const requests = requestsSince
		requestsSince = 0
		collect(`quiet after ${requests} requests`)
	}, 1_000).unref()

	let lastPressed = 0
	setInterval(() => {
		if (stopping || Date.now() - lastPressed < 5_000) return
		if (process.memoryUsage.rss() < pressAt) return
		lastPressed = Date.now()
		collect(`over ${mb(pressAt)} MB`)
	}, 250).unref()
}

// When the last connection came (see shutdown: the listener closes once they stop coming).
let lastConnection = 0
server.on('connection', () => (lastConnection = Date.now()))
// Several listening sockets on the one port (SO_REUSEPORT, where the system has it), all handing
// their connections to the one server: libuv accepts one connection per listening socket per turn
// of the event loop, so under a burst of new connections (a crowd opening a shared link without a
// proxy in front) a newcomer waited behind every connection queued before it, seconds on a busy
// server; with 32 sockets the queue drains 32 at a time (decision 048).
const LISTENERS = ['linux', 'freebsd'].includes(process.platform) ? 32 : 1
const listeners = [server]
server.listen({ port: env.PORT, host: env.HOST, reusePort: LISTENERS > 1 }, async () => {
	const address = server.address()
	const port = typeof address === 'object' && address ? address.port : env.PORT
	for (let i = 1; i < LISTENERS; i++) {
		const more = net.createServer({ noDelay: true }, (socket) => server.emit('connection', socket))
		await new Promise((resolve, reject) =>
			more.once('error', reject).listen({ port, host: env.HOST, reusePort: true }, resolve),
		).catch((error) => console.error(`[start] a second listening socket failed: ${error.message}`))
		if (more.listening) listeners.push(more)
	}
	const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
	console.log(`[start] serving on http://${host}:${port} (${mode} mode)`)
})

async function shutdown(signal) {
	if (stopping) return
	stopping = true
	console.log(
		`[stop] ${signal}: answering what arrives for ${env.SHUTDOWN_DRAIN_MS} ms, then until new connections stop`,
	)
	const force = setTimeout(() => {
		console.error('[stop] requests still open after the timeout; exiting')
		process.exit(1)
	}, env.SHUTDOWN_TIMEOUT_MS)
	force.unref()
	// Connections keep being accepted and answered for a moment (each answer says `Connection:
	// close`, /healthz says 503): closing the listening socket at once would reset the connections
	// still waiting to be accepted, and a request already on its way on an idle keep-alive
	// connection would meet a closed one. Then stop accepting (http.Server#close would also drop
	// connections open but not yet read; net.Server#close does not), and close each connection as
	// soon as it is idle.
	// After the drain, the listener stays open while new connections keep coming (a balancer that
	// has not yet seen /healthz say 503, a crowd's requests queued behind a busy moment), and closes
	// once none came for QUIET_MS: connections waiting in the kernel's queue when it closes are
	// reset (issue 32). Bounded: by half the time allowed to stop, it closes whatever comes.
	const QUIET_MS = 250
	const giveUpAt = Date.now() + Math.max(env.SHUTDOWN_DRAIN_MS, env.SHUTDOWN_TIMEOUT_MS / 2)
	const closeWhenQuiet = () => {
		const quietFor = Date.now() - lastConnection
		if (quietFor < QUIET_MS && Date.now() < giveUpAt)
			return void setTimeout(closeWhenQuiet, QUIET_MS - quietFor).unref()
		stopListening()
	}
	setTimeout(closeWhenQuiet, env.SHUTDOWN_DRAIN_MS).unref()
}

/** Stops accepting connections, closes each one as soon as it is idle, then exits. */
function stopListening() {
	// Each listening socket's close waits for the connections it accepted.
	const closed = listeners.map(
		(listener) => new Promise((resolve) => net.Server.prototype.close.call(listener, resolve)),
	)
	server.closeIdleConnections()
	setInterval(() => server.closeIdleConnections(), 100).unref()
	Promise.all(closed).then(async () => {
		try {
			await appModule.closeDatabase()
			await vite?.close()
			console.log('[stop] closed cleanly')
			process.exit(0)
		} catch (error) {
			console.error('[stop] error while closing:', error)
			process.exit(1)
		}
	})
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))

/** `/sw.js` from the build, with its precompressed forms, read once. */
function serviceWorkerFile(file) {
	const read = (name) => {
		try {
			return fs.readFileSync(name)
		} catch {
			return undefined
		}
	}
	const plain = read(file)
	if (!plain) return (_req, _res, next) => next()
	const forms = [
		['br', read(`${file}.br`)],
		['gzip', read(`${file}.gz`)],
	].filter(([, bytes]) => bytes)
	const etag = `"${crypto.createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`
	return (req, res) => {
		res.set({
			'Content-Type': 'text/javascript; charset=utf-8',
			'Cache-Control': 'no-cache',
			ETag: etag,
			Vary: 'Accept-Encoding',
			'X-Content-Type-Options': 'nosniff',
			'Content-Security-Policy': "default-src 'self'; object-src 'none'",
		})
		if ((req.get('if-none-match') ?? '').split(',').some((tag) => tag.trim() === etag))
			return void res.status(304).end()
		const accept = req.get('accept-encoding') ?? ''
		const [encoding, body] = forms.find(([name]) => accept.includes(name)) ?? [undefined, plain]
		if (encoding) res.set('Content-Encoding', encoding)
		res.set('Content-Length', String(body.length))
		if (req.method === 'HEAD') return void res.end()
		res.end(body)
	}
}

function precompressed(dir) {
	const encodings = [
		['br', '.br'],
		['gzip', '.gz'],
	]
	return (req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next()
		const accept = req.get('accept-encoding') ?? ''
		let decoded
		try {
			decoded = decodeURIComponent(req.path)
		} catch {
			// Not valid percent-encoded UTF-8 (`/assets/%ff`): no file has that name. The request goes
			// on, and the application answers it with its readable 400 page (validPath).
			return next()
		}
		const rel = path.normalize(decoded).replace(/^([/\\])+/, '')
		if (rel.startsWith('..')) return next()
		for (const [encoding, ext] of encodings) {
			if (!accept.includes(encoding)) continue
			const file = path.join(dir, rel + ext)
			if (!file.startsWith(dir) || !fs.existsSync(file)) continue
			res.set('Content-Encoding', encoding)
			res.set('Vary', 'Accept-Encoding')
			res.type(path.extname(rel))
			return res.sendFile(file, {
				maxAge: '1y',
				immutable: true,
				etag: false,
				lastModified: false,
				acceptRanges: false,
			})
		}
		next()
	}
}
