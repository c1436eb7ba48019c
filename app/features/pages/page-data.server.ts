import { now } from '#app/platform/clock.server'
import { getOpenJobs } from '#app/features/jobs/queries.server'
import type { Kysely } from 'kysely'
import type { Block } from '#app/features/pages/types'
import type { ItemTable } from '#app/db/content-tables'
import type { Database } from '#app/db/schema'
import { getUpcomingEvents } from '#app/features/news-events/queries.server'
import { getBids, getCabinet, searchBusinesses } from '#app/features/pages/queries.server'
import { councilToday, type Locale } from '#app/i18n/locales'
import { MAX_QUERY_LENGTH } from '#app/utils/text'
import type { ShownItem } from '#app/features/scheduling/live.server'
import type { PageData } from './page-data'
import { getLiveDocumentsByIds } from '#app/features/documents/queries.server'

/**
 * A previewed item (a bid, a vacancy, a directory entry…), shown by the page's block that lists
 * its table (decision 030).
 */
export type ShownRow = ShownItem & { table: ItemTable }

/** How many directory entries the find-a-business page lists before any search. */
const DIRECTORY_TEASER = 6

/** Loads what the page's data blocks show, and nothing for blocks it does not have. */
export async function loadPageData(
	db: Kysely<Database>,
	blocks: Block<string>[],
	locale: Locale,
	params: URLSearchParams,
	shown?: ShownRow,
): Promise<PageData> {
	const result: PageData = {}
	const at = now()
	const today = councilToday(at)
	/** The previewed item, to the block that lists its table. */
	const shownIn = (table: ItemTable) => (shown?.table === table ? shown : undefined)
	for (const block of blocks) {
		if (block.kind === 'events') {
			result.events = await getUpcomingEvents(db, locale, today, block.limit ?? 6)
		} else if (block.kind === 'cabinet') {
			result.cabinet = await getCabinet(db, locale)
		} else if (block.kind === 'bids') {
			result.bids = await getBids(db, locale, at.toISOString(), shownIn('bids'))
		} else if (block.kind === 'jobs') {
			result.jobs = await getOpenJobs(db, locale, at.toISOString(), shownIn('jobs'))
		} else if (block.kind === 'businessSearch') {
			const query = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH).trim()
			const found = await searchBusinesses(
				db,
				locale,
				query,
				query ? 50 : DIRECTORY_TEASER,
				shownIn('businesses'),
			)
			result.directory = { query, ...found }
		}
	}
	// Every documents block's documents in one query; a deleted or unpublished one is not there.
	const documentIds = blocks.flatMap((block) => (block.kind === 'documents' ? block.documents : []))
	if (documentIds.length) result.documents = await getLiveDocumentsByIds(db, locale, documentIds)
	return result
}
