import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { pageContentSchema } from '#app/features/pages/block-schema'
import { contentPages } from './pages/index'
import type { ContentPage } from '#app/features/pages/types'
import { catalogs } from '#app/i18n/catalogs.server'
import { mainNavigation } from './navigation'
import { TO_BE_WRITTEN } from '#app/features/setup/skeleton-pages'

/** Each page of the spec's menu: its place in its group and its label in both languages. */
const menuPlaces = new Map(
	mainNavigation.flatMap((group) =>
		group.items.map((item, i) => [
			item.href,
			{ position: i + 1, label: { en: catalogs.en[item.label], fr: catalogs.fr[item.label] } },
		]),
	),
)

/** True while a page holds the skeleton's placeholder text (`TO_BE_WRITTEN`) in either language. */
export function stillToBeWritten(page: Pick<ContentPage, 'intro' | 'blocks'>) {
	const text = JSON.stringify([page.intro, page.blocks])
	return text.includes(TO_BE_WRITTEN.en) || text.includes(TO_BE_WRITTEN.fr)
}

/**
 * Writes the information pages into an empty `pages` table: the sample council's pages on a sample
 * install, and on an existing install the first time it starts with the `pages` table (so no page
 * goes missing when pages became data). Every page written here is a standard page: it can be
 * unpublished but not deleted. Does nothing once the table holds a page.
 */
export async function seedPagesIfEmpty(
	db: Kysely<Database>,
	now = new Date(),
	source: ContentPage[] = contentPages,
): Promise<number> {
	const existing = await db
		.selectFrom('pages')
		.select((eb) => eb.fn.countAll<string | number>().as('n'))
		.executeTakeFirstOrThrow()
	if (Number(existing.n) > 0) return 0
	const stamp = now.toISOString()
	const positions = new Map<string, number>()
	const rows = source.map((page) => {
		// Pages of the spec's menu take their place and label there; the others (the communal
		// services, reached from the home page) follow, out of the menu, under their title.
		const place = menuPlaces.get(page.path)
		const position = place?.position ?? 100 + (positions.get(page.group) ?? 0)
		positions.set(page.group, (positions.get(page.group) ?? 0) + 1)
		const { title, description, intro, blocks } = page
		return {
			path_en: page.path,
			path_fr: page.path,
			menu_group: page.group,
			position,
			// A page still holding the placeholder (a new install's skeleton) is a draft until staff
			// write it: residents never read "To be written" (decision 055).
			status: stillToBeWritten(page) ? ('draft' as const) : ('published' as const),
			standard: 1,
			in_menu: place ? 1 : 0,
			menu_label_en: place?.label.en ?? title.en,
			menu_label_fr: place?.label.fr ?? title.fr,
			content: JSON.stringify(pageContentSchema.parse({ title, description, intro, blocks })),
			created_at: stamp,
			updated_at: stamp,
		}
	})
	await db.transaction().execute(async (trx) => {
		for (const row of rows) await trx.insertInto('pages').values(row).execute()
	})
	return rows.length
}
