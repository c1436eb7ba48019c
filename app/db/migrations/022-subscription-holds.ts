import type { Kysely, Migration } from 'kysely'

/**
 * Sign-ups held during a flood (issue 32): past the day's ceiling of confirmation mails, or past
 * one network's share, a sign-up is kept with its choices and no mail is sent now; its
 * confirmation goes out when the day's mails allow, networks taking turns.
 */
export function m022_subscription_holds(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			for (const column of [
				'held_at',
				'held_topics',
				'held_languages',
				'held_locale',
				'held_network',
			])
				await db.schema.alterTable('subscribers').addColumn(column, 'text').execute()
			await db.schema.createIndex('subscribers_held').on('subscribers').column('held_at').execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropIndex('subscribers_held').execute()
			for (const column of [
				'held_network',
				'held_locale',
				'held_languages',
				'held_topics',
				'held_at',
			])
				await db.schema.alterTable('subscribers').dropColumn(column).execute()
		},
	}
}
