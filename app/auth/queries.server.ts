import type { Kysely } from 'kysely'
import type { Database, Role } from '#app/db/schema'

type Db = Kysely<Database>

/** The staff accounts, active ones first, by name (the Accounts screen). */
export function listAccounts(db: Db) {
	return db
		.selectFrom('users')
		.select(['id', 'name', 'email', 'role', 'active', 'created_at', 'last_sign_in_at'])
		.orderBy('active', 'desc')
		.orderBy('name')
		.execute()
}

/** One account, as the Accounts screen acts on it. */
export function findAccount(db: Db, id: number) {
	return db
		.selectFrom('users')
		.select(['id', 'name', 'email', 'role', 'active'])
		.where('id', '=', id)
		.executeTakeFirst()
}

/** Whether an account already uses this (normalized) email. */
export async function emailTaken(db: Db, email: string) {
	return Boolean(
		await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
	)
}

export async function setRole(db: Db, id: number, role: Role) {
	await db.updateTable('users').set({ role }).where('id', '=', id).execute()
}

export async function setActive(db: Db, id: number, active: boolean) {
	await db
		.updateTable('users')
		.set({ active: active ? 1 : 0 })
		.where('id', '=', id)
		.execute()
}

export async function recordSignIn(db: Db, id: number, at: Date) {
	await db
		.updateTable('users')
		.set({ last_sign_in_at: at.toISOString() })
		.where('id', '=', id)
		.execute()
}

/** The account's password hash, or null (no password set, or no such account). */
export async function passwordHashOf(db: Db, id: number) {
	const row = await db
		.selectFrom('users')
		.select('password_hash')
		.where('id', '=', id)
		.executeTakeFirst()
	return row?.password_hash ?? null
}
