import { describe, expect, test } from 'vitest'
import { createT } from './catalogs.server'
import { dateBadge, formatDate, formatNumber, translate } from './i18n'
import { en } from './messages/en'
import { fr } from './messages/fr'

describe('translate', () => {
	test('a key missing from the catalog renders as the key itself', () => {
		const synthetic = 'synthetic.keyThatDoesNotExist'
		expect(translate(en, synthetic)).toBe(synthetic)
		expect(translate(fr, synthetic, { product: 'X' })).toBe(synthetic)
	})

	test('inherited object properties are not mistaken for keys', () => {
		expect(translate(en, 'toString')).toBe('toString')
		expect(translate(en, '__proto__')).toBe('__proto__')
	})

	test('placeholders are filled, unknown ones are left visible', () => {
		expect(translate({ k: 'Hello {name}, {missing}' }, 'k', { name: 'Ada' })).toBe(
			'Hello Ada, {missing}',
		)
	})

	test('createT fills council placeholders in the page language', () => {
		const t = createT('fr', { product: 'Commune de Mbonge' })
		expect(t('hero.title')).toBe('Bienvenue — Commune de Mbonge')
		expect(createT('en', { product: 'Mbonge Council' })('hero.title')).toBe(
			'Welcome to Mbonge Council',
		)
	})
})

describe('catalogs', () => {
	test('English and French have exactly the same keys', () => {
		expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort())
	})

	test('no message is empty, and placeholders match between languages', () => {
		const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort()
		for (const key of Object.keys(en) as (keyof typeof en)[]) {
			expect(en[key].trim(), key).not.toBe('')
			expect(fr[key].trim(), key).not.toBe('')
			expect(placeholders(fr[key]), key).toEqual(placeholders(en[key]))
		}
	})

	test('French is really translated: nearly every message differs from the English one', () => {
		// Proper names, the two fallback notices and words French shares with English are the only
		// messages allowed to be identical.
		const same = (Object.keys(en) as (keyof typeof en)[]).filter((k) => en[k] === fr[k])
		expect(same.sort()).toEqual(
			[
				'content.onlyInEnglish',
				'content.onlyInFrench',
				'footer.social.facebook',
				'footer.social.whatsapp',
				'footer.social.x',
				'footer.social.youtube',
				'topBar.openMenu',
				// The same in both languages: a placeholder pattern, "FCFA", and words French shares.
				'meta.pageTitle',
				'page.amount',
				'page.emergency.ambulance',
				'page.emergency.police',
				'alert.level.information',
				'events.date',
				'toast.region',
				// Search result types and the suggestions list: words French shares.
				'search.type.page',
				'search.type.service',
				'search.type.programme',
				'search.type.faq',
				'search.type.cabinet',
				'search.suggestions',
				// The document library: words and format names French shares.
				'documents.pageTitle',
				'documents.date',
				'documents.fileInfo',
				'documents.type.pdf',
				'documents.type.docx',
				'documents.type.xlsx',
				'search.type.document',
			].sort(),
		)
	})
})

describe('dates and numbers follow the page language', () => {
	test('long dates', () => {
		expect(formatDate('2024-02-15', 'en')).toBe('15 February 2024')
		expect(formatDate('2024-02-15', 'fr')).toBe('15 février 2024')
	})

	test('a calendar date never shifts a day, whatever the server time zone', () => {
		expect(formatDate('2024-03-01', 'en')).toBe('1 March 2024')
	})

	test('event badge: month abbreviation and day', () => {
		expect(dateBadge('2024-04-30', 'en')).toEqual({ month: 'Apr', day: '30' })
		expect(dateBadge('2024-02-05', 'fr')).toEqual({ month: 'févr', day: '5' })
	})

	test('numbers', () => {
		expect(formatNumber(250000, 'en')).toBe('250,000')
		expect(formatNumber(250000, 'fr')).toBe('250\u202f000')
	})
})
