import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, test } from 'vitest'
import { fastPageAnswer, storedEncoding } from './middleware.server'
import { PageCache, type StoredPage } from './page-cache.server'

/** A stored page as the full stack leaves it, with the headers it sent recorded. */
async function storedPage() {
	const cache = new PageCache({
		versions: async () => ({ version: '1', validUntil: null }),
		localChanges: () => 0,
		now: () => Date.now(),
		maxBytes: 1024 * 1024,
		checkMs: 60_000,
	})
	const { page } = await cache.get('http://site.test/news', async () => ({
		status: 200,
		headers: [['content-type', 'text/html; charset=utf-8']],
		body: Buffer.from(`<!doctype html><p>${'news '.repeat(200)}</p>`),
		nonce: '',
		cacheable: true,
	}))
	const stored = page as StoredPage
	stored.shared = ['content-type', 'text/html; charset=utf-8', 'x-frame-options', 'DENY']
	return { cache, stored }
}

function ask(answer: ReturnType<typeof fastPageAnswer>, headers: Record<string, string>) {
	const sent: { status?: number; headers?: string[]; body?: Buffer } = {}
	const req = {
		method: 'GET',
		url: '/news',
		headers: { host: 'site.test', ...headers },
		socket: { remoteAddress: '127.0.0.1' },
	} as unknown as IncomingMessage
	const res = {
		writeHead(status: number, list: string[]) {
			sent.status = status
			sent.headers = list
		},
		end(body?: Buffer) {
			sent.body = body
		},
	} as unknown as ServerResponse
	const answered = answer(req, res)
	const named = new Map<string, string>()
	for (let i = 0; i < (sent.headers ?? []).length; i += 2)
		named.set(sent.headers![i]!, sent.headers![i + 1]!)
	return { answered, ...sent, named }
}

describe('the fast path', () => {
	test('each answer has its own request id, and the length of the bytes it sends', async () => {
		const { cache, stored } = await storedPage()
		const answer = fastPageAnswer({ cache, trustProxy: () => false, shared: () => true })
		const first = ask(answer, { 'accept-encoding': 'gzip, deflate' })
		const second = ask(answer, { 'accept-encoding': 'gzip, deflate' })
		expect(first.answered).toBe(true)
		expect(first.named.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
		expect(second.named.get('x-request-id')).not.toBe(first.named.get('x-request-id'))
		// Without br, gzip.
		expect(first.named.get('content-encoding')).toBe('gzip')
		expect(first.body).toBe(stored.gzip)
		expect(first.named.get('content-length')).toBe(String(stored.gzip.length))
		expect(first.named.get('x-frame-options')).toBe('DENY')
		expect(first.named.get('etag')).toBe(stored.etag)
		// A browser's list names gzip first: brotli all the same, the smaller.
		const br = ask(answer, { 'accept-encoding': 'gzip, deflate, br, zstd' })
		expect(br.named.get('content-encoding')).toBe('br')
		expect(br.body).toBe(stored.br)
		expect(br.named.get('content-length')).toBe(String(stored.br.length))
		// A popular page's brotli bytes are written again at the best quality: the length follows.
		stored.br = stored.br.subarray(0, stored.br.length - 3)
		const smaller = ask(answer, { 'accept-encoding': 'br' })
		expect(smaller.body).toBe(stored.br)
		expect(smaller.named.get('content-length')).toBe(String(stored.br.length))
	})

	test('a browser that has the page gets 304 without a type; weights go the full way', async () => {
		const { cache, stored } = await storedPage()
		const answer = fastPageAnswer({ cache, trustProxy: () => false, shared: () => true })
		const known = ask(answer, { 'accept-encoding': 'br', 'if-none-match': stored.etag })
		expect(known.status).toBe(304)
		expect(known.body).toBeUndefined()
		expect(known.named.has('content-type')).toBe(false)
		expect(known.named.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
		expect(ask(answer, { 'accept-encoding': 'br;q=1, gzip;q=0.5' }).answered).toBe(false)
		expect(ask(answer, { 'accept-encoding': 'identity' }).answered).toBe(false)
		expect(ask(answer, {}).answered).toBe(false)
	})
})

describe('the encoding a stored page is sent in', () => {
	test('brotli at equal weights, whatever the order; else the heaviest', () => {
		expect(storedEncoding('gzip, deflate, br, zstd')).toBe('br')
		expect(storedEncoding('gzip, deflate, br')).toBe('br')
		expect(storedEncoding('gzip, deflate')).toBe('gzip')
		expect(storedEncoding('br;q=0.5, gzip')).toBe('gzip')
		expect(storedEncoding('gzip;q=0.8, br;q=0.9')).toBe('br')
		expect(storedEncoding('*')).toBe('br')
		expect(storedEncoding('gzip, *;q=0')).toBe('gzip')
	})

	test('identity unless refused, at the lowest weight named', () => {
		expect(storedEncoding(undefined)).toBe('identity')
		expect(storedEncoding('')).toBe('identity')
		expect(storedEncoding('identity')).toBe('identity')
		expect(storedEncoding('deflate')).toBe('identity')
		expect(storedEncoding('br;q=0, gzip;q=0')).toBe('identity')
		expect(storedEncoding('gzip;q=0.5, identity;q=0.9')).toBe('identity')
		expect(storedEncoding('identity;q=0')).toBe(false)
		expect(storedEncoding('deflate, *;q=0')).toBe(false)
	})
})
