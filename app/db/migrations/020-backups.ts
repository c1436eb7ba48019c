import type { Kysely, Migration } from 'kysely'
import type { Dialect } from './index'
import { idColumn, sqlIn } from './helpers'

/**
 * Backups (decision 047): one row per backup run, scheduled or from the command line. A scheduled
 * run is claimed by inserting its slot and attempt (unique), so one instance of several takes it.
 * The archive's size may pass 2 GiB: a 64-bit integer on PostgreSQL (SQLite's are 64-bit).
 */
export function m020_backups(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await idColumn(db.schema.createTable('backup_runs'), dialect)
				// `daily-2026-11-27`, `weekly-2026-11-23`, or `command-<time>` for `npm run backup`.
				.addColumn('slot', 'text', (c) => c.notNull())
				.addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
				.addColumn('trigger', 'text', (c) => c.notNull())
				.addColumn('status', 'text', (c) => c.notNull())
				.addColumn('started_at', 'text', (c) => c.notNull())
				.addColumn('finished_at', 'text')
				// The archive's name, and where it was written (a folder or a bucket, for people to read).
				.addColumn('archive', 'text')
				.addColumn('location', 'text', (c) => c.notNull())
				.addColumn('bytes', dialect === 'postgres' ? 'bigint' : 'integer')
				.addColumn('rows', 'integer')
				.addColumn('files', 'integer')
				.addColumn('error', 'text')
				.addUniqueConstraint('backup_runs_slot_attempt', ['slot', 'attempt'])
				.addCheckConstraint('backup_runs_trigger_check', sqlIn('trigger', ['scheduled', 'command']))
				.addCheckConstraint(
					'backup_runs_status_check',
					sqlIn('status', ['running', 'done', 'failed']),
				)
				.execute()
			await db.schema
				.createIndex('backup_runs_started')
				.on('backup_runs')
				.column('started_at')
				.execute()
		},
		async down(db: Kysely<unknown>) {
			await db.schema.dropTable('backup_runs').execute()
		},
	}
}
