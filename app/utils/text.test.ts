import { describe, expect, test } from 'vitest'
import { fillPlaceholders, foldText, matchesQuery, MAX_QUERY_LENGTH, queryWords } from './text'

describe('text matching', () => {
	test('folds case and accents', () => {
		expect(foldText('État Civil — Bâtir')).toBe('etat civil — batir')
	})

	test('"etat" finds "état", "naiss" finds "naissance", every word must match', () => {
		expect(matchesQuery("Centre d'état civil", queryWords('etat'))).toBe(true)
		expect(matchesQuery('Acte de naissance', queryWords('ACTE naiss'))).toBe(true)
		expect(matchesQuery('Acte de naissance', queryWords('acte mariage'))).toBe(false)
		// Words match at their start, not anywhere inside another word.
		expect(matchesQuery('Thursday', queryWords('ursday'))).toBe(false)
	})

	test('an empty query matches everything; markup is just more words', () => {
		expect(matchesQuery('anything', queryWords('   '))).toBe(true)
		expect(queryWords('<script>alert(1)</script>')).toEqual(['script', 'alert', '1', 'script'])
	})

	test('very long queries are cut', () => {
		expect(queryWords('a'.repeat(10_000)).join('').length).toBe(MAX_QUERY_LENGTH)
	})

	test('placeholders are filled, unknown ones kept', () => {
		expect(fillPlaceholders('Call {phone} ({other})', { phone: '117' })).toBe('Call 117 ({other})')
	})
})
