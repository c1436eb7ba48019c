import type { SiteMessageKey } from '#app/i18n/i18n'
import type { Bilingual, PageGroup } from './types'
import { pageGroups } from './types'

/**
 * The main menu's groups as the council arranged them (setting `menuGroups`): their order, their
 * label in each language (empty: the site's default wording) and whether the group is in the menu.
 * The items are the published pages of each group marked "in the menu", in their order.
 */
export interface MenuGroupSetting {
	key: PageGroup
	label: Bilingual
	inMenu: boolean
}

/** The default wording of each group's label (site catalog). */
export const groupLabelKeys: Record<PageGroup, SiteMessageKey> = {
	government: 'nav.government',
	residents: 'nav.residents',
	visitors: 'nav.visitors',
	business: 'nav.business',
	iWantTo: 'nav.iWantTo',
	services: 'services.title',
}

/** A new install's menu: every group in the usual order; communal services are reached from the home page. */
export const defaultMenuGroups: MenuGroupSetting[] = pageGroups.map((key) => ({
	key,
	label: { en: '', fr: '' },
	inMenu: key !== 'services',
}))

/** The stored arrangement with every group exactly once (a group the setting lacks goes last). */
export function normalizeMenuGroups(stored: readonly MenuGroupSetting[]): MenuGroupSetting[] {
	const seen = new Set<PageGroup>()
	const groups = stored.filter(
		(g) => pageGroups.includes(g.key) && !seen.has(g.key) && seen.add(g.key),
	)
	return [...groups, ...defaultMenuGroups.filter((g) => !seen.has(g.key))]
}

/** One menu group as a page shows it, in the page's language. */
export interface MenuGroup {
	key: PageGroup
	label: string
	items: { href: string; label: string }[]
}
