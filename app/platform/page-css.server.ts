/**
 * Only the CSS a public page uses (issue 34, decision 058). The site's one stylesheet (Tailwind's
 * output for the whole app, staff screens included: about 48 kB, 8 KiB compressed) was inlined
 * whole into every page. A page uses about half of it: the utilities whose class its markup names,
 * the base styles, and the custom properties those use. This keeps those and drops the rest: an
 * information page's styles fall to about 4 KiB compressed, on every page a reader opens.
 *
 * The stylesheet is read once into a list of rules, each knowing the classes that select it and
 * the custom properties it mentions; a page's CSS is then a filter over that list, kept for the
 * next page with the same classes.
 *
 * The base styles are filtered the same way by the elements a page has: a rule for `sub,sup`,
 * `code`, `textarea`, a date field's parts or the staff area's `#admin-main` goes when the page has
 * none of them (about 2 kB, 0.4 KiB compressed, of every page: the page's first flight, issue 34).
 */

/** A piece of the stylesheet: a style rule, a block of pieces (`@media`, `@layer`…), or as is. */
type Piece =
	| {
			kind: 'rule'
			selector: string
			body: string
			classes: (string | null)[]
			/** For each part of the selector list, the elements and ids it needs (`needsOf`). */
			needs: string[][]
			mentions: string[]
	  }
	| { kind: 'block'; prelude: string; pieces: Piece[] }
	| { kind: 'property'; name: string; text: string }
	| { kind: 'declarations'; selector: string; declarations: [name: string, text: string][] }
	| { kind: 'verbatim'; text: string }

export interface PreparedCss {
	pieces: Piece[]
	/** Every class the stylesheet has a rule for (to read a script's class names). */
	classes: Set<string>
	/** Every element or id a rule needs (`needsOf`): what of a page's elements matters. */
	needs: Set<string>
	/** Every class any selector names, wherever in it: no short name may be one of them. */
	tokens: Set<string>
	/** The page CSS for a set of classes already asked for (key: the sorted classes). */
	kept: Map<string, string>
}

const BLOCKS = /^@(media|layer|supports|container)\b/
const MENTION = /--[\w-]+/g
/** Selectors whose declarations are custom properties, kept one by one (Tailwind's theme and defaults). */
const VARIABLE_HOLDERS = new Set([
	':root,:host',
	'*,:before,:after,::backdrop',
	'*,::before,::after,::backdrop',
])
const KEPT_PAGES = 200

/** Where the block or statement starting at `from` ends: its `{`, `;` or closing `}`. */
function nextStop(css: string, from: number, end: number) {
	let quote = ''
	for (let i = from; i < end; i++) {
		const c = css[i]
		if (quote) {
			if (c === '\\') i++
			else if (c === quote) quote = ''
		} else if (c === '"' || c === "'") quote = c
		else if (c === '{' || c === ';' || c === '}') return i
	}
	return end
}

function closing(css: string, open: number, end: number) {
	let depth = 1
	let quote = ''
	for (let i = open + 1; i < end; i++) {
		const c = css[i]
		if (quote) {
			if (c === '\\') i++
			else if (c === quote) quote = ''
		} else if (c === '"' || c === "'") quote = c
		else if (c === '{') depth++
		else if (c === '}' && --depth === 0) return i
	}
	return end
}

const unescape = (name: string) => name.replace(/\\(.)/g, '$1')

/** A selector list's parts. A comma inside `:is(…)` splits too: see `needsOf`. */
const partsOf = (selector: string) => selector.split(',')

/**
 * The class each part of a selector list needs on the page: the first class outside `:not()`
 * (the utility itself: `.sm\:flex`, `.group-open\/menu\:hidden:is(…)`), or null for a part that
 * needs none (`html`, `[hidden]`, `::backdrop`), which is always kept.
 */
function selectorClasses(selector: string): (string | null)[] {
	return partsOf(selector).map((part) => {
		let first: string | null = null
		renameSelector(part.replace(/:not\([^)]*\)/g, ''), (name) => void (first ??= name))
		return first
	})
}

/**
 * Pseudo-elements that exist only on some fields: a date or time field's parts, a file field's
 * button. Named as `elementsOf` names those fields.
 */
const FIELD_PARTS: [RegExp, string][] = [
	[/::-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator)/, 'input:date'],
	[/::file-selector-button/, 'input:file'],
]

/**
 * What a part of a selector needs on the page to match anything: its element names (`sub`,
 * `optgroup`), ids (`id:admin-main`) and fields (`FIELD_PARTS`), outside `:not()`. A part split
 * inside `:is(a,b)` (`partsOf`) needs less than the whole alternative it belongs to, never more:
 * the filter may keep a rule it could drop, never the reverse.
 */
function needsOf(part: string): string[] {
	const bare = part
		.replace(/:not\([^)]*\)/g, '')
		.replace(/\[[^\]]*\]/g, '')
		// Arguments that are not selectors (`:nth-child(odd)`, `:lang(fr)`).
		.replace(/:(?!where\(|is\(|has\()[\w-]+\([^()]*\)/g, '')
	const needs = new Set<string>()
	for (const match of bare.matchAll(/(?:^|[\s>+~(])([a-zA-Z][\w-]*)/g)) {
		const name = match[1]!.toLowerCase()
		if (name !== 'html' && name !== 'body') needs.add(name)
	}
	for (const match of bare.matchAll(/#((?:\\.|[\w-])+)/g)) needs.add(`id:${unescape(match[1]!)}`)
	for (const [pattern, field] of FIELD_PARTS) if (pattern.test(bare)) needs.add(field)
	return [...needs]
}

function declarations(body: string): [string, string][] {
	const list: [string, string][] = []
	let from = 0
	while (from < body.length) {
		const stop = nextStop(body, from, body.length)
		const text = body.slice(from, stop).trim()
		if (text) list.push([/^(--[\w-]+)\s*:/.exec(text)?.[1] ?? '', text])
		from = stop + 1
	}
	return list
}

function parse(
	css: string,
	from: number,
	end: number,
	classes: Set<string>,
	allNeeds: Set<string>,
): Piece[] {
	const pieces: Piece[] = []
	while (from < end) {
		const stop = nextStop(css, from, end)
		if (stop >= end) break
		const prelude = css.slice(from, stop).trim()
		if (css[stop] !== '{') {
			if (css[stop] === ';' && prelude) pieces.push({ kind: 'verbatim', text: `${prelude};` })
			from = stop + 1
			continue
		}
		const close = closing(css, stop, end)
		const body = css.slice(stop + 1, close)
		if (BLOCKS.test(prelude)) {
			pieces.push({
				kind: 'block',
				prelude,
				pieces: parse(css, stop + 1, close, classes, allNeeds),
			})
		} else if (prelude.startsWith('@property ')) {
			pieces.push({ kind: 'property', name: prelude.slice(10).trim(), text: `${prelude}{${body}}` })
		} else if (prelude.startsWith('@')) {
			pieces.push({ kind: 'verbatim', text: `${prelude}{${body}}` })
		} else if (VARIABLE_HOLDERS.has(prelude.replace(/\s+/g, ''))) {
			pieces.push({ kind: 'declarations', selector: prelude, declarations: declarations(body) })
		} else {
			const selected = selectorClasses(prelude)
			for (const name of selected) if (name) classes.add(name)
			const needs = partsOf(prelude).map(needsOf)
			for (const list of needs) for (const need of list) allNeeds.add(need)
			pieces.push({
				kind: 'rule',
				selector: prelude,
				body,
				classes: selected,
				needs,
				mentions: [...new Set(body.match(MENTION) ?? [])],
			})
		}
		from = close + 1
	}
	return pieces
}

export function prepareCss(css: string): PreparedCss {
	const classes = new Set<string>()
	const needs = new Set<string>()
	const pieces = parse(css, 0, css.length, classes, needs)
	const tokens = new Set<string>()
	const gather = (list: Piece[]) => {
		for (const piece of list)
			if (piece.kind === 'block') gather(piece.pieces)
			else if (piece.kind === 'rule')
				renameSelector(piece.selector, (name) => void tokens.add(name))
	}
	gather(pieces)
	return { pieces, classes, needs, tokens, kept: new Map() }
}

/**
 * Each class a selector names, outside attribute selectors and their quotes, given to `rename`:
 * the selector with those it gives a new name for renamed (escaped as they were, the new names
 * need none).
 */
function renameSelector(selector: string, rename: (name: string) => string | undefined) {
	let out = ''
	let bracket = 0
	let quote = ''
	for (let i = 0; i < selector.length; i++) {
		const c = selector[i]!
		if (c === '\\') {
			out += c + (selector[++i] ?? '')
			continue
		}
		if (quote) {
			if (c === quote) quote = ''
		} else if (c === '"' || c === "'") quote = c
		else if (c === '[') bracket++
		else if (c === ']') bracket--
		else if (c === '.' && bracket === 0) {
			const token = /^(?:\\.|[\w-])+/.exec(selector.slice(i + 1))?.[0]
			if (token) {
				const renamed = rename(unescape(token))
				out += `.${renamed ?? token}`
				i += token.length
				continue
			}
		}
		out += c
	}
	return out
}

/**
 * The stylesheet as a page with these classes and these elements (`elementsOf`) needs it. Without
 * `pageElements`, every element is taken as present: only the classes filter.
 */
export function pageCss(
	prepared: PreparedCss,
	pageClasses: Set<string>,
	pageElements?: Set<string>,
	names?: ShortNames,
): string {
	const used = [...pageClasses].filter((name) => prepared.classes.has(name)).sort()
	const present = pageElements
		? new Set([...pageElements].filter((need) => prepared.needs.has(need)))
		: prepared.needs
	const key = `${used.join(' ')}|${[...present].sort().join(' ')}|${names?.id ?? ''}`
	const known = prepared.kept.get(key)
	if (known !== undefined) return known
	const on = new Set(used)
	const matches = (piece: Extract<Piece, { kind: 'rule' }>) =>
		piece.classes.some(
			(name, i) =>
				(name === null || on.has(name)) && piece.needs[i]!.every((need) => present.has(need)),
		)
	// The rules kept, and the custom properties they mention.
	const keptRules = new Set<Piece>()
	const mentioned = new Set<string>()
	const visit = (pieces: Piece[]) => {
		for (const piece of pieces) {
			if (piece.kind === 'block') visit(piece.pieces)
			else if (piece.kind === 'rule' && matches(piece)) {
				keptRules.add(piece)
				for (const name of piece.mentions) mentioned.add(name)
			}
		}
	}
	visit(prepared.pieces)
	// Theme values refer to one another (`--font-sans` in `--default-font-family`): follow them.
	const holders: [string, string][] = []
	const collect = (pieces: Piece[]) => {
		for (const piece of pieces)
			if (piece.kind === 'block') collect(piece.pieces)
			else if (piece.kind === 'declarations') holders.push(...piece.declarations)
	}
	collect(prepared.pieces)
	for (let grew = true; grew;) {
		grew = false
		for (const [name, text] of holders) {
			if (!name || !mentioned.has(name)) continue
			for (const inner of text.slice(name.length).match(MENTION) ?? [])
				if (!mentioned.has(inner)) {
					mentioned.add(inner)
					grew = true
				}
		}
	}
	const write = (pieces: Piece[]): string => {
		let out = ''
		for (const piece of pieces) {
			if (piece.kind === 'rule') {
				if (keptRules.has(piece))
					out += `${names ? renameSelector(piece.selector, (name) => names.map.get(name)) : piece.selector}{${piece.body}}`
			} else if (piece.kind === 'block') {
				const inner = write(piece.pieces)
				// `@layer a,b;` orders the layers: kept even when empty.
				if (inner) out += `${piece.prelude}{${inner}}`
			} else if (piece.kind === 'property') {
				if (mentioned.has(piece.name)) out += piece.text
			} else if (piece.kind === 'declarations') {
				const kept = piece.declarations
					.filter(([name]) => !name || mentioned.has(name))
					.map(([, text]) => text)
				if (kept.length) out += `${piece.selector}{${kept.join(';')}}`
			} else out += piece.text
		}
		return out
	}
	const css = write(prepared.pieces)
	if (prepared.kept.size >= KEPT_PAGES) prepared.kept.delete(prepared.kept.keys().next().value!)
	prepared.kept.set(key, css)
	return css
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g
const START_TAG = /<([a-zA-Z][\w-]*)([^>]*)>/g
const DATE_TYPES = new Set(['date', 'time', 'datetime-local', 'month', 'week'])

/**
 * What of a document the base styles can need (`needsOf`): the names of its elements, its ids, and
 * its date (`input:date`) and file (`input:file`) fields, templates included.
 */
export function elementsOf(html: string, into = new Set<string>()) {
	for (const match of html.matchAll(START_TAG)) {
		const name = match[1]!.toLowerCase()
		into.add(name)
		const attributes = match[2]!
		const id = /\sid="([^"]*)"/.exec(attributes)?.[1]
		if (id) into.add(`id:${id}`)
		if (name === 'input') {
			const type = /\stype="([^"]*)"/.exec(attributes)?.[1]?.toLowerCase() ?? ''
			if (DATE_TYPES.has(type)) into.add('input:date')
			if (type === 'file') into.add('input:file')
		}
	}
	return into
}

/**
 * The elements a script may create, for `pageCss`: every quoted word of its text that a rule needs
 * (`"li"`, whether passed to `createElement` or to a helper of the minified code).
 */
export function elementsInScript(prepared: PreparedCss, code: string) {
	const found = new Set<string>()
	for (const match of code.matchAll(/["'`]([a-zA-Z][\w-]*)["'`]/g)) {
		const word = match[1]!.toLowerCase()
		if (prepared.needs.has(word)) found.add(word)
	}
	return found
}

/** The classes named by a document's `class` attributes (templates' included). */
export function classesOf(html: string, into = new Set<string>()) {
	for (const match of html.matchAll(CLASS_ATTRIBUTE))
		for (const name of match[1]!.split(/\s+/)) if (name) into.add(name.replaceAll('&amp;', '&'))
	return into
}

/**
 * Short names for the site's classes (decision 058, "Short class names"): `a`, `b`, … `Z`, then
 * `ab`…, one map for the whole stylesheet, given in the classes' sorted order, so a class has
 * the same name on every page and a test can ask for it. A class a script names (`keep`: an
 * island adds or removes it, or draws with it) keeps its own, and no short name is a class any
 * selector of the stylesheet names. `id` tells pages' CSS apart (`pageCss`).
 */
export interface ShortNames {
	map: Map<string, string>
	/** The short names given, and the class each is for. */
	given: Map<string, string>
	id: number
	/** Class attributes' values already renamed (`renameClasses`). */
	attributes: Map<string, string>
}

/** Class attributes' values kept renamed: far more than the site's components draw. */
const KEPT_ATTRIBUTES = 4_000

const FIRST_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const NEXT_LETTERS = `${FIRST_LETTERS}0123456789-_`

function shortName(index: number) {
	let name = FIRST_LETTERS[index % FIRST_LETTERS.length]!
	for (let rest = Math.floor(index / FIRST_LETTERS.length); rest > 0;)
		[name, rest] = [
			name + NEXT_LETTERS[rest % NEXT_LETTERS.length]!,
			Math.floor(rest / NEXT_LETTERS.length),
		]
	return name
}

let namesMade = 0

export function shortNames(prepared: PreparedCss, keep: Set<string>): ShortNames {
	const map = new Map<string, string>()
	let next = 0
	for (const name of [...prepared.classes].filter((name) => !keep.has(name)).sort()) {
		let short = shortName(next++)
		while (prepared.tokens.has(short)) short = shortName(next++)
		map.set(name, short)
	}
	return {
		map,
		given: new Map([...map].map(([name, short]) => [short, name])),
		id: ++namesMade,
		attributes: new Map(),
	}
}

/**
 * Whether a page can take the short names: none of its own classes that keep their names (one
 * the stylesheet does not know, from a council's text say) is one of them, which a rule for the
 * short name would then select.
 */
export function shortNamesFit(pageClasses: Set<string>, names: ShortNames) {
	for (const name of pageClasses) if (names.given.has(name) && !names.map.has(name)) return false
	return true
}

/** A document's class attributes (templates' included) with their classes renamed by `names`. */
export function renameClasses(html: string, names: ShortNames) {
	if (!names.map.size) return html
	const seen = names.attributes
	return html.replace(CLASS_ATTRIBUTE, (attribute, value: string) => {
		// The same components draw the same class lists on every page: each renamed once.
		let renamed = seen.get(value)
		if (renamed === undefined) {
			renamed = value
				.split(/\s+/)
				.filter(Boolean)
				.map((name) => names.map.get(name.replaceAll('&amp;', '&')) ?? name)
				.join(' ')
			if (seen.size >= KEPT_ATTRIBUTES) seen.delete(seen.keys().next().value!)
			seen.set(value, renamed)
		}
		return `${attribute[0]}class="${renamed}"`
	})
}

/**
 * The stylesheet's classes a script names (an island that draws elements of its own, a list of
 * suggestions say): every word of its text that is one of them.
 */
export function classesInScript(prepared: PreparedCss, code: string, names?: ShortNames) {
	const found = new Set<string>()
	for (const word of code.split(/[\s"'`]+/)) {
		if (prepared.classes.has(word)) found.add(word)
		// A class list the island builder wrote in short names (`cls`): the classes they are for.
		const named = names?.given.get(word)
		if (named) found.add(named)
	}
	return found
}
