import MarkdownIt, { type Token } from 'markdown-it'
import { localizePath, type Locale } from '#app/i18n/locales'
import type { RichBlock, RichInline } from './rich-text'

/**
 * The formatting language of news, events, programmes and page paragraphs (decision 026): a small
 * part of Markdown, read by markdown-it on the server and handed to the page as a checked tree
 * (`rich-text.tsx`). What it keeps: paragraphs, headings, bulleted and numbered lists, bold,
 * italic and links. Everything else Markdown knows is switched off, so its marks stay as typed:
 * raw HTML shows as text (`html: false`), and so do code, quotes, rules, tables and `&entities;`.
 */
const options = {
	html: false,
	linkify: false,
	typographer: false,
	// Nesting past this depth (lists in lists in lists…) is not drawn: the tree stays shallow and
	// the time to read it bounded whatever is typed.
	maxNesting: 20,
} as const
const switchedOff = [
	'code',
	'fence',
	'blockquote',
	'hr',
	'reference',
	'html_block',
	// "Title" over a line of "===" or "---": plain texts hold such lines; only "## " makes a heading.
	'lheading',
	'backticks',
	'html_inline',
	'autolink',
	'entity',
]
const md = new MarkdownIt('commonmark', options).disable(switchedOff)
// A link markdown-it does not accept is not made at all: its brackets and address stay text.
md.validateLink = (url) => allowedHref(url) !== null
/**
 * The same reading with every address accepted: what the clerk wrote as a link, so that a refused
 * one (`javascript:`, `data:`, `//elsewhere`…) can be named instead of silently shown as text.
 */
const writtenLinks = new MarkdownIt('commonmark', options).disable(switchedOff)
writtenLinks.validateLink = () => true
// As typed (not percent-encoded), so the clerk finds it in the text.
writtenLinks.normalizeLink = (url) => url

/**
 * The longest text read: the longest a form accepts (news, 20,000 characters; page paragraphs and
 * event descriptions 5,000). It only keeps a text changed behind the application's back bounded.
 */
const SOURCE_MAX = 20_000
/**
 * The most marks (bold, italic, links) one text draws; past it the rest shows as plain words. A
 * real article has a few dozen; thousands would only make the page slow to draw.
 */
const MARKS_MAX = 500

/** Paths that are files, not pages: never given a language prefix, never checked as pages. */
export const FILE_PATH = /^\/(?:uploads|images|assets)\/|^\/(?:sitemap\.xml|robots\.txt)$/

export type LinkKind = 'site' | 'fragment' | 'web' | 'mail' | 'phone'

/**
 * What kind of address a link holds, or null when it is not allowed: only `http(s):`,
 * `mailto:`, `tel:`, site paths (`/services/tax`, not `//elsewhere`) and fragments (`#fees`).
 */
export function allowedHref(href: string): LinkKind | null {
	if (/^\/(?![/\\])/.test(href)) return 'site'
	if (/^#[\w-]*$/.test(href)) return 'fragment'
	if (/^https?:\/\/[^/\\\s]/i.test(href)) return 'web'
	if (/^mailto:[^\s]/i.test(href)) return 'mail'
	if (/^tel:[\d+()\s.%-]+$/i.test(href)) return 'phone'
	return null
}

/** A site path in the page's language (`/services/tax#fees` → `/fr/services/tax#fees`). */
function localizeHref(href: string, locale: Locale) {
	const at = href.search(/[?#]/)
	const path = at === -1 ? href : href.slice(0, at)
	if (FILE_PATH.test(path)) return href
	return localizePath(path, locale) + (at === -1 ? '' : href.slice(at))
}

interface Options {
	/** The page's language: site paths get its prefix. Without it, addresses stay as written. */
	locale?: Locale
}

/** One text's reading: its options and how many marks it may still draw. */
interface Reading extends Options {
	marks: number
}

function linkNode(href: string, label: RichInline[], options: Reading): RichInline | null {
	const kind = allowedHref(href)
	if (!kind || options.marks <= 0) return null
	options.marks -= 1
	const a = kind === 'site' && options.locale ? localizeHref(href, options.locale) : href
	return kind === 'web' ? { a, c: label, x: 1 } : { a, c: label }
}

/** The inline tokens of one paragraph, heading or list line as tree nodes. */
function inlineNodes(tokens: Token[] | null, options: Reading): RichInline[] {
	const root: RichInline[] = []
	const stack: RichInline[][] = [root]
	const add = (node: RichInline) => {
		const into = stack[stack.length - 1]!
		const last = into[into.length - 1]
		if (typeof node === 'string' && typeof last === 'string') into[into.length - 1] = last + node
		else if (node !== '') into.push(node)
	}
	const open = (node: RichInline, children: RichInline[]) => {
		add(node)
		stack.push(children)
	}
	/** Bold or italic, while marks are left; else its words go on in the enclosing text. */
	const mark = (node: { b: RichInline[] } | { i: RichInline[] }) => {
		if (options.marks <= 0) return stack.push(stack[stack.length - 1]!)
		options.marks -= 1
		open(node, 'b' in node ? node.b : node.i)
	}
	for (const token of tokens ?? []) {
		switch (token.type) {
			case 'text':
				add(token.content)
				break
			case 'softbreak':
			case 'hardbreak':
				add('\n')
				break
			case 'strong_open':
				mark({ b: [] })
				break
			case 'em_open':
				mark({ i: [] })
				break
			case 'link_open': {
				const children: RichInline[] = []
				const node = linkNode(String(token.attrGet('href') ?? ''), children, options)
				// Refused after all: its text goes on in the enclosing text.
				if (node) open(node, children)
				else stack.push(stack[stack.length - 1]!)
				break
			}
			case 'strong_close':
			case 'em_close':
			case 'link_close':
				if (stack.length > 1) stack.pop()
				break
			case 'image': {
				// No pictures in texts: one written as a picture is a link to it, named by its text.
				const src = String(token.attrGet('src') ?? '')
				const label = token.content || src
				add(linkNode(src, [label], options) ?? label)
				break
			}
			default:
				add(token.content)
		}
	}
	return root
}

/** Block tokens from `start` up to the one of type `until`, as tree blocks; the index after it. */
function readBlocks(
	tokens: Token[],
	start: number,
	until: string | null,
	out: RichBlock[],
	options: Reading,
): number {
	let i = start
	while (i < tokens.length) {
		const token = tokens[i]!
		if (token.type === until) return i + 1
		switch (token.type) {
			case 'paragraph_open': {
				const c = inlineNodes(tokens[i + 1]?.children ?? null, options)
				out.push(token.hidden ? { s: c } : { p: c })
				i += 3
				break
			}
			case 'heading_open': {
				const c = inlineNodes(tokens[i + 1]?.children ?? null, options)
				// `#` and `##` are section headings under the page's title, `###` and more sub-headings.
				out.push({ h: token.tag === 'h1' || token.tag === 'h2' ? 2 : 3, c })
				i += 3
				break
			}
			case 'bullet_list_open':
			case 'ordered_list_open': {
				const close = token.type.replace('_open', '_close')
				const items: RichBlock[][] = []
				i += 1
				while (i < tokens.length && tokens[i]!.type === 'list_item_open') {
					const item: RichBlock[] = []
					i = readBlocks(tokens, i + 1, 'list_item_close', item, options)
					items.push(item)
				}
				if (tokens[i]?.type === close) i += 1
				if (token.type === 'bullet_list_open') {
					out.push({ ul: items })
				} else {
					const first = Number(token.attrGet('start') ?? 1)
					out.push(
						first !== 1 && Number.isSafeInteger(first) ? { ol: items, n: first } : { ol: items },
					)
				}
				break
			}
			default:
				i += 1
		}
	}
	return i
}

/**
 * The text each formatted tree was read from, for `linkTargets` (the link report): links refused
 * while reading leave no node, so they are found again from the text, only when asked for.
 */
const readFrom = new WeakMap<object, { source: string; inline: boolean }>()

/** A text of news, an event or a programme as formatted blocks. */
export function formatText(source: string, options: Options = {}): RichBlock[] {
	const tokens = md.parse(source.slice(0, SOURCE_MAX), {})
	const blocks: RichBlock[] = []
	readBlocks(tokens, 0, null, blocks, { ...options, marks: MARKS_MAX })
	readFrom.set(blocks, { source, inline: false })
	return blocks
}

/**
 * The addresses written as links (`[words](address)`, `![words](address)`) that the formatting
 * language refuses, such as `javascript:`: they are shown as plain text, never as links (decision
 * 026). For the link report, and for a save to say so.
 */
export function refusedLinks(source: string, { inline = false } = {}): string[] {
	const text = source.slice(0, SOURCE_MAX)
	const tokens = inline ? writtenLinks.parseInline(text, {}) : writtenLinks.parse(text, {})
	const refused: string[] = []
	const visit = (list: Token[] | null) => {
		for (const token of list ?? []) {
			const attr = token.type === 'link_open' ? 'href' : token.type === 'image' ? 'src' : null
			const href = attr ? String(token.attrGet(attr) ?? '') : null
			if (href !== null && allowedHref(href) === null) refused.push(href)
			visit(token.children)
		}
	}
	visit(tokens)
	return refused
}

/**
 * One paragraph of an information page: bold, italic and links only (the page's blocks give its
 * structure; a line starting with "1." or "#" stays as written).
 */
export function formatInline(source: string, options: Options = {}): RichInline[] {
	const [line] = md.parseInline(source.slice(0, SOURCE_MAX), {})
	const nodes = inlineNodes(line?.children ?? null, { ...options, marks: MARKS_MAX })
	readFrom.set(nodes, { source, inline: true })
	return nodes
}

const inlineText = (nodes: RichInline[]): string =>
	nodes
		.map((n) => (typeof n === 'string' ? n : inlineText('b' in n ? n.b : 'i' in n ? n.i : n.c)))
		.join('')

const blocksText = (blocks: RichBlock[]): string =>
	blocks
		.map((b) => {
			if ('p' in b) return inlineText(b.p)
			if ('s' in b) return inlineText(b.s)
			if ('h' in b) return inlineText(b.c)
			return ('ul' in b ? b.ul : b.ol).map(blocksText).join('\n')
		})
		.join('\n\n')

/** The words of a formatted text without its marks: excerpts, feeds, calendars, search. */
export function plainText(source: string): string {
	return blocksText(formatText(source))
}

/** The words of a page paragraph without its marks. */
export function plainInline(source: string): string {
	return inlineText(formatInline(source))
}

/**
 * Every link address in formatted blocks or inline nodes, as written (the link report); for a
 * tree `formatText` or `formatInline` made, also the addresses they refused (`refusedLinks`), which
 * the report names as such.
 */
export function linkTargets(nodes: (RichBlock | RichInline)[], out: string[] = []): string[] {
	for (const node of nodes) {
		if (typeof node === 'string') continue
		if ('a' in node) out.push(node.a)
		for (const value of Object.values(node)) {
			if (Array.isArray(value)) linkTargets(value.flat() as (RichBlock | RichInline)[], out)
		}
	}
	const read = readFrom.get(nodes)
	if (read) out.push(...refusedLinks(read.source, { inline: read.inline }))
	return out
}
