import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { formatNumber } from '#app/i18n/i18n'
import { contentPagePaths, publicPages } from '#app/route-table'
import { bilingualTexts, resolvePage } from '#app/features/pages/resolve'
import { contentPages, findContentPage } from './index'
import { iconNames, type Block, type ContentPage } from '../../features/pages/types'

const page = (path: string) => {
	const found = findContentPage(path)
	if (!found) throw new Error(`no content page ${path}`)
	return found
}
const blocks = (path: string) => page(path).blocks
const block = (path: string, id: string) => {
	const found = blocks(path).find((b) => b.id === id)
	if (!found) throw new Error(`${path} has no block #${id}`)
	return found
}
const englishText = (value: unknown) =>
	bilingualTexts(value)
		.map((t) => t.en)
		.join('\n')
const frenchText = (value: unknown) =>
	bilingualTexts(value)
		.map((t) => t.fr)
		.join('\n')
const amounts = (b: Block<unknown>) => (b.kind === 'fees' ? b.items.map((i) => i.amount) : [])

describe('content pages: one name for one thing', () => {
	test('the business licence: "licence" in English, « licence d’exploitation » in French', () => {
		// Found on a phone: the menu said "License", the pages "licence"; the French pages said
		// « licence commerciale » on one page and « licence d’exploitation » on the next.
		const english = contentPages.map(englishText).join('\n')
		const french = contentPages.map(frenchText).join('\n')
		expect(english.match(/\blicen[cs]es?\b/gi)?.filter((w) => /licens/i.test(w)) ?? []).toEqual([])
		expect(french).not.toMatch(/licences? commerciales?/i)
		expect(french).toMatch(/licence d[’']exploitation/)
	})
})

describe('content pages: structure', () => {
	test('every information route has exactly one content page, and no page lacks a route', () => {
		expect(contentPages.map((p) => p.path).sort()).toEqual([...contentPagePaths].sort())
	})

	test('every text exists in both languages, with the same placeholders', () => {
		const problems: string[] = []
		for (const p of contentPages) {
			for (const pair of bilingualTexts(p)) {
				if (!pair.en.trim() || !pair.fr.trim())
					problems.push(`${p.path}: empty side in ${JSON.stringify(pair)}`)
				const vars = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join()
				if (vars(pair.en) !== vars(pair.fr))
					problems.push(`${p.path}: placeholders differ in ${pair.en}`)
			}
		}
		expect(problems).toEqual([])
	})

	test('French is translated: long texts differ from the English', () => {
		const same = contentPages.flatMap((p) =>
			bilingualTexts(p).filter(
				(t) => t.en.replace(/\{\w+\}/g, '').trim().length > 12 && t.en === t.fr,
			),
		)
		expect(same).toEqual([])
	})

	test('both languages get the same sections: resolving keeps the block structure', () => {
		const shape = (p: ContentPage<string>) => p.blocks.map((b) => `${b.kind}#${b.id ?? ''}`)
		for (const p of contentPages) {
			const vars = { product: 'X', phone: '1', email: 'e', address: 'a', officeHours: 'h' }
			const en = resolvePage(p, 'en', vars)
			const fr = resolvePage(p, 'fr', vars)
			expect(shape(fr), p.path).toEqual(shape(en))
			expect(JSON.stringify(en)).not.toMatch(/\{(product|phone|email|address|officeHours)\}/)
		}
	})

	test('titles and meta descriptions are unique in each language', () => {
		for (const lang of ['en', 'fr'] as const) {
			const titles = contentPages.map((p) => p.title[lang])
			const descriptions = contentPages.map((p) => p.description[lang])
			expect(new Set(titles).size, lang).toBe(titles.length)
			expect(new Set(descriptions).size, lang).toBe(descriptions.length)
		}
	})

	test('the icon sprite draws every icon a card can name (run `npm run icons` after a change)', () => {
		const sprite = fs.readFileSync('public/images/content-icons.svg', 'utf8')
		const drawn = [...sprite.matchAll(/<symbol id="([\w-]+)"/g)].map((m) => m[1])
		expect(drawn.sort()).toEqual([...iconNames].sort())
	})

	test('block anchors are unique on each page', () => {
		for (const p of contentPages) {
			const ids = p.blocks.map((b) => b.id).filter(Boolean)
			expect(new Set(ids).size, p.path).toBe(ids.length)
		}
	})

	test('every button leads to an existing page and, for a fragment, an existing section', () => {
		const paths = new Set(publicPages.filter((p) => !p.path.includes(':')).map((p) => p.path))
		const problems: string[] = []
		for (const p of contentPages) {
			const hrefs = p.blocks.flatMap((b) => [
				...(b.kind === 'actions' ? b.actions.map((a) => a.href) : []),
				...(b.kind === 'cards' ? b.cards.flatMap((c) => (c.action ? [c.action.href] : [])) : []),
			])
			for (const href of hrefs) {
				const [path, hash] = href.startsWith('#') ? [p.path, href.slice(1)] : href.split('#')
				if (!path || !paths.has(path)) problems.push(`${p.path}: ${href} is not a page`)
				else if (
					hash &&
					findContentPage(path) &&
					!findContentPage(path)!.blocks.some((b) => b.id === hash)
				) {
					problems.push(`${p.path}: ${href} has no such section`)
				}
			}
		}
		expect(problems).toEqual([])
	})

	test('no contact detail is written out: pages use the settings placeholders', () => {
		const all = contentPages.map((p) => `${englishText(p)}\n${frenchText(p)}`).join('\n')
		expect(all).not.toMatch(/\+237|@\w+\.\w+|\b6\d{2}\s?\d{3}\s?\d{3}\b/)
	})

	test('every amount of money is in a fees block, not written in the text', () => {
		const all = contentPages.map((p) => `${englishText(p)}\n${frenchText(p)}`).join('\n')
		expect(all).not.toMatch(/\d[\d\s,.]*\s?(FCFA|CFA|francs)/i)
	})
})

describe('content pages: fees, documents, hours and other facts, exactly', () => {
	test('business licence fees and the four required documents', () => {
		expect(amounts(block('/business/licenses', 'fees'))).toEqual([25000, 15000, 5000])
		expect(amounts(block('/services/licenses', 'fees'))).toEqual([25000, 15000, 5000])
		const documents = englishText(block('/business/licenses', 'documents'))
		for (const doc of [
			/valid ID or passport/i,
			/tax clearance certificate/i,
			/proof of (your )?business location/i,
			/business registration documents/i,
		]) {
			expect(documents).toMatch(doc)
		}
		const list = block('/business/licenses', 'documents')
		expect(list.kind === 'list' && list.items.length).toBe(4)
	})

	test('grants: 5,000,000 FCFA with quarterly cycles, and 2,000,000 FCFA', () => {
		const grants = blocks('/business/grants').find((b) => b.kind === 'fees')!
		expect(amounts(grants)).toEqual([5000000, 2000000])
		expect(englishText(grants)).toMatch(/Business Development Grant[\s\S]*quarterly/i)
		expect(englishText(grants)).toMatch(/Startup Innovation Fund/)
	})

	test('amounts are written the way each language writes numbers', () => {
		expect(`${formatNumber(25000, 'en')} FCFA`).toBe('25,000 FCFA')
		expect(`${formatNumber(5000000, 'fr')} FCFA`.replace(/\s/g, ' ')).toBe('5 000 000 FCFA')
	})

	test('service facts: tax office hours, market day, birth certificate delay, building plans', () => {
		const tax = englishText(page('/services/tax'))
		expect(tax).toMatch(/Monday to Friday, 7:30 AM – 3:30 PM/)
		expect(tax).toMatch(/Thursday/)
		expect(englishText(page('/services/birth-certificate'))).toMatch(/3 to 5 working days/)
		expect(frenchText(page('/services/birth-certificate'))).toMatch(/3 à 5 jours ouvrables/)
		expect(englishText(page('/business/zoning'))).toMatch(/3 copies of the architectural plans/)
	})

	test('parks, buses and the mayor’s five priorities', () => {
		expect(englishText(block('/residents/parks-recreation', 'parks'))).toMatch(
			/Central Park[\s\S]*6:00 AM – 6:00 PM/,
		)
		const parks = block('/residents/parks-recreation', 'parks')
		expect(parks.kind === 'cards' && parks.cards.length).toBe(2)
		const bus = englishText(page('/visitors/getting-around'))
		expect(bus).toMatch(/6 AM – 10 PM/)
		expect(bus).toMatch(/every 15 minutes/)
		const priorities = block('/government/meet-mayor', 'priorities')
		expect(priorities.kind === 'cards' && priorities.cards.map((c) => c.title.en)).toHaveLength(5)
		expect(englishText(priorities)).toMatch(
			/road[\s\S]*electri[\s\S]*industriali[sz]ation[\s\S]*natural resources[\s\S]*education[\s\S]*community engagement/i,
		)
	})

	test('public safety: four service cards and the emergency numbers block', () => {
		const b = blocks('/residents/public-safety')
		const cards = b.find((x) => x.kind === 'cards')
		expect(cards?.kind === 'cards' && cards.cards.length).toBe(4)
		expect(b.some((x) => x.kind === 'emergencyNumbers')).toBe(true)
	})

	test('the pages that show live data have their data blocks', () => {
		const has = (path: string, kind: Block<unknown>['kind']) =>
			blocks(path).some((b) => b.kind === kind)
		expect(has('/government/meet-mayor', 'mayorProfile')).toBe(true)
		expect(has('/government/cabinet', 'cabinet')).toBe(true)
		expect(has('/residents/arts-culture', 'events')).toBe(true)
		expect(has('/residents/directions', 'openingHours')).toBe(true)
		expect(has('/residents/directions', 'map')).toBe(true)
		expect(has('/business/bids', 'bids')).toBe(true)
		expect(has('/i-want-to/find-business', 'businessSearch')).toBe(true)
	})
})
