import { describe, expect, test } from 'vitest'
import { parsePublicForm } from '#app/platform/public-form.server'
import { MAX_EMAIL_LENGTH } from './choices'
import { manageSchema, subscribeSchema } from './subscription-schema'

// The subscription forms' schemas (decision 045), parsed as the server parses them: a valid
// sign-up and each rule's message key (keys of the subscription catalog).

function form(fields: [string, string][]) {
	const data = new FormData()
	for (const [name, value] of fields) data.append(name, value)
	return data
}
const errorsOf = (
	fields: [string, string][],
	schema: typeof subscribeSchema | typeof manageSchema = subscribeSchema,
) => {
	const submission = parsePublicForm(form(fields), schema)
	return submission.status === 'success' ? {} : submission.error
}

const valid: [string, string][] = [
	['email', ' Awa@Example.CM '],
	['topics', 'alerts'],
	['topics', 'news'],
	['languages', 'fr'],
]

describe('the sign-up', () => {
	test('a valid sign-up: the address tidied and in lower case, topics in their order', () => {
		const submission = parsePublicForm(
			form([...valid, ['website', ''], ['form_started', 'x']]),
			subscribeSchema,
		)
		expect(submission.status === 'success' && submission.value).toEqual({
			email: 'awa@example.cm',
			topics: ['news', 'alerts'],
			languages: 'fr',
		})
	})

	test('one topic is a topic; a value that is no topic is left out, not refused', () => {
		const submission = parsePublicForm(
			form([
				['email', 'a@b.cm'],
				['topics', 'events'],
				['topics', 'spam'],
				['languages', 'both'],
			]),
			subscribeSchema,
		)
		expect(submission.status === 'success' && submission.value.topics).toEqual(['events'])
	})

	test('each rule refuses with its message key', () => {
		const without = (name: string) => valid.filter(([n]) => n !== name)
		expect(errorsOf(without('email'))).toEqual({ email: ['sub.error.email'] })
		for (const address of [
			'not an address',
			'a@b',
			'a@b.c',
			'<a@b.cm>',
			`${'a'.repeat(MAX_EMAIL_LENGTH)}@b.cm`,
		])
			expect(errorsOf([...without('email'), ['email', address]]), address).toEqual({
				email: ['sub.error.email'],
			})
		expect(errorsOf(without('topics'))).toEqual({ topics: ['sub.error.topics'] })
		expect(errorsOf([...without('topics'), ['topics', 'spam']])).toEqual({
			topics: ['sub.error.topics'],
		})
		expect(errorsOf(without('languages'))).toEqual({ languages: ['sub.error.languages'] })
		expect(errorsOf([...without('languages'), ['languages', 'de']])).toEqual({
			languages: ['sub.error.languages'],
		})
		expect(errorsOf([])).toEqual({
			email: ['sub.error.email'],
			topics: ['sub.error.topics'],
			languages: ['sub.error.languages'],
		})
	})
})

describe('the manage form', () => {
	test('the same choices, without an address', () => {
		const submission = parsePublicForm(
			form([
				['token', 'x'],
				['topics', 'documents'],
				['languages', 'en'],
			]),
			manageSchema,
		)
		expect(submission.status === 'success' && submission.value).toEqual({
			topics: ['documents'],
			languages: 'en',
		})
		expect(errorsOf([['token', 'x']], manageSchema)).toEqual({
			topics: ['sub.error.topics'],
			languages: ['sub.error.languages'],
		})
	})
})
