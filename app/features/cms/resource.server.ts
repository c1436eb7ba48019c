import { logActivity } from '#app/db/activity.server'
import { randomUUID } from 'node:crypto'
import type { Submission, SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { Transaction } from 'kysely'
import { data } from 'react-router'
import { getDb } from '#app/db/client.server'
import { isUniqueViolation } from '#app/db/errors.server'
import { freeSlug } from '#app/features/cms/queries.server'
import { excerpt } from '#app/utils/text'
import type { Database } from '#app/db/schema'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { councilToday } from '#app/i18n/locales'
import {
	descriptionNames,
	missingDescriptions,
	type FieldDef,
	type FormValues,
} from '#app/features/cms/fields'
import {
	documentField,
	fieldsOf,
	imageField,
	resourceSchema,
	type Column,
	type ContentRow,
	type EditableColumn,
	type EngineColumn,
	type ResourceDef,
	type ResourceTable,
} from '#app/features/cms/resources'
import { clientAddress } from '#app/features/cms/client-address.server'
import { assertCsrf, requireStaff, requireStaffAction } from '#app/auth/auth.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { storeImage } from '#app/features/media/upload.server'
import { fileBytes, parseAdminForm } from '#app/platform/request-body.server'
import { uploadRef } from '#app/features/media/image-ref'
import { contentTable, type NewContent } from './content-table.server'
import { formatText, refusedLinks } from '#app/features/formatting/markdown.server'
import type { RichBlock } from '#app/features/formatting/rich-text'
import {
	flattenResource,
	keepChanges,
	resourceSnapshot,
	reviseItem,
} from './resource-revisions.server'
import {
	currentVersion,
	editConflict,
	purgeDeleted,
	writeRevision,
} from '#app/features/revisions/revisions.server'
import type { EditConflict } from '#app/features/revisions/types'
import { councilTimeToIso } from '#app/features/scheduling/schedule'
import {
	dropPending,
	getPending,
	needsReview,
	putPending,
	pendingView,
	tellPublished,
} from '#app/features/review/pending.server'
import type { StaffUser } from '#app/auth/session.server'
import type { PendingView } from '#app/features/review/pending-notice'
import { now, nowIso } from '#app/platform/clock.server'
import {
	documentFormLimits,
	documentLimitBytes,
	storeDocument,
} from '#app/features/documents/upload.server'
import {
	dropLinks,
	getAttachableDocuments,
	getAttachmentIds,
	setAttachments,
} from '#app/features/documents/queries.server'
import type { DocumentFileType } from '#app/db/schema'
import { pageAddress } from '#app/platform/page-address.server'
import {
	backPath,
	chosenIds,
	isBulkAction,
	readBulkQuery,
	type BulkAction,
	type BulkChoice,
	type BulkReply,
	type BulkResult,
} from '#app/features/bulk/bulk'

const PER_PAGE = 50

type Cell = string | number | null
/** Values by column name, as the screen shows them and the engine writes them. */
type Cells<C extends string = string> = Partial<Record<C, Cell>>

/** A row for the screen: its id, its fields, its state. */
export interface ResourceItem {
	id: number
	status: string | null
	updated_at: string | null
	values: Cells
	/** Its picture lacks the description it needs (decision 027): the list marks it. */
	undescribed: boolean
	/** The item's current version (its edit form carries it; see EditConflict). */
	version?: number
	/** When it goes public and stops being public (ISO; decision 028), for types that publish. */
	publishAt: string | null
	unpublishAt: string | null
	/** Changes kept aside or waiting for review (decision 029); in the list, only whether. */
	pending?: PendingInfo | null
	/** The stored file of a document being edited (decision 033). */
	file?: { name: string; type: DocumentFileType; size: number } | null
	/** The documents attached to the item being edited, for types that take them. */
	attachments?: number[]
}

/** What the screens say about an item's changes not yet public. */
export type PendingInfo = PendingView

/** A stored row, by column name: the screen's view of it (the columns come from the definition). */
const cellsOf = <T extends ResourceTable>(row: ContentRow<T>) =>
	row as unknown as Cells<Column<T> | EngineColumn>

/**
 * A row for the screen. In the list only the columns' values travel (long texts cut to an
 * excerpt); the item being edited carries every field.
 */
function toItem<T extends ResourceTable>(
	def: ResourceDef<T>,
	stored: ContentRow<T>,
	full = false,
): ResourceItem {
	const row: Cells = cellsOf(stored)
	const values: Cells = {}
	if (full) {
		for (const field of fieldsOf(def)) values[field.name] = row[field.name] ?? null
	} else {
		for (const column of def.columns) {
			for (const name of [column.field, `${column.field}_en`, `${column.field}_fr`]) {
				if (!(name in row)) continue
				const value = row[name] ?? null
				values[name] =
					column.kind === 'excerpt' && typeof value === 'string' ? excerpt(value, 100) : value
			}
		}
	}
	return {
		id: Number(row.id),
		status: def.publishable ? String(row.status) : null,
		updated_at: row.updated_at ? String(row.updated_at) : null,
		values,
		undescribed:
			missingDescriptions(fieldsOf(def), row, (image) => Boolean(row[image.name])).length > 0,
		publishAt: def.publishable && row.publish_at ? String(row.publish_at) : null,
		unpublishAt: def.publishable && row.unpublish_at ? String(row.unpublish_at) : null,
	}
}

/** Which items of a list page have changes kept aside or wait for review. */
async function pendingMarks(type: string, ids: number[]) {
	const marks = new Map<number, PendingInfo>()
	if (ids.length === 0) return marks
	const rows = await getDb()
		.selectFrom('pending_changes')
		.select(['item_id', 'content', 'author', 'saved_at', 'submitted_at'])
		.where('item_type', '=', type)
		.where('item_id', 'in', ids)
		.execute()
	for (const row of rows) {
		marks.set(Number(row.item_id), {
			changes: row.content !== null,
			author: row.author,
			savedAt: row.saved_at,
			submittedAt: row.submitted_at,
			comment: null,
			commentBy: null,
		})
	}
	return marks
}

/** A positive integer id from a form or a query string, or null. */
export function parseId(value: unknown) {
	if (typeof value !== 'string' || !/^\d{1,12}$/.test(value)) return null
	const id = Number(value)
	return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The list (one page), plus the item being edited or deleted, for a resource screen. */
export async function resourceLoader<T extends ResourceTable>(
	def: ResourceDef<T>,
	request: Request,
	/** The route's address (React Router's `url`); a direct call's request has no other. */
	url = pageAddress(request),
) {
	const session = await requireStaff(request)
	const table = contentTable(getDb(), def.table)
	const requested = parseId(url.searchParams.get('page')) ?? 1
	const total = await table.count()
	const pages = Math.max(1, Math.ceil(total / PER_PAGE))
	const page = Math.min(requested, pages)
	const rows = await table.page({
		ordered: def.ordered,
		limit: PER_PAGE,
		offset: (page - 1) * PER_PAGE,
	})
	const pick = async (param: 'edit' | 'delete') => {
		const id = parseId(url.searchParams.get(param))
		const row = id ? await table.find(id) : undefined
		if (!row || !id) return null
		const item = toItem(def, row, param === 'edit')
		if (param === 'edit') {
			item.version = await currentVersion(getDb(), def.key, id)
			const stored = cellsOf(row) as Cells
			if (documentField(def) && stored.file) {
				item.file = {
					name: String(stored.file_name ?? ''),
					type: String(stored.file_type) as DocumentFileType,
					size: Number(stored.file_size ?? 0),
				}
			}
			if (def.attachments) item.attachments = await getAttachmentIds(getDb(), def.key, id)
			// The form shows the changes kept aside, not the published version.
			const pending = await getPending(getDb(), def.key, id)
			if (pending) {
				item.pending = pendingView(pending)
				const kept = (pending.content ?? {}) as Cells
				for (const field of fieldsOf(def)) {
					if (field.name in kept) item.values[field.name] = kept[field.name] ?? null
				}
			}
		}
		return item
	}
	const marks = def.publishable
		? await pendingMarks(
				def.key,
				rows.map((r) => Number(cellsOf(r).id)),
			)
		: null
	const [editing, deleting, bulk] = await Promise.all([
		pick('edit'),
		pick('delete'),
		bulkChoice(def, url),
	])
	return {
		items: rows.map((row) => ({
			...toItem(def, row),
			pending: marks?.get(Number(cellsOf(row).id)) ?? null,
		})),
		// Publish is a submission for review for this person (decision 029).
		review: def.publishable ? await needsReview(getDb(), session.user) : false,
		page,
		pages,
		total,
		creating: url.searchParams.has('new'),
		editing,
		deleting,
		// The bulk action's confirmation: the items chosen in the list (decision 053).
		bulk,
		// One-time token of the create form: a second submission of the same form is recognised.
		token: randomUUID(),
		// The moment the lists say "Scheduled for…" against (the same on the server and the browser).
		now: nowIso(),
		...(await formExtras(def, url)),
	}
}

/**
 * What some forms need besides the item: the items a `choice` field picks from, the documents
 * that can be attached, the largest document accepted (decision 033). Read only when a form is open.
 */
async function formExtras<T extends ResourceTable>(def: ResourceDef<T>, url: URL) {
	const open = url.searchParams.has('new') || url.searchParams.has('edit')
	const choices: Record<string, { value: string; en: string | null; fr: string | null }[]> = {}
	if (open) {
		for (const field of fieldsOf(def)) {
			if (field.kind !== 'choice' || !field.from) continue
			const { table, value, label } = field.from
			choices[field.name] = await contentTable(getDb(), table).options(value, label)
		}
	}
	return {
		choices,
		attachable: open && def.attachments ? await getAttachableDocuments(getDb()) : null,
		documentLimit: documentField(def) ? documentLimitBytes() : null,
	}
}

export type ResourceLoaderData = Awaited<ReturnType<typeof resourceLoader>>

/** A staff-area form's answer when it was not saved: its messages, and whether the save failed. */
export interface FormReply {
	result: SubmissionResult<string[]>
	failed: boolean
	/** "Preview formatting": each formatted field's text as the public page will draw it. */
	preview?: Record<string, RichBlock[]>
	/** Someone else saved the item since this form was opened: nothing was saved. */
	conflict?: EditConflict & { state: string }
}
/**
 * What a resource screen's action answers (a save, publish or delete redirects): a form not saved,
 * or a bulk action's results.
 */
export type ResourceActionData = FormReply | BulkReply

/**
 * The answer to a form that cannot be saved: the submission with its messages plus any found
 * after validation (a picture refused, a value already used), and whether the save itself failed.
 */
export function replyWith(submission: Submission<unknown, string[], unknown>) {
	return (fieldErrors: Record<string, string[]>, status: number, failed = false) =>
		data<FormReply>(
			{
				result: submission.reply({
					fieldErrors: {
						...(submission.status === 'error' ? submission.error : {}),
						...fieldErrors,
					} as Record<string, string[]>,
				}),
				failed,
			},
			{ status },
		)
}

/**
 * The picture sent in a form field, decoded, re-encoded and stored: its reference for the image
 * column, a message for the person, or null when no file was chosen.
 */
export async function uploadedImage(
	form: FormData,
	name: string,
): Promise<{ ref: string } | { error: AdminMessageKey } | null> {
	const file = form.get(name)
	if (!(file instanceof File) || file.size === 0) return null
	const stored = await storeImage(await fileBytes(file))
	if (stored.ok) return { ref: uploadRef(stored.image) }
	return {
		error:
			stored.error === 'admin.upload.tooLarge'
				? 'admin.validation.imageSize'
				: stored.error === 'admin.upload.tooSmall'
					? 'admin.validation.imageSmall'
					: 'admin.validation.imageBroken',
	}
}

/** What an empty field stores: its `empty`, else null for a text in one language, else ''. */
const emptyValue = (field: FieldDef) =>
	field.empty !== undefined
		? field.empty
		: field.lang || field.kind === 'image' || field.kind === 'datetime'
			? null
			: ''

/** The value stored for a validated field. */
function columnValue(field: FieldDef, value: string | number | undefined) {
	if (field.kind === 'number' || field.kind === 'checkbox') return Number(value ?? 0)
	const text = String(value ?? '')
	if (field.kind === 'datetime') return councilTimeToIso(text) ?? emptyValue(field)
	return text || emptyValue(field)
}

function itemTitle<T extends ResourceTable>(def: ResourceDef<T>, row: Cells) {
	const base = def.titleField
	return String(row[`${base}_en`] || row[`${base}_fr`] || row[base] || '')
}

/** Back to the list the form was sent from (a resource may answer at two addresses). */
function listPath(def: ResourceDef, url: URL) {
	const path = url.pathname.replace(/\/+$/, '')
	return [def.path, ...(def.aliases ?? [])].includes(path) ? path : def.path
}

function flash(to: string, kind: 'success' | 'error', text: AdminMessageKey) {
	return redirectWithFlash(to, {
		kind,
		title: kind === 'success' ? 'admin.toast.successTitle' : 'admin.toast.errorTitle',
		text,
	})
}

/**
 * A new row from the form's values and what the engine adds. The form's fields are held to their
 * columns' types by the definition (`ResourceField`), which is what makes this a row of the table.
 */
const asRow = <T extends ResourceTable>(cells: Cells<Column<T> | EngineColumn>) =>
	cells as unknown as NewContent<T>

/** One change asked of a resource screen, with what every change needs. */
interface Change<T extends ResourceTable> {
	def: ResourceDef<T>
	form: FormData
	/** The list to return to. */
	back: string
	now: string
	/** Who makes the change (their name, as the activity log and the history show it). */
	actor: string
	/** Writes the activity-log entry for the item, in the change's transaction. */
	log: (trx: Transaction<Database>, action: string, id: number, title: string) => Promise<void>
	user: StaffUser
	/** Their work needs an administrator's review before it is public (decision 029). */
	review: boolean
}

/**
 * Create, edit, publish, unpublish and delete for any resource. Every change runs in one
 * transaction with its activity-log entry, so nothing is ever half-saved. Invalid input comes back
 * with the messages of the shared schema (status 400); an unknown id comes back as a message, not
 * an error page.
 */
export async function resourceAction<T extends ResourceTable>(
	def: ResourceDef<T>,
	request: Request,
	context: { clientIp?: string | null },
	/** The route's address (React Router's `url`); a direct call's request has no other. */
	url = pageAddress(request),
) {
	// Signed in and from this site before the body is even read; the token once it is.
	const session = await requireStaffAction(request)
	const { form, oversized } = await parseAdminForm(
		request,
		documentField(def) ? documentFormLimits() : undefined,
	)
	assertCsrf(session, form)
	const actor = session.user.name
	const ip = clientAddress(context)
	const now = new Date().toISOString()
	const change: Change<T> = {
		def,
		form,
		back: listPath(def, url),
		now,
		actor,
		user: session.user,
		review: def.publishable ? await needsReview(getDb(), session.user) : false,
		log: (trx, action, id, title) =>
			logActivity(
				trx,
				{ action, itemType: def.key, itemId: id, itemTitle: title, actor, kind: def.kind, ip },
				now,
			),
	}
	const intent = String(form.get('intent') ?? '')
	if ((intent === 'create' || intent === 'update') && form.has('preview'))
		return previewItem(change)
	switch (intent) {
		case 'create':
		case 'update':
			return saveItem(change, intent, oversized)
		case 'publish':
		case 'unpublish':
			return publishItem(change, intent === 'publish')
		case 'delete':
			return deleteItem(change)
		case 'discard':
			return discardPending(change)
		case 'bulk':
			return bulkItems(change)
		default:
			return flash(change.back, 'error', 'admin.toast.notFound')
	}
}

/**
 * "Preview formatting": the form comes back as typed, nothing saved (no picture stored, the
 * create form's token unspent), with each formatted text drawn under its field.
 */
function previewItem<T extends ResourceTable>({ def, form }: Change<T>) {
	const submission = parseWithZod(form, { schema: resourceSchema(def) })
	const preview: Record<string, RichBlock[]> = {}
	for (const field of fieldsOf(def)) {
		const text = String(form.get(field.name) ?? '')
			.slice(0, field.max)
			.trim()
		if (field.format && text) preview[field.name] = formatText(text, { locale: field.lang })
	}
	return data<FormReply>({ result: submission.reply(), failed: false, preview })
}

/** The item a row action names by its `id`, or null (unknown or malformed ids). */
async function namedItem<T extends ResourceTable>({ def, form }: Change<T>) {
	const id = parseId(form.get('id'))
	const row = id ? await contentTable(getDb(), def.table).find(id) : undefined
	return id && row ? { id, row, title: itemTitle(def, cellsOf(row)) } : null
}

/** Publish (dating the item where the type keeps a publication date) or back to draft. */
async function publishItem<T extends ResourceTable>(change: Change<T>, publish: boolean) {
	const { def, back } = change
	const item = await namedItem(change)
	if (!item || !def.publishable) return flash(back, 'error', 'admin.toast.notFound')
	// Someone whose work is reviewed: the row's Publish sends it for review, as the form's and a
	// bulk Publish do (decision 053).
	if (publish && change.review) {
		if ((await getPending(getDb(), def.key, item.id))?.submittedAt)
			return flash(back, 'success', 'admin.bulk.reason.alreadyInReview')
		await getDb()
			.transaction()
			.execute((trx) => submitDraft(trx, change, item.id, item.title))
		return flash(back, 'success', 'admin.review.toast.submitted')
	}
	const outcome = await publishOne(change, item, publish)
	if (outcome === 'endPassed') return flash(back, 'error', 'admin.validation.endPassed')
	if (!publish) return flash(back, 'success', 'admin.toast.unpublished')
	return flash(
		back,
		'success',
		outcome === 'scheduled' ? 'admin.toast.scheduled' : 'admin.toast.published',
	)
}

/** An item as a row action or a bulk action names it. */
interface NamedItem<T extends ResourceTable> {
	id: number
	row: ContentRow<T>
	title: string
}

/**
 * Publishes one item or takes it back to draft, with its revision and activity-log entry, for the
 * row's button and for a bulk action alike. 'endPassed': an end already passed would hide it at
 * once, so nothing changes.
 */
async function publishOne<T extends ResourceTable>(
	change: Change<T>,
	item: NamedItem<T>,
	publish: boolean,
): Promise<'done' | 'scheduled' | 'endPassed'> {
	const { def, now } = change
	const row: Cells = cellsOf(item.row)
	if (publish && row.unpublish_at && String(row.unpublish_at) <= nowIso()) return 'endPassed'
	await getDb()
		.transaction()
		.execute(async (trx) => {
			const cells: Cells<Column<T> | EngineColumn> = {}
			cells.status = publish ? 'published' : 'draft'
			cells.updated_at = now
			if (publish) Object.assign(cells, publicationDate(def, cellsOf(item.row)))
			await contentTable(trx, def.table).update(item.id, asRow(cells))
			await reviseItem(
				trx,
				def,
				item.id,
				publish ? 'published' : 'unpublished',
				change.actor,
				now,
				item.row,
			)
			await change.log(trx, publish ? 'published' : 'unpublished', item.id, item.title)
			if (publish) await publishedPending(trx, change, item.id)
		})
	return publish && row.publish_at && String(row.publish_at) > nowIso() ? 'scheduled' : 'done'
}

/** Forgets the changes kept aside for an item: the published version stays as it is. */
async function discardPending<T extends ResourceTable>(change: Change<T>) {
	const { def, back } = change
	const item = await namedItem(change)
	if (!item) return flash(back, 'error', 'admin.toast.notFound')
	await getDb()
		.transaction()
		.execute(async (trx) => {
			await dropPending(trx, def.key, item.id)
			await change.log(trx, 'discarded', item.id, item.title)
		})
	return flash(`${back}?edit=${item.id}`, 'success', 'admin.review.toast.discarded')
}

async function deleteItem<T extends ResourceTable>(change: Change<T>) {
	const { back } = change
	const item = await namedItem(change)
	if (!item) return flash(back, 'error', 'admin.toast.notFound')
	await deleteOne(change, item)
	return flash(back, 'success', 'admin.toast.deleted')
}

/** Deletes one item, its last state kept for Recently deleted: the row's Delete and a bulk delete. */
async function deleteOne<T extends ResourceTable>(change: Change<T>, item: NamedItem<T>) {
	const { def, now } = change
	await getDb()
		.transaction()
		.execute(async (trx) => {
			// Its last state is kept 30 days, for the "Recently deleted" screen (decision 025).
			const snapshot = resourceSnapshot(item.row)
			await writeRevision(trx, {
				type: def.key,
				id: item.id,
				action: 'deleted',
				title: item.title,
				content: snapshot,
				before: snapshot,
				actor: change.actor,
				now,
			})
			await purgeDeleted(trx, new Date(now))
			await contentTable(trx, def.table).remove(item.id)
			await dropPending(trx, def.key, item.id)
			await dropLinks(trx, def.key, item.id)
			await change.log(trx, 'deleted', item.id, item.title)
		})
}

/** The items chosen in a list, with their titles, for the confirmation (`?bulk=…`). */
async function bulkChoice<T extends ResourceTable>(def: ResourceDef<T>, url: URL) {
	if (!url.searchParams.has('bulk')) return null
	const chosen = readBulkQuery(url.searchParams, listPath(def, url))
	// Only a type that publishes can be published or unpublished.
	const action = chosen.action === 'delete' || def.publishable ? chosen.action : null
	const table = contentTable(getDb(), def.table)
	const items: BulkChoice['items'] = []
	for (const id of chosen.ids) {
		const row = await table.find(id)
		if (row) items.push({ id, title: itemTitle(def, cellsOf(row)) })
	}
	return { action, items, back: chosen.back } satisfies BulkChoice
}

/**
 * The confirmed bulk action (decision 053): each item in turn through what its row's button does
 * (publishOne, deleteOne), and each one's result. Someone whose work is reviewed sends a draft for
 * review, as their Publish does in the form.
 */
async function bulkItems<T extends ResourceTable>(change: Change<T>) {
	const { def, form } = change
	const action = form.get('bulk')
	const back = backPath(change.back, form.get('back'))
	if (!isBulkAction(action) || (action !== 'delete' && !def.publishable)) {
		return flash(back, 'error', 'admin.bulk.confirm.noAction')
	}
	const results: BulkResult[] = []
	for (const id of chosenIds(form)) results.push(await bulkOne(change, action, id))
	return data<BulkReply>({ bulk: { action, results, back } })
}

async function bulkOne<T extends ResourceTable>(
	change: Change<T>,
	action: BulkAction,
	id: number,
): Promise<BulkResult> {
	const { def } = change
	const row = await contentTable(getDb(), def.table).find(id)
	if (!row) return { id, title: '', outcome: 'refused', reason: 'admin.toast.notFound' }
	const item: NamedItem<T> = { id, row, title: itemTitle(def, cellsOf(row)) }
	const result = (outcome: BulkResult['outcome'], reason?: AdminMessageKey): BulkResult => ({
		id,
		title: item.title,
		outcome,
		...(reason ? { reason } : {}),
	})
	if (action === 'delete') {
		await deleteOne(change, item)
		return result('done')
	}
	const published = cellsOf(row).status === 'published'
	if (action === 'unpublish' && !published) return result('unchanged')
	if (action === 'publish' && published) return result('unchanged')
	if (action === 'publish' && change.review) {
		if ((await getPending(getDb(), def.key, id))?.submittedAt) {
			return result('unchanged', 'admin.bulk.reason.alreadyInReview')
		}
		await getDb()
			.transaction()
			.execute((trx) => submitDraft(trx, change, id, item.title))
		return result('submitted')
	}
	const outcome = await publishOne(change, item, action === 'publish')
	return outcome === 'endPassed' ? result('refused', 'admin.validation.endPassed') : result(outcome)
}

/**
 * The publication date a publication sets: the first one is kept, a re-publication keeps it. An
 * item scheduled for later is dated the day it goes public.
 */
function publicationDate<T extends ResourceTable>(
	def: ResourceDef<T>,
	row: Cells<Column<T> | EngineColumn>,
	publishAt: Cell = (row as Cells).publish_at ?? null,
) {
	const cells: Cells<Column<T> | EngineColumn> = {}
	const day = councilToday(typeof publishAt === 'string' ? new Date(publishAt) : now())
	if (def.publishedOn) cells[def.publishedOn] = row[def.publishedOn] ?? day
	return cells
}

/**
 * Create or edit: the form read and checked, then its files stored (each checked by its bytes
 * before anything is written, so a refused file leaves the item untouched), then one transaction
 * with the unique-value check, the double-submission guard and the activity log.
 */
async function saveItem<T extends ResourceTable>(
	change: Change<T>,
	intent: 'create' | 'update',
	oversized: readonly string[],
) {
	const read = await readSave(change, intent, oversized)
	if ('stop' in read) return read.stop
	// The document first: a refused one stores no picture.
	const refused = (await storeDocumentFile(change, read)) ?? (await storePicture(change, read))
	if (refused) return refused
	const save: Save<T> = { ...read, ...saveIntent(change, read.values) }
	try {
		return savedAnswer(change, save, await writeSave(change, save))
	} catch (error) {
		return failedSave(change, save, error)
	}
}

/** How a form that is not saved is answered: its messages, a status, whether the save failed. */
type Reply = ReturnType<typeof replyWith>

/** What a save step answers when the save stops there. */
type Answer = Response | ReturnType<Reply>

/** A create or edit form, read and checked; its files are not stored yet. */
interface SaveForm<T extends ResourceTable> {
	intent: 'create' | 'update'
	/** The item edited, and its row as stored (null and undefined on a create). */
	id: number | null
	existing: ContentRow<T> | undefined
	submission: Submission<unknown, string[], unknown>
	reply: Reply
	/** The columns written: the form's values, then the stored files' references. */
	values: Cells<Column<T> | EngineColumn>
	/** Set when the document was stored but its words could not be read (issue 32). */
	textUnread?: boolean
}

/** A save ready to write: its form, and what the person asked of it beyond the values. */
interface Save<T extends ResourceTable> extends SaveForm<T> {
	/** The attached documents, when the form showed them (a form without the list changes none). */
	attachments: number[] | null
	/** The version the form started from, or the one "Save mine anyway" overwrites; else null. */
	expected: number | null
	/** The state asked for: 'draft', 'published', 'review', or '' where the form has no choice. */
	state: string
	/** Sent for review rather than published. */
	submit: boolean
	/** Published by this save. */
	publishNow: boolean
	title: string
}

/** What the save's transaction did, or why it wrote nothing. */
type SaveOutcome =
	'taken' | 'conflict' | 'duplicate' | 'created' | 'updated' | 'submitted' | 'drafted'

/**
 * The form read and checked before anything is stored: the item it edits, the shared schema,
 * files too large to have been read, choices that must name an existing row, and the timing.
 */
async function readSave<T extends ResourceTable>(
	change: Change<T>,
	intent: 'create' | 'update',
	oversized: readonly string[],
): Promise<SaveForm<T> | { stop: Answer }> {
	const { def, form, back } = change
	const id = intent === 'update' ? parseId(form.get('id')) : null
	const existing = id ? await contentTable(getDb(), def.table).find(id) : undefined
	if (intent === 'update' && !existing)
		return { stop: flash(back, 'error', 'admin.toast.notFound') }
	const image = imageField(def)
	// Whether a picture is already stored decides if it needs a description: the database says so,
	// not the form's hidden field.
	if (image) {
		const stored = existing ? cellsOf(existing)[image.name] : null
		form.set(descriptionNames(image.name).current, stored ? '1' : '')
	}
	const submission = parseWithZod(form, { schema: resourceSchema(def) })
	const reply = replyWith(submission)
	const tooLarge = oversizedFile(def, oversized)
	if (tooLarge) return { stop: reply(tooLarge, 400) }
	if (submission.status !== 'success') return { stop: reply({}, 400) }
	const unknownChoice = await unknownChoices(def, submission.value)
	if (unknownChoice) return { stop: reply(unknownChoice, 400) }
	const values = formCells(def, submission.value)
	const late = pastTiming(values)
	if (late) return { stop: reply(late, 400) }
	return { intent, id, existing, submission, reply, values }
}

/** The message for a picture or document too large to have been read, if one was. */
function oversizedFile<T extends ResourceTable>(def: ResourceDef<T>, oversized: readonly string[]) {
	const image = imageField(def)
	if (image && oversized.includes(image.name)) {
		return { [image.name]: ['admin.validation.imageSize'] }
	}
	const document = documentField(def)
	if (document && oversized.includes(document.name)) {
		return { [document.name]: ['admin.validation.documentSize'] }
	}
	return null
}

/** The message for a choice naming no row of the table it chooses from, if one does. */
async function unknownChoices<T extends ResourceTable>(
	def: ResourceDef<T>,
	value: FormValues<EditableColumn<T>>,
) {
	for (const field of fieldsOf(def)) {
		if (field.kind !== 'choice' || !field.from) continue
		const chosen = String(value[field.name] ?? '')
		const { table, value: column } = field.from
		if (chosen && !(await contentTable(getDb(), table).taken(column as never, chosen))) {
			return { [field.name]: ['admin.validation.categoryUnknown'] }
		}
	}
	return null
}

/**
 * A publish time already passed means "now" (it is cleared); an end already passed would hide the
 * item at once: its message.
 */
function pastTiming(values: Cells) {
	const at = nowIso()
	if (typeof values.publish_at === 'string' && values.publish_at <= at) values.publish_at = null
	if (typeof values.unpublish_at === 'string' && values.unpublish_at <= at) {
		return { unpublish_at: ['admin.validation.endPassed'] }
	}
	return null
}

/**
 * The document, checked by its bytes and stored before anything is written (a refused file saves
 * nothing): its columns join the values. The answer when it is refused, or missing from a create.
 */
async function storeDocumentFile<T extends ResourceTable>(
	{ def, form }: Change<T>,
	read: SaveForm<T>,
): Promise<Answer | null> {
	const { intent, values, reply } = read
	const document = documentField(def)
	if (!document) return null
	const file = form.get(document.name)
	if (file instanceof File && file.size > 0) {
		const stored = await storeDocument(file)
		if (!stored.ok) return reply({ [document.name]: [stored.error] }, 400)
		Object.assign(values, stored.document)
		read.textUnread = stored.textUnread
	} else if (intent === 'create') {
		return reply({ [document.name]: ['admin.validation.documentRequired'] }, 400)
	}
	return null
}

/**
 * The picture, decoded and re-encoded before anything is written (a file that is not an image
 * leaves the item untouched): its reference, or the column emptied when it is removed or none was
 * chosen for a new item. The answer when it is refused.
 */
async function storePicture<T extends ResourceTable>(
	{ def, form }: Change<T>,
	{ intent, values, reply }: SaveForm<T>,
): Promise<Answer | null> {
	const image = imageField(def)
	if (!image) return null
	const upload = await uploadedImage(form, image.name)
	if (upload && 'error' in upload) return reply({ [image.name]: [upload.error] }, 400)
	if (upload) values[image.name] = upload.ref
	else if (form.get(`${image.name}_remove`) === 'on' || intent === 'create') {
		values[image.name] = emptyValue(image)
		// A description belongs to the picture it described.
		if (form.get(`${image.name}_remove`) === 'on') clearDescription(def, values, image.name)
	}
	return null
}

/** What the person asked of the save beyond its values: attachments, version, state, title. */
function saveIntent<T extends ResourceTable>(
	{ def, form, review }: Change<T>,
	values: Cells,
): Omit<Save<T>, keyof SaveForm<T>> {
	const attachments =
		def.attachments && form.has('attachments_shown')
			? form
					.getAll('attachments')
					.map((v) => parseId(v))
					.filter((v): v is number => v !== null)
			: null
	// After a conflict, "Save mine anyway" says which version it overwrites, and keeps the state
	// (draft or published) the person had asked for.
	const overwrite = parseVersion(form.get('overwrite'))
	const expected = overwrite ?? parseVersion(form.get('version'))
	const state = String(form.get('state') ?? form.get('conflictState') ?? '')
	// Someone whose work is reviewed never publishes: their Publish is a submission.
	const submit = !!def.publishable && (state === 'review' || (review && state === 'published'))
	const publishNow = def.buttons === 'draftOrPublish' && state === 'published' && !review
	return { attachments, expected, state, submit, publishNow, title: itemTitle(def, values) }
}

/** The save's one transaction: a unique value already used stops it; else an update or a create. */
function writeSave<T extends ResourceTable>(change: Change<T>, save: Save<T>) {
	const { def } = change
	const { id, existing, values } = save
	return getDb()
		.transaction()
		.execute(async (trx): Promise<SaveOutcome> => {
			const table = contentTable(trx, def.table)
			if (def.unique && (await table.taken(def.unique, values[def.unique] ?? '', id ?? 0))) {
				return 'taken'
			}
			if (existing && id) return updateItem(trx, change, save, id, existing)
			return createItem(trx, change, save)
		})
}

/**
 * An edit, unless the item changed since the form was opened. Changes to a published item may be
 * kept aside rather than made public (decision 029).
 */
async function updateItem<T extends ResourceTable>(
	trx: Transaction<Database>,
	change: Change<T>,
	save: Save<T>,
	id: number,
	existing: ContentRow<T>,
): Promise<SaveOutcome> {
	const { def, now } = change
	const { values, attachments, expected, state, submit, title } = save
	if (expected !== null && expected !== (await currentVersion(trx, def.key, id))) return 'conflict'
	const live = def.publishable && cellsOf(existing).status === 'published'
	if (live && (change.review || state === 'draft' || submit)) {
		// Attached documents are not part of a version: they change at once.
		if (attachments) await setAttachments(trx, def.key, id, attachments)
		await keepPending(trx, change, id, existing, values, title, submit)
		return submit ? 'submitted' : 'drafted'
	}
	const cells = updatedCells(change, save, existing)
	await contentTable(trx, def.table).update(id, asRow(cells))
	if (attachments) await setAttachments(trx, def.key, id, attachments)
	await reviseItem(trx, def, id, 'updated', change.actor, now, existing)
	await change.log(trx, 'updated', id, title)
	// A draft saved as published is a publication: the log says so, and subscribers hear of it
	// (decision 040).
	if (cells.status === 'published' && !live) await change.log(trx, 'published', id, title)
	if (submit) {
		await submitDraft(trx, change, id, title)
		return 'submitted'
	}
	// Saved as it is to be seen: whatever was kept aside is replaced by this.
	if (cells.status === 'published' || live) await publishedPending(trx, change, id)
	return 'updated'
}

/** The row an edit writes: the values, the change time, and the state asked for. */
function updatedCells<T extends ResourceTable>(
	change: Change<T>,
	{ values, state, publishNow }: Save<T>,
	existing: ContentRow<T>,
) {
	const { def } = change
	const cells: Cells<Column<T> | EngineColumn> = { ...values, updated_at: change.now }
	if (change.review && def.publishable) cells.status = 'draft'
	if (def.buttons === 'draftOrPublish' && state) {
		cells.status = publishNow ? 'published' : 'draft'
		if (publishNow) {
			const publishAt = (values as Cells).publish_at
			Object.assign(cells, publicationDate(def, cellsOf(existing), publishAt))
		}
	}
	return cells
}

/** A new item, unless this create form was already saved (the same form sent twice). */
async function createItem<T extends ResourceTable>(
	trx: Transaction<Database>,
	change: Change<T>,
	save: Save<T>,
): Promise<SaveOutcome> {
	const { def, form, now } = change
	const { values, attachments, submit, publishNow, title } = save
	if (!(await firstSubmission(trx, form, now))) return 'duplicate'
	const table = contentTable(trx, def.table)
	const cells: Cells<Column<T> | EngineColumn> = { ...values, created_at: now, updated_at: now }
	if (def.publishable) cells.status = publishNow ? 'published' : 'draft'
	if (def.slug) {
		const slug = def.slug
		cells[slug] = await freeSlug(title, (candidate) => table.taken(slug, candidate))
	}
	if (def.publishedOn) {
		cells[def.publishedOn] = null
		if (publishNow) Object.assign(cells, publicationDate(def, cells))
	}
	const created = await table.insert(asRow(cells))
	if (attachments) await setAttachments(trx, def.key, created, attachments)
	await reviseItem(trx, def, created, publishNow ? 'published' : 'created', change.actor, now)
	await change.log(trx, 'created', created, title)
	if (publishNow) await change.log(trx, 'published', created, title)
	if (submit) {
		await submitDraft(trx, change, created, title)
		return 'submitted'
	}
	return 'created'
}

/** The answer to a save's outcome: back to the list with its message, or the form again. */
function savedAnswer<T extends ResourceTable>(
	{ def, back, now }: Change<T>,
	{ id, submission, reply, values, expected, state, publishNow, textUnread }: Save<T>,
	outcome: SaveOutcome,
) {
	// Saved, but a link in a formatted text is one the site never makes a link (`javascript:`…:
	// readers see it as plain text; the link check lists it), or the PDF's words could not be
	// read: the clerk is told, whatever else happened (issue 33).
	const cells = values as Cells
	const linksRefused = fieldsOf(def).some(
		(field) =>
			field.format &&
			typeof cells[field.name] === 'string' &&
			refusedLinks(String(cells[field.name])).length > 0,
	)
	const saved = (text: AdminMessageKey) =>
		flash(
			back,
			'success',
			linksRefused
				? 'admin.toast.savedLinksRefused'
				: textUnread
					? 'admin.toast.savedTextUnread'
					: text,
		)
	if (outcome === 'taken' && def.unique) {
		return reply({ [def.unique]: ['admin.validation.taken'] }, 400)
	}
	if (outcome === 'duplicate') return flash(back, 'success', 'admin.toast.alreadySaved')
	if (outcome === 'conflict' && id !== null && expected !== null) {
		return conflictReply(def, submission, id, expected, state, now)
	}
	if (publishNow && typeof (values as Cells).publish_at === 'string') {
		return saved('admin.toast.scheduled')
	}
	if (outcome === 'submitted') return saved('admin.review.toast.submitted')
	if (outcome === 'drafted') return saved('admin.review.toast.drafted')
	if (outcome === 'updated') return saved('admin.toast.saved')
	return saved(def.text.created)
}

/**
 * The answer when the transaction failed. A value already taken there is a save racing another:
 * the same create form sent twice at once, or two edits of one item taking the same version.
 */
function failedSave<T extends ResourceTable>(
	{ def, back, now }: Change<T>,
	{ intent, id, submission, reply, expected, state }: Save<T>,
	error: unknown,
) {
	// A token inserted by a parallel identical request: the other one saved the item.
	if (intent === 'create' && isUniqueViolation(error)) {
		return flash(back, 'success', 'admin.toast.alreadySaved')
	}
	// Two saves of one item at the same instant: the revision's version is taken by the other.
	if (id !== null && expected !== null && isUniqueViolation(error)) {
		return conflictReply(def, submission, id, expected, state, now)
	}
	console.error(`[admin] could not save ${def.key}`, error)
	return reply({}, 500, true)
}

/**
 * Keeps changes to a published item aside (decision 029): the public keeps the published version;
 * the changes are a revision of their own ("Draft changes saved"), can be previewed, and are
 * published by "Publish changes" or, when sent for review, by an administrator.
 */
async function keepPending<T extends ResourceTable>(
	trx: Transaction<Database>,
	change: Change<T>,
	id: number,
	existing: ContentRow<T>,
	values: Cells,
	title: string,
	submit: boolean,
) {
	const { def, now, user, actor } = change
	await keepChanges(trx, def, id, existing, values, { title, user, submit, actor, now })
	await change.log(trx, submit ? 'submitted' : 'drafted', id, title)
}

/** A draft item sent for review as it is. */
async function submitDraft<T extends ResourceTable>(
	trx: Transaction<Database>,
	change: Change<T>,
	id: number,
	title: string,
) {
	const { def, now } = change
	await putPending(trx, {
		type: def.key,
		id,
		content: null,
		title,
		user: change.user,
		submit: true,
		now,
	})
	await change.log(trx, 'submitted', id, title)
}

/** The item is now public as saved: nothing is pending any more, and its author is told. */
async function publishedPending<T extends ResourceTable>(
	trx: Transaction<Database>,
	change: Change<T>,
	id: number,
) {
	const pending = await getPending(trx, change.def.key, id)
	if (!pending) return
	await dropPending(trx, change.def.key, id)
	if (pending.submittedAt && pending.authorId !== change.user.id) {
		await tellPublished(trx, pending, change.actor, `${change.def.path}?edit=${id}`, change.now)
	}
}

/** Empties a picture's description fields, where the content type has them. */
function clearDescription<T extends ResourceTable>(
	def: ResourceDef<T>,
	values: Cells<Column<T> | EngineColumn>,
	image: string,
) {
	const names = descriptionNames(image)
	for (const field of fieldsOf(def)) {
		if (field.name === names.en || field.name === names.fr) values[field.name] = null
		if (field.name === names.decorative) values[field.name] = 0
	}
}

/**
 * The form as typed, with what changed since the version it started from: nothing was saved.
 */
async function conflictReply<T extends ResourceTable>(
	def: ResourceDef<T>,
	submission: Submission<unknown, string[], unknown>,
	id: number,
	expected: number,
	state: string,
	now: string,
) {
	const conflict = await editConflict(getDb(), def.key, id, expected, flattenResource(def))
	return data<FormReply>(
		{
			result: submission.reply(),
			failed: false,
			conflict: conflict
				? { ...conflict, state }
				: { started: expected, current: expected, by: '', at: now, changes: null, state },
		},
		{ status: 409 },
	)
}

/** A version number from a form (0 and up), or null. */
function parseVersion(value: unknown) {
	if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null
	return Number(value)
}

/** The columns a valid form writes (pictures are handled apart). */
function formCells<T extends ResourceTable>(
	def: ResourceDef<T>,
	value: FormValues<EditableColumn<T>>,
) {
	const cells: Cells<Column<T> | EngineColumn> = {}
	for (const field of fieldsOf(def)) {
		if (field.kind !== 'image' && field.kind !== 'document') {
			cells[field.name] = columnValue(field, value[field.name])
		}
	}
	return cells
}

/**
 * Records the create form's one-time token; false when it was already recorded (the same form
 * sent twice). A form without a token is always a first submission.
 */
async function firstSubmission(trx: Transaction<Database>, form: FormData, now: string) {
	const token = String(form.get('token') ?? '').slice(0, 64)
	if (!token) return true
	const seen = await trx
		.selectFrom('form_submissions')
		.select('token')
		.where('token', '=', token)
		.executeTakeFirst()
	if (seen) return false
	await trx.insertInto('form_submissions').values({ token, created_at: now }).execute()
	return true
}

/**
 * An administrator publishes what an editor submitted (the review screen, decision 029): the
 * changes kept aside become the published item, or the draft is published as it is. Null when
 * nothing waits for review there any more; 'taken' when its unique value now belongs to another.
 */
export async function approvePending<T extends ResourceTable>(
	def: ResourceDef<T>,
	id: number,
	user: StaffUser,
	ip: string | null,
): Promise<'published' | 'taken' | null> {
	const db = getDb()
	const now = nowIso()
	return db.transaction().execute(async (trx) => {
		const table = contentTable(trx, def.table)
		const pending = await getPending(trx, def.key, id)
		const row = await table.find(id)
		if (!pending?.submittedAt || !row || !def.publishable) return null
		const kept = (pending.content ?? {}) as Cells
		if (def.unique && def.unique in kept) {
			if (await table.taken(def.unique, kept[def.unique] ?? '', id)) return 'taken'
		}
		const cells = { ...kept, status: 'published', updated_at: now } as Cells<
			Column<T> | EngineColumn
		>
		const merged: Cells = { ...cellsOf(row), ...kept }
		Object.assign(cells, publicationDate(def, cellsOf(row), merged.publish_at ?? null))
		await table.update(id, asRow(cells))
		await reviseItem(trx, def, id, 'published', user.name, now, row)
		const title = itemTitle(def, merged)
		await logActivity(
			trx,
			{
				action: 'published',
				itemType: def.key,
				itemId: id,
				itemTitle: title,
				actor: user.name,
				kind: def.kind,
				ip,
			},
			now,
		)
		await dropPending(trx, def.key, id)
		if (pending.authorId !== user.id) {
			await tellPublished(trx, pending, user.name, `${def.path}?edit=${id}`, now)
		}
		return 'published' as const
	})
}
