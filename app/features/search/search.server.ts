import type { Kysely } from 'kysely'
import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch'
import { resolvePage } from '#app/features/pages/resolve'
import { listPages } from '#app/features/pages/pages-store.server'
import type { Block, ResolvedPage } from '#app/features/pages/types'
import { plainInline, plainText } from '#app/features/formatting/markdown.server'
import { getSettings } from '#app/features/settings/queries.server'
import type { Database } from '#app/db/schema'
import { tFor, type MessageKey } from '#app/i18n/i18n'
import { siteMessages } from '#app/features/settings/site-texts.server'
import { localizePath, locales, type Locale } from '#app/i18n/locales'
import {
	contentVersion,
	lastContentChange,
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
	withoutLittleWords,
	type TextPiece,
} from '#app/features/search/search-terms'
import { fillPlaceholders } from '#app/utils/text'
import { isLive, liveAt } from '#app/features/scheduling/live.server'
import { nextTransition } from '#app/features/scheduling/transitions.server'
import { nowIso } from '#app/platform/clock.server'
import { getSearchableDocuments } from '#app/features/documents/queries.server'

/**
 * The site search: one MiniSearch index per language over everything public — information and
 * service pages and their sections, the newsroom, events, programmes, FAQs, cabinet members and
 * bids. Built from the database and the content modules at start-up, and rebuilt when staff
 * change something: every change writes an activity-log entry in its own transaction, so the
 * newest non-sign-in entry is the content's version. Each instance checks it at most every
 * CHECK_INTERVAL_MS, so instances sharing one PostgreSQL see each other's changes within seconds.
 */

export type SearchType =
	| 'page'
	| 'service'
	| 'news'
	| 'event'
	| 'programme'
	| 'faq'
	| 'cabinet'
	| 'bid'
	| 'job'
	| 'document'

interface SearchDoc {
	id: string
	type: SearchType
	title: string
	/** Section headings of a page (matches there count more than in the body). */
	headings: string
	text: string
	/** Site path in the index's language, with a #fragment for sections. */
	url: string
	/** For a section: the page it belongs to. */
	context?: string
	/** YYYY-MM-DD: publication day of an article, day of an event. */
	date?: string
	/** The words inside a document's file (searched, not stored: excerpts come from `text`). */
	inside?: string
}

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
const STORED = ['type', 'title', 'text', 'url', 'context', 'date'] as const

const serviceGroups = new Set(['services', 'iWantTo'])

/** Every text of a content block (titles, paragraphs, card texts, list items…) as one string. */
function blockText(block: Block<string>, includeTitle: boolean): string {
	const out: string[] = []
	// A paragraph's words without its formatting marks (decision 026).
	if (block.kind === 'prose') block = { ...block, paragraphs: block.paragraphs.map(plainInline) }
	const skip = new Set(['id', 'kind', 'icon', 'href', 'tone', 'columns', 'ordered', 'limit'])
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
function pageDocs(page: ResolvedPage, locale: Locale, own: string): SearchDoc[] {
	const type: SearchType = serviceGroups.has(page.group) ? 'service' : 'page'
	const path = localizePath(own, locale)
	const docs: SearchDoc[] = []
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

/** Pages whose words live in the catalogs rather than the content modules. */
const catalogPages: { path: string; title: MessageKey; text: MessageKey[] }[] = [
	{ path: '/news', title: 'news.pageTitle', text: ['news.pageDescription', 'news.pageIntro'] },
	{
		path: '/events',
		title: 'events.pageTitle',
		text: ['events.pageDescription', 'events.pageIntro'],
	},
	{ path: '/help', title: 'help.pageTitle', text: ['help.pageDescription', 'help.pageIntro'] },
	{
		path: '/programs/agenda',
		title: 'programs.agenda.title',
		text: ['programs.agenda.pageDescription', 'programs.agenda.pageIntro'],
	},
	{
		path: '/programs/projects',
		title: 'programs.projects.title',
		text: ['programs.projects.pageDescription', 'programs.projects.pageIntro'],
	},
]

/** Everything public in one language, as search documents. */
async function collectDocs(db: Kysely<Database>, locale: Locale, at: string): Promise<SearchDoc[]> {
	const settings = await getSettings(db)
	// The pages whose words live in the catalogs are found by the wording the council gave them.
	const t = tFor(siteMessages(locale, settings.texts))
	const vars = pageVars(settings, locale)
	const pick = (en: string | null, fr: string | null) => pickLocalized({ en, fr }, locale).text
	const [pages, news, events, programs, faqs, cabinet, bids, jobs, documents] = await Promise.all([
		listPages(db),
		db.selectFrom('news').selectAll().where(liveAt(at)).execute(),
		db.selectFrom('events').selectAll().where(liveAt(at)).execute(),
		db.selectFrom('programs').selectAll().where(liveAt(at)).execute(),
		db.selectFrom('faqs').selectAll().where(liveAt(at)).execute(),
		db.selectFrom('cabinet_members').selectAll().execute(),
		db.selectFrom('bids').selectAll().where(liveAt(at)).execute(),
		db.selectFrom('jobs').selectAll().where(liveAt(at)).execute(),
		getSearchableDocuments(db, at),
	])
	const docs: SearchDoc[] = []
	for (const page of pages) {
		if (isLive(page, at)) {
			const own = locale === 'fr' ? page.pathFr : page.path
			docs.push(...pageDocs(resolvePage(page, locale, vars), locale, own))
		}
	}
	for (const page of catalogPages) {
		docs.push({
			id: `page:${page.path}`,
			type: 'page',
			title: t(page.title),
			headings: '',
			text: page.text.map((key) => t(key, vars)).join(' '),
			url: localizePath(page.path, locale),
		})
	}
	for (const row of news) {
		docs.push({
			id: `news:${row.id}`,
			type: 'news',
			title: pick(row.title_en, row.title_fr),
			headings: '',
			text: plainText(pick(row.content_en, row.content_fr)),
			url: localizePath(`/news/${row.slug}`, locale),
			date: row.published_at ?? row.created_at.slice(0, 10),
		})
	}
	for (const row of events) {
		docs.push({
			id: `event:${row.id}`,
			type: 'event',
			title: pick(row.title_en, row.title_fr),
			headings: pick(row.location_en, row.location_fr),
			text: plainText(pick(row.description_en, row.description_fr)),
			url: localizePath(`/events/${row.id}`, locale),
			date: row.date,
		})
	}
	for (const row of programs) {
		docs.push({
			id: `programme:${row.id}`,
			type: 'programme',
			title: pick(row.title_en, row.title_fr),
			headings: '',
			text: plainText(pick(row.description_en, row.description_fr)),
			url: localizePath(row.type === 'agenda' ? '/programs/agenda' : '/programs/projects', locale),
		})
	}
	for (const row of faqs) {
		docs.push({
			id: `faq:${row.id}`,
			type: 'faq',
			title: pick(row.question_en, row.question_fr),
			headings: '',
			text: fillPlaceholders(pick(row.answer_en, row.answer_fr), vars),
			url: `${localizePath('/help', locale)}#faq-${row.id}`,
		})
	}
	for (const row of cabinet) {
		docs.push({
			id: `cabinet:${row.id}`,
			type: 'cabinet',
			title: row.name,
			headings: pick(row.title_en, row.title_fr),
			text: '',
			url: localizePath('/government/cabinet', locale),
		})
	}
	for (const row of bids) {
		docs.push({
			id: `bid:${row.id}`,
			type: 'bid',
			title: pick(row.title_en, row.title_fr),
			headings: row.reference,
			text: [
				pick(row.category_en, row.category_fr),
				plainText(pick(row.description_en, row.description_fr)),
				row.awardee ?? '',
			].join(' '),
			url: localizePath(`/business/bids/${encodeURIComponent(row.slug)}`, locale),
			date: row.closing_date,
		})
	}
	// Every published vacancy, closed ones too: their pages answer, and say they are closed.
	for (const row of jobs) {
		docs.push({
			id: `job:${row.id}`,
			type: 'job',
			title: pick(row.title_en, row.title_fr),
			headings: '',
			text: [
				plainText(pick(row.description_en, row.description_fr)),
				plainText(pick(row.requirements_en, row.requirements_fr)),
			].join(' '),
			url: localizePath(`/jobs/${encodeURIComponent(row.slug)}`, locale),
			date: row.closing_date,
		})
	}
	for (const row of documents) {
		// The words inside the file (a PDF's text, read at upload) are searched in both languages.
		docs.push({
			id: `document:${row.id}`,
			type: 'document',
			title: pick(row.title_en, row.title_fr),
			headings: '',
			text: pick(row.summary_en, row.summary_fr),
			inside: withoutLittleWords(row.file_text ?? ''),
			url: localizePath(`/documents/${row.slug}`, locale),
			date: row.date,
		})
	}
	return docs
}

function newIndex(locale: Locale) {
	return new MiniSearch<SearchDoc>({
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
		boostDocument: (_id, _term, stored) =>
			stored?.type === 'news' ? recencyBoost(stored.date, now) : 1,
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
	indexes: Record<Locale, MiniSearch<SearchDoc>>
	size: number
	/** The next scheduled change (ISO), when what is public changes without anyone saving. */
	validUntil: string | null
}

export class SiteSearch {
	private built: Built | undefined
	private building: Promise<Built> | undefined
	private checkedAt = 0
	private checking: Promise<void> | undefined

	constructor(
		private readonly db: Kysely<Database>,
		private readonly interval = CHECK_INTERVAL_MS,
	) {}

	/** Builds both indexes now (server start-up), replacing what there was. */
	async rebuild(): Promise<Built> {
		if (this.building) return this.building
		this.building = (async () => {
			const version = await contentVersion(this.db)
			const builtAt = nowIso()
			const validUntil = await nextTransition(this.db, builtAt)
			const indexes = {} as Record<Locale, MiniSearch<SearchDoc>>
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
			this.built = { version, indexes, size, validUntil }
			this.checkedAt = Date.now()
			return this.built
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
		// A scheduled item went public or stopped being public: on time, on every instance.
		if (this.built.validUntil && nowIso() >= this.built.validUntil) return this.rebuild()
		const due = Date.now() - this.checkedAt >= this.interval
		const newest = newestContentVersion(this.db)
		const behind = newest !== undefined && newest !== this.built.version
		if (due || behind || lastContentChange() >= this.checkedAt) {
			this.checking ??= (async () => {
				try {
					this.checkedAt = Date.now()
					if ((await contentVersion(this.db)) !== this.built?.version) await this.rebuild()
				} finally {
					this.checking = undefined
				}
			})()
			await this.checking
		}
		return this.built!
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
