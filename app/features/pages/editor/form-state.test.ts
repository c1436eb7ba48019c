import { describe, expect, test } from 'vitest'
import { contentPages } from '#app/seed/pages/index'
import { blockSchema, pageContentSchema, type StoredPageContent } from '../block-schema'
import { blockKinds, commonFields, kindSpecs, specOf } from './block-specs'
import {
	applyOperation,
	blockNumbers,
	compact,
	contentToValues,
	emptyBlockValues,
	rowNumbers,
	valuesToContent,
	type FormValues,
} from './form-state'

// The page editor's form is the page: a page turned into the form and back is the same page, for
// every sample page and every block kind, and the buttons that change the form's structure do
// exactly what they say (and nothing for a value they do not know).

const limits = { blocks: 60, rows: 40 }

const stored = (page: (typeof contentPages)[number]): StoredPageContent =>
	pageContentSchema.parse({
		title: page.title,
		description: page.description,
		intro: page.intro,
		blocks: page.blocks,
	})

const roundTrip = (content: StoredPageContent) =>
	pageContentSchema.parse(valuesToContent(contentToValues(content)))

const page = (blocks: unknown[]): StoredPageContent =>
	pageContentSchema.parse({
		title: { en: 'Water', fr: 'Eau' },
		description: { en: 'About water', fr: 'L’eau' },
		intro: { en: '', fr: '' },
		blocks,
	})

const bi = (en: string, fr = `${en} (fr)`) => ({ en, fr })

describe('page → form → page', () => {
	test('there are sample pages to try', () => {
		expect(contentPages.length).toBeGreaterThan(20)
	})

	for (const sample of contentPages) {
		test(`${sample.path} comes back unchanged`, () => {
			const content = stored(sample)
			expect(roundTrip(content)).toEqual(content)
		})
	}

	test('every kind, with every optional field filled, comes back unchanged', () => {
		const content = page([
			{
				kind: 'prose',
				id: 'intro',
				title: bi('Heading'),
				intro: bi('Lead'),
				paragraphs: [bi('One'), bi('Two')],
			},
			{ kind: 'list', items: [bi('First'), bi('Second')], ordered: true },
			{ kind: 'list', items: [bi('Unordered')] },
			{
				kind: 'cards',
				columns: 3,
				cards: [
					{
						title: bi('Card'),
						text: bi('Text'),
						icon: 'leaf',
						items: [bi('a'), bi('b')],
						action: { label: bi('Go'), href: '/services/tax#fees' },
					},
					{ title: bi('Bare'), text: bi('Only text') },
				],
			},
			{
				kind: 'fees',
				items: [
					{ label: bi('Copy'), amount: 0, note: bi('free') },
					{ label: bi('Other'), amount: 2500 },
				],
			},
			{ kind: 'facts', items: [{ label: bi('Who'), value: bi('Anyone') }] },
			{ kind: 'timeline', items: [{ when: bi('Monday'), text: bi('Apply') }] },
			{ kind: 'callout', text: bi('Careful {phone}'), tone: 'warning' },
			{ kind: 'callout', text: bi('Plain') },
			{ kind: 'actions', actions: [{ label: bi('Apply'), href: '#apply' }] },
			{ kind: 'events', limit: 4 },
			{ kind: 'events' },
			...[
				'contact',
				'openingHours',
				'emergencyNumbers',
				'map',
				'mayorProfile',
				'cabinet',
				'bids',
				'jobs',
				'businessSearch',
			].map((kind) => ({ kind, title: bi(`A ${kind}`) })),
			{
				kind: 'picture',
				id: 'photo',
				title: bi('Works'),
				image: 'upload:0123456789abcdef0123:1600x900:400,800,1200',
				alt: bi('A grader on a red road'),
			},
			{ kind: 'picture', image: 'news-roads', alt: { en: '', fr: '' }, decorative: true },
			{ kind: 'documents', title: bi('Forms'), documents: [7, 3, 12] },
		])
		expect(new Set(content.blocks.map((b) => b.kind))).toEqual(new Set(blockKinds))
		expect(roundTrip(content)).toEqual(content)
	})

	test('texts are trimmed and a paragraph missing in one language is paired by position', () => {
		const values = contentToValues(page([{ kind: 'prose', paragraphs: [] }]))
		values['b.0.paragraphs.en'] = '  One \n\n\n Two  \r\n\r\nThree'
		values['b.0.paragraphs.fr'] = 'Un\n \nDeux'
		values['title.en'] = '  Water  '
		const content = pageContentSchema.parse(valuesToContent(values))
		expect(content.title.en).toBe('Water')
		expect(content.blocks[0]).toEqual({
			kind: 'prose',
			paragraphs: [
				{ en: 'One', fr: 'Un' },
				{ en: 'Two', fr: 'Deux' },
				{ en: 'Three', fr: '' },
			],
		})
	})

	test('an empty row of a new fees block fails on its amount, not silently', () => {
		const values = { ...contentToValues(page([])), ...emptyBlockValues('fees', 0) }
		const parsed = pageContentSchema.safeParse(valuesToContent(values))
		expect(parsed.success).toBe(false)
		expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('blocks.0.items.0.amount')
	})

	test('documents ticked come back in their order, each once; an id that is not one is refused', () => {
		const values = contentToValues(page([{ kind: 'documents', documents: [5] }]))
		expect(values['b.0.documents']).toBe('5')
		values['b.0.documents'] = '9,5,9'
		expect(pageContentSchema.parse(valuesToContent(values)).blocks[0]).toEqual({
			kind: 'documents',
			documents: [9, 5],
		})
		values['b.0.documents'] = '9,x'
		const parsed = pageContentSchema.safeParse(valuesToContent(values))
		expect(parsed.error?.issues[0]?.path).toEqual(['blocks', 0, 'documents', 1])
		delete values['b.0.documents']
		const none = pageContentSchema.safeParse(valuesToContent(values))
		expect(none.error?.issues[0]?.path).toEqual(['blocks', 0, 'documents'])
	})

	test('a new picture block has no picture: the schema asks for one, and for its descriptions', () => {
		const values = { ...contentToValues(page([])), ...emptyBlockValues('picture', 0) }
		expect(values['b.0.image']).toBe('')
		const parsed = pageContentSchema.safeParse(valuesToContent(values))
		expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['blocks.0.image'])
		values['b.0.image'] = 'news-roads'
		const undescribed = pageContentSchema.safeParse(valuesToContent(values))
		expect(undescribed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
			['blocks.0.alt.en', 'admin.validation.altRequired'],
			['blocks.0.alt.fr', 'admin.validation.altRequired'],
		])
		values['b.0.decorative'] = 'on'
		expect(pageContentSchema.parse(valuesToContent(values)).blocks[0]).toEqual({
			kind: 'picture',
			image: 'news-roads',
			alt: { en: '', fr: '' },
			decorative: true,
		})
	})

	test('a number that is not one stays text, so the schema refuses it', () => {
		const values = contentToValues(
			page([{ kind: 'fees', items: [{ label: bi('Copy'), amount: 5 }] }]),
		)
		values['b.0.items.0.amount'] = '12 000'
		const parsed = pageContentSchema.safeParse(valuesToContent(values))
		expect(parsed.error?.issues[0]?.path).toEqual(['blocks', 0, 'items', 0, 'amount'])
	})
})

describe('block kinds and their specs', () => {
	const schemaKinds = blockSchema.options.map((o) => o.shape.kind.value)

	test('every kind the schema knows has a spec, and every spec is a kind the schema knows', () => {
		expect([...blockKinds].sort()).toEqual([...schemaKinds].sort())
	})

	test('each spec names only fields its kind has, and rows only where the kind has them', () => {
		for (const option of blockSchema.options) {
			const kind = option.shape.kind.value
			const spec = specOf(kind)
			const fields = Object.keys(option.shape)
			for (const field of [...commonFields, ...spec.fields]) {
				expect(fields, `${kind}.${field.name}`).toContain(field.name.split('.')[0])
			}
			if (spec.rows) expect(fields, `${kind} rows`).toContain(spec.rows.name)
			// Every field of the kind is in the form (nothing a page holds is lost by editing it).
			const covered = new Set([
				'kind',
				...[...commonFields, ...spec.fields].map((f) => f.name.split('.')[0]),
				...(spec.rows ? [spec.rows.name] : []),
			])
			for (const field of fields) expect(covered, `${kind}: ${field}`).toContain(field)
		}
	})

	test('kindSpecs and blockKinds agree', () => {
		expect(Object.keys(kindSpecs)).toEqual(blockKinds)
	})
})

describe('changes of structure', () => {
	const base = () =>
		contentToValues(
			page([
				{ kind: 'prose', paragraphs: [bi('P')] },
				{
					kind: 'fees',
					items: [
						{ label: bi('A'), amount: 1 },
						{ label: bi('B'), amount: 2 },
						{ label: bi('C'), amount: 3 },
					],
				},
				{ kind: 'callout', text: bi('Note') },
			]),
		)
	const kinds = (values: FormValues) => blockNumbers(values).map((n) => values[`b.${n}.kind`])
	const feeLabels = (values: FormValues, n = 1) =>
		rowNumbers(values, n, 'items').map((m) => values[`b.${n}.items.${m}.label.en`])

	test('add a block of a kind: at the end, empty, with one empty row when it has rows', () => {
		const result = applyOperation(base(), 'add-block', 'timeline', limits)!
		expect(kinds(result.values)).toEqual(['prose', 'fees', 'callout', 'timeline'])
		expect(result.focus).toBe('block-3')
		expect(result.values['b.3.items.0.when.en']).toBe('')
		expect(result.values['b.3.items.0.text.fr']).toBe('')
		// What was typed before is kept.
		expect(result.values['b.2.text.en']).toBe('Note')
	})

	test('past the limits, nothing is added and the refusal says which limit', () => {
		const full = applyOperation(base(), 'add-block', 'prose', { blocks: 3, rows: 40 })!
		expect(full.refused).toBe('blocks')
		expect(full.focus).toBe('add-block')
		expect(kinds(full.values)).toHaveLength(3)
		const rows = applyOperation(base(), 'add-row:1', '', { blocks: 60, rows: 3 })!
		expect(rows.refused).toBe('rows')
		expect(feeLabels(rows.values)).toEqual(['A', 'B', 'C'])
		// Just under the limit it works.
		const added = applyOperation(base(), 'add-row:1', '', { blocks: 60, rows: 4 })!
		expect(added.refused).toBeUndefined()
		expect(feeLabels(added.values)).toEqual(['A', 'B', 'C', ''])
		expect(added.focus).toBe('block-1-row-3')
	})

	test('remove a block: the others close up and keep their texts', () => {
		const result = applyOperation(base(), 'remove-block:1', '', limits)!
		expect(kinds(result.values)).toEqual(['prose', 'callout'])
		expect(result.values['b.1.text.fr']).toBe('Note (fr)')
		expect(Object.keys(result.values).some((k) => k.startsWith('b.2.'))).toBe(false)
		expect(result.focus).toBe('block-0')
		const last = applyOperation(
			contentToValues(page([{ kind: 'map' }])),
			'remove-block:0',
			'',
			limits,
		)!
		expect(blockNumbers(last.values)).toEqual([])
		expect(last.focus).toBe('add-block')
	})

	test('move a block up and down, with its rows; not past either end', () => {
		const up = applyOperation(base(), 'up-block:2', '', limits)!
		expect(kinds(up.values)).toEqual(['prose', 'callout', 'fees'])
		expect(feeLabels(up.values, 2)).toEqual(['A', 'B', 'C'])
		expect(up.focus).toBe('block-1')
		const down = applyOperation(base(), 'down-block:0', '', limits)!
		expect(kinds(down.values)).toEqual(['fees', 'prose', 'callout'])
		expect(applyOperation(base(), 'up-block:0', '', limits)).toBeNull()
		expect(applyOperation(base(), 'down-block:2', '', limits)).toBeNull()
	})

	test('rows: add, remove, move up and down within their block', () => {
		expect(feeLabels(applyOperation(base(), 'remove-row:1:0', '', limits)!.values)).toEqual([
			'B',
			'C',
		])
		expect(feeLabels(applyOperation(base(), 'up-row:1:2', '', limits)!.values)).toEqual([
			'A',
			'C',
			'B',
		])
		const down = applyOperation(base(), 'down-row:1:0', '', limits)!
		expect(feeLabels(down.values)).toEqual(['B', 'A', 'C'])
		expect(down.values['b.1.items.1.amount']).toBe('1')
		expect(down.focus).toBe('block-1-row-1')
		expect(applyOperation(base(), 'up-row:1:0', '', limits)).toBeNull()
		expect(applyOperation(base(), 'down-row:1:2', '', limits)).toBeNull()
		// A block without rows has none to add or remove.
		expect(applyOperation(base(), 'add-row:2', '', limits)).toBeNull()
		expect(applyOperation(base(), 'remove-row:2:0', '', limits)).toBeNull()
	})

	test('the form as sent, with gaps in the numbers, is renumbered in order first', () => {
		const values: FormValues = {
			'title.en': 'T',
			'b.7.kind': 'fees',
			'b.7.items.4.label.en': 'second',
			'b.7.items.2.label.en': 'first',
			'b.3.kind': 'callout',
			'b.3.text.en': 'callout',
			'b.5.title.en': 'a field without its kind',
		}
		expect(compact(values)).toEqual({
			'title.en': 'T',
			'b.0.kind': 'callout',
			'b.0.text.en': 'callout',
			'b.1.kind': 'fees',
			'b.1.items.0.label.en': 'first',
			'b.1.items.1.label.en': 'second',
		})
		const result = applyOperation(values, 'remove-row:1:0', '', limits)!
		expect(result.values['b.1.items.0.label.en']).toBe('second')
	})

	test('an operation it does not know, or a block or row that is not there, changes nothing', () => {
		const hostile = [
			'',
			'save',
			'delete',
			'add-block:',
			'remove-block',
			'remove-block:',
			'remove-block: 0',
			'remove-block:0x1',
			'remove-block:1e0',
			'remove-block:-0',
			'remove-block:1.0',
			'remove-block:9',
			'remove-block:-1',
			'remove-block:NaN',
			'remove-block:Infinity',
			'up-block:',
			'down-block:',
			'add-row:',
			'add-row:9',
			'remove-row:1',
			'remove-row:1:',
			'remove-row:1:9',
			'remove-row::0',
			'up-row:1:',
			'down-row:1:x',
			'__proto__',
			'constructor',
			'toString:0',
			'remove-block:0<script>',
			'REMOVE-BLOCK:0',
		]
		for (const op of hostile) expect(applyOperation(base(), op, 'prose', limits), op).toBeNull()
		for (const kind of ['', 'video', '__proto__', 'constructor', 'hasOwnProperty', 'Prose']) {
			expect(applyOperation(base(), 'add-block', kind, limits), kind).toBeNull()
		}
	})
})
