import { describe, expect, test } from 'vitest'
import { SCHEDULED_TABLES, type ItemTable } from '#app/db/content-tables'
import { locales } from '#app/i18n/locales'
import routes from '#app/routes'
import { TOPICS } from '#app/features/subscriptions/choices'
import { resourceList, type resources } from './content-types'
import { contentType, contentTypeOfTable, contentTypes } from './content-types.server'

// The registry (decision 043) against what the rest of the application assumes of it.

// Every table the shared list screen edits is a registered type's, and the other way round:
// a table added to `ItemTable` without its type, or a type on a table not listed, fails typecheck.
type RegisteredTable = (typeof resources)[keyof typeof resources]['table']
const _everyItemTableRegistered: [
	Exclude<ItemTable, RegisteredTable>,
	Exclude<RegisteredTable, ItemTable>,
] extends [never, never]
	? true
	: never = true

/** A stored row with every column an address is made from. */
const sample = {
	id: 7,
	slug: 'sample-item',
	type: 'agenda',
	link: '',
	path_en: '/residents/sample',
	path_fr: '/residents/exemple',
}

/** Every address the route config answers, without its leading slash. */
function routePaths(
	list: readonly { path?: string; children?: unknown[] }[],
	prefix = '',
): string[] {
	return list.flatMap((route) => {
		const path = route.path ? `${prefix}${route.path}` : prefix
		const children = (route.children ?? []) as { path?: string; children?: unknown[] }[]
		return [...(route.path ? [path] : []), ...routePaths(children, path ? `${path}/` : prefix)]
	})
}

describe('content types', () => {
	test('one key and one table per type', () => {
		const keys = contentTypes.map((type) => type.key)
		const tables = contentTypes.map((type) => type.table)
		expect(new Set(keys).size).toBe(keys.length)
		expect(new Set(tables).size).toBe(tables.length)
		for (const type of contentTypes) {
			expect(contentType(type.key)).toBe(type)
			expect(contentTypeOfTable(type.table)).toBe(type)
		}
	})

	test('the staff screens’ list and the server’s list name the same types, in the same order', () => {
		const served = contentTypes.flatMap((type) => (type.resource ? [type.resource] : []))
		expect(served).toEqual(resourceList)
		for (const type of contentTypes) {
			if (type.resource) expect(type.key).toBe(type.resource.key)
		}
	})

	test('every type has a public address in each language', () => {
		for (const type of contentTypes) {
			for (const locale of locales) {
				const address = type.address(sample, locale)
				expect(address, `${type.key} ${locale}`).toMatch(/^(\/|https:\/\/)/)
				if (address.startsWith('/')) {
					expect(
						address === '/fr' || address.startsWith('/fr/') || address.startsWith('/fr#'),
					).toBe(locale === 'fr')
				}
			}
		}
	})

	test('an item with a page of its own has it at its type’s address, and is searched', () => {
		for (const type of contentTypes.filter((t) => t.ownPages)) {
			const pattern = new RegExp(`^${type.ownPages!.route.replace(/:[a-z]+/gi, '[^/]+')}$`)
			expect(type.address(sample, 'en'), type.key).toMatch(pattern)
			expect(type.search, type.key).toBeTypeOf('function')
		}
	})

	test('every type has revisions, with a label for each of its form’s fields', () => {
		for (const type of contentTypes) {
			const { revisions } = type
			for (const part of ['flatten', 'currentTitle', 'restore', 'restoreDeleted'] as const) {
				expect(revisions[part], `${type.key}.${part}`).toBeTypeOf('function')
			}
			for (const field of type.resource?.fields ?? []) {
				expect(revisions.fieldLabels[field.name], `${type.key} ${field.name}`).toBe(field.label)
			}
			expect(type.editPath(3), type.key).toMatch(/^\/admin-dtima\/.+3$/)
		}
	})

	test('every table with a publication state is a type that publishes and can be reviewed', () => {
		for (const table of SCHEDULED_TABLES) {
			const type = contentTypeOfTable(table)
			expect(type, table).toBeDefined()
			expect(type!.review, table).toBeDefined()
			if (type!.resource) expect(type!.resource.publishable, table).toBe(true)
		}
		for (const type of contentTypes) {
			if (type.resource?.publishable) {
				expect(SCHEDULED_TABLES as readonly string[], type.key).toContain(type.table)
			}
		}
	})

	test('the topics residents subscribe to are the types that announce their items', () => {
		const announced = contentTypes.filter((type) => type.announcement).map((type) => type.key)
		expect([...announced].sort()).toEqual([...TOPICS].sort())
	})

	test('every file a type makes for machines has a route, in both languages', () => {
		const answered = new Set(routePaths(routes as { path?: string; children?: unknown[] }[]))
		for (const type of contentTypes) {
			for (const feed of type.feeds ?? []) {
				expect(answered, `${type.key} ${feed}`).toContain(feed.slice(1))
				expect(answered, `${type.key} /fr${feed}`).toContain(`fr${feed}`)
			}
		}
	})
})
