import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import type { Locale } from '#app/i18n/locales'
import type { AttachedDocument } from './attached-documents'

/**
 * ATTACHED DOCUMENTS — PLACEHOLDER (issue 16 §1, decision 034). The document library, built on
 * another branch, brings a generic "attached documents" mechanism (documents linked to news,
 * events, pages, tenders and vacancies). Until it is merged, tenders and vacancies have none:
 * this returns an empty list, and the pages draw nothing. To connect it, replace this body with
 * the library's query for the documents attached to (`owner`, `id`), in the page's language.
 */
export async function attachedDocuments(
	_db: Kysely<Database>,
	_owner: 'bids' | 'jobs',
	_id: number,
	_locale: Locale,
): Promise<AttachedDocument[]> {
	return []
}
