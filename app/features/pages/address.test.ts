import { describe, expect, test } from 'vitest'
import { ADMIN_BASE } from '#app/config'
import { addressProblem, PAGE_PATH_MAX, slugify, suggestedAddress } from './address'

describe('addresses a clerk may give a page', () => {
	test('lowercase words joined by dashes, in one or more segments', () => {
		for (const path of [
			'/water',
			'/residents/water-supply',
			'/a/b/c',
			'/services/2024-budget',
			'/x1',
		]) {
			expect(addressProblem(path), path).toBeNull()
		}
	})

	test('empty, too long, or not in that form', () => {
		expect(addressProblem('')).toBe('required')
		expect(addressProblem(`/${'a'.repeat(PAGE_PATH_MAX)}`)).toBe('tooLong')
		expect(addressProblem(`/${'a'.repeat(PAGE_PATH_MAX - 1)}`)).toBeNull()
		for (const path of [
			'water',
			'/',
			'//water',
			'/water/',
			'/Water',
			'/water supply',
			'/water_supply',
			'/water--supply',
			'/-water',
			'/water-',
			'/eau-potable/é',
			'/water.html',
			'/water?x=1',
			'/water#fees',
			'/../admin',
			'/water%2fsupply',
			'javascript:alert(1)',
			'https://evil.example/x',
		]) {
			expect(addressProblem(path), path).toBe('format')
		}
	})

	test('the site’s own first segments are reserved, whatever follows', () => {
		for (const path of [
			'/fr',
			'/fr/x',
			ADMIN_BASE,
			`${ADMIN_BASE}/x`,
			'/news',
			'/news/x',
			'/events/today',
			'/programs/agenda',
			'/search',
			'/help',
			'/help/asked',
			'/assets/x',
			'/images/x',
			'/uploads/x',
			'/healthz',
		]) {
			expect(addressProblem(path), path).toBe('reserved')
		}
		// Only the first segment counts, and only whole segments.
		expect(addressProblem('/residents/news')).toBeNull()
		expect(addressProblem('/newsletter')).toBeNull()
		expect(addressProblem('/french-lessons')).toBeNull()
	})
})

describe('suggested addresses', () => {
	test('slugify: lowercase words, accents removed, dashes between, at most 80 characters', () => {
		expect(slugify('Approvisionnement en eau')).toBe('approvisionnement-en-eau')
		expect(slugify('  Été à Mbonge : l’école!  ')).toBe('ete-a-mbonge-l-ecole')
		expect(slugify('<script>alert(1)</script>')).toBe('script-alert-1-script')
		expect(slugify('---')).toBe('')
		expect(slugify('日本')).toBe('')
		const long = slugify('word '.repeat(40))
		expect(long.length).toBeLessThanOrEqual(80)
		expect(long).not.toMatch(/-$/)
		expect(addressProblem(`/${long}`)).toBeNull()
	})

	test('a new page’s address is under its group, and always usable', () => {
		expect(suggestedAddress('residents', 'Water supply')).toBe('/residents/water-supply')
		expect(suggestedAddress('iWantTo', 'Pay my tax')).toBe('/i-want-to/pay-my-tax')
		expect(suggestedAddress('services', '')).toBe('')
		expect(addressProblem(suggestedAddress('government', 'É'.repeat(200)))).toBeNull()
	})
})
