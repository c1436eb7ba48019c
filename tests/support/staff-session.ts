import type { Kysely } from 'kysely'
import { createSession, readSession } from '#app/auth/session.server'
import type { Database } from '#app/db/schema'

/**
 * A signed-in member of staff for tests that call the staff area's loaders and actions directly:
 * the session cookie to send and its anti-forgery token. Without an id, the first administrator.
 */
export async function signInStaff(db: Kysely<Database>, userId?: number) {
	const id =
		userId ??
		(
			await db
				.selectFrom('users')
				.select('id')
				.where('role', '=', 'admin')
				.orderBy('id')
				.executeTakeFirstOrThrow()
		).id
	const cookie = (await createSession(db, id, new Request('http://localhost/'), null)).split(
		';',
	)[0]!
	const session = await readSession(
		db,
		new Request('http://localhost/', { headers: { Cookie: cookie } }),
	)
	return { id, cookie, csrf: session!.csrf }
}
