import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import { getStorage } from './storage.server'
import type { ByteRange, FileStorage } from './types'

export interface SendStoredOptions {
	storage?: FileStorage
	/** Overrides the type the store recorded. */
	contentType?: string
	/** `Cache-Control`, e.g. `public, max-age=31536000, immutable` for content-addressed names. */
	cacheControl: string
	/** `attachment` with a file name makes browsers save rather than open the file. */
	disposition?: { type: 'inline' | 'attachment'; fileName: string }
}

/**
 * The one range a `Range` header asks for, clamped to the object; 'unsatisfiable' when it starts
 * past the end; null for no header, a header this server does not serve ranges for (several
 * ranges, other units) or one it cannot read: the whole object is then sent (RFC 9110 §14.2).
 */
export function parseRange(
	header: string | undefined,
	size: number,
): ByteRange | 'unsatisfiable' | null {
	if (!header) return null
	const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
	if (!match) return null
	const [, first, last] = match
	if (!first && !last) return null
	if (!first) {
		const suffix = Number(last)
		if (suffix === 0) return 'unsatisfiable'
		return { start: Math.max(0, size - suffix), end: size - 1 }
	}
	const start = Number(first)
	const end = last ? Math.min(Number(last), size - 1) : size - 1
	if (last && Number(last) < start) return null
	if (start >= size) return 'unsatisfiable'
	return { start, end }
}

/** RFC 6266/8187 `Content-Disposition` with an ASCII fallback name and the UTF-8 one. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
	const ascii =
		fileName
			.normalize('NFKD')
			.replace(/[\u0300-\u036f]/g, '')
			.replace(/[^A-Za-z0-9._ -]+/g, '_')
			.replace(/^[.\s]+/, '')
			.slice(0, 150) || 'file'
	const encoded = encodeURIComponent(fileName).replace(
		/['()*]/g,
		(c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
	)
	return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

function header(req: IncomingMessage, name: string): string | undefined {
	const value = req.headers[name]
	return Array.isArray(value) ? value[0] : value
}

/**
 * Sends a stored object: GET and HEAD, `ETag`/`Last-Modified` with 304 answers, one byte range
 * (206, or 416 past the end; `If-Range` honoured) so a download cut off on a bad connection can be
 * resumed, `nosniff` and a policy that runs nothing. Returns false (nothing sent) when the object
 * does not exist, so the caller answers 404 its own way.
 */
export async function sendStoredFile(
	req: IncomingMessage,
	res: ServerResponse,
	key: string,
	options: SendStoredOptions,
): Promise<boolean> {
	const storage = options.storage ?? getStorage()
	const object = await storage.head(key)
	if (!object) return false

	res.setHeader('X-Content-Type-Options', 'nosniff')
	// Also never framed by another site (what the static files' policy says too).
	res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
	res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
	res.setHeader('Cache-Control', options.cacheControl)
	res.setHeader('ETag', object.etag)
	res.setHeader('Last-Modified', object.lastModified.toUTCString())
	res.setHeader('Accept-Ranges', 'bytes')
	res.setHeader('Content-Type', options.contentType ?? object.contentType)
	if (options.disposition) {
		res.setHeader(
			'Content-Disposition',
			contentDisposition(options.disposition.type, options.disposition.fileName),
		)
	}

	const ifNoneMatch = header(req, 'if-none-match')
	const ifModifiedSince = header(req, 'if-modified-since')
	const notModified = ifNoneMatch
		? ifNoneMatch
				.split(',')
				.some((tag) => tag.trim().replace(/^W\//, '') === object.etag || tag.trim() === '*')
		: ifModifiedSince
			? Math.floor(object.lastModified.getTime() / 1000) <=
				Math.floor(Date.parse(ifModifiedSince) / 1000)
			: false
	if (notModified) {
		res.statusCode = 304
		res.removeHeader('Content-Type')
		res.removeHeader('Content-Disposition')
		res.end()
		return true
	}

	const ifRange = header(req, 'if-range')
	const rangeAllowed =
		!ifRange ||
		ifRange === object.etag ||
		(!ifRange.startsWith('"') &&
			!ifRange.startsWith('W/') &&
			Date.parse(ifRange) >= Math.floor(object.lastModified.getTime() / 1000) * 1000)
	const range = rangeAllowed ? parseRange(header(req, 'range'), object.size) : null
	if (range === 'unsatisfiable') {
		res.statusCode = 416
		res.setHeader('Content-Range', `bytes */${object.size}`)
		res.setHeader('Content-Type', 'text/plain; charset=utf-8')
		res.removeHeader('Content-Disposition')
		res.end('Range not satisfiable')
		return true
	}
	if (range) {
		res.statusCode = 206
		res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`)
		res.setHeader('Content-Length', String(range.end - range.start + 1))
	} else {
		res.statusCode = 200
		res.setHeader('Content-Length', String(object.size))
	}
	if (req.method === 'HEAD' || object.size === 0) {
		res.end()
		return true
	}
	// The reader went away while the file was looked up: nothing to open.
	if (res.destroyed) return true
	const body = await storage.read(key, range ?? undefined)
	if (!body) {
		// Deleted between head and read.
		res.statusCode = 404
		res.removeHeader('Content-Length')
		res.end()
		return true
	}
	try {
		await pipeline(body, res)
	} catch {
		// The reader went away (a cut connection): nothing more to send. A response closed before
		// the pipe began leaves the file open (ERR_STREAM_UNABLE_TO_PIPE), so it is closed here:
		// left to the garbage collector, each cut download held a descriptor and logged a warning.
		body.destroy()
		if (!res.writableEnded) res.destroy()
	}
	return true
}
