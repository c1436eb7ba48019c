import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import { setSetting } from '#app/features/settings/queries.server'
import { helpQuestionsResponse, type HelpQuestion } from './help.server'

// The help panel's questions (GET /help/questions, /fr/help/questions): the live ones, in the
// address's language, a text only in the other language marked with it, placeholders filled.
let handle: DbHandle
const PHONE = '+237 677 00 11 22'
beforeAll(async () => {
	handle = await createTestDb()
	setDatabase(handle)
	await setSetting(handle.db, 'phone', PHONE)
	const stamp = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }
	await handle.db
		.insertInto('faqs')
		.values([
			{
				...stamp,
				question_en: 'When is market day?',
				question_fr: 'Quel est le jour de marché ?',
				answer_en: 'Thursday. Call {phone}.',
				answer_fr: 'Le jeudi. Appelez le {phone}.',
				sort_order: 2,
				status: 'published',
			},
			{
				...stamp,
				question_en: 'Can I rent the council hall?',
				question_fr: null,
				answer_en: 'Yes, two weeks ahead.',
				answer_fr: null,
				sort_order: 1,
				status: 'published',
			},
			{
				...stamp,
				question_en: 'A draft question',
				question_fr: 'Une question en brouillon',
				answer_en: 'Not yet.',
				answer_fr: 'Pas encore.',
				sort_order: 0,
				status: 'draft',
			},
		])
		.execute()
})
afterAll(async () => {
	setDatabase(undefined)
	await handle?.close()
})

const questions = async (path: string) => {
	const response = await helpQuestionsResponse(new URL(path, 'http://localhost'))
	expect(response.status).toBe(200)
	expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
	return ((await response.json()) as { faqs: HelpQuestion[] }).faqs
}

describe(`help questions (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('the live questions in order, in English', async () => {
		const faqs = await questions('/help/questions')
		expect(faqs.map((faq) => faq.question.text)).toEqual([
			'Can I rent the council hall?',
			'When is market day?',
		])
		expect(faqs.every((faq) => !faq.question.fallback && !faq.answer.fallback)).toBe(true)
	})

	test('in French, an English-only question marked as English; placeholders filled', async () => {
		const [hall, market] = await questions('/fr/help/questions')
		expect(hall!.question).toEqual({
			text: 'Can I rent the council hall?',
			lang: 'en',
			fallback: true,
		})
		expect(hall!.answer).toMatchObject({ lang: 'en', fallback: true })
		expect(market!.question).toEqual({
			text: 'Quel est le jour de marché ?',
			lang: 'fr',
			fallback: false,
		})
		expect(market!.answer.text).toBe(`Le jeudi. Appelez le ${PHONE}.`)
	})
})
