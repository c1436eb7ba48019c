import type { Kysely } from 'kysely'
import { ADMIN_BASE } from '#app/config'
import type { Database } from '#app/db/schema'
import { contentTable } from '#app/features/cms/content-table.server'
import { flattenResource, itemTitleOf } from '#app/features/cms/resource-revisions.server'
import { resources, type ResourceDef, type ResourceKey } from '#app/features/cms/resources'
import { flattenPage } from '#app/features/pages/page-revisions'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import type { FlatState, ItemType } from './types'

/** A content type's definition, or null for pages. */
export type ItemKind = { type: 'page' } | { type: ResourceKey; def: ResourceDef }

/** What a `type=` parameter names: 'page' or a content type's key; null for anything else. */
export function itemKind(type: string | null): ItemKind | null {
	if (type === 'page') return { type: 'page' }
	if (type && Object.hasOwn(resources, type)) {
		const key = type as ResourceKey
		return { type: key, def: resources[key] }
	}
	return null
}

export const historyPath = (type: ItemType, id: number) =>
	`${ADMIN_BASE}/history?type=${type}&id=${id}`

export const editPath = (kind: ItemKind, id: number) =>
	kind.type === 'page' ? `${ADMIN_BASE}/pages/edit?id=${id}` : `${kind.def.path}?edit=${id}`

/** How a kind of item reads in lists ("page", "news article"…). */
export const kindLabel = (kind: ItemKind): AdminMessageKey =>
	kind.type === 'page' ? 'admin.history.kind.page' : kind.def.text.item

export function flattenFor(kind: ItemKind): (content: unknown) => FlatState {
	return kind.type === 'page' ? flattenPage : flattenResource(kind.def)
}

/** The item as it now is: its title, or null when it does not exist (deleted, or never). */
export async function currentTitle(db: Kysely<Database>, kind: ItemKind, id: number) {
	if (kind.type === 'page') {
		const row = await db
			.selectFrom('pages')
			.select(['menu_label_en', 'menu_label_fr'])
			.where('id', '=', id)
			.executeTakeFirst()
		return row ? row.menu_label_en || row.menu_label_fr : null
	}
	const row = await contentTable(db, kind.def.table).find(id)
	return row
		? itemTitleOf(kind.def, row as unknown as Record<string, string | number | null>)
		: null
}

/** The label of each field of a content type (pages are labelled by the editor's own names). */
export function resourceFieldLabels(kind: ItemKind): Record<string, AdminMessageKey> {
	if (kind.type === 'page') return {}
	const labels: Record<string, AdminMessageKey> = { status: 'admin.col.status' }
	for (const field of kind.def.fields) labels[field.name] = field.label
	return labels
}
