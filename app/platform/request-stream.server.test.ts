import http from 'node:http'
import net from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { LINGER_BYTES, LINGER_MS, requestBodyStream } from './request-stream.server'

// A server that reads a body through requestBodyStream, gives up after `limit` bytes as the
// limited readers do, and answers 413 after a pause that stands for the refusal page's render.

const servers: http.Server[] = []
afterEach(() => {
	for (const server of servers.splice(0)) server.close()
	http.globalAgent.destroy()
})

async function refusingServer(limit: number, renderMs = 50) {
	const server = http.createServer(async (req, res) => {
		if (req.method === 'GET') return void res.end('still here')
		const reader = requestBodyStream(req, res).getReader()
		let total = 0
		while (total <= limit) {
			const { done, value } = await reader.read()
			if (done) break
			total += value.byteLength
		}
		await reader.cancel()
		await new Promise((resolve) => setTimeout(resolve, renderMs))
		res.writeHead(413, { 'Content-Type': 'text/plain' })
		res.end('too large')
	})
	servers.push(server)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return (server.address() as net.AddressInfo).port
}

const piece = Buffer.concat([
	Buffer.from('10000\r\n'),
	Buffer.alloc(0x10000, 0x61),
	Buffer.from('\r\n'),
])

/**
 * A raw client that sends a chunked body of `pieces` 64 KiB pieces as fast as the connection
 * takes them (then ends it, then sends `after`), reading nothing for `deafMs`; resolves with what
 * it received, any error, and when the connection closed (ms after the answer's first bytes).
 */
function client(
	port: number,
	{ pieces, deafMs, after = '' }: { pieces: number; deafMs: number; after?: string },
) {
	return new Promise<{ received: string; error?: string; closedAfterAnswer: number }>((resolve) => {
		let received = ''
		let error: string | undefined
		let answeredAt = 0
		const socket = net.connect(port, '127.0.0.1', () => {
			socket.write('POST / HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n\r\n')
			let sent = 0
			const pump = () => {
				while (sent < pieces) {
					sent += 1
					if (!socket.write(piece)) return void socket.once('drain', pump)
				}
				socket.write('0\r\n\r\n' + after)
			}
			pump()
		})
		socket.pause()
		setTimeout(() => {
			socket.on('data', (data) => {
				answeredAt ||= Date.now()
				received += data
			})
			socket.resume()
		}, deafMs)
		socket.on('error', (e) => (error = (e as NodeJS.ErrnoException).code ?? e.message))
		socket.on('close', () =>
			resolve({ received, error, closedAfterAnswer: answeredAt ? Date.now() - answeredAt : -1 }),
		)
		setTimeout(() => socket.destroy(), 10_000)
	})
}

test('a client still sending, that reads its answer late, gets the 413, not a reset', async () => {
	const port = await refusingServer(1024 * 1024)
	// 64 MiB offered: far more than the server reads; the client reads nothing for 600 ms.
	const result = await client(port, { pieces: 1024, deafMs: 600 })
	expect(result.received).toMatch(/^HTTP\/1\.1 413 /)
	expect(result.received).toContain('too large')
	// Then the connection is dropped, since the body never ended: LINGER_MS after the answer.
	expect(result.closedAfterAnswer).toBeGreaterThanOrEqual(0)
	expect(result.closedAfterAnswer).toBeLessThan(LINGER_MS + 2_000)
})

test('a body that ends while the connection lingers leaves it usable for the next request', async () => {
	const port = await refusingServer(1024 * 1024)
	const pieces = Math.floor((1024 * 1024 + LINGER_BYTES / 2) / 0x10000)
	const result = await client(port, {
		pieces,
		deafMs: 0,
		after: 'GET / HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n',
	})
	expect(result.error).toBeUndefined()
	expect(result.received).toMatch(/^HTTP\/1\.1 413 /)
	expect(result.received).toContain('still here')
})

test('a body read to its end is the same bytes', async () => {
	const server = http.createServer(async (req, res) => {
		const body = Buffer.from(await new Response(requestBodyStream(req, res)).arrayBuffer())
		res.end(String(body.length) + ':' + body.subarray(-3).toString())
	})
	servers.push(server)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as net.AddressInfo
	const sent = Buffer.concat([Buffer.alloc(300_000, 0x62), Buffer.from('end')])
	const answer = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: sent })
	expect(await answer.text()).toBe(`${sent.length}:end`)
})
