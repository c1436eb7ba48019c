import http from 'node:http'
import net from 'node:net'
import { expect, test } from 'vitest'
import { spawnServer } from '../../scripts/spawn-server.js'

// One anonymous request must not be able to stall or exhaust the server: bodies are counted as
// they arrive (chunked or not) and refused at their limit, and slow clients are cut off with 408
// (docs/decisions/017-request-limits.md). Runs in the Vitest "http" project, on servers of its own
// (SQLite).

const MiB = 1024 * 1024

/**
 * POSTs a chunked body (no Content-Length) of up to `max` bytes as fast as the server takes it,
 * and stops sending as soon as an answer arrives. Resolves with the status and how much had been
 * handed to the socket by then.
 */
function chunkedUpload(url: string, headers: Record<string, string>, max = 32 * MiB) {
	return new Promise<{ status: number; sentWhenAnswered: number; body: string }>(
		(resolve, reject) => {
			const chunk = Buffer.alloc(64 * 1024, 'a')
			let sent = 0
			let answered = false
			const req = http.request(url, { method: 'POST', headers })
			req.on('response', (res) => {
				answered = true
				const sentWhenAnswered = sent
				let body = ''
				res.setEncoding('utf8')
				res.on('data', (d) => (body += d))
				res.on('end', () => {
					resolve({ status: res.statusCode ?? 0, sentWhenAnswered, body })
					req.destroy()
				})
				res.on('error', () => resolve({ status: res.statusCode ?? 0, sentWhenAnswered, body }))
			})
			// Once answered, the server may drop the connection while we still send: expected.
			req.on('error', (error) => {
				if (!answered) reject(error)
			})
			// One chunk per turn of the event loop, so the answer is noticed as soon as it comes.
			const pump = () => {
				if (answered) return
				if (sent >= max) return void req.end()
				sent += chunk.length
				if (req.write(chunk)) setImmediate(pump)
				else req.once('drain', pump)
			}
			pump()
		},
	)
}

/**
 * Asks for /healthz every 100 ms until stopped; resolves with the slowest answer in ms (Infinity
 * if one failed). Stopping twice is harmless, so a test can stop it in `finally`.
 */
function watchHealth(origin: string) {
	let running = true
	let slowest = 0
	const done = (async () => {
		while (running) {
			const started = Date.now()
			try {
				const res = await fetch(`${origin}/healthz`)
				await res.arrayBuffer()
				slowest = Math.max(slowest, Date.now() - started)
			} catch {
				slowest = Infinity
			}
			await new Promise((r) => setTimeout(r, 100))
		}
		return slowest
	})()
	return () => {
		running = false
		return done
	}
}

test(
	'a chunked body far over the limit gets 413 at once, and the site keeps answering',
	{ timeout: 90_000 },
	async () => {
		const server = await spawnServer({ prefix: 'council-limits-test-' })
		const form = 'application/x-www-form-urlencoded'
		try {
			for (const [path, headers] of [
				['/admin-dtima/login', { Origin: server.origin, 'Content-Type': form }],
				['/help/asked', { 'Content-Type': form }],
				['/help/asked', { 'Content-Type': 'text/plain' }],
				// Public forms (decision 045): the body is bounded before the form's schema reads it.
				['/contact', { Origin: server.origin, 'Content-Type': 'multipart/form-data; boundary=x' }],
				['/fr/feedback', { Origin: server.origin, 'Content-Type': form }],
				// The one-click unsubscribe, answered before React Router, from any site.
				['/subscribe/unsubscribe?token=x', { 'Content-Type': form }],
			] as const) {
				const stop = watchHealth(server.origin)
				const upload = await chunkedUpload(`${server.origin}${path}`, headers).finally(stop)
				const slowest = await stop()
				expect(upload.status, path).toBe(413)
				// Answered long before the 32 MiB were sent (what was sent includes the socket buffers,
				// about 4 MiB here).
				expect(upload.sentWhenAnswered, path).toBeLessThan(16 * MiB)
				// Meanwhile other requests were answered (a generous bound: the test machine is shared;
				// before the fix, parsing the whole body held every request for many seconds).
				expect(slowest, path).toBeLessThan(5_000)
			}
			// The same connection pool still serves pages.
			expect((await fetch(`${server.origin}/fr`)).status).toBe(200)
		} catch (error) {
			console.log(`--- server output ---\n${server.log()}`)
			throw error
		} finally {
			await server.stop()
		}
	},
)

/**
 * Opens a raw connection, sends `start`, then `drip` every `every` ms; resolves with what the
 * server sent and when the connection closed (ms after opening), or `closedAfter: -1` if it is
 * still open after `wait` ms.
 */
function slowClient(
	origin: string,
	start: string,
	{ drip = '', every = 250, wait = 15_000 }: { drip?: string; every?: number; wait?: number } = {},
) {
	const { hostname, port } = new URL(origin)
	return new Promise<{ received: string; closedAfter: number }>((resolve) => {
		const opened = Date.now()
		let received = ''
		const socket = net.connect(Number(port), hostname, () => socket.write(start))
		const dripping = drip
			? setInterval(() => {
					if (socket.writable) socket.write(drip)
				}, every)
			: undefined
		const finish = (closedAfter: number) => {
			clearInterval(dripping)
			clearTimeout(timer)
			socket.destroy()
			resolve({ received, closedAfter })
		}
		const timer = setTimeout(() => finish(-1), wait)
		socket.setEncoding('utf8')
		socket.on('data', (d) => (received += d))
		socket.on('error', () => {})
		socket.on('close', () => finish(Date.now() - opened))
	})
}

test(
	'slow clients: stalled headers, a trickled body and an idle connection are closed on time',
	{ timeout: 60_000 },
	async () => {
		const server = await spawnServer({
			prefix: 'council-limits-test-',
			env: {
				HEADERS_TIMEOUT_MS: '1500',
				REQUEST_TIMEOUT_MS: '3000',
				KEEP_ALIVE_TIMEOUT_MS: '1000',
			},
		})
		const host = `Host: ${new URL(server.origin).host}\r\n`
		try {
			const [headers, body, stalledBody, idle] = await Promise.all([
				// Headers that never end.
				slowClient(server.origin, `GET / HTTP/1.1\r\n${host}X-Slow: `, { drip: 'a' }),
				// A sign-in form of 10 kB (under its limit) sent 10 bytes at a time.
				slowClient(
					server.origin,
					`POST /admin-dtima/login HTTP/1.1\r\n${host}Origin: ${server.origin}\r\n` +
						'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\n',
					{ drip: 'aaaaaaaaaa' },
				),
				// A help beacon whose body never comes.
				slowClient(
					server.origin,
					`POST /help/asked HTTP/1.1\r\n${host}Content-Type: text/plain\r\nContent-Length: 20\r\n\r\n`,
				),
				// A kept-alive connection after one page, then silence.
				slowClient(server.origin, `GET /healthz HTTP/1.1\r\n${host}\r\n`),
			])
			// Upper bounds leave room for a busy machine; Node's defaults (60 s for headers, 300 s for
			// the request, checked every 30 s) would keep all of these open past the 15 s wait.
			expect(headers.received).toMatch(/^HTTP\/1\.1 408 /)
			expect(headers.closedAfter).toBeGreaterThan(1_000)
			expect(headers.closedAfter).toBeLessThan(9_000)
			for (const slow of [body, stalledBody]) {
				expect(slow.received).toMatch(/^HTTP\/1\.1 408 /)
				expect(slow.closedAfter).toBeGreaterThan(2_500)
				expect(slow.closedAfter).toBeLessThan(12_000)
			}
			expect(idle.received).toMatch(/^HTTP\/1\.1 200 /)
			expect(idle.received).toMatch(/Keep-Alive: timeout=1/i)
			expect(idle.closedAfter).toBeGreaterThan(500)
			expect(idle.closedAfter).toBeLessThan(9_000)
			// A normal request is unaffected.
			expect((await fetch(`${server.origin}/`)).status).toBe(200)
		} finally {
			await server.stop()
		}
	},
)
