import { describe, expect, test } from 'vitest'
import {
	readBodyLimited,
	MAX_FORM_BYTES,
	parseAdminForm,
	readSmallForm,
} from './request-body.server'
import { MAX_UPLOAD_BYTES } from '#app/config'

// Bodies as a hostile client sends them: chunked (no Content-Length), far larger than any form.
// Every reader must stop counting at its limit and answer 413 at once, never buffer the rest.

const CHUNK = 64 * 1024
// Far larger than any limit, so the test sees the body let go long before its end.
const HUGE = 8 * 1024 * 1024
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
	test('sign-in form: 8 MiB chunked → 413, and the body let go at the limit', async () => {
		const { body, seen, whenCancelled } = hugeBody(HUGE)
		expect(await status(readSmallForm(post(body), 16 * 1024))).toBe(413)
		// Nothing past the limit is read here: the body is cancelled (the HTTP layer drops the rest
		// once the answer is out, request-stream.server.ts).
		await whenCancelled
		expect(seen.pulled).toBeLessThanOrEqual(16 * 1024 + 3 * CHUNK)
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
		expect(multipart.seen.pulled).toBeLessThanOrEqual(64 * 1024 + 3 * CHUNK)

		const declared = hugeBody(HUGE)
		const request = post(declared.body, { 'Content-Length': String(HUGE) })
		expect(await status(readSmallForm(request, 64 * 1024))).toBe(413)
		await declared.whenCancelled
		expect(declared.seen.pulled).toBeLessThanOrEqual(3 * CHUNK)
	})

	test('staff forms with a file (parseAdminForm): 20 MiB chunked → 413 at MAX_FORM_BYTES', async () => {
		const { body, seen, whenCancelled } = hugeBody(MAX_FORM_BYTES + HUGE)
		const request = post(body, { 'Content-Type': 'multipart/form-data; boundary=x' })
		expect(await status(parseAdminForm(request))).toBe(413)
		await whenCancelled
		expect(seen.pulled).toBeLessThanOrEqual(MAX_FORM_BYTES + 3 * CHUNK)
		const encoded = hugeBody(MAX_FORM_BYTES + HUGE)
		expect(await status(parseAdminForm(post(encoded.body)))).toBe(413)
		await encoded.whenCancelled
		expect(encoded.seen.pulled).toBeLessThanOrEqual(MAX_FORM_BYTES + 3 * CHUNK)
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

describe('parseAdminForm', () => {
	const url = 'http://localhost/admin/news/new'

	/** The same multipart body as a stream with no Content-Length, as a chunked upload arrives. */
	/**
	 * The form's encoded bytes as a stream of 64 kB chunks with no declared length, as the server's
	 * own body stream gives a chunked upload. (Not undici's stream of a FormData object: on Node 24
	 * that one rejects, unhandled, when its reader lets go early, as the parser does at a limit.)
	 */
	async function streamed(
		form: FormData | Awaited<ReturnType<typeof encode>>,
		headers: Record<string, string> = {},
	) {
		const { bytes, type } = form instanceof FormData ? await encode(form) : form
		let at = 0
		const body = new ReadableStream<Uint8Array>({
			pull(controller) {
				if (at >= bytes.length) return controller.close()
				controller.enqueue(bytes.subarray(at, (at += 64 * 1024)))
			},
		})
		return new Request(url, {
			method: 'POST',
			headers: { 'Content-Type': type, ...headers },
			body,
			duplex: 'half',
		} as RequestInit)
	}

	/** A form's multipart bytes and their type, as a browser encodes them. */
	async function encode(form: FormData) {
		const encoded = new Response(form)
		const bytes = new Uint8Array(await encoded.arrayBuffer())
		return { bytes, type: encoded.headers.get('Content-Type')! }
	}

	/** A POST of a form as a browser sends it, with its length: the encoded bytes. */
	async function posted(form: FormData | URLSearchParams) {
		const encoded = new Response(form)
		return new Request(url, {
			method: 'POST',
			headers: { 'Content-Type': encoded.headers.get('Content-Type')! },
			body: new Uint8Array(await encoded.arrayBuffer()),
		})
	}

	async function status(promise: Promise<unknown>) {
		try {
			await promise
		} catch (thrown) {
			if (thrown instanceof Response) return thrown.status
			throw thrown
		}
		return 200
	}

	test('a urlencoded body', async () => {
		const request = new Request(url, {
			method: 'POST',
			body: new URLSearchParams({ title: 'Route de Kumba : travaux', body: 'Line 1\nLine 2 é' }),
		})
		const { form, oversized } = await parseAdminForm(request)
		expect(form.get('title')).toBe('Route de Kumba : travaux')
		expect(form.get('body')).toBe('Line 1\nLine 2 é')
		expect(oversized).toEqual([])
	})

	test('multipart with a text field and a small file', async () => {
		const body = new FormData()
		body.set('title', 'New market stalls')
		body.set(
			'image',
			new File([new Uint8Array([1, 2, 3, 4])], 'marché.jpg', { type: 'image/jpeg' }),
		)
		const { form, oversized } = await parseAdminForm(new Request(url, { method: 'POST', body }))
		expect(form.get('title')).toBe('New market stalls')
		const file = form.get('image')
		expect(file).toBeInstanceOf(File)
		expect((file as File).name).toBe('marché.jpg')
		expect((file as File).type).toBe('image/jpeg')
		expect([...new Uint8Array(await (file as File).arrayBuffer())]).toEqual([1, 2, 3, 4])
		expect(oversized).toEqual([])
	})

	test('an empty file input is simply absent', async () => {
		const body = new FormData()
		body.set('title', 'No picture this time')
		body.set('image', new File([], '', { type: 'application/octet-stream' }))
		const { form, oversized } = await parseAdminForm(new Request(url, { method: 'POST', body }))
		expect(form.get('title')).toBe('No picture this time')
		expect(form.has('image')).toBe(false)
		expect(oversized).toEqual([])
	})

	test('a file of exactly 5 MB is kept', async () => {
		const body = new FormData()
		body.set('image', new File([new Uint8Array(MAX_UPLOAD_BYTES)], 'photo.jpg'))
		const { form, oversized } = await parseAdminForm(new Request(url, { method: 'POST', body }))
		expect((form.get('image') as File).size).toBe(MAX_UPLOAD_BYTES)
		expect(oversized).toEqual([])
	})

	test('a 6 MB file is dropped but the typed text arrives', async () => {
		const body = new FormData()
		body.set('title', 'Council budget 2026')
		body.set(
			'image',
			new File([new Uint8Array(6 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }),
		)
		body.set('body', 'Text typed after the file input.')
		for (const request of [new Request(url, { method: 'POST', body }), await streamed(body)]) {
			const { form, oversized } = await parseAdminForm(request)
			expect(oversized).toEqual(['image'])
			expect(form.has('image')).toBe(false)
			expect(form.get('title')).toBe('Council budget 2026')
			expect(form.get('body')).toBe('Text typed after the file input.')
		}
	})

	test('a body over 12 MB is refused with 413, declared or not', async () => {
		const body = new FormData()
		body.set('title', 'Too much')
		body.set('image', new File([new Uint8Array(13 * 1024 * 1024)], 'huge.jpg'))
		// With a Content-Length over the limit, refused before a byte of the body is read.
		const encoded = await encode(body)
		const declared = await streamed(encoded, { 'Content-Length': String(13 * 1024 * 1024 + 1000) })
		expect(await status(parseAdminForm(declared))).toBe(413)
		expect(declared.bodyUsed).toBe(false)
		await declared.body?.cancel()

		// Without a Content-Length the parser counts as it reads (the file part itself is dropped
		// at 5 MB, so only the byte count can stop this one).
		const chunked = await streamed(encoded)
		expect(chunked.headers.get('content-length')).toBeNull()
		expect(await status(parseAdminForm(chunked))).toBe(413)

		// Text fields adding up, each under its own limit: 60 fields of 80 000 bytes, sent
		// percent-encoded (three bytes on the wire for each), make 14 MB.
		// (Written out: URLSearchParams takes seconds to encode this much.)
		const field = '%C3%A9'.repeat(40_000)
		const text = Array.from({ length: 60 }, (_, i) => `f${i}=${field}`).join('&')
		const noLength = new Request(url, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new Response(text).body,
			duplex: 'half',
		} as RequestInit)
		expect(await status(parseAdminForm(noLength))).toBe(413)
	})

	test('more than one file, more than 100 fields, or one field over 100 000 bytes: 413', async () => {
		const twoFiles = new FormData()
		twoFiles.append('image', new File(['a'], 'a.jpg'))
		twoFiles.append('other', new File(['b'], 'b.jpg'))
		expect(await status(parseAdminForm(await posted(twoFiles)))).toBe(413)

		for (const make of [() => new FormData(), () => new URLSearchParams()]) {
			const many = make()
			for (let i = 0; i < 100; i++) many.append(`f${i}`, 'x')
			expect(await status(parseAdminForm(await posted(many)))).toBe(200)
			many.append('f100', 'x')
			expect(await status(parseAdminForm(await posted(many)))).toBe(413)

			const long = make()
			long.append('body', 'é'.repeat(50_000))
			expect(await status(parseAdminForm(await posted(long)))).toBe(200)
			long.set('body', 'x'.repeat(100_001))
			expect(await status(parseAdminForm(await posted(long)))).toBe(413)
		}
	})

	test('another encoding or a broken multipart body is refused, not half-read', async () => {
		const json = new Request(url, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{"title":"x"}',
		})
		expect(await status(parseAdminForm(json))).toBe(415)

		const broken = new Request(url, {
			method: 'POST',
			headers: { 'Content-Type': 'multipart/form-data; boundary=abc' },
			body: '--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nunfinished',
		})
		expect(await status(parseAdminForm(broken))).toBe(400)
	})

	test('a malformed body is refused with 400 and let go (never left unanswered)', async () => {
		// On the server, a body let go early is read and dropped by the HTTP layer until the answer
		// is out (request-stream.server.test.ts); here it must be read to its end or cancelled.
		const bodies: [string, string[]][] = [
			['application/x-www-form-urlencoded', ['csrf=t&x=%zz', '&title=more', '&body=end']],
			['application/x-www-form-urlencoded', ['title=x&y=%', 'z']],
			[
				'multipart/form-data; boundary=b',
				[
					'--b\r\nContent-Disposition: form-data; name="csrf"\r\n\r\nt\r\n',
					'--b\r\nnot a header line\r\n\r\nx\r\n',
					'--b--\r\n',
				],
			],
			[
				'multipart/form-data; boundary=b',
				[
					'--b\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc',
					`\r\n--b\r\n${'X'.repeat(20_000)}\r\n\r\n`,
					'--b--\r\n',
				],
			],
		]
		for (const [type, chunks] of bodies) {
			let sent = 0
			let cancelled = false
			const body = new ReadableStream<Uint8Array>({
				pull(controller) {
					if (sent < chunks.length) controller.enqueue(new TextEncoder().encode(chunks[sent++]))
					else controller.close()
				},
				cancel() {
					cancelled = true
				},
			})
			const request = new Request(url, {
				method: 'POST',
				headers: { 'Content-Type': type },
				body,
				duplex: 'half',
			} as RequestInit)
			const thrown = await parseAdminForm(request).catch((error: unknown) => error)
			expect(thrown, chunks[0]).toBeInstanceOf(Response)
			expect((thrown as Response).status).toBe(400)
			expect(await (thrown as Response).text()).toContain('data-refusal')
			expect(cancelled || sent === chunks.length, chunks[0]).toBe(true)
		}
	})
})
