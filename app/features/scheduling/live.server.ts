import { sql, type RawBuilder, type SqlBool } from 'kysely'
import { nowIso } from '#app/platform/clock.server'

/**
 * What the public sees (decision 028): a published item between its publish and unpublish times.
 * Every public query of a table with a publication state filters with this, at the moment of the
 * request, so a scheduled change happens on time on every instance, with no job to run it.
 */
export function liveAt(at: string = nowIso()): RawBuilder<SqlBool> {
	return sql<SqlBool>`(status = 'published' and (publish_at is null or publish_at <= ${at}) and (unpublish_at is null or unpublish_at > ${at}))`
}

/** The same rule for an item already read. */
export function isLive(
	item: { status: string; publishAt?: string | null; unpublishAt?: string | null },
	at: string = nowIso(),
): boolean {
	if (item.status !== 'published') return false
	if (item.publishAt && item.publishAt > at) return false
	if (item.unpublishAt && item.unpublishAt <= at) return false
	return true
}

/**
 * The item a staff preview shows on a list page (decision 030): listed whatever its state, with
 * its changes kept aside (decision 029) laid over the stored row.
 */
export interface ShownItem {
	id: number
	changes: Record<string, unknown> | null
}

/** `liveAt()`, or the previewed item whatever its state. */
export function liveOrShown(shown?: ShownItem): RawBuilder<SqlBool> {
	return shown ? sql<SqlBool>`(${liveAt()} or id = ${shown.id})` : liveAt()
}

/** Rows read with `liveOrShown`, the previewed one with its changes laid over it. */
export function withShown<R extends { id: number }>(rows: R[], shown?: ShownItem): R[] {
	if (!shown?.changes) return rows
	return rows.map((row) => (row.id === shown.id ? ({ ...row, ...shown.changes } as R) : row))
}
