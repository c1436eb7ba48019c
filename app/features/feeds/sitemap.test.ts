import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, test } from 'vitest'
import { adminPages, publicPages } from '#app/route-table'
import { buildRobots, buildSitemap, indexablePaths, newest, w3cDate } from './sitemap'

const parser = new XMLParser({
	ignoreAttributes: false,
	attributeNamePrefix: '@',
	isArray: (name) => name === 'url' || name === 'xhtml:link',
})

describe('indexablePaths', () => {
	const paths = indexablePaths([...publicPages, ...adminPages])
	test('keeps the pages of the route table, leaves out templates, noindex and the staff area', () => {
		expect(paths).toContain('/')
		expect(paths).toContain('/government/cabinet')
		expect(paths).toContain('/news')
		expect(paths).not.toContain('/search')
		expect(paths.some((p) => p.includes(':'))).toBe(false)
		expect(paths.some((p) => p.startsWith('/admin-dtima'))).toBe(false)
		expect(paths).toHaveLength(
			publicPages.filter((p) => !p.noindex && !p.path.includes(':')).length,
		)
	})
})

describe('dates', () => {
	test('w3cDate keeps calendar dates, normalises date-times to UTC, refuses the rest', () => {
		expect(w3cDate('2024-02-15')).toBe('2024-02-15')
		expect(w3cDate('2026-03-01T09:00:00.123Z')).toBe('2026-03-01T09:00:00Z')
		expect(w3cDate('2026-03-01T10:00:00+01:00')).toBe('2026-03-01T09:00:00Z')
		expect(w3cDate('')).toBeUndefined()
		expect(w3cDate('not a date')).toBeUndefined()
		expect(w3cDate(null)).toBeUndefined()
	})
	test('newest picks the latest and ignores missing values', () => {
		expect(newest('2024-02-15', '2026-03-01T09:00:00Z', undefined, 'x')).toBe(
			'2026-03-01T09:00:00Z',
		)
		expect(newest(undefined, null)).toBeUndefined()
	})
})

describe('buildSitemap', () => {
	const origin = 'https://council.example'
	const xml = buildSitemap(origin, [
		{ path: '/', lastmod: '2026-03-01T09:00:00.000Z' },
		{ path: '/government/cabinet' },
		{ path: "/news/fish-&-chips'<>" },
	])

	test('is well-formed, one <url> per page and language, alternates for both and x-default', () => {
		expect(XMLValidator.validate(xml)).toBe(true)
		const urls = parser.parse(xml).urlset.url as {
			loc: string
			lastmod?: string
			'xhtml:link': { '@hreflang': string; '@href': string; '@rel': string }[]
		}[]
		expect(urls.map((u) => u.loc)).toEqual([
			'https://council.example/',
			'https://council.example/fr',
			'https://council.example/government/cabinet',
			'https://council.example/fr/government/cabinet',
			"https://council.example/news/fish-&-chips'<>",
			"https://council.example/fr/news/fish-&-chips'<>",
		])
		for (const url of urls) {
			const links = Object.fromEntries(url['xhtml:link'].map((l) => [l['@hreflang'], l['@href']]))
			expect(url['xhtml:link'].every((l) => l['@rel'] === 'alternate')).toBe(true)
			expect(Object.keys(links).sort()).toEqual(['en', 'fr', 'x-default'])
			expect([links.en, links.fr]).toContain(url.loc)
			expect(links['x-default']).toBe(links.en)
		}
		expect(urls[0]!.lastmod).toBe('2026-03-01T09:00:00Z')
		expect(urls[1]!.lastmod).toBe('2026-03-01T09:00:00Z')
		expect(urls[2]!.lastmod).toBeUndefined()
	})
})

test('robots.txt keeps the staff area and search out and names the sitemap', () => {
	const robots = buildRobots('https://council.example')
	expect(robots.split('\n')).toEqual(
		expect.arrayContaining([
			'User-agent: *',
			'Disallow: /admin-dtima',
			'Disallow: /search',
			'Disallow: /fr/search',
			'Disallow: /preview/',
			'Disallow: /fr/preview/',
			'Sitemap: https://council.example/sitemap.xml',
		]),
	)
})
