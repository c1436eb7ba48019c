import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'

/**
 * Sign-in throttling, counted in the database so that every app instance agrees.
 * - Per account: from the 4th failure in 15 minutes each attempt waits a little longer (0.5 s,
 *   1 s, 2 s, at most 4 s); from the 8th the account is locked until 15 minutes after the last
 *   failure. A successful sign-in starts the count again.
 * - Per address: from 30 failures in 15 minutes (one address trying many accounts), locked too.
 * A lock answers 429 with the time left; it is written to the activity log.
 */
export const WINDOW_MS = 15 * 60 * 1000
export const SLOW_AFTER = 3
export const LOCK_AFTER = 8
export const IP_LOCK_AFTER = 30
const MAX_DELAY_MS = 4000

type Db = Kysely<Database>

export type ThrottleState =
	| { locked: false; delayMs: number }
	| { locked: true; retryAfterSeconds: number; scope: 'account' | 'address' }

async function failures(db: Db, column: 'email' | 'ip', value: string, since: string) {
	const rows = await db
		.selectFrom('login_attempts')
		.select(['succeeded', 'created_at'])
		.where(column, '=', value)
		.where('created_at', '>=', since)
		.orderBy('created_at', 'desc')
		.orderBy('id', 'desc')
		.limit(200)
		.execute()
	// Failures since the last success (for an account); all failures (for an address).
	const list: string[] = []
	for (const row of rows) {
		if (Number(row.succeeded)) {
			if (column === 'email') break
			continue
		}
		list.push(row.created_at)
	}
	return list
}

export async function throttleState(
	db: Db,
	email: string,
	ip: string,
	now = new Date(),
): Promise<ThrottleState> {
	const since = new Date(now.getTime() - WINDOW_MS).toISOString()
	const [byEmail, byIp] = await Promise.all([
		failures(db, 'email', email, since),
		failures(db, 'ip', ip, since),
	])
	const retry = (latest: string) =>
		Math.max(1, Math.ceil((Date.parse(latest) + WINDOW_MS - now.getTime()) / 1000))
	if (byEmail.length >= LOCK_AFTER) {
		return { locked: true, retryAfterSeconds: retry(byEmail[0]!), scope: 'account' }
	}
	if (byIp.length >= IP_LOCK_AFTER) {
		return { locked: true, retryAfterSeconds: retry(byIp[0]!), scope: 'address' }
	}
	const over = byEmail.length - SLOW_AFTER
	return { locked: false, delayMs: over < 0 ? 0 : Math.min(500 * 2 ** over, MAX_DELAY_MS) }
}

export async function recordAttempt(
	db: Db,
	email: string,
	ip: string,
	succeeded: boolean,
	now = new Date(),
) {
	await db
		.insertInto('login_attempts')
		.values({ email, ip, succeeded: succeeded ? 1 : 0, created_at: now.toISOString() })
		.execute()
	// Old attempts are of no further use.
	await db
		.deleteFrom('login_attempts')
		.where('created_at', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString())
		.execute()
}
