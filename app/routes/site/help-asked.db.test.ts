import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import { countHelpQuestion } from '#app/features/cms/queries.server'
import { councilToday } from '#app/i18n/locales'
import { helpBeaconLimiter, HELP_BEACON_LIMIT } from '#app/features/help/help-beacon.server'
import { action } from './help-asked'

// The help assistant's anonymous beacon (POST /help/asked): a few bytes read at most, a limit per
// address, and a daily ceiling on what it can add to the dashboard's figure.
let handle: DbHandle
beforeAll(async () => {
	handle = await createTestDb()
	setDatabase(handle)
})
afterAll(async () => {
	setDatabase(undefined)
	await handle?.close()
})
beforeEach(async () => {
	helpBeaconLimiter.clear()
	await handle.db.deleteFrom('help_questions').execute()
})

const counted = async () =>
	Number(
		(
			await handle.db
				.selectFrom('help_questions')
				.select((eb) => eb.fn.countAll().as('n'))
				.executeTakeFirstOrThrow()
		).n,
	)

function beacon(body: BodyInit | ReadableStream<Uint8Array>, type = 'text/plain;charset=UTF-8') {
	return new Request('http://localhost/help/asked', {
		method: 'POST',
		headers: { 'Content-Type': type },
		body,
		duplex: 'half',
	} as RequestInit)
}

async function send(request: Request, clientIp: string | null = '198.51.100.7') {
	try {
		const response = await action({ request, context: { clientIp }, params: {} } as never)
		return response.status
	} catch (thrown) {
		if (thrown instanceof Response) return thrown.status
		throw thrown
	}
}

describe(`help beacon (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('a question read is counted', async () => {
		expect(await send(beacon('locale=fr'))).toBe(204)
		expect(await send(beacon('locale=en', 'application/x-www-form-urlencoded'))).toBe(204)
		expect(await counted()).toBe(2)
	})

	test('a chunked body of 16 MiB: 413 after a few hundred bytes, nothing counted', async () => {
		let pulled = 0
		const chunk = new Uint8Array(64 * 1024).fill(0x61)
		const body = new ReadableStream<Uint8Array>({
			start(controller) {
				controller.enqueue(new TextEncoder().encode('locale=fr&'))
			},
			pull(controller) {
				if (pulled >= 16 * 1024 * 1024) return controller.close()
				pulled += chunk.byteLength
				controller.enqueue(chunk.slice())
			},
		})
		expect(await send(beacon(body))).toBe(413)
		expect(await counted()).toBe(0)
	})

	test('one address: HELP_BEACON_LIMIT in the window, then 429 and not counted', async () => {
		for (let i = 0; i < HELP_BEACON_LIMIT; i++) expect(await send(beacon('locale=en'))).toBe(204)
		expect(await send(beacon('locale=en'))).toBe(429)
		expect(await counted()).toBe(HELP_BEACON_LIMIT)
		// Another address is not affected.
		expect(await send(beacon('locale=en'), '203.0.113.9')).toBe(204)
	})

	test('the dashboard figure grows by at most a ceiling per language and day', async () => {
		const today = councilToday()
		for (let i = 0; i < 3; i++)
			expect(await countHelpQuestion(handle.db, today, 'fr', 3)).toBe(true)
		expect(await countHelpQuestion(handle.db, today, 'fr', 3)).toBe(false)
		expect(await countHelpQuestion(handle.db, today, 'en', 3)).toBe(true)
		expect(await countHelpQuestion(handle.db, '2026-01-02', 'fr', 3)).toBe(true)
		expect(await counted()).toBe(5)
	})
})
