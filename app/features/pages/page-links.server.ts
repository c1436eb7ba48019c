import type { Kysely } from 'kysely'
import type { FoundLink, LinkSource, LinkVerdict } from '#app/features/cms/content-type'
import type { Database } from '#app/db/schema'
import { formatInline, linkTargets } from '#app/features/formatting/markdown.server'
import { isLive } from '#app/features/scheduling/live.server'
import type { Locale } from '#app/i18n/locales'
import { listPages } from './pages-store.server'
import type { Block } from './types'

/** Every link address of a stored page: its paragraphs' links and its buttons. */
function pageLinks(blocks: Block<{ en: string; fr: string }>[]) {
	const out: { lang: Locale | 'both'; target: string }[] = []
	for (const block of blocks) {
		if (block.kind === 'prose') {
			for (const paragraph of block.paragraphs) {
				for (const lang of ['en', 'fr'] as const) {
					for (const target of linkTargets(formatInline(paragraph[lang])))
						out.push({ lang, target })
				}
			}
		}
		const actions =
			block.kind === 'actions'
				? block.actions
				: block.kind === 'cards'
					? block.cards.flatMap((c) => (c.action ? [c.action] : []))
					: []
		for (const action of actions) out.push({ lang: 'both', target: action.href })
	}
	return out
}

/**
 * The information pages' part of the link report (decision 026): the links of every published
 * page, and what the pages answer — their addresses in either language, an address a page left
 * (301 to where it is now) or a deleted page's (410).
 */
export function pageLinkSource(editPath: (id: number) => string): LinkSource {
	return {
		kind: 'page',
		async find(db: Kysely<Database>) {
			const found: FoundLink[] = []
			for (const page of await listPages(db)) {
				if (!isLive(page)) continue
				for (const link of pageLinks(page.blocks)) {
					found.push({
						id: page.id,
						title: page.title.en || page.title.fr,
						editHref: editPath(page.id),
						...link,
					})
				}
			}
			return found
		},
		async answers(db: Kysely<Database>) {
			const [pages, addresses] = await Promise.all([
				db.selectFrom('pages').select(['id', 'path_en', 'path_fr', 'status']).execute(),
				db.selectFrom('page_addresses').select(['locale', 'path', 'page_id']).execute(),
			])
			const published = pages.filter((p) => isLive(p))
			const live = {
				en: new Set(published.map((p) => p.path_en)),
				fr: new Set(published.map((p) => p.path_fr)),
			}
			const byId = new Map(published.map((p) => [p.id, p]))
			const left = new Map(addresses.map((a) => [`${a.locale} ${a.path}`, a.page_id]))
			return (path: string, lang: Locale): LinkVerdict | null | undefined => {
				// The other language's address of a page answers it too (301 to this language's, by design).
				if (live.en.has(path) || live.fr.has(path)) return null
				if (!left.has(`${lang} ${path}`)) return undefined
				const pageId = left.get(`${lang} ${path}`)
				if (pageId === null || pageId === undefined) return { problem: 'gone' }
				const page = byId.get(pageId)
				if (page) {
					return { problem: 'moved', movedTo: lang === 'fr' ? `/fr${page.path_fr}` : page.path_en }
				}
				return { problem: 'missing' }
			}
		},
	}
}
