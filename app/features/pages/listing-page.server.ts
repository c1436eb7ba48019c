import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { localizePath, type Locale } from '#app/i18n/locales'
import { isLive } from '#app/features/scheduling/live.server'
import { listPages } from './pages-store.server'

/**
 * The published information page that lists items of a kind (the page with the tenders table,
 * the page with the open vacancies), wherever staff moved it: the way back from an item's own
 * page, in its breadcrumb and its "all …" link. Null when no published page has such a block.
 */
export async function listingPage(
	db: Kysely<Database>,
	kind: 'bids' | 'jobs',
	locale: Locale,
): Promise<{ href: string; title: string } | null> {
	const page = (await listPages(db)).find(
		(p) => isLive(p) && p.blocks.some((block) => block.kind === kind),
	)
	if (!page) return null
	return {
		href: localizePath(locale === 'fr' ? page.pathFr : page.path, locale),
		title: page.title[locale] || page.title.en || page.title.fr,
	}
}
