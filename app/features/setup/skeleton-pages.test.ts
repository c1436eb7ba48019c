import { describe, expect, test } from 'vitest'
import { pageContentSchema } from '#app/features/pages/block-schema'
import { bilingualTexts } from '#app/features/pages/resolve'
import type { Block } from '#app/features/pages/types'
import { contentPagePaths } from '#app/route-table'
import { contentPages } from '#app/seed/pages/index'
import { sampleCouncilNames } from '#app/seed/sample-names'
import { stillToBeWritten } from '#app/seed/pages.server'
import { skeletonPages, TO_BE_WRITTEN } from './skeleton-pages'

/** The blocks a page fills from the council's own records (settings and database). */
const dataKinds: Block<unknown>['kind'][] = [
	'contact',
	'openingHours',
	'emergencyNumbers',
	'mayorProfile',
	'cabinet',
	'events',
	'bids',
	'jobs',
	'businessSearch',
]

describe('the skeleton of a new council’s standard pages', () => {
	test('one page for every standard address, in the sample’s menu groups and order', () => {
		expect(skeletonPages.map((p) => p.path)).toEqual(contentPages.map((p) => p.path))
		expect([...skeletonPages.map((p) => p.path)].sort()).toEqual([...contentPagePaths].sort())
		expect(skeletonPages.map((p) => p.group)).toEqual(contentPages.map((p) => p.group))
	})

	test('every skeleton page is written as a draft, every sample page as published (decision 055)', () => {
		for (const page of skeletonPages) expect(stillToBeWritten(page), page.path).toBe(true)
		for (const page of contentPages) expect(stillToBeWritten(page), page.path).toBe(false)
		// The placeholder in one language only still makes a draft.
		const [first] = skeletonPages
		const frOnly = { ...first!, intro: { en: 'Written.', fr: first!.intro.fr }, blocks: [] }
		expect(stillToBeWritten(frOnly)).toBe(true)
	})

	test('every page is valid as stored', () => {
		for (const { title, description, intro, blocks, path } of skeletonPages) {
			const parsed = pageContentSchema.safeParse({ title, description, intro, blocks })
			expect(parsed.success, `${path}: ${parsed.error?.message}`).toBe(true)
		}
	})

	test('intro and text are marked as still to be written, in both languages', () => {
		for (const page of skeletonPages) {
			const prose = page.blocks.filter((b) => b.kind === 'prose')
			expect(prose, page.path).toHaveLength(1)
			for (const text of [page.intro, ...prose.flatMap((b) => b.paragraphs)]) {
				expect(text.en.startsWith(`${TO_BE_WRITTEN.en} `), page.path).toBe(true)
				expect(text.fr.startsWith(`${TO_BE_WRITTEN.fr} `), page.path).toBe(true)
			}
			expect(page.description.en, page.path).toMatch(/still to be written/)
			expect(page.description.fr, page.path).toMatch(/reste à rédiger/)
		}
	})

	test('every text is written in both languages, and titles and descriptions are unique', () => {
		for (const page of skeletonPages) {
			for (const pair of bilingualTexts(page)) {
				expect(pair.en.trim() && pair.fr.trim(), page.path).toBeTruthy()
				expect(pair.en, page.path).not.toBe(pair.fr)
				expect(`${pair.en} ${pair.fr}`, page.path).not.toMatch(/\{\w+\}/)
			}
		}
		for (const lang of ['en', 'fr'] as const) {
			for (const part of ['title', 'description'] as const) {
				const texts = skeletonPages.map((p) => p[part][lang])
				expect(new Set(texts).size, `${lang} ${part}`).toBe(texts.length)
			}
		}
	})

	test('the blocks filled from the council’s records are kept where the sample page has them; the sample’s drawn map is not', () => {
		for (const page of skeletonPages) {
			const sample = contentPages.find((p) => p.path === page.path)!
			const kinds = (blocks: Block<unknown>[]) =>
				blocks.filter((b) => dataKinds.includes(b.kind)).map((b) => b.kind)
			expect(kinds(page.blocks), page.path).toEqual(kinds(sample.blocks))
			expect(page.blocks.some((b) => b.kind === 'map')).toBe(false)
		}
	})

	test('no text of the sample council: its names and places, or any sentence of its pages', () => {
		const texts = skeletonPages.flatMap((p) => bilingualTexts(p).flatMap((t) => [t.en, t.fr]))
		for (const name of sampleCouncilNames) {
			expect(
				texts.filter((t) => new RegExp(`\\b${name}\\b`, 'i').test(t)),
				name,
			).toEqual([])
		}
		// Labels ("Contact the council", a section heading) are generic; the sample's sentences are not.
		const sampleSentences = new Set(
			contentPages.flatMap((p) =>
				bilingualTexts(p)
					.flatMap((t) => [t.en, t.fr])
					.filter((t) => t.length > 60),
			),
		)
		expect(texts.filter((t) => sampleSentences.has(t))).toEqual([])
	})
})
