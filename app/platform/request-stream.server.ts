import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * A request's body as the web stream React Router reads, and what happens to the connection when
 * the app stops reading it early (a form over its limit: decision 017).
 *
 * Dropping a connection that still has body bytes coming resets it, and a reset can destroy the
 * answer before the client has read it: a browser still sending its form shows a connection
 * error instead of the 413 page. So when the app lets go of a body it has not read to the end,
 * the connection lingers (nginx's "lingering close"): the rest is read and thrown away, at most
 * LINGER_BYTES of it, and the connection is dropped only LINGER_MS after the answer has been
 * written (or after LINGER_MAX_MS in any case), unless the body ends first and the connection can
 * simply go on. Past LINGER_BYTES the server stops reading: the client's sending stalls, but it
 * can still read the answer.
 *
 * The lingering starts from the answer, not from the refusal: the refusal page takes a render,
 * and a client sending fast used to fill the old byte allowance before the 413 was even written.
 */
export const LINGER_BYTES = 8 * 1024 * 1024
export const LINGER_MS = 2_000
const LINGER_MAX_MS = 15_000

export function requestBodyStream(
	req: IncomingMessage,
	res: ServerResponse,
): ReadableStream<Uint8Array> {
	let settled = false
	let controller!: ReadableStreamDefaultController<Uint8Array>
	const onData = (chunk: Buffer) => {
		controller.enqueue(chunk)
		if ((controller.desiredSize ?? 0) <= 0) req.pause()
	}
	const settle = (end: () => void) => {
		if (settled) return
		settled = true
		req.off('data', onData)
		req.off('end', onEnd)
		req.off('error', onError)
		req.off('close', onClose)
		end()
	}
	const onEnd = () => settle(() => controller.close())
	const onError = (error: Error) => settle(() => controller.error(error))
	const onClose = () =>
		settle(() =>
			controller.error(new Error('The connection closed before the whole body arrived.')),
		)
	return new ReadableStream<Uint8Array>(
		{
			start(own) {
				controller = own
				req.on('data', onData)
				req.once('end', onEnd)
				req.once('error', onError)
				req.once('close', onClose)
			},
			pull() {
				req.resume()
			},
			cancel() {
				settle(() => {})
				linger(req, res)
			},
		},
		{ highWaterMark: req.readableHighWaterMark, size: (chunk) => chunk.byteLength },
	)
}

/** Reads and drops the rest of a body the app no longer wants, then lets the connection go (see above). */
function linger(req: IncomingMessage, res: ServerResponse) {
	if (req.complete || req.destroyed) return void req.resume()
	let left = LINGER_BYTES
	let grace: NodeJS.Timeout | undefined
	const count = (chunk: Buffer) => {
		left -= chunk.byteLength
		if (left <= 0) req.pause()
	}
	const done = () => {
		clearTimeout(cap)
		clearTimeout(grace)
		req.off('data', count)
		res.off('finish', answered)
	}
	const drop = () => {
		done()
		if (!req.complete) req.destroy()
	}
	const answered = () => {
		grace = setTimeout(drop, LINGER_MS)
		grace.unref()
	}
	const cap = setTimeout(drop, LINGER_MAX_MS)
	cap.unref()
	req.on('data', count)
	req.once('end', done)
	req.once('close', done)
	if (res.writableFinished) answered()
	else res.once('finish', answered)
	req.resume()
}
