import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { openDatabase } from '#app/db/client.server'
import type { CouncilEntry } from './registry.server'
import { CouncilRuntimes, type CouncilRuntimesOptions } from './runtimes.server'

/** The councils a process keeps open (decision 060): bounded, least recently used closed first. */

const entry = (id: string): CouncilEntry => ({
	id,
	hosts: [`${id}.test`],
	status: 'active',
	publicUrl: `https://${id}.test`,
	createdAt: '2026-11-28T00:00:00.000Z',
})

function runtimes(max: number, options: Partial<CouncilRuntimesOptions> = {}) {
	const events: string[] = []
	const kept = new CouncilRuntimes({
		max,
		openDatabase: () => openDatabase({ sqliteFile: ':memory:' }),
		prepare: async (scope) => void events.push(`open ${scope.id}`),
		beforeClose: async (scope) => void events.push(`close ${scope.id}`),
		...options,
	})
	return { kept, events }
}

describe('the councils kept open', () => {
	test('past the bound, the least recently used is closed, and opened again when asked for', async () => {
		const { kept, events } = runtimes(2)
		await kept.use(entry('a'), async () => undefined)
		await kept.use(entry('b'), async () => undefined)
		await kept.use(entry('a'), async () => undefined)
		await kept.use(entry('c'), async () => undefined)
		await new Promise((resolve) => setTimeout(resolve, 10))
		expect(kept.openIds()).toEqual(['a', 'c'])
		expect(events).toEqual(['open a', 'open b', 'open c', 'close b'])
		await kept.use(entry('b'), async () => undefined)
		expect(events.slice(4)).toEqual(['open b', 'close a'])
		await kept.closeAll()
		expect(kept.size).toBe(0)
	})

	test('one in use is not closed under its user; it closes once released', async () => {
		const { kept, events } = runtimes(1)
		const a = await kept.acquire(entry('a'))
		await kept.use(entry('b'), async (scope) => {
			expect(scope.id).toBe('b')
		})
		expect(events).toEqual(['open a', 'open b', 'close b'])
		// Still open under its user.
		expect((await sql<{ one: number }>`select 1 as one`.execute(a.scope.handle.db)).rows).toEqual([
			{ one: 1 },
		])
		a.release()
		await kept.closeAll()
		expect(events).toEqual(['open a', 'open b', 'close b', 'close a'])
	})

	test('work held past its request keeps its council open until it is done', async () => {
		const { kept, events } = runtimes(1)
		// A request answered while its page is rendered again in the background.
		const request = await kept.acquire(entry('a'))
		const done = kept.hold(request.scope)
		request.release()
		await kept.use(entry('b'), async () => undefined)
		await new Promise((resolve) => setTimeout(resolve, 10))
		// Not closed under the render: the other council went instead.
		expect(events).toEqual(['open a', 'open b', 'close b'])
		expect(
			(await sql<{ one: number }>`select 1 as one`.execute(request.scope.handle.db)).rows,
		).toEqual([{ one: 1 }])
		done()
		done()
		await kept.use(entry('c'), async () => undefined)
		await new Promise((resolve) => setTimeout(resolve, 10))
		expect(events).toEqual(['open a', 'open b', 'close b', 'open c', 'close a'])
		// A scope no longer open has nothing to hold.
		const stale = kept.hold(request.scope)
		stale()
		await kept.closeAll()
	})

	test('one that cannot be made ready is reported and not kept; the next request tries again', async () => {
		const failed: string[] = []
		let attempts = 0
		const { kept } = runtimes(5, {
			prepare: async () => {
				attempts++
				throw new Error('Migration 035 failed')
			},
			failed: (council, error) => failed.push(`${council.id}: ${(error as Error).message}`),
		})
		await expect(kept.use(entry('a'), async () => undefined)).rejects.toThrow('Migration 035')
		expect(kept.size).toBe(0)
		expect(failed).toEqual(['a: Migration 035 failed'])
		await expect(kept.acquire(entry('a'))).rejects.toThrow()
		expect(attempts).toBe(2)
	})

	test('requests arriving together open a council once', async () => {
		const { kept, events } = runtimes(5)
		const scopes = await Promise.all(
			[1, 2, 3].map(() => kept.use(entry('a'), async (scope) => scope)),
		)
		expect(new Set(scopes).size).toBe(1)
		expect(events).toEqual(['open a'])
		await kept.closeAll()
	})
})
