import { describe, expect, test } from 'vitest'
import { preferredFromAcceptLanguage } from './accept-language'

describe('Accept-Language', () => {
	test.each([
		[undefined, 'en'],
		[null, 'en'],
		['', 'en'],
		['fr', 'fr'],
		['fr-CM,fr;q=0.9,en;q=0.8', 'fr'],
		['en-GB,en;q=0.9,fr;q=0.8', 'en'],
		['de-DE,fr;q=0.5', 'fr'],
		['de-DE,es', 'en'],
		['en;q=0.2, fr;q=0.7', 'fr'],
		['fr;q=0, en', 'en'],
		['fr;q=abc', 'en'],
	])('%s → %s', (header, expected) => {
		expect(preferredFromAcceptLanguage(header)).toBe(expected)
	})
})
