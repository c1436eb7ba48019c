import type { Kysely, Transaction } from 'kysely'
import { logActivity } from '#app/db/activity.server'
import type { Database } from '#app/db/schema'
import { putPending } from '#app/features/review/pending.server'
import {
	getRevision,
	latestRevision,
	writeRevision,
	type NewRevision,
} from '#app/features/revisions/revisions.server'
import type { FlatState } from '#app/features/revisions/types'
import { councilToday } from '#app/i18n/locales'
import { contentTable, type NewContent } from './content-table.server'
import { freeSlug } from './queries.server'
import type { Author, Reviewed } from './content-type'
import { fieldsOf, type ResourceDef, type ResourceTable } from './resources'

export type { Author } from './content-type'

type Db = Kysely<Database>
type Trx = Transaction<Database>
type Row = Record<string, string | number | null>

/** Columns a revision does not keep: the row's identity and the instant of the save. */
const notKept = new Set(['id', 'updated_at'])

/** An item's revision (decision 025): its row without id and save instant (both languages). */
export function resourceSnapshot(row: unknown): Row {
	const out: Row = {}
	for (const [name, value] of Object.entries(row as Row)) {
		if (!notKept.has(name)) out[name] = value
	}
	return out
}

/** An item's state as its form's fields (and its state, for types that are published). */
export function flattenResource(def: ResourceDef) {
	return (content: unknown): FlatState => {
		const row = (content ?? {}) as Row
		const flat: FlatState = {}
		for (const field of fieldsOf(def)) flat[field.name] = String(row[field.name] ?? '')
		if (def.publishable) flat.status = String(row.status ?? '')
		return flat
	}
}

export function itemTitleOf(def: ResourceDef, row: Row) {
	const base = def.titleField
	return String(row[`${base}_en`] || row[`${base}_fr`] || row[base] || '')
}

/**
 * Records the item as it now is, in the save's transaction (and, the first time an item older
 * than its history is saved, the state it had before).
 */
export async function reviseItem<T extends ResourceTable>(
	trx: Trx,
	def: ResourceDef<T>,
	id: number,
	action: NewRevision['action'],
	actor: string,
	now: string,
	before?: unknown,
) {
	const row = await contentTable(trx, def.table).find(id)
	if (!row) return
	await writeRevision(trx, {
		type: def.key,
		id,
		action,
		title: itemTitleOf(def, row as unknown as Row),
		content: resourceSnapshot(row),
		before: before === undefined ? undefined : resourceSnapshot(before),
		actor,
		now,
	})
}

export type ResourceRestore =
	{ ok: true; submitted?: true } | { ok: false; reason: 'missing' | 'taken' | 'exists' }

async function logRestore(
	trx: Trx,
	def: ResourceDef,
	id: number,
	title: string,
	author: Author,
	now: string,
	action: 'restored' | 'submitted' = 'restored',
) {
	await logActivity(
		trx,
		{
			action,
			itemType: def.key,
			itemId: id,
			itemTitle: title,
			actor: author.actor,
			kind: def.kind,
			ip: author.ip,
		},
		now,
	)
}

/**
 * Puts an item back as a revision had it: its form's fields and its state (its address, the
 * slug, stays). Refused when the type's unique value (a bid's reference) now belongs to another.
 */
export async function restoreResourceRevision<T extends ResourceTable>(
	db: Db,
	def: ResourceDef<T>,
	id: number,
	version: number,
	author: Author,
	now = new Date().toISOString(),
): Promise<ResourceRestore> {
	return db.transaction().execute(async (trx) => {
		const table = contentTable(trx, def.table)
		const existing = await table.find(id)
		const revision = await getRevision(trx, def.key, id, version)
		if (!existing || !revision) return { ok: false, reason: 'missing' } as const
		const stored = revision.content as Row
		const cells: Row = { updated_at: now }
		for (const field of fieldsOf(def)) {
			if (field.name in stored) cells[field.name] = stored[field.name] ?? null
		}
		if (def.publishable && (stored.status === 'published' || stored.status === 'draft')) {
			cells.status = stored.status
			const current = existing as unknown as Row
			if (def.publishedOn && stored.status === 'published') {
				cells[def.publishedOn] =
					current[def.publishedOn] ?? stored[def.publishedOn] ?? councilToday()
			}
		}
		if (def.unique && (await table.taken(def.unique, cells[def.unique] ?? '', id))) {
			return { ok: false, reason: 'taken' } as const
		}
		const current = existing as unknown as Row
		const title = itemTitleOf(def, { ...current, ...cells })
		if (author.review && def.publishable) {
			// Nothing public changes: a published item keeps its version and the restored one waits
			// as its changes; a draft takes the restored fields, stays a draft, and waits.
			if (current.status === 'published') {
				const values: Row = {}
				for (const field of fieldsOf(def))
					if (field.name in cells) values[field.name] = cells[field.name]!
				await keepChanges(trx, def, id, current, values, {
					title,
					user: author.review,
					submit: true,
					actor: author.actor,
					now,
				})
				await logRestore(trx, def, id, title, author, now, 'submitted')
				return { ok: true, submitted: true } as const
			}
			cells.status = 'draft'
			if (def.publishedOn) delete cells[def.publishedOn]
		}
		await table.update(id, cells as never)
		await reviseItem(trx, def, id, 'restored', author.actor, now)
		await logRestore(trx, def, id, title, author, now)
		if (author.review && def.publishable) {
			await submitRestored(trx, def, id, title, author, now)
			return { ok: true, submitted: true } as const
		}
		return { ok: true } as const
	})
}

/**
 * Changes to a published item kept aside (decision 029): the public keeps the published version;
 * the changes wait as its pending changes (submitted for review, or a draft of their own) and are
 * a revision of their own ("Draft changes saved"). A save and a restore by someone whose work is
 * reviewed both keep changes this way.
 */
export async function keepChanges(
	trx: Trx,
	def: ResourceDef,
	id: number,
	existing: unknown,
	values: Record<string, unknown>,
	change: { title: string; user: Reviewed; submit: boolean; actor: string; now: string },
) {
	const { title, user, submit, actor, now } = change
	await putPending(trx, { type: def.key, id, content: values, title, user, submit, now })
	await writeRevision(trx, {
		type: def.key,
		id,
		action: 'drafted',
		title,
		content: resourceSnapshot({ ...(existing as Row), ...values }),
		before: resourceSnapshot(existing),
		actor,
		now,
	})
}

/** A restored draft sent for review as it is (its author's work needs review). */
async function submitRestored(
	trx: Trx,
	def: ResourceDef,
	id: number,
	title: string,
	author: Author,
	now: string,
) {
	await putPending(trx, {
		type: def.key,
		id,
		content: null,
		title,
		user: author.review!,
		submit: true,
		now,
	})
	await logRestore(trx, def, id, title, author, now, 'submitted')
}

/**
 * Brings a deleted item back from its last state, under its own id (its history follows it).
 * A slug another item took meanwhile is made free again; a unique value (a bid's reference)
 * another item now has refuses the restore.
 */
export async function restoreDeletedResource<T extends ResourceTable>(
	db: Db,
	def: ResourceDef<T>,
	id: number,
	author: Author,
	now = new Date().toISOString(),
): Promise<ResourceRestore> {
	return db.transaction().execute(async (trx) => {
		const table = contentTable(trx, def.table)
		const latest = await latestRevision(trx, def.key, id)
		if (!latest || latest.action !== 'deleted') return { ok: false, reason: 'missing' } as const
		if (await table.find(id)) return { ok: false, reason: 'exists' } as const
		const row: Row = { ...(latest.content as Row), id, updated_at: now }
		// Someone whose work is reviewed brings it back as a draft, sent for review.
		const reviewed = Boolean(author.review && def.publishable)
		if (reviewed) row.status = 'draft'
		if (def.unique && (await table.taken(def.unique, row[def.unique] ?? '', id))) {
			return { ok: false, reason: 'taken' } as const
		}
		if (def.slug) {
			const slug = def.slug
			const wanted = String(row[slug] ?? '')
			if (!wanted || (await table.taken(slug, wanted, id))) {
				row[slug] = await freeSlug(itemTitleOf(def, row), (candidate) =>
					table.taken(slug, candidate),
				)
			}
		}
		await table.insert(row as unknown as NewContent<T>)
		await reviseItem(trx, def, id, 'restored', author.actor, now)
		await logRestore(trx, def, id, itemTitleOf(def, row), author, now)
		if (reviewed) {
			await submitRestored(trx, def, id, itemTitleOf(def, row), author, now)
			return { ok: true, submitted: true } as const
		}
		return { ok: true } as const
	})
}
