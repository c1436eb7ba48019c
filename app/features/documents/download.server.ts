import type { IncomingMessage, ServerResponse } from 'node:http'
import { getDb } from '#app/db/client.server'
import { sendStoredFile } from '#app/platform/storage/send-stored.server'
import { DOCUMENT_MEDIA_TYPES } from './format'
import { getDocument } from './queries.server'

/** Addresses of downloads: `/documents/<slug>/download`, and the same under `/fr`. */
export const DOWNLOAD_PATH = /^\/(?:fr\/)?documents\/([a-z0-9][a-z0-9-]{0,199})\/download\/?$/

/**
 * Sends a public document's file (decision 033): its own media type, always as an attachment under
 * a cleaned file name (never displayed inline, whatever it contains), `nosniff`, a policy that runs
 * nothing, and one byte range so a download cut off on a bad connection resumes. Cached briefly:
 * replacing the file keeps the address. False when there is no such public document.
 */
export async function sendDocument(req: IncomingMessage, res: ServerResponse, slug: string) {
	const doc = await getDocument(getDb(), 'en', slug)
	if (!doc?.file) return false
	return sendStoredFile(req, res, doc.file, {
		cacheControl: 'public, max-age=300',
		contentType: DOCUMENT_MEDIA_TYPES[doc.type],
		disposition: { type: 'attachment', fileName: doc.fileName || `${doc.slug}.${doc.type}` },
	})
}
