import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { LOCK_AFTER } from '#app/auth/throttle.server'
import {
	changeOperatorPassword,
	disableOperator,
	OPERATOR_IDLE_MS,
	readOperatorSession,
	setOperator,
	signInOperator,
} from './operators.server'
import { prepareAgencyTables, type AgencyDb } from './store.server'

// The agency's operators (decision 061): accounts of the install, signed in and throttled as staff.

let db: AgencyDb
beforeEach(async () => {
	db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) })
	await prepareAgencyTables(db as never, 'sqlite')
	// Made twice: every start prepares the tables again, and nothing changes.
	await prepareAgencyTables(db as never, 'sqlite')
})
afterEach(() => db.destroy())

const cookieOf = (token: string) => `agency_session=${token}`

describe('operators', () => {
	test('sign in with the one-time password; the session reads back; sign-in is throttled', async () => {
		const { password, created } = await setOperator(db, { email: 'Ops@Agency.test', name: 'Ops' })
		expect(created).toBe(true)
		const ok = await signInOperator(db, { email: 'ops@agency.test', password, ip: '10.0.0.1' })
		expect(ok.kind).toBe('signed-in')
		if (ok.kind !== 'signed-in') return
		const session = await readOperatorSession(db, cookieOf(ok.token))
		expect(session?.operator.email).toBe('ops@agency.test')
		expect(await readOperatorSession(db, cookieOf('x'.repeat(43)))).toBeNull()
		// Idle too long: gone.
		expect(
			await readOperatorSession(
				db,
				cookieOf(ok.token),
				new Date(Date.now() + OPERATOR_IDLE_MS + 1),
			),
		).toBeNull()

		// LOCK_AFTER failures from one address on one account, within the window: locked, even for
		// the right password from that address; another address still gets in.
		const now = Date.now()
		for (let i = 0; i < LOCK_AFTER; i++)
			await db
				.insertInto('login_attempts')
				.values({
					email: 'ops@agency.test',
					ip: '10.0.0.9',
					succeeded: 0,
					created_at: new Date(now - 1000 * (LOCK_AFTER - i)).toISOString(),
				})
				.execute()
		const locked = await signInOperator(db, { email: 'ops@agency.test', password, ip: '10.0.0.9' })
		expect(locked.kind).toBe('locked')
		const elsewhere = await signInOperator(db, {
			email: 'ops@agency.test',
			password,
			ip: '10.0.0.2',
		})
		expect(elsewhere.kind).toBe('signed-in')
	})

	test('a wrong password, an unknown email and a disabled operator are refused alike', async () => {
		const { password } = await setOperator(db, { email: 'ops@agency.test' })
		const ip = '10.0.0.3'
		expect(
			(await signInOperator(db, { email: 'ops@agency.test', password: 'nope', ip })).kind,
		).toBe('failed')
		expect((await signInOperator(db, { email: 'who@agency.test', password, ip })).kind).toBe(
			'failed',
		)
		await disableOperator(db, 'ops@agency.test')
		expect((await signInOperator(db, { email: 'ops@agency.test', password, ip })).kind).toBe(
			'failed',
		)
		// A new password brings them back and ends any session left.
		const again = await setOperator(db, { email: 'ops@agency.test' })
		expect(again.created).toBe(false)
		expect(
			(await signInOperator(db, { email: 'ops@agency.test', password: again.password, ip })).kind,
		).toBe('signed-in')
	})

	test('changing one’s password needs the current one and ends the other sessions', async () => {
		const { password } = await setOperator(db, { email: 'ops@agency.test' })
		const first = await signInOperator(db, { email: 'ops@agency.test', password, ip: '10.0.0.4' })
		const second = await signInOperator(db, { email: 'ops@agency.test', password, ip: '10.0.0.5' })
		if (first.kind !== 'signed-in' || second.kind !== 'signed-in') throw new Error('not signed in')
		const session = (await readOperatorSession(db, cookieOf(first.token)))!
		expect(await changeOperatorPassword(db, session, 'wrong', 'a new long passphrase')).toBe(false)
		expect(await changeOperatorPassword(db, session, password, 'a new long passphrase')).toBe(true)
		expect(await readOperatorSession(db, cookieOf(first.token))).not.toBeNull()
		expect(await readOperatorSession(db, cookieOf(second.token))).toBeNull()
	})
})
