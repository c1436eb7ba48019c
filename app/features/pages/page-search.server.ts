import type { SearchContext, SearchDocument, SearchKind } from '#app/features/cms/content-type'
import { plainInline } from '#app/features/formatting/markdown.server'
import { isLive } from '#app/features/scheduling/live.server'
import { localizePath, type Locale } from '#app/i18n/locales'
import { listPages } from './pages-store.server'
import { resolvePage } from './resolve'
import type { Block, ResolvedPage } from './types'

/** The groups whose pages the search calls services. */
const serviceGroups = new Set(['services', 'iWantTo'])

/** Every text of a content block (titles, paragraphs, card texts, list items…) as one string. */
function blockText(block: Block<string>, includeTitle: boolean): string {
	const out: string[] = []
	// A paragraph's words without its formatting marks (decision 026).
	if (block.kind === 'prose') block = { ...block, paragraphs: block.paragraphs.map(plainInline) }
	// A picture's stored reference is not words (its description is; decision 054).
	const skip = new Set([
		'id',
		'kind',
		'icon',
		'href',
		'tone',
		'columns',
		'ordered',
		'limit',
		'image',
	])
	const walk = (value: unknown, key?: string) => {
		if (key && skip.has(key)) return
		if (typeof value === 'string') out.push(value)
		else if (Array.isArray(value)) value.forEach((v) => walk(v))
		else if (value && typeof value === 'object')
			Object.entries(value).forEach(([k, v]) => walk(v, k))
	}
	Object.entries(block).forEach(([k, v]) => {
		if (k === 'title' && !includeTitle) return
		walk(v, k)
	})
	return out.join(' ')
}

/**
 * A page and each of its titled sections (a section is reachable by its anchor), at its address
 * in this language (`own`: a page's French address may differ from its English one).
 */
function pageDocs(page: ResolvedPage, locale: Locale, own: string): SearchDocument[] {
	const type: SearchKind = serviceGroups.has(page.group) ? 'service' : 'page'
	const path = localizePath(own, locale)
	const docs: SearchDocument[] = []
	const untitled: string[] = []
	const headings: string[] = []
	page.blocks.forEach((block, i) => {
		// Buttons to other pages name those pages: they would only make this one match for them.
		if (block.kind === 'actions') return
		if (!block.title) {
			untitled.push(blockText(block, false))
			return
		}
		headings.push(block.title)
		docs.push({
			id: `section:${page.path}#${i}`,
			type,
			title: block.title,
			headings: '',
			text: blockText(block, false),
			url: `${path}#${block.id ?? `section-${i + 1}`}`,
			context: page.title,
		})
	})
	docs.unshift({
		id: `page:${page.path}`,
		type,
		title: page.title,
		headings: headings.join(' · '),
		text: [page.description, page.intro, ...untitled].join(' '),
		url: path,
	})
	return docs
}

/**
 * Every published information page as site-search documents (decision 015): the page (title,
 * description, intro, untitled blocks, its section headings) and each of its titled sections.
 */
export async function pageSearchDocuments({ db, locale, at, vars }: SearchContext) {
	const docs: SearchDocument[] = []
	for (const page of await listPages(db)) {
		if (!isLive(page, at)) continue
		const own = locale === 'fr' ? page.pathFr : page.path
		docs.push(...pageDocs(resolvePage(page, locale, vars), locale, own))
	}
	return docs
}
