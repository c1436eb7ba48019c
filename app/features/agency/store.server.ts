import type { Generated, Kysely } from 'kysely'
import type { LoginAttemptsTable, SigninLocksTable } from '#app/db/schema'
import type { Dialect } from '#app/db/migrations/index'
import { idColumn } from '#app/db/migrations/helpers'

/**
 * The agency console's tables (issue 36, decision 061), in the install's own database beside the
 * registry of councils: the agency's operators and their sessions, their sign-in attempts (the
 * staff area's throttle, decision 018, counted here), what each council's health was when last
 * looked at, and the councils waiting out their grace period before deletion. None of it is a
 * council's: an operator is no council's staff member, and no council's database knows them.
 */
export interface OperatorsTable {
	id: Generated<number>
	email: string
	name: string
	password_hash: string
	/** 1 while they may sign in. */
	active: Generated<number>
	created_at: string
	password_changed_at: string | null
	last_sign_in_at: string | null
}

export interface OperatorSessionsTable {
	/** SHA-256 of the cookie's random value. */
	id: string
	operator_id: number
	csrf_token: string
	created_at: string
	last_seen_at: string
	expires_at: string
}

export interface CouncilHealthTable {
	council: string
	/** When it was looked at (ISO). */
	collected_at: string
	/** The figures, as JSON (`CouncilHealth`). */
	figures: string
}

export interface CouncilDeletionsTable {
	council: string
	requested_at: string
	/** Its files and database are removed after this instant (ISO); until then it can be kept. */
	delete_after: string
	requested_by: string
}

export interface AgencyTables {
	agency_operators: OperatorsTable
	agency_sessions: OperatorSessionsTable
	// The same tables as a council's (migrations 005 and 006): the staff area's throttle reads both.
	login_attempts: LoginAttemptsTable
	signin_locks: SigninLocksTable
	council_health: CouncilHealthTable
	council_deletions: CouncilDeletionsTable
}

export type AgencyDb = Kysely<AgencyTables>

/** Makes the console's tables where they are missing (every start; nothing is changed twice). */
export async function prepareAgencyTables(db: Kysely<unknown>, dialect: Dialect) {
	await idColumn(db.schema.createTable('agency_operators').ifNotExists(), dialect)
		.addColumn('email', 'text', (c) => c.notNull().unique())
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('password_hash', 'text', (c) => c.notNull())
		.addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
		.addColumn('created_at', 'text', (c) => c.notNull())
		.addColumn('password_changed_at', 'text')
		.addColumn('last_sign_in_at', 'text')
		.execute()
	await db.schema
		.createTable('agency_sessions')
		.ifNotExists()
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('operator_id', 'integer', (c) =>
			c.notNull().references('agency_operators.id').onDelete('cascade'),
		)
		.addColumn('csrf_token', 'text', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull())
		.addColumn('last_seen_at', 'text', (c) => c.notNull())
		.addColumn('expires_at', 'text', (c) => c.notNull())
		.execute()
	await idColumn(db.schema.createTable('login_attempts').ifNotExists(), dialect)
		.addColumn('email', 'text', (c) => c.notNull())
		.addColumn('ip', 'text', (c) => c.notNull())
		.addColumn('succeeded', 'integer', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull())
		.execute()
	await db.schema
		.createIndex('login_attempts_email_idx')
		.ifNotExists()
		.on('login_attempts')
		.columns(['email', 'created_at'])
		.execute()
	await db.schema
		.createIndex('login_attempts_ip_idx')
		.ifNotExists()
		.on('login_attempts')
		.columns(['ip', 'created_at'])
		.execute()
	await db.schema
		.createTable('signin_locks')
		.ifNotExists()
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('created_at', 'text', (c) => c.notNull())
		.execute()
	await db.schema
		.createTable('council_health')
		.ifNotExists()
		.addColumn('council', 'text', (c) => c.primaryKey())
		.addColumn('collected_at', 'text', (c) => c.notNull())
		.addColumn('figures', 'text', (c) => c.notNull())
		.execute()
	await db.schema
		.createTable('council_deletions')
		.ifNotExists()
		.addColumn('council', 'text', (c) => c.primaryKey())
		.addColumn('requested_at', 'text', (c) => c.notNull())
		.addColumn('delete_after', 'text', (c) => c.notNull())
		.addColumn('requested_by', 'text', (c) => c.notNull())
		.execute()
}
