import crypto from 'node:crypto'
import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Requests and abuse (issue 32):
 * - `access_key`: the link a resident receives carries a random key, and the council's replies
 *   are shown only with it. References are numbered in order, so a reference alone is not a
 *   secret. Requests made before get a key of their own now (their old links show the status,
 *   not the replies).
 * - `network`: the sender's /24 or /64, counted by the limits, erased with the address.
 * - `held_at`: accepted past a flood's limits and held for staff, no mail sent (instead of
 *   refusing every resident once someone has used up the day's ceiling).
 */
export function m021_requests_abuse(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await db.schema.alterTable('requests').addColumn('access_key', 'text').execute()
			await db.schema.alterTable('requests').addColumn('network', 'text').execute()
			await db.schema.alterTable('requests').addColumn('held_at', 'text').execute()
			await db.schema
				.createIndex('requests_network')
				.on('requests')
				.columns(['network', 'created_at'])
				.execute()
			const rows = await sql<{ id: number }>`select id from requests`.execute(db)
			for (const { id } of rows.rows)
				await sql`update requests set access_key = ${requestKey()} where id = ${id}`.execute(db)
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropIndex('requests_network').execute()
			for (const column of ['held_at', 'network', 'access_key'])
				await db.schema.alterTable('requests').dropColumn(column).execute()
		},
	}
}

/** 128 random bits, as 22 URL-safe characters (as features/requests/access.server.ts makes them). */
function requestKey() {
	return crypto.randomBytes(16).toString('base64url')
}
