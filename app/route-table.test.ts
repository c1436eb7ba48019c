import { describe, expect, test } from 'vitest'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from './routes'
import { publicPages } from './route-table'

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
		for (const page of publicPages) {
			const frPath = page.path === '/' ? '/fr' : `/fr${page.path}`
			const enRoute = all.find((r) => r.path === page.path && r.file === page.file)
			const frRoute = all.find((r) => r.path === frPath && r.file === page.file)
			expect(enRoute, page.path).toBeDefined()
			expect(frRoute, frPath).toBeDefined()
		}
	})

	test('unknown paths in both languages reach the 404 page', () => {
		const splats = all.filter((r) => r.file.endsWith('not-found.tsx')).map((r) => r.path)
		expect(splats.sort()).toEqual(['/*', '/fr/*'])
	})
})
