import { describe, expect, test } from 'vitest'
import { parsePublicForm, publicRefusal, publicReply } from '#app/platform/public-form.server'
import { replyError, replyValue } from '#app/utils/form-reply'
import { REQUEST_LIMITS } from './request-rules'
import { requestSchema, statusLookupSchema } from './request-schema'

// The contact form's and the status look-up's schemas (decision 045), parsed as the server parses
// them (Conform over the posted form): what a valid form gives, and each rule's message key.

const schema = requestSchema(['roads', 'water'])
const L = REQUEST_LIMITS

function form(fields: Record<string, string | string[]>) {
	const data = new FormData()
	for (const [name, value] of Object.entries(fields))
		for (const one of [value].flat()) data.append(name, one)
	return data
}

const valid = { category: 'roads', description: 'A deep pothole on the road to the market.' }

/** The message each field gets, or nothing when the form is accepted. */
function messages(fields: Record<string, string | string[]>) {
	const submission = parsePublicForm(form(fields), schema)
	return submission.status === 'success' ? {} : submission.error
}

describe('the contact form', () => {
	test('a valid form: texts tidied, email in lower case, the map point read', () => {
		const submission = parsePublicForm(
			form({
				...valid,
				description: `  Light out\u0000 at the school.\r\nSince Monday.  `,
				location: ' Bai ',
				name: 'Ama',
				email: ' Ama@Example.ORG ',
				phone: '+237 600 111 222',
				map_x: '120',
				map_y: '999',
				website: '',
				form_started: 'x',
			}),
			schema,
		)
		expect(submission.status).toBe('success')
		expect(submission.status === 'success' && submission.value).toEqual({
			category: 'roads',
			description: 'Light out at the school.\r\nSince Monday.',
			location: 'Bai',
			name: 'Ama',
			email: 'ama@example.org',
			phone: '+237 600 111 222',
			point: [120, 999],
		})
	})

	test('only the category and the description are required; optional fields are empty', () => {
		const submission = parsePublicForm(form(valid), schema)
		expect(submission.status === 'success' && submission.value).toEqual({
			...valid,
			location: '',
			name: '',
			email: '',
			phone: '',
			point: null,
		})
	})

	test('a map point out of the map, or half of one, is no point, not an error', () => {
		for (const [x, y] of [
			['1001', '5'],
			['5', ''],
			['-1', '5'],
			['1e3', '5'],
		]) {
			const submission = parsePublicForm(form({ ...valid, map_x: x!, map_y: y! }), schema)
			expect(submission.status === 'success' && submission.value.point, `${x},${y}`).toBeNull()
		}
	})

	test('each rule refuses with its message key', () => {
		expect(messages({ ...valid, category: '' })).toEqual({ category: ['requests.error.category'] })
		expect(messages({ ...valid, category: 'waste' })).toEqual({
			category: ['requests.error.category'],
		})
		expect(messages({ category: 'roads' })).toEqual({
			description: ['requests.error.descriptionShort'],
		})
		// Counted once tidied: spaces around do not make a description long enough.
		expect(
			messages({ ...valid, description: `   ${'a'.repeat(L.description.min - 1)}   ` }),
		).toEqual({ description: ['requests.error.descriptionShort'] })
		expect(messages({ ...valid, description: 'a'.repeat(L.description.max + 1) })).toEqual({
			description: ['requests.error.descriptionLong'],
		})
		expect(messages({ ...valid, description: 'a'.repeat(L.description.max) })).toEqual({})
		expect(messages({ ...valid, location: 'a'.repeat(L.location + 1) })).toEqual({
			location: ['requests.error.locationLong'],
		})
		expect(messages({ ...valid, name: 'a'.repeat(L.name + 1) })).toEqual({
			name: ['requests.error.nameLong'],
		})
		expect(messages({ ...valid, email: 'not-an-email' })).toEqual({
			email: ['requests.error.email'],
		})
		expect(messages({ ...valid, email: `${'a'.repeat(L.email)}@example.org` })).toEqual({
			email: ['requests.error.email'],
		})
		expect(messages({ ...valid, phone: 'call me' })).toEqual({ phone: ['requests.error.phone'] })
		expect(messages({ ...valid, phone: '1'.repeat(L.phone + 1) })).toEqual({
			phone: ['requests.error.phone'],
		})
		// A field sent twice (no browser does) gets the field's own message, never Zod's English.
		expect(messages({ ...valid, name: ['a', 'b'] })).toEqual({ name: ['requests.error.nameLong'] })
	})

	test('all at once: every field its message', () => {
		expect(
			messages({ category: 'nope', description: 'short', email: 'x', phone: 'call me' }),
		).toEqual({
			category: ['requests.error.category'],
			description: ['requests.error.descriptionShort'],
			email: ['requests.error.email'],
			phone: ['requests.error.phone'],
		})
	})

	test('the answer gives back what was typed, never the anti-abuse fields or the photo', () => {
		const data = form({ ...valid, description: 'short', website: '', form_started: '1.abc' })
		data.set('photo', new File(['x'], 'a.jpg'))
		const submission = parsePublicForm(data, schema)
		const reply = publicReply(submission, {
			fieldErrors: { photo: ['requests.error.photoSize'] },
			hide: ['photo'],
		})
		expect(replyError(reply, 'description')).toBe('requests.error.descriptionShort')
		expect(replyError(reply, 'photo')).toBe('requests.error.photoSize')
		expect(replyValue(reply, 'description')).toBe('short')
		expect(reply.initialValue).not.toHaveProperty('photo')
		expect(reply.initialValue).not.toHaveProperty('form_started')
		expect(reply.initialValue).not.toHaveProperty('website')
		// A refusal of the whole form: only its message, the fields' ones left out.
		const refused = publicRefusal(submission, 'requests.error.tooFast', { hide: ['photo'] })
		expect(refused.error).toEqual({ '': ['requests.error.tooFast'] })
		expect(replyValue(refused, 'description')).toBe('short')
		// Sent as data to the page: nothing in it that JSON cannot carry.
		expect(JSON.parse(JSON.stringify(reply))).toEqual(reply)
	})

	test('Conform’s own field names in a crafted post are ignored, not a crash', () => {
		const data = form({ ...valid, __intent__: 'not json', __state__: '{' })
		expect(parsePublicForm(data, schema).status).toBe('success')
	})
})

describe('the status look-up', () => {
	const lookup = (query: string) => parsePublicForm(new URLSearchParams(query), statusLookupSchema)

	test('a reference as people type it is tidied', () => {
		const submission = lookup('ref=%20mbg%E2%80%932026 0042%20')
		expect(submission.status === 'success' && submission.value.ref).toBe('MBG-2026-0042')
	})

	test('empty or absent is the bare form', () => {
		for (const query of ['', 'ref=', 'ref=%20%20']) {
			const submission = lookup(query)
			expect(submission.status === 'success' && submission.value.ref, query).toBe('')
		}
	})

	test('anything else is refused with the reference message', () => {
		for (const query of ['ref=hello', 'ref=MBG-26-1', 'ref=MBG-2026-0042&ref=x']) {
			const submission = lookup(query)
			expect(submission.status === 'error' && submission.error, query).toEqual({
				ref: ['requests.badReference'],
			})
		}
	})
})
