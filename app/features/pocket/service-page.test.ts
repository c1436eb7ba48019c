import { describe, expect, test } from 'vitest'
import { contentPages } from '#app/seed/pages/index'
import type { ContentPage, ResolvedPage } from '#app/features/pages/types'
import { isServicePage } from './service-page'

const item = { en: 'x', fr: 'x' }

describe('isServicePage', () => {
	test('a page with fees, or with numbered steps, is a service page', () => {
		expect(isServicePage({ blocks: [{ kind: 'fees' }] })).toBe(true)
		expect(isServicePage({ blocks: [{ kind: 'prose' }, { kind: 'list', ordered: true }] })).toBe(
			true,
		)
	})

	test('a bulleted list, facts or prose alone do not make one', () => {
		expect(isServicePage({ blocks: [] })).toBe(false)
		expect(isServicePage({ blocks: [{ kind: 'list' }, { kind: 'list', ordered: false }] })).toBe(
			false,
		)
		expect(isServicePage({ blocks: [{ kind: 'facts' }, { kind: 'prose' }] })).toBe(false)
		expect(isServicePage({ blocks: [{ kind: 'timeline' }, { kind: 'actions' }] })).toBe(false)
	})

	test('takes a page in any form: stored (bilingual) or resolved for one language', () => {
		const stored: Pick<ContentPage, 'blocks'> = {
			blocks: [{ kind: 'fees', items: [{ label: item, amount: 500 }] }],
		}
		const resolved: Pick<ResolvedPage, 'blocks'> = {
			blocks: [{ kind: 'list', ordered: true, items: ['Step one'] }],
		}
		expect(isServicePage(stored)).toBe(true)
		expect(isServicePage(resolved)).toBe(true)
	})

	test('the sample council’s service pages', () => {
		expect(contentPages.filter(isServicePage).map((p) => p.path)).toEqual([
			'/business/licenses',
			'/business/suppliers',
			'/business/grants',
			'/business/bids',
			'/business/start',
			'/i-want-to/ceremonial',
			'/i-want-to/business-license',
			'/i-want-to/events-permit',
			'/services/licenses',
			'/services/administrative',
			'/services/technical',
			'/services/birth-certificate',
			'/services/social-affairs',
			'/services/tax',
		])
	})
})
