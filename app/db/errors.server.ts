import SQLite from 'better-sqlite3'
import pg from 'pg'

/**
 * better-sqlite3 reports SQLite's extended result codes. A value already held by a unique column,
 * unique index or unique constraint is `SQLITE_CONSTRAINT_UNIQUE`; one already held by a primary
 * key (a create form's one-time token, a rowid) is `SQLITE_CONSTRAINT_PRIMARYKEY`, under the same
 * "UNIQUE constraint failed" message.
 */
const SQLITE_UNIQUE_CODES: ReadonlySet<string> = new Set([
	'SQLITE_CONSTRAINT_UNIQUE',
	'SQLITE_CONSTRAINT_PRIMARYKEY',
])

/** PostgreSQL's SQLSTATE `unique_violation`, for unique constraints and primary keys alike. */
const PG_UNIQUE_VIOLATION = '23505'

/**
 * Whether a write was refused because a value it stored is already taken, on either database: what
 * a save racing another identical or concurrent save runs into. Read from the drivers' error codes,
 * not their messages; any other refusal (a missing value, an unknown reference, a failed check) and
 * any error that is not the database's is false.
 */
export function isUniqueViolation(error: unknown): boolean {
	if (error instanceof SQLite.SqliteError) return SQLITE_UNIQUE_CODES.has(error.code)
	if (error instanceof pg.DatabaseError) return error.code === PG_UNIQUE_VIOLATION
	return false
}
