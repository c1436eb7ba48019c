import type { Kysely } from 'kysely'
import { ADMIN_BASE } from '#app/config'
import type { Database } from '#app/db/schema'
import { resources } from '#app/features/cms/resources'
import { listPages } from '#app/features/pages/pages-store.server'
import type { Block } from '#app/features/pages/types'
import { localeFromPath, stripLocale, type Locale } from '#app/i18n/locales'
import { INFORMATION_PAGE_FILE, publicPages } from '#app/route-table'
import { allowedHref, FILE_PATH, formatInline, formatText, linkTargets } from './markdown.server'
import { isLive, liveAt } from '#app/features/scheduling/live.server'

/**
 * The link report (decision 026): every link in published content that leads to no page of the
 * site (404), to a deleted page (410) or to a page's old address (301, still works but should be
 * updated), and every link to another site without TLS (`http:`). Internal addresses are checked
 * against what answers them — the route table, the stored pages and the addresses pages have
 * left — without requesting anything.
 */

export type LinkItemKind = 'page' | 'news' | 'event' | 'program' | 'quickLink'
export type LinkProblemKind = 'missing' | 'gone' | 'moved' | 'insecure'

export interface LinkProblem {
	kind: LinkItemKind
	id: number
	title: string
	/** The text the link is in; 'both' for a button or quick link (one address for both sites). */
	lang: Locale | 'both'
	/** The staff screen where it is corrected. */
	editHref: string
	target: string
	problem: LinkProblemKind
	/** For 'moved': the page's current address. */
	movedTo?: string
}

interface Found {
	kind: LinkItemKind
	id: number
	title: string
	lang: Locale | 'both'
	editHref: string
	target: string
}

/** Site pages answered by a route of their own (not a stored page, not a template). */
const routePaths = new Set(
	publicPages
		.filter((p) => p.file !== INFORMATION_PAGE_FILE && !p.path.includes(':'))
		.map((p) => p.path),
)
/** Files the site makes for machines, in both languages. */
const machinePaths =
	/^\/(?:news\/feed\.xml|jobs\/feed\.xml|events\/calendar\.ics|events\/\d+\/calendar\.ics)$/

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

const textLinks = (en: string | null, fr: string | null) =>
	(['en', 'fr'] as const).flatMap((lang) =>
		linkTargets(formatText((lang === 'en' ? en : fr) ?? '')).map((target) => ({ lang, target })),
	)

/** Every link in published content, where it is. */
async function findLinks(db: Kysely<Database>): Promise<Found[]> {
	const [pages, news, events, programs, quickLinks] = await Promise.all([
		listPages(db),
		db
			.selectFrom('news')
			.select(['id', 'title_en', 'title_fr', 'content_en', 'content_fr'])
			.where(liveAt())
			.orderBy('id')
			.execute(),
		db
			.selectFrom('events')
			.select(['id', 'title_en', 'title_fr', 'description_en', 'description_fr'])
			.where(liveAt())
			.orderBy('id')
			.execute(),
		db
			.selectFrom('programs')
			.select(['id', 'title_en', 'title_fr', 'description_en', 'description_fr'])
			.where(liveAt())
			.orderBy('id')
			.execute(),
		db
			.selectFrom('quick_links')
			.select(['id', 'label_en', 'label_fr', 'href'])
			.orderBy('sort_order')
			.orderBy('id')
			.execute(),
	])
	const found: Found[] = []
	const add = (
		kind: LinkItemKind,
		id: number,
		title: string,
		editHref: string,
		links: { lang: Locale | 'both'; target: string }[],
	) => {
		for (const link of links) found.push({ kind, id, title, editHref, ...link })
	}
	for (const page of pages) {
		if (!isLive(page)) continue
		add(
			'page',
			page.id,
			page.title.en || page.title.fr,
			`${ADMIN_BASE}/pages/edit?id=${page.id}`,
			pageLinks(page.blocks),
		)
	}
	const edit = (path: string, id: number) => `${path}?edit=${id}`
	// Articles, events and programmes: a title, and a formatted text in each language.
	for (const [kind, rows, path] of [
		['news', news.map((r) => ({ ...r, en: r.content_en, fr: r.content_fr })), resources.news.path],
		[
			'event',
			events.map((r) => ({ ...r, en: r.description_en, fr: r.description_fr })),
			resources.events.path,
		],
		[
			'program',
			programs.map((r) => ({ ...r, en: r.description_en, fr: r.description_fr })),
			resources.programs.path,
		],
	] as const) {
		for (const row of rows) {
			add(
				kind,
				row.id,
				row.title_en || row.title_fr || '',
				edit(path, row.id),
				textLinks(row.en, row.fr),
			)
		}
	}
	for (const row of quickLinks) {
		add(
			'quickLink',
			row.id,
			row.label_en || row.label_fr || row.href,
			edit(resources.quickLinks.path, row.id),
			[{ lang: 'both', target: row.href }],
		)
	}
	return found
}

/** What answers site paths: the stored pages, the addresses they left, the published items. */
async function siteAnswers(db: Kysely<Database>) {
	const [pages, addresses, news, events, tenders, jobs] = await Promise.all([
		db.selectFrom('pages').select(['id', 'path_en', 'path_fr', 'status']).execute(),
		db.selectFrom('page_addresses').select(['locale', 'path', 'page_id']).execute(),
		db.selectFrom('news').select('slug').where(liveAt()).execute(),
		db.selectFrom('events').select('id').where(liveAt()).execute(),
		db.selectFrom('bids').select('slug').where(liveAt()).execute(),
		db.selectFrom('jobs').select('slug').where(liveAt()).execute(),
	])
	const published = pages.filter((p) => isLive(p))
	const live = {
		en: new Set(published.map((p) => p.path_en)),
		fr: new Set(published.map((p) => p.path_fr)),
	}
	const byId = new Map(published.map((p) => [p.id, p]))
	const left = new Map(addresses.map((a) => [`${a.locale} ${a.path}`, a.page_id]))
	const slugs = new Set(news.map((n) => n.slug))
	const eventIds = new Set(events.map((e) => String(e.id)))
	// A tender's or a vacancy's own page (decision 034), closed ones included: they still answer.
	const itemPages = new Set([
		...tenders.map((b) => `/business/bids/${b.slug}`),
		...jobs.map((j) => `/jobs/${j.slug}`),
	])

	/** What a site path answers in a language: fine, or its problem (and where it moved). */
	return (href: string, locale: Locale): { problem: LinkProblemKind; movedTo?: string } | null => {
		const raw = href.split(/[?#]/)[0] || '/'
		if (FILE_PATH.test(raw)) return null
		// A path written with /fr is checked in French, whatever text it is in.
		const lang = raw === '/fr' || raw.startsWith('/fr/') ? localeFromPath(raw) : locale
		const path = stripLocale(raw).replace(/(.)\/+$/, '$1')
		if (routePaths.has(path) || machinePaths.test(path)) return null
		if (path === ADMIN_BASE || path.startsWith(`${ADMIN_BASE}/`)) return null
		const item = /^\/(news|events)\/([^/]+)$/.exec(path)
		if (item) {
			const exists = item[1] === 'news' ? slugs.has(item[2]!) : eventIds.has(item[2]!)
			return exists ? null : { problem: 'missing' }
		}
		if (/^\/(?:business\/bids|jobs)\/[^/]+$/.test(path)) {
			let decoded = path
			try {
				decoded = decodeURIComponent(path)
			} catch {
				// A malformed escape names no item.
			}
			return itemPages.has(decoded) ? null : { problem: 'missing' }
		}
		// The other language's address of a page answers it too (301 to this language's, by design).
		if (live.en.has(path) || live.fr.has(path)) return null
		if (left.has(`${lang} ${path}`)) {
			const pageId = left.get(`${lang} ${path}`)
			if (pageId === null || pageId === undefined) return { problem: 'gone' }
			const page = byId.get(pageId)
			if (page)
				return { problem: 'moved', movedTo: lang === 'fr' ? `/fr${page.path_fr}` : page.path_en }
		}
		return { problem: 'missing' }
	}
}

const kindOrder: LinkItemKind[] = ['page', 'news', 'event', 'program', 'quickLink']

/** Every link to correct in published content, grouped by item. */
export async function linkReport(db: Kysely<Database>): Promise<LinkProblem[]> {
	const [found, answer] = await Promise.all([findLinks(db), siteAnswers(db)])
	const problems: LinkProblem[] = []
	const seen = new Set<string>()
	for (const link of found) {
		const kind = allowedHref(link.target)
		let verdict: { problem: LinkProblemKind; movedTo?: string } | null = null
		if (kind === 'site') verdict = answer(link.target, link.lang === 'fr' ? 'fr' : 'en')
		else if (kind === 'web' && /^http:/i.test(link.target)) verdict = { problem: 'insecure' }
		if (!verdict) continue
		// The same address twice in the same text is one thing to correct.
		const key = `${link.kind} ${link.id} ${link.lang} ${link.target}`
		if (seen.has(key)) continue
		seen.add(key)
		problems.push({ ...link, ...verdict })
	}
	return problems.sort(
		(a, b) =>
			kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || a.title.localeCompare(b.title),
	)
}
