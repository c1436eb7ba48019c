import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { DbHandle } from '#app/db/client.server'
import { seedPagesIfEmpty } from '#app/seed/pages.server'
import { createTestDb } from '../../../tests/support/db'
import { contentPages } from '#app/seed/pages/index'
import { getPublishedPage, listPages } from './pages-store.server'

let handle: DbHandle
beforeAll(async () => {
	handle = await createTestDb()
})
afterAll(() => handle.close())

describe('information pages in the database', () => {
	test('an empty table receives every page of the sample council, once', async () => {
		expect(await seedPagesIfEmpty(handle.db)).toBe(contentPages.length)
		expect(await seedPagesIfEmpty(handle.db)).toBe(0)
		const pages = await listPages(handle.db)
		expect(pages).toHaveLength(contentPages.length)
		expect(pages.every((p) => p.standard && p.status === 'published')).toBe(true)
	})

	test('a page reads back exactly as it was written, by its address in either language', async () => {
		for (const source of contentPages) {
			for (const locale of ['en', 'fr'] as const) {
				const page = await getPublishedPage(handle.db, locale, source.path)
				expect(page, `${locale} ${source.path}`).not.toBeNull()
				const { title, description, intro, blocks, group, path } = page!
				expect({ title, description, intro, blocks, group, path }).toEqual({
					title: source.title,
					description: source.description,
					intro: source.intro,
					blocks: source.blocks,
					group: source.group,
					path: source.path,
				})
			}
		}
		expect(await getPublishedPage(handle.db, 'en', '/no/such/page')).toBeNull()
	})

	test('each menu group keeps the pages in their order', async () => {
		const pages = await listPages(handle.db)
		for (const group of new Set(contentPages.map((p) => p.group))) {
			expect(pages.filter((p) => p.group === group).map((p) => p.path)).toEqual(
				contentPages.filter((p) => p.group === group).map((p) => p.path),
			)
		}
	})

	test('a draft is not public, and a row that no longer fits the schema is treated as missing', async () => {
		const path = contentPages[0]!.path
		await handle.db
			.updateTable('pages')
			.set({ status: 'draft' })
			.where('path_en', '=', path)
			.execute()
		expect(await getPublishedPage(handle.db, 'en', path)).toBeNull()
		await handle.db
			.updateTable('pages')
			.set({ status: 'published', content: JSON.stringify({ title: 'not bilingual' }) })
			.where('path_en', '=', path)
			.execute()
		const error = vi.spyOn(console, 'error').mockImplementation(() => {})
		expect(await getPublishedPage(handle.db, 'en', path)).toBeNull()
		expect(error).toHaveBeenCalledWith(expect.stringContaining(path))
		error.mockRestore()
	})
})
