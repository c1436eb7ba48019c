import { describe, expect, test } from 'vitest'
import { pageContentSchema } from '../block-schema'
import {
	fieldForIssue,
	formValues,
	hasRefusedLinks,
	ownLabel,
	paragraphPreviews,
	validatePage,
} from './editor.server'
import { contentToValues, type FormValues } from './form-state'

// What the editor says about a form it cannot save, field by field: each schema issue lands on
// the field the clerk typed it in.

const bi = (en: string, fr = `${en} fr`) => ({ en, fr })

function form(blocks: unknown[], extra: FormValues = {}): FormValues {
	return {
		...contentToValues(
			pageContentSchema.parse({
				title: bi('Water'),
				description: bi('About'),
				intro: bi(''),
				blocks,
			}),
		),
		pathEn: '/residents/water',
		pathFr: '/residents/eau',
		group: 'residents',
		status: 'published',
		inMenu: 'on',
		'menuLabel.en': '',
		'menuLabel.fr': '',
		...extra,
	}
}

const blocks = [
	{ kind: 'prose', paragraphs: [bi('One'), bi('Two')] },
	{ kind: 'list', items: [bi('a')] },
	{
		kind: 'cards',
		cards: [
			{ title: bi('C'), text: bi('T'), items: [bi('x')], action: { label: bi('Go'), href: '/x' } },
		],
	},
	{ kind: 'fees', items: [{ label: bi('Copy'), amount: 5 }] },
	{ kind: 'actions', actions: [{ label: bi('Go'), href: '/x' }] },
]

describe('fieldForIssue', () => {
	const values = form(blocks)
	const cases: [PropertyKey[], string][] = [
		[['title', 'en'], 'title.en'],
		[['blocks', 0, 'paragraphs', 1, 'fr'], 'b.0.paragraphs.fr'],
		[['blocks', 0, 'paragraphs'], 'b.0.paragraphs.en'],
		[['blocks', 1, 'items', 0, 'en'], 'b.1.items.en'],
		[['blocks', 2, 'cards', 0, 'items', 0, 'fr'], 'b.2.cards.0.items.fr'],
		[['blocks', 2, 'cards', 0, 'action', 'href'], 'b.2.cards.0.action.href'],
		[['blocks', 3, 'items', 0, 'amount'], 'b.3.items.0.amount'],
		[['blocks', 3, 'items', 0, 'label', 'en'], 'b.3.items.0.label.en'],
		[['blocks', 4, 'actions', 0, 'href'], 'b.4.actions.0.href'],
		[['blocks', 0, 'id'], 'b.0.id'],
		// A block's own problem (too many cards), or one the form has no field for.
		[['blocks', 2, 'cards'], 'block-2'],
		[['blocks', 3, 'items', 0, 'surprise'], 'block-3'],
		[['blocks'], 'form'],
		[[], 'form'],
	]
	for (const [path, field] of cases) {
		test(`${path.join('.') || '(the page)'} → ${field}`, () => {
			expect(fieldForIssue(path, values)).toBe(field)
		})
	}

	test('every issue of a broken form is on a field of the form', () => {
		const broken = form(blocks, {
			'b.0.paragraphs.fr': `ok\n\n${'x'.repeat(5001)}`,
			'b.2.cards.0.action.href': 'javascript:alert(1)',
			'b.3.items.0.amount': 'lots',
			'b.4.actions.0.href': '//evil.example',
			'b.0.id': 'Not An Anchor',
		})
		const checked = validatePage(broken)
		expect(checked.ok).toBe(false)
		if (checked.ok) return
		expect(Object.keys(checked.errors).sort()).toEqual(
			[
				'b.0.id',
				'b.0.paragraphs.fr',
				'b.2.cards.0.action.href',
				'b.3.items.0.amount',
				'b.4.actions.0.href',
			].sort(),
		)
		expect(checked.errors['b.0.paragraphs.fr']).toEqual({
			key: 'admin.validation.tooLong',
			vars: { max: 5000 },
		})
		expect(checked.errors['b.0.id']?.key).toBe('admin.pageEditor.error.anchor')
		expect(checked.errors['b.2.cards.0.action.href']?.key).toBe('admin.pageEditor.error.href')
		expect(checked.errors['b.3.items.0.amount']?.key).toBe('admin.validation.number')
		for (const name of Object.keys(checked.errors)) expect(checked.values).toHaveProperty([name])
		// What was typed is kept as typed.
		expect(checked.values['b.3.items.0.amount']).toBe('lots')
	})
})

describe('validatePage', () => {
	test('a good form gives the page, addresses trimmed and lowercased', () => {
		const checked = validatePage(
			form(blocks, { pathEn: ' /Residents/Water/ ', pathFr: '/residents/eau' }),
		)
		expect(checked.ok).toBe(true)
		if (!checked.ok) return
		expect(checked.page.pathEn).toBe('/residents/water')
		expect(checked.page.inMenu).toBe(true)
		expect(checked.page.menuLabel).toEqual({ en: '', fr: '' })
		expect(checked.page.content.blocks).toHaveLength(blocks.length)
	})

	test('empty addresses are suggested from the title; the French one follows the English one', () => {
		const checked = validatePage(form([], { pathEn: '', pathFr: '', 'title.en': 'Water supply' }))
		expect(checked.ok).toBe(true)
		expect(checked.values.pathEn).toBe('/residents/water-supply')
		expect(checked.values.pathFr).toBe('/residents/water-supply')
	})

	test('addresses: format, reserved', () => {
		const bad = validatePage(form([], { pathEn: '/Bad Address!', pathFr: '/fr/x' }))
		expect(bad.ok).toBe(false)
		if (bad.ok) return
		expect(bad.errors.pathEn?.key).toBe('admin.pageEditor.error.address')
		expect(bad.errors.pathFr?.key).toBe('admin.pageEditor.error.addressReserved')
	})

	test('publishing needs the title and description in both languages; a draft needs a title', () => {
		const published = validatePage(form([], { 'title.fr': '', 'description.en': ' ' }))
		expect(published.ok).toBe(false)
		if (published.ok) return
		expect(published.errors['title.fr']?.key).toBe('admin.pageEditor.error.publishNeeds')
		expect(published.errors['description.en']?.key).toBe('admin.pageEditor.error.publishNeeds')
		expect(
			validatePage(form([], { status: 'draft', 'title.fr': '', 'description.en': '' })).ok,
		).toBe(true)
		const untitled = validatePage(form([], { status: 'draft', 'title.en': '', 'title.fr': '' }))
		expect(untitled.ok ? null : untitled.errors['title.en']?.key).toBe(
			'admin.pageEditor.error.titleRequired',
		)
	})

	test('a group or status that is not one, a menu label over 60 characters', () => {
		const checked = validatePage(
			form([], { group: 'admin', status: 'live', 'menuLabel.fr': 'x'.repeat(61) }),
		)
		expect(checked.ok).toBe(false)
		if (checked.ok) return
		expect(checked.errors.group?.key).toBe('admin.validation.choose')
		expect(checked.errors.status?.key).toBe('admin.validation.choose')
		expect(checked.errors['menuLabel.fr']).toEqual({
			key: 'admin.validation.tooLong',
			vars: { max: 60 },
		})
	})
})

test('a menu label that is just the title shows empty (the title is used), any other as it is', () => {
	expect(ownLabel('Water supply', 'Water supply')).toBe('')
	expect(ownLabel('Water supply', ' Water supply ')).toBe('')
	expect(ownLabel('Water', 'Water supply')).toBe('Water')
	expect(ownLabel('', 'Water supply')).toBe('')
})

describe('preview formatting', () => {
	test('each text block’s paragraphs are drawn in their language; other fields are not', () => {
		const previews = paragraphPreviews({
			'b.0.kind': 'prose',
			'b.0.paragraphs.en': '**Bold** and [tax](/services/tax)\n\n<script>x</script>',
			'b.0.paragraphs.fr': 'Voir [impôts](/services/tax)',
			'b.0.intro.en': '**not formatted here**',
			'b.1.paragraphs.en': '   ',
		})
		expect(Object.keys(previews)).toEqual(['b.0.paragraphs.en', 'b.0.paragraphs.fr'])
		expect(previews['b.0.paragraphs.en']).toEqual([
			[{ b: ['Bold'] }, ' and ', { a: '/services/tax', c: ['tax'] }],
			['<script>x</script>'],
		])
		expect(previews['b.0.paragraphs.fr']).toEqual([
			['Voir ', { a: '/fr/services/tax', c: ['impôts'] }],
		])
	})
})

describe('pictures, documents and refused links (decision 054)', () => {
	test('a picture block’s problems land on its picture and its descriptions, in the editor’s words', () => {
		const values = form([{ kind: 'picture', image: 'news-roads', alt: bi('Road') }], {
			'b.0.image': '',
			'b.0.alt.fr': ' ',
		})
		const errors = (typed: FormValues) => {
			const checked = validatePage(typed)
			return checked.ok ? {} : checked.errors
		}
		// No picture: that first (a description is asked for once there is something to describe).
		expect(errors(values)).toEqual({
			'b.0.image': { key: 'admin.pageEditor.error.pictureRequired' },
		})
		expect(errors({ ...values, 'b.0.image': 'news-roads' })).toEqual({
			'b.0.alt.fr': { key: 'admin.validation.altRequired' },
		})
		expect(errors({ ...values, 'b.0.image': 'upload:nope', 'b.0.alt.fr': 'Route' })).toEqual({
			'b.0.image': { key: 'admin.validation.imageBroken' },
		})
	})

	test('a documents block with nothing ticked says so on its list', () => {
		const values = form([{ kind: 'documents', documents: [3] }])
		delete values['b.0.documents']
		const checked = validatePage(values)
		expect(checked.ok ? null : checked.errors['b.0.documents']).toEqual({
			key: 'admin.pageEditor.error.documentsRequired',
		})
	})

	test('boxes ticked under one name arrive as one value, in their order; files are not values', () => {
		const data = new FormData()
		data.append('csrf', 'x')
		data.append('b.0.kind', 'documents')
		data.append('b.0.documents', '7')
		data.append('b.0.documents', '2')
		data.append('b.1.file', new File([new Uint8Array(3)], 'a.png'))
		data.append('title.en', 'A')
		data.append('title.en', 'B')
		expect(formValues(data)).toEqual({
			'b.0.kind': 'documents',
			'b.0.documents': '7,2',
			'title.en': 'B',
		})
	})

	test('a paragraph’s javascript: link, in either language, is a refused link; a site link is not', () => {
		const content = (p: { en: string; fr: string }) =>
			pageContentSchema.parse({
				title: bi('T'),
				description: bi('D'),
				intro: bi(''),
				blocks: [{ kind: 'prose', paragraphs: [p] }],
			})
		expect(hasRefusedLinks(content(bi('[fees](/services/tax) and [x](https://a.example)')))).toBe(
			false,
		)
		expect(hasRefusedLinks(content({ en: 'ok', fr: '[plan](javascript:alert(1))' }))).toBe(true)
		expect(hasRefusedLinks(content({ en: '[a](data:text/html,x)', fr: '' }))).toBe(true)
	})
})
