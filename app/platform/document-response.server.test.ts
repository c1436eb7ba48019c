import { expect, test } from 'vitest'
import { documentResponse, responseBytes } from './document-response.server'

const html = Buffer.from(
	'<!DOCTYPE html><html lang="fr"><body>Conseil de Mbonge — été ☂</body></html>',
)

test('a document response keeps its bytes: the cache and the sender take them as they are', async () => {
	const response = documentResponse(html, {
		status: 404,
		headers: { 'Content-Type': 'text/html; charset=utf-8' },
	})
	expect(response).toBeInstanceOf(Response)
	expect(response.status).toBe(404)
	expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
	expect(await responseBytes(response)).toBe(html)
})

test('read as any Response is read, it gives the same bytes', async () => {
	const init = { headers: { 'Content-Type': 'text/html; charset=utf-8' } }
	expect(await documentResponse(html, init).text()).toBe(html.toString('utf8'))
	expect(Buffer.from(await documentResponse(html, init).arrayBuffer()).equals(html)).toBe(true)
	const streamed = documentResponse(html, init).body!
	expect(Buffer.from(await new Response(streamed).arrayBuffer()).equals(html)).toBe(true)
	// Its stream is made once.
	const response = documentResponse(html, init)
	expect(response.body).toBe(response.body)
})

test('any other response is read from its stream', async () => {
	const bytes = await responseBytes(new Response('plain text', { status: 200 }))
	expect(bytes.toString('utf8')).toBe('plain text')
})
