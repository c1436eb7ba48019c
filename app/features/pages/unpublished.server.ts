import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import type { Locale } from '#app/i18n/locales'

/**
 * The standard pages that are drafts, by their address in `locale` (decision 055): on a new
 * install the skeleton's pages until staff write and publish them. Pages the site's own code
 * links to (the home page's services, the mayor's page, directions) leave their link out while
 * they are drafts, rather than lead a resident to "Page not found". Empty on most installs.
 */
export async function draftStandardPaths(db: Kysely<Database>, locale: Locale): Promise<string[]> {
	const rows = await db
		.selectFrom('pages')
		.select(['path_en', 'path_fr'])
		.where('standard', '=', 1)
		.where('status', '<>', 'published')
		.execute()
	return rows.map((r) => (locale === 'fr' ? r.path_fr : r.path_en))
}
