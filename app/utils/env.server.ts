import path from 'node:path'
import { z } from 'zod'

/**
 * Every environment variable the app reads, validated once. Defaults are chosen so that a fresh
 * clone runs on the embedded SQLite database with nothing set. See `.env.example`.
 */
const EnvSchema = z.object({
	NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
	PORT: z.coerce.number().int().min(0).max(65535).default(3000),
	HOST: z.string().min(1).default('127.0.0.1'),
	DATA_DIR: z.string().min(1).default('data'),
	DATABASE_URL: z
		.string()
		.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
		.optional()
		.or(z.literal('').transform(() => undefined)),
	PUBLIC_URL: z
		.url()
		.transform((u) => u.replace(/\/+$/, ''))
		.optional()
		.or(z.literal('').transform(() => undefined)),
	TRUST_PROXY: z
		.enum(['true', 'false', '1', '0', ''])
		.default('false')
		.transform((v) => v === 'true' || v === '1'),
	SEED: z
		.enum(['true', 'false', '1', '0', ''])
		.default('true')
		.transform((v) => v !== 'false' && v !== '0'),
	SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
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
	/** First administrator, used once when no administrator can sign in yet. */
	ADMIN_EMAIL: z
		.email('ADMIN_EMAIL must be an email address')
		.optional()
		.or(z.literal('').transform(() => undefined)),
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
	return result.data
}

let cached: Env | undefined
export function getEnv(): Env {
	cached ??= parseEnv(process.env)
	return cached
}

export function sqlitePath(env: Env = getEnv()) {
	return path.resolve(env.DATA_DIR, 'council.db')
}
