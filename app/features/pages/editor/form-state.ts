import type { StoredPageContent } from '../block-schema'
import type { Block, Bilingual } from '../types'
import {
	commonFields,
	isBilingualShape,
	isBlockKind,
	specOf,
	type BlockKind,
	type FieldSpec,
} from './block-specs'

/**
 * The page editor's state is the form itself: field name → what is typed. Names mirror the page
 * (`title.en`, `b.2.items.0.amount`, `b.3.paragraphs.fr`), so the form can be sent back as typed
 * after a validation error or a change of structure (a block added, moved or removed) without
 * losing a character, and with or without JavaScript the server does the same thing.
 */
export type FormValues = Record<string, string>

const LANGS = ['en', 'fr'] as const

/** Page fields besides the blocks. */
export const pageTextFields = ['title', 'description', 'intro'] as const

// ---------------------------------------------------------------------------------------------
// Reading the structure out of the names

const BLOCK_KIND = /^b\.(\d+)\.kind$/

/** The blocks' numbers in the form, in order. */
export function blockNumbers(values: FormValues): number[] {
	return Object.keys(values)
		.map((name) => BLOCK_KIND.exec(name)?.[1])
		.filter((n): n is string => n !== undefined)
		.map(Number)
		.sort((a, b) => a - b)
}

export function blockKind(values: FormValues, n: number): BlockKind | null {
	const kind = values[`b.${n}.kind`] ?? ''
	return isBlockKind(kind) ? kind : null
}

/** The rows' numbers of block `n` (`b.n.<rows>.<m>.<field>`), in order. */
export function rowNumbers(values: FormValues, n: number, rows: string): number[] {
	const prefix = `b.${n}.${rows}.`
	const found = new Set<number>()
	for (const name of Object.keys(values)) {
		if (!name.startsWith(prefix)) continue
		const m = /^(\d+)\./.exec(name.slice(prefix.length))?.[1]
		if (m !== undefined) found.add(Number(m))
	}
	return [...found].sort((a, b) => a - b)
}

/** Every field name of one field spec under a prefix (two for texts in both languages). */
export function fieldNames(prefix: string, field: FieldSpec): string[] {
	return isBilingualShape(field.shape)
		? LANGS.map((l) => `${prefix}${field.name}.${l}`)
		: [`${prefix}${field.name}`]
}

// ---------------------------------------------------------------------------------------------
// Page → form

const joinParagraphs = (items: Bilingual[], l: 'en' | 'fr') =>
	items
		.map((p) => p[l])
		.filter(Boolean)
		.join('\n\n')
const joinLines = (items: Bilingual[], l: 'en' | 'fr') =>
	items
		.map((p) => p[l])
		.filter(Boolean)
		.join('\n')

function get(object: unknown, path: string): unknown {
	let value: unknown = object
	for (const key of path.split('.')) {
		if (!value || typeof value !== 'object') return undefined
		value = (value as Record<string, unknown>)[key]
	}
	return value
}

function writeField(values: FormValues, prefix: string, field: FieldSpec, source: unknown) {
	const value = get(source, field.name)
	switch (field.shape) {
		case 'paragraphs':
		case 'lines': {
			const items = (Array.isArray(value) ? value : []) as Bilingual[]
			const join = field.shape === 'paragraphs' ? joinParagraphs : joinLines
			for (const l of LANGS) values[`${prefix}${field.name}.${l}`] = join(items, l)
			return
		}
		case 'text':
		case 'textarea':
			for (const l of LANGS) {
				values[`${prefix}${field.name}.${l}`] = (value as Bilingual | undefined)?.[l] ?? ''
			}
			return
		case 'checkbox':
			if (value === true) values[`${prefix}${field.name}`] = 'on'
			return
		case 'documents':
			values[`${prefix}${field.name}`] = (Array.isArray(value) ? value : []).join(',')
			return
		default:
			values[`${prefix}${field.name}`] = value === undefined ? '' : String(value)
	}
}

function writeBlock(values: FormValues, n: number, block: Block<Bilingual>) {
	const prefix = `b.${n}.`
	values[`${prefix}kind`] = block.kind
	const spec = specOf(block.kind)
	for (const field of [...commonFields, ...spec.fields]) writeField(values, prefix, field, block)
	if (spec.rows) {
		const rows = (block as unknown as Record<string, unknown[]>)[spec.rows.name] ?? []
		rows.forEach((row, m) => {
			for (const field of spec.rows!.fields) {
				writeField(values, `${prefix}${spec.rows!.name}.${m}.`, field, row)
			}
		})
	}
}

/** The form of a stored page's content. */
export function contentToValues(content: StoredPageContent): FormValues {
	const values: FormValues = {}
	for (const name of pageTextFields) {
		for (const l of LANGS) values[`${name}.${l}`] = content[name][l]
	}
	content.blocks.forEach((block, n) => writeBlock(values, n, block))
	return values
}

/** An empty block of a kind: blocks made of rows start with one empty row. */
export function emptyBlockValues(kind: BlockKind, n: number): FormValues {
	const values: FormValues = {}
	const spec = specOf(kind)
	const empty = { kind } as Block<Bilingual>
	writeBlock(values, n, empty)
	if (spec.rows) Object.assign(values, emptyRowValues(kind, n, 0))
	return values
}

export function emptyRowValues(kind: BlockKind, n: number, m: number): FormValues {
	const values: FormValues = {}
	const rows = specOf(kind).rows
	if (!rows) return values
	for (const field of rows.fields) writeField(values, `b.${n}.${rows.name}.${m}.`, field, {})
	return values
}

// ---------------------------------------------------------------------------------------------
// Form → page (a candidate: the schema decides whether it is valid)

/** A text area's paragraphs: split on empty lines, trimmed, empty ones dropped. */
export const splitParagraphs = (text: string) =>
	text
		.split(/\r?\n\s*\r?\n/)
		.map((p) => p.trim())
		.filter(Boolean)
const splitLines = (text: string) =>
	text
		.split(/\r?\n/)
		.map((p) => p.trim())
		.filter(Boolean)

/** Paired by position: a paragraph missing in one language is empty there (and not shown). */
function zip(en: string[], fr: string[]): Bilingual[] {
	return Array.from({ length: Math.max(en.length, fr.length) }, (_, i) => ({
		en: en[i] ?? '',
		fr: fr[i] ?? '',
	}))
}

function set(target: Record<string, unknown>, path: string, value: unknown) {
	const keys = path.split('.')
	let at = target
	for (const key of keys.slice(0, -1)) {
		at[key] ??= {}
		at = at[key] as Record<string, unknown>
	}
	at[keys.at(-1)!] = value
}

/** Reads one field into `target`, leaving it out when it is empty and optional. */
function readField(
	values: FormValues,
	prefix: string,
	field: FieldSpec,
	target: Record<string, unknown>,
) {
	const one = (name: string) => (values[`${prefix}${name}`] ?? '').trim()
	switch (field.shape) {
		case 'paragraphs':
		case 'lines': {
			const split = field.shape === 'paragraphs' ? splitParagraphs : splitLines
			const text = (l: 'en' | 'fr') => values[`${prefix}${field.name}.${l}`] ?? ''
			set(target, field.name, zip(split(text('en')), split(text('fr'))))
			return
		}
		case 'text':
		case 'textarea':
			set(target, field.name, { en: one(`${field.name}.en`), fr: one(`${field.name}.fr`) })
			return
		case 'checkbox':
			if (values[`${prefix}${field.name}`]) set(target, field.name, true)
			return
		case 'number': {
			const raw = one(field.name)
			// Not a number stays a string, so the schema reports it on this field.
			if (raw) set(target, field.name, /^\d+$/.test(raw) ? Number(raw) : raw)
			return
		}
		case 'select': {
			const raw = one(field.name)
			if (raw) set(target, field.name, /^\d+$/.test(raw) ? Number(raw) : raw)
			return
		}
		case 'documents': {
			// Ids in the order ticked, each once; anything else stays text for the schema to refuse.
			const parts = one(field.name)
				.split(',')
				.map((part) => part.trim())
				.filter(Boolean)
			const ids = [...new Set(parts)].map((part) => (/^\d{1,15}$/.test(part) ? Number(part) : part))
			set(target, field.name, ids)
			return
		}
		default: {
			const raw = one(field.name)
			if (raw) set(target, field.name, raw)
		}
	}
}

const isEmptyText = (value: unknown) =>
	!!value &&
	typeof value === 'object' &&
	(value as Bilingual).en === '' &&
	(value as Bilingual).fr === ''

/** Optional texts left empty in both languages are left out (a block without a heading). */
function dropEmpty(target: Record<string, unknown>, names: string[]) {
	for (const name of names) if (isEmptyText(target[name])) delete target[name]
}

function readBlock(values: FormValues, n: number): Record<string, unknown> | null {
	const kind = blockKind(values, n)
	if (!kind) return null
	const prefix = `b.${n}.`
	const spec = specOf(kind)
	const block: Record<string, unknown> = { kind }
	for (const field of [...commonFields, ...spec.fields]) readField(values, prefix, field, block)
	dropEmpty(block, ['title', 'intro'])
	if (spec.rows) {
		const rows = spec.rows
		block[rows.name] = rowNumbers(values, n, rows.name).map((m) => {
			const row: Record<string, unknown> = {}
			for (const field of rows.fields) readField(values, `${prefix}${rows.name}.${m}.`, field, row)
			dropEmpty(row, ['note'])
			const action = row.action as { label?: Bilingual; href?: string } | undefined
			if (action && isEmptyText(action.label) && !action.href) delete row.action
			if (Array.isArray(row.items) && row.items.length === 0 && rows.name === 'cards') {
				delete row.items
			}
			return row
		})
	}
	return block
}

/** The page content the form describes, for the schema to check. */
export function valuesToContent(values: FormValues): unknown {
	const text = (name: string) => ({
		en: (values[`${name}.en`] ?? '').trim(),
		fr: (values[`${name}.fr`] ?? '').trim(),
	})
	return {
		title: text('title'),
		description: text('description'),
		intro: text('intro'),
		blocks: blockNumbers(values).map((n) => readBlock(values, n)),
	}
}

// ---------------------------------------------------------------------------------------------
// Changes of structure

/** Renumbers blocks 0..n-1 and each block's rows 0..m-1, in their order. */
export function compact(values: FormValues): FormValues {
	const out: FormValues = {}
	const blocks = blockNumbers(values)
	for (const [name, value] of Object.entries(values)) {
		const match = /^b\.(\d+)\.(.*)$/.exec(name)
		if (!match) {
			out[name] = value
			continue
		}
		const n = blocks.indexOf(Number(match[1]))
		if (n === -1) continue // a field of a block without a kind: nothing to show it in
		let rest = match[2]!
		const kind = blockKind(values, Number(match[1]))
		const rows = kind ? specOf(kind).rows?.name : undefined
		const rowMatch = rows ? new RegExp(`^${rows}\\.(\\d+)\\.(.*)$`).exec(rest) : null
		if (rows && rowMatch) {
			const m = rowNumbers(values, Number(match[1]), rows).indexOf(Number(rowMatch[1]))
			rest = `${rows}.${m}.${rowMatch[2]}`
		}
		out[`b.${n}.${rest}`] = value
	}
	return out
}

/** Replaces a prefix on every name that has it (`b.3.` → `b.2.`). */
function renamePrefix(values: FormValues, from: string, to: string): FormValues {
	const out: FormValues = {}
	for (const [name, value] of Object.entries(values)) {
		out[name.startsWith(from) ? to + name.slice(from.length) : name] = value
	}
	return out
}

const without = (values: FormValues, prefix: string) =>
	Object.fromEntries(Object.entries(values).filter(([name]) => !name.startsWith(prefix)))

function swap(values: FormValues, a: string, b: string): FormValues {
	const tmp = '\u0000swap.'
	return renamePrefix(renamePrefix(renamePrefix(values, a, tmp), b, a), tmp, b)
}

/** How many `:`-separated parts each operation's value has. */
const operationParts = new Map([
	['add-block', 1],
	['remove-block', 2],
	['up-block', 2],
	['down-block', 2],
	['add-row', 2],
	['remove-row', 3],
	['up-row', 3],
	['down-row', 3],
])

/**
 * One change of structure, as a button's value: `add-block`, `remove-block:3`, `up-block:3`,
 * `down-block:3`, `add-row:3`, `remove-row:3:1`, `up-row:3:1`, `down-row:3:1`. Returns the new
 * form (compacted) and the block or row to bring into view, or null for an unknown operation.
 */
export function applyOperation(
	input: FormValues,
	operation: string,
	addKind: string,
	limits: { blocks: number; rows: number },
): { values: FormValues; focus: string; refused?: 'blocks' | 'rows' } | null {
	const values = compact(input)
	const parts = operation.split(':')
	const [op = '', a, b] = parts
	// Exactly the parts the operation takes, each a plain number: `remove-block:` or
	// `remove-block: 0x1` is not block 0 or 1 (Number('') is 0), it is a button not understood.
	if (parts.length !== (operationParts.get(op) ?? 0)) return null
	const index = (part: string | undefined) => (part && /^\d{1,4}$/.test(part) ? Number(part) : NaN)
	const n = index(a)
	const m = index(b)
	const blocks = blockNumbers(values)
	const hasBlock = Number.isInteger(n) && blocks.includes(n)
	const kind = hasBlock ? blockKind(values, n) : null
	const rows = kind ? specOf(kind).rows : undefined
	const rowList = rows ? rowNumbers(values, n, rows.name) : []
	const hasRow = Number.isInteger(m) && rowList.includes(m)
	switch (op) {
		case 'add-block': {
			if (!isBlockKind(addKind)) return null
			if (blocks.length >= limits.blocks) return { values, focus: 'add-block', refused: 'blocks' }
			const at = blocks.length
			return { values: { ...values, ...emptyBlockValues(addKind, at) }, focus: `block-${at}` }
		}
		case 'remove-block':
			if (!hasBlock) return null
			return {
				values: compact(without(values, `b.${n}.`)),
				focus: blocks.length > 1 ? `block-${Math.max(0, n - 1)}` : 'add-block',
			}
		case 'up-block':
		case 'down-block': {
			const other = op === 'up-block' ? n - 1 : n + 1
			if (!hasBlock || !blocks.includes(other)) return null
			return { values: swap(values, `b.${n}.`, `b.${other}.`), focus: `block-${other}` }
		}
		case 'add-row': {
			if (!rows || !kind) return null
			if (rowList.length >= limits.rows) return { values, focus: `block-${n}`, refused: 'rows' }
			const at = rowList.length
			return {
				values: { ...values, ...emptyRowValues(kind, n, at) },
				focus: `block-${n}-row-${at}`,
			}
		}
		case 'remove-row':
			if (!rows || !hasRow) return null
			return {
				values: compact(without(values, `b.${n}.${rows.name}.${m}.`)),
				focus: `block-${n}`,
			}
		case 'up-row':
		case 'down-row': {
			const other = op === 'up-row' ? m - 1 : m + 1
			if (!rows || !hasRow || !rowList.includes(other)) return null
			const p = `b.${n}.${rows.name}.`
			return {
				values: swap(values, `${p}${m}.`, `${p}${other}.`),
				focus: `block-${n}-row-${other}`,
			}
		}
		default:
			return null
	}
}
