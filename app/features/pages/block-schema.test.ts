import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { pageContentSchema, TEXT_MAX, type blockSchema } from './block-schema'
import { contentPages } from '#app/seed/pages/index'
import type { Bilingual, Block } from './types'

// The stored shape and the renderer's shape are one: each converts to the other without a cast,
// so a block kind or field added to one and not the other fails `npm run typecheck`.
type Stored = z.infer<typeof blockSchema>
export const toStored = (block: Block<Bilingual>): Stored => block
export const fromStored = (block: Stored): Block<Bilingual> => block

const page = (blocks: unknown[]) => ({
	title: { en: 'Title', fr: 'Titre' },
	description: { en: 'About', fr: 'À propos' },
	intro: { en: 'Intro', fr: 'Intro' },
	blocks,
})

describe('stored page content', () => {
	test('every page of the sample council is valid as stored content', () => {
		for (const source of contentPages) {
			const { title, description, intro, blocks } = source
			const result = pageContentSchema.safeParse({ title, description, intro, blocks })
			expect(result.error?.issues ?? [], source.path).toEqual([])
		}
	})

	test('a block the renderer does not know, or a field it does not have, is refused', () => {
		expect(pageContentSchema.safeParse(page([{ kind: 'video', url: 'x' }])).success).toBe(false)
		expect(
			pageContentSchema.safeParse(page([{ kind: 'prose', paragraphs: [], html: '<b>x</b>' }]))
				.success,
		).toBe(false)
		expect(pageContentSchema.safeParse(page([{ kind: 'map' }])).success).toBe(true)
	})

	test('links lead to the site or a section of the page, never to a script', () => {
		const actions = (href: string) =>
			page([{ kind: 'actions', actions: [{ label: { en: 'Go', fr: 'Aller' }, href }] }])
		for (const ok of ['/services/tax', '/services/tax#fees', '#fees', '/']) {
			expect(pageContentSchema.safeParse(actions(ok)).success, ok).toBe(true)
		}
		for (const bad of ['javascript:alert(1)', '//evil.example', 'https://evil.example', '']) {
			expect(pageContentSchema.safeParse(actions(bad)).success, bad).toBe(false)
		}
	})

	test('texts, amounts and counts are bounded', () => {
		const long = { en: 'x'.repeat(TEXT_MAX + 1), fr: 'x' }
		expect(pageContentSchema.safeParse(page([{ kind: 'prose', paragraphs: [long] }])).success).toBe(
			false,
		)
		const fee = (amount: number) =>
			page([{ kind: 'fees', items: [{ label: { en: 'Fee', fr: 'Frais' }, amount }] }])
		expect(pageContentSchema.safeParse(fee(2500)).success).toBe(true)
		expect(pageContentSchema.safeParse(fee(12.5)).success).toBe(false)
		expect(pageContentSchema.safeParse(fee(-1)).success).toBe(false)
		expect(
			pageContentSchema.safeParse(page(Array.from({ length: 61 }, () => ({ kind: 'map' }))))
				.success,
		).toBe(false)
	})
})
