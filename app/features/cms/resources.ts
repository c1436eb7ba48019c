import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import type { Selectable } from 'kysely'
import type { Database } from '#app/db/schema'
import type { ItemTable } from '#app/db/content-tables'
import { formSchema, type FieldDef, type FieldKind, type FormValues } from './fields'
import type { z } from 'zod'
import { ADMIN_BASE } from '#app/config'

/**
 * Everything staff manage as a list of items (news, events, programmes, quick links, cabinet,
 * FAQs, bids, partners, businesses…) is described once, in its own folder
 * (`<type>.content.ts`): its table, its form fields, its list columns and its texts. One loader,
 * one action and one screen serve them all, so every content type gets the same validation, the
 * same no-JavaScript path, the same activity log and the same protection against double
 * submission. This module holds the shape of a definition and what the engine reads from it.
 * Safe for the browser: no server code here.
 */
export type ResourceTable = ItemTable

/*
 * A definition names its table's columns, and these types hold it to `db/schema.ts`: a field, a
 * list column, the title or the unique value naming a column the table does not have fails
 * `npm run typecheck`. Each is distributive over the table, so `ResourceDef` (every table at
 * once) accepts each table's definition.
 */

/** A stored row of a content table, as `db/schema.ts` declares it. */
export type ContentRow<T extends ResourceTable> = Selectable<Database[T]>
/** A column of the table. */
export type Column<T extends ResourceTable> = T extends ResourceTable
	? keyof ContentRow<T> & string
	: never
/** The columns the engine fills itself; a form never edits them. */
export type EngineColumn = 'id' | 'created_at' | 'updated_at' | 'status'
/** A column a form field edits. */
export type EditableColumn<T extends ResourceTable> = Exclude<Column<T>, EngineColumn>
/** A text as a screen names it: a column, or the base name of an `_en`/`_fr` pair. */
export type TextRef<T extends ResourceTable> =
	Column<T> | (Column<T> extends infer C ? (C extends `${infer Base}_en` ? Base : never) : never)
/** True where the table has the column, false where it does not. */
type Has<T extends ResourceTable, C extends string> = T extends ResourceTable
	? C extends keyof ContentRow<T>
		? boolean
		: false
	: never

type TextKind = Exclude<FieldKind, 'number' | 'checkbox'>
/**
 * The field that edits a column, held to the column's type: a number column takes a number field;
 * a column that cannot be null stores '' for an empty field, never null, so a picture or a text
 * in one language there must say `empty: ''` (a partner's logo).
 */
type FieldFor<Value, Name extends string> = [Value] extends [number]
	? FieldDef<Name, 'number' | 'checkbox'>
	: [null] extends [Value]
		? FieldDef<Name, TextKind>
		: | (FieldDef<Name, Exclude<TextKind, 'image'>> & { lang?: undefined; empty?: '' })
			| (FieldDef<Name, TextKind> & { empty: '' })
export type ResourceField<T extends ResourceTable> = T extends ResourceTable
	? { [C in EditableColumn<T>]: FieldFor<ContentRow<T>[C], C> }[EditableColumn<T>]
	: never

export interface ListColumn<T extends ResourceTable = ResourceTable> {
	/** A column; for texts in two languages, the name without `_en`/`_fr`. */
	field: TextRef<T>
	label: AdminMessageKey
	kind: 'text' | 'excerpt' | 'date' | 'option' | 'status' | 'updated' | 'link'
}

export interface ResourceDef<T extends ResourceTable = ResourceTable> {
	/** The type's name in revisions, the activity log, previews and addresses (`news`). */
	key: string
	table: T
	/** The list's address in the staff area. */
	path: string
	/** Other addresses serving the same screen (the menu's top-level Events and Quick Links). */
	aliases?: string[]
	/** Breadcrumb parent. */
	parent: { label: AdminMessageKey; href: string }
	navLabel: AdminMessageKey
	text: {
		title: AdminMessageKey
		intro: AdminMessageKey
		create: AdminMessageKey
		createTitle: AdminMessageKey
		editTitle: AdminMessageKey
		empty: AdminMessageKey
		created: AdminMessageKey
		failed: AdminMessageKey
		/** "news article", "event"… in the activity log. */
		item: AdminMessageKey
	}
	fields: readonly ResourceField<T>[]
	/** The text that names an item in lists, logs and confirmations. */
	titleField: TextRef<T>
	columns: readonly ListColumn<T>[]
	/** Has a draft/published state (only a table with a `status` column can). */
	publishable: Has<T, 'status'>
	/**
	 * 'create': one button, the screen's create text; a new item is a draft until Publish in the
	 * list.
	 * 'draftOrPublish': Save Draft and Publish (news, events, programmes and the pages' data).
	 * 'save': a single Save (items without a publication state).
	 */
	buttons: Has<T, 'status'> extends false ? 'save' : 'create' | 'draftOrPublish' | 'save'
	/** Listed by `sort_order` (staff choose the order) instead of the latest change first. */
	ordered: Has<T, 'sort_order'>
	/** Activity-log category. */
	kind: 'content' | 'event'
	/** A column whose value must be unique in the table (bid reference). */
	unique?: EditableColumn<T>
	/** Public page where the items show, to check the result. */
	publicPath?: string
	/** A column filled once, when an item is created: a unique address made from its title. */
	slug?: Extract<Column<T>, 'slug'>
	/** A column dated (council day) when an item is first published; re-publishing keeps it. */
	publishedOn?: Extract<Column<T>, 'published_at'>
	/**
	 * Documents of the library can be attached to its items (decision 033): the form lists them
	 * to tick, and the item's public page shows them with their type and size.
	 */
	attachments?: true
}

/**
 * A content type's list and form, held to its table: the table is told by `table`, and the rest
 * is checked against it. The type's own folder defines it (`<type>.content.ts`).
 */
export const defineResource = <T extends ResourceTable>(def: ResourceDef<T>) => def

/** A screen's prefix in the admin catalog: `admin.events.*` → 'events'. */
type ScreenPrefix = {
	[K in AdminMessageKey]: K extends `admin.${infer P}.createTitle` ? P : never
}[AdminMessageKey]

/**
 * A list screen's texts follow one naming pattern in the admin catalog (`admin.<prefix>.title`,
 * `.intro`, `.create`, `.createTitle`, `.editTitle`, `.empty`); the toasts and the activity-log
 * name are given.
 */
export function screenTexts(
	prefix: ScreenPrefix,
	rest: { created: AdminMessageKey; failed: AdminMessageKey; item: AdminMessageKey },
): ResourceDef['text'] {
	const key = (name: string) => `admin.${prefix}.${name}` as AdminMessageKey
	return {
		title: key('title'),
		intro: key('intro'),
		create: key('create'),
		createTitle: key('createTitle'),
		editTitle: key('editTitle'),
		empty: key('empty'),
		...rest,
	}
}

/** Breadcrumb parents of the lists under Content and under Pages. */
export const CONTENT_PARENT = { label: 'admin.nav.content', href: `${ADMIN_BASE}/content` } as const
export const PAGES_PARENT = { label: 'admin.nav.pages', href: `${ADMIN_BASE}/pages` } as const

/** A content type's fields as plain field descriptions, each naming a column of its table. */
export function fieldsOf<T extends ResourceTable>(def: ResourceDef<T>) {
	// Every member of ResourceField<T> is a FieldDef of one of these columns.
	return def.fields as readonly FieldDef<EditableColumn<T>>[]
}

const schemas = new Map<string, z.ZodType<FormValues>>()
/** The resource's form schema (built once). */
export function resourceSchema<T extends ResourceTable>(def: ResourceDef<T>) {
	let schema = schemas.get(def.key)
	if (!schema) {
		schema = formSchema(fieldsOf(def))
		schemas.set(def.key, schema)
	}
	return schema as z.ZodType<FormValues<EditableColumn<T>>>
}

/** The field holding a document file, if the resource has one. */
export function documentField<T extends ResourceTable>(def: ResourceDef<T>) {
	return fieldsOf(def).find((f) => f.kind === 'document')
}

/** The field holding an uploaded image, if the resource has one. */
export function imageField<T extends ResourceTable>(def: ResourceDef<T>) {
	return fieldsOf(def).find((f) => f.kind === 'image')
}

/**
 * The form's buttons: Save Draft and Publish, or one button whose label says what it does (the
 * screen's create text for a new item of a 'create' type, else Save) and what it is doing.
 */
export function submitButton(def: ResourceDef, editing: boolean) {
	const creating = !editing && def.buttons === 'create'
	return {
		label: creating ? def.text.create : 'admin.action.save',
		busy: editing || def.buttons === 'save' ? 'admin.form.saving' : 'admin.form.submitting',
	} as const satisfies Record<string, AdminMessageKey>
}
