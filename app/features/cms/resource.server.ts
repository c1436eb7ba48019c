import { logActivity } from '#app/db/activity.server'
import { randomUUID } from 'node:crypto'
import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { Kysely, Transaction } from 'kysely'
import { data } from 'react-router'
import { getDb } from '#app/db/client.server'
import { uniqueSlug } from '#app/features/cms/queries.server'
import { excerpt } from '#app/features/news-events/queries.server'
import type { Database } from '#app/db/schema'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { councilToday } from '#app/i18n/locales'
import type { FieldDef, FormValues } from '#app/features/cms/fields'
import {
	imageField,
	resourceSchema,
	type ResourceDef,
	type ResourceKey,
} from '#app/features/cms/resources'
import { clientAddress } from '#app/features/cms/client-address.server'
import { assertCsrf, requireStaff, requireStaffAction } from '#app/auth/auth.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { storeImage } from '#app/features/media/upload.server'
import { parseAdminForm } from '#app/platform/request-body.server'
import { uploadRef } from '#app/features/media/image-ref'

type Db = Kysely<Database>
type Row = Record<string, string | number | null>

export const PER_PAGE = 50

/** A row as the screen needs it: its id, its fields, its state. */
export interface ResourceItem {
	id: number
	status: string | null
	updated_at: string | null
	values: Row
}

/**
 * A row for the screen. In the list only the columns' values travel (long texts cut to an
 * excerpt); the item being edited carries every field.
 */
function toItem(def: ResourceDef, row: Row, full = false): ResourceItem {
	const values: Row = {}
	if (full) {
		for (const field of def.fields) values[field.name] = row[field.name] ?? null
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
	}
}

/** A positive integer id from a form or a query string, or null. */
export function parseId(value: unknown) {
	if (typeof value !== 'string' || !/^\d{1,12}$/.test(value)) return null
	const id = Number(value)
	return Number.isSafeInteger(id) && id > 0 ? id : null
}

// Kysely cannot type a table chosen at run time; every access below goes through the resource's
// own column names, which come from its definition.
export const anyDb = (db: Db | Transaction<Database>) =>
	db as unknown as Kysely<Record<string, Row>>

async function findRow(db: Db | Transaction<Database>, def: ResourceDef, id: number) {
	return (await anyDb(db)
		.selectFrom(def.table)
		.selectAll()
		.where('id', '=', id)
		.executeTakeFirst()) as Row | undefined
}

/** The list (one page), plus the item being edited or deleted, for a resource screen. */
export async function resourceLoader(def: ResourceDef, request: Request) {
	await requireStaff(request)
	const url = new URL(request.url)
	const db = getDb()
	const requested = parseId(url.searchParams.get('page')) ?? 1
	const { n } = (await anyDb(db)
		.selectFrom(def.table)
		.select((eb) => eb.fn.countAll().as('n'))
		.executeTakeFirstOrThrow()) as { n: string | number }
	const total = Number(n)
	const pages = Math.max(1, Math.ceil(total / PER_PAGE))
	const page = Math.min(requested, pages)
	let query = anyDb(db).selectFrom(def.table).selectAll()
	query = def.ordered
		? query.orderBy('sort_order', 'asc').orderBy('id', 'asc')
		: query.orderBy('updated_at', 'desc').orderBy('id', 'desc')
	const rows = (await query
		.limit(PER_PAGE)
		.offset((page - 1) * PER_PAGE)
		.execute()) as Row[]

	const pick = async (param: string) => {
		const id = parseId(url.searchParams.get(param))
		const row = id ? await findRow(db, def, id) : undefined
		return row ? toItem(def, row, param === 'edit') : null
	}
	const [editing, deleting] = await Promise.all([pick('edit'), pick('delete')])
	return {
		items: rows.map((row) => toItem(def, row)),
		page,
		pages,
		total,
		creating: url.searchParams.has('new'),
		editing,
		deleting,
		// One-time token of the create form: a second submission of the same form is recognised.
		token: randomUUID(),
	}
}

interface Hooks {
	/** Extra columns when an item is created (the article's address). */
	onCreate?: (trx: Transaction<Database>, values: Row) => Promise<Row>
	/** Extra columns when an item is published. */
	onPublish?: (row: Row) => Row
}

const hooks: Partial<Record<ResourceKey, Hooks>> = {
	news: {
		onCreate: async (trx, values) => ({
			slug: await uniqueSlug(trx, String(values.title_en || values.title_fr || '')),
			published_at: null,
		}),
		// An article keeps the date it was first published; a re-publication does not re-date it.
		onPublish: (row) => ({ published_at: row.published_at ?? councilToday() }),
	},
}

/**
 * The answer to a form that cannot be saved: the submission with its messages plus any found
 * after validation (a picture refused, a value already used), and whether the save itself failed.
 */
export function replyWith(submission: Submission<unknown, string[], unknown>) {
	return (fieldErrors: Record<string, string[]>, status: number, failed = false) =>
		data(
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
	const stored = await storeImage(new Uint8Array(await file.arrayBuffer()))
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

/** The value stored for a validated field. */
function columnValue(field: FieldDef, value: string | number | undefined) {
	if (field.kind === 'number') return Number(value ?? 0)
	const text = String(value ?? '')
	if (text) return text
	return field.empty !== undefined ? field.empty : field.lang ? null : ''
}

function itemTitle(def: ResourceDef, row: Row) {
	const base = def.titleField
	return String(row[`${base}_en`] || row[`${base}_fr`] || row[base] || '')
}

/** Back to the list the form was sent from (a resource may answer at two addresses). */
function listPath(def: ResourceDef, request: Request) {
	const path = new URL(request.url).pathname.replace(/\/+$/, '')
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
 * Create, edit, publish, unpublish and delete for any resource. Every change runs in one
 * transaction with its activity-log entry, so nothing is ever half-saved. Invalid input comes back
 * with the messages of the shared schema (status 400); an unknown id comes back as a message, not
 * an error page.
 */
export async function resourceAction(
	def: ResourceDef,
	request: Request,
	context: { clientIp?: string | null },
) {
	// Signed in and from this site before the body is even read; the token once it is.
	const session = await requireStaffAction(request)
	const { form, oversized } = await parseAdminForm(request)
	assertCsrf(session, form)
	const intent = String(form.get('intent') ?? '')
	const db = getDb()
	const actor = session.user.name
	const ip = clientAddress(context)
	const now = new Date().toISOString()
	const hook = hooks[def.key] ?? {}
	const back = listPath(def, request)
	const log = (trx: Transaction<Database>, action: string, id: number, title: string) =>
		logActivity(
			trx,
			{ action, itemType: def.key, itemId: id, itemTitle: title, actor, kind: def.kind, ip },
			now,
		)

	if (intent === 'create' || intent === 'update') {
		const schema = resourceSchema(def)
		const submission = parseWithZod(form, { schema })
		const image = imageField(def)
		const reply = replyWith(submission)
		if (image && oversized.includes(image.name)) {
			return reply({ [image.name]: ['admin.validation.imageSize'] }, 400)
		}
		if (submission.status !== 'success') return reply({}, 400)
		const v = submission.value as FormValues
		const id = intent === 'update' ? parseId(form.get('id')) : null
		const existing = id ? await findRow(db, def, id) : undefined
		if (intent === 'update' && !existing) return flash(back, 'error', 'admin.toast.notFound')

		const values: Row = {}
		for (const field of def.fields) {
			if (field.kind !== 'image') values[field.name] = columnValue(field, v[field.name])
		}
		// The picture is decoded and re-encoded before anything is written; a file that is not an
		// image leaves the item untouched.
		if (image) {
			const upload = await uploadedImage(form, image.name)
			if (upload && 'error' in upload) return reply({ [image.name]: [upload.error] }, 400)
			if (upload) {
				values[image.name] = upload.ref
			} else if (form.get(`${image.name}_remove`) === 'on') {
				values[image.name] = image.name === 'logo' ? '' : null
			} else if (intent === 'create' && image.name === 'logo') {
				values[image.name] = ''
			}
		}
		const state = String(form.get('state') ?? '')
		const publishNow = def.publishable && def.buttons === 'draftOrPublish' && state === 'published'
		const title = itemTitle(def, values)

		try {
			const outcome = await db.transaction().execute(async (trx) => {
				if (def.unique) {
					const clash = await anyDb(trx)
						.selectFrom(def.table)
						.select('id')
						.where(def.unique, '=', values[def.unique] ?? '')
						.where('id', '!=', id ?? 0)
						.executeTakeFirst()
					if (clash) return 'taken' as const
				}
				if (intent === 'update' && existing) {
					const set: Row = { ...values, updated_at: now }
					if (def.publishable && def.buttons === 'draftOrPublish' && state) {
						set.status = publishNow ? 'published' : 'draft'
						if (publishNow) Object.assign(set, hook.onPublish?.(existing))
					}
					await anyDb(trx).updateTable(def.table).set(set).where('id', '=', id!).execute()
					await log(trx, 'updated', id!, title)
					return 'updated' as const
				}
				const token = String(form.get('token') ?? '')
				if (token) {
					const seen = await trx
						.selectFrom('form_submissions')
						.select('token')
						.where('token', '=', token.slice(0, 64))
						.executeTakeFirst()
					if (seen) return 'duplicate' as const
					await trx
						.insertInto('form_submissions')
						.values({ token: token.slice(0, 64), created_at: now })
						.execute()
				}
				const row: Row = { ...values, created_at: now, updated_at: now }
				if (def.publishable) row.status = publishNow ? 'published' : 'draft'
				Object.assign(row, await hook.onCreate?.(trx, values))
				if (publishNow) Object.assign(row, hook.onPublish?.(row))
				const inserted = (await anyDb(trx)
					.insertInto(def.table)
					.values(row)
					.returning('id')
					.executeTakeFirstOrThrow()) as { id: number }
				await log(trx, 'created', Number(inserted.id), title)
				if (publishNow) await log(trx, 'published', Number(inserted.id), title)
				return 'created' as const
			})
			if (outcome === 'taken') {
				return reply({ [def.unique!]: ['admin.validation.taken'] }, 400)
			}
			if (outcome === 'duplicate') return flash(back, 'success', 'admin.toast.alreadySaved')
			if (outcome === 'updated') return flash(back, 'success', 'admin.toast.saved')
			return flash(back, 'success', def.text.created)
		} catch (error) {
			// A token inserted by a parallel identical request: the other one saved the item.
			if (intent === 'create' && /unique|duplicate key/i.test(String(error))) {
				return flash(back, 'success', 'admin.toast.alreadySaved')
			}
			console.error(`[admin] could not save ${def.key}`, error)
			return reply({}, 500, true)
		}
	}

	const id = parseId(form.get('id'))
	const row = id ? await findRow(db, def, id) : undefined
	if (!row) return flash(back, 'error', 'admin.toast.notFound')
	const title = itemTitle(def, row)

	if ((intent === 'publish' || intent === 'unpublish') && def.publishable) {
		const publish = intent === 'publish'
		await db.transaction().execute(async (trx) => {
			await anyDb(trx)
				.updateTable(def.table)
				.set({
					status: publish ? 'published' : 'draft',
					updated_at: now,
					...(publish ? hook.onPublish?.(row) : {}),
				})
				.where('id', '=', id!)
				.execute()
			await log(trx, publish ? 'published' : 'unpublished', id!, title)
		})
		return flash(back, 'success', publish ? 'admin.toast.published' : 'admin.toast.unpublished')
	}
	if (intent === 'delete') {
		await db.transaction().execute(async (trx) => {
			await anyDb(trx).deleteFrom(def.table).where('id', '=', id!).execute()
			await log(trx, 'deleted', id!, title)
		})
		return flash(back, 'success', 'admin.toast.deleted')
	}
	return flash(back, 'error', 'admin.toast.notFound')
}
