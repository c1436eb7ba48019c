import { describe, expect, test } from 'vitest'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from './routes'
import { INFORMATION_PAGE_FILE, publicPages } from './route-table'

function flatten(
	entries: RouteConfigEntry[],
	parent = '',
): { id: string; path: string; file: string }[] {
	return entries.flatMap((entry) => {
		const path = entry.index
			? parent || '/'
			: [parent, entry.path].filter(Boolean).join('/').replace(/\/+/g, '/')
		const here =
			entry.path !== undefined || entry.index
				? [{ id: entry.id ?? '', path: path.startsWith('/') ? path : `/${path}`, file: entry.file }]
				: []
		return [...here, ...flatten(entry.children ?? [], entry.path ? path : parent)]
	})
}

describe('route table', () => {
	const all = flatten(routes as RouteConfigEntry[])

	test('every route id is unique', () => {
		const ids = all.map((r) => r.id)
		expect(new Set(ids).size).toBe(ids.length)
	})

	test('every public page exists in English and under /fr, with the same module', () => {
		for (const page of publicPages.filter((p) => p.file !== INFORMATION_PAGE_FILE)) {
			const frPath = page.path === '/' ? '/fr' : `/fr${page.path}`
			const enRoute = all.find((r) => r.path === page.path && r.file === page.file)
			const frRoute = all.find((r) => r.path === frPath && r.file === page.file)
			expect(enRoute, page.path).toBeDefined()
			expect(frRoute, frPath).toBeDefined()
		}
	})

	test('information pages have no route each: the catch-all reaches them in both languages', () => {
		const informationPages = publicPages.filter((p) => p.file === INFORMATION_PAGE_FILE)
		expect(informationPages.length).toBeGreaterThan(20)
		for (const page of informationPages) {
			expect(all.some((r) => r.path === page.path || r.path === `/fr${page.path}`)).toBe(false)
		}
		expect(
			all
				.filter((r) => r.file === INFORMATION_PAGE_FILE)
				.map((r) => r.path)
				.sort(),
		).toEqual(['/*', '/fr/*'])
	})

	test('unknown paths in both languages reach the 404 page', () => {
		const splats = all.filter((r) => r.file.endsWith('not-found.tsx')).map((r) => r.path)
		expect(splats.sort()).toEqual(['/*', '/fr/*'])
	})
})
