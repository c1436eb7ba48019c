import { writeReadableStreamToWritable } from '@react-router/node'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import { requestBodyStream } from './request-stream.server'

/**
 * React Router behind Express, with the rendered document's bytes handed over as they are
 * (decision 035): `entry.server.tsx` renders a whole document into one buffer before it answers,
 * so reading that buffer back out of the Response's web stream, piece by piece, into Node's
 * response was work for nothing (about 0.5 ms of each uncached page here). Any other answer (a
 * feed, a file, a redirect) is written from its stream as before.
 */

/**
 * A rendered document's response: its bytes are kept as they are, and a web stream of them is made
 * only if something reads `body`. Node's `Response` copies a buffer it is given and wraps it in a
 * stream at once (0.1–0.4 ms for a 100 kB page here), for a stream this server never reads.
 */
class DocumentResponse extends Response {
	readonly html: Buffer<ArrayBuffer>
	#body: ReadableStream<Uint8Array<ArrayBuffer>> | undefined
	constructor(html: Buffer<ArrayBuffer>, init: ResponseInit) {
		super(null, init)
		this.html = html
	}
	override get body() {
		return (this.#body ??= new Response(this.html).body!)
	}
	override async arrayBuffer() {
		return new Uint8Array(this.html).buffer
	}
	override async bytes() {
		return new Uint8Array(this.html)
	}
	override async text() {
		return this.html.toString('utf8')
	}
}

/** A document's response, whose bytes `sendResponse` and the page cache take without reading its stream. */
export function documentResponse(html: Buffer<ArrayBuffer>, init: ResponseInit): Response {
	return new DocumentResponse(html, init)
}

/** The whole body of a response: a document's bytes as they are, anything else read from its stream. */
export async function responseBytes(response: globalThis.Response): Promise<Buffer> {
	if (response instanceof DocumentResponse) return response.html
	// eslint-disable-next-line no-restricted-syntax -- a response the app made, not a request body
	return Buffer.from(await response.arrayBuffer())
}

/** Express's handler for React Router (in place of `@react-router/express`'s). */
export function expressRequestHandler(options: {
	build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>)
	mode: string
	getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
}) {
	const handle = createRequestHandler(options.build, options.mode)
	return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
		try {
			const response = await handle(fetchRequest(req, res), options.getLoadContext(req, res))
			await sendResponse(res, response)
		} catch (error) {
			next(error)
		}
	}
}

/**
 * The host for the request's address: what `Host` says (the site's host middleware has already
 * put a trusted proxy's forwarded host there), up to anything that would end a host in a URL, so a
 * forged `Host: site/admin` cannot move the path.
 */
function hostOf(req: ExpressRequest) {
	const host = (req.headers.host ?? '').split(/[\\/?#@\s]/)[0]
	return host || 'localhost'
}

/** The Fetch API request React Router reads: the address, headers, body, and an abort signal when the client leaves. */
export function fetchRequest(req: ExpressRequest, res: ExpressResponse): globalThis.Request {
	const headers = new Headers()
	for (const [name, value] of Object.entries(req.headers)) {
		if (value === undefined) continue
		if (Array.isArray(value)) for (const one of value) headers.append(name, one)
		else headers.set(name, value)
	}
	const controller = new AbortController()
	let finished = false
	res.on('finish', () => (finished = true))
	res.on('close', () => finished || controller.abort())
	const init: RequestInit & { duplex?: 'half' } = {
		method: req.method,
		headers,
		signal: controller.signal,
	}
	if (req.method !== 'GET' && req.method !== 'HEAD') {
		init.body = requestBodyStream(req, res)
		init.duplex = 'half'
	}
	return new Request(`${req.protocol}://${hostOf(req)}${req.originalUrl}`, init)
}

async function sendResponse(res: ExpressResponse, response: globalThis.Response) {
	if (res.destroyed || res.writableEnded) {
		await response.body?.cancel()
		return
	}
	res.statusMessage = response.statusText
	res.status(response.status)
	// Each Set-Cookie on its own, as the Headers iterator gives them.
	for (const [name, value] of response.headers) res.append(name, value)
	if (response instanceof DocumentResponse) return void res.end(response.html)
	if (!response.body) return void res.end()
	try {
		await writeReadableStreamToWritable(response.body, res)
	} catch (error) {
		if (res.destroyed || res.writableEnded) return
		throw error
	}
}
