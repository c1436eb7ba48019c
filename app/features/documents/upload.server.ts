import { createHash } from 'node:crypto'
import type { DocumentFileType } from '#app/db/schema'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { getEnv } from '#app/platform/env.server'
import { getStorage } from '#app/platform/storage/storage.server'
import { checkDocument, DOCUMENT_MEDIA_TYPES } from './file-check.server'
import { DOCUMENT_EXTENSIONS } from './format'
import { readPdfText } from './pdf-text.server'
import { fileBytes } from '#app/platform/request-body.server'

/** The largest document staff may upload (`MAX_DOCUMENT_MB`, 20 MB unless configured). */
export function documentLimitBytes() {
	return getEnv().MAX_DOCUMENT_MB * 1024 * 1024
}

/** The request limits of a form that carries a document: the file, plus room for the texts. */
export function documentFormLimits() {
	const file = documentLimitBytes()
	// Room past the file limit, so a file somewhat too large gets the form back with a message
	// rather than the bare 413 page; only `file` bytes of it are ever held.
	return { file, body: Math.round(file * 1.5) + 1024 * 1024 }
}

/** What a stored document writes to its row. */
export interface StoredDocument {
	file: string
	file_name: string
	file_type: DocumentFileType
	file_size: number
	file_text: string | null
}

/**
 * The name a download is saved under: the clerk's file name without folders or control
 * characters, ending with the extension of what the file really is (a PDF sent as "budget.exe"
 * is saved as "budget.pdf"). Shown only in `Content-Disposition`, never used as a path.
 */
export function downloadName(original: string, type: DocumentFileType, fallback: string) {
	const base = (original.split(/[\\/]/).pop() ?? '')
		// eslint-disable-next-line no-control-regex -- control characters are what is removed
		.replace(/[\u0000-\u001f\u007f"]/g, '')
		.replace(/\.[A-Za-z0-9]{1,5}$/, '')
		.trim()
		.slice(0, 150)
	return `${base || fallback}.${DOCUMENT_EXTENSIONS[type]}`
}

/**
 * Checks a document by its bytes, stores it under a name made from its content
 * (`documents/<sha256 prefix>.<ext>`: the same file uploaded twice is stored once) and reads the
 * text inside a PDF. Nothing is stored when the file is refused.
 */
export async function storeDocument(
	file: File,
): Promise<
	| { ok: true; document: StoredDocument; textUnread: boolean }
	| { ok: false; error: AdminMessageKey }
> {
	if (file.size > documentLimitBytes()) return { ok: false, error: 'admin.validation.documentSize' }
	const bytes = await fileBytes(file)
	const check = checkDocument(bytes)
	if (!check.ok) {
		return {
			ok: false,
			error:
				check.reason === 'macros'
					? 'admin.validation.documentMacros'
					: check.reason === 'broken'
						? 'admin.validation.documentBroken'
						: 'admin.validation.documentType',
		}
	}
	const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32)
	const key = `documents/${hash}.${DOCUMENT_EXTENSIONS[check.type]}`
	const storage = getStorage()
	if (!(await storage.head(key))) await storage.put(key, bytes, DOCUMENT_MEDIA_TYPES[check.type])
	const read = check.type === 'pdf' ? await readPdfText(bytes) : null
	const text = read?.text ?? null
	return {
		ok: true,
		// A PDF whose words could not be read (too large or complex to read safely): kept, said.
		textUnread: Boolean(read && read.text === null),
		document: {
			file: key,
			file_name: downloadName(file.name, check.type, 'document'),
			file_type: check.type,
			file_size: bytes.byteLength,
			file_text: text || null,
		},
	}
}
