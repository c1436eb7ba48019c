import type { Kysely, Transaction } from 'kysely'
import type { Database, RequestStatus } from '#app/db/schema'
import type { Locale } from '#app/i18n/locales'
import { keyMatches } from './access.server'

type Db = Kysely<Database> | Transaction<Database>

export interface RequestCategory {
	slug: string
	name: string
}

/** The categories in the staff's order, named in the reader's language (the other as fallback). */
export async function getRequestCategories(db: Db, locale: Locale): Promise<RequestCategory[]> {
	const rows = await db
		.selectFrom('request_categories')
		.select(['slug', 'name_en', 'name_fr'])
		.orderBy('sort_order')
		.orderBy('id')
		.execute()
	return rows.map((r) => ({
		slug: r.slug,
		name: (locale === 'fr' ? r.name_fr || r.name_en : r.name_en || r.name_fr) ?? r.slug,
	}))
}

/**
 * What the public status page may show of a request: its reference, category, status and dates;
 * the council's replies only with the key of the resident's private link (`replies: null`
 * without it: they may name the resident). Never the description, place, photo, contact details
 * or notes. A request marked as spam is not found.
 */
export async function getPublicStatus(db: Db, reference: string, locale: Locale, key = '') {
	const row = await db
		.selectFrom('requests')
		.leftJoin('request_categories', 'request_categories.slug', 'requests.category')
		.select([
			'requests.id',
			'requests.reference',
			'requests.category',
			'requests.status',
			'requests.created_at',
			'requests.updated_at',
			'requests.closed_at',
			'requests.access_key',
			'request_categories.name_en',
			'request_categories.name_fr',
		])
		.where('requests.reference', '=', reference)
		.where('requests.spam_at', 'is', null)
		.executeTakeFirst()
	if (!row) return null
	const replies = keyMatches(key, row.access_key)
		? await db
				.selectFrom('request_log')
				.select(['id', 'body', 'created_at'])
				.where('request_id', '=', row.id)
				.where('kind', '=', 'reply')
				.orderBy('id')
				.execute()
		: null
	return {
		reference: row.reference,
		category:
			(locale === 'fr' ? row.name_fr || row.name_en : row.name_en || row.name_fr) ?? row.category,
		status: row.status,
		receivedAt: row.created_at,
		updatedAt: row.updated_at,
		closedAt: row.status === 'resolved' || row.status === 'closed' ? row.closed_at : null,
		replies: replies?.map((r) => ({ id: r.id, body: r.body ?? '', at: r.created_at })) ?? null,
	}
}
export type PublicStatus = NonNullable<Awaited<ReturnType<typeof getPublicStatus>>>

export interface InboxFilter {
	status: RequestStatus | 'spam' | 'held' | ''
	category: string
	/** '' anyone, 'none' nobody, or a staff account's id. */
	assigned: string
	page: number
}

export const INBOX_PAGE_SIZE = 50

/** The staff inbox: newest first, filtered, one page at a time. */
export async function getInbox(db: Db, filter: InboxFilter) {
	let query = db.selectFrom('requests')
	if (filter.status === 'spam') query = query.where('spam_at', 'is not', null)
	else if (filter.status === 'held')
		query = query.where('spam_at', 'is', null).where('held_at', 'is not', null)
	else {
		// Requests held during a flood wait in their own list (issue 32).
		query = query.where('spam_at', 'is', null).where('held_at', 'is', null)
		if (filter.status) query = query.where('status', '=', filter.status)
	}
	if (filter.category) query = query.where('category', '=', filter.category)
	if (filter.assigned === 'none') query = query.where('assigned_to', 'is', null)
	else if (/^\d+$/.test(filter.assigned))
		query = query.where('assigned_to', '=', Number(filter.assigned))
	const total = Number(
		(await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
	)
	const items = await query
		.leftJoin('users', 'users.id', 'requests.assigned_to')
		.select([
			'requests.id',
			'requests.reference',
			'requests.category',
			'requests.status',
			'requests.description',
			'requests.location',
			'requests.created_at',
			'requests.handled_at',
			'requests.photo',
			'users.name as assignee',
		])
		.orderBy('requests.id', 'desc')
		.limit(INBOX_PAGE_SIZE)
		.offset((filter.page - 1) * INBOX_PAGE_SIZE)
		.execute()
	return { total, items }
}

/** Requests held during a flood and not yet released or marked as spam (the dashboard, the inbox). */
export async function heldCount(db: Db) {
	const row = await db
		.selectFrom('requests')
		.select((eb) => eb.fn.countAll().as('n'))
		.where('held_at', 'is not', null)
		.where('spam_at', 'is', null)
		.executeTakeFirstOrThrow()
	return Number(row.n)
}

/** Everything about one request, for staff. */
export async function getRequestDetail(db: Db, id: number) {
	const request = await db
		.selectFrom('requests')
		.leftJoin('users', 'users.id', 'requests.assigned_to')
		.selectAll('requests')
		.select('users.name as assignee')
		.where('requests.id', '=', id)
		.executeTakeFirst()
	if (!request) return null
	const log = await db
		.selectFrom('request_log')
		.selectAll()
		.where('request_id', '=', id)
		.orderBy('id')
		.execute()
	return { request, log }
}

/** Staff accounts a request can be assigned to. */
export function getAssignableStaff(db: Db) {
	return db
		.selectFrom('users')
		.select(['id', 'name'])
		.where('active', '=', 1)
		.orderBy('name')
		.execute()
}
