import { describe, expect, test } from 'vitest'
import { initials } from './data-blocks'

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
