import type { Kysely, Migration } from 'kysely'

/**
 * The public forms' anti-bot values, once used (issue 32): a resident's form carries a value
 * made for that response, and once a request or a sign-up has been accepted with it, it is spent
 * (its SHA-256 kept until it would have expired anyway, 24 hours). Before, one value could be
 * sent again for a day, so a script needed to load the form only once.
 */
export function m023_spent_form_tokens(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await db.schema
				.createTable('spent_form_tokens')
				.addColumn('token_hash', 'text', (c) => c.primaryKey())
				.addColumn('spent_at', 'text', (c) => c.notNull())
				.execute()
			await db.schema
				.createIndex('spent_form_tokens_at')
				.on('spent_form_tokens')
				.column('spent_at')
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('spent_form_tokens').execute()
		},
	}
}
