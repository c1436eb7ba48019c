import { sql, type Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { TO_BE_WRITTEN } from '#app/features/setup/skeleton-pages'
import { localizePath } from '#app/i18n/locales'
import { listPages, type StoredPage } from './pages-store.server'
import type { ListedPage } from './page-list'

type Db = Kysely<Database>

/** Ids of the pages still holding the skeleton's "To be written" text, in either language. */
async function unwrittenIds(db: Db) {
	const rows = await db
		.selectFrom('pages')
		.select('id')
		.where((eb) =>
			eb.or([
				eb('content', 'like', `%${TO_BE_WRITTEN.en}%`),
				eb('content', 'like', `%${TO_BE_WRITTEN.fr}%`),
			]),
		)
		.execute()
	return new Set(rows.map((r) => Number(r.id)))
}

/** Ids of the pages an editor sent for review and no administrator has published yet. */
async function inReviewIds(db: Db) {
	const rows = await db
		.selectFrom('pending_changes')
		.select('item_id')
		.where('item_type', '=', 'page')
		.where('submitted_at', 'is not', null)
		.execute()
	return new Set(rows.map((r) => Number(r.item_id)))
}

/** Problems readers reported and nobody has marked handled yet, by address as read (`/fr/…`). */
async function openReports(db: Db) {
	const rows = await db
		.selectFrom('feedback')
		.select(['path', sql<number | string>`count(*)`.as('n')])
		.where('kind', '=', 'problem')
		.where('handled_at', 'is', null)
		.groupBy('path')
		.execute()
	return new Map(rows.map((r) => [r.path, Number(r.n)]))
}

/**
 * Every stored page as the list needs it, with what the views look at: the skeleton's text, a
 * review waiting, readers' reports. `listPages` reads them in menu order.
 */
export async function storedPagesListed(db: Db): Promise<(ListedPage & { page: StoredPage })[]> {
	const [stored, unwritten, review, reports] = await Promise.all([
		listPages(db),
		unwrittenIds(db),
		inReviewIds(db),
		openReports(db),
	])
	return stored.map((page) => ({
		page,
		id: page.id,
		path: page.path,
		pathFr: page.pathFr,
		title: page.title,
		group: page.group,
		status: page.status,
		publishAt: page.publishAt,
		unpublishAt: page.unpublishAt,
		updatedAt: page.updatedAt,
		inReview: review.has(page.id),
		unwritten: unwritten.has(page.id),
		reports:
			(reports.get(localizePath(page.path, 'en')) ?? 0) +
			(reports.get(localizePath(page.pathFr, 'fr')) ?? 0),
		// The list's own order (the route table's, then pages staff added) is set by the screen.
		order: 0,
	}))
}
