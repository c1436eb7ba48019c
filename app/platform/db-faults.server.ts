/**
 * Faults of the database itself, told apart from a bug (decision 049): the database is away
 * (PostgreSQL stopped, restarting, unreachable, refusing connections) or the disk it writes to is
 * full. Pages say so in plain words, with 503 and `Retry-After`, rather than a bare 500.
 */
export type DatabaseFault = 'away' | 'full'

/** Node's network errors on the way to the database. */
const NETWORK = new Set([
	'ECONNREFUSED',
	'ECONNRESET',
	'ETIMEDOUT',
	'EHOSTUNREACH',
	'ENETUNREACH',
	'ENOTFOUND',
	'EAI_AGAIN',
	'EPIPE',
])

/** PostgreSQL's codes (SQLSTATE) for a server that cannot serve this connection now. */
function pgAway(code: string, message: string) {
	return (
		// Connection exceptions; shutting down, crashed, starting up; too many connections.
		code.startsWith('08') ||
		code === '57P01' ||
		code === '57P02' ||
		code === '57P03' ||
		code === '53300' ||
		// The database does not exist (dropped, renamed) or takes no connections now.
		code === '3D000' ||
		(code === '55000' && /not currently accepting connections/.test(message))
	)
}

/** pg's own messages for a connection lost or never made (they carry no code). */
const PG_CLIENT =
	/^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/

/** What fault `error` (or an error it wraps, through `cause`) is, if it is one of the database's. */
export function databaseFault(error: unknown): DatabaseFault | null {
	for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
		const { code, message } = e as { code?: unknown; message?: unknown }
		const text = typeof message === 'string' ? message : ''
		if (typeof code === 'string') {
			// SQLite (better-sqlite3): the disk is full, or the file cannot be written or read. The
			// only database the site opens read-only is one on a full disk (client.server.ts).
			if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code.startsWith('SQLITE_READONLY'))
				return 'full'
			if (code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN') return 'away'
			if (NETWORK.has(code) || pgAway(code, text)) return 'away'
			// PostgreSQL's own disk full (53100), or its files' (out of space on a write).
			if (code === '53100') return 'full'
		}
		if (PG_CLIENT.test(text)) return 'away'
		e = (e as { cause?: unknown }).cause
	}
	return null
}
