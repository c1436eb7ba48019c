import { getDb } from '#app/db/client.server'
import { settingsFor } from '#app/features/settings/queries.server'
import { councilToday, localeFromPath, stripLocale } from '#app/i18n/locales'
import { resolvePage } from './resolve'
import { pageCrumbs, pageVars } from './page.server'
import { loadPageData, type ShownRow } from './page-data.server'
import { getPublishedPage, type StoredPage } from './pages-store.server'
import { oldAddress } from './page-writes.server'
import { groupLabel } from './menu.server'
import { localizePath } from '#app/i18n/locales'
import { redirect } from 'react-router'
import { jsonLdAddress, serializeJsonLd, webPage } from '#app/features/feeds/structured-data.server'
import { formatInline } from '#app/features/formatting/markdown.server'
import type { Locale } from '#app/i18n/locales'
import type { Block, ShownBlock } from './types'
import { getAttachedDocuments } from '#app/features/documents/queries.server'

/** The item type an information page's attached documents are recorded under (decision 033). */
export const PAGE_ATTACHMENTS = 'pages'

/** The blocks as the page shows them: prose paragraphs formatted here, on the server. */
export function shownBlocks(blocks: Block<string>[], locale: Locale): ShownBlock[] {
	return blocks.map((block) =>
		block.kind === 'prose'
			? { ...block, paragraphs: block.paragraphs.map((p) => formatInline(p, { locale })) }
			: block,
	)
}

/**
 * An information page as the site shows it, read from the database by its address: the text in
 * the page's language with placeholders filled from the settings, its live parts (events, cabinet,
 * bids, directory), its breadcrumb and when it last changed. Null when no published page has
 * that address. Only the page's own language is sent to the browser.
 */
export async function loadInformationPage(
	request: Request,
	url: URL,
	given?: StoredPage,
	shown?: ShownRow,
	/** The request's load context: the settings are then read once for it (`settingsFor`). */
	context?: object,
) {
	const locale = localeFromPath(url.pathname)
	const db = getDb()
	// A preview passes the page (published or not, with its changes kept aside), or a bid or
	// directory entry to show in it.
	const stored = given ?? (await getPublishedPage(db, locale, stripLocale(url.pathname)))
	if (!stored) return null
	const settings = await settingsFor(db, context)
	const page = resolvePage(stored, locale, pageVars(settings, locale))
	const data = await loadPageData(db, page.blocks, locale, url.searchParams, shown)
	// A documents block whose documents were all deleted or unpublished since is left out, heading
	// and all (decision 054).
	const live = new Set(data.documents?.map((doc) => doc.id))
	const blocks = page.blocks.filter(
		(block) => block.kind !== 'documents' || block.documents.some((id) => live.has(id)),
	)
	return {
		page: {
			title: page.title,
			description: page.description,
			intro: page.intro,
			blocks: shownBlocks(blocks, locale),
			group: page.group,
		},
		data,
		attachments: await getAttachedDocuments(db, locale, PAGE_ATTACHMENTS, stored.id),
		updatedAt: stored.updatedAt,
		/** The page's address in each language (without `/fr`): its hreflang links and language switch. */
		alternatePaths: { en: stored.path, fr: stored.pathFr },
		/** The day of the last change, in the council's time zone (YYYY-MM-DD). */
		modifiedOn: councilToday(new Date(stored.updatedAt)),
		jsonLd: serializeJsonLd(
			webPage(
				{
					url: jsonLdAddress(url).url,
					name: page.title,
					description: page.description,
					dateModified: stored.updatedAt,
					inLanguage: locale,
				},
				settings,
				locale,
				jsonLdAddress(url).origin,
			),
		),
		crumbs: pageCrumbs(url, page.title, { label: groupLabel(settings, page.group, locale) }),
	}
}

export type InformationPageData = NonNullable<Awaited<ReturnType<typeof loadInformationPage>>>

/**
 * No published page at this address: an address a page has left answers 301 to where the page is
 * now (query string kept), forever; an address of a deleted page answers 'gone' (410); the other
 * language's address of a page answers 301 to this language's. Otherwise 'missing' (404).
 */
export async function missingPage(url: URL): Promise<'gone' | 'missing'> {
	const locale = localeFromPath(url.pathname)
	const path = stripLocale(url.pathname)
	const db = getDb()
	const answer = await oldAddress(db, locale, path)
	if (answer && 'moved' in answer) {
		throw redirect(localizePath(answer.moved, locale) + url.search, 301)
	}
	if (answer) return 'gone'
	// The other language's address of a page whose addresses differ (a language switch built by
	// swapping the prefix, a link typed by hand): the page in this language.
	const other = await getPublishedPage(db, locale === 'fr' ? 'en' : 'fr', path)
	const own = other && (locale === 'fr' ? other.pathFr : other.path)
	if (own && own !== path) throw redirect(localizePath(own, locale) + url.search, 301)
	return 'missing'
}
