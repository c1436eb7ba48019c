import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getEnv } from '#app/platform/env.server'
import { loadSecrets, secret } from '#app/platform/secrets.server'
import { LocalStorage } from '#app/platform/storage/local-storage.server'
import { getStorage } from '#app/platform/storage/storage.server'
import { createTestDb } from '../../tests/support/db'
import {
	type CouncilScope,
	type DbHandle,
	currentCouncil,
	getDb,
	getDbHandle,
	councilKept,
	inCouncil,
	inCouncilNow,
	requireCouncilScope,
	setDatabase,
} from './client.server'

/**
 * The council scope (decision 060, issue 36): inside `inCouncil`, the database, the files and the
 * secrets a request reaches are its council's, across every await; outside it, serving one
 * council, the process-wide ones as before; serving several, nothing: a call outside a scope throws.
 */
let single: DbHandle
let a: CouncilScope
let b: CouncilScope
let before: DbHandle | undefined

beforeAll(async () => {
	before = getDbHandle()
	single = await createTestDb()
	a = { id: 'buea', handle: await createTestDb(), kept: new Map() }
	b = { id: 'mbonge', handle: await createTestDb(), kept: new Map() }
	for (const [council, value] of [
		[a, 'secret of buea'],
		[b, 'secret of mbonge'],
	] as const) {
		await council.handle.db
			.updateTable('secrets')
			.set({ value })
			.where('name', '=', 'form-guard')
			.execute()
		await loadSecrets(council.handle.db, council)
	}
	setDatabase(single)
})

afterAll(async () => {
	requireCouncilScope(false)
	setDatabase(before)
	for (const handle of [single, a.handle, b.handle]) await handle.close()
})

/** Which council a database belongs to, by a row written into each. */
async function nameIn() {
	const row = await getDb()
		.selectFrom('settings')
		.select('value')
		.where('key', '=', 'scope-test')
		.executeTakeFirst()
	return row?.value
}

describe('the council in scope', () => {
	test('each council reaches its own database, across awaits and side by side', async () => {
		for (const [handle, name] of [
			[single.db, 'single'],
			[a.handle.db, 'buea'],
			[b.handle.db, 'mbonge'],
		] as const)
			await handle
				.insertInto('settings')
				.values({ key: 'scope-test', value: name, updated_at: new Date().toISOString() })
				.execute()

		// Interleaved: each task awaits between reads while the other runs.
		const reads = (council: CouncilScope) =>
			inCouncil(council, async () => {
				const seen: (string | undefined)[] = []
				for (let i = 0; i < 5; i++) {
					seen.push(await nameIn())
					await new Promise((resolve) => setTimeout(resolve, 1))
				}
				return { seen, council: currentCouncil()?.id }
			})
		const [fromA, fromB] = await Promise.all([reads(a), reads(b)])
		expect(fromA).toEqual({ seen: Array(5).fill('buea'), council: 'buea' })
		expect(fromB).toEqual({ seen: Array(5).fill('mbonge'), council: 'mbonge' })
		// Outside any scope, serving one council: the process-wide database, as before.
		expect(await nameIn()).toBe('single')
		expect(currentCouncil()).toBeUndefined()
	})

	test('files and secrets are the council’s own', () => {
		const env = getEnv()
		const files = (council: CouncilScope) => inCouncil(council, () => getStorage())
		const ofA = files(a)
		if (env.STORAGE !== 's3') {
			expect(ofA).toBeInstanceOf(LocalStorage)
			expect((ofA as LocalStorage).dir).toBe(
				path.resolve(env.DATA_DIR, 'councils', 'buea', 'uploads'),
			)
		}
		expect(files(a)).toBe(ofA)
		expect(files(b)).not.toBe(ofA)
		expect(getStorage()).not.toBe(ofA)
		expect(inCouncil(a, () => secret('form-guard'))).toBe('secret of buea')
		expect(inCouncil(b, () => secret('form-guard'))).toBe('secret of mbonge')
	})

	test('serving several councils, nothing falls back to a process-wide database', async () => {
		requireCouncilScope(true)
		try {
			expect(() => getDb()).toThrow(/No council in scope/)
			expect(() => getDbHandle()).toThrow(/No council in scope/)
			expect(await inCouncil(a, () => nameIn())).toBe('buea')
		} finally {
			requireCouncilScope(false)
		}
		expect(await nameIn()).toBe('single')
	})

	test('synchronous work run as a council’s (the fast path) reaches only that council, and only while it runs', async () => {
		const KEY = Symbol('scope test')
		requireCouncilScope(true)
		try {
			let seen: unknown[] = []
			let later: Promise<unknown> | undefined
			const answered = inCouncilNow(a, () => {
				seen = [
					currentCouncil()?.id,
					getDbHandle(),
					councilKept(KEY, () => 'kept by buea'),
					// A scope entered inside is the one that counts.
					inCouncil(b, () => currentCouncil()?.id),
					inCouncil(b, () => getDbHandle()),
				]
				// What the work schedules runs outside the council: it reaches nothing.
				later = Promise.resolve().then(() => getDbHandle())
				return true
			})
			expect(answered).toBe(true)
			expect(seen).toEqual(['buea', a.handle, 'kept by buea', 'mbonge', b.handle])
			await expect(later).rejects.toThrow(/No council in scope/)
			expect(a.kept.get(KEY)).toBe('kept by buea')
			expect(b.kept.has(KEY)).toBe(false)
			// Over, and after a throw: nothing is left as the council's.
			expect(currentCouncil()).toBeUndefined()
			expect(() =>
				inCouncilNow(b, () => {
					throw new Error('the page failed')
				}),
			).toThrow('the page failed')
			expect(currentCouncil()).toBeUndefined()
			expect(() => getDb()).toThrow(/No council in scope/)
			// Nested, each its own, and the outer one again after the inner.
			expect(
				inCouncilNow(
					a,
					() =>
						inCouncilNow(b, () => currentCouncil()?.id === 'mbonge') &&
						currentCouncil()?.id === 'buea',
				),
			).toBe(true)
		} finally {
			requireCouncilScope(false)
		}
	})
})
