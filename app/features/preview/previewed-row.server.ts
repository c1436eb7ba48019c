import type { Kysely } from 'kysely'
import type { ItemTable, ScheduledTable } from '#app/db/content-tables'
import type { Database } from '#app/db/schema'
import { contentTable } from '#app/features/cms/content-table.server'

/**
 * The stored item a preview shows (decision 030), with the changes kept aside for it laid over
 * it (decision 029), and the stored item's state for the banner; null when there is no such item.
 */
export async function previewedRow<T extends ItemTable & ScheduledTable>(
	db: Kysely<Database>,
	table: T,
	id: number,
	changes: Record<string, unknown> | null,
) {
	const stored = await contentTable(db, table).find(id)
	if (!stored) return null
	// Every scheduled table has these columns (db/content-tables.ts).
	const times = stored as { status: string; publish_at: string | null; unpublish_at: string | null }
	return {
		stored,
		row: { ...stored, ...(changes ?? {}) },
		state: { status: times.status, publishAt: times.publish_at, unpublishAt: times.unpublish_at },
	}
}
