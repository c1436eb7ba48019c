import { describe, expect, test } from 'vitest'
import { databaseFault } from './db-faults.server'

describe('database faults', () => {
	test('PostgreSQL away, by its codes and by pg’s messages', () => {
		const pg = (code: string, message = 'x') => Object.assign(new Error(message), { code })
		expect(databaseFault(pg('57P01', 'terminating connection due to administrator command'))).toBe(
			'away',
		)
		expect(databaseFault(pg('08006'))).toBe('away')
		expect(databaseFault(pg('3D000'))).toBe('away')
		expect(
			databaseFault(pg('55000', 'database "council" is not currently accepting connections')),
		).toBe('away')
		expect(databaseFault(pg('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe('away')
		expect(databaseFault(new Error('Connection terminated unexpectedly'))).toBe('away')
		expect(databaseFault(new Error('timeout exceeded when trying to connect'))).toBe('away')
		expect(databaseFault(pg('53100', 'could not extend file'))).toBe('full')
	})

	test('SQLite: a full disk, a file that cannot be written', () => {
		const sqlite = (code: string) => Object.assign(new Error(code), { code })
		expect(databaseFault(sqlite('SQLITE_FULL'))).toBe('full')
		expect(databaseFault(sqlite('SQLITE_READONLY'))).toBe('full')
		expect(databaseFault(sqlite('SQLITE_IOERR_WRITE'))).toBe('away')
		expect(databaseFault(new Error('save failed', { cause: sqlite('SQLITE_FULL') }))).toBe('full')
	})

	test('anything else is not a fault of the database', () => {
		expect(databaseFault(new Error('Cannot read properties of undefined'))).toBeNull()
		expect(databaseFault(Object.assign(new Error('dup'), { code: '23505' }))).toBeNull()
		expect(
			databaseFault(Object.assign(new Error('busy'), { code: 'SQLITE_CONSTRAINT' })),
		).toBeNull()
		expect(databaseFault('text')).toBeNull()
		expect(databaseFault(null)).toBeNull()
	})
})
