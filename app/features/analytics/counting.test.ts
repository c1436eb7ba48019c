import { afterEach, describe, expect, test, vi } from 'vitest'
import {
	countAnswer,
	countedPath,
	fromAReader,
	MAX_PENDING_KEYS,
	missedSearch,
	takePending,
} from './counting.server'

// What the dashboard counts (decision 056): people's browsers reading pages, never robots, link
// previews, prefetches, staff, files or the staff area; searches that found nothing, without
// words that could name someone; a bounded tally.

const PHONE =
	'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const OPERA_MINI =
	'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; fr) Presto/2.12.423 Version/12.16'
const reader = { 'user-agent': PHONE }

afterEach(() => {
	takePending()
	vi.useRealTimers()
})

describe('who is a reader', () => {
	test('phone browsers are', () => {
		expect(fromAReader({ 'user-agent': PHONE })).toBe(true)
		expect(fromAReader({ 'user-agent': OPERA_MINI })).toBe(true)
	})
	test.each([
		['no User-Agent', {}],
		[
			'a search robot',
			{ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
		],
		['WhatsApp’s link preview', { 'user-agent': 'WhatsApp/2.23.20.0 A' }],
		[
			'Facebook’s link preview',
			{ 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
		],
		['a headless browser', { 'user-agent': PHONE.replace('Chrome/', 'HeadlessChrome/') }],
		['Lighthouse', { 'user-agent': `${PHONE} Chrome-Lighthouse` }],
		['curl', { 'user-agent': 'curl/8.5.0' }],
		['Node’s fetch', { 'user-agent': 'node' }],
		['a prefetch', { 'user-agent': PHONE, 'sec-purpose': 'prefetch' }],
		['an old prefetch', { 'user-agent': PHONE, purpose: 'prefetch' }],
		['the pocket guide’s service worker', { 'user-agent': PHONE, 'x-purpose': 'pocket' }],
	])('%s is not', (_, headers) => {
		expect(fromAReader(headers)).toBe(false)
	})
})

describe('what is a page', () => {
	test.each([
		['/', '/'],
		['/fr', '/fr'],
		['/services/birth-certificates?utm_source=whatsapp', '/services/birth-certificates'],
		['/News/', '/news'],
		['/news.data', '/news'],
		['/_root.data', '/'],
		['/fr/actualites/une-route%20neuve', '/fr/actualites/une-route neuve'],
	])('%s is counted as %s', (url, path) => {
		expect(countedPath(url)).toBe(path)
	})
	test.each([
		'/admin-dtima/pages',
		'/ADMIN-DTIMA/users',
		'/preview/news/1',
		'/fr/preview/page/2',
		'/news/feed.xml',
		'/documents/download/plan.pdf',
		'/search/suggest?q=tax',
		'/fr/search/suggest?q=impôt',
		'/SEARCH/Suggest/?q=tax',
		`/${'x'.repeat(300)}`,
	])('%s is not counted', (url) => {
		expect(countedPath(url)).toBeUndefined()
	})
})

describe('searches that found nothing', () => {
	test('the words, in lower case, with the language', () => {
		expect(missedSearch('/search?q=%20Birth%20%20CERTIFICATE%20')).toBe('en:birth certificate')
		expect(missedSearch('/fr/search?q=march%C3%A9')).toBe('fr:marché')
		expect(missedSearch('/search?q=tax&page=1')).toBe('en:tax')
	})
	test.each([
		['nothing typed', '/search?q=%20'],
		['no query', '/search'],
		['a later page', '/search?q=tax&page=2'],
		['an email', '/search?q=jean%40example.cm'],
		['a phone number', '/search?q=677%2012%2034%2056'],
		['a long number', '/search?q=id+12345678'],
	])('%s is not kept', (_, url) => {
		expect(missedSearch(url)).toBeUndefined()
	})
})

describe('the tally', () => {
	test('counts GETs answered with a page, for readers, not staff', () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		vi.setSystemTime(new Date('2026-05-04T10:00:00Z'))
		const get = (url: string) => ({ method: 'GET', url, headers: reader })
		countAnswer(get('/news'), 200, undefined, false)
		countAnswer(get('/news'), 304, undefined, false)
		countAnswer(get('/news'), 404, undefined, false)
		countAnswer(get('/news'), 200, undefined, true)
		countAnswer({ ...get('/news'), method: 'HEAD' }, 200, undefined, false)
		countAnswer({ ...get('/news'), headers: { 'user-agent': 'curl/8' } }, 200, undefined, false)
		countAnswer(get('/search?q=potholes'), 200, '0', false)
		countAnswer(get('/search?q=water'), 200, '3', false)
		countAnswer(get('/fr/search?q=eau'), 200, 0, false)
		const { taken, lost } = takePending()
		expect(Object.fromEntries(taken)).toEqual({
			'read\t2026-05-04\t/news': 2,
			'read\t2026-05-04\t/search': 2,
			'read\t2026-05-04\t/fr/search': 1,
			'miss\t2026-05-04\ten:potholes': 1,
			'miss\t2026-05-04\tfr:eau': 1,
		})
		expect(lost).toBe(0)
	})

	test('the day is the council’s (Douala, UTC+1)', () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		vi.setSystemTime(new Date('2026-05-04T23:30:00Z'))
		countAnswer({ method: 'GET', url: '/', headers: reader }, 200, undefined, false)
		expect(takePending().taken).toEqual([['read\t2026-05-05\t/', 1]])
	})

	test('holds at most MAX_PENDING_KEYS keys, counting what it leaves out', () => {
		for (let i = 0; i < MAX_PENDING_KEYS + 7; i++)
			countAnswer({ method: 'GET', url: `/news/item-${i}`, headers: reader }, 200, undefined, false)
		countAnswer({ method: 'GET', url: '/news/item-1', headers: reader }, 200, undefined, false)
		const { taken, lost } = takePending()
		expect(taken).toHaveLength(MAX_PENDING_KEYS)
		expect(taken.find(([key]) => key.endsWith('/news/item-1'))?.[1]).toBe(2)
		expect(lost).toBe(7)
	})
})
