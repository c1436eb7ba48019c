import type { Kysely, Migration } from 'kysely'

/**
 * Who holds a mail's lease (issue 32): the sending process, as `host/pid/started`. A process that
 * starts on the same host releases the leases of one that died (kill -9, a crash), so their mails
 * go out at once rather than after the lease's two minutes.
 */
export function m024_mail_lease_holder(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await db.schema.alterTable('mail_outbox').addColumn('locked_by', 'text').execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.alterTable('mail_outbox').dropColumn('locked_by').execute()
		},
	}
}
