import { useMatches, useRouteLoaderData } from 'react-router'
import type { Locale } from '#app/i18n/locales'
import type { QuickLink } from '#app/features/settings/quick-links.server'
import { fallbackSettings } from '#app/features/settings/default-settings'
import type { CouncilSettings } from '#app/features/settings/settings-schema'
import type { MenuGroup } from '#app/features/pages/menu'

/**
 * What the root loader (app/root.tsx) gives every page: declared here, not inferred from the
 * loader, so that the hooks below do not import the root route (which renders with them).
 */
/**
 * The settings every page gets: all but the council's wording of interface texts, which arrives
 * as `messageOverrides` (in this page's language only), and the menu's arrangement, which arrives
 * applied as `menu`.
 */
export type SiteSettings = Omit<CouncilSettings, 'texts' | 'menuGroups'>

export interface RootData {
	locale: Locale
	/**
	 * A staff screen: its texts are the staff catalog of `locale` (i18n/staff-catalog.ts). No page
	 * carries its catalog here: a public page's comes with its language's layout route
	 * (i18n/site-catalog.ts), a staff screen's is a script of its own; the browser keeps either.
	 */
	staff?: true
	/** Public pages: the council's wording of the texts it rewords, in this page's language. */
	messageOverrides?: Readonly<Record<string, string>>
	settings: SiteSettings
	quickLinks: QuickLink[]
	/** The main menu in this page's language (empty in the staff area). */
	menu: MenuGroup[]
	/** The site's public origin (PUBLIC_URL, or the request's own). */
	origin: string
	/** Public pages: standard pages that are drafts (decision 055); links to them are left out. */
	draftPages?: string[]
	/**
	 * The browser asked to save data (`Save-Data: on`, issue 34): decorative pictures are left out
	 * and the others sent at their smallest width.
	 */
	saveData?: true
}

export function useRootData(): RootData | undefined {
	return useRouteLoaderData('root') as RootData | undefined
}

/** Did the browser ask to save data (`Save-Data: on`)? */
export function useSaveData(): boolean {
	return useRootData()?.saveData === true
}

export function useSettings(): SiteSettings {
	return useRootData()?.settings ?? fallbackSettings
}

/** The main menu the council arranged, in this page's language. */
export function useMenu(): MenuGroup[] {
	return useRootData()?.menu ?? []
}

/**
 * The current page's address in each language (without `/fr`) when its route says so (an
 * information page whose French address differs from its English one), for its hreflang links
 * and the language switch. Other pages are the same path under `/fr`.
 */
export function usePageAlternates(): { en: string; fr: string } | undefined {
	const matches = useMatches()
	for (let i = matches.length - 1; i >= 0; i--) {
		const data = matches[i]!.data as { alternatePaths?: { en: string; fr: string } } | undefined
		if (data && typeof data === 'object' && data.alternatePaths) return data.alternatePaths
	}
	return undefined
}

/**
 * False for a standard page that is still a draft (a new install's skeleton, decision 055): the
 * site's own links to it are left out rather than lead to "Page not found".
 */
export function usePagePublished(path: string): boolean {
	return !useRootData()?.draftPages?.includes(path)
}
