import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { NEWS_CONTENT_MAX, NEWS_CONTENT_MIN, NEWS_TITLE_MAX, NEWS_TITLE_MIN } from './news-limits'
import type { Selectable } from 'kysely'
import type { Database } from '#app/db/schema'
import {
	bilingual,
	documentFile,
	formSchema,
	image,
	picture,
	schedule,
	sortOrder,
	tel,
	web,
	type FieldDef,
	type FieldKind,
	type FormValues,
} from './fields'
import type { z } from 'zod'
import { ADMIN_BASE } from '#app/config'

/**
 * Everything staff manage as a list of items (news, events, programmes, quick links, cabinet,
 * FAQs, bids, partners, businesses) is described here once: its table, its form fields, its list
 * columns and its texts. One loader, one action and one screen serve them all, so every content type
 * gets the same validation, the same no-JavaScript path, the same activity log and the same
 * protection against double submission. Safe for the browser: no server code here.
 */
export type ResourceKey =
	| 'news'
	| 'events'
	| 'programs'
	| 'quickLinks'
	| 'cabinet'
	| 'faqs'
	| 'bids'
	| 'partners'
	| 'businesses'
	| 'alerts'
	| 'jobs'
	| 'documents'
	| 'documentCategories'
	// Issue 18: the categories of requests to the council (decision 039).
	| 'requestCategories'

export type ResourceTable =
	| 'news'
	| 'events'
	| 'programs'
	| 'quick_links'
	| 'cabinet_members'
	| 'faqs'
	| 'bids'
	| 'partners'
	| 'businesses'
	| 'alerts'
	| 'jobs'
	| 'documents'
	| 'document_categories'
	| 'request_categories'

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
	key: ResourceKey
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
	 * 'create': one button, the screen's create text (News: 'Create Article'); a new item is a
	 * draft until Publish in the list.
	 * 'draftOrPublish': Save Draft and Publish (events, programmes and the pages' data).
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

/** A content type's definition; the table is told by `table`, and the rest is checked against it. */
const resource = <T extends ResourceTable>(def: ResourceDef<T>) => def

/** A screen's prefix in the admin catalog: `admin.events.*` → 'events'. */
type ScreenPrefix = {
	[K in AdminMessageKey]: K extends `admin.${infer P}.createTitle` ? P : never
}[AdminMessageKey]

/**
 * A list screen's texts follow one naming pattern in the admin catalog (`admin.<prefix>.title`,
 * `.intro`, `.create`, `.createTitle`, `.editTitle`, `.empty`); the toasts and the activity-log
 * name are given.
 */
function screenTexts(
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

const CONTENT = { label: 'admin.nav.content', href: `${ADMIN_BASE}/content` } as const
const PAGES = { label: 'admin.nav.pages', href: `${ADMIN_BASE}/pages` } as const

const programTypes = [
	{ value: 'agenda', label: 'admin.program.type.agenda' },
	{ value: 'project', label: 'admin.program.type.project' },
] as const
const alertLevels = [
	{ value: 'emergency', label: 'admin.alert.level.emergency' },
	{ value: 'warning', label: 'admin.alert.level.warning' },
	{ value: 'information', label: 'admin.alert.level.information' },
] as const
/** When a tender or a vacancy closes: a day and, optionally, a time of day (council time). */
const closing = [
	{
		name: 'closing_date',
		kind: 'date',
		label: 'admin.field.closingDate',
		required: true,
		max: 10,
	},
	{
		name: 'closing_time',
		kind: 'time',
		label: 'admin.field.closingTime',
		hint: 'admin.field.closingTimeHint',
		max: 5,
	},
] as const
const documentLanguages = [
	{ value: 'both', label: 'admin.docLanguage.both' },
	{ value: 'en', label: 'admin.docLanguage.en' },
	{ value: 'fr', label: 'admin.docLanguage.fr' },
] as const
const DOCUMENTS_PATH = `${ADMIN_BASE}/content/documents`
const programProgress = [
	{ value: 'planning', label: 'admin.program.progress.planning' },
	{ value: 'active', label: 'admin.program.progress.active' },
	{ value: 'completed', label: 'admin.program.progress.completed' },
] as const

export const resources = {
	news: resource({
		key: 'news',
		table: 'news',
		path: `${ADMIN_BASE}/content/news`,
		parent: CONTENT,
		navLabel: 'admin.nav.news',
		text: screenTexts('news', {
			created: 'admin.toast.newsCreated',
			failed: 'admin.toast.newsFailed',
			item: 'admin.activity.item.news',
		}),
		fields: [
			{
				name: 'title_en',
				kind: 'text',
				label: 'admin.form.titleEn',
				lang: 'en',
				max: NEWS_TITLE_MAX,
				min: NEWS_TITLE_MIN,
				minMessage: 'admin.validation.titleMin',
			},
			{
				name: 'content_en',
				kind: 'textarea',
				label: 'admin.form.contentEn',
				lang: 'en',
				max: NEWS_CONTENT_MAX,
				min: NEWS_CONTENT_MIN,
				minMessage: 'admin.validation.contentMin',
				rows: 8,
				format: 'markdown',
			},
			{
				name: 'title_fr',
				kind: 'text',
				label: 'admin.form.titleFr',
				lang: 'fr',
				max: NEWS_TITLE_MAX,
				min: NEWS_TITLE_MIN,
				minMessage: 'admin.validation.titleMin',
			},
			{
				name: 'content_fr',
				kind: 'textarea',
				label: 'admin.form.contentFr',
				lang: 'fr',
				max: NEWS_CONTENT_MAX,
				min: NEWS_CONTENT_MIN,
				minMessage: 'admin.validation.contentMin',
				rows: 8,
				format: 'markdown',
			},
			...picture('image', 'admin.form.image'),
			...schedule,
		],
		titleField: 'title',
		columns: [
			{ field: 'title', label: 'admin.col.title', kind: 'text' },
			{ field: 'content', label: 'admin.col.content', kind: 'excerpt' },
			{ field: 'status', label: 'admin.col.status', kind: 'status' },
			{ field: 'updated_at', label: 'admin.col.lastModified', kind: 'updated' },
		],
		publishable: true,
		buttons: 'create',
		ordered: false,
		kind: 'content',
		publicPath: '/news',
		slug: 'slug',
		publishedOn: 'published_at',
		attachments: true,
	}),
	events: resource({
		key: 'events',
		table: 'events',
		path: `${ADMIN_BASE}/content/events`,
		aliases: [`${ADMIN_BASE}/events`],
		parent: CONTENT,
		navLabel: 'admin.nav.events',
		text: screenTexts('events', {
			created: 'admin.toast.eventCreated',
			failed: 'admin.toast.saveFailed',
			item: 'admin.activity.item.events',
		}),
		fields: [
			...bilingual('title', 'text', ['admin.form.titleEn', 'admin.form.titleFr'], 200, {
				required: true,
			}),
			{ name: 'date', kind: 'date', label: 'admin.field.date', required: true, max: 10 },
			{
				name: 'time',
				kind: 'text',
				label: 'admin.field.time',
				hint: 'admin.field.timeHint',
				max: 60,
			},
			...bilingual('location', 'text', ['admin.field.locationEn', 'admin.field.locationFr'], 200),
			...bilingual(
				'description',
				'textarea',
				['admin.field.descriptionEn', 'admin.field.descriptionFr'],
				5000,
				{ format: 'markdown' },
			),
			...schedule,
		],
		titleField: 'title',
		columns: [
			{ field: 'title', label: 'admin.col.title', kind: 'text' },
			{ field: 'date', label: 'admin.field.date', kind: 'date' },
			{ field: 'location', label: 'admin.col.location', kind: 'text' },
			{ field: 'status', label: 'admin.col.status', kind: 'status' },
		],
		publishable: true,
		buttons: 'draftOrPublish',
		ordered: false,
		kind: 'event',
		publicPath: '/events',
		attachments: true,
	}),
	programs: resource({
		key: 'programs',
		table: 'programs',
		path: `${ADMIN_BASE}/content/programs`,
		parent: CONTENT,
		navLabel: 'admin.nav.programs',
		text: screenTexts('programs', {
			created: 'admin.toast.programCreated',
			failed: 'admin.toast.saveFailed',
			item: 'admin.activity.item.programs',
		}),
		fields: [
			...bilingual('title', 'text', ['admin.form.titleEn', 'admin.form.titleFr'], 200, {
				required: true,
			}),
			{
				name: 'type',
				kind: 'select',
				label: 'admin.field.type',
				options: programTypes,
				required: true,
				max: 20,
			},
			{
				name: 'progress',
				kind: 'select',
				label: 'admin.field.progress',
				options: programProgress,
				required: true,
				max: 20,
			},
			...bilingual(
				'description',
				'textarea',
				['admin.field.descriptionEn', 'admin.field.descriptionFr'],
				5000,
				{ format: 'markdown' },
			),
			sortOrder,
			...schedule,
		],
		titleField: 'title',
		columns: [
			{ field: 'title', label: 'admin.col.title', kind: 'text' },
			{ field: 'type', label: 'admin.field.type', kind: 'option' },
			{ field: 'progress', label: 'admin.field.progress', kind: 'option' },
			{ field: 'status', label: 'admin.col.status', kind: 'status' },
		],
		publishable: true,
		buttons: 'draftOrPublish',
		ordered: true,
		kind: 'content',
		publicPath: '/programs/agenda',
	}),
	quickLinks: resource({
		key: 'quickLinks',
		table: 'quick_links',
		path: `${ADMIN_BASE}/content/quick-links`,
		aliases: [`${ADMIN_BASE}/quick-links`],
		parent: CONTENT,
		navLabel: 'admin.nav.quickLinks',
		text: screenTexts('quickLinks', {
			created: 'admin.toast.created',
			failed: 'admin.toast.saveFailed',
			item: 'admin.activity.item.quickLinks',
		}),
		fields: [
			...bilingual('label', 'text', ['admin.field.labelEn', 'admin.field.labelFr'], 80, {
				required: true,
			}),
			{
				name: 'href',
				kind: 'link',
				label: 'admin.field.href',
				hint: 'admin.field.hrefHint',
				required: true,
				max: 500,
			},
			sortOrder,
		],
		titleField: 'label',
		columns: [
			{ field: 'label', label: 'admin.field.label', kind: 'text' },
			{ field: 'href', label: 'admin.field.href', kind: 'link' },
			{ field: 'sort_order', label: 'admin.field.sortOrder', kind: 'text' },
		],
		publishable: false,
		buttons: 'save',
		ordered: true,
		kind: 'content',
		publicPath: '/',
	}),
	cabinet: resource({
		key: 'cabinet',
		table: 'cabinet_members',
		path: `${ADMIN_BASE}/pages/cabinet`,
		parent: PAGES,
		navLabel: 'admin.cabinet.title',
		text: screenTexts('cabinet', {
			created: 'admin.toast.created',
			failed: 'admin.toast.saveFailed',
			item: 'admin.activity.item.cabinet',
		}),
		fields: [
			{ name: 'name', kind: 'text', label: 'admin.field.name', required: true, max: 120 },
			...bilingual('title', 'text', ['admin.field.roleEn', 'admin.field.roleFr'], 120, {
				required: true,
			}),
			...picture('image', 'admin.field.photo'),
			sortOrder,
		],
		titleField: 'name',
		columns: [
			{ field: 'name', label: 'admin.field.name', kind: 'text' },
			{ field: 'title', label: 'admin.field.role', kind: 'text' },
			{ field: 'sort_order', label: 'admin.field.sortOrder', kind: 'text' },
		],
		publishable: false,
		buttons: 'save',
		ordered: true,
		kind: 'content',
		publicPath: '/government/cabinet',
	}),
	faqs: resource({
		key: 'faqs',
		table: 'faqs',
		path: `${ADMIN_BASE}/pages/faqs`,
		parent: PAGES,
		navLabel: 'admin.faqs.title',
		text: screenTexts('faqs', {
			created: 'admin.toast.created',
			failed: 'admin.toast.saveFailed',
			item: 'admin.activity.item.faqs',
		}),
		fields: [
			...bilingual('question', 'text', ['admin.field.questionEn', 'admin.field.questionFr'], 200, {
				required: true,
			}),
			...bilingual('answer', 'textarea', ['admin.field.answerEn', 'admin.field.answerFr'], 2000, {
				required: true,
				rows: 5,
			}),
			sortOrder,
			...schedule,
		],
		titleField: 'question',
		columns: [
			{ field: 'question', label: 'admin.field.question', kind: 'text' },
			{ field: 'answer', label: 'admin.field.answer', kind: 'excerpt' },
			{ field: 'status', label: 'admin.col.status', kind: 'status' },
		],
		publishable: true,
		buttons: 'draftOrPublish',
		ordered: true,
		kind: 'content',
		publicPath: '/help',
	}),
	bids: resource({
		key: 'bids',
		table: 'bids',
		path: `${ADMIN_BASE}/pages/bids`,
		parent: PAGES,
		navLabel: 'admin.bids.title',
		text: screenTexts('bids', {
			created: 'admin.toast.created',
			failed: 'admin.toast.saveFailed',
			item: 'admin.activity.item.bids',
		}),
		fields: [
			{
				name: 'reference',
				kind: 'text',
				label: 'admin.field.reference',
				hint: 'admin.field.referenceHint',
				required: true,
				max: 40,
			},
			...bilingual('title', 'text', ['admin.form.titleEn', 'admin.form.titleFr'], 200, {
				required: true,
			}),
			...bilingual('category', 'text', ['admin.field.categoryEn', 'admin.field.categoryFr'], 120),
			...bilingual(
				'description',
				'textarea',
				['admin.field.descriptionEn', 'admin.field.descriptionFr'],
				5000,
				{ format: 'markdown' },
			),
			...closing,
			// The award notice (decision 034): naming the awardee marks the tender awarded.
			{
				name: 'awardee',
				kind: 'text',
				label: 'admin.field.awardee',
				hint: 'admin.field.awardeeHint',
				max: 200,
				empty: null,
			},
			{
				name: 'awarded_on',
				kind: 'date',
				label: 'admin.field.awardedOn',
				max: 10,
				empty: null,
			},
			{
				name: 'award_amount',
				kind: 'text',
				label: 'admin.field.awardAmount',
				hint: 'admin.field.awardAmountHint',
				max: 80,
				empty: null,
			},
			...bilingual('award', 'textarea', ['admin.field.awardEn', 'admin.field.awardFr'], 3000, {
				rows: 4,
				format: 'markdown',
			}),
			...schedule,
		],
		titleField: 'title',
		columns: [
			{ field: 'reference', label: 'admin.field.reference', kind: 'text' },
			{ field: 'title', label: 'admin.col.title', kind: 'text' },
			{ field: 'closing_date', label: 'admin.field.closingDate', kind: 'date' },
			{ field: 'awardee', label: 'admin.field.awardee', kind: 'text' },
			{ field: 'status', label: 'admin.col.status', kind: 'status' },
		],
		publishable: true,
		buttons: 'draftOrPublish',
		ordered: false,
		kind: 'content',
		unique: 'reference',
		publicPath: '/business/bids',
		slug: 'slug',
		attachments: true,
	}),
	partners: resource({
		key: 'partners',
		table: 'partners',
		path: `${ADMIN_BASE}/pages/partners`,
		parent: PAGES,
		navLabel: 'admin.partners.title',
		text: screenTexts('partners', {
			created: 'admin.toast.created',
			failed: 'admin.toast.saveFailed',
			item: 'admin.activity.item.partners',
		}),
		fields: [
			{ name: 'name', kind: 'text', label: 'admin.field.name', required: true, max: 120 },
			web('url', 'admin.field.website', { max: 500, empty: null }),
			// The column cannot be null: a partner without a logo stores ''.
			image('logo', 'admin.field.logo', { empty: '' }),
			sortOrder,
		],
		titleField: 'name',
		columns: [
			{ field: 'name', label: 'admin.field.name', kind: 'text' },
			{ field: 'url', label: 'admin.field.website', kind: 'link' },
			{ field: 'sort_order', label: 'admin.field.sortOrder', kind: 'text' },
		],
		publishable: false,
		buttons: 'save',
		ordered: true,
		kind: 'content',
		publicPath: '/',
	}),
	businesses: resource({
		key: 'businesses',
		table: 'businesses',
		path: `${ADMIN_BASE}/pages/businesses`,
		parent: PAGES,
		navLabel: 'admin.businesses.title',
		text: screenTexts('businesses', {
			created: 'admin.toast.created',
			failed: 'admin.toast.saveFailed',
			item: 'admin.activity.item.businesses',
		}),
		fields: [
			{ name: 'name', kind: 'text', label: 'admin.field.name', required: true, max: 120 },
			...bilingual('activity', 'text', ['admin.field.activityEn', 'admin.field.activityFr'], 160, {
				required: true,
			}),
			{ name: 'quarter', kind: 'text', label: 'admin.field.quarter', required: true, max: 80 },
			tel('phone', 'admin.field.phone'),
			...schedule,
		],
		titleField: 'name',
		columns: [
			{ field: 'name', label: 'admin.field.name', kind: 'text' },
			{ field: 'activity', label: 'admin.field.activity', kind: 'text' },
			{ field: 'quarter', label: 'admin.field.quarter', kind: 'text' },
			{ field: 'status', label: 'admin.col.status', kind: 'status' },
		],
		publishable: true,
		buttons: 'draftOrPublish',
		ordered: false,
		kind: 'content',
		publicPath: '/i-want-to/find-business',
	}),
	alerts: resource({
		key: 'alerts',
		table: 'alerts',
		path: `${ADMIN_BASE}/content/alerts`,
		// Its own entry in the staff menu, not under Content: the dashboard is its parent.
		parent: { label: 'admin.nav.dashboard', href: ADMIN_BASE },
		navLabel: 'admin.nav.alerts',
		text: screenTexts('alerts', {
			created: 'admin.toast.created',
			failed: 'admin.toast.saveFailed',
			item: 'admin.activity.item.alerts',
		}),
		fields: [
			{
				name: 'level',
				kind: 'select',
				label: 'admin.field.level',
				hint: 'admin.field.levelHint',
				options: alertLevels,
				required: true,
				max: 20,
			},
			...bilingual('title', 'text', ['admin.field.alertTitleEn', 'admin.field.alertTitleFr'], 120, {
				required: true,
			}),
			...bilingual(
				'body',
				'textarea',
				['admin.field.alertBodyEn', 'admin.field.alertBodyFr'],
				600,
				{
					rows: 3,
				},
			),
			web('link', 'admin.field.alertLink', { hint: 'admin.field.alertLinkHint' }),
			...schedule,
		],
		titleField: 'title',
		columns: [
			{ field: 'title', label: 'admin.col.title', kind: 'text' },
			{ field: 'level', label: 'admin.field.level', kind: 'option' },
			{ field: 'status', label: 'admin.col.status', kind: 'status' },
		],
		publishable: true,
		buttons: 'draftOrPublish',
		ordered: false,
		kind: 'content',
		publicPath: '/',
	}),
	jobs: resource({
		key: 'jobs',
		table: 'jobs',
		path: `${ADMIN_BASE}/content/jobs`,
		parent: CONTENT,
		navLabel: 'admin.nav.jobs',
		text: screenTexts('jobs', {
			created: 'admin.toast.created',
			failed: 'admin.toast.saveFailed',
			item: 'admin.activity.item.jobs',
		}),
		fields: [
			...bilingual('title', 'text', ['admin.field.jobTitleEn', 'admin.field.jobTitleFr'], 200, {
				required: true,
			}),
			...bilingual(
				'description',
				'textarea',
				['admin.field.jobDescriptionEn', 'admin.field.jobDescriptionFr'],
				5000,
				{ required: true, format: 'markdown' },
			),
			...bilingual(
				'requirements',
				'textarea',
				['admin.field.requirementsEn', 'admin.field.requirementsFr'],
				3000,
				{ rows: 5, format: 'markdown' },
			),
			...bilingual(
				'how_to_apply',
				'textarea',
				['admin.field.howToApplyEn', 'admin.field.howToApplyFr'],
				3000,
				{ required: true, rows: 5, format: 'markdown' },
			),
			...closing,
			...schedule,
		],
		titleField: 'title',
		columns: [
			{ field: 'title', label: 'admin.col.title', kind: 'text' },
			{ field: 'closing_date', label: 'admin.field.closingDate', kind: 'date' },
			{ field: 'status', label: 'admin.col.status', kind: 'status' },
		],
		publishable: true,
		buttons: 'draftOrPublish',
		ordered: false,
		kind: 'content',
		publicPath: '/jobs',
		slug: 'slug',
		attachments: true,
	}),
	documents: resource({
		key: 'documents',
		table: 'documents',
		path: DOCUMENTS_PATH,
		parent: CONTENT,
		navLabel: 'admin.nav.documents',
		text: screenTexts('documents', {
			created: 'admin.toast.created',
			failed: 'admin.toast.saveFailed',
			item: 'admin.activity.item.documents',
		}),
		fields: [
			documentFile('file', 'admin.field.file', { required: true }),
			...bilingual(
				'title',
				'text',
				['admin.field.documentTitleEn', 'admin.field.documentTitleFr'],
				200,
				{ required: true },
			),
			...bilingual(
				'summary',
				'textarea',
				['admin.field.summaryEn', 'admin.field.summaryFr'],
				1000,
				{
					rows: 3,
				},
			),
			{
				name: 'category',
				kind: 'choice',
				label: 'admin.field.category',
				from: 'documentCategories',
				required: true,
				max: 80,
			},
			{
				name: 'date',
				kind: 'date',
				label: 'admin.field.documentDate',
				hint: 'admin.field.documentDateHint',
				required: true,
				max: 10,
			},
			{
				name: 'doc_language',
				kind: 'select',
				label: 'admin.field.docLanguage',
				hint: 'admin.field.docLanguageHint',
				options: documentLanguages,
				required: true,
				max: 4,
			},
			...schedule,
		],
		titleField: 'title',
		columns: [
			{ field: 'title', label: 'admin.col.title', kind: 'text' },
			{ field: 'category', label: 'admin.col.category', kind: 'text' },
			{ field: 'date', label: 'admin.field.documentDate', kind: 'date' },
			{ field: 'status', label: 'admin.col.status', kind: 'status' },
		],
		publishable: true,
		buttons: 'draftOrPublish',
		ordered: false,
		kind: 'content',
		publicPath: '/documents',
		slug: 'slug',
	}),
	documentCategories: resource({
		key: 'documentCategories',
		table: 'document_categories',
		path: `${ADMIN_BASE}/content/document-categories`,
		parent: { label: 'admin.nav.documents', href: DOCUMENTS_PATH },
		navLabel: 'admin.documentCategories.title',
		text: screenTexts('documentCategories', {
			created: 'admin.toast.created',
			failed: 'admin.toast.saveFailed',
			item: 'admin.activity.item.documentCategories',
		}),
		fields: [
			...bilingual(
				'name',
				'text',
				['admin.field.categoryNameEn', 'admin.field.categoryNameFr'],
				80,
				{
					required: true,
				},
			),
			sortOrder,
		],
		titleField: 'name',
		columns: [
			{ field: 'name', label: 'admin.field.name', kind: 'text' },
			{ field: 'sort_order', label: 'admin.field.sortOrder', kind: 'text' },
		],
		publishable: false,
		buttons: 'save',
		ordered: true,
		kind: 'content',
		publicPath: '/documents',
		slug: 'slug',
	}),
	// Issue 18: what residents choose from on the contact form (decision 039), edited like the
	// document categories; a request keeps its category's slug, so renaming keeps its requests.
	requestCategories: resource({
		key: 'requestCategories',
		table: 'request_categories',
		path: `${ADMIN_BASE}/requests/categories`,
		parent: { label: 'admin.nav.requests', href: `${ADMIN_BASE}/requests` },
		navLabel: 'admin.requestCategories.title',
		text: screenTexts('requestCategories', {
			created: 'admin.toast.created',
			failed: 'admin.toast.saveFailed',
			item: 'admin.activity.item.requestCategories',
		}),
		fields: [
			...bilingual(
				'name',
				'text',
				['admin.field.categoryNameEn', 'admin.field.categoryNameFr'],
				80,
				{ required: true },
			),
			sortOrder,
		],
		titleField: 'name',
		columns: [
			{ field: 'name', label: 'admin.field.name', kind: 'text' },
			{ field: 'sort_order', label: 'admin.field.sortOrder', kind: 'text' },
		],
		publishable: false,
		buttons: 'save',
		ordered: true,
		kind: 'content',
		publicPath: '/contact',
		slug: 'slug',
	}),
} satisfies Record<ResourceKey, ResourceDef>

export const resourceList: ResourceDef[] = Object.values(resources)

/** A content type's fields as plain field descriptions, each naming a column of its table. */
export function fieldsOf<T extends ResourceTable>(def: ResourceDef<T>) {
	// Every member of ResourceField<T> is a FieldDef of one of these columns.
	return def.fields as readonly FieldDef<EditableColumn<T>>[]
}

const schemas = new Map<ResourceKey, z.ZodType<FormValues>>()
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

/** The resource a staff-area address shows (its list path or an alias), if any. */
export function resourceFor(pathname: string): ResourceDef | undefined {
	const path = pathname.replace(/\/+$/, '')
	return resourceList.find((def) => def.path === path || def.aliases?.includes(path))
}
