import { afterAll, beforeAll, expect, test } from 'vitest'
import { sampleFaqs } from '../../app/seed/sample-pages.server'
import { PUBLIC_CACHE_CONTROL } from '../../app/platform/page-cache/middleware.server'
import { settings } from '../support/texts'
import { councilPhoneNumbers } from '../../app/utils/phone-numbers'
import { earlyInMinute } from '../support/test-clock'
import { Client } from './client'
import { startServer } from './start-server'

/**
 * The help panel's questions (`/help/questions`, `/fr/help/questions`; help.island.ts): JSON in
 * the address's language, the same for everyone, so the public page cache keeps and validates it
 * as it does the help page (decision 035): a phone opening the panel again gets a bodiless 304.
 */
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
	server = await startServer()
})
afterAll(() => server?.stop())

const published = sampleFaqs.filter((faq) => faq.status === 'published')

test.each([
	['/help/questions', 'question_en'],
	['/fr/help/questions', 'question_fr'],
] as const)(
	'%s: the questions in its language, stored and validated like the help page',
	async (path, field) => {
		const reader = new Client(server.origin)
		await earlyInMinute()
		const first = await reader.get(path)
		expect(first.status).toBe(200)
		expect(first.headers['content-type']).toMatch(/^application\/json/)
		const { faqs, phones } = JSON.parse(first.body) as {
			faqs: { question: { text: string } }[]
			phones: string[]
		}
		expect(faqs.map((faq) => faq.question.text)).toEqual(published.map((faq) => faq[field]))
		// The council's numbers, for the panel to draw them as links in the answers.
		expect(phones).toEqual(councilPhoneNumbers(settings))
		expect(phones).toContain(settings.phone)

		const again = await reader.get(path)
		expect(again.headers['x-page-cache']).toMatch(/^(hit|fast)$/)
		expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
		expect(again.headers['cache-control']).toBe(
			(await reader.get(path.replace('/questions', ''))).headers['cache-control'],
		)
		const etag = again.headers['etag']
		expect(etag).toBeTruthy()
		const unchanged = await reader.get(path, { headers: { 'If-None-Match': etag! } })
		expect(unchanged.status).toBe(304)
		expect(unchanged.body).toBe('')
	},
)

test('only read: a POST is refused', async () => {
	const response = await new Client(server.origin).post('/help/questions', { form: { q: 'x' } })
	expect(response.status).toBe(405)
})
