import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { catalogs } from '#app/i18n/catalogs.server'
import { localizePath, type Locale } from '#app/i18n/locales'
import type { CouncilSettings } from '#app/features/settings/settings-schema'
import { groupLabelKeys, normalizeMenuGroups, type MenuGroup } from './menu'
import { fillPlaceholders } from '#app/utils/text'
import { menuPages } from './page-writes.server'
import { pageVars } from './page.server'
import type { PageGroup } from './types'

/** A group's label in one language: the council's wording, or the site's default. */
export function groupLabel(
	settings: Pick<CouncilSettings, 'menuGroups'>,
	group: PageGroup,
	locale: Locale,
) {
	const own = settings.menuGroups.find((g) => g.key === group)?.label[locale]?.trim()
	return own || catalogs[locale][groupLabelKeys[group]]
}

/**
 * The main menu for one language: the groups shown in the menu, in the council's order, each
 * with its published pages marked "in the menu". A group without such a page is left out.
 */
export async function loadMenu(
	db: Kysely<Database>,
	locale: Locale,
	settings: Omit<CouncilSettings, 'texts'>,
): Promise<MenuGroup[]> {
	const pages = await menuPages(db)
	// A label left empty is the page's title, which may say `{product}` like the page does.
	const vars = pageVars(settings, locale)
	return normalizeMenuGroups(settings.menuGroups)
		.filter((g) => g.inMenu)
		.map((g) => ({
			key: g.key,
			label: groupLabel(settings, g.key, locale),
			items: pages
				.filter((p) => p.menu_group === g.key)
				.map((p) => ({
					href: localizePath(locale === 'fr' ? p.path_fr : p.path_en, locale),
					label: fillPlaceholders(
						(locale === 'fr' ? p.menu_label_fr : p.menu_label_en) || p.menu_label_en,
						vars,
					),
				})),
		}))
		.filter((g) => g.items.length > 0)
}
