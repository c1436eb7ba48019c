import { describe, expect, test } from 'vitest'
import {
	MAX_QUERY_LENGTH,
	fillPlaceholders,
	foldText,
	keepTimesTogether,
	matchesQuery,
	queryWords,
} from './text'

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

describe('keepTimesTogether', () => {
	const nb = '\u00a0'
	test('French times and the space before a semicolon are no-break', () => {
		expect(keepTimesTogether('du lundi au vendredi 8 h 00 - 16 h 30 ; samedi 9 h - 12 h')).toBe(
			`du lundi au vendredi 8${nb}h${nb}00 - 16${nb}h${nb}30${nb}; samedi 9${nb}h - 12${nb}h`,
		)
	})
	test('English times keep AM or PM with them; other words and numbers are left alone', () => {
		expect(keepTimesTogether('Monday to Friday 8:00 AM - 4:30 p.m.; Saturday 9 am')).toBe(
			`Monday to Friday 8:00${nb}AM - 4:30${nb}p.m.; Saturday 9${nb}am`,
		)
		expect(keepTimesTogether('2 hours, 10 amps, room 12 hall')).toBe(
			'2 hours, 10 amps, room 12 hall',
		)
	})
})
