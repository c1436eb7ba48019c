import { refusalResponse } from './refusal-page.server'

/**
 * The one way the server reads a request body: chunk by chunk, counting bytes as they arrive, and
 * stopping the moment the count passes the limit, whatever `Content-Length` says or leaves out (a
 * chunked body has none). Every action reads through here, directly (`readBodyLimited`) or through
 * the staff forms' streaming parser (`parseAdminForm`), so no body is ever buffered or parsed whole
 * before its size is known. See docs/decisions/017-request-limits.md.
 */

/**
 * After a refusal, the rest of the body is read and thrown away (never kept), up to DISCARD_BYTES
 * more and for at most DISCARD_MS, before the connection is dropped. Dropping it with unread
 * bytes resets it, and a reset can destroy the answer before the client reads it: a browser
 * still sending its form would show a connection error instead of the 413 page. Discarding costs
 * no memory and little CPU; a client that goes on sending is cut off all the same (what nginx
 * calls a lingering close).
 */
export const DISCARD_BYTES = 4 * 1024 * 1024
export const DISCARD_MS = 10_000

export class BodyTooLargeError extends Error {
	constructor() {
		super('The request body is over its limit.')
	}
}

/** Reads and drops what is left of a body (bounded in bytes and time), then lets it go. */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
	let left = DISCARD_BYTES
	const stop = () => reader.cancel().catch(() => {})
	// Cancelling ends a read that waits on a client that sends nothing more.
	const timer = setTimeout(stop, DISCARD_MS)
	timer.unref?.()
	void (async () => {
		try {
			while (left > 0) {
				const { done, value } = await reader.read()
				if (done) return
				left -= value.byteLength
			}
			await stop()
		} catch {
			// The client went away: nothing left to read.
		} finally {
			clearTimeout(timer)
		}
	})()
}

/**
 * The body's chunks, at most `limit` bytes in all; throws BodyTooLargeError as soon as the count
 * (or the declared length) passes it. However the reading ends early (over the limit, a parser
 * error, the consumer giving up), the rest of the body is discarded as above.
 */
export async function* limitedBody(request: Request, limit: number): AsyncGenerator<Uint8Array> {
	if (!request.body) return
	const reader = request.body.getReader()
	let finished = false
	try {
		const declared = request.headers.get('Content-Length')
		if (declared !== null && Number(declared) > limit) throw new BodyTooLargeError()
		let total = 0
		while (true) {
			const { done, value } = await reader.read()
			if (done) {
				finished = true
				return
			}
			total += value.byteLength
			if (total > limit) throw new BodyTooLargeError()
			yield value
		}
	} finally {
		if (!finished) discardRest(reader)
	}
}

/**
 * The whole body as bytes, at most `limit` of them. Over the limit: the readable 413 page, thrown
 * at once. A body that breaks off (the client went away): 400.
 */
export async function readBodyLimited(
	request: Request,
	limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
	const chunks: Uint8Array[] = []
	let total = 0
	try {
		for await (const chunk of limitedBody(request, limit)) {
			chunks.push(chunk)
			total += chunk.byteLength
		}
	} catch (error) {
		if (error instanceof BodyTooLargeError) throw refusalResponse('tooLarge', request)
		throw refusalResponse('unreadable', request)
	}
	const bytes = new Uint8Array(total)
	let at = 0
	for (const chunk of chunks) {
		bytes.set(chunk, at)
		at += chunk.byteLength
	}
	return bytes
}
