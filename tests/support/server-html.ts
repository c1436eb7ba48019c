import assert from 'node:assert/strict'
import { parse, type HTMLElement, type Node } from 'node-html-parser'
import { escapeHtml } from './texts'

/**
 * A public page read as the server sends it (to a browser test's `page.request`, with its cookies:
 * tests/e2e/server-html.ts; or to a tests/http client), for assertions that need nothing but the
 * server's HTML: after a staff change, is the item on the
 * public page, in which language, with which marks. A JavaScript-on page load and hydration cost
 * about 0.4 s of the browser's CPU on this machine; this costs almost nothing (decision 006).
 * Every public page is drawn whole by the server (it works without JavaScript), so what it sends
 * is what a reader sees before the scripts run; what needs the scripts, a layout or a loaded
 * picture stays in the browser.
 *
 * "Visible" here is stricter than a browser's: text inside script, style, template or noscript,
 * or under an element with the `hidden` attribute or a `hidden`/`invisible` class (at any
 * breakpoint), counts as not shown.
 */
interface Filter {
	/** The element's shown text includes this. */
	hasText?: string
	has?: (el: HTMLElement) => boolean
	/** Leave out a match that holds another match. */
	innermost?: boolean
}

export class ServerPage {
	readonly doc: HTMLElement

	constructor(
		readonly url: string,
		readonly status: number,
		readonly html: string,
	) {
		this.doc = parse(html, { comment: false })
	}

	get body() {
		const body = this.doc.querySelector('body')
		assert.ok(body, `${this.url}: a body`)
		return body
	}

	/** The `lang` of the page's html element. */
	get lang() {
		return this.doc.querySelector('html')?.getAttribute('lang')
	}

	/** The text a reader sees in `scope` (whitespace collapsed). */
	text(scope: HTMLElement = this.body) {
		return normalize(visibleText(scope))
	}

	/** All the text of the body, hidden parts too (not scripts, styles or templates), collapsed. */
	allText() {
		const walk = (node: Node): string => {
			if (node.nodeType === 3) return node.text
			if (node.nodeType !== 1) return ''
			const tag = (node as HTMLElement).rawTagName?.toLowerCase() ?? ''
			if (tag === 'script' || tag === 'style' || tag === 'template') return ''
			return ` ${node.childNodes.map(walk).join('')} `
		}
		return normalize(walk(this.body))
	}

	/** Elements matching `selector` in `scope` (shown ones only), those whose text includes `hasText` if given. */
	all(selector: string, options: Filter = {}) {
		return this.within(this.body, selector, options)
	}

	within(scope: HTMLElement, selector: string, { hasText, has, innermost }: Filter = {}) {
		const found = scope
			.querySelectorAll(selector)
			.filter((el) => isShown(el, scope))
			.filter((el) => hasText === undefined || this.text(el).includes(normalize(hasText)))
			.filter((el) => !has || has(el))
		// Nested matches (a section inside a section): the inner one only, when asked.
		return innermost
			? found.filter((el) => !found.some((other) => other !== el && isInside(other, el)))
			: found
	}

	/** The one element matching, as a strict locator would insist. */
	one(selector: string, options: Filter = {}) {
		const found = this.all(selector, options)
		expectCount(found, 1, `${this.url}: one ${selector} ${options.hasText ?? ''}`)
		return found[0]!
	}

	/**
	 * Shown elements whose whole text is exactly `text` (the innermost ones, like Playwright's
	 * getByText with `exact`).
	 */
	byText(text: string, scope: HTMLElement = this.body, { exact = true } = {}) {
		const wanted = normalize(text)
		const matches = (el: HTMLElement) => {
			const t = normalize(visibleText(el))
			return exact ? t === wanted : t.toLowerCase().includes(wanted.toLowerCase())
		}
		const found: HTMLElement[] = []
		const walk = (el: HTMLElement) => {
			for (const child of elementChildren(el)) {
				if (isHiddenElement(child)) continue
				walk(child)
				if (
					matches(child) &&
					!elementChildren(child).some((c) => !isHiddenElement(c) && matches(c))
				) {
					found.push(child)
				}
			}
		}
		walk(scope)
		return found
	}

	/** The one shown element whose text is `text` (or holds it, `exact: false`) in `scope`. */
	oneByText(text: string, scope: HTMLElement = this.body, options: { exact?: boolean } = {}) {
		const found = this.byText(text, scope, options)
		expectCount(found, 1, `${this.url}: one element reading "${text}"`)
		return found[0]!
	}

	/** The accessible name of `el`: its aria-label, else its text with pictures' alt. */
	nameOf(el: HTMLElement) {
		return accessibleName(el)
	}

	/** Shown links (`a[href]`) whose accessible name is exactly `name`. */
	links(name: string, scope: HTMLElement = this.body) {
		return this.within(scope, 'a[href]').filter((a) => accessibleName(a) === normalize(name))
	}

	/** The one shown link named `name`; its href. */
	linkHref(name: string, scope: HTMLElement = this.body) {
		const found = this.links(name, scope)
		expectCount(found, 1, `${this.url}: one link named "${name}"`)
		return found[0]!.getAttribute('href')
	}

	/** Shown headings (h1–h6) whose text is exactly `name`. */
	headings(name: string, scope: HTMLElement = this.body) {
		return this.within(scope, 'h1, h2, h3, h4, h5, h6').filter(
			(h) => accessibleName(h) === normalize(name),
		)
	}

	/** The name a landmark gets from aria-label or aria-labelledby. */
	labelOf(el: HTMLElement) {
		const label = el.getAttribute('aria-label')
		if (label !== undefined) return normalize(label)
		const ids = el.getAttribute('aria-labelledby')?.split(/\s+/) ?? []
		return normalize(
			ids
				.map((id) => {
					const e = this.doc.getElementById(id)
					return e ? this.text(e) : ''
				})
				.join(' '),
		)
	}

	/** Shown landmarks of `role` (region or navigation) named `name`. */
	landmarks(role: 'region' | 'navigation', name: string) {
		const tag = role === 'region' ? 'section' : 'nav'
		return this.all(`${tag}, [role="${role}"]`).filter(
			(el) =>
				(el.rawTagName.toLowerCase() === tag || el.getAttribute('role') === role) &&
				this.labelOf(el) === normalize(name),
		)
	}

	/** The one shown landmark of `role` named `name`. */
	landmark(role: 'region' | 'navigation', name: string) {
		const found = this.landmarks(role, name)
		expectCount(found, 1, `${this.url}: one ${role} named "${name}"`)
		return found[0]!
	}

	region(name: string) {
		return this.landmark('region', name)
	}

	navigation(name: string) {
		return this.landmark('navigation', name)
	}
}

/**
 * Checks how many elements were found (a message instead of printing the parsed nodes). A plain
 * assertion, so that both runners (Playwright and Vitest) report it as the test's failure.
 */
export function expectCount(found: unknown[], count: number, message: string) {
	assert.equal(found.length, count, message)
}

export const normalize = (s: string) => s.replace(/\s+/g, ' ').trim()

/**
 * The page does not hold `needle` anywhere: not in its markup as sent (text, attributes, the data
 * sent for hydration), escaped or not, nor in its decoded text. Stricter than a browser's visible
 * text: a draft's title must not reach the public even where nobody would see it.
 */
export function assertNotHeld(page: ServerPage, needle: string) {
	const { url, html, doc } = page
	assert.ok(!html.includes(needle), `${url} holds "${needle}"`)
	assert.ok(!normalize(doc.textContent).includes(normalize(needle)), `${url} shows "${needle}"`)
	// A needle with markup characters would be escaped in the HTML: look for that form too.
	const escaped = escapeHtml(needle)
	assert.ok(!html.includes(escaped), `${url} holds "${escaped}"`)
}

const NOT_SHOWN = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'meta'])

function isInside(el: HTMLElement, ancestor: HTMLElement) {
	for (let node = el.parentNode; node; node = node.parentNode) if (node === ancestor) return true
	return false
}

function elementChildren(el: HTMLElement) {
	return el.childNodes.filter((n): n is HTMLElement => n.nodeType === 1)
}

function isHiddenElement(el: HTMLElement) {
	if (NOT_SHOWN.has(el.rawTagName?.toLowerCase() ?? '')) return true
	if (el.hasAttribute('hidden')) return true
	const style = (el.getAttribute('style') ?? '').replace(/\s+/g, '')
	if (/display:none|visibility:hidden/.test(style)) return true
	return (el.getAttribute('class') ?? '')
		.split(/\s+/)
		.some((c) => /(^|:)(hidden|invisible)$/.test(c))
}

/** Neither the element nor an ancestor (up to `scope`) is hidden. */
function isShown(el: HTMLElement, scope: HTMLElement) {
	for (let node: HTMLElement | null = el; node && node !== scope; node = node.parentNode) {
		if (isHiddenElement(node)) return false
	}
	return true
}

function visibleText(node: Node): string {
	if (node.nodeType === 3) return node.text
	if (node.nodeType !== 1) return ''
	const el = node as HTMLElement
	if (isHiddenElement(el)) return ''
	const tag = el.rawTagName?.toLowerCase()
	if (tag === 'img') return ''
	if (tag === 'br') return '\n'
	const inner = el.childNodes.map(visibleText).join('')
	// Block-level boundaries separate words as a browser's innerText would.
	return /^(p|div|li|ul|ol|h[1-6]|section|article|tr|td|th|dt|dd|header|footer|main|nav|table)$/.test(
		tag ?? '',
	)
		? ` ${inner} `
		: inner
}

/** aria-label, else the text (with pictures' alt), whitespace collapsed. */
function accessibleName(el: HTMLElement): string {
	const label = el.getAttribute('aria-label')
	if (label !== undefined) return normalize(label)
	const name = (node: Node): string => {
		if (node.nodeType === 3) return node.text
		if (node.nodeType !== 1) return ''
		const e = node as HTMLElement
		if (isHiddenElement(e) || e.getAttribute('aria-hidden') === 'true') return ''
		if (e.rawTagName?.toLowerCase() === 'img') return e.getAttribute('alt') ?? ''
		return e.childNodes.map(name).join('')
	}
	return normalize(name(el))
}
