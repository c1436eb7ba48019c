import { describe, expect, test } from 'vitest'
import {
	councilToday,
	isAdminPath,
	localeFromPath,
	localizePath,
	partnerHref,
	routePath,
	stripLocale,
} from './locales'

describe('language in the URL', () => {
	test.each([
		['/', 'en'],
		['/government/cabinet', 'en'],
		['/fr', 'fr'],
		['/fr/', 'fr'],
		['/fr/government/cabinet', 'fr'],
		['/french-fries', 'en'],
		['/frx', 'en'],
	] as const)('%s is %s', (path, locale) => {
		expect(localeFromPath(path)).toBe(locale)
	})

	test('stripLocale and localizePath are inverse', () => {
		expect(stripLocale('/fr/government/cabinet')).toBe('/government/cabinet')
		expect(stripLocale('/fr')).toBe('/')
		expect(localizePath('/', 'fr')).toBe('/fr')
		expect(localizePath('/government/cabinet', 'fr')).toBe('/fr/government/cabinet')
		expect(localizePath('/fr/government/cabinet', 'en')).toBe('/government/cabinet')
		expect(localizePath('/fr/government/cabinet', 'fr')).toBe('/fr/government/cabinet')
	})

	test('the partner page keeps the query string', () => {
		expect(partnerHref('/search', '?q=permis', 'fr')).toBe('/fr/search?q=permis')
		expect(partnerHref('/fr', '', 'en')).toBe('/')
		expect(partnerHref('/fr/news', '?page=2', 'en')).toBe('/news?page=2')
	})

	test('today is reckoned in Douala, not on the server clock', () => {
		// 23:30 UTC on 31 Dec is already 00:30 on 1 Jan in Douala (UTC+1).
		expect(councilToday(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01')
		expect(councilToday(new Date('2026-06-15T12:00:00Z'))).toBe('2026-06-15')
	})

	test('kept per minute, the date still turns at midnight in Douala, to the millisecond', () => {
		// 22:59:59.999 UTC is 23:59:59.999 in Douala; a millisecond later it is the next day.
		expect(councilToday(new Date('2026-03-09T22:59:30.000Z'))).toBe('2026-03-09')
		expect(councilToday(new Date('2026-03-09T22:59:59.999Z'))).toBe('2026-03-09')
		expect(councilToday(new Date('2026-03-09T23:00:00.000Z'))).toBe('2026-03-10')
		expect(councilToday(new Date('2026-03-09T22:59:59.999Z'))).toBe('2026-03-09')
		expect(() => councilToday(new Date('not a date'))).toThrow(RangeError)
	})
})

describe('paths as the router matches them', () => {
	test('any case and escaped letters are the same path; an escaped slash stays in its segment', () => {
		expect(routePath('/ADMIN-DTIMA/Users')).toBe('/admin-dtima/users')
		expect(routePath('/admin%2Ddtima/users')).toBe('/admin-dtima/users')
		expect(routePath('/fr/CONTACT/status')).toBe('/fr/contact/status')
		expect(routePath('/admin-dtima%2Fusers')).toBe('/admin-dtima%2fusers')
		// A malformed escape is left as it is (the server refuses such addresses anyway).
		expect(routePath('/news/%E0%A4%A')).toBe('/news/%e0%a4%a')
		expect(isAdminPath('/ADMIN-DTIMA')).toBe(true)
		expect(isAdminPath('/Admin%2Ddtima/users')).toBe(true)
		expect(isAdminPath('/admin-dtimax')).toBe(false)
		expect(isAdminPath('/news/admin-dtima')).toBe(false)
	})
})
