import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

/**
 * A small HTTP proxy in front of a test's server, for what the network does to a reader and no
 * server answers by itself: a page that arrives in pieces, an answer from a store that is behind.
 * Each request is fetched from `origin` (uncompressed); `answer` may send its own reply from
 * what came back (returning true), else the reply is what came back.
 */
export async function proxyTo(
	origin: string,
	answer?: (
		request: IncomingMessage,
		upstream: Response,
		body: Buffer,
		reply: ServerResponse,
	) => boolean,
) {
	const server = createServer(async (request, reply) => {
		try {
			const headers = new Headers()
			for (const [name, value] of Object.entries(request.headers))
				if (typeof value === 'string' && !HOP.has(name)) headers.set(name, value)
			headers.set('accept-encoding', 'identity')
			const upstream = await fetch(new URL(request.url!, origin), {
				method: request.method,
				headers,
				redirect: 'manual',
			})
			const body = Buffer.from(await upstream.arrayBuffer())
			if (answer?.(request, upstream, body, reply)) return
			reply.writeHead(upstream.status, passedHeaders(upstream))
			reply.end(body)
		} catch (error) {
			reply.writeHead(502).end(String(error))
		}
	})
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
	const { port } = server.address() as { port: number }
	return {
		url: `http://127.0.0.1:${port}`,
		close: () =>
			new Promise<void>((done) => {
				server.closeAllConnections()
				server.close(() => done())
			}),
	}
}

/** Headers of one hop, not passed on. */
const HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/** The upstream answer's headers as the proxy sends them (its body is sent whole, uncompressed). */
export function passedHeaders(upstream: Response) {
	const out: Record<string, string | string[]> = {}
	upstream.headers.forEach((value, name) => {
		if (!HOP.has(name) && name !== 'content-encoding' && name !== 'set-cookie') out[name] = value
	})
	const cookies = upstream.headers.getSetCookie()
	if (cookies.length) out['set-cookie'] = cookies
	return out
}
