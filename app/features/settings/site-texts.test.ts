import { describe, expect, test } from 'vitest'
import { adminEn } from '#app/i18n/messages/admin.en'
import { adminFr } from '#app/i18n/messages/admin.fr'
import { en } from '#app/i18n/messages/en'
import { fr } from '#app/i18n/messages/fr'
import { tFor } from '#app/i18n/i18n'
import {
	editableTextKeys,
	siteTextsSchema,
	textFieldName,
	textLabel,
	textSections,
} from './editable-texts'
import {
	allowedPlaceholders,
	readTextsForm,
	replaceSection,
	siteMessages,
	textFormValues,
} from './site-texts.server'

const section = (key: 'home' | 'footer' | 'help') => textSections.find((s) => s.key === key)!

function formOf(fields: Record<string, string>) {
	const form = new FormData()
	form.set('csrf', 'token')
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	return form
}

describe('the allow-list', () => {
	test('has the three sections, each key once, every key a site text with a label in both staff languages', () => {
		expect(textSections.map((s) => s.key)).toEqual(['home', 'footer', 'help'])
		expect(new Set(editableTextKeys).size).toBe(editableTextKeys.length)
		for (const key of editableTextKeys) {
			expect(en[key], key).toBeTruthy()
			expect(adminEn[textLabel(key)], key).toBeTruthy()
			expect(adminFr[textLabel(key)], key).toBeTruthy()
		}
		for (const s of textSections) {
			expect(adminEn[s.legend]).toBeTruthy()
			expect(adminFr[s.legend]).toBeTruthy()
		}
	})

	test('each section stays well inside the form field limit (100 per request)', () => {
		for (const s of textSections) expect(s.texts.length * 2 + 2, s.key).toBeLessThanOrEqual(90)
	})

	test("keys that also title other pages or feed the server's titles stay out", () => {
		for (const key of [
			'programs.agenda.title',
			'help.pageTitle',
			'services.title',
			'meta.homeTitle',
		])
			expect(editableTextKeys as readonly string[]).not.toContain(key)
	})
})

describe('merging the council wording into a page catalog', () => {
	test('an override replaces the catalog text in its language only; placeholders still fill in', () => {
		const messages = siteMessages('fr', {
			'hero.title': { en: '', fr: 'Bienvenue à {product}, chez vous' },
			'footer.fraudText': { en: 'Call {phone} about fraud.', fr: 'Appelez le {phone}.' },
		})
		const t = tFor(messages, { product: 'Commune X', phone: '+237 1' })
		expect(t('hero.title')).toBe('Bienvenue à Commune X, chez vous')
		expect(t('footer.fraudText')).toBe('Appelez le +237 1.')
		expect(t('footer.fraudTitle')).toBe(fr['footer.fraudTitle'])
		// English: the empty French-only override leaves the default; the footer one applies.
		const english = siteMessages('en', {
			'hero.title': { en: '', fr: 'Bienvenue' },
			'footer.fraudText': { en: 'Call {phone} about fraud.', fr: '' },
		})
		expect(english['hero.title']).toBe(en['hero.title'])
		expect(english['footer.fraudText']).toBe('Call {phone} about fraud.')
	})

	test('with no override the catalog itself is returned (no copy per request)', () => {
		expect(siteMessages('en', {})).toBe(en)
		expect(siteMessages('fr', { 'hero.title': { en: 'Hi', fr: '  ' } })).toBe(fr)
	})

	test('a stored key outside the allow-list, or an unknown placeholder, is ignored', () => {
		const messages = siteMessages('en', {
			...({ 'meta.homeTitle': { en: 'Hacked', fr: '' } } as object),
			'footer.credits': { en: 'Thanks {product}', fr: '' },
		})
		expect(messages['meta.homeTitle']).toBe(en['meta.homeTitle'])
		expect(messages['footer.credits']).toBe(en['footer.credits'])
	})

	test('reading the setting drops keys no longer in the allow-list and keeps the others', () => {
		const parsed = siteTextsSchema.parse({
			'hero.title': { en: 'A', fr: 'B' },
			'retired.key': { en: 'C', fr: 'D' },
		})
		expect(parsed).toEqual({ 'hero.title': { en: 'A', fr: 'B' } })
		expect(
			siteTextsSchema.safeParse({ 'hero.title': { en: 'x'.repeat(1001), fr: '' } }).success,
		).toBe(false)
	})
})

describe('reading the screen form', () => {
	test('trims, keeps both languages, drops a text empty in both, and names the form values', () => {
		const result = readTextsForm(
			formOf({
				section: 'footer',
				[textFieldName('footer.fraudTitle', 'en')]: '  Beware of fraud ',
				[textFieldName('footer.fraudTitle', 'fr')]: '',
				[textFieldName('footer.credits', 'en')]: '',
				[textFieldName('footer.credits', 'fr')]: '',
			}),
			section('footer'),
		)
		expect(result.ok).toBe(true)
		if (!result.ok) return
		expect(result.texts).toEqual({ 'footer.fraudTitle': { en: 'Beware of fraud', fr: '' } })
		expect(result.values[textFieldName('footer.fraudTitle', 'en')]).toBe('Beware of fraud')
	})

	test('a placeholder the default does not have is refused, naming the allowed ones', () => {
		expect(allowedPlaceholders('footer.established')).toEqual(['year'])
		const result = readTextsForm(
			formOf({
				[textFieldName('footer.established', 'fr')]: 'Créée en {annee} par {product}',
				[textFieldName('footer.fraudTitle', 'fr')]: 'Attention {phone}',
				[textFieldName('footer.fraudText', 'fr')]: 'Appelez le {phone}.',
			}),
			section('footer'),
		)
		expect(result.ok).toBe(false)
		if (result.ok) return
		expect(result.errors[textFieldName('footer.established', 'fr')]).toEqual({
			message: 'admin.texts.placeholders',
			vars: { found: '{annee}, {product}', allowed: '{year}' },
		})
		expect(result.errors[textFieldName('footer.fraudTitle', 'fr')]).toEqual({
			message: 'admin.texts.noPlaceholders',
			vars: { found: '{phone}' },
		})
		expect(result.errors[textFieldName('footer.fraudText', 'fr')]).toBeUndefined()
		// What was typed comes back to be shown again.
		expect(result.values[textFieldName('footer.established', 'fr')]).toBe(
			'Créée en {annee} par {product}',
		)
		const message = tFor(adminFr)(
			'admin.texts.placeholders',
			result.errors[textFieldName('footer.established', 'fr')]!.vars,
		)
		expect(message).toBe(
			'Non autorisé ici : {annee}, {product}. Ce texte ne peut utiliser que {year}.',
		)
	})

	test('over 1000 characters is refused', () => {
		const result = readTextsForm(
			formOf({ [textFieldName('hero.subtitle', 'en')]: 'a'.repeat(1001) }),
			section('home'),
		)
		expect(!result.ok && result.errors[textFieldName('hero.subtitle', 'en')]).toEqual({
			message: 'admin.validation.tooLong',
			vars: { max: 1000 },
		})
	})

	test("a field that is not one of the section's texts refuses the whole form", () => {
		for (const name of ['meta.homeTitle:en', 'hero.title:en', 'footer.credits:de']) {
			const result = readTextsForm(
				formOf({ [name]: 'x', [textFieldName('footer.credits', 'en')]: 'ok' }),
				section('footer'),
			)
			expect(result.ok, name).toBe(false)
			expect(!result.ok && result.refused?.message, name).toBe('admin.texts.unknownText')
		}
	})

	test('saving a section replaces its texts and keeps the other sections', () => {
		const current = {
			'hero.title': { en: 'Hi', fr: 'Salut' },
			'footer.credits': { en: 'Old', fr: '' },
			'footer.rights': { en: '© {year}', fr: '' },
		}
		const saved = replaceSection(current, section('footer'), {
			'footer.credits': { en: 'New', fr: 'Nouveau' },
		})
		expect(saved).toEqual({
			'hero.title': { en: 'Hi', fr: 'Salut' },
			'footer.credits': { en: 'New', fr: 'Nouveau' },
		})
		expect(textFormValues(saved)[textFieldName('footer.credits', 'fr')]).toBe('Nouveau')
		expect(textFormValues(saved)[textFieldName('help.open', 'en')]).toBe('')
	})
})
