import { describe, expect, test } from 'vitest'
import { tFor } from '#app/i18n/i18n'
import { en } from '#app/i18n/messages/en'
import { fr } from '#app/i18n/messages/fr'
import { feedbackAnswer } from './feedback.server'

// What `/feedback/answer` tells the footer's island (decision 058): the outcome's kind, its words
// in the page's language, a fresh start value where there is one, and the fields to mark.
describe('feedbackAnswer', () => {
	test('a vote: its thanks and a fresh start value', () => {
		const outcome = { kind: 'voted', page: '/fr', vote: 'no', started: 'fresh' } as const
		expect(feedbackAnswer(tFor(fr), 'fr', outcome)).toEqual({
			kind: 'voted',
			vote: 'no',
			message: fr['feedback.thanksNo'],
			started: 'fresh',
		})
	})

	test('a report taken, an address not of this site: their words, nothing else', () => {
		expect(feedbackAnswer(tFor(en), 'en', { kind: 'reported', page: '/' })).toEqual({
			kind: 'reported',
			message: en['feedback.thanksReport'],
		})
		expect(feedbackAnswer(tFor(en), 'en', { kind: 'badPage' })).toEqual({
			kind: 'badPage',
			message: en['feedback.badPageText'],
		})
	})

	test('a form to send again: why, and for a report not taken each field’s message, named', () => {
		const again = { kind: 'form', page: '/', intent: 'problem', started: 'fresh' } as const
		expect(feedbackAnswer(tFor(en), 'en', { ...again, problem: 'too-fast' })).toEqual({
			kind: 'form',
			message: en['formGuard.tooFast'],
			started: 'fresh',
		})
		const reply = { error: { reason: ['feedback.error.reason'] }, initialValue: { comment: 'x' } }
		expect(feedbackAnswer(tFor(fr), 'fr', { ...again, problem: 'errors', reply })).toEqual({
			kind: 'form',
			message: `${fr['feedback.errorSummary']} ${fr['feedback.error.reason']}`,
			started: 'fresh',
			invalid: ['reason'],
		})
	})
})
