import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDb } from '../../tests/support/db'
import type { DbHandle } from './client.server'
import { isUniqueViolation } from './errors.server'

// Runs twice: on SQLite (project "unit") and on PostgreSQL 15 (project "postgres"). Each error is
// the one the database really raises, on the tables the saves write.
const postgres = process.env.TEST_DB === 'postgres'
let handle: DbHandle
const now = '2026-03-01T09:00:00.000Z'

beforeAll(async () => {
	handle = await createTestDb()
})
afterAll(async () => {
	await handle?.close()
})

/** The error a write is refused with (the test fails if it is not refused). */
async function refusal(write: () => Promise<unknown>) {
	try {
		await write()
	} catch (error) {
		return error as Error & { code?: string }
	}
	throw new Error('the write was not refused')
}

const revision = (version: number) =>
	handle.db
		.insertInto('revisions')
		.values({
			item_type: 'news',
			item_id: 1,
			version,
			action: 'updated',
			content: '{}',
			actor: 'Admin',
			created_at: now,
		})
		.execute()

describe(`isUniqueViolation (${postgres ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('a primary key already taken: a create form’s token recorded twice', async () => {
		const token = () =>
			handle.db.insertInto('form_submissions').values({ token: 'once', created_at: now }).execute()
		await token()
		const error = await refusal(token)
		expect(error.code).toBe(postgres ? '23505' : 'SQLITE_CONSTRAINT_PRIMARYKEY')
		expect(isUniqueViolation(error)).toBe(true)
	})

	test('a unique constraint already satisfied: a revision’s version saved twice', async () => {
		await revision(1)
		const error = await refusal(() => revision(1))
		expect(error.code).toBe(postgres ? '23505' : 'SQLITE_CONSTRAINT_UNIQUE')
		expect(isUniqueViolation(error)).toBe(true)
		// Within a transaction too, as the saves write.
		const inTransaction = await refusal(() =>
			handle.db.transaction().execute(async (trx) => {
				const insert = () =>
					trx
						.insertInto('revisions')
						.values({
							item_type: 'news',
							item_id: 1,
							version: 2,
							action: 'updated',
							content: '{}',
							actor: 'Admin',
							created_at: now,
						})
						.execute()
				await insert()
				await insert()
			}),
		)
		expect(isUniqueViolation(inTransaction)).toBe(true)
	})

	test('a missing value is not a unique violation', async () => {
		const error = await refusal(() =>
			handle.db
				.insertInto('form_submissions')
				.values({ token: 'no-date', created_at: null as unknown as string })
				.execute(),
		)
		expect(error.code).toBe(postgres ? '23502' : 'SQLITE_CONSTRAINT_NOTNULL')
		expect(isUniqueViolation(error)).toBe(false)
	})

	test('an unknown reference is not a unique violation', async () => {
		const error = await refusal(() =>
			handle.db
				.insertInto('sessions')
				.values({
					id: 'nobody',
					user_id: 999_999,
					csrf_token: 'x',
					created_at: now,
					last_seen_at: now,
					expires_at: now,
				})
				.execute(),
		)
		expect(error.code).toBe(postgres ? '23503' : 'SQLITE_CONSTRAINT_FOREIGNKEY')
		expect(isUniqueViolation(error)).toBe(false)
	})

	test('a failed check is not a unique violation', async () => {
		const error = await refusal(() =>
			handle.db
				.insertInto('news')
				.values({ slug: 'checked', status: 'archived' as never, created_at: now, updated_at: now })
				.execute(),
		)
		expect(error.code).toBe(postgres ? '23514' : 'SQLITE_CONSTRAINT_CHECK')
		expect(isUniqueViolation(error)).toBe(false)
	})

	test('an error that is not the database’s is never one, whatever its message', () => {
		expect(isUniqueViolation(new Error('UNIQUE constraint failed: form_submissions.token'))).toBe(
			false,
		)
		expect(isUniqueViolation(new Error('duplicate key value violates unique constraint'))).toBe(
			false,
		)
		expect(isUniqueViolation(Object.assign(new Error('x'), { code: '23505' }))).toBe(false)
		expect(isUniqueViolation('SQLITE_CONSTRAINT_UNIQUE')).toBe(false)
		expect(isUniqueViolation(null)).toBe(false)
		expect(isUniqueViolation(undefined)).toBe(false)
	})
})
