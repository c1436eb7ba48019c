import { inflateRawSync } from 'node:zlib'
import type { DocumentFileType } from '#app/db/schema'
import { DOCUMENT_MEDIA_TYPES } from './format'

/**
 * What a file sent as a document really is, told by its bytes and never by its name or the type
 * the browser claims (decision 033). A PDF starts with `%PDF-`. The office formats are ZIP
 * archives: Word and Excel files hold `word/document.xml` or `xl/workbook.xml`, OpenDocument
 * files start with an uncompressed `mimetype` entry naming their kind. Macro-enabled variants
 * (a `.docm` renamed `.docx`, a spreadsheet with Basic scripts) and anything else are refused.
 */
export type FileCheck =
	{ ok: true; type: DocumentFileType } | { ok: false; reason: 'unknown' | 'macros' | 'broken' }

export { DOCUMENT_MEDIA_TYPES }

const ODF_TYPES: Record<string, DocumentFileType> = {
	'application/vnd.oasis.opendocument.text': 'odt',
	'application/vnd.oasis.opendocument.spreadsheet': 'ods',
}

/** Entries that carry code: VBA projects, ActiveX controls, OpenDocument Basic and scripts. */
const ACTIVE_ENTRY = /(^|\/)vbaProject\.bin$|(^|\/)activeX\/|^Basic\/|^Scripts\//i

/** At most this many entries are read from an archive's directory. */
const MAX_ENTRIES = 10_000

interface ZipEntry {
	name: string
	method: number
	compressedSize: number
	localOffset: number
}

/** The names and places of a ZIP archive's entries, from its central directory; null if broken. */
function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
	// The end-of-directory record is in the last 64 KiB + 22 bytes (its comment is at most 64 KiB).
	let end = -1
	for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
		if (view.getUint32(i, true) === 0x06054b50) {
			end = i
			break
		}
	}
	if (end < 0) return null
	const count = view.getUint16(end + 10, true)
	let at = view.getUint32(end + 16, true)
	if (count > MAX_ENTRIES) return null
	const decoder = new TextDecoder()
	const entries: ZipEntry[] = []
	for (let n = 0; n < count; n++) {
		if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null
		const nameLength = view.getUint16(at + 28, true)
		const extraLength = view.getUint16(at + 30, true)
		const commentLength = view.getUint16(at + 32, true)
		if (at + 46 + nameLength > bytes.length) return null
		entries.push({
			name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
			method: view.getUint16(at + 10, true),
			compressedSize: view.getUint32(at + 20, true),
			localOffset: view.getUint32(at + 42, true),
		})
		at += 46 + nameLength + extraLength + commentLength
	}
	return entries
}

/** An entry's bytes (stored or deflated), at most `limit` of them once inflated; null if unreadable. */
function entryBytes(bytes: Uint8Array, entry: ZipEntry, limit: number): Uint8Array | null {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
	const at = entry.localOffset
	if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return null
	const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
	const data = bytes.subarray(start, start + entry.compressedSize)
	if (data.length !== entry.compressedSize) return null
	if (entry.method === 0) return data.subarray(0, limit)
	if (entry.method !== 8) return null
	try {
		return inflateRawSync(data, { maxOutputLength: limit })
	} catch {
		return null
	}
}

function startsWith(bytes: Uint8Array, text: string) {
	for (let i = 0; i < text.length; i++) if (bytes[i] !== text.charCodeAt(i)) return false
	return bytes.length >= text.length
}

/** The kind of document the bytes are, or why they are refused. */
export function checkDocument(bytes: Uint8Array): FileCheck {
	if (startsWith(bytes, '%PDF-')) return { ok: true, type: 'pdf' }
	if (!startsWith(bytes, 'PK\u0003\u0004')) return { ok: false, reason: 'unknown' }
	const entries = zipEntries(bytes)
	if (!entries) return { ok: false, reason: 'broken' }
	const names = new Set(entries.map((e) => e.name))
	if (entries.some((e) => ACTIVE_ENTRY.test(e.name))) return { ok: false, reason: 'macros' }

	// OpenDocument: the first entry is `mimetype`, stored uncompressed.
	const first = entries.find((e) => e.localOffset === 0)
	if (first?.name === 'mimetype') {
		if (first.method !== 0) return { ok: false, reason: 'broken' }
		const mime = new TextDecoder().decode(entryBytes(bytes, first, 100) ?? new Uint8Array())
		const type = ODF_TYPES[mime.trim()]
		return type ? { ok: true, type } : { ok: false, reason: 'unknown' }
	}

	// Office Open XML: the main part, and a content-types list that does not declare macros.
	const main = names.has('word/document.xml')
		? ('docx' as const)
		: names.has('xl/workbook.xml')
			? ('xlsx' as const)
			: null
	if (!main) return { ok: false, reason: 'unknown' }
	const types = entries.find((e) => e.name === '[Content_Types].xml')
	const declared = types ? entryBytes(bytes, types, 1024 * 1024) : null
	if (!declared) return { ok: false, reason: 'broken' }
	if (/macroEnabled/i.test(new TextDecoder().decode(declared))) {
		return { ok: false, reason: 'macros' }
	}
	return { ok: true, type: main }
}
