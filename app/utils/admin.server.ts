import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'

/**
 * Who is acting in the staff area. Until sign-in exists this is the first active administrator
 * ("Admin" in a fresh install); the accounts work replaces it with the signed-in person.
 */
export async function staffName(db: Kysely<Database>) {
	const row = await db
		.selectFrom('users')
		.select('name')
		.where('active', '=', 1)
		.where('role', '=', 'admin')
		.orderBy('id', 'asc')
		.executeTakeFirst()
	return row?.name ?? 'Admin'
}

/** The address a change came from, for the activity log. */
export function clientAddress(context: { clientIp?: string | null } | undefined) {
	return context?.clientIp ?? null
}
