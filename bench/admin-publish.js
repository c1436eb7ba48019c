// `npm run bench:admin`: how long the server takes to create a news article and to publish it, as
// the staff area's forms do it. A measuring tool, not a test: it prints figures and has no speed
// target to pass or fail. It exits 1 only when something did not work (a response other than the
// expected redirect, an article missing or not published afterwards). See README.md.
//
//   node bench/admin-publish.js [--runs N] [--image-runs N] [--warmup N] [--build]
//                               [--database-url postgres://…]
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { spawnServer } from '../scripts/spawn-server.js'
import { ensureBuild } from './build.js'
import { signInAsSampleAdmin } from './staff-session.js'

const LIST_PATH = '/admin-dtima/content/news'
const CREATE_PATH = `${LIST_PATH}?new`
const IMAGE_SIZE = { width: 1600, height: 1067 }
// Titles of the bench's articles start with this (plus a tag per invocation, so that a
// PostgreSQL database used twice is still counted correctly).
const TITLE_PREFIX = 'Bench'

// ---------------------------------------------------------------------------------------------
// Command line

function parseArgs(argv) {
	const options = { runs: 100, imageRuns: 30, warmup: 5, build: false, databaseUrl: null }
	const count = (name, value, min) => {
		const n = Number(value)
		if (!Number.isInteger(n) || n < min)
			usage(`${name} needs a whole number ≥ ${min}, got "${value}"`)
		return n
	}
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i]
		const [name, inline] = arg.includes('=')
			? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
			: [arg, undefined]
		const value = () => inline ?? argv[++i]
		if (name === '--runs') options.runs = count(name, value(), 1)
		else if (name === '--image-runs') options.imageRuns = count(name, value(), 0)
		else if (name === '--warmup') options.warmup = count(name, value(), 0)
		else if (name === '--build') options.build = true
		else if (name === '--database-url') {
			options.databaseUrl = value()
			if (!/^postgres(ql)?:\/\//.test(options.databaseUrl ?? ''))
				usage('--database-url needs a postgres:// or postgresql:// URL')
		} else if (name === '--help' || name === '-h') usage()
		else usage(`unknown argument ${arg}`)
	}
	return options
}

function usage(problem) {
	if (problem) console.error(`bench:admin: ${problem}\n`)
	console.error(
		'usage: node bench/admin-publish.js [--runs N] [--image-runs N] [--warmup N] [--build]\n' +
			'                                   [--database-url postgres://user@host:port/db]',
	)
	process.exit(problem ? 2 : 0)
}

// ---------------------------------------------------------------------------------------------
// What is sent

const CONTENT_EN =
	'The council has repaired the water point at the market square. Residents can again draw ' +
	'water there every day from 6 am to 6 pm. The works were paid for from the council budget ' +
	'and carried out by a local contractor. Please report any leak or breakdown at the council ' +
	'office or by telephone, so that it can be fixed quickly.'
const CONTENT_FR =
	"La commune a réparé le point d'eau de la place du marché. Les habitants peuvent de nouveau " +
	"y puiser de l'eau tous les jours de 6 h à 18 h. Les travaux ont été financés sur le budget " +
	'communal et réalisés par une entreprise locale. Merci de signaler toute fuite ou panne à la ' +
	'mairie ou par téléphone, afin de la réparer rapidement.'

/** The create form's fields, as the browser sends them (a fresh one-time token every time). */
function articleFields(title) {
	return {
		csrf: session.csrf,
		intent: 'create',
		token: crypto.randomUUID(),
		title_en: `${title} — water point repaired`,
		content_en: CONTENT_EN,
		title_fr: `${title} — point d'eau réparé`,
		content_fr: CONTENT_FR,
	}
}

/**
 * A photo-like 1600×1067 JPEG (smooth gradients plus grain, so the encoders have real work), made
 * once. Each upload gets a different JPEG comment: the server names renditions after the file's
 * hash and skips work it has already done, so identical bytes would only be processed once.
 */
async function makePhoto() {
	const { default: sharp } = await import('sharp')
	const { width, height } = IMAGE_SIZE
	const pixels = Buffer.alloc(width * height * 3)
	let seed = 12345
	const noise = () => {
		seed = (seed * 1103515245 + 12345) & 0x7fffffff
		return (seed >> 16) % 25
	}
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			const i = (y * width + x) * 3
			const wave = Math.sin(x / 90) * Math.cos(y / 70) * 40
			pixels[i] = clampByte(90 + (x / width) * 120 + wave + noise())
			pixels[i + 1] = clampByte(120 + (y / height) * 80 - wave + noise())
			pixels[i + 2] = clampByte(60 + ((x + y) / (width + height)) * 100 + noise())
		}
	}
	return sharp(pixels, { raw: { width, height, channels: 3 } })
		.jpeg({ quality: 85 })
		.toBuffer()
}

const clampByte = (v) => Math.max(0, Math.min(255, Math.round(v)))

/** The same JPEG with a COM segment right after the start marker: same pixels, new hash. */
function withComment(jpeg, text) {
	const comment = Buffer.from(text, 'latin1')
	const segment = Buffer.alloc(4 + comment.length)
	segment.writeUInt16BE(0xfffe, 0)
	segment.writeUInt16BE(2 + comment.length, 2)
	comment.copy(segment, 4)
	return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)])
}

/**
 * Encodes a body before the clock starts, so the timing covers sending it and the server's work,
 * not building it.
 */
async function encodeBody(fields, image) {
	if (!image) {
		return {
			body: new URLSearchParams(fields).toString(),
			type: 'application/x-www-form-urlencoded',
		}
	}
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.append(name, value)
	form.append('image', new Blob([image.bytes], { type: 'image/jpeg' }), image.name)
	// Every picture describes itself (decision 027): the form refuses one without a description.
	form.append('image_alt_en', 'A street of the council area in the morning light.')
	form.append('image_alt_fr', 'Une rue de la commune dans la lumière du matin.')
	const request = new Request('http://encode.invalid/', { method: 'POST', body: form })
	return {
		body: Buffer.from(await request.arrayBuffer()),
		type: request.headers.get('content-type'),
	}
}

// ---------------------------------------------------------------------------------------------
// Requests

class BenchError extends Error {}

/** The sample administrator's session: cookie and anti-forgery token (see signIn). */
const session = { cookie: '', csrf: '' }

/** Signs in as the sample administrator (bench/staff-session.js). Not timed. */
async function signIn(origin) {
	try {
		Object.assign(session, await signInAsSampleAdmin(origin))
	} catch (error) {
		throw new BenchError(error.message)
	}
}

/**
 * One form submission, timed from just before fetch() to the end of the response body. fetch()
 * keeps the connection to 127.0.0.1 alive between requests, so there is no connection set-up in
 * the figure. Redirects are not followed: the 302 is the answer.
 */
async function submit(origin, pathAndQuery, { body, type }) {
	const t0 = performance.now()
	const response = await fetch(origin + pathAndQuery, {
		method: 'POST',
		headers: { 'content-type': type, cookie: session.cookie, origin },
		body,
		redirect: 'manual',
	})
	const text = await response.text()
	const ms = performance.now() - t0
	return { ms, response, text }
}

/**
 * The form answered the way a successful submission does: a 302 back to the list carrying the
 * expected success message. (A refused publish or a repeated token also redirect to the list,
 * with another message, so the status alone is not proof.)
 */
function expectRedirect(what, { response, text }, message) {
	const location = response.headers.get('location')
	const where = location ? new URL(location, 'http://x').pathname : null
	const flash = readFlash(response.headers.getSetCookie?.() ?? [])
	if (
		response.status === 302 &&
		where === LIST_PATH &&
		flash?.kind === 'success' &&
		flash.text === message
	)
		return
	throw new BenchError(
		`${what}: expected 302 → ${LIST_PATH} with "${message}", got ${response.status}` +
			`${location ? ` → ${location}` : ''}${flash ? ` with ${flash.kind} "${flash.text}"` : ''}` +
			`${text ? `\n--- response body (start) ---\n${text.slice(0, 600)}\n--- messages ---\n${[...text.matchAll(/<p[^>]*id="[^"]*-error"[^>]*>([^<]*)/g)].map((m) => m[1]).join('\n')}` : ''}`,
	)
}

function readFlash(cookies) {
	for (const cookie of cookies) {
		const match = /^admin_flash=([\w-]+)/.exec(cookie)
		if (!match) continue
		try {
			return JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'))
		} catch {
			return null
		}
	}
	return null
}

// ---------------------------------------------------------------------------------------------
// Looking at the database (never inside a timed section)

/** SQLite: the server's own file, opened read-only next to it. */
async function openSqlite(dataDir) {
	const { default: Database } = await import('better-sqlite3')
	const db = new Database(path.join(dataDir, 'council.db'), { readonly: true, fileMustExist: true })
	return {
		label: 'SQLite (fresh file in a temp DATA_DIR, WAL)',
		async one(sql, params = []) {
			return db.prepare(sql).get(...params)
		},
		async close() {
			db.close()
		},
	}
}

/** PostgreSQL: the database given with --database-url, which the server also uses. */
async function openPostgres(url) {
	const { default: pg } = await import('pg')
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	const safe = new URL(url)
	if (safe.password) safe.password = '***'
	return {
		label: `PostgreSQL (${safe.host}${safe.pathname}, given with --database-url)`,
		async one(sql, params = []) {
			let n = 0
			const { rows } = await client.query(
				sql.replace(/\?/g, () => `$${++n}`),
				params,
			)
			return rows[0]
		},
		async close() {
			await client.end()
		},
	}
}

/** The newest article: the one just created (the bench is the only writer). */
async function newestArticle(db, title) {
	const row = await db.one(
		'select id, title_en, status, published_at, image from news where id = (select max(id) from news)',
	)
	if (!row || !String(row.title_en).startsWith(title))
		throw new BenchError(
			`the newest article is not the one just created ("${title}…"): ${JSON.stringify(row)}`,
		)
	return row
}

async function expectPublished(db, id) {
	const row = await db.one('select id, status, published_at from news where id = ?', [id])
	if (row?.status !== 'published' || !row.published_at)
		throw new BenchError(
			`article ${id} is not published after the publish request: ${JSON.stringify(row)}`,
		)
}

// ---------------------------------------------------------------------------------------------
// The runs

/**
 * Creates then publishes one article; returns both times. The id lookup between the two requests
 * is not timed.
 */
async function createAndPublish(server, db, title, image) {
	const create = await submit(
		server.origin,
		CREATE_PATH,
		await encodeBody(articleFields(title), image),
	)
	expectRedirect(`create "${title}"`, create, 'admin.toast.newsCreated')
	const row = await newestArticle(db, title)
	if (row.status !== 'draft')
		throw new BenchError(`new article ${row.id} is ${row.status}, not a draft`)
	if (image && !/^upload:[0-9a-f]{20}:/.test(String(row.image ?? '')))
		throw new BenchError(`article ${row.id} has no uploaded image: ${JSON.stringify(row.image)}`)

	const id = Number(row.id)
	const publish = await submit(server.origin, LIST_PATH, {
		body: new URLSearchParams({
			csrf: session.csrf,
			intent: 'publish',
			id: String(id),
		}).toString(),
		type: 'application/x-www-form-urlencoded',
	})
	expectRedirect(`publish article ${id}`, publish, 'admin.toast.published')
	await expectPublished(db, id)
	return { create: create.ms, publish: publish.ms, id }
}

async function series({ label, count, server, db, titleOf, imageOf }) {
	const results = []
	const started = performance.now()
	process.stdout.write(`[bench:admin] ${label}: `)
	try {
		for (let i = 0; i < count; i++) {
			results.push(await createAndPublish(server, db, titleOf(i), imageOf ? imageOf(i) : null))
			if ((i + 1) % 10 === 0 || i + 1 === count) process.stdout.write(`${i + 1} `)
		}
	} catch (error) {
		console.log('FAILED')
		throw error
	}
	console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`)
	return results
}

/** After the runs: every article the bench made exists once, is published and was logged twice. */
async function verifyAll(db, tag, expected, server) {
	const problems = []
	for (const [kind, n] of Object.entries(expected)) {
		const like = `${TITLE_PREFIX} ${tag} ${kind} %`
		const row = await db.one(
			`select count(*) as n,
				sum(case when status = 'published' and published_at is not null then 1 else 0 end) as published
			from news where title_en like ?`,
			[like],
		)
		const logged = await db.one(
			`select
				sum(case when action = 'created' then 1 else 0 end) as created,
				sum(case when action = 'published' then 1 else 0 end) as published
			from activity_log where item_type = 'news' and item_title like ?`,
			[like],
		)
		const got = {
			rows: Number(row?.n ?? 0),
			published: Number(row?.published ?? 0),
			logCreated: Number(logged?.created ?? 0),
			logPublished: Number(logged?.published ?? 0),
		}
		if (Object.values(got).some((v) => v !== n))
			problems.push(
				`${kind}: expected ${n} articles, published and logged; got ${JSON.stringify(got)}`,
			)
	}
	const pictures = (expected.warmupimage ?? 0) + (expected.image ?? 0)
	if (pictures) {
		// Every uploaded picture was re-encoded (none skipped as already seen): its renditions are
		// on disk, 400, 800 and 1200 px wide, each as AVIF and WebP.
		const uploads = path.join(server.dataDir, 'uploads')
		// (The folder also holds `documents/`, the sample council's document files.)
		const files = (fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).filter((name) =>
			/\.(avif|webp)$/.test(name),
		)
		if (files.length !== 6 * pictures)
			problems.push(
				`uploads: expected ${6 * pictures} rendition files for ${pictures} pictures, found ${files.length}`,
			)
	}
	if (problems.length) throw new BenchError(`verification failed:\n  ${problems.join('\n  ')}`)
}

// ---------------------------------------------------------------------------------------------
// Report

/** Nearest-rank percentile: p95 of 100 runs is the 95th fastest. */
function percentile(sorted, p) {
	return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]
}

function stats(values) {
	const sorted = [...values].sort((a, b) => a - b)
	return {
		n: sorted.length,
		p50: percentile(sorted, 50),
		p95: percentile(sorted, 95),
		min: sorted[0],
		max: sorted.at(-1),
	}
}

function printTable(rows) {
	const ms = (v) => v.toFixed(1).padStart(8)
	console.log(
		`  ${'ms'.padEnd(22)}${'n'.padStart(5)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'min'.padStart(8)}${'max'.padStart(8)}`,
	)
	for (const [label, s] of rows) {
		if (!s.n) continue
		console.log(
			`  ${label.padEnd(22)}${String(s.n).padStart(5)}${ms(s.p50)}${ms(s.p95)}${ms(s.min)}${ms(s.max)}`,
		)
	}
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
	const options = parseArgs(process.argv.slice(2))
	try {
		ensureBuild(options.build, 'bench:admin')
	} catch (error) {
		throw new BenchError(error.message)
	}

	const photo = options.imageRuns > 0 ? await makePhoto() : null

	// SQLite unless --database-url is given: a DATABASE_URL left in the environment must not send
	// a few hundred test articles to a real database.
	let server
	try {
		server = await spawnServer({
			prefix: 'council-bench-admin-',
			env: { DATABASE_URL: options.databaseUrl ?? '' },
		})
	} catch (error) {
		throw new BenchError(error.message)
	}
	await signIn(server.origin).catch(async (error) => {
		await server.stop().catch(() => {})
		throw error
	})
	let db = null
	const cleanUp = async () => {
		await db?.close().catch(() => {})
		db = null
		await server.stop().catch(() => {})
	}
	// Ctrl-C or a crash outside our promise chain must not leave a server or a temp folder behind.
	const abort = async (why, code) => {
		console.error(`\n[bench:admin] ${why}: stopping the server`)
		await cleanUp()
		process.exit(code)
	}
	const onSignal = (signal) => abort(signal, 130)
	const onCrash = (error) => abort(`crashed: ${error?.stack ?? error}`, 1)
	process.once('SIGINT', onSignal)
	process.once('SIGTERM', onSignal)
	process.once('uncaughtException', onCrash)

	try {
		db = options.databaseUrl
			? await openPostgres(options.databaseUrl)
			: await openSqlite(server.dataDir)
		if (options.databaseUrl)
			console.log(
				'[bench:admin] PostgreSQL: the articles made by this run stay in that database; use a throw-away one.',
			)
		const tag = crypto.randomBytes(3).toString('hex')
		const title = (kind) => (i) => `${TITLE_PREFIX} ${tag} ${kind} ${i + 1}`
		const image = (kind) => (i) => ({
			bytes: withComment(photo, `bench ${tag} ${kind} ${i + 1}`),
			name: `photo-${kind}-${i + 1}.jpg`,
		})
		console.log(`[bench:admin] server up at ${server.origin}; database: ${db.label}`)

		// A production server has been running for a while: warm the JIT, the database caches
		// and (for the picture) the lazily loaded image library first.
		const imageWarmup = options.imageRuns > 0 ? Math.min(options.warmup, 2) : 0
		if (options.warmup)
			await series({
				label: 'warm-up (text)',
				count: options.warmup,
				server,
				db,
				titleOf: title('warmup'),
			})
		const text = await series({
			label: 'create + publish',
			count: options.runs,
			server,
			db,
			titleOf: title('text'),
		})
		if (imageWarmup)
			await series({
				label: 'warm-up (with image)',
				count: imageWarmup,
				server,
				db,
				titleOf: title('warmupimage'),
				imageOf: image('warmupimage'),
			})
		const withImage = options.imageRuns
			? await series({
					label: 'create with image + publish',
					count: options.imageRuns,
					server,
					db,
					titleOf: title('image'),
					imageOf: image('image'),
				})
			: []

		await verifyAll(
			db,
			tag,
			{
				warmup: options.warmup,
				text: options.runs,
				warmupimage: imageWarmup,
				image: options.imageRuns,
			},
			server,
		)

		const cpus = os.cpus()
		console.log(
			`\nCreate and publish a news article, server side (after ${options.warmup} warm-up round(s) without and ${imageWarmup} with an image)`,
		)
		console.log(
			`  one request at a time from this script to ${server.origin} (loopback, HTTP/1.1 keep-alive); each figure is`,
		)
		console.log(
			'  fetch() to the end of the 302 response: form parsing, validation, the transaction with its',
		)
		console.log(
			'  activity-log entry, the redirect. Looking up the new id in the database is not timed.',
		)
		console.log(
			`  node ${process.version} · ${cpus[0]?.model ?? 'unknown CPU'} (${cpus.length} logical CPUs) · ${os.platform()} ${os.arch()} · load average ${os.loadavg()[0].toFixed(1)} (last minute)`,
		)
		console.log(`  database: ${db.label}`)
		if (photo)
			console.log(
				`  image: ${IMAGE_SIZE.width}×${IMAGE_SIZE.height} JPEG, ${(photo.length / 1024).toFixed(0)} KiB, multipart/form-data; a new file each run (re-encoded to AVIF + WebP at 400/800/1200 px)`,
			)
		console.log('')
		printTable([
			['create', stats(text.map((r) => r.create))],
			['publish', stats(text.map((r) => r.publish))],
			['create + publish', stats(text.map((r) => r.create + r.publish))],
			['create with image', stats(withImage.map((r) => r.create))],
		])
		console.log(
			`\n[bench:admin] verified: ${options.warmup + options.runs + imageWarmup + options.imageRuns} articles created, each published (status, published_at) and logged twice.`,
		)
	} catch (error) {
		if (error instanceof BenchError && server) {
			const log = server.log().trim()
			if (log)
				console.error(
					`--- server output (end) ---\n${log.slice(-3000)}\n---------------------------`,
				)
		}
		throw error
	} finally {
		process.off('SIGINT', onSignal)
		process.off('SIGTERM', onSignal)
		process.off('uncaughtException', onCrash)
		await cleanUp()
	}
	return 0
}

main().then(
	(code) => process.exit(code),
	(error) => {
		console.error(
			`\n[bench:admin] failed: ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`,
		)
		process.exit(1)
	},
)
