import type { Kysely, Migration } from 'kysely'
import type { Dialect } from './index'
import { idColumn, sqlIn } from './helpers'

/**
 * Page feedback (decision 038): "Was this page useful?" votes and "Report a problem" notes from the
 * foot of every public page, and the salt of the day that keeps one vote per page per visitor per
 * day without storing who voted.
 */
export function m016_feedback(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await idColumn(db.schema.createTable('feedback'), dialect)
				// The page's address as the reader had it (`/fr/news/x`), and its language.
				.addColumn('path', 'text', (c) => c.notNull())
				.addColumn('locale', 'text', (c) => c.notNull())
				.addColumn('kind', 'text', (c) => c.notNull())
				// Votes: 1 useful, 0 not useful. Problems: null.
				.addColumn('useful', 'integer')
				// Problems: what was wrong (a fixed choice) and the reader's optional words.
				.addColumn('reason', 'text')
				.addColumn('comment', 'text')
				// The council's calendar day (YYYY-MM-DD) it arrived on.
				.addColumn('day', 'text', (c) => c.notNull())
				// Votes, on their day only: a keyed hash that tells a second vote apart; emptied after.
				.addColumn('voter', 'text', (c) => c.unique())
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('handled_at', 'text')
				.addColumn('handled_by', 'text')
				.addCheckConstraint('feedback_kind_check', sqlIn('kind', ['vote', 'problem']))
				.addCheckConstraint('feedback_locale_check', sqlIn('locale', ['en', 'fr']))
				.execute()
			await db.schema
				.createIndex('feedback_page_idx')
				.on('feedback')
				.columns(['path', 'locale'])
				.execute()
			await db.schema.createIndex('feedback_day_idx').on('feedback').column('day').execute()
			await db.schema
				.createIndex('feedback_handled_idx')
				.on('feedback')
				.column('handled_at')
				.execute()
			// One random salt per day, shared by every instance; dropped when the day is over.
			await db.schema
				.createTable('feedback_salts')
				.addColumn('day', 'text', (c) => c.primaryKey())
				.addColumn('salt', 'text', (c) => c.notNull())
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('feedback_salts').ifExists().execute()
			await db.schema.dropTable('feedback').ifExists().execute()
		},
	}
}
