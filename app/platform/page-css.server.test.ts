import { expect, test } from 'vitest'
import {
	classesInScript,
	classesOf,
	elementsInScript,
	elementsOf,
	pageCss,
	prepareCss,
	renameClasses,
	shortNames,
	shortNamesFit,
} from './page-css.server'

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

// Base styles as Tailwind's preflight and app.css write them, each needing an element, an id or a field.
const BASE = [
	'@layer base{',
	'*,:after,:before{box-sizing:border-box}',
	'html,:host{line-height:1.5}',
	'sub,sup{font-size:75%}',
	'code,kbd,samp,pre{font-family:monospace}',
	':where(select:is([multiple],[size])) optgroup{font-weight:bolder}',
	'textarea{resize:vertical}',
	'::-webkit-datetime-edit-year-field{padding-block:0}',
	'::file-selector-button{margin-inline-end:4px}',
	'::placeholder{opacity:1}',
	'[hidden]:where(:not([hidden=until-found])){display:none!important}',
	':-moz-focusring:where(:not(iframe)){outline:auto}',
	'li:nth-child(odd){color:red}',
	'#admin-main a{overflow-wrap:anywhere}',
	'#admin-main .grid{grid-template-columns:minmax(0,1fr)}',
	'}',
	'@layer utilities{.flex{display:flex}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}}',
].join('')

test('base styles go with the elements, ids and fields they need; a page without elements keeps them', () => {
	const prepared = prepareCss(BASE)
	const page =
		'<html><body><main id="main"><ul><li class="flex">x</li></ul><input type="search"></main></body></html>'
	const css = pageCss(prepared, classesOf(page), elementsOf(page))
	// Needed by no element, or by elements the page has: kept.
	expect(css).toContain('*,:after,:before{')
	expect(css).toContain('html,:host{')
	expect(css).toContain('::placeholder{')
	expect(css).toContain('[hidden]:where(')
	expect(css).toContain(':-moz-focusring:where(:not(iframe))')
	expect(css).toContain('li:nth-child(odd)')
	expect(css).toContain('.flex{')
	// Elements, ids and fields it has none of: gone.
	for (const gone of [
		'sub,sup',
		'code,',
		'optgroup',
		'textarea',
		'datetime',
		'file-selector',
		'#admin-main',
		'svg{',
	])
		expect(css).not.toContain(gone)
	// With them, kept: a date field, a file field, `sub`, the staff area's main, an svg.
	const more =
		'<main id="admin-main"><a>1</a><sub>1</sub><input type="date"><input type="file"><select multiple><optgroup></optgroup></select><b class="grid [&amp;_svg]:size-4"><svg></svg></b></main>'
	const full = pageCss(prepared, classesOf(more), elementsOf(more))
	for (const kept of [
		'sub,sup',
		'optgroup',
		'datetime',
		'file-selector',
		'#admin-main a',
		'#admin-main .grid',
		'svg{',
	])
		expect(full).toContain(kept)
	expect(full).not.toContain('textarea')
	// Without a list of elements, only the classes filter (as before).
	expect(pageCss(prepared, new Set())).toContain('textarea{')
	// The same classes and elements share their CSS; other elements, other CSS.
	expect(pageCss(prepared, classesOf(page), elementsOf(page))).toBe(css)
	expect(pageCss(prepared, classesOf(page), elementsOf(`${page}<textarea></textarea>`))).toContain(
		'textarea{',
	)
	// A script's quoted words that rules need: the elements it may create.
	expect(
		[...elementsInScript(prepared, 'a("sub","x"),document.createElement(\'textarea\')')].sort(),
	).toEqual(['sub', 'textarea'])
})

test('short class names: the document and its CSS renamed alike, the classes a script names kept', () => {
	const prepared = prepareCss(CSS)
	const html =
		'<div class="flex shadow-md"><template><li class="group-open/menu:hidden hover:underline"></li></template>' +
		'<span class="not-a-class flex">flex class="x"</span><p class="sm:grid"></p></div>'
	const classes = classesOf(html)
	// `hover:underline` is one an island adds or removes: it keeps its name.
	const names = shortNames(prepared, new Set(['hover:underline']))
	// The stylesheet's classes, sorted, get the short names, whichever page they are on.
	expect([...names.map]).toEqual([
		['flex', 'a'],
		['group-open/menu:hidden', 'b'],
		['shadow-md', 'c'],
		['sm:grid', 'd'],
		['text-red-700', 'e'],
	])
	expect(shortNamesFit(classes, names)).toBe(true)
	// An island's class list the builder wrote in short names is read as the classes it is for.
	expect(
		[
			...classesInScript(prepared, 'x.className="a c";y.classList.add("hover:underline")', names),
		].sort(),
	).toEqual(['flex', 'hover:underline', 'shadow-md'])
	expect(renameClasses(html, names)).toBe(
		'<div class="a c"><template><li class="b hover:underline"></li></template>' +
			'<span class="not-a-class a">flex class="x"</span><p class="d"></p></div>',
	)
	const css = pageCss(prepared, classes, undefined, names)
	expect(css).toContain('.a{display:flex}')
	expect(css).toContain('.c{--tw-shadow:')
	expect(css).toContain('@media (width>=40rem){.d{display:grid}}')
	// A class inside the selector's own `:is(:where(…))` that is no rule's own stays as it was.
	expect(css).toContain('.b:is(:where(.group\\/menu):is([open]) *){display:none}')
	expect(css).toContain('.hover\\:underline:hover{text-decoration:underline}')
	expect(css).not.toMatch(/\.flex\b|shadow-md|sm\\:grid|\.e\b/)
	// Kept apart from the same classes' CSS without short names.
	expect(pageCss(prepared, classes)).toContain('.flex{display:flex}')
	expect(pageCss(prepared, classes, undefined, names)).toBe(css)
	// A page with a class of its own that is a short name (a council's text, say) keeps its names:
	// the rule for `.a` would select it.
	expect(shortNamesFit(new Set(['flex', 'a']), names)).toBe(false)
})

test('short names never take a class the stylesheet names anywhere in a selector', () => {
	const prepared = prepareCss(
		`.a{color:red}.b .x{color:blue}.wide{width:100%}[data-k=".c"]{margin:0}`,
	)
	// `a`, `b` and `x` are the stylesheet's own; `.c` inside an attribute's quotes is not a class.
	expect([...prepared.tokens].sort()).toEqual(['a', 'b', 'wide', 'x'])
	const names = shortNames(prepared, new Set())
	expect([...names.map]).toEqual([
		['a', 'c'],
		['b', 'd'],
		['wide', 'e'],
	])
	expect(pageCss(prepared, new Set(['wide']), undefined, names)).toContain('.e{width:100%}')
})
