import crypto from 'node:crypto'
import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Requests' private keys (issue 32): the link a resident receives carries a random key, and the
 * council's replies are shown only with it. References are numbered in order, so a reference
 * alone is not a secret. Requests made before get a key of their own now (their old links show
 * the status, not the replies).
 */
export function m021_request_keys(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await db.schema.alterTable('requests').addColumn('access_key', 'text').execute()
			const rows = await sql<{ id: number }>`select id from requests`.execute(db)
			for (const { id } of rows.rows)
				await sql`update requests set access_key = ${requestKey()} where id = ${id}`.execute(db)
		},
		async down(db: Kysely<unknown>) {
			await db.schema.alterTable('requests').dropColumn('access_key').execute()
		},
	}
}

/** 128 random bits, as 22 URL-safe characters (as features/requests/access.server.ts makes them). */
function requestKey() {
	return crypto.randomBytes(16).toString('base64url')
}
