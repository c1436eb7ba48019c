import { scheduleState } from '#app/features/scheduling/schedule'
import { pageGroups, type Bilingual, type PageGroup } from './types'

/**
 * The Pages list's filters, views and order (decision 053), as plain functions of the pages: a
 * council has tens of pages, a few hundred at most, so the list is worked out from all of them
 * (in both databases alike, accents and capitals ignored in a search) rather than in SQL.
 */

export const PAGE_STATES = ['published', 'scheduled', 'draft', 'ended', 'review'] as const
export type PageState = (typeof PAGE_STATES)[number]

export const PAGE_SORTS = ['menu', 'changed', 'oldest', 'title'] as const
export type PageSort = (typeof PAGE_SORTS)[number]

/** The named views: pages still to write, pages nobody touched for a year, pages readers reported. */
export const PAGE_VIEWS = ['unwritten', 'stale', 'reported'] as const
export type PageView = (typeof PAGE_VIEWS)[number]

export const PAGES_PER_SCREEN = 50

export interface PageFilter {
	q: string
	group: PageGroup | ''
	state: PageState | ''
	sort: PageSort
	view: PageView | ''
	page: number
}

/** One row of the list: a stored page, or one of the site's own pages (no id, state or date). */
export interface ListedPage {
	id: number | null
	path: string
	pathFr: string
	title: Bilingual
	group: PageGroup | null
	status: 'draft' | 'published' | null
	publishAt: string | null
	unpublishAt: string | null
	/** When it last changed (ISO), for stored pages. */
	updatedAt: string | null
	/** Waiting for an administrator's review (decision 029). */
	inReview: boolean
	/** Still holds the skeleton's "To be written" text (features/setup/skeleton-pages). */
	unwritten: boolean
	/** Problems reported by readers and not yet handled (decision 038), both languages together. */
	reports: number
	/** The menu's order: its group's place, then its place in the group. */
	order: number
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
	value !== null && (list as readonly string[]).includes(value) ? (value as T) : ''

export function readPageFilter(params: URLSearchParams): PageFilter {
	return {
		q: (params.get('q') ?? '').trim().slice(0, 100),
		group: oneOf(pageGroups, params.get('group')),
		state: oneOf(PAGE_STATES, params.get('state')),
		sort: oneOf(PAGE_SORTS, params.get('sort')) || 'menu',
		view: oneOf(PAGE_VIEWS, params.get('view')),
		page: Math.max(1, Math.min(10_000, Math.trunc(Number(params.get('page'))) || 1)),
	}
}

/** The list's address for a filter (what is at its default left out), to link, share or bookmark. */
export function filterQuery(filter: PageFilter): string {
	const params = new URLSearchParams()
	if (filter.view) params.set('view', filter.view)
	if (filter.q) params.set('q', filter.q)
	if (filter.group) params.set('group', filter.group)
	if (filter.state) params.set('state', filter.state)
	if (filter.sort !== 'menu') params.set('sort', filter.sort)
	if (filter.page > 1) params.set('page', String(filter.page))
	return params.size ? `?${params}` : ''
}

/** Text as a search compares it: lower case, without accents ("Équipe" finds "equipe"). */
export const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** The council's date a year before `today` (YYYY-MM-DD); 29 February goes back to the 28th. */
export function yearBefore(today: string) {
	const year = String(Number(today.slice(0, 4)) - 1).padStart(4, '0')
	const rest = today.slice(4) === '-02-29' ? '-02-28' : today.slice(4)
	return `${year}${rest}`
}

export interface ListContext {
	/** Now (ISO): what is scheduled, published or ended. */
	now: string
	/** The council's date a page last changed on, from its ISO instant. */
	dayOf: (iso: string) => string
	/** The council's date today. */
	today: string
}

export function pageState(page: ListedPage, now: string): Exclude<PageState, 'review'> | null {
	if (!page.status) return null
	return scheduleState(page, now).state
}

export function inView(page: ListedPage, view: PageView, context: ListContext): boolean {
	if (page.id === null) return false
	switch (view) {
		case 'unwritten':
			return page.unwritten
		case 'stale':
			return page.updatedAt !== null && context.dayOf(page.updatedAt) <= yearBefore(context.today)
		case 'reported':
			return page.reports > 0
	}
}

function matches(page: ListedPage, filter: PageFilter, context: ListContext) {
	if (filter.view && !inView(page, filter.view, context)) return false
	if (filter.group && page.group !== filter.group) return false
	if (filter.state === 'review' && !page.inReview) return false
	if (filter.state && filter.state !== 'review' && pageState(page, context.now) !== filter.state) {
		return false
	}
	if (filter.q) {
		const words = folded(filter.q).split(/\s+/).filter(Boolean)
		const text = folded(
			[page.title.en, page.title.fr, page.path, page.pathFr, `/fr${page.pathFr}`].join(' '),
		)
		if (!words.every((word) => text.includes(word))) return false
	}
	return true
}

const byTitle = (locale: 'en' | 'fr') => {
	const collator = new Intl.Collator(locale === 'fr' ? 'fr' : 'en', { sensitivity: 'base' })
	return (a: ListedPage, b: ListedPage) => collator.compare(a.title[locale], b.title[locale])
}

/** The site's own pages have no date: they come after the stored ones, in either direction. */
function byChange(direction: 1 | -1) {
	return (a: ListedPage, b: ListedPage) => {
		if (a.updatedAt === b.updatedAt) return a.order - b.order
		if (a.updatedAt === null) return 1
		if (b.updatedAt === null) return -1
		return a.updatedAt < b.updatedAt ? -direction : direction
	}
}

/**
 * One screen of the list: the pages the filter keeps, in its order, and how many each view holds
 * (the views' links say so, whatever else is chosen).
 */
export function pageListing<P extends ListedPage>(
	pages: readonly P[],
	filter: PageFilter,
	context: ListContext,
	locale: 'en' | 'fr',
) {
	const kept = pages.filter((page) => matches(page, filter, context))
	const order: (a: ListedPage, b: ListedPage) => number =
		filter.sort === 'title'
			? byTitle(locale)
			: filter.sort === 'changed'
				? byChange(-1)
				: filter.sort === 'oldest'
					? byChange(1)
					: (a: ListedPage, b: ListedPage) => a.order - b.order
	kept.sort(order)
	const screens = Math.max(1, Math.ceil(kept.length / PAGES_PER_SCREEN))
	const screen = Math.min(filter.page, screens)
	const counts = Object.fromEntries(
		PAGE_VIEWS.map((view) => [view, pages.filter((p) => inView(p, view, context)).length]),
	) as Record<PageView, number>
	return {
		pages: kept.slice((screen - 1) * PAGES_PER_SCREEN, screen * PAGES_PER_SCREEN),
		total: kept.length,
		screen,
		screens,
		counts,
	}
}
