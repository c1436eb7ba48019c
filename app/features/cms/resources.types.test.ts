import { expect, test } from 'vitest'
import { bilingual, image } from './fields'
import type { ListColumn, ResourceDef, ResourceField } from './resources'

// Checked by `npm run typecheck`, where each @ts-expect-error fails the check if the line below
// it compiles: a content type's definition is held to its table's columns in db/schema.ts.
test('a definition naming what its table does not have does not compile', () => {
	const wrong = {
		// @ts-expect-error news has no column titel_en
		column: { name: 'titel_en', kind: 'text', label: 'admin.form.titleEn', max: 200 },
		// @ts-expect-error status is the engine's (Publish, Save Draft), not a form field
		engine: { name: 'status', kind: 'text', label: 'admin.col.status', max: 10 },
	} satisfies Record<string, ResourceField<'news'>>
	// @ts-expect-error sort_order is a number: it takes a number field
	const kind: ResourceField<'faqs'> = {
		name: 'sort_order',
		kind: 'text',
		label: 'admin.field.sortOrder',
		max: 4,
	}
	// @ts-expect-error a partner's logo cannot be null: the definition must store '' when empty
	const logo: ResourceField<'partners'> = image('logo', 'admin.field.logo')
	// @ts-expect-error events have no column `titel`, nor a pair titel_en/titel_fr
	const column: ListColumn<'events'> = { field: 'titel', label: 'admin.col.title', kind: 'text' }
	// @ts-expect-error quick links have no status column, so they cannot be publishable
	const publishable: ResourceDef<'quick_links'>['publishable'] = true
	// @ts-expect-error nor can news be ordered by a sort_order column it does not have
	const ordered: ResourceDef<'news'>['ordered'] = true
	// @ts-expect-error only news has a slug column
	const slug: ResourceDef<'events'>['slug'] = 'slug'
	// The same written right compiles.
	const right: ResourceField<'news'>[] = [
		...bilingual('title', 'text', ['admin.form.titleEn', 'admin.form.titleFr'], 200),
		image('image', 'admin.form.image'),
	]
	const rightLogo: ResourceField<'partners'> = image('logo', 'admin.field.logo', { empty: '' })
	expect([wrong, kind, logo, column, publishable, ordered, slug, right, rightLogo]).toHaveLength(9)
})
