import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { getDb } from '#app/db/client.server'
import { keptForContent } from '#app/features/scheduling/content-state.server'
import { settingsChangedAt, settingsFor } from '#app/features/settings/queries.server'
import type { CouncilSettings, SettingKey } from '#app/features/settings/settings-schema'
import { normalizeMenuGroups } from '#app/features/pages/menu'
import { listLivePages } from '#app/features/pages/pages-store.server'
import { pageCrumbs, pageVars } from '#app/features/pages/page.server'
import { resolvePage } from '#app/features/pages/resolve'
import type { Block } from '#app/features/pages/types'
import { createT } from '#app/i18n/catalogs.server'
import { councilToday, localeFromPath, localizePath, type Locale } from '#app/i18n/locales'
import { isServicePage, pocketBlockKinds } from './service-page'

/** A block the guide shows of a service page: its fees, its lists (documents, steps), its facts. */
export type PocketBlock = Extract<Block<string>, { kind: (typeof pocketBlockKinds)[number] }>

/** A service page as the guide shows it, in one language. */
export interface PocketService {
	id: number
	/** The page's address in the guide's language (`/fr/…` in French). */
	href: string
	title: string
	blocks: PocketBlock[]
}

/**
 * The settings the guide shows (emergency numbers, the office's address, phone, email and hours)
 * and those its texts are filled from: a change to any of them dates the guide.
 */
export const pocketSettingKeys = [
	'emergencyNumbers',
	'postalAddress',
	'phone',
	'email',
	'officeHours',
	'hallHours',
	'name',
] as const satisfies readonly SettingKey[]

const isPocketBlock = (block: Block<string>): block is PocketBlock =>
	(pocketBlockKinds as readonly string[]).includes(block.kind)

/**
 * The pocket guide's content in one language, from the database: every live service page
 * (`isServicePage`), in the council's menu order (its groups' order, then each page's place), with
 * its fees, lists and facts blocks in the page's own order, texts filled from the settings; and
 * `updatedAt`, the newest change among those pages and the settings the guide shows (ISO), or null.
 */
export async function pocketGuide(
	db: Kysely<Database>,
	locale: Locale,
	settings: Pick<
		CouncilSettings,
		'name' | 'phone' | 'email' | 'postalAddress' | 'officeHours' | 'menuGroups'
	>,
): Promise<{ services: PocketService[]; updatedAt: string | null }> {
	const [pages, settingsChanged] = await Promise.all([
		listLivePages(db),
		settingsChangedAt(db, pocketSettingKeys),
	])
	const groupOrder = normalizeMenuGroups(settings.menuGroups).map((g) => g.key)
	const vars = pageVars(settings, locale)
	const services = pages
		.filter(isServicePage)
		.sort(
			(a, b) =>
				groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group) ||
				a.position - b.position ||
				a.id - b.id,
		)
	let updatedAt = settingsChanged
	for (const page of services)
		if (!updatedAt || page.updatedAt > updatedAt) updatedAt = page.updatedAt
	return {
		services: services.map((page) => {
			const resolved = resolvePage(page, locale, vars)
			return {
				id: page.id,
				href: localizePath(locale === 'fr' ? page.pathFr : page.path, locale),
				title: resolved.title,
				// A list left empty in this language (every item written in the other only) is left out.
				blocks: resolved.blocks.filter(isPocketBlock).filter((block) => block.items.length > 0),
			}
		}),
		updatedAt,
	}
}

/**
 * `/pocket` and `/fr/pocket`: the guide, its breadcrumb, and the day it was last updated in the
 * council's time zone (YYYY-MM-DD, as an information page's "Date modified"). The guide is kept
 * while the content is unchanged (`keptForContent`): the page cache stores the page itself.
 */
export async function loadPocketGuide(url: URL, context?: object) {
	const locale = localeFromPath(url.pathname)
	const db = getDb()
	const settings = await settingsFor(db, context)
	const guide = await keptForContent(db, context, `pocket:${locale}`, () =>
		pocketGuide(db, locale, settings),
	)
	return {
		services: guide.services,
		updatedOn: guide.updatedAt ? councilToday(new Date(guide.updatedAt)) : null,
		crumbs: pageCrumbs(url, createT(locale)('pocket.pageTitle')),
	}
}

export type PocketGuideData = Awaited<ReturnType<typeof loadPocketGuide>>

/**
 * `/pocket/offline` and `/fr/pocket/offline`: what the service worker shows for a page it has not
 * stored when there is no connection. Its content is the settings' (emergency numbers) and the
 * catalog's; only the breadcrumb comes from here.
 */
export function loadPocketOffline(url: URL) {
	const t = createT(localeFromPath(url.pathname))
	return {
		crumbs: pageCrumbs(url, t('pocket.offline.title'), {
			label: t('pocket.pageTitle'),
			href: localizePath('/pocket', localeFromPath(url.pathname)),
		}),
	}
}

export type PocketOfflineData = ReturnType<typeof loadPocketOffline>
