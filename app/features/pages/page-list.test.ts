import { describe, expect, test } from 'vitest'
import {
	filterQuery,
	pageListing,
	readPageFilter,
	yearBefore,
	type ListContext,
	type ListedPage,
} from './page-list'

const page = (over: Partial<ListedPage> & { id: number | null; path: string }): ListedPage => ({
	pathFr: over.path,
	title: { en: over.path, fr: over.path },
	group: 'residents',
	status: 'published',
	publishAt: null,
	unpublishAt: null,
	updatedAt: '2026-11-01T10:00:00.000Z',
	inReview: false,
	unwritten: false,
	reports: 0,
	order: over.id ?? 0,
	...over,
})

const context: ListContext = {
	now: '2026-12-01T09:00:00.000Z',
	today: '2026-12-01',
	dayOf: (iso) => iso.slice(0, 10),
}

const pages = [
	page({ id: 1, path: '/residents/market', title: { en: 'Market days', fr: 'Jours de marché' } }),
	page({
		id: 2,
		path: '/government/mayor',
		pathFr: '/gouvernement/maire',
		group: 'government',
		title: { en: 'Meet the Mayor', fr: 'Le Maire' },
		updatedAt: '2025-12-01T10:00:00.000Z',
	}),
	page({
		id: 3,
		path: '/residents/water',
		title: { en: 'Water supply', fr: 'Eau potable' },
		status: 'draft',
		unwritten: true,
		inReview: true,
	}),
	page({
		id: 4,
		path: '/visitors/hotels',
		group: 'visitors',
		title: { en: 'Hotels', fr: 'Hôtels' },
		publishAt: '2026-12-24T08:00:00.000Z',
		reports: 2,
		updatedAt: '2025-12-02T10:00:00.000Z',
	}),
	page({
		id: null,
		path: '/news',
		title: { en: 'News', fr: 'Actualités' },
		group: null,
		status: null,
		updatedAt: null,
		order: 99,
	}),
]

const ids = (filter: string) =>
	pageListing(pages, readPageFilter(new URLSearchParams(filter)), context, 'en').pages.map(
		(p) => p.id,
	)

describe('the Pages list', () => {
	test('searches titles and addresses in both languages, accents and capitals aside', () => {
		expect(ids('q=MARCHE')).toEqual([1])
		expect(ids('q=maire')).toEqual([2])
		expect(ids('q=/fr/gouvernement')).toEqual([2])
		expect(ids('q=news')).toEqual([null])
		expect(ids('q=market days')).toEqual([1])
		expect(ids('q=market nothing')).toEqual([])
	})

	test('filters by group and by state; the site’s own pages have neither', () => {
		expect(ids('group=residents')).toEqual([1, 3])
		expect(ids('state=draft')).toEqual([3])
		expect(ids('state=scheduled')).toEqual([4])
		expect(ids('state=published')).toEqual([1, 2])
		expect(ids('state=review')).toEqual([3])
		expect(ids('group=bogus')).toEqual([1, 2, 3, 4, null])
	})

	test('sorts by last change either way (the site’s own pages last) and by title', () => {
		// Equal dates keep the menu's order.
		expect(ids('sort=changed')).toEqual([1, 3, 4, 2, null])
		expect(ids('sort=oldest')).toEqual([2, 4, 1, 3, null])
		expect(ids('sort=title')).toEqual([4, 1, 2, null, 3])
	})

	test('views: to be written, not changed in 12 months (to the day), reported; with counts', () => {
		expect(ids('view=unwritten')).toEqual([3])
		// 2025-12-01 is a year before 2026-12-01: not changed for 12 months; the 2nd is not.
		expect(ids('view=stale')).toEqual([2])
		expect(ids('view=reported')).toEqual([4])
		expect(ids('view=reported&group=government')).toEqual([])
		const listing = pageListing(pages, readPageFilter(new URLSearchParams('q=x')), context, 'en')
		expect(listing.counts).toEqual({ unwritten: 1, stale: 1, reported: 1 })
	})

	test('a year before 29 February is the 28th; the address keeps only what is chosen', () => {
		expect(yearBefore('2028-02-29')).toBe('2027-02-28')
		expect(yearBefore('2027-01-15')).toBe('2026-01-15')
		const filter = readPageFilter(new URLSearchParams('q=+water+&state=draft&sort=menu&page=0'))
		expect(filterQuery(filter)).toBe('?q=water&state=draft')
		expect(filterQuery({ ...filter, page: 3 })).toBe('?q=water&state=draft&page=3')
	})
})
