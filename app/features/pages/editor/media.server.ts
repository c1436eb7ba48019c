import { MAX_UPLOAD_BYTES } from '#app/config'
import { getDb } from '#app/db/client.server'
import { uploadedImage } from '#app/features/cms/resource.server'
import { getAttachableByIds, getAttachableDocuments } from '#app/features/documents/queries.server'
import { imageSource } from '#app/features/media/image-ref'
import { refusalResponse } from '#app/platform/refusal-page.server'
import { getStorage } from '#app/platform/storage/storage.server'
import { MAX_FORM_BYTES, parseAdminForm, readSmallForm } from '#app/platform/request-body.server'
import { matchesQuery, queryWords } from '#app/utils/text'
import { BLOCKS_MAX } from '../block-schema'
import type { FieldErrors } from './editor.server'
import { blockKind, blockNumbers, type FormValues } from './form-state'
import { NEWEST_SHOWN } from './media-limits'

/**
 * The page editor's pictures and documents (decision 054): reading a form that may carry files,
 * storing the pictures chosen, and the documents a clerk can tick in each documents block.
 */

/**
 * The largest editor form without a file: a long page (60 blocks of long texts in two languages)
 * is a few hundred kilobytes; past this the request is refused (413) before it is parsed.
 */
export const MAX_EDITOR_FORM_BYTES = 2 * 1024 * 1024
/** Field names in a form of the largest page (60 blocks of 40 rows of a few fields each). */
const MAX_EDITOR_FIELDS = 20_000

/** A picture block's file input: `b.<n>.file`. */
const PICTURE_FILE = /^b\.(\d{1,4})\.file$/
/** A documents block's ticked boxes, one `b.<n>.documents` per document. */
export const DOCUMENTS_FIELD = /^b\.\d{1,4}\.documents$/

/**
 * The editor's form. Without a file (urlencoded, or multipart with JavaScript and no picture) it
 * is held to the text's bound as before; with files, each picture to the staff area's limit
 * (MAX_UPLOAD_BYTES: a larger one is dropped and named in `oversized`, so the rest still arrives)
 * and the whole body to the text's bound plus one staff form's. Every picture block sends a file
 * part, empty when nothing was chosen: as many as there can be blocks.
 */
export async function readEditorForm(request: Request) {
	const type = request.headers.get('Content-Type') ?? ''
	if (!/^\s*multipart\/form-data/i.test(type)) {
		return { form: await readSmallForm(request, MAX_EDITOR_FORM_BYTES), oversized: [] as string[] }
	}
	const read = await parseAdminForm(request, {
		file: MAX_UPLOAD_BYTES,
		body: MAX_EDITOR_FORM_BYTES + MAX_FORM_BYTES,
		files: BLOCKS_MAX,
		fields: MAX_EDITOR_FIELDS,
		fieldBytes: MAX_EDITOR_FORM_BYTES,
	})
	// As a form without a file: the text alone within its bound, and no NUL character (no one
	// types one, and PostgreSQL can neither store nor compare it).
	let text = 0
	for (const [name, value] of read.form) {
		if (typeof value !== 'string') continue
		text += name.length + value.length
		if (name.includes('\0') || value.includes('\0')) throw refusalResponse('unreadable', request)
	}
	if (text > MAX_EDITOR_FORM_BYTES) throw refusalResponse('tooLarge', request)
	return read
}

/**
 * The pictures chosen in the form's picture blocks, each checked and stored as every staff upload
 * is (decoded, re-encoded to AVIF and WebP, nothing of the file kept): its reference replaces the
 * block's picture in `values`. Done before anything else, whatever button was pressed, so a chosen
 * picture is never lost to a refusal or a change of structure. The messages, by field, for the
 * pictures refused (numbered as the form will be once compacted).
 */
export async function takePictures(
	form: FormData,
	values: FormValues,
	oversized: readonly string[],
): Promise<FieldErrors> {
	const errors: FieldErrors = {}
	const numbers = blockNumbers(values)
	const field = (name: string) => {
		const n = Number(PICTURE_FILE.exec(name)?.[1] ?? NaN)
		return blockKind(values, n) === 'picture' ? n : null
	}
	for (const name of oversized) {
		const n = field(name)
		if (n !== null) errors[`b.${numbers.indexOf(n)}.image`] = { key: 'admin.validation.imageSize' }
	}
	for (const name of new Set(form.keys())) {
		const n = field(name)
		if (n === null || oversized.includes(name)) continue
		const upload = await uploadedImage(form, name)
		if (!upload) continue
		if ('error' in upload) errors[`b.${numbers.indexOf(n)}.image`] = { key: upload.error }
		else values[`b.${n}.image`] = upload.ref
	}
	// The picture a block keeps travels in a hidden field: one this site never stored (a form
	// made by hand) would be a broken picture on the page.
	for (const n of numbers) {
		const image = blockKind(values, n) === 'picture' ? imageSource(values[`b.${n}.image`]) : null
		if (!image || !image.base.startsWith('/uploads/') || errors[`b.${numbers.indexOf(n)}.image`])
			continue
		const key = `${image.base.slice('/uploads/'.length)}-${image.widths[0]}.webp`
		if (!(await getStorage().head(key))) {
			errors[`b.${numbers.indexOf(n)}.image`] = { key: 'admin.validation.imageBroken' }
		}
	}
	return errors
}

/** A document a clerk can tick: its titles, date and state. */
export interface DocumentChoice {
	id: number
	title: { en: string | null; fr: string | null }
	date: string
	status: string
}

/** What one documents block offers: the ticked documents, then others to tick. */
export interface DocumentOptions {
	chosen: DocumentChoice[]
	others: DocumentChoice[]
	/** The words typed to find a document (`b.<n>.find`), or ''. */
	query: string
}

/** By block number (as the form numbers them). */
export type DocumentChoices = Record<string, DocumentOptions>

/** Documents a search lists at most. */
const FOUND_SHOWN = 50
/** Documents searched (the newest), as the attachments' list does. */
const SEARCHED = 300

const idsOf = (value: string | undefined) =>
	(value ?? '')
		.split(',')
		.filter((part) => /^\d{1,15}$/.test(part))
		.map(Number)

/**
 * For each documents block of the form: its ticked documents (in their order, those that still
 * exist), then the newest others, or those whose title has the words typed in its search field.
 */
export async function documentChoices(values: FormValues): Promise<DocumentChoices> {
	const blocks = blockNumbers(values).filter((n) => blockKind(values, n) === 'documents')
	if (blocks.length === 0) return {}
	const db = getDb()
	const newest = await getAttachableDocuments(db, SEARCHED)
	const choices: DocumentChoices = {}
	for (const n of blocks) {
		const ids = idsOf(values[`b.${n}.documents`])
		const chosen = await getAttachableByIds(db, ids)
		const taken = new Set(chosen.map((d) => d.id))
		const query = (values[`b.${n}.find`] ?? '').trim().slice(0, 100)
		const words = queryWords(query)
		const others = newest
			.filter((d) => !taken.has(d.id))
			.filter((d) => matchesQuery(`${d.title.en ?? ''} ${d.title.fr ?? ''}`, words))
			.slice(0, words.length ? FOUND_SHOWN : NEWEST_SHOWN)
		choices[String(n)] = { chosen, others, query }
	}
	return choices
}
