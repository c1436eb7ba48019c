import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import {
	allowedHref,
	formatInline,
	formatText,
	linkTargets,
	plainInline,
	plainText,
	refusedLinks,
} from './markdown.server'
import { RichInlineText, RichText } from './rich-text'

const html = (source: string, locale: 'en' | 'fr' = 'en', heading: 2 | 3 = 2) =>
	renderToStaticMarkup(createElement(RichText, { blocks: formatText(source, { locale }), heading }))
const inlineHtml = (source: string, locale: 'en' | 'fr' = 'en') =>
	renderToStaticMarkup(createElement(RichInlineText, { nodes: formatInline(source, { locale }) }))
/** The tags a rendering uses, in order. */
const tags = (markup: string) => [...markup.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1])

describe('what the formatting language draws', () => {
	test('plain text: paragraphs split on empty lines, the words as written', () => {
		expect(html('First paragraph.\nSame paragraph.\n\nSecond one.')).toBe(
			'<p>First paragraph.\nSame paragraph.</p><p>Second one.</p>',
		)
	})

	test('bold, italic, links, headings and both kinds of list', () => {
		const out = html(
			[
				'## Road works',
				'The **market road** is *closed*. See [the tax office](/services/tax#fees).',
				'### What to bring',
				'- an ID card\n- a receipt',
				'1. Fill in\n2. Pay',
				'Then:',
				'3. Wait',
			].join('\n\n'),
		)
		expect(out).toContain('<h2 class="pt-2 text-xl font-bold text-slate-900">Road works</h2>')
		expect(out).toContain('<strong>market road</strong>')
		expect(out).toContain('<em>closed</em>')
		expect(out).toMatch(/<a href="\/services\/tax#fees" class="[^"]*">the tax office<\/a>/)
		expect(out).toContain('<h3')
		expect(tags(out)).toEqual([
			'h2',
			'p',
			'strong',
			'em',
			'a',
			'h3',
			'ul',
			'li',
			'li',
			'ol',
			'li',
			'li',
			'p',
			'ol',
			'li',
		])
		expect(out).toContain('<ol start="3"')
	})

	test('headings stay at levels 2 and 3, and under a heading of its own at 3', () => {
		expect(tags(html('# One\n\n#### Four'))).toEqual(['h2', 'h3'])
		expect(tags(html('## Two', 'en', 3))).toEqual(['h3'])
	})

	test('site paths take the page’s language; files, fragments, mail and phone do not', () => {
		const out = html(
			'[a](/services/tax) [b](/) [c](/uploads/x.pdf) [d](#fees) [e](mailto:info@example.org) [f](tel:+237600000000) [g](/fr/news)',
			'fr',
		)
		const hrefs = [...out.matchAll(/href="([^"]*)"/g)].map((m) => m[1])
		expect(hrefs).toEqual([
			'/fr/services/tax',
			'/fr',
			'/uploads/x.pdf',
			'#fees',
			'mailto:info@example.org',
			'tel:+237600000000',
			'/fr/news',
		])
		expect(out).not.toContain('rel=')
	})

	test('a link to another site says rel="noopener"', () => {
		expect(html('[Ministry](https://example.org/a?b=1&c=2)')).toMatch(
			/<a href="https:\/\/example.org\/a\?b=1&amp;c=2" rel="noopener"/,
		)
	})

	test('a page paragraph holds bold, italic and links, never lists or headings', () => {
		expect(inlineHtml('1. **Bring** *this*, [form](/forms)')).toMatch(
			/^1\. <strong>Bring<\/strong> <em>this<\/em>, <a href="\/forms" [^>]*>form<\/a>$/,
		)
		expect(inlineHtml('## Not a heading\n- nor a list')).toBe('## Not a heading\n- nor a list')
	})

	test('the marks Markdown has beyond these stay as typed', () => {
		// Indented lines are a paragraph (the browser never showed the leading spaces anyway).
		expect(html('    indented code')).toBe('<p>indented code</p>')
		for (const text of [
			'> a quote',
			'`code`',
			'***',
			'| a | b |\n| - | - |',
			'AT&amp;T &copy;',
			'Title\n=====',
			'~~struck~~',
		]) {
			expect(plainText(text), text).toBe(text)
		}
	})

	test('plain text for excerpts and search has no marks', () => {
		expect(
			plainText(
				'## Heading\n\n**Bold** and *it* and [a link](https://example.org).\n\n- one\n- two',
			),
		).toBe('Heading\n\nBold and it and a link.\n\none\ntwo')
		expect(plainInline('Call **{phone}** or see [tax](/services/tax)')).toBe(
			'Call {phone} or see tax',
		)
	})

	test('link addresses for the link report, as written', () => {
		expect(linkTargets(formatText('[a](/x) and **[b](http://y.example)**\n\n- [c](/z#q)'))).toEqual(
			['/x', 'http://y.example', '/z#q'],
		)
		expect(linkTargets(formatInline('[a](/x) [b](mailto:a@b.c)'))).toEqual(['/x', 'mailto:a@b.c'])
	})
})

describe('hostile markup is stored as typed and shown inert', () => {
	const hostile = [
		'<script>alert(1)</script>',
		'<img src=x onerror=alert(1)>',
		'<a href="javascript:alert(1)">x</a>',
		'<iframe src="https://evil.example"></iframe>',
		'<svg onload=alert(1)>',
		'<style>body{display:none}</style>',
	]

	test.each(hostile)('raw HTML is text: %s', (source) => {
		for (const out of [html(source), inlineHtml(source)]) {
			expect(out).not.toMatch(/<(script|img|iframe|svg|style)/i)
			expect(out).not.toMatch(/<a /)
			// The words are all there, escaped.
			expect(out).toContain(
				source
					.replaceAll('&', '&amp;')
					.replaceAll('<', '&lt;')
					.replaceAll('>', '&gt;')
					.replaceAll('"', '&quot;'),
			)
		}
	})

	test.each([
		'[x](javascript:alert(1))',
		'[x](JavaScript:alert(1))',
		'[x]( javascript:alert(1))',
		'[x](java&#115;cript:alert(1))',
		'[x](data:text/html;base64,PHNjcmlwdD4=)',
		'[x](vbscript:msgbox)',
		'[x](//evil.example/path)',
		'[x](file:///etc/passwd)',
		'[x](<javascript:alert(1)>)',
		'[x](ftp://example.org)',
	])('a link to a forbidden address is text: %s', (source) => {
		const out = html(source)
		expect(out).not.toMatch(/<a /)
		expect(out).not.toMatch(/href=/)
		expect(inlineHtml(source)).not.toMatch(/<a /)
	})

	test('a backslash cannot turn a site path into another site’s address', () => {
		expect(html('[x](/\\evil.example)')).not.toMatch(/href="(\/\/|\/\\)/)
	})

	test('a picture is never drawn: it becomes a link to it, or text', () => {
		expect(html('![map](https://example.org/map.png)')).toMatch(
			/^<p><a href="https:\/\/example.org\/map.png" rel="noopener" [^>]*>map<\/a><\/p>$/,
		)
		expect(html('![x](javascript:alert(1))')).not.toMatch(/<(a|img) /)
		expect(html('![x](/x.png)')).not.toContain('<img')
	})

	test('every address the tree holds is an allowed one; the refused ones are named', () => {
		const tree = formatText('[a](/ok) [b](https://ok.example) [c](javascript:x) [d](data:x)')
		// The nodes themselves (a copy of the tree, not the one read from the text).
		expect(linkTargets([...tree]).every((href) => allowedHref(href))).toBe(true)
		expect(linkTargets([...tree])).toEqual(['/ok', 'https://ok.example'])
		// For the link report, what was refused too (issue 33).
		expect(linkTargets(tree)).toEqual(['/ok', 'https://ok.example', 'javascript:x', 'data:x'])
	})

	test('a javascript: link is named as refused, in news texts and in page paragraphs', () => {
		const source = 'Pay here: [the form](javascript:alert(document.cookie)) or **[x](/ok)**'
		expect(refusedLinks(source)).toEqual(['javascript:alert(document.cookie)'])
		expect(refusedLinks(source, { inline: true })).toEqual(['javascript:alert(document.cookie)'])
		// As typed, not percent-encoded: the clerk finds it in the text.
		expect(refusedLinks('[a](javascript:alert("x y"))')).toEqual([])
		expect(refusedLinks('[a](javascript:alert("x"))')).toEqual(['javascript:alert("x")'])
		expect(refusedLinks('![m](JavaScript:x) [y](//elsewhere.example) [z](vbscript:x)')).toEqual([
			'JavaScript:x',
			'//elsewhere.example',
			'vbscript:x',
		])
		expect(refusedLinks('[a](/ok) [b](https://ok.example) [c](mailto:a@b.c) [d](#fees)')).toEqual(
			[],
		)
		// Still shown as the words typed, never as a link.
		expect(html(source)).not.toContain('javascript:alert(document.cookie)"')
		expect(linkTargets(formatInline(source))).toEqual(['/ok', 'javascript:alert(document.cookie)'])
	})

	test('deep nesting and huge input are read in bounded time', () => {
		const cases = [
			Array.from({ length: 2000 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n'),
			'> '.repeat(5000) + 'quoted',
			'*'.repeat(40_000),
			'['.repeat(40_000),
			'**a'.repeat(13_000),
			'[a]('.repeat(10_000),
			'_a *b '.repeat(7000),
			'<'.repeat(40_000),
			`${'- '.repeat(10_000)}x`,
			'1. '.repeat(10_000),
			'a\n'.repeat(20_000),
		]
		for (const source of cases) {
			const started = performance.now()
			const tree = formatText(source)
			formatInline(source)
			renderToStaticMarkup(createElement(RichText, { blocks: tree }))
			plainText(source)
			expect(performance.now() - started, source.slice(0, 20)).toBeLessThan(2000)
		}
	})

	test('past 500 marks the rest of a text is plain words', () => {
		const tree = formatText('**a** '.repeat(2000))
		const marks = JSON.stringify(tree).match(/"b":/g)?.length
		expect(marks).toBe(500)
		// The words are all there; only their marks are gone.
		expect(plainText('**a** '.repeat(2000)) === 'a '.repeat(1999) + 'a').toBe(true)
	})

	test('nesting past the bound is not drawn (the tree stays shallow)', () => {
		const source = Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')
		const depth = (blocks: unknown): number =>
			Array.isArray(blocks)
				? Math.max(0, ...blocks.map(depth))
				: blocks && typeof blocks === 'object'
					? 1 + Math.max(0, ...Object.values(blocks).map(depth))
					: 0
		expect(depth(formatText(source))).toBeLessThan(25)
	})
})
