import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import { MAX_UPLOAD_BYTES } from '#app/config'
import { refusalResponse } from './refusal-page.server'

/**
 * The one way the server reads a request body: chunk by chunk, counting bytes as they arrive, and
 * stopping the moment the count passes the limit, whatever `Content-Length` says or leaves out (a
 * chunked body has none). Every action reads through here, directly (`readBodyLimited`) or through
 * the staff forms' streaming parser (`parseAdminForm`), so no body is ever buffered or parsed whole
 * before its size is known. See docs/decisions/017-request-limits.md.
 */

class BodyTooLargeError extends Error {
	constructor() {
		super('The request body is over its limit.')
	}
}

/**
 * The body's chunks, at most `limit` bytes in all; throws BodyTooLargeError as soon as the count
 * (or the declared length) passes it. However the reading ends early (over the limit, a parser
 * error, the consumer giving up), the body is let go at once: the HTTP layer reads and drops the
 * rest until the answer has reached the client (`request-stream.server.ts`).
 */
async function* limitedBody(request: Request, limit: number): AsyncGenerator<Uint8Array> {
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
		if (!finished) reader.cancel().catch(() => {})
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

// ---------------------------------------------------------------------------------------------
// Small forms (sign-in, language, staff actions without a file)

/**
 * A small form (no file): only the two form encodings (415 otherwise), at most `limit` bytes
 * (413 as soon as the count passes it, chunked or not), and a body that parses, without NUL
 * characters (400 otherwise: no one types them, and PostgreSQL cannot store or even compare
 * them). Never a 500 for what a client sends.
 */
export async function readSmallForm(request: Request, limit: number) {
	const type = request.headers.get('Content-Type') ?? ''
	if (
		!type.startsWith('application/x-www-form-urlencoded') &&
		!type.startsWith('multipart/form-data')
	) {
		throw refusalResponse('unsupported', request)
	}
	// Counted as it arrives: a chunked body has no Content-Length to check beforehand.
	const bytes = await readBodyLimited(request, limit)
	let form: FormData
	try {
		if (type.startsWith('multipart/form-data')) {
			form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData()
		} else {
			form = new FormData()
			for (const [name, value] of new URLSearchParams(new TextDecoder().decode(bytes))) {
				form.append(name, value)
			}
		}
	} catch {
		throw refusalResponse('unreadable', request)
	}
	for (const [name, value] of form) {
		if (name.includes('\0') || (typeof value === 'string' && value.includes('\0'))) {
			throw refusalResponse('unreadable', request)
		}
	}
	return form
}

// ---------------------------------------------------------------------------------------------
// Staff forms with a file (multipart), parsed as a stream

/** Whole admin form: one image at the limit plus text, with room for multipart overhead. */
export const MAX_FORM_BYTES = 12 * 1024 * 1024
const MAX_FORM_FILES = 1
const MAX_FORM_FIELDS = 100
const MAX_FIELD_BYTES = 100_000

class FormLimitError extends Error {}

/**
 * Reads an admin form (multipart or urlencoded) as a stream with hard bounds. A file over
 * MAX_UPLOAD_BYTES is dropped and its field named in `oversized`, so the rest of what the person
 * typed still arrives and the form can be shown again with an error. Anything else out of bounds
 * (whole body, number of files or fields, one huge text field) throws a 413 Response; a body
 * that cannot be parsed, a 400.
 */
export async function parseAdminForm(
	request: Request,
	/**
	 * A form whose file is a document, not a picture, has limits of its own (decision 033): the
	 * largest file, and the whole body. The file is still held in memory, up to that bound.
	 */
	limits: {
		file: number
		body: number
		/**
		 * A form with many fields and several file inputs (the page editor: decision 054). Each
		 * defaults to the usual staff form's bound.
		 */
		files?: number
		fields?: number
		fieldBytes?: number
	} = { file: MAX_UPLOAD_BYTES, body: MAX_FORM_BYTES },
): Promise<{ form: FormData; oversized: string[] }> {
	const form = new FormData()
	const oversized: string[] = []

	// A declared length over the limit is refused before a byte of the body is read (a browser
	// sending 12 MB would not be helped by having the first megabyte discarded).
	const declared = Number(request.headers.get('content-length'))
	if (Number.isFinite(declared) && declared > limits.body) {
		throw refusalResponse('tooLarge', request)
	}
	if (!request.body) return { form, oversized }

	const contentType = request.headers.get('content-type') ?? ''
	// busboy's multipart parser flags a field as truncated on reaching its limit, the urlencoded
	// one only on passing it: both then refuse exactly the fields over MAX_FIELD_BYTES.
	const multipart = /^\s*multipart\//i.test(contentType)
	let parser: busboy.Busboy
	try {
		parser = busboy({
			headers: { 'content-type': contentType },
			// Browsers send file names as raw UTF-8.
			defParamCharset: 'utf8',
			limits: {
				// One byte over the limit marks the file as truncated, i.e. too large.
				fileSize: limits.file + 1,
				files: limits.files ?? MAX_FORM_FILES,
				fields: limits.fields ?? MAX_FORM_FIELDS,
				fieldSize: (limits.fieldBytes ?? MAX_FIELD_BYTES) + (multipart ? 1 : 0),
			},
		})
	} catch {
		throw refusalResponse('unsupported', request)
	}

	// Past a limit the rest of the body is still read (the whole body is bounded by limitedBody)
	// and thrown away, so every file stream ends and the 413 is answered.
	let refused: string | null = null
	const fail = (message: string) => {
		refused ??= message
	}
	const files: Promise<void>[] = []

	parser.on('field', (name, value, info) => {
		if (info.valueTruncated || info.nameTruncated) return fail('A form field is too long.')
		if (!refused) form.append(name, value)
	})
	parser.on('file', (name, stream, info) => {
		files.push(
			new Promise<void>((resolve, reject) => {
				let chunks: Buffer[] = []
				let size = 0
				stream.on('data', (chunk: Buffer) => {
					if (stream.truncated) return
					chunks.push(chunk)
					size += chunk.length
				})
				// Over the limit: let go of what was read; busboy discards the rest of the part.
				stream.on('limit', () => {
					chunks = []
					size = 0
					oversized.push(name)
				})
				stream.on('end', () => {
					if (!stream.truncated && size > 0) {
						form.append(
							name,
							new File(chunks as Uint8Array<ArrayBuffer>[], info.filename ?? '', {
								type: info.mimeType,
							}),
						)
					}
					resolve()
				})
				stream.on('error', reject)
			}),
		)
		// A malformed body fails the parser and the file being read with it: that is answered once,
		// below, and must not be an unhandled rejection while the rest of the body is read.
		files.at(-1)!.catch(() => {})
	})
	parser.on('filesLimit', () => fail('Only one file may be sent.'))
	parser.on('fieldsLimit', () => fail('The form has too many fields.'))

	try {
		// The whole body is counted as it arrives (declared length or not) and cut at the limit.
		await pipeline(Readable.from(limitedBody(request, limits.body)), parser)
		await Promise.all(files)
		if (refused) throw new FormLimitError(refused)
	} catch (error) {
		// Rejections of file promises after a failed pipeline carry nothing new.
		for (const file of files) file.catch(() => {})
		if (error instanceof FormLimitError || error instanceof BodyTooLargeError) {
			throw refusalResponse('tooLarge', request)
		}
		throw refusalResponse('unreadable', request)
	}
	return { form, oversized }
}

// ---------------------------------------------------------------------------------------------
// Files already parsed, and requests answered before React Router

/** The bytes of a file from a parsed form (bounded by the parser's limits when it was read). */
export async function fileBytes(file: Blob): Promise<Uint8Array<ArrayBuffer>> {
	return new Uint8Array(await file.arrayBuffer())
}
