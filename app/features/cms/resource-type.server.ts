import { localizePath, type Locale } from '#app/i18n/locales'
import type { ContentType, StoredRow } from './content-type'
import { approvePending } from './resource.server'
import {
	flattenResource,
	itemTitleOf,
	restoreDeletedResource,
	restoreResourceRevision,
} from './resource-revisions.server'
import { contentTable } from './content-table.server'
import type { ContentRow, ResourceDef, ResourceTable } from './resources'

/** What a type edited on the shared screen adds to what its definition already says. */
export type ResourceTypeParts<T extends ResourceTable> = Partial<
	Omit<ContentType, 'key' | 'table' | 'resource' | 'address'>
> & {
	/** Its items' public address; without it, the page that shows them (`publicPath`). */
	address?(row: ContentRow<T>, locale: Locale): string
}

type Row = Record<string, string | number | null>

/**
 * A content type edited on the shared list screen (decision 011): what its definition already
 * tells — its name, table, labels, where an item is edited, how it is named, its revisions and
 * its review — with what the type adds (search, preview, announcements, feeds…).
 */
export function resourceType<T extends ResourceTable>(
	def: ResourceDef<T>,
	parts: ResourceTypeParts<T> = {},
): ContentType {
	const fieldLabels: ContentType['revisions']['fieldLabels'] = { status: 'admin.col.status' }
	for (const field of def.fields) fieldLabels[field.name] = field.label
	const { address, ...rest } = parts
	return {
		key: def.key,
		table: def.table,
		itemLabel: def.text.item,
		screenLabel: def.navLabel,
		logKind: def.kind,
		resource: def,
		editPath: (id) => `${def.path}?edit=${id}`,
		title: (row) => itemTitleOf(def, row as Row),
		address: address
			? (row, locale) => address(row as ContentRow<T>, locale)
			: (_row: StoredRow, locale) => localizePath(def.publicPath ?? '/', locale),
		revisions: {
			flatten: flattenResource(def),
			fieldLabels,
			async currentTitle(db, id) {
				const row = await contentTable(db, def.table).find(id)
				return row ? itemTitleOf(def, row as unknown as Row) : null
			},
			restore: (db, id, version, author) => restoreResourceRevision(db, def, id, version, author),
			restoreDeleted: (db, id, author) => restoreDeletedResource(db, def, id, author),
		},
		...(def.publishable
			? { review: { approve: (id, user, ip) => approvePending(def, id, user, ip) } }
			: {}),
		...rest,
	}
}
