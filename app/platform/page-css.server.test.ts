import { expect, test } from 'vitest'
import { classesInScript, classesOf, pageCss, prepareCss } from './page-css.server'

// A stylesheet shaped as Tailwind writes it (minified), with what the filter must keep or drop.
const CSS = [
	'@layer properties{@supports (x:y){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-space-y-reverse:0}}}',
	'@layer theme,base,components,utilities;',
	'@layer theme{:root,:host{--font-sans:system-ui;--default-font-family:var(--font-sans);--color-red-700:#b91c1c;--color-slate-900:#0f172a}}',
	'@layer base{html{font-family:var(--default-font-family)}[hidden]{display:none!important}}',
	'@layer utilities{',
	'.flex{display:flex}',
	'.text-red-700{color:var(--color-red-700)}',
	'.shadow-md{--tw-shadow:0 4px 6px #0001;box-shadow:var(--tw-shadow)}',
	'@media (width>=40rem){.sm\\:grid{display:grid}}',
	'.group-open\\/menu\\:hidden:is(:where(.group\\/menu):is([open]) *){display:none}',
	'.hover\\:underline:hover{text-decoration:underline}',
	'}',
	'@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
	'@property --tw-space-y-reverse{syntax:"*";inherits:false;initial-value:0}',
	'@keyframes spin{to{transform:rotate(360deg)}}',
].join('')

test('a page keeps the rules of its classes, the base styles and the custom properties they use', () => {
	const prepared = prepareCss(CSS)
	const css = pageCss(
		prepared,
		new Set(['flex', 'shadow-md', 'group-open/menu:hidden', 'not-a-class']),
	)
	// Its classes' rules, and a variant's (a selector with more than the utility's class).
	expect(css).toContain('.flex{display:flex}')
	expect(css).toContain('.shadow-md{')
	expect(css).toContain('.group-open\\/menu\\:hidden:is(')
	// Base styles need no class; the theme values they use, through one another, are kept.
	expect(css).toContain('html{font-family:var(--default-font-family)}')
	expect(css).toContain('[hidden]{display:none!important}')
	expect(css).toContain('--default-font-family:var(--font-sans)')
	expect(css).toContain('--font-sans:system-ui')
	// The layers' order, and what is not a rule (keyframes), as they are.
	expect(css).toContain('@layer theme,base,components,utilities;')
	expect(css).toContain('@keyframes spin')
	// The shadow's custom property: its default and its @property are kept; unused ones are not.
	expect(css).toContain('@property --tw-shadow{')
	expect(css).toContain('--tw-shadow:0 0 #0000')
	expect(css).not.toContain('--tw-space-y-reverse')
	// Classes the page does not name: their rules, media blocks and theme values go.
	expect(css).not.toContain('.text-red-700')
	expect(css).not.toContain('--color-red-700')
	expect(css).not.toContain('--color-slate-900')
	expect(css).not.toContain('sm\\:grid')
	expect(css).not.toContain('@media')
	expect(css).not.toContain('hover\\:underline')
	expect(css.length).toBeLessThan(CSS.length)
})

test('the same classes give the same CSS, kept once; other classes, other CSS', () => {
	const prepared = prepareCss(CSS)
	const a = pageCss(prepared, new Set(['flex', 'sm:grid']))
	expect(a).toContain('@media (width>=40rem){.sm\\:grid{display:grid}}')
	expect(pageCss(prepared, new Set(['sm:grid', 'flex', 'unknown']))).toBe(a)
	expect(prepared.kept.size).toBe(1)
	expect(pageCss(prepared, new Set(['hover:underline']))).toContain('.hover\\:underline:hover')
	expect(prepared.kept.size).toBe(2)
})

test('a document’s classes come from its class attributes, templates included; a script’s from its words', () => {
	const html =
		'<div class="flex  shadow-md"><template><li class="text-red-700 group-open/menu:hidden"></li></template><p>flex-text class</p></div>'
	expect([...classesOf(html)].sort()).toEqual(
		['flex', 'group-open/menu:hidden', 'shadow-md', 'text-red-700'].sort(),
	)
	const prepared = prepareCss(CSS)
	expect([
		...classesInScript(prepared, 'e.className="sm:grid hover:underline",x="flexible"'),
	]).toEqual(['sm:grid', 'hover:underline'])
	expect([...classesInScript(prepared, 'e.className="sm:grid flex"')].sort()).toEqual([
		'flex',
		'sm:grid',
	])
})
