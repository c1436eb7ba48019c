import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'

/**
 * Sign-in throttling, counted in the database so that every app instance agrees (decision 018).
 * - Per account *and* address: from the 4th failure in 15 minutes each attempt waits a little
 *   longer (0.5 s, 1 s, 2 s, at most 4 s); from the 8th that address may not try that account
 *   until 15 minutes after its last failure. A success from that address starts its count again.
 *   Someone guessing from one address therefore never locks out the owner signing in from another.
 * - Per address: from 30 failures in 15 minutes (one address trying many accounts), locked too.
 * - Per account, from every address: from 100 failures in 15 minutes (a guess spread over many
 *   addresses), addresses that already failed on it are refused and every other address waits the
 *   longest delay. A distributed attack stays bounded; the owner at a clean address still gets in.
 * A lock answers 429 with the time left; each lock is written to the activity log once.
 */
export const WINDOW_MS = 15 * 60 * 1000
const SLOW_AFTER = 3
export const LOCK_AFTER = 8
export const IP_LOCK_AFTER = 30
export const ACCOUNT_CEILING = 100
export const MAX_DELAY_MS = 4000
/** Attempts (and lock notes) older than this are of no further use. */
const KEEP_MS = 24 * 60 * 60 * 1000

/**
 * Any database with the two tables: a council's, or the install's (the agency console's operators,
 * decision 061), which keeps tables of the same shape.
 */
export type ThrottleDb = Kysely<Pick<Database, 'login_attempts' | 'signin_locks'>>
type Db = ThrottleDb

type LockScope = 'pair' | 'address' | 'account'

type ThrottleState =
	| { locked: false; delayMs: number }
	| {
			locked: true
			retryAfterSeconds: number
			scope: LockScope
			/** The failure that started this lock: with the scope, names the lock window. */
			since: string
	  }

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/**
 * What the attempts table records for the typed email: the account's email when there is such an
 * account, otherwise a hash of what was typed (people type passwords into the email field; the
 * hash still lets repeated guesses at one unknown name be counted, exactly like a real account's,
 * so the throttle does not tell the two apart).
 */
export function accountKey(email: string, known: boolean) {
	return known ? email : `unknown:${sha256(email)}`
}

async function failures(
	db: Db,
	where: { email?: string; ip?: string },
	since: string,
	limit: number,
	stopAtSuccess: boolean,
) {
	let query = db
		.selectFrom('login_attempts')
		.select(['succeeded', 'created_at'])
		.where('created_at', '>=', since)
	if (where.email !== undefined) query = query.where('email', '=', where.email)
	if (where.ip !== undefined) query = query.where('ip', '=', where.ip)
	const rows = await query
		.orderBy('created_at', 'desc')
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
	const list: string[] = []
	for (const row of rows) {
		if (Number(row.succeeded)) {
			if (stopAtSuccess) break
			continue
		}
		list.push(row.created_at)
	}
	return list
}

/** The state of sign-in for this account key (see `accountKey`) from this address. */
export async function throttleState(
	db: Db,
	key: string,
	ip: string,
	now = new Date(),
): Promise<ThrottleState> {
	const since = new Date(now.getTime() - WINDOW_MS).toISOString()
	const [byPair, byIp, byAccount] = await Promise.all([
		// Failures since this address last signed in to this account.
		failures(db, { email: key, ip }, since, 200, true),
		failures(db, { ip }, since, 200, false),
		// Every address's failures on this account; a success does not stop a spread-out attack.
		failures(db, { email: key }, since, ACCOUNT_CEILING * 2, false),
	])
	const retry = (latest: string) =>
		Math.max(1, Math.ceil((Date.parse(latest) + WINDOW_MS - now.getTime()) / 1000))
	const lock = (scope: LockScope, latest: string): ThrottleState => ({
		locked: true,
		retryAfterSeconds: retry(latest),
		scope,
		since: latest,
	})
	// While a lock holds, no attempt from that address is recorded, so its latest failure stays
	// the same: the lock lifts 15 minutes after it, and it names the lock window.
	if (byPair.length >= LOCK_AFTER) return lock('pair', byPair[0]!)
	if (byIp.length >= IP_LOCK_AFTER) return lock('address', byIp[0]!)
	if (byAccount.length >= ACCOUNT_CEILING) {
		if (byPair.length) return lock('account', byPair[0]!)
		return { locked: false, delayMs: MAX_DELAY_MS }
	}
	const over = byPair.length - SLOW_AFTER
	return { locked: false, delayMs: over < 0 ? 0 : Math.min(500 * 2 ** over, MAX_DELAY_MS) }
}

export async function recordAttempt(
	db: Db,
	key: string,
	ip: string,
	succeeded: boolean,
	now = new Date(),
) {
	await db
		.insertInto('login_attempts')
		.values({ email: key, ip, succeeded: succeeded ? 1 : 0, created_at: now.toISOString() })
		.execute()
	const old = new Date(now.getTime() - KEEP_MS).toISOString()
	await db.deleteFrom('login_attempts').where('created_at', '<', old).execute()
	await db.deleteFrom('signin_locks').where('created_at', '<', old).execute()
}

/**
 * True the first time a lock window is seen, by any app instance: the insert of its name either
 * happens or meets the one already there. So a lock is logged once, however many requests hit it.
 */
export async function firstNoticeOfLock(
	db: Db,
	state: Extract<ThrottleState, { locked: true }>,
	key: string,
	ip: string,
	now = new Date(),
) {
	const name =
		state.scope === 'address'
			? `address\n${ip}\n${state.since}`
			: `${state.scope}\n${key}\n${ip}\n${state.since}`
	const result = await db
		.insertInto('signin_locks')
		.values({ id: sha256(name), created_at: now.toISOString() })
		.onConflict((oc) => oc.column('id').doNothing())
		.executeTakeFirst()
	return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}
