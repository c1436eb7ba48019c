import { describe, expect, it } from 'vitest'
import { DELETED_KEPT_DAYS } from '#app/features/revisions/revisions.server'
import { translate } from '../i18n'
import { adminEn } from './admin.en'
import { adminFr } from './admin.fr'
import { en } from './en'
import { essentialsEn, refusalEn } from './essentials.en'
import { essentialsFr, refusalFr } from './essentials.fr'
import { fr } from './fr'
import { subscriptionsEn } from './subscriptions.en'
import { subscriptionsFr } from './subscriptions.fr'

/** The public catalogs (issue 33): what residents read, on the site and in their mail. */
const publicFr: Record<string, Record<string, string>> = {
	fr,
	essentialsFr,
	refusalFr,
	subscriptionsFr,
}
const publicEn: Record<string, Record<string, string>> = {
	en,
	essentialsEn,
	refusalEn,
	subscriptionsEn,
}
const entries = (catalogs: Record<string, Record<string, string>>) =>
	Object.entries(catalogs).flatMap(([name, catalog]) =>
		Object.entries(catalog).map(([key, text]) => [`${name}:${key}`, text] as const),
	)

describe('French wording', () => {
	it('elides and agrees before a word: « ce courriel », « de courriels »', () => {
		const wrong = entries(publicFr).filter(([, text]) =>
			/(?<![\p{L}.])(cet [bcdfgjklmnpqrstvwxz]|[dl]’[bcdfgjklmnpqrstvwxz])/iu.test(text),
		)
		expect(wrong).toEqual([])
		expect(subscriptionsFr['mail.confirm.ignore']).toContain('ignorez ce courriel')
		expect(subscriptionsFr['mail.footer']).toContain('Vous recevez ce courriel')
		expect(subscriptionsFr['sub.unsubscribe.text']).toContain('ne plus recevoir de courriels')
	})

	// The council's name is a noun phrase (« Commune de Mbonge », « Mairie de Kumba »): after « de »
	// or as a subject it needs an article whose gender depends on the name. So it stands on its own:
	// at the start, after a dash or a bracket, before a colon, a dash, a comma or a bracket.
	it('uses the council’s name only where it needs no article', () => {
		const misplaced = entries(publicFr).filter(([, text]) =>
			[...text.matchAll(/\{product\}/g)].some(({ index }) => {
				const before = text.slice(0, index)
				const after = text.slice(index + '{product}'.length)
				const freeBefore = before === '' || /(— |\(|\{year\} )$/.test(before)
				const freeAfter = after === '' || /^( :| —|,|\)|\.)/.test(after)
				return !(freeBefore && freeAfter)
			}),
		)
		expect(misplaced).toEqual([])
		const product = { product: 'Commune de Mbonge' }
		expect(translate(fr, 'hero.title', product)).toBe('Bienvenue — Commune de Mbonge')
		expect(translate(fr, 'meta.siteDescription', product)).toMatch(
			/^Commune de Mbonge, site officiel : /,
		)
	})
})

describe('counted texts', () => {
	it('write no “(s)” plurals', () => {
		const both = [...entries(publicEn), ...entries(publicFr)]
		expect(both.filter(([, text]) => /\p{L}\((s|es|x)\)/u.test(text))).toEqual([])
	})

	// The call sites pass a bare number: a text reads right for 1 as for 2 (“Label: {count}”).
	it.each([
		['en', en],
		['fr', fr],
	] as const)('read right for one (%s)', (_, catalog) => {
		// The pocket guide's usage line is filled by the script that stores the guide (issue 35).
		for (const key of [
			'directory.teaser',
			'feedback.retry.limited',
			'pocket.store.usage',
		] as const) {
			const text = translate(catalog, key, { count: 1, minutes: 1, size: '1 MB' })
			expect(text).not.toMatch(/\b1 (\p{L}+ )?\p{L}+s\b/u)
		}
	})
})

describe('deleting', () => {
	// Deleted items go to Recently deleted, from where they can be restored (decision 025).
	it.each([
		['en', adminEn, 'This cannot be undone'],
		['fr', adminFr, 'Cette action est définitive'],
	] as const)('says where the item goes and for how long (%s)', (_, catalog, old) => {
		for (const key of ['admin.confirmDelete.text', 'admin.pageEditor.deleteEffect'] as const) {
			expect(catalog[key]).not.toContain(old)
			expect(catalog[key]).toContain(catalog['admin.nav.deleted'])
			expect(catalog[key]).toContain(`${DELETED_KEPT_DAYS}`)
		}
	})
})

describe('one name for one thing', () => {
	it('the business licence: "licence" (the noun) in English, « licence d’exploitation » in French', () => {
		expect(entries(publicEn).filter(([, text]) => /\bLicens/i.test(text))).toEqual([])
		expect(entries(publicFr).filter(([, text]) => /licences? commerciales?/i.test(text))).toEqual(
			[],
		)
	})
})
