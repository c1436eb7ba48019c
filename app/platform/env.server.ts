import net from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { currentCouncil } from '../db/client.server'

/** Express's names for address ranges (`trust proxy`). */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal']

/** An address, or a subnet as address/prefix-length or address/mask. */
function isAddressOrSubnet(entry: string) {
	const [address = '', range, ...rest] = entry.split('/')
	const family = net.isIP(address)
	if (!family || rest.length) return false
	if (range === undefined) return true
	if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128)
	return net.isIP(range) === family
}

/**
 * TRUST_PROXY, as Express's `trust proxy` setting: off; the number of proxies in front of the
 * server (the client is the address the outermost of them saw); or the proxies' own addresses and
 * subnets (`loopback`, `10.0.0.0/8`…). Returns a message when the value cannot be used. `true`
 * (trust every hop) is refused: any visitor could then choose the address the site records and
 * throttles by, by sending an X-Forwarded-For header.
 */
export function parseTrustProxy(raw: string): false | number | string[] | string {
	const value = raw.trim().toLowerCase()
	if (value === '' || value === 'false' || value === '0') return false
	if (/^\d+$/.test(value)) return Math.min(Number(value), 100)
	if (value === 'true')
		return (
			'TRUST_PROXY=true would trust any X-Forwarded-For header a visitor sends. Give the number ' +
			'of proxies in front of the server (e.g. TRUST_PROXY=1 for one nginx), or their addresses ' +
			'(e.g. TRUST_PROXY=loopback, or TRUST_PROXY=10.0.0.2,10.0.0.3, or TRUST_PROXY=10.0.0.0/8).'
		)
	const entries = value.split(',').map((entry) => entry.trim())
	const wrong = entries.filter((e) => !PROXY_RANGES.includes(e) && !isAddressOrSubnet(e))
	if (wrong.length)
		return (
			`TRUST_PROXY: ${wrong.map((e) => JSON.stringify(e)).join(', ')} is not a number of ` +
			`proxies, an address, a subnet or one of ${PROXY_RANGES.join(', ')}`
		)
	return entries
}

/** A variable that may be unset or empty (both mean unset). */
function optional<T extends z.ZodType<string>>(schema: T) {
	return schema.optional().or(z.literal('').transform(() => undefined))
}

/** A folder of the bucket (`''` or ending in `/`), checked as the keys the site writes are. */
function bucketFolder(name: string, example: string) {
	return z
		.string()
		.default('')
		.transform((value, ctx) => {
			const prefix = value.replace(/^\/+|\/+$/g, '')
			if (!prefix) return ''
			if (
				!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/.test(prefix) ||
				prefix.includes('..')
			) {
				ctx.addIssue({
					code: 'custom',
					message:
						`${name} must be a folder name of lower-case letters, digits, dots, hyphens and ` +
						`underscores, e.g. ${example}`,
				})
				return z.NEVER
			}
			return `${prefix}/`
		})
}

/**
 * BACKUP_KEEP: how many daily, weekly and monthly backups the schedule keeps (decision 047),
 * as three numbers, e.g. 7,4,12.
 */
export function parseKeep(raw: string) {
	const parts = raw.split(',').map((p) => p.trim())
	if (parts.length !== 3 || parts.some((p) => !/^\d{1,3}$/.test(p))) return null
	const [daily, weekly, monthly] = parts.map(Number) as [number, number, number]
	if (daily + weekly + monthly === 0) return null
	return { daily, weekly, monthly }
}

/**
 * Every environment variable the app reads, validated once. Defaults are chosen so that a fresh
 * clone runs on the embedded SQLite database with nothing set. See `.env.example`.
 */
/** An optional http:// or https:// address (unset or empty: none), as `keep` keeps it. */
function webAddress(name: string, example: string, keep: (url: string) => string) {
	return z
		.string()
		.optional()
		.transform((value, ctx) => {
			if (!value) return undefined
			if (!/^https?:\/\/[^/]/i.test(value) || !URL.canParse(value)) {
				ctx.addIssue({
					code: 'custom',
					message: `${name} must be an http:// or https:// address, e.g. ${example}`,
				})
				return z.NEVER
			}
			return keep(value)
		})
}

const EnvSchema = z.object({
	PORT: z.coerce.number().int().min(0).max(65535).default(3000),
	HOST: z.string().min(1).default('127.0.0.1'),
	DATA_DIR: z.string().min(1).default('data'),
	DATABASE_URL: z
		.string()
		.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
		.optional()
		.or(z.literal('').transform(() => undefined)),
	PUBLIC_URL: webAddress('PUBLIC_URL', 'https://council.example.cm', (url) =>
		url.replace(/\/+$/, ''),
	),
	TRUST_PROXY: z
		.string()
		.default('false')
		.transform((value, ctx) => {
			const result = parseTrustProxy(value)
			if (typeof result === 'string') {
				ctx.addIssue({ code: 'custom', message: result })
				return z.NEVER
			}
			return result
		}),
	/**
	 * One council (the default), or several from one install, each at its own host names, found
	 * in the install's registry (`DATA_DIR/install.db`, or with DATABASE_URL the database
	 * `<its database>_install`; issue 36, decision 060).
	 */
	COUNCILS: z.enum(['single', 'multi']).default('single'),
	/** Serving several councils: how many are kept open at once (the least recently used close). */
	COUNCILS_OPEN: z.coerce.number().int().min(1).max(1000).default(10),
	/** How often a council that is not open is opened for its background work, one at a time. */
	COUNCILS_VISIT_MS: z.coerce.number().int().min(50).max(3_600_000).default(10_000),
	/**
	 * Serving several councils: the agency console's own address (issue 36, decision 061), e.g.
	 * https://console.agency.cm. Its host answers with the console and nothing of any council; its
	 * cookies are Secure when it is https. Unset: no console (the command line still works).
	 */
	AGENCY_URL: webAddress('AGENCY_URL', 'https://console.agency.cm', (url) => new URL(url).origin),
	/** Days a council deleted in the console stays recoverable (offline) before it is removed. */
	COUNCIL_DELETE_GRACE_DAYS: z.coerce.number().min(0).max(365).default(30),
	/** How often an open council's health is looked at again for the console (ms). */
	COUNCIL_HEALTH_MS: z.coerce.number().int().min(500).max(86_400_000).default(300_000),
	SEED: z
		.enum(['true', 'false', '1', '0', ''])
		.default('true')
		.transform((v) => v !== 'false' && v !== '0'),
	SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
	/**
	 * After SIGTERM, how long the server goes on accepting connections (answering each with
	 * `Connection: close`, and /healthz with 503) before it stops listening: time for a load balancer
	 * to see it go, and for connections already made to be answered (decision 036).
	 */
	SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
	/** Largest document staff may upload to the library, in MB (decision 033). */
	MAX_DOCUMENT_MB: z.coerce.number().int().min(1).max(200).default(20),
	// Requests to the council (decision 039): months a resolved or closed request keeps
	// the sender's contact details and photo before they are erased.
	REQUEST_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
	/**
	 * The public page cache (docs/decisions/035-page-cache.md): at most PAGE_CACHE_MB of
	 * compressed pages in memory (0 turns it off); every PAGE_CACHE_CHECK_MS each instance reads
	 * the content version from the database, so a change made on another instance shows within
	 * that time (at once on the instance it was made on).
	 */
	PAGE_CACHE_MB: z.coerce.number().int().min(0).max(1024).default(32),
	PAGE_CACHE_CHECK_MS: z.coerce.number().int().min(50).max(60_000).default(500),
	/**
	 * Pages rendered at once (issue 32; 0: twice the CPUs), and how long a render waits for its
	 * turn before the answer is 503 with Retry-After. Stored pages and /healthz never wait.
	 */
	RENDER_CONCURRENCY: z.coerce.number().int().min(0).max(256).default(0),
	/** How often the dashboard's counts of reads and searches are written (decision 056). */
	COUNTS_FLUSH_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
	RENDER_WAIT_MS: z.coerce.number().int().min(50).max(60_000).default(3_000),
	/**
	 * Prepared SQLite statements kept per connection (decision 035). A page runs a few dozen;
	 * lists of varying length make new texts, and the oldest is finalized when it is full. Lowered
	 * by the test that restarts the server under load, so statements are finalized all the time.
	 */
	SQLITE_STATEMENTS_KEPT: z.coerce.number().int().min(1).max(10_000).default(500),
	/**
	 * Slow clients (docs/decisions/017-request-limits.md): the request line and headers must arrive
	 * within HEADERS_TIMEOUT_MS, the whole request with its body within REQUEST_TIMEOUT_MS (a 5 MB
	 * photo over a slow mobile uplink), else 408; an idle kept-alive connection closes after
	 * KEEP_ALIVE_TIMEOUT_MS (above nginx's 60 s upstream keep-alive, so nginx never reuses a
	 * connection the app is closing). Node needs HEADERS_TIMEOUT_MS ≤ REQUEST_TIMEOUT_MS.
	 */
	HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
	REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(180_000),
	KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(65_000),
	/**
	 * Where uploaded files live (docs/decisions/032-file-storage.md): `local`, a folder under
	 * DATA_DIR (one machine), or `s3`, an S3-compatible object store every instance reads.
	 */
	STORAGE: z
		.string()
		.default('local')
		.transform((value, ctx) => {
			const kind = value.trim().toLowerCase() || 'local'
			if (kind === 'local' || kind === 's3') return kind
			ctx.addIssue({
				code: 'custom',
				message:
					`STORAGE=${value} is not a file store: use local (a folder under DATA_DIR, the ` +
					'default) or s3 (an S3-compatible object store, with S3_BUCKET)',
			})
			return z.NEVER
		}),
	S3_BUCKET: optional(
		z
			.string()
			.regex(
				/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
				'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
			),
	),
	S3_REGION: z
		.string()
		.default('us-east-1')
		.transform((value, ctx) => {
			const region = value.trim() || 'us-east-1'
			if (/^[a-z0-9-]+$/.test(region)) return region
			ctx.addIssue({
				code: 'custom',
				message: 'S3_REGION must be a region name, e.g. us-east-1 or eu-west-3',
			})
			return z.NEVER
		}),
	S3_ENDPOINT: optional(
		z.string().refine((value) => /^https?:\/\/[^/]/i.test(value) && URL.canParse(value), {
			message:
				'S3_ENDPOINT must be the http:// or https:// address of the object store, e.g. ' +
				'https://s3.eu-west-3.amazonaws.com or http://127.0.0.1:9000',
		}),
	),
	S3_ACCESS_KEY_ID: optional(z.string()),
	S3_SECRET_ACCESS_KEY: optional(z.string()),
	S3_FORCE_PATH_STYLE: z
		.enum(['true', 'false', '1', '0', ''], {
			message: 'S3_FORCE_PATH_STYLE must be true or false',
		})
		.default('false')
		.transform((v) => v === 'true' || v === '1'),
	/** Keys are written under this folder of the bucket (several sites in one bucket). */
	S3_PREFIX: bucketFolder('S3_PREFIX', 'town-council or councils/town-council'),
	/*
	 * Email (docs/decisions/037-email.md): sent through an SMTP server when SMTP_HOST and MAIL_FROM
	 * are set; without them the site works and the staff area says that email is off.
	 */
	SMTP_HOST: optional(
		z
			.string()
			.regex(
				/^[A-Za-z0-9.:[\]-]+$/,
				'SMTP_HOST must be a host name or address, e.g. smtp.example.cm',
			),
	),
	SMTP_PORT: z.coerce
		.number({ message: 'SMTP_PORT must be a port number, e.g. 587' })
		.int()
		.min(1)
		.max(65535)
		.default(587),
	/** TLS from the first byte (port 465); unset: only on port 465 (others upgrade with STARTTLS). */
	SMTP_SECURE: z
		.enum(['true', 'false', '1', '0', ''], { message: 'SMTP_SECURE must be true or false' })
		.default('')
		.transform((v) => (v === '' ? undefined : v === 'true' || v === '1')),
	SMTP_USER: optional(z.string()),
	SMTP_PASSWORD: optional(z.string()),
	/** The sender, e.g. `Town Council <no-reply@council.example.cm>`. */
	MAIL_FROM: optional(
		z
			.string()
			.refine((v) => /^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(v.trim()), {
				message:
					'MAIL_FROM must be an address, e.g. no-reply@council.example.cm or Town Council <no-reply@council.example.cm>',
			}),
	),
	/** First administrator, used once when no administrator can sign in yet. */
	ADMIN_EMAIL: z
		.email('ADMIN_EMAIL must be an email address')
		.optional()
		.or(z.literal('').transform(() => undefined)),
	/**
	 * Backups (docs/decisions/047-backups.md): taken by the site itself daily (or weekly, or off)
	 * at BACKUP_HOUR (UTC), kept BACKUP_KEEP (daily, weekly, monthly), written to a folder
	 * (BACKUP_DIR, by default DATA_DIR/backups) or to the object store (BACKUP_TO=s3, the default
	 * when STORAGE=s3) under BACKUP_S3_PREFIX.
	 */
	BACKUP_SCHEDULE: z
		.string()
		.default('daily')
		.transform((value, ctx) => {
			const schedule = value.trim().toLowerCase() || 'daily'
			if (schedule === 'daily' || schedule === 'weekly' || schedule === 'off') return schedule
			ctx.addIssue({ code: 'custom', message: 'BACKUP_SCHEDULE must be daily, weekly or off' })
			return z.NEVER
		}),
	BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(2),
	BACKUP_KEEP: z
		.string()
		.default('7,4,12')
		.transform((value, ctx) => {
			const keep = parseKeep(value.trim() || '7,4,12')
			if (keep) return keep
			ctx.addIssue({
				code: 'custom',
				message:
					'BACKUP_KEEP must be three numbers: daily, weekly and monthly backups kept, e.g. 7,4,12',
			})
			return z.NEVER
		}),
	BACKUP_TO: optional(z.enum(['folder', 's3'], { message: 'BACKUP_TO must be folder or s3' })),
	BACKUP_DIR: optional(z.string()),
	BACKUP_S3_PREFIX: bucketFolder('BACKUP_S3_PREFIX', 'backups or town-council-backups'),
	ADMIN_PASSWORD: z
		.string()
		.min(12, 'ADMIN_PASSWORD must have at least 12 characters')
		.optional()
		.or(z.literal('').transform(() => undefined)),
})

export type Env = z.infer<typeof EnvSchema>

export function parseEnv(source: Record<string, string | undefined>): Env {
	const result = EnvSchema.safeParse(source)
	if (!result.success) {
		const problems = result.error.issues
			.map((i) => `  ${i.path.join('.')}: ${i.message}`)
			.join('\n')
		throw new Error(`Invalid environment configuration:\n${problems}`)
	}
	if (result.data.HEADERS_TIMEOUT_MS > result.data.REQUEST_TIMEOUT_MS) {
		throw new Error(
			'Invalid environment configuration:\n  HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS',
		)
	}
	const storage = [
		...storageProblems(result.data),
		...mailProblems(result.data),
		...backupProblems(result.data),
	]
	if (storage.length) {
		throw new Error(
			`Invalid environment configuration:\n${storage.map((p) => `  ${p}`).join('\n')}`,
		)
	}
	return result.data
}

/**
 * The file store's variables taken together. S3 variables without STORAGE=s3 are refused rather
 * than ignored: each instance would then keep pictures on its own disk, the very thing the
 * object store is there to avoid, and nothing would say so until a picture went missing.
 */
function storageProblems(env: Env): string[] {
	const s3Vars = (
		['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
	).filter((name) => env[name] !== undefined)
	if (env.STORAGE === 'local') {
		return s3Vars.length
			? [
					`STORAGE: ${s3Vars.join(', ')} ${s3Vars.length > 1 ? 'are' : 'is'} set but STORAGE is ` +
						'not s3, so files would stay on this machine. Set STORAGE=s3 to use the object ' +
						`store, or remove ${s3Vars.length > 1 ? 'them' : 'it'}.`,
				]
			: []
	}
	const problems: string[] = []
	if (!env.S3_BUCKET)
		problems.push('S3_BUCKET: STORAGE=s3 needs the name of the bucket that holds the files')
	if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined))
		problems.push(
			'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both (a key and its secret), or neither to ' +
				"use the machine's own AWS credentials (instance role, AWS_PROFILE…)",
		)
	return problems
}

/** Backups to the object store need its bucket (and the credentials STORAGE=s3 would use). */
function backupProblems(env: Env): string[] {
	if (env.BACKUP_TO !== 's3' || env.STORAGE === 's3') return []
	return [
		'BACKUP_TO: backups to the object store use the S3_ variables of STORAGE=s3; with files in ' +
			'a local folder, write backups to a folder (BACKUP_DIR) and copy that folder off the machine',
	]
}

/** The email variables taken together: half a configuration is refused rather than ignored. */
function mailProblems(env: Env): string[] {
	const problems: string[] = []
	if (env.SMTP_HOST && !env.MAIL_FROM)
		problems.push('MAIL_FROM: SMTP_HOST is set, so give the address mail is sent from')
	if (!env.SMTP_HOST && env.MAIL_FROM)
		problems.push('SMTP_HOST: MAIL_FROM is set, so give the SMTP server that sends the mail')
	if ((env.SMTP_USER === undefined) !== (env.SMTP_PASSWORD === undefined))
		problems.push(
			'SMTP_USER, SMTP_PASSWORD: set both, or neither for a server that needs no sign-in',
		)
	return problems
}

let cached: Env | undefined
export function getEnv(): Env {
	cached ??= parseEnv(process.env)
	return cached
}

/** Forgets the parsed environment: the next `getEnv()` reads `process.env` again (tests). */
export function reloadEnv() {
	cached = undefined
}

/** Host names that only this machine can use: addresses written with them reach no one else. */
export function isLoopbackHost(host: string) {
	const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1')
	return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name)
}

/**
 * The site's public address: serving several councils, the council in scope's (its registry
 * entry, decision 060); else PUBLIC_URL.
 */
export function publicUrl(env: Pick<Env, 'PUBLIC_URL'> = getEnv()): string | undefined {
	return currentCouncil()?.publicUrl ?? env.PUBLIC_URL
}

/** True when the site's public address is HTTPS: cookies are Secure and HSTS is sent. */
export function httpsSite(env: Pick<Env, 'PUBLIC_URL'> = getEnv()) {
	return publicUrl(env)?.startsWith('https://') ?? false
}

/**
 * What prevents the production server from starting, beyond the variables' own checks: listening
 * beyond this machine without PUBLIC_URL would let any visitor's Host header choose the address
 * written into links, the sitemap and the feeds, which caches then keep.
 */
export function productionProblems(env: Env): string[] {
	if (env.PUBLIC_URL || isLoopbackHost(env.HOST)) return []
	return [
		`HOST=${env.HOST} lets other machines reach the server, but PUBLIC_URL is not set: the site ` +
			'would write whatever address a request names into its links, sitemap and feeds. Set ' +
			'PUBLIC_URL to the address visitors use (e.g. PUBLIC_URL=https://council.example.cm), or ' +
			'leave HOST unset (127.0.0.1). See "Running it in production" in the README.',
	]
}

export function sqlitePath(env: Env = getEnv()) {
	return path.resolve(env.DATA_DIR, 'council.db')
}
