import { describe, expect, test } from 'vitest'
import { readSmallForm } from '../auth/auth.server'
import { MAX_FORM_BYTES, parseAdminForm } from '../features/media/upload.server'
import { DISCARD_BYTES, readBodyLimited } from './request-body.server'

// Bodies as a hostile client sends them: chunked (no Content-Length), far larger than any form.
// Every reader must stop counting at its limit and answer 413 at once, never buffer the rest.

const CHUNK = 64 * 1024
// Larger than what is discarded after a refusal, so the test sees the body let go.
const HUGE = 2 * DISCARD_BYTES
const url = 'http://localhost/admin-dtima/login'
const urlencoded = 'application/x-www-form-urlencoded'

/** A body of `total` bytes made on demand, with what was pulled from it and whether it was let go. */
function hugeBody(total: number, byte = 0x61) {
	const chunk = new Uint8Array(CHUNK).fill(byte)
	const seen = { pulled: 0, cancelled: false }
	let cancelled!: () => void
	const whenCancelled = new Promise<void>((resolve) => (cancelled = resolve))
	const body = new ReadableStream<Uint8Array>({
		pull(controller) {
			if (seen.pulled >= total) return controller.close()
			seen.pulled += CHUNK
			controller.enqueue(chunk.slice())
		},
		cancel() {
			seen.cancelled = true
			cancelled()
		},
	})
	return { body, seen, whenCancelled }
}

function post(body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
	return new Request(url, {
		method: 'POST',
		headers: { 'Content-Type': urlencoded, ...headers },
		body,
		duplex: 'half',
	} as RequestInit)
}

/** The status of the Response thrown (or 200 when nothing was thrown). */
async function status(promise: Promise<unknown>) {
	try {
		await promise
	} catch (thrown) {
		if (thrown instanceof Response) return thrown.status
		throw thrown
	}
	return 200
}

/** A chunked body of streamed pieces, split at awkward places (inside a UTF-8 character). */
function pieces(text: string, cut: number) {
	const bytes = new TextEncoder().encode(text)
	return new ReadableStream<Uint8Array>({
		start(controller) {
			for (let i = 0; i < bytes.length; i += cut) controller.enqueue(bytes.slice(i, i + cut))
			controller.close()
		},
	})
}

describe('a chunked body over the limit is refused at the limit', () => {
	test('sign-in form: 8 MiB chunked → 413, the rest discarded up to a bound, then let go', async () => {
		const { body, seen, whenCancelled } = hugeBody(HUGE)
		expect(await status(readSmallForm(post(body), 16 * 1024))).toBe(413)
		// The rest is only discarded (never kept), up to DISCARD_BYTES, then the body is cancelled.
		await whenCancelled
		expect(seen.pulled).toBeLessThanOrEqual(16 * 1024 + DISCARD_BYTES + 3 * CHUNK)
	})

	test('multipart too, and a declared Content-Length over the limit', async () => {
		const multipart = hugeBody(HUGE)
		expect(
			await status(
				readSmallForm(
					post(multipart.body, { 'Content-Type': 'multipart/form-data; boundary=x' }),
					64 * 1024,
				),
			),
		).toBe(413)
		await multipart.whenCancelled
		expect(multipart.seen.pulled).toBeLessThanOrEqual(64 * 1024 + DISCARD_BYTES + 3 * CHUNK)

		const declared = hugeBody(HUGE)
		const request = post(declared.body, { 'Content-Length': String(HUGE) })
		expect(await status(readSmallForm(request, 64 * 1024))).toBe(413)
		await declared.whenCancelled
		expect(declared.seen.pulled).toBeLessThanOrEqual(DISCARD_BYTES + 3 * CHUNK)
	})

	test('staff forms with a file (parseAdminForm): 20 MiB chunked → 413 at MAX_FORM_BYTES', async () => {
		const { body, seen, whenCancelled } = hugeBody(MAX_FORM_BYTES + HUGE)
		const request = post(body, { 'Content-Type': 'multipart/form-data; boundary=x' })
		expect(await status(parseAdminForm(request))).toBe(413)
		await whenCancelled
		expect(seen.pulled).toBeLessThanOrEqual(MAX_FORM_BYTES + DISCARD_BYTES + 3 * CHUNK)
		const encoded = hugeBody(MAX_FORM_BYTES + HUGE)
		expect(await status(parseAdminForm(post(encoded.body)))).toBe(413)
		await encoded.whenCancelled
		expect(encoded.seen.pulled).toBeLessThanOrEqual(MAX_FORM_BYTES + DISCARD_BYTES + 3 * CHUNK)
	})

	test('readBodyLimited: exactly the limit passes, one byte more does not', async () => {
		const exact = await readBodyLimited(post(pieces('a'.repeat(1000), 7)), 1000)
		expect(exact.byteLength).toBe(1000)
		expect(await status(readBodyLimited(post(pieces('a'.repeat(1001), 7)), 1000))).toBe(413)
	})
})

describe('small forms still read as before', () => {
	test('urlencoded, chunked in pieces that split characters', async () => {
		const text = new URLSearchParams({
			email: 'maïré@example.cm',
			note: 'Route de Kumba : travaux é ü 😀',
		}).toString()
		const form = await readSmallForm(post(pieces(text, 3)), 16 * 1024)
		expect(form.get('email')).toBe('maïré@example.cm')
		expect(form.get('note')).toBe('Route de Kumba : travaux é ü 😀')
	})

	test('multipart, chunked', async () => {
		const sent = new FormData()
		sent.set('intent', 'login')
		sent.set('password', 'a long passphrase with é')
		const encoded = new Response(sent)
		const form = await readSmallForm(
			post(encoded.body!, { 'Content-Type': encoded.headers.get('Content-Type')! }),
			16 * 1024,
		)
		expect(form.get('intent')).toBe('login')
		expect(form.get('password')).toBe('a long passphrase with é')
	})

	test('wrong type 415, NUL 400, broken multipart 400', async () => {
		expect(await status(readSmallForm(post('x', { 'Content-Type': 'text/plain' }), 1024))).toBe(415)
		expect(await status(readSmallForm(post('a=%00'), 1024))).toBe(400)
		expect(
			await status(
				readSmallForm(
					post('--x\r\nbroken', { 'Content-Type': 'multipart/form-data; boundary=x' }),
					1024,
				),
			),
		).toBe(400)
	})
})
