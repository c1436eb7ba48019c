import { data } from 'react-router'
import { isLive } from '#app/features/scheduling/live.server'
import { getDb } from '#app/db/client.server'
import { listPages } from '#app/features/pages/pages-store.server'
import { pageCrumbs } from '#app/features/pages/page.server'
import { createT } from '#app/i18n/catalogs.server'
import { localeFromPath, localizePath, type Locale } from '#app/i18n/locales'
import { cleanQuery, MAX_SEARCH_QUERY } from './search-terms'
import { siteSearch, type SearchHit } from './search.server'

const PER_PAGE = 10
const MAX_PAGE = 10
const SUGGESTIONS = 5

/** The services people come for most, offered before they type and when nothing matched. */
async function popularServices(locale: Locale) {
	return (await listPages(getDb()))
		.filter((page) => isLive(page))
		.filter((page) => page.group === 'services' || page.group === 'iWantTo')
		.map((page) => ({ href: localizePath(page.path, locale), title: page.title[locale] }))
}

/**
 * Site search (`GET /search?q=`, app/routes/site/search.tsx): a plain form and a server-rendered list of results, so it works
 * the same without JavaScript. See features/search/search.server.ts for what is indexed and how it ranks.
 */
export async function searchPage(request: Request, url: URL) {
	const locale = localeFromPath(url.pathname)
	const raw = url.searchParams.get('q') ?? ''
	const query = cleanQuery(raw)
	const truncated = raw.replace(/\s+/g, ' ').trim().length > MAX_SEARCH_QUERY
	const requested = Number.parseInt(url.searchParams.get('page') ?? '1', 10)
	const page = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), MAX_PAGE) : 1
	const started = performance.now()
	const { total, hits } = query
		? await siteSearch(getDb()).search(query, locale, {
				offset: (page - 1) * PER_PAGE,
				limit: PER_PAGE,
			})
		: { total: 0, hits: [] as SearchHit[] }
	// A page of results past the last is no page (issue 32): a 404, never stored.
	if (page > Math.max(1, Math.ceil(total / PER_PAGE))) throw data(null, { status: 404 })
	// How long the index took, for the bench (bench/search.js) and anyone looking at the network.
	const timing = searchTiming(started)
	return {
		results: {
			query,
			truncated,
			page,
			pages: Math.max(1, Math.ceil(total / PER_PAGE)),
			total,
			hits,
			popular: total === 0 ? await popularServices(locale) : [],
			crumbs: pageCrumbs(url, createT(locale)('search.pageTitle')),
		},
		timing,
		// A search as typed (not a later page): what it found.
		found: query && page === 1 ? total : undefined,
	}
}

const searchTiming = (started: number) => `search;dur=${(performance.now() - started).toFixed(2)}`

/** What the search field's suggestions (search-suggestions.island.ts) receive. */
export interface SearchSuggestions {
	/** How many pages match in all. */
	total: number
	/** The first few, each with its kind (and where it is) in the address's language. */
	hits: { url: string; title: string; kind: string }[]
}

/**
 * The search field's suggestions (`GET /search/suggest?q=`, app/routes/resources/search-suggest.ts):
 * the first few pages a search finds, titles only, as JSON. Asked as one types, so not counted as
 * a search on the dashboard (decision 056); stored by the page cache as the search pages are.
 */
export async function searchSuggestions(url: URL) {
	const locale = localeFromPath(url.pathname)
	const query = cleanQuery(url.searchParams.get('q') ?? '')
	const started = performance.now()
	const { total, hits } = query
		? await siteSearch(getDb()).search(query, locale, { offset: 0, limit: SUGGESTIONS })
		: { total: 0, hits: [] as SearchHit[] }
	const t = createT(locale)
	const suggestions: SearchSuggestions = {
		total,
		hits: hits.map((hit) => {
			const kind = t(`search.type.${hit.type}`)
			return {
				url: hit.url,
				title: hit.title.map((piece) => piece.text).join(''),
				kind: hit.context ? `${kind} · ${hit.context}` : kind,
			}
		}),
	}
	return { suggestions, timing: searchTiming(started) }
}

/** The header that carries `found` (the dashboard counts searches that found nothing). */
export { SEARCH_RESULTS_HEADER } from '#app/features/analytics/counting.server'
