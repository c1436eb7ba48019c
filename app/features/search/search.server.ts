import type { Kysely } from 'kysely'
import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch'
import type { SearchContext, SearchDocument, SearchKind } from '#app/features/cms/content-type'
import { contentTypes } from '#app/features/content-types.server'
import { getSettings } from '#app/features/settings/queries.server'
import type { Database } from '#app/db/schema'
import { tFor } from '#app/i18n/i18n'
import { siteMessages } from '#app/features/settings/site-texts.server'
import { locales, type Locale } from '#app/i18n/locales'
import {
	contentVersion,
	localContentChanges,
	newestContentVersion,
} from '#app/db/content-changes.server'
import { pickLocalized } from '#app/utils/localized'
import { pageVars } from '#app/features/pages/page.server'
import {
	excerptAround,
	markMatches,
	queryTerms,
	searchTerm,
	searchWords,
	synonymsOf,
	type TextPiece,
} from '#app/features/search/search-terms'
import { nextTransition } from '#app/features/scheduling/next-transition.server'
import { elapsed, nowIso, nowMs } from '#app/platform/clock.server'

/**
 * The site search: one MiniSearch index per language over everything public — each content
 * type's search documents (information and service pages and their sections, the list pages, the
 * newsroom, events, programmes, FAQs, cabinet members, tenders, vacancies, documents). Built from
 * the database at start-up, and rebuilt when staff
 * change something: every change writes an activity-log entry in its own transaction, so the
 * newest non-sign-in entry is the content's version. Each instance checks it at most every
 * CHECK_INTERVAL_MS, so instances sharing one PostgreSQL see each other's changes within seconds.
 */

/** What a result is: a page, a service, an article… (its `search.type.*` text). */
export type SearchType = SearchKind

export interface SearchHit {
	type: SearchType
	title: TextPiece[]
	excerpt: TextPiece[]
	url: string
	context?: string
	date?: string
}

interface SearchPage {
	total: number
	hits: SearchHit[]
}

const CHECK_INTERVAL_MS = 2000
/** Results looked at per query (a person reads the first page or two). */
const MAX_RESULTS = 100
/** At most this many results per page (the page itself and its sections). */
const PER_PAGE_PATH = 2
const FIELDS = ['title', 'headings', 'text', 'inside'] as const
const STORED = ['type', 'title', 'text', 'url', 'context', 'date', 'recent'] as const

/** Everything public in one language, as each content type makes its search documents. */
async function collectDocs(
	db: Kysely<Database>,
	locale: Locale,
	at: string,
): Promise<SearchDocument[]> {
	const settings = await getSettings(db)
	const context: SearchContext = {
		db,
		locale,
		at,
		// The pages whose words live in the catalogs are found by the wording the council gave them.
		t: tFor(siteMessages(locale, settings.texts)),
		vars: pageVars(settings, locale),
		pick: (en, fr) => pickLocalized({ en, fr }, locale).text,
	}
	const made = await Promise.all(contentTypes.map((type) => type.search?.(context) ?? []))
	return made.flat()
}

function newIndex(locale: Locale) {
	return new MiniSearch<SearchDocument>({
		fields: [...FIELDS],
		storeFields: [...STORED],
		tokenize: searchWords,
		processTerm: (word) => searchTerm(word, locale),
	})
}

/** Typos forgiven: none in short words, one in words of 4–6 letters, two in longer ones. */
function fuzziness(term: string) {
	if (term.length < 4) return false
	return term.length < 7 ? 1 : 2
}

const DAY_MS = 86_400_000

/** Recent news first among equals: a new article counts up to 1.5×, fading over a few months. */
function recencyBoost(date: unknown, now: number) {
	if (typeof date !== 'string') return 1
	const age = Math.max(0, (now - Date.parse(date)) / DAY_MS)
	return Number.isFinite(age) ? 1 + 0.5 * 2 ** (-age / 120) : 1
}

function searchOptions(now: number): SearchOptions {
	return {
		fields: [...FIELDS],
		boost: { title: 5, headings: 2, text: 1, inside: 1 },
		prefix: false,
		fuzzy: fuzziness,
		maxFuzzy: 2,
		// The query is already split into index terms (see queryTerms).
		tokenize: (query) => query.split(' '),
		processTerm: (term) => term,
		boostDocument: (_id, _term, stored) => (stored?.recent ? recencyBoost(stored.date, now) : 1),
	}
}

/**
 * The query as MiniSearch combinations: each word (or one of its synonyms, which count less), and
 * every word (AND) or any of them (OR). Only the last word may be unfinished, as the person types:
 * "certif" finds "certificate", but a finished word is not stretched into longer ones.
 */
function queryTree(terms: string[], locale: Locale, combineWith: 'AND' | 'OR'): Query {
	return {
		combineWith,
		queries: terms.map((term, i) => {
			const own: Query = { queries: [term], prefix: i === terms.length - 1 && term.length >= 2 }
			const others = synonymsOf(term, locale)
			if (others.length === 0) return own
			return {
				combineWith: 'OR',
				queries: [own, { queries: [others.join(' ')], combineWith: 'OR', boostTerm: () => 0.6 }],
			}
		}),
	}
}

/** The indexes of both languages, and the content version they were built from. */
interface Built {
	version: string
	indexes: Record<Locale, MiniSearch<SearchDocument>>
	size: number
	/** The next scheduled change (ISO), when what is public changes without anyone saving. */
	validUntil: string | null
}

/**
 * Indexes kept built at once in the process (2.5 MB of heap each for the sample council's site):
 * serving several councils (decision 060), the least recently searched beyond these is dropped,
 * and built again at its next search. Serving one council, there is one.
 */
export const INDEXES_KEPT = 4
/** The searches whose indexes are built, the least recently used first (a Set keeps its order). */
const builtIndexes = new Set<SiteSearch>()
function indexUsed(search: SiteSearch) {
	builtIndexes.delete(search)
	builtIndexes.add(search)
	for (const oldest of builtIndexes) {
		if (builtIndexes.size <= INDEXES_KEPT) break
		builtIndexes.delete(oldest)
		oldest.release()
	}
}

export class SiteSearch {
	private built: Built | undefined
	private building: Promise<Built> | undefined
	private checkedAt = 0
	/** The count of local changes when the version was last read. */
	private changesSeen = -1
	private checking: Promise<void> | undefined

	private readonly interval: number
	private readonly now: () => number
	private readonly localChanges: () => number

	/**
	 * `interval`: how often, on `now`'s clock, the content version is read for changes made through
	 * other instances; `localChanges`: the count of changes made through this one (read at once).
	 * Both default to the server's; tests give their own to play two instances in one process.
	 */
	constructor(
		private readonly db: Kysely<Database>,
		{
			interval = CHECK_INTERVAL_MS,
			now = nowMs,
			localChanges = localContentChanges,
		}: { interval?: number; now?: () => number; localChanges?: () => number } = {},
	) {
		this.interval = interval
		this.now = now
		this.localChanges = localChanges
	}

	/** Builds both indexes now (server start-up), replacing what there was. */
	async rebuild(): Promise<Built> {
		if (this.building) return this.building
		this.building = (async () => {
			const started = this.now()
			const changes = this.localChanges()
			const version = await contentVersion(this.db)
			const builtAt = nowIso()
			const validUntil = await nextTransition(this.db, builtAt)
			const indexes = {} as Record<Locale, MiniSearch<SearchDocument>>
			let size = 0
			for (const locale of locales) {
				const index = newIndex(locale)
				const docs = await collectDocs(this.db, locale, builtAt)
				// In chunks, letting other requests in between: indexing the whole site at once held the
				// event loop for 70–95 ms here, just after each change, when a crowd may be reading. (Not
				// smaller: under load each chunk waits a turn of the loop, and pages wait for the index.)
				await index.addAllAsync(docs, { chunkSize: 100 })
				indexes[locale] = index
				size += docs.length
			}
			const built = { version, indexes, size, validUntil }
			this.built = built
			this.checkedAt = started
			this.changesSeen = changes
			indexUsed(this)
			return built
		})()
		try {
			return await this.building
		} finally {
			this.building = undefined
		}
	}

	/** The current indexes, rebuilt first when the content changed since they were built. */
	async indexes(): Promise<Built> {
		if (!this.built) return this.rebuild()
		indexUsed(this)
		// A scheduled item went public or stopped being public: on time, on every instance.
		if (this.built.validUntil && nowIso() >= this.built.validUntil) return this.rebuild()
		const due = elapsed(this.checkedAt, this.now()) >= this.interval
		const newest = newestContentVersion(this.db)
		const behind = newest !== undefined && newest !== this.built.version
		if (due || behind || this.localChanges() !== this.changesSeen) {
			this.checking ??= (async () => {
				try {
					this.checkedAt = this.now()
					this.changesSeen = this.localChanges()
					if ((await contentVersion(this.db)) !== this.built?.version) await this.rebuild()
				} finally {
					this.checking = undefined
				}
			})()
			await this.checking
		}
		// (Released meanwhile, to keep within INDEXES_KEPT: built again.)
		return this.built ?? this.rebuild()
	}

	/** Drops the built indexes (their memory); the next search builds them again. */
	release() {
		this.built = undefined
	}

	/** One page of results for a query, best first. An empty query or only little words: none. */
	async search(
		query: string,
		locale: Locale,
		{ offset = 0, limit = 10, now = Date.now() } = {},
	): Promise<SearchPage> {
		const terms = queryTerms(query, locale)
		if (terms.length === 0) return { total: 0, hits: [] }
		const built = await this.indexes()
		const kept = keptResults(
			built,
			`${locale} ${terms.join(' ')} ${Math.floor(now / 60_000)}`,
			() => this.results(built, terms, locale, now),
		)
		return {
			total: kept.length,
			hits: kept.slice(offset, offset + limit).map((r) => keptHit(built, r, locale)),
		}
	}

	/** Every result of a query, best first, at most MAX_RESULTS and PER_PAGE_PATH per page. */
	private results(built: Built, terms: string[], locale: Locale, now: number) {
		const index = built.indexes[locale]
		const options = searchOptions(now)
		// Results with every word first; then, after them, those with only some of the words.
		const all = index.search(queryTree(terms, locale, 'AND'), options)
		if (terms.length > 1 && all.length < MAX_RESULTS) {
			const seen = new Set(all.map((r) => r.id))
			for (const r of index.search(queryTree(terms, locale, 'OR'), options)) {
				if (!seen.has(r.id)) all.push(r)
			}
		}
		const perPath = new Map<string, number>()
		const kept: SearchResult[] = []
		for (const result of all) {
			const path = String(result.url).split('#')[0]!
			const count = perPath.get(path) ?? 0
			if (count >= PER_PAGE_PATH) continue
			perPath.set(path, count + 1)
			kept.push(result)
			if (kept.length === MAX_RESULTS) break
		}
		return kept
	}
}

/** Each index build's result lists, by language, query terms and minute. */
const resultsOf = new WeakMap<Built, Map<string, SearchResult[]>>()
/** Result lists kept per build (each at most MAX_RESULTS references into the index). */
const RESULTS_KEPT = 100

/**
 * A query's results, found once per index build and minute (the minute because news is ranked
 * by its age: the same as a results page the page cache keeps for its minute). The next pages of
 * a query, and the same query asked again, read the list found first.
 */
function keptResults(built: Built, key: string, find: () => SearchResult[]) {
	let lists = resultsOf.get(built)
	if (!lists) {
		lists = new Map()
		resultsOf.set(built, lists)
	}
	let list = lists.get(key)
	if (!list) {
		list = find()
		if (lists.size >= RESULTS_KEPT) lists.clear()
		lists.set(key, list)
	}
	return list
}

/** Each index build's results as hits, by language, document and matched terms. */
const hitsOf = new WeakMap<Built, Map<string, SearchHit>>()
/** Hits kept per build: a results page shows ten, a popular query's over and over. */
const HITS_KEPT = 2_000

/**
 * A result as a hit, made once per index build for the same document and matched words: its
 * title and excerpt marked (the excerpt folds and scans the document's whole text, ~0.05 ms for
 * each of a page's ten). A rebuild (any content change) starts afresh.
 */
function keptHit(built: Built, result: SearchResult, locale: Locale): SearchHit {
	let hits = hitsOf.get(built)
	if (!hits) {
		hits = new Map()
		hitsOf.set(built, hits)
	}
	const key = `${locale} ${result.id} ${[...result.terms].sort().join(' ')}`
	let hit = hits.get(key)
	if (!hit) {
		hit = toHit(result, locale)
		if (hits.size >= HITS_KEPT) hits.clear()
		hits.set(key, hit)
	}
	return hit
}

function toHit(result: SearchResult, locale: Locale): SearchHit {
	const matched = new Set(result.terms)
	const text = String(result.text ?? '')
	return {
		type: result.type as SearchType,
		title: markMatches(String(result.title), matched, locale),
		excerpt: text ? excerptAround(text, matched, locale) : [],
		url: String(result.url),
		...(result.context ? { context: String(result.context) } : {}),
		...(result.date ? { date: String(result.date) } : {}),
	}
}

const services = new WeakMap<Kysely<Database>, SiteSearch>()

/** The search of this app instance's database (one per database connection). */
export function siteSearch(db: Kysely<Database>): SiteSearch {
	let service = services.get(db)
	if (!service) {
		service = new SiteSearch(db)
		services.set(db, service)
	}
	return service
}
