import { describe, expect, test } from 'vitest'
import { fallbackSettings } from '#app/features/settings/default-settings'
import { sampleSettings } from '#app/seed/seed.server'
import { emptyDataBlock, initials } from './data-blocks'

describe('initials', () => {
	test('two words, two capital letters', () => {
		expect(initials('Ekema Ngole Paul')).toBe('EN')
		expect(initials('  mayor ')).toBe('M')
		expect(initials('')).toBe('')
	})

	test('a character outside the BMP is kept whole, never half a surrogate pair', () => {
		expect(initials('😀 Ada')).toBe('😀A')
		expect(initials('Ada 😀')).toBe('A😀')
		// Deseret: a letter with an upper case, outside the BMP.
		expect(initials('𐐨𐐯𐑊 Smith')).toBe('𐐀S')
		expect(initials('𝒜da Lovelace')).toBe('𝒜L')
	})

	test('accents, flags, skin tones and joined emoji stay one character', () => {
		expect(initials('élise ọnụ')).toBe('ÉỌ')
		expect(initials('e\u0301lise Nkwe')).toBe('E\u0301N')
		expect(initials('🇨🇲 Team')).toBe('🇨🇲T')
		expect(initials('👍🏾 Yes')).toBe('👍🏾Y')
		expect(initials('👩‍💻 Coder')).toBe('👩‍💻C')
		expect(initials('1️⃣ One')).toBe('1️⃣O')
	})

	test('always well-formed text, so the page reads the same rendered on the server or in the browser', () => {
		for (const name of ['😀 Ada', '𐐨 x', '🇨🇲🇨🇲 y', '\u0301x y', 'a\u200d b']) {
			const value = initials(name)
			// The page goes out as UTF-8: a lone surrogate would arrive as U+FFFD while the browser's
			// own render keeps it, and hydration fails on the difference.
			expect(new TextDecoder().decode(new TextEncoder().encode(value)), name).toBe(value)
			expect(value.length, name).toBeGreaterThan(0)
		}
	})
})

describe('a block of the council’s records with nothing in it is left out (decision 055)', () => {
	const none = fallbackSettings
	const blank = { en: '', fr: '' }
	const empty = (kind: string, settings = none, data = {}, locale: 'en' | 'fr' = 'en') =>
		emptyDataBlock({ kind } as { kind: 'contact' }, data, settings, locale)

	test('contact details: empty with no address, phone, email or hours; any one of them fills it', () => {
		expect(empty('contact')).toBe(true)
		expect(empty('contact', { ...none, phone: '+237 6 00 00 00 00' })).toBe(false)
		expect(empty('contact', { ...none, email: 'mairie@example.org' })).toBe(false)
		expect(empty('contact', { ...none, postalAddress: { en: '', fr: 'B.P. 1' } }, {}, 'fr')).toBe(
			false,
		)
		// An address in the other language only does not fill this language's block.
		expect(empty('contact', { ...none, postalAddress: { en: '', fr: 'B.P. 1' } })).toBe(true)
		expect(empty('contact', { ...none, postalAddress: { en: '  ', fr: '' } })).toBe(true)
		expect(empty('contact', sampleSettings)).toBe(false)
	})

	test('opening hours: empty without a row', () => {
		expect(empty('openingHours')).toBe(true)
		expect(empty('openingHours', sampleSettings)).toBe(false)
	})

	test('emergency numbers: empty when no number is known; one is enough', () => {
		expect(empty('emergencyNumbers')).toBe(true)
		const one = { ...none.emergencyNumbers, fire: ' ' }
		expect(empty('emergencyNumbers', { ...none, emergencyNumbers: one })).toBe(true)
		one.fire = '118'
		expect(empty('emergencyNumbers', { ...none, emergencyNumbers: one })).toBe(false)
	})

	test('the mayor: empty with neither a name nor a message (a title alone is not enough)', () => {
		const titled = { ...none.mayor, title: { en: 'A word from the mayor', fr: 'Le mot du Maire' } }
		expect(empty('mayorProfile', { ...none, mayor: titled })).toBe(true)
		expect(empty('mayorProfile')).toBe(true)
		const named = { ...none.mayor, name: 'A. Mayor' }
		expect(empty('mayorProfile', { ...none, mayor: named })).toBe(false)
		const message = { ...none.mayor, message: { ...blank, fr: 'Bienvenue' } }
		expect(empty('mayorProfile', { ...none, mayor: message }, {}, 'fr')).toBe(false)
		expect(empty('mayorProfile', { ...none, mayor: message }, {}, 'en')).toBe(true)
	})

	test('the cabinet: empty without a member', () => {
		expect(empty('cabinet')).toBe(true)
		expect(empty('cabinet', none, { cabinet: [] })).toBe(true)
		expect(empty('cabinet', none, { cabinet: [{ id: 1 }] })).toBe(false)
	})

	test('lists that change week to week say there is none instead, and the rest always show', () => {
		for (const kind of ['events', 'bids', 'jobs', 'businessSearch', 'map']) {
			expect(empty(kind, none, { events: [], bids: [], jobs: [] }), kind).toBe(false)
		}
	})
})
