import { describe, expect, test } from 'vitest'
import { feedbackPage } from './feedback-rules'

// Which addresses feedback may name (decision 038): this site's public pages, as paths only.
describe('feedbackPage', () => {
	test('a public page in either language, its language read from the address', () => {
		expect(feedbackPage('/')).toEqual({ path: '/', locale: 'en' })
		expect(feedbackPage('/fr')).toEqual({ path: '/fr', locale: 'fr' })
		expect(feedbackPage('/fr/news/cultural-festival-success')).toEqual({
			path: '/fr/news/cultural-festival-success',
			locale: 'fr',
		})
		expect(feedbackPage('/services/tax/')).toEqual({ path: '/services/tax', locale: 'en' })
		expect(feedbackPage('/news/caf%C3%A9')).toEqual({ path: '/news/caf%C3%A9', locale: 'en' })
	})

	test('anything else is not a page of ours', () => {
		for (const value of [
			undefined,
			'',
			'news',
			'https://example.com/news',
			'//example.com/news',
			'/news?q=my+phone+number',
			'/news#top',
			'/news/../admin-dtima',
			'/news/%2e%2e/x',
			'/news/%00',
			'/news/%0a',
			'/news/%zz',
			'/admin-dtima',
			'/admin-dtima/users',
			'/admin%2Ddtima',
			'/feedback',
			'/fr/feedback',
			'/news\\x',
			'/news <script>',
			`/${'a'.repeat(300)}`,
		])
			expect(feedbackPage(value), String(value)).toBeUndefined()
	})

	test('a long hostile address is refused quickly (no backtracking)', () => {
		const started = performance.now()
		expect(feedbackPage(`/${'a/'.repeat(140)}!`)).toBeUndefined()
		expect(performance.now() - started).toBeLessThan(50)
	})
})
