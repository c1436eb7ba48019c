import { describe, expect, test } from 'vitest'
import { parsePublicForm } from '#app/platform/public-form.server'
import { MAX_FEEDBACK_COMMENT } from './feedback-rules'
import { feedbackSchema } from './feedback-schema'

// Page feedback's schema (decision 045), parsed as the server parses it: a vote and a report that
// are taken, and each rule's message key.

function parse(fields: Record<string, string>) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.append(name, value)
	return parsePublicForm(form, feedbackSchema)
}
const errorsOf = (fields: Record<string, string>) => {
	const submission = parse(fields)
	return submission.status === 'success' ? {} : submission.error
}

const vote = { intent: 'vote', page: '/fr/news', lang: 'fr', vote: 'no' }
const report = { intent: 'problem', page: '/events/', lang: 'en', reason: 'broken', comment: '' }

describe('page feedback', () => {
	test('a vote is taken, about the page in its one spelling', () => {
		const submission = parse({ ...vote, website: '', form_started: 'x' })
		expect(submission.status === 'success' && submission.value).toEqual({
			intent: 'vote',
			page: { path: '/fr/news', locale: 'fr' },
			vote: 'no',
		})
	})

	test('a report is taken, its text as stored (line ends, ends trimmed); no text is fine', () => {
		const submission = parse({ ...report, comment: '  The link\r\nis broken.  ' })
		expect(submission.status === 'success' && submission.value).toEqual({
			intent: 'problem',
			page: { path: '/events', locale: 'en' },
			reason: 'broken',
			comment: 'The link\nis broken.',
		})
		expect(parse(report).status).toBe('success')
		const { comment: _, ...withoutComment } = report
		expect(parse(withoutComment).status).toBe('success')
	})

	test('anything but a report is a vote', () => {
		const { intent: _, ...noIntent } = vote
		expect(parse({ ...noIntent, vote: 'yes' }).status).toBe('success')
		expect(errorsOf({ ...noIntent, intent: 'other', vote: 'maybe' })).toEqual({
			vote: ['feedback.badPageText'],
		})
	})

	test('a page that is not ours, or in another language, or a vote neither yes nor no: not our form', () => {
		for (const page of [
			'https://example.com/',
			'//example.com',
			'/admin-dtima/users',
			'/news?q=x',
			'',
		])
			expect(errorsOf({ ...vote, page, lang: 'en' }), page).toEqual({
				page: ['feedback.badPageText'],
			})
		expect(errorsOf({ ...vote, lang: 'en' })).toEqual({ page: ['feedback.badPageText'] })
		expect(errorsOf({ ...vote, vote: '' })).toEqual({ vote: ['feedback.badPageText'] })
		expect(errorsOf({ ...report, page: '/feedback' })).toEqual({ page: ['feedback.badPageText'] })
	})

	test('a report needs a reason; its text is at most the limit, counted as stored', () => {
		expect(errorsOf({ ...report, reason: '' })).toEqual({ reason: ['feedback.error.reason'] })
		expect(errorsOf({ ...report, reason: 'spam' })).toEqual({ reason: ['feedback.error.reason'] })
		expect(errorsOf({ ...report, comment: 'é'.repeat(MAX_FEEDBACK_COMMENT + 1) })).toEqual({
			comment: ['feedback.error.commentTooLong'],
		})
		expect(errorsOf({ ...report, comment: 'é'.repeat(MAX_FEEDBACK_COMMENT) })).toEqual({})
		// Windows line ends count once, as the browser's maxlength counts them.
		expect(errorsOf({ ...report, comment: 'a\r\n'.repeat(MAX_FEEDBACK_COMMENT / 2) })).toEqual({})
		expect(
			errorsOf({ ...report, reason: '', comment: 'x'.repeat(MAX_FEEDBACK_COMMENT + 1) }),
		).toEqual({
			reason: ['feedback.error.reason'],
			comment: ['feedback.error.commentTooLong'],
		})
	})
})
