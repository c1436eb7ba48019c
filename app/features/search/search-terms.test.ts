import { describe, expect, test } from 'vitest'
import {
	cleanQuery,
	excerptAround,
	markMatches,
	MAX_SEARCH_QUERY,
	MAX_SEARCH_TERMS,
	queryTerms,
	searchTerm,
	synonymsOf,
} from './search-terms'

describe('search terms', () => {
	test('accents and capitals do not matter', () => {
		expect(queryTerms('Permis de BÂTIR', 'fr')).toEqual(queryTerms('permis de batir', 'fr'))
		expect(queryTerms('État civil', 'fr')).toEqual(['etat', 'civil'])
	})

	test('little words are dropped in each language', () => {
		expect(queryTerms('how do I get a birth certificate', 'en')).toEqual(['birth', 'certificat'])
		expect(queryTerms("l'acte de naissance", 'fr')).toEqual(['acte', 'naissanc'])
	})

	test('plural and singular meet', () => {
		expect(searchTerm('certificates', 'en')).toBe(searchTerm('certificate', 'en'))
		expect(searchTerm('cities', 'en')).toBe('city')
		expect(searchTerm('taxes', 'en')).toBe(searchTerm('tax', 'en'))
		expect(searchTerm('businesses', 'en')).toBe(searchTerm('business', 'en'))
		expect(searchTerm('bus', 'en')).toBe('bus')
		expect(searchTerm('subventions', 'fr')).toBe(searchTerm('subvention', 'fr'))
		expect(searchTerm('journaux', 'fr')).toBe(searchTerm('journal', 'fr'))
		expect(searchTerm('publiques', 'fr')).toBe(searchTerm('publique', 'fr'))
	})

	test('British and American spellings meet', () => {
		expect(searchTerm('license', 'en')).toBe(searchTerm('licence', 'en'))
		expect(searchTerm('licensed', 'en')).toBe(searchTerm('licence', 'en'))
		expect(searchTerm('centers', 'en')).toBe(searchTerm('centre', 'en'))
		expect(searchTerm('program', 'en')).toBe(searchTerm('programme', 'en'))
	})

	test('synonyms are offered for query words, both ways', () => {
		expect(synonymsOf(searchTerm('wedding', 'en')!, 'en')).toContain(searchTerm('marriage', 'en'))
		expect(synonymsOf(searchTerm('marriage', 'en')!, 'en')).toContain(searchTerm('wedding', 'en'))
		expect(synonymsOf(searchTerm('certificat', 'fr')!, 'fr')).toContain(searchTerm('acte', 'fr'))
		expect(synonymsOf('zzz', 'en')).toEqual([])
	})

	test('queries are cut to a sane length and a bounded number of words', () => {
		const long = 'a'.repeat(5000)
		expect(cleanQuery(long)).toHaveLength(MAX_SEARCH_QUERY)
		expect(cleanQuery('  tax\u0000\u0007 office \n ')).toBe('tax office')
		expect(cleanQuery(null)).toBe('')
		const many = Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ')
		expect(queryTerms(many, 'en')).toHaveLength(MAX_SEARCH_TERMS)
		expect(queryTerms('tax tax taxes', 'en')).toEqual(['tax'])
	})

	test('matched words are marked, everything else kept as it was', () => {
		const matched = new Set([searchTerm('batir', 'fr')!])
		const pieces = markMatches('Le permis de bâtir, pas <b>bâtirs</b> !', matched, 'fr')
		expect(pieces.map((p) => p.text).join('')).toBe('Le permis de bâtir, pas <b>bâtirs</b> !')
		expect(pieces.filter((p) => p.match).map((p) => p.text)).toEqual(['bâtir', 'bâtirs'])
		expect(pieces.find((p) => p.text.includes('<b>'))?.match).toBeUndefined()
	})

	test('an excerpt is a window around the first match', () => {
		const words = Array.from({ length: 80 }, (_, i) => `w${i}`)
		words[50] = 'licences'
		const pieces = excerptAround(words.join(' '), new Set([searchTerm('licence', 'en')!]), 'en', 20)
		const text = pieces.map((p) => p.text).join('')
		expect(text.startsWith('… w44 ')).toBe(true)
		expect(text.endsWith(' …')).toBe(true)
		expect(pieces.filter((p) => p.match).map((p) => p.text)).toEqual(['licences'])
		const none = excerptAround('short text here', new Set(['zzz']), 'en')
		expect(none).toEqual([{ text: 'short text here' }])
	})

	test('the first match is found whatever its accents, case and punctuation, far into a long text', () => {
		const before = Array.from({ length: 3000 }, (_, i) => `mot${i}`).join(' ')
		const text = `${before} Le\u00a0«\u00a0Permis de BÂTIR\u00a0», délivré\n\tpar la mairie. ${before}`
		const pieces = excerptAround(text, new Set([searchTerm('batir', 'fr')!]), 'fr', 10)
		const passage = pieces.map((p) => p.text).join('')
		expect(passage).toBe('… mot2998 mot2999 Le « Permis de BÂTIR », délivré par …')
		expect(pieces.filter((p) => p.match).map((p) => p.text)).toEqual(['BÂTIR'])
	})
})
