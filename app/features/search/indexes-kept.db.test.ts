import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { DbHandle } from '#app/db/client.server'
import { seedIfEmpty } from '#app/seed/seed.server'
import { createTestDb } from '../../../tests/support/db'
import { INDEXES_KEPT, SiteSearch } from './search.server'

// Serving several councils (decision 060), a process keeps at most INDEXES_KEPT search indexes
// built: the least recently searched is dropped, and built again at its next search.

let handle: DbHandle
beforeAll(async () => {
	handle = await createTestDb()
	await seedIfEmpty(handle.db, new Date('2026-11-01T09:00:00Z'))
})
afterAll(() => handle?.close())

test('at most INDEXES_KEPT indexes stay built; one dropped is built again when searched', async () => {
	const searches = Array.from({ length: INDEXES_KEPT + 1 }, () => new SiteSearch(handle.db))
	const builds = vi.spyOn(SiteSearch.prototype, 'rebuild')
	try {
		for (const search of searches)
			expect((await search.search('market', 'en')).total).toBeGreaterThan(0)
		expect(builds).toHaveBeenCalledTimes(INDEXES_KEPT + 1)
		// The most recent is still built; the first was dropped when the last was built.
		expect((await searches.at(-1)!.search('market', 'en')).total).toBeGreaterThan(0)
		expect(builds).toHaveBeenCalledTimes(INDEXES_KEPT + 1)
		expect((await searches[0]!.search('market', 'en')).total).toBeGreaterThan(0)
		expect(builds).toHaveBeenCalledTimes(INDEXES_KEPT + 2)
	} finally {
		builds.mockRestore()
	}
})
