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

describe('pictures and documents (decision 054)', () => {
	const picture = (fields: Record<string, unknown>) =>
		pageContentSchema.safeParse(
			page([{ kind: 'picture', image: 'news-roads', alt: { en: 'A', fr: 'B' }, ...fields }]),
		)
	const issues = (result: ReturnType<typeof picture>) =>
		result.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`) ?? []

	test('a picture names a stored upload or a drawn picture, nothing else', () => {
		expect(picture({}).success).toBe(true)
		expect(picture({ image: 'upload:0123456789abcdef0123:800x600:400,800' }).success).toBe(true)
		for (const bad of [
			'',
			'/etc/passwd',
			'https://evil.example/x.png',
			'javascript:alert(1)',
			'upload:../../x:800x600:400',
			'upload:0123456789abcdef0123:800x600:',
		]) {
			expect(picture({ image: bad }).success, bad).toBe(false)
		}
		expect(issues(picture({ image: 'nope' }))).toEqual([
			'blocks.0.image admin.validation.imageBroken',
		])
	})

	test('it is described in both languages unless marked decorative', () => {
		expect(issues(picture({ alt: { en: 'Road works', fr: '  ' } }))).toEqual([
			'blocks.0.alt.fr admin.validation.altRequired',
		])
		expect(issues(picture({ alt: { en: '', fr: '' } }))).toEqual([
			'blocks.0.alt.en admin.validation.altRequired',
			'blocks.0.alt.fr admin.validation.altRequired',
		])
		expect(picture({ alt: { en: '', fr: '' }, decorative: true }).success).toBe(true)
		expect(picture({ alt: { en: 'x'.repeat(251), fr: 'y' } }).success).toBe(false)
		expect(picture({ caption: { en: 'x', fr: 'y' } }).success).toBe(false)
	})

	test('a documents block lists one to 40 document ids', () => {
		const documents = (ids: unknown) =>
			pageContentSchema.safeParse(page([{ kind: 'documents', documents: ids }])).success
		expect(documents([4, 1])).toBe(true)
		expect(documents([])).toBe(false)
		expect(documents([0])).toBe(false)
		expect(documents([1.5])).toBe(false)
		expect(documents(['4'])).toBe(false)
		expect(documents(Array.from({ length: 41 }, (_, i) => i + 1))).toBe(false)
	})
})
