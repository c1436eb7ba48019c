import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { Field, Fieldset, Input, Radio } from './field'

// The shared form controls (decision 044) as the public forms use them (decision 045): a field
// wired to its hint and its message, and the variants added for the public site, which leave
// every control drawn without them as it was.

const classOf = (html: string) => /class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []

describe('a field', () => {
	test('its label, hint and message are read with the control; the control is marked', () => {
		const html = renderToStaticMarkup(
			<Field id="contact-phone" label="Phone" hint="Digits and +" error="Enter a phone number">
				{(control) => <Input {...control} name="phone" />}
			</Field>,
		)
		expect(html).toMatch(/<label for="contact-phone"[^>]*>Phone<\/label>/)
		expect(html).toContain('id="contact-phone-hint"')
		expect(html).toContain('id="contact-phone-error"')
		expect(html).toMatch(
			/<input id="contact-phone" aria-describedby="contact-phone-hint contact-phone-error" aria-invalid="true"/,
		)
	})

	test('nothing wrong: no message, not marked', () => {
		const html = renderToStaticMarkup(
			<Field id="q" label="Search">
				{(control) => <Input {...control} name="q" />}
			</Field>,
		)
		expect(html).not.toContain('aria-invalid="')
		expect(html).not.toContain('aria-describedby="')
		expect(html).not.toContain('q-error')
	})

	test('messages at reading size on public forms, small by default', () => {
		const draw = (errorSize?: 'base') =>
			renderToStaticMarkup(
				<Field id="f" label="F" error="Wrong" errorSize={errorSize}>
					{(control) => <Input {...control} />}
				</Field>,
			)
		expect(draw()).toMatch(/<p id="f-error" class="text-sm font-semibold text-danger">/)
		expect(draw('base')).toMatch(/<p id="f-error" class="text-base font-semibold text-danger">/)
	})
})

describe('variants added for the public site', () => {
	test('an input without them is drawn as before: a slate edge, one line, no capitals', () => {
		const classes = classOf(renderToStaticMarkup(<Input />))
		expect(classes).toEqual(expect.arrayContaining(['border-slate-500', 'h-11', 'px-3']))
		expect(classes).not.toContain('uppercase')
		expect(classes).not.toContain('border-white/60')
	})

	test('the search box on the hero, and a reference in capitals', () => {
		const hero = classOf(renderToStaticMarkup(<Input shape="search" tone="onColour" />))
		expect(hero).toEqual(expect.arrayContaining(['h-12', 'px-4', 'border-white/60']))
		expect(hero).not.toContain('border-slate-500')
		expect(hero).not.toContain('h-11')
		expect(classOf(renderToStaticMarkup(<Input capitals />))).toContain('uppercase')
	})

	test('a brand-coloured tick, and a boxed group', () => {
		expect(classOf(renderToStaticMarkup(<Radio tone="brand" />))).toContain('accent-primary')
		expect(classOf(renderToStaticMarkup(<Radio />))).not.toContain('accent-primary')
		const boxed = renderToStaticMarkup(
			<Fieldset legend="Answer" frame="boxed">
				<span />
			</Fieldset>,
		)
		expect(boxed).toContain('rounded-md border border-slate-300 p-4')
		expect(boxed).toContain('<legend class="font-semibold text-slate-900 px-1">')
	})
})
