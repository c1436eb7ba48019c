import type { ContentPage } from '#app/features/pages/types'
import { businessPages } from './business'
import { governmentPages } from './government'
import { iWantToPages } from './i-want-to'
import { residentPages } from './residents'
import { servicePages } from './services'
import { visitorPages } from './visitors'

/**
 * The sample council's information pages, in menu order: written into the database on a sample
 * install (app/seed/pages.server.ts), and read by the tests that check what the site shows.
 * The site itself reads pages from the database only.
 */
export const contentPages: ContentPage[] = [
	...governmentPages,
	...residentPages,
	...visitorPages,
	...businessPages,
	...iWantToPages,
	...servicePages,
]

const byPath = new Map(contentPages.map((page) => [page.path, page]))

/** A sample page by its English path (for tests). */
export function findContentPage(path: string) {
	return byPath.get(path)
}
