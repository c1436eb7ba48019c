import { logActivity } from '#app/db/activity.server'
import type { Kysely } from 'kysely'
import type { Database, Role } from '#app/db/schema'
import { generatePassword, hashPassword } from './password.server'
import { endSessionsOf } from './session.server'

type Db = Kysely<Database>

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export async function setPassword(db: Db, userId: number, password: string, now = new Date()) {
	await db
		.updateTable('users')
		.set({ password_hash: await hashPassword(password), password_changed_at: now.toISOString() })
		.where('id', '=', userId)
		.execute()
	// A new password ends the sessions opened with the old one.
	await endSessionsOf(db, userId)
}

/**
 * A new password for an account, made active again, its sessions ended, and the change logged as
 * `actor`'s (the command line, the agency's console).
 */
export async function resetPassword(
	db: Db,
	user: { id: number; name: string },
	password: string,
	actor: string,
) {
	await setPassword(db, user.id, password)
	await db.updateTable('users').set({ active: 1 }).where('id', '=', user.id).execute()
	await logActivity(db, {
		action: 'password-reset',
		itemType: 'account',
		itemId: user.id,
		itemTitle: user.name,
		actor,
		kind: 'user',
	})
}

export async function createUser(
	db: Db,
	user: { name: string; email: string; role: Role; password: string },
	now = new Date(),
) {
	const inserted = await db
		.insertInto('users')
		.values({
			name: user.name,
			email: normalizeEmail(user.email),
			role: user.role,
			active: 1,
			created_at: now.toISOString(),
			last_sign_in_at: null,
			password_hash: await hashPassword(user.password),
			password_changed_at: now.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return Number(inserted.id)
}

/**
 * First start: make sure someone can sign in as an administrator.
 * - An active administrator with a password exists: nothing to do.
 * - ADMIN_EMAIL and ADMIN_PASSWORD are set: that account is created (or given that password).
 * - Otherwise a strong password is generated for the first administrator (created as
 *   ADMIN_EMAIL or admin@localhost if there is none) and printed once to the server log.
 */
export async function ensureAdmin(
	db: Db,
	env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
	log: (line: string) => void = console.log,
) {
	const ready = await db
		.selectFrom('users')
		.select('id')
		.where('role', '=', 'admin')
		.where('active', '=', 1)
		.where('password_hash', 'is not', null)
		.executeTakeFirst()
	if (ready) return null
	const email = normalizeEmail(env.ADMIN_EMAIL || '')
	const given = env.ADMIN_PASSWORD || ''
	const password = given || generatePassword()
	const existing = await db
		.selectFrom('users')
		.select(['id', 'email'])
		.where('role', '=', 'admin')
		.$if(Boolean(email), (q) => q.where('email', '=', email))
		.orderBy('id')
		.executeTakeFirst()
	let id: number
	let address: string
	if (existing) {
		id = existing.id
		address = existing.email
		await db.updateTable('users').set({ active: 1 }).where('id', '=', id).execute()
		await setPassword(db, id, password)
	} else {
		address = email || 'admin@localhost'
		id = await createUser(db, { name: 'Admin', email: address, role: 'admin', password })
	}
	await logActivity(db, {
		action: 'created',
		itemType: 'account',
		itemId: id,
		itemTitle: address,
		actor: 'system',
		kind: 'user',
	})
	if (given)
		log(
			`[accounts] administrator ${address} can sign in with the password given for it (ADMIN_PASSWORD, or the one the agency console showed)`,
		)
	else {
		log(`[accounts] first administrator: ${address}`)
		log(`[accounts] one-time password (shown only now, change it after signing in): ${password}`)
	}
	return { email: address, password: given ? null : password }
}
