import { describe, expect, test } from 'vitest'
import { formatNumber, tFor } from '#app/i18n/i18n'
import { en } from '#app/i18n/messages/en'
import { fr } from '#app/i18n/messages/fr'
import {
	feedbackPage,
	outcomeMessage,
	problemErrors,
	type FeedbackOutcome,
	type FeedbackProblem,
} from './feedback-rules'

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

// What the block and the feedback page say for each outcome (the island shows the same words).
describe('outcomeMessage and problemErrors', () => {
	const t = tFor(en)
	const form = (problem: FeedbackProblem | null, extra = {}): FeedbackOutcome => ({
		kind: 'form',
		page: '/news',
		intent: 'vote',
		problem,
		started: 's',
		...extra,
	})

	test('each outcome its message', () => {
		expect(outcomeMessage(t, undefined)).toBe('')
		expect(outcomeMessage(t, { kind: 'voted', page: '/', vote: 'yes', started: 's' })).toBe(
			en['feedback.thanksVote'],
		)
		expect(outcomeMessage(t, { kind: 'voted', page: '/', vote: 'no', started: 's' })).toBe(
			en['feedback.thanksNo'],
		)
		expect(outcomeMessage(t, { kind: 'reported', page: '/' })).toBe(en['feedback.thanksReport'])
		expect(outcomeMessage(t, { kind: 'badPage' })).toBe(en['feedback.badPageText'])
		expect(outcomeMessage(t, form('limited', { retryMinutes: 7 }))).toBe(
			en['feedback.retry.limited'].replace('{minutes}', '7'),
		)
		expect(outcomeMessage(t, form('too-fast'))).toBe(en['formGuard.tooFast'])
		expect(outcomeMessage(t, form('expired'))).toBe(en['formGuard.expired'])
		expect(outcomeMessage(t, form('invalid'))).toBe(en['feedback.retry.invalid'])
		expect(outcomeMessage(t, form('errors'))).toBe(en['feedback.errorSummary'])
	})

	test('a report not taken: each field its message, the text’s length as stored', () => {
		expect(problemErrors(t, 'en', undefined)).toEqual({ reason: undefined, comment: undefined })
		const reply = {
			error: { reason: ['feedback.error.reason'], comment: ['tooLong'] },
			initialValue: { comment: ` ${'é'.repeat(1200)}\r\n` },
		}
		expect(problemErrors(tFor(fr), 'fr', reply)).toEqual({
			reason: fr['feedback.error.reason'],
			comment: fr['feedback.error.commentTooLong']
				.replace('{count}', formatNumber(1200, 'fr'))
				.replace('{max}', formatNumber(1000, 'fr')),
		})
	})
})
