import type { AdminMessageKey } from '#app/i18n/messages/admin.en'

/**
 * Bulk actions on the staff lists (decision 053): tick items, choose what to do, confirm on a page
 * of its own, read what happened to each. Shared by the Pages list and the content lists; each
 * applies an action to an item with the code its own one-item action uses.
 */

export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

/** The most items one confirmation takes: more than a list shows on one page (50). */
export const BULK_MAX = 100

export const isBulkAction = (value: unknown): value is BulkAction =>
	typeof value === 'string' && (BULK_ACTIONS as readonly string[]).includes(value)

/**
 * What happened to one item: done; scheduled (published, public at its set time); sent for review
 * (its author's work is reviewed); nothing to do (already so); or refused, with the reason.
 */
export type BulkOutcome = 'done' | 'scheduled' | 'submitted' | 'unchanged' | 'refused'

export interface BulkResult {
	id: number
	/** Empty when the item no longer exists. */
	title: string
	outcome: BulkOutcome
	reason?: AdminMessageKey
}

/** The chosen items, before they are confirmed. */
export interface BulkChoice {
	/** Null: no action was chosen in the list. */
	action: BulkAction | null
	items: { id: number; title: string }[]
	/** The list as it was (its filters and page), to go back to. */
	back: string
}

/** What the confirmation's post answers: every item's result. */
export interface BulkReport {
	action: BulkAction
	results: BulkResult[]
	back: string
}

export interface BulkReply {
	bulk: BulkReport
}

/** The fields of a query string or a posted form. */
interface Fields {
	get(name: string): unknown
	getAll(name: string): unknown[]
}

const ids = (values: unknown[]) => {
	const out = new Set<number>()
	for (const value of values) {
		if (typeof value !== 'string' || !/^\d{1,12}$/.test(value)) continue
		const id = Number(value)
		if (Number.isSafeInteger(id) && id > 0) out.add(id)
	}
	return [...out].slice(0, BULK_MAX)
}

/**
 * The items chosen: the boxes ticked, or, with "Select all on this page" ticked, every item the
 * list showed (without JavaScript that box cannot tick the others; the list sends its ids along).
 */
export function chosenIds(fields: Fields): number[] {
	return ids(fields.get('all') === '1' ? fields.getAll('shown') : fields.getAll('id'))
}

/** The list to go back to: the address sent along when it is this list's, else the list itself. */
export function backPath(base: string, value: unknown): string {
	if (typeof value !== 'string' || value.length > 1000) return base
	const [path, query] = [
		value.split('?')[0],
		value.includes('?') ? value.slice(value.indexOf('?')) : '',
	]
	return path === base && !/[\s\\#]/.test(query) ? `${base}${query}` : base
}

/** The chosen action and items, read from the list's query string, before their titles are found. */
export function readBulkQuery(params: URLSearchParams, base: string) {
	const action = params.get('bulk')
	return {
		action: isBulkAction(action) ? action : null,
		ids: chosenIds(params),
		back: backPath(base, params.get('back')),
	}
}
