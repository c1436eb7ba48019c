import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { iconNames } from '../types'

/**
 * What the page editor shows for each kind of block: the fields a clerk fills in, and for blocks
 * made of rows (cards, fees, facts, dates, buttons) the fields of one row. The same description
 * turns the form into a page and a page back into the form (form-state.ts), so a kind added to the
 * schema and not here fails the test that every kind round-trips.
 */
export type FieldShape =
	/** One line of text in each language. */
	| 'text'
	/** A longer text in each language. */
	| 'textarea'
	/** Paragraphs in each language, separated by an empty line. */
	| 'paragraphs'
	/** A list in each language, one item per line. */
	| 'lines'
	/** A site address (`/services/tax`, `#fees`): one value for both languages. */
	| 'href'
	/** One short value for both languages (a section anchor). */
	| 'plain'
	/** A whole number. */
	| 'number'
	/** One of a few values (`options`); empty means the default. */
	| 'select'
	| 'checkbox'
	/**
	 * A picture: the stored picture's reference (a hidden field) and a file to upload in its place
	 * (`<prefix>file`), checked and stored by the server before anything else (decision 054).
	 */
	| 'picture'
	/** Documents of the library, ticked in a list: their ids in order, comma-separated in the form. */
	| 'documents'

export interface FieldSpec {
	/** Path inside the block or row (`title`, `action.label`). */
	name: string
	shape: FieldShape
	label: AdminMessageKey
	hint?: AdminMessageKey
	options?: readonly string[]
	/** For `number`: the largest value. */
	max?: number
}

export interface RowsSpec {
	/** The block's array of rows. */
	name: 'cards' | 'items' | 'actions'
	/** What one row is called ("Card", "Fee"…), numbered in the form. */
	label: AdminMessageKey
	fields: FieldSpec[]
}

export interface KindSpec {
	fields: FieldSpec[]
	rows?: RowsSpec
}

const bi = (name: string, label: AdminMessageKey, shape: FieldShape = 'text'): FieldSpec => ({
	name,
	shape,
	label,
})

/** Fields every block has: its heading, a lead text, and an anchor for links to it. */
export const commonFields: FieldSpec[] = [
	bi('title', 'admin.pageEditor.field.blockTitle'),
	bi('intro', 'admin.pageEditor.field.blockIntro', 'textarea'),
	{
		name: 'id',
		shape: 'plain',
		label: 'admin.pageEditor.field.anchor',
		hint: 'admin.pageEditor.hint.anchor',
	},
]

const action = [
	bi('action.label', 'admin.pageEditor.field.buttonLabel'),
	{
		name: 'action.href',
		shape: 'href',
		label: 'admin.pageEditor.field.buttonHref',
		hint: 'admin.pageEditor.hint.href',
	},
] satisfies FieldSpec[]

export const kindSpecs = {
	prose: {
		fields: [
			{
				...bi('paragraphs', 'admin.pageEditor.field.paragraphs', 'paragraphs'),
				hint: 'admin.pageEditor.hint.paragraphs',
			},
		],
	},
	list: {
		fields: [
			{
				...bi('items', 'admin.pageEditor.field.listItems', 'lines'),
				hint: 'admin.pageEditor.hint.lines',
			},
			{ name: 'ordered', shape: 'checkbox', label: 'admin.pageEditor.field.ordered' },
		],
	},
	cards: {
		fields: [
			{
				name: 'columns',
				shape: 'select',
				label: 'admin.pageEditor.field.columns',
				options: ['2', '3', '4'],
			},
		],
		rows: {
			name: 'cards',
			label: 'admin.pageEditor.row.card',
			fields: [
				bi('title', 'admin.pageEditor.field.cardTitle'),
				bi('text', 'admin.pageEditor.field.cardText', 'textarea'),
				{ name: 'icon', shape: 'select', label: 'admin.pageEditor.field.icon', options: iconNames },
				{
					...bi('items', 'admin.pageEditor.field.cardItems', 'lines'),
					hint: 'admin.pageEditor.hint.lines',
				},
				...action,
			],
		},
	},
	fees: {
		fields: [],
		rows: {
			name: 'items',
			label: 'admin.pageEditor.row.fee',
			fields: [
				bi('label', 'admin.pageEditor.field.feeLabel'),
				{
					name: 'amount',
					shape: 'number',
					label: 'admin.pageEditor.field.amount',
					hint: 'admin.pageEditor.hint.amount',
					max: 1_000_000_000,
				},
				bi('note', 'admin.pageEditor.field.feeNote'),
			],
		},
	},
	facts: {
		fields: [],
		rows: {
			name: 'items',
			label: 'admin.pageEditor.row.fact',
			fields: [
				bi('label', 'admin.pageEditor.field.factLabel'),
				bi('value', 'admin.pageEditor.field.factValue'),
			],
		},
	},
	timeline: {
		fields: [],
		rows: {
			name: 'items',
			label: 'admin.pageEditor.row.step',
			fields: [
				bi('when', 'admin.pageEditor.field.when'),
				bi('text', 'admin.pageEditor.field.stepText', 'textarea'),
			],
		},
	},
	callout: {
		fields: [
			bi('text', 'admin.pageEditor.field.calloutText', 'textarea'),
			{
				name: 'tone',
				shape: 'select',
				label: 'admin.pageEditor.field.tone',
				options: ['info', 'warning'],
			},
		],
	},
	actions: {
		fields: [],
		rows: {
			name: 'actions',
			label: 'admin.pageEditor.row.button',
			fields: [
				bi('label', 'admin.pageEditor.field.buttonLabel'),
				{
					name: 'href',
					shape: 'href',
					label: 'admin.pageEditor.field.buttonHref',
					hint: 'admin.pageEditor.hint.href',
				},
			],
		},
	},
	contact: { fields: [] },
	openingHours: { fields: [] },
	emergencyNumbers: { fields: [] },
	map: { fields: [] },
	mayorProfile: { fields: [] },
	cabinet: { fields: [] },
	events: {
		fields: [
			{
				name: 'limit',
				shape: 'number',
				label: 'admin.pageEditor.field.eventsLimit',
				hint: 'admin.pageEditor.hint.eventsLimit',
				max: 24,
			},
		],
	},
	bids: { fields: [] },
	jobs: { fields: [] },
	businessSearch: { fields: [] },
	picture: {
		fields: [
			{
				name: 'image',
				shape: 'picture',
				label: 'admin.pageEditor.field.picture',
				hint: 'admin.pageEditor.hint.picture',
			},
			{ ...bi('alt', 'admin.pageEditor.field.alt'), hint: 'admin.form.altHint' },
			{
				name: 'decorative',
				shape: 'checkbox',
				label: 'admin.form.decorative',
				hint: 'admin.form.decorativeHint',
			},
		],
	},
	documents: {
		fields: [
			{
				name: 'documents',
				shape: 'documents',
				label: 'admin.pageEditor.field.documents',
				hint: 'admin.pageEditor.hint.documents',
			},
		],
	},
} satisfies Record<string, KindSpec>

export type BlockKind = keyof typeof kindSpecs
export const blockKinds = Object.keys(kindSpecs) as BlockKind[]

export const isBlockKind = (value: string): value is BlockKind =>
	Object.prototype.hasOwnProperty.call(kindSpecs, value)

/** A kind's description, typed for the generic code that walks it. */
export const specOf = (kind: BlockKind): KindSpec => kindSpecs[kind]

/** Shapes with a value in each language. */
export const isBilingualShape = (shape: FieldShape) =>
	shape === 'text' || shape === 'textarea' || shape === 'paragraphs' || shape === 'lines'
