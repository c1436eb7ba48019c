import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database, DocumentFileType, DocumentLanguage } from '#app/db/schema'
import type { Locale } from '#app/i18n/locales'
import { pickLocalized, type LocalizedText } from '#app/utils/localized'
import { liveAt } from '#app/features/scheduling/live.server'

type Db = Kysely<Database> | Transaction<Database>

/** A document as the public lists and pages show it. */
export interface DocumentSummary {
	id: number
	slug: string
	title: LocalizedText
	summary: LocalizedText
	category: { slug: string; name: LocalizedText } | null
	date: string
	language: DocumentLanguage
	type: DocumentFileType
	size: number
}

/** A category with its name in the page's language. */
export interface CategoryOption {
	slug: string
	name: LocalizedText
}

const SUMMARY_COLUMNS = [
	'documents.id',
	'documents.slug',
	'documents.title_en',
	'documents.title_fr',
	'documents.summary_en',
	'documents.summary_fr',
	'documents.category',
	'documents.date',
	'documents.doc_language',
	'documents.file_type',
	'documents.file_size',
	'document_categories.name_en as category_en',
	'document_categories.name_fr as category_fr',
] as const

/** Published documents only, between their publish and unpublish times. */
function liveDocuments(db: Db) {
	return db
		.selectFrom('documents')
		.leftJoin('document_categories', 'document_categories.slug', 'documents.category')
		.where(liveAt())
}

type SummaryRow = {
	id: number
	slug: string
	title_en: string | null
	title_fr: string | null
	summary_en: string | null
	summary_fr: string | null
	category: string
	date: string
	doc_language: DocumentLanguage
	file_type: DocumentFileType
	file_size: number
	category_en: string | null
	category_fr: string | null
}

function toSummary(row: SummaryRow, locale: Locale): DocumentSummary {
	const known = row.category_en !== null || row.category_fr !== null
	return {
		id: Number(row.id),
		slug: row.slug,
		title: pickLocalized({ en: row.title_en, fr: row.title_fr }, locale),
		summary: pickLocalized({ en: row.summary_en, fr: row.summary_fr }, locale),
		category: known
			? {
					slug: row.category,
					name: pickLocalized({ en: row.category_en, fr: row.category_fr }, locale),
				}
			: null,
		date: row.date,
		language: row.doc_language,
		type: row.file_type,
		size: Number(row.file_size),
	}
}

/** The categories, in the order staff chose. */
export async function getCategories(db: Db, locale: Locale): Promise<CategoryOption[]> {
	const rows = await db
		.selectFrom('document_categories')
		.select(['slug', 'name_en', 'name_fr'])
		.orderBy('sort_order', 'asc')
		.orderBy('id', 'asc')
		.execute()
	return rows.map((r) => ({
		slug: r.slug,
		name: pickLocalized({ en: r.name_en, fr: r.name_fr }, locale),
	}))
}

/** The years public documents are dated, newest first. */
export async function getDocumentYears(db: Db): Promise<string[]> {
	const rows = await db
		.selectFrom('documents')
		.where(liveAt())
		.select(sql<string>`substr(date, 1, 4)`.as('year'))
		.distinct()
		.execute()
	return rows.map((r) => String(r.year)).sort((a, b) => b.localeCompare(a))
}

export interface DocumentFilter {
	category?: string | null
	year?: string | null
}

/** One page of public documents, newest first, filtered by category and year. */
export async function getDocumentsPage(
	db: Db,
	locale: Locale,
	filter: DocumentFilter,
	page: number,
	perPage: number,
) {
	let query = liveDocuments(db)
	if (filter.category) query = query.where('documents.category', '=', filter.category)
	if (filter.year) {
		query = query
			.where('documents.date', '>=', `${filter.year}-01-01`)
			.where('documents.date', '<=', `${filter.year}-12-31`)
	}
	const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
	const rows = await query
		.select(SUMMARY_COLUMNS)
		.orderBy('documents.date', 'desc')
		.orderBy('documents.id', 'desc')
		.limit(perPage)
		.offset((page - 1) * perPage)
		.execute()
	return { items: rows.map((r) => toSummary(r, locale)), total: Number(n) }
}

/** A public document by its address, with the key and name its download needs. */
export async function getDocument(db: Db, locale: Locale, slug: string) {
	const row = await liveDocuments(db)
		.select([...SUMMARY_COLUMNS, 'documents.file', 'documents.file_name'])
		.where('documents.slug', '=', slug)
		.executeTakeFirst()
	if (!row) return null
	return { ...toSummary(row, locale), file: row.file, fileName: row.file_name }
}

/** Every public document's address and last change (the sitemap). */
export function getDocumentAddresses(db: Db) {
	return db
		.selectFrom('documents')
		.where(liveAt())
		.select(['slug', 'updated_at'])
		.orderBy('id', 'asc')
		.execute()
}

/** Public documents with their texts and the words inside their files (the site search). */
export function getSearchableDocuments(db: Db, at?: string, limit = 5000) {
	return db
		.selectFrom('documents')
		.where(liveAt(at))
		.select(['id', 'slug', 'title_en', 'title_fr', 'summary_en', 'summary_fr', 'file_text', 'date'])
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
}

// ---------------------------------------------------------------------------------------------
// Attachments: documents listed under an item of another content type

/** The public documents attached to an item, in the order they were ticked. */
export async function getAttachedDocuments(
	db: Db,
	locale: Locale,
	itemType: string,
	itemId: number,
): Promise<DocumentSummary[]> {
	const rows = await liveDocuments(db)
		.innerJoin('document_links', 'document_links.document_id', 'documents.id')
		.where('document_links.item_type', '=', itemType)
		.where('document_links.item_id', '=', itemId)
		.select(SUMMARY_COLUMNS)
		.orderBy('document_links.sort_order', 'asc')
		.orderBy('documents.id', 'asc')
		.execute()
	return rows.map((r) => toSummary(r, locale))
}

/**
 * The public documents among these ids, in the order given (a page's documents block, decision
 * 054): a document deleted, unpublished or not yet public is left out.
 */
export async function getLiveDocumentsByIds(
	db: Db,
	locale: Locale,
	ids: readonly number[],
): Promise<DocumentSummary[]> {
	const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, 500)
	if (wanted.length === 0) return []
	const rows = await liveDocuments(db)
		.where('documents.id', 'in', wanted)
		.select(SUMMARY_COLUMNS)
		.execute()
	const byId = new Map(rows.map((r) => [Number(r.id), toSummary(r, locale)]))
	return wanted.flatMap((id) => byId.get(id) ?? [])
}

/** The documents staff can tick with these ids (drafts included), in the order given. */
export async function getAttachableByIds(db: Db, ids: readonly number[]) {
	const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, 500)
	if (wanted.length === 0) return []
	const rows = await db
		.selectFrom('documents')
		.select(['id', 'title_en', 'title_fr', 'date', 'status'])
		.where('id', 'in', wanted)
		.execute()
	const byId = new Map(
		rows.map((r) => [
			Number(r.id),
			{
				id: Number(r.id),
				title: { en: r.title_en, fr: r.title_fr },
				date: r.date,
				status: r.status,
			},
		]),
	)
	return wanted.flatMap((id) => byId.get(id) ?? [])
}

/** The ids of the documents attached to an item (drafts included: staff see them all). */
export async function getAttachmentIds(db: Db, itemType: string, itemId: number) {
	const rows = await db
		.selectFrom('document_links')
		.select('document_id')
		.where('item_type', '=', itemType)
		.where('item_id', '=', itemId)
		.orderBy('sort_order', 'asc')
		.execute()
	return rows.map((r) => Number(r.document_id))
}

/** The documents staff can attach: the newest, by title, drafts included. */
export async function getAttachableDocuments(db: Db, limit = 300) {
	const rows = await db
		.selectFrom('documents')
		.select(['id', 'title_en', 'title_fr', 'date', 'status'])
		.orderBy('date', 'desc')
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
	return rows.map((r) => ({
		id: Number(r.id),
		title: { en: r.title_en, fr: r.title_fr },
		date: r.date,
		status: r.status,
	}))
}

/**
 * Replaces an item's attached documents with these (ids of documents that exist; others are
 * ignored). Runs in the item's own transaction.
 */
export async function setAttachments(
	trx: Db,
	itemType: string,
	itemId: number,
	documentIds: readonly number[],
) {
	await trx
		.deleteFrom('document_links')
		.where('item_type', '=', itemType)
		.where('item_id', '=', itemId)
		.execute()
	const wanted = [...new Set(documentIds)].slice(0, 100)
	if (wanted.length === 0) return
	const existing = await trx
		.selectFrom('documents')
		.select('id')
		.where('id', 'in', wanted)
		.execute()
	const known = new Set(existing.map((r) => Number(r.id)))
	const rows = wanted
		.filter((id) => known.has(id))
		.map((document_id, sort_order) => ({
			item_type: itemType,
			item_id: itemId,
			document_id,
			sort_order,
		}))
	if (rows.length) await trx.insertInto('document_links').values(rows).execute()
}

/** Forgets the links of a deleted item, or of a deleted document. */
export async function dropLinks(trx: Db, itemType: string, itemId: number) {
	await trx
		.deleteFrom('document_links')
		.where((eb) =>
			itemType === 'documents'
				? eb('document_id', '=', itemId)
				: eb.and([eb('item_type', '=', itemType), eb('item_id', '=', itemId)]),
		)
		.execute()
}
