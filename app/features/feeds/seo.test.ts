import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import {
	absoluteUrl,
	alternateUrls,
	canonicalUrl,
	SHARE_IMAGE,
	shareImagePath,
	shareKinds,
	xHandle,
} from './seo'

const origin = 'https://council.example'

describe('canonical address', () => {
	test('drops searches, filters and trackers', () => {
		expect(canonicalUrl(origin, '/help', '?q=birth')).toBe(`${origin}/help`)
		expect(canonicalUrl(origin, '/fr/i-want-to/find-business', '?q=bakery&utm_source=wa')).toBe(
			`${origin}/fr/i-want-to/find-business`,
		)
		expect(canonicalUrl(origin, '/news/festival', '?utm=x&fbclid=1')).toBe(
			`${origin}/news/festival`,
		)
	})

	test('keeps the newsroom page number, except page 1 and values that are not pages', () => {
		expect(canonicalUrl(origin, '/news', '?page=2&utm=x')).toBe(`${origin}/news?page=2`)
		expect(canonicalUrl(origin, '/fr/news', '?page=3')).toBe(`${origin}/fr/news?page=3`)
		expect(canonicalUrl(origin, '/news', '?page=1')).toBe(`${origin}/news`)
		expect(canonicalUrl(origin, '/news', '?page=abc')).toBe(`${origin}/news`)
		expect(canonicalUrl(origin, '/news', '?page=02')).toBe(`${origin}/news`)
		// Only on the newsroom: elsewhere `page` selects nothing.
		expect(canonicalUrl(origin, '/events', '?page=2')).toBe(`${origin}/events`)
	})

	test('the French home page has one address', () => {
		expect(canonicalUrl(origin, '/fr/')).toBe(`${origin}/fr`)
		expect(canonicalUrl(origin, '/')).toBe(`${origin}/`)
	})

	test('language alternates keep the same kept parameters', () => {
		expect(alternateUrls(origin, '/fr/news', '?page=2&q=x')).toEqual({
			en: `${origin}/news?page=2`,
			fr: `${origin}/fr/news?page=2`,
		})
		expect(alternateUrls(origin, '/')).toEqual({ en: `${origin}/`, fr: `${origin}/fr` })
	})
})

test('absoluteUrl', () => {
	expect(absoluteUrl(origin, '/images/logo.svg')).toBe(`${origin}/images/logo.svg`)
	expect(absoluteUrl(origin, 'images/logo.svg')).toBe(`${origin}/images/logo.svg`)
	expect(absoluteUrl(origin, 'https://cdn.example/l.png')).toBe('https://cdn.example/l.png')
})

test('xHandle reads an X profile address', () => {
	expect(xHandle('https://x.com/MbongeCouncil')).toBe('@MbongeCouncil')
	expect(xHandle('https://twitter.com/mbonge/')).toBe('@mbonge')
	expect(xHandle('https://facebook.com/mbonge')).toBeUndefined()
	expect(xHandle('')).toBeUndefined()
})

describe('share pictures', () => {
	test.each(shareKinds)('%s: a 1200x630 JPEG under 80 KB', async (kind) => {
		const file = path.join('public', shareImagePath(kind))
		const meta = await sharp(file).metadata()
		expect(meta.format).toBe('jpeg')
		expect([meta.width, meta.height]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height])
		expect(fs.statSync(file).size).toBeLessThan(80 * 1024)
	})
})
