import { UNKNOWN_ACTOR } from '#app/db/activity.server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSharedTestDb, createTestDb } from '../../tests/support/db'
import { Migrator } from 'kysely'
import { migrateToLatest, setDatabase, type DbHandle } from '#app/db/client.server'
import { getMigrations } from '#app/db/migrations/index'
import { SAMPLE_ADMIN_EMAIL, SAMPLE_ADMIN_PASSWORD, seedIfEmpty } from '#app/seed/seed.server'
import { createUser, ensureAdmin, setPassword } from './accounts.server'
import { safeReturnPath } from './auth.server'
import { checkPasswordStrength, verifyPassword } from './password.server'
import {
	ABSOLUTE_MS,
	createSession,
	endSessionsOf,
	IDLE_MS,
	readSession,
	SESSION_COOKIE,
} from './session.server'
import { attemptSignIn } from './signin.server'
import {
	ACCOUNT_CEILING,
	accountKey,
	firstNoticeOfLock,
	IP_LOCK_AFTER,
	LOCK_AFTER,
	MAX_DELAY_MS,
	recordAttempt,
	throttleState,
	WINDOW_MS,
} from './throttle.server'

// Accounts, sessions and throttling on SQLite (project "unit") and PostgreSQL ("postgres").
let handle: DbHandle
beforeAll(async () => {
	handle = await createTestDb()
	await seedIfEmpty(handle.db, new Date('2026-03-01T09:00:00Z'))
	setDatabase(handle)
})
afterAll(async () => {
	setDatabase(undefined)
	await handle?.close()
})

const http = (cookie = '') =>
	new Request('http://localhost/admin-dtima', { headers: cookie ? { Cookie: cookie } : {} })
const cookieOf = (header: string) => header.split(';')[0]!

describe(`accounts and sessions (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('the sample administrator can sign in with the documented password', async () => {
		const admin = await handle.db
			.selectFrom('users')
			.selectAll()
			.where('email', '=', SAMPLE_ADMIN_EMAIL)
			.executeTakeFirstOrThrow()
		expect(admin.password_hash).toMatch(/^\$argon2id\$/)
		expect(await verifyPassword(admin.password_hash, SAMPLE_ADMIN_PASSWORD)).toBe(true)
		expect(await verifyPassword(admin.password_hash, 'wrong password!')).toBe(false)
		// With an administrator able to sign in, first start does nothing.
		expect(await ensureAdmin(handle.db, {}, () => {})).toBeNull()
	})

	test('a session: cookie attributes, idle and absolute expiry', async () => {
		const id = await createUser(handle.db, {
			name: 'Session Test',
			email: 'session@example.org',
			role: 'editor',
			password: 'a-long-enough-passphrase',
		})
		const start = new Date('2026-03-01T08:00:00Z')
		const header = await createSession(handle.db, id, http(), '192.0.2.1', start)
		expect(header).toMatch(
			new RegExp(
				`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200$`,
			),
		)
		const secure = await createSession(
			handle.db,
			id,
			new Request('https://council.example/admin-dtima'),
			null,
			start,
		)
		expect(secure).toMatch(/; Secure$/)
		const cookie = cookieOf(header)
		const seen = await readSession(handle.db, http(cookie), new Date(start.getTime() + 60_000))
		expect(seen?.user).toEqual({
			id,
			name: 'Session Test',
			email: 'session@example.org',
			role: 'editor',
		})
		expect(seen?.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/)
		// Used every hour: still valid near the end of the day, ended at 12 hours.
		let t = start.getTime()
		for (let h = 1; h < 12; h++) {
			t = start.getTime() + h * 60 * 60 * 1000
			expect(await readSession(handle.db, http(cookie), new Date(t)), `hour ${h}`).not.toBeNull()
		}
		expect(
			await readSession(handle.db, http(cookie), new Date(start.getTime() + ABSOLUTE_MS)),
		).toBeNull()
		// Idle: a fresh session unused for two hours is over, and stays over.
		const idle = cookieOf(await createSession(handle.db, id, http(), null, start))
		expect(await readSession(handle.db, http(idle), new Date(start.getTime() + IDLE_MS))).toBeNull()
		expect(await readSession(handle.db, http(idle), new Date(start.getTime() + 1000))).toBeNull()
		// Signing in later tidies away sessions that are over.
		const later = new Date(start.getTime() + ABSOLUTE_MS + 1000)
		await createSession(handle.db, id, http(), null, later)
		const left = await handle.db
			.selectFrom('sessions')
			.select('expires_at')
			.where('user_id', '=', id)
			.execute()
		expect(left.every((s) => Date.parse(s.expires_at) > later.getTime())).toBe(true)
		// A made-up or malformed cookie is nobody.
		expect(await readSession(handle.db, http(`${SESSION_COOKIE}=${'A'.repeat(43)}`))).toBeNull()
		expect(
			await readSession(handle.db, http(`${SESSION_COOKIE}=x'; drop table users;--`)),
		).toBeNull()
	})

	test('signing in again rotates the session; deactivation and a new password end sessions', async () => {
		const id = await createUser(handle.db, {
			name: 'Rotation Test',
			email: 'rotation@example.org',
			role: 'editor',
			password: 'another-long-passphrase',
		})
		const first = cookieOf(await createSession(handle.db, id, http(), null))
		const second = cookieOf(await createSession(handle.db, id, http(first), null))
		expect(second).not.toBe(first)
		expect(await readSession(handle.db, http(first))).toBeNull()
		expect(await readSession(handle.db, http(second))).not.toBeNull()

		await handle.db.updateTable('users').set({ active: 0 }).where('id', '=', id).execute()
		expect(await readSession(handle.db, http(second))).toBeNull()
		await handle.db.updateTable('users').set({ active: 1 }).where('id', '=', id).execute()

		const a = cookieOf(await createSession(handle.db, id, http(), null))
		const b = cookieOf(await createSession(handle.db, id, http(), null))
		await setPassword(handle.db, id, 'a-brand-new-passphrase')
		expect(await readSession(handle.db, http(a))).toBeNull()
		expect(await readSession(handle.db, http(b))).toBeNull()
		const c = cookieOf(await createSession(handle.db, id, http(), null))
		await endSessionsOf(handle.db, id)
		expect(await readSession(handle.db, http(c))).toBeNull()
	})

	test('throttling: per account and address, slower after 3 failures, locked after 8; per address; account-wide ceiling', async () => {
		const now = new Date('2026-03-02T10:00:00Z')
		const at = (s: number) => new Date(now.getTime() + s * 1000)
		const email = 'throttle@example.org'
		expect(await throttleState(handle.db, email, '192.0.2.50', now)).toEqual({
			locked: false,
			delayMs: 0,
		})
		const delays: number[] = []
		for (let i = 0; i < LOCK_AFTER; i++) {
			const state = await throttleState(handle.db, email, '192.0.2.50', at(i))
			delays.push(state.locked ? -1 : state.delayMs)
			await recordAttempt(handle.db, email, '192.0.2.50', false, at(i))
		}
		expect(delays).toEqual([0, 0, 0, 500, 1000, 2000, 4000, 4000])
		const locked = await throttleState(handle.db, email, '192.0.2.50', at(10))
		expect(locked).toMatchObject({ locked: true, scope: 'pair', since: at(7).toISOString() })
		expect(locked.locked && locked.retryAfterSeconds).toBe(WINDOW_MS / 1000 - 3)
		// The owner, from another address, is neither locked nor slowed down.
		expect(await throttleState(handle.db, email, '192.0.2.51', at(10))).toEqual({
			locked: false,
			delayMs: 0,
		})
		// The lock lifts 15 minutes after the last failure.
		expect(
			await throttleState(handle.db, email, '192.0.2.50', new Date(at(7).getTime() + WINDOW_MS)),
		).toEqual({ locked: false, delayMs: 0 })
		// One address trying many accounts.
		for (let i = 0; i < IP_LOCK_AFTER; i++) {
			await recordAttempt(handle.db, `person${i}@example.org`, '198.51.100.7', false, at(i))
		}
		expect(await throttleState(handle.db, 'new@example.org', '198.51.100.7', at(40))).toMatchObject(
			{ locked: true, scope: 'address' },
		)
		// A success from an address resets that address's count on the account.
		const other = 'reset@example.org'
		for (let i = 0; i < 5; i++) await recordAttempt(handle.db, other, '192.0.2.60', false, at(i))
		await recordAttempt(handle.db, other, '192.0.2.60', true, at(6))
		expect(await throttleState(handle.db, other, '192.0.2.60', at(7))).toEqual({
			locked: false,
			delayMs: 0,
		})
		// A guess spread over many addresses (a few failures each) reaches the account's ceiling:
		// the addresses that failed are refused, a clean address waits the longest delay.
		const spread = 'spread@example.org'
		for (let i = 0; i < ACCOUNT_CEILING; i++) {
			await recordAttempt(handle.db, spread, `203.0.113.${i % 50}`, false, at(i))
		}
		expect(await throttleState(handle.db, spread, '203.0.113.3', at(120))).toMatchObject({
			locked: true,
			scope: 'account',
		})
		expect(await throttleState(handle.db, spread, '192.0.2.99', at(120))).toEqual({
			locked: false,
			delayMs: MAX_DELAY_MS,
		})
		expect(
			await throttleState(handle.db, spread, '192.0.2.99', new Date(at(99).getTime() + WINDOW_MS)),
		).toEqual({ locked: false, delayMs: 0 })
	})

	test('sign-in: an attacker locking their own address does not lock out the owner; a lock is logged once; unknown accounts are never named', async () => {
		const email = 'owner@example.org'
		const password = 'the-owner-long-passphrase'
		await createUser(handle.db, { name: 'Olive Owner', email, role: 'editor', password })
		const delays: number[] = []
		const delay = async (ms: number) => void delays.push(ms)
		const attacker = '198.51.100.66'
		for (let i = 0; i < LOCK_AFTER; i++) {
			const outcome = await attemptSignIn(
				handle.db,
				{ email, password: `guess-${i}`, ip: attacker },
				{ delay },
			)
			expect(outcome.kind).toBe('failed')
		}
		expect(delays).toEqual([500, 1000, 2000, 4000, 4000])
		// Now even the right password is refused from the attacker's address…
		const locked = await attemptSignIn(handle.db, { email, password, ip: attacker }, { delay })
		expect(locked).toMatchObject({ kind: 'locked' })
		// …and hammering it writes no more to the log.
		for (let i = 0; i < 20; i++) {
			expect(
				await attemptSignIn(handle.db, { email, password: 'x', ip: attacker }, { delay }),
			).toMatchObject({ kind: 'locked' })
		}
		// The owner, from another address, signs in at once.
		const owner = await attemptSignIn(handle.db, { email, password, ip: '192.0.2.10' }, { delay })
		expect(owner).toMatchObject({ kind: 'signed-in', user: { name: 'Olive Owner' } })
		expect(delays).toHaveLength(5)
		const log = await handle.db
			.selectFrom('activity_log')
			.select(['action', 'actor', 'item_title', 'ip'])
			.where('action', 'in', ['signin-failed', 'signin-locked'])
			.where('actor', '=', email)
			.execute()
		expect(log.filter((r) => r.action === 'signin-failed')).toHaveLength(LOCK_AFTER)
		expect(log.filter((r) => r.action === 'signin-locked')).toEqual([
			{ action: 'signin-locked', actor: email, item_title: email, ip: attacker },
		])

		// What someone typed for no account (here, a password) is kept nowhere readable.
		const typed = 'mysecretpassword-typed-as-email'
		for (let i = 0; i < LOCK_AFTER + 3; i++) {
			await attemptSignIn(handle.db, { email: typed, password: 'x', ip: '192.0.2.20' }, { delay })
		}
		const unknown = await handle.db
			.selectFrom('activity_log')
			.selectAll()
			.where('ip', '=', '192.0.2.20')
			.execute()
		expect(unknown.map((r) => r.action).sort()).toEqual([
			...Array<string>(LOCK_AFTER).fill('signin-failed'),
			'signin-locked',
		])
		for (const row of unknown) {
			expect(row).toMatchObject({ actor: UNKNOWN_ACTOR, item_title: null, item_id: null })
		}
		const attempts = await handle.db
			.selectFrom('login_attempts')
			.select('email')
			.where('ip', '=', '192.0.2.20')
			.execute()
		expect(attempts.length).toBe(LOCK_AFTER)
		for (const row of attempts) {
			expect(row.email).toBe(accountKey(typed, false))
			expect(row.email).not.toContain(typed)
		}
	})

	test('first start without an administrator: from ADMIN_EMAIL/ADMIN_PASSWORD, or a printed one-time password', async () => {
		await handle.db.updateTable('users').set({ active: 0 }).where('role', '=', 'admin').execute()
		const lines: string[] = []
		const generated = await ensureAdmin(handle.db, {}, (l) => lines.push(l))
		expect(generated?.email).toBe(SAMPLE_ADMIN_EMAIL)
		expect(generated?.password).toMatch(/^(?:[A-Za-z0-9]{4}-){4}[A-Za-z0-9]{4}$/)
		expect(lines.join('\n')).toContain(generated!.password!)
		const row = await handle.db
			.selectFrom('users')
			.select(['password_hash', 'active'])
			.where('email', '=', SAMPLE_ADMIN_EMAIL)
			.executeTakeFirstOrThrow()
		expect(row.active).toBe(1)
		expect(await verifyPassword(row.password_hash, generated!.password!)).toBe(true)
		// Next start: nothing printed.
		expect(await ensureAdmin(handle.db, {}, (l) => lines.push(l))).toBeNull()

		await handle.db.updateTable('users').set({ active: 0 }).where('role', '=', 'admin').execute()
		const fromEnv = await ensureAdmin(
			handle.db,
			{ ADMIN_EMAIL: 'Clerk@Council.example', ADMIN_PASSWORD: 'a very long passphrase 42' },
			() => {},
		)
		expect(fromEnv).toEqual({ email: 'clerk@council.example', password: null })
		const clerk = await handle.db
			.selectFrom('users')
			.select(['password_hash', 'role'])
			.where('email', '=', 'clerk@council.example')
			.executeTakeFirstOrThrow()
		expect(clerk.role).toBe('admin')
		expect(await verifyPassword(clerk.password_hash, 'a very long passphrase 42')).toBe(true)
	})
})

describe(`two app instances sharing one database (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('a session, its end, a deactivation and a lock are seen by both at once', async () => {
		const shared = await createSharedTestDb()
		try {
			const { first, second } = shared
			const id = await createUser(first.db, {
				name: 'Shared Test',
				email: 'shared@example.org',
				role: 'editor',
				password: 'a-shared-long-passphrase',
			})
			// Signed in through instance 1, recognised by instance 2.
			const a = cookieOf(await createSession(first.db, id, http(), null))
			expect((await readSession(second.db, http(a)))?.user.email).toBe('shared@example.org')
			// Deactivated through instance 1: instance 2 refuses the session at once.
			await first.db.updateTable('users').set({ active: 0 }).where('id', '=', id).execute()
			expect(await readSession(second.db, http(a))).toBeNull()
			await first.db.updateTable('users').set({ active: 1 }).where('id', '=', id).execute()
			// A new password set through instance 2 ends sessions opened through instance 1.
			const b = cookieOf(await createSession(first.db, id, http(), null))
			await setPassword(second.db, id, 'another-shared-passphrase')
			expect(await readSession(first.db, http(b))).toBeNull()
			// Failures counted by instance 1 lock that address out of the account on instance 2,
			// and the lock is noted once whichever instance sees it first.
			const now = new Date()
			for (let i = 0; i < LOCK_AFTER; i++) {
				await recordAttempt(first.db, 'shared@example.org', '192.0.2.77', false, now)
			}
			const state = await throttleState(second.db, 'shared@example.org', '192.0.2.77', now)
			expect(state).toMatchObject({ locked: true, scope: 'pair' })
			if (!state.locked) throw new Error('not locked')
			const notices = await Promise.all([
				firstNoticeOfLock(first.db, state, 'shared@example.org', '192.0.2.77', now),
				firstNoticeOfLock(second.db, state, 'shared@example.org', '192.0.2.77', now),
				firstNoticeOfLock(second.db, state, 'shared@example.org', '192.0.2.77', now),
			])
			expect(notices.filter(Boolean)).toHaveLength(1)
		} finally {
			await shared.close()
		}
	})
})

describe(`upgrading an install (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('what was typed for no account is removed from the activity log and the attempts', async () => {
		const own = await createTestDb()
		try {
			const migrations = getMigrations(own.dialect)
			const migrator = new Migrator({
				db: own.db,
				provider: { getMigrations: async () => migrations },
			})
			expect((await migrator.migrateTo('005-accounts')).error).toBeUndefined()
			await createUser(own.db, {
				name: 'Kept Name',
				email: 'kept@example.org',
				role: 'editor',
				password: 'a-kept-long-passphrase',
			})
			const row = (actor: string, action: string) => ({
				action,
				item_type: 'account',
				item_title: actor,
				actor,
				kind: 'user' as const,
				ip: '192.0.2.1',
				created_at: '2026-03-01T10:00:00.000Z',
			})
			await own.db
				.insertInto('activity_log')
				.values([
					row('kept@example.org', 'signin-failed'),
					row('hunter2-typed-here', 'signin-failed'),
					row('hunter2-typed-here', 'signin-locked'),
					row('Kept Name', 'signed-in'),
				])
				.execute()
			for (const email of ['kept@example.org', 'hunter2-typed-here']) {
				await own.db
					.insertInto('login_attempts')
					.values({ email, ip: '192.0.2.1', succeeded: 0, created_at: new Date().toISOString() })
					.execute()
			}
			await migrateToLatest(own)
			const log = await own.db
				.selectFrom('activity_log')
				.select(['action', 'actor', 'item_title'])
				.orderBy('id')
				.execute()
			expect(log).toEqual([
				{ action: 'signin-failed', actor: 'kept@example.org', item_title: 'kept@example.org' },
				{ action: 'signin-failed', actor: UNKNOWN_ACTOR, item_title: null },
				{ action: 'signin-locked', actor: UNKNOWN_ACTOR, item_title: null },
				{ action: 'signed-in', actor: 'Kept Name', item_title: 'Kept Name' },
			])
			const attempts = await own.db.selectFrom('login_attempts').select('email').execute()
			expect(attempts.map((a) => a.email)).toEqual(['kept@example.org'])
		} finally {
			await own.close()
		}
	})
})

describe('sign-in return paths and password strength', () => {
	test('only paths inside the staff area are followed after sign-in', () => {
		for (const good of ['/admin-dtima', '/admin-dtima/content/news?edit=3', '/admin-dtima/users']) {
			expect(safeReturnPath(good)).toBe(good)
		}
		for (const bad of [
			'https://evil.example/admin-dtima',
			'//evil.example',
			'/\\evil.example',
			'/admin-dtima//evil.example',
			'/admin-dtimax',
			'/news',
			'javascript:alert(1)',
			'/admin-dtima/%2f%2fevil.example',
			'/admin-dtima\n/x',
			'/admin-dtima/login?redirectTo=/admin-dtima',
			'x'.repeat(600),
			null,
			42,
		]) {
			expect(safeReturnPath(bad), String(bad)).toBe('/admin-dtima')
		}
	})

	test('passwords: 12 characters, and not guessable in English or French', async () => {
		expect(await checkPasswordStrength('short', 'en')).toMatchObject({
			ok: false,
			reason: 'tooShort',
		})
		const weakEn = await checkPasswordStrength('password1234', 'en')
		expect(weakEn).toMatchObject({ ok: false, reason: 'weak' })
		expect(weakEn.ok === false && weakEn.feedback.length).toBeGreaterThan(0)
		const weakFr = await checkPasswordStrength('motdepasse123', 'fr')
		expect(weakFr).toMatchObject({ ok: false, reason: 'weak' })
		// zxcvbn's reason in French for a French interface.
		expect(weakFr.ok === false && weakFr.feedback.join(' ')).toMatch(/[éèàù]|mot/i)
		expect(await checkPasswordStrength('azertyuiop12', 'fr')).toMatchObject({ ok: false })
		expect(await checkPasswordStrength('soleil-mangue-taxi-pluie', 'fr')).toEqual({ ok: true })
		expect(await checkPasswordStrength('x'.repeat(257), 'en')).toMatchObject({ reason: 'tooLong' })
		// Only the person's own words, digits and punctuation: refused even when zxcvbn would pass it.
		const mine = ['Chantal Changer', 'chantal.changer@example.org', 'Mbonge Council']
		expect(await checkPasswordStrength('chantal changer 2026', 'en', mine)).toMatchObject({
			reason: 'personal',
		})
		expect(await checkPasswordStrength('Mbonge-Council-2026!', 'en', mine)).toMatchObject({
			reason: 'personal',
		})
		expect(await checkPasswordStrength('chantal-river-mango-lantern', 'en', mine)).toEqual({
			ok: true,
		})
	})
})
