import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { refusalEn } from '#app/i18n/messages/essentials.en'
import { refusalFr } from '#app/i18n/messages/essentials.fr'
import { earlyInMinute } from '../support/test-clock'
import { escapeHtml } from '../support/texts'
import { Client } from './client'
import { startServer } from './start-server'

// A flood of uncached requests (issue 32, part 3): renders run a few at a time, clients take turns,
// and what cannot get a turn soon is answered 503 with Retry-After and a short page in the
// reader's language, never left waiting; /healthz and stored pages are answered all along. Here
// one render at a time, sixteen waiting per client, so 400 requests at once are a flood. The figures under
// a real flood are `npm run bench:load`'s.

let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
	server = await startServer({
		RENDER_CONCURRENCY: '1',
		RENDER_WAIT_MS: '2000',
		TRUST_PROXY: 'loopback',
	})
})
afterAll(() => server?.stop())

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } })

describe('renders under a flood', () => {
	test('some are refused 503 with Retry-After, in both languages; /healthz, stored pages and another client go on', async () => {
		const visitor = new Client(server.origin)
		// A stored page lasts until the end of the minute it was rendered in; the flood below takes a
		// second or two, so it starts early in a minute, and the page read during it is the one stored.
		await earlyInMinute()
		// A page everyone reads, stored before the flood.
		await visitor.get('/fr')
		// All at once, each on a connection of its own.
		const flood = Array.from({ length: 400 }, async (_, i) => {
			const response = await fetch(`${server.origin}/search?q=flood${i}`, {
				headers: { 'x-forwarded-for': '203.0.113.5' },
			})
			return {
				status: response.status,
				headers: Object.fromEntries(response.headers),
				body: await response.text(),
			}
		})
		// Meanwhile: the health check, a stored page, and a resident on another network.
		const health = await visitor.get('/healthz')
		// The flood's own network asking for the health check all along is answered every time: it is
		// never refused as a render would be.
		let flooding = true
		const ownHealth = (async () => {
			const statuses: number[] = []
			while (flooding) {
				const reply = await visitor.get('/healthz', {
					headers: { 'x-forwarded-for': '203.0.113.5', 'accept-encoding': 'gzip, br' },
				})
				statuses.push(reply.status)
			}
			return statuses
		})()
		const stored = await visitor.get('/fr', from('198.51.100.9'))
		const resident = await visitor.get('/search?q=water', from('198.51.100.9'))
		const answers = await Promise.all(flood)
		flooding = false
		const ownHealthStatuses = await ownHealth

		expect(health.status).toBe(200)
		expect(ownHealthStatuses.length).toBeGreaterThan(0)
		expect(new Set(ownHealthStatuses)).toEqual(new Set([200]))
		expect(stored.status).toBe(200)
		// Stored (sent before Express, or by the full stack).
		expect(stored.headers['x-page-cache']).toMatch(/fast|hit/)
		expect(resident.status).toBe(200)

		const statuses = answers.map((a) => a.status)
		expect(statuses.filter((s) => s === 200).length, 'some rendered').toBeGreaterThan(0)
		const busy = answers.filter((a) => a.status === 503)
		expect(busy.length, 'some refused').toBeGreaterThan(0)
		expect(statuses.every((s) => s === 200 || s === 503)).toBe(true)
		for (const answer of busy) {
			expect(answer.headers['retry-after']).toBe('2')
			expect(answer.headers['cache-control']).toBe('no-store, no-transform')
		}
		// Once the full stack has refused one, the others are refused before Express (issue 32),
		// with the same page and the same headers but their own request id.
		const early = busy.filter((a) => a.headers['x-page-cache'] === 'refused')
		const late = busy.filter((a) => a.headers['x-page-cache'] === undefined)
		expect(early.length, 'refused before Express').toBeGreaterThan(0)
		expect(late.length, 'refused by the full stack').toBeGreaterThan(0)
		// (Express adds an ETag of the body to its own; of a 503 page kept nowhere, it says nothing.)
		const names = (headers: Record<string, string>) =>
			Object.keys(headers)
				.filter(
					(name) => !['x-page-cache', 'date', 'connection', 'keep-alive', 'etag'].includes(name),
				)
				.sort()
		expect(names(early[0]!.headers)).toEqual(names(late[0]!.headers))
		expect(early[0]!.body).toBe(late[0]!.body)
		expect(new Set(early.map((a) => a.headers['x-request-id'])).size).toBe(early.length)
		expect(busy[0]!.body).toContain(escapeHtml(refusalEn['refusal.busy.title']))
		expect(busy[0]!.body).toContain(escapeHtml(refusalFr['refusal.busy.title']))
		// The server is still itself afterwards.
		expect((await visitor.get('/search?q=market')).status).toBe(200)
		expect(server.log()).not.toMatch(/\[error\]/)
	})
})
