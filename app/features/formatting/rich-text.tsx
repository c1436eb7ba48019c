import { PhoneText } from '#app/components/site/phone-text'
import { cn } from '#app/utils/misc'

/**
 * Formatted text as the server sends it (decision 026): a small tree the parser made from the
 * clerk's Markdown, already checked. Only these shapes exist, so nothing else can be drawn: no
 * raw HTML, no pictures, no attribute the renderer does not set itself. The parser never reaches
 * the browser; this file only draws the tree.
 */
export type RichInline =
	| string
	/** Bold. */
	| { b: RichInline[] }
	/** Italic. */
	| { i: RichInline[] }
	/** A link: `a` is the address as the page uses it; `x` marks an address outside the site. */
	| { a: string; c: RichInline[]; x?: 1 }

export type RichBlock =
	| { p: RichInline[] }
	/** A paragraph inside a tight list item: its text without a paragraph of its own. */
	| { s: RichInline[] }
	| { h: 2 | 3; c: RichInline[] }
	| { ul: RichBlock[][] }
	/** A numbered list; `n` is its first number when it is not 1. */
	| { ol: RichBlock[][]; n?: number }

const linkClass = 'font-medium text-primary-dark underline underline-offset-2 hover:no-underline'

/** `linked`: inside a link, where the council's numbers are not made links of their own. */
function Inline({ nodes, linked = false }: { nodes: RichInline[]; linked?: boolean }) {
	return nodes.map((node, i) => {
		if (typeof node === 'string') return linked ? node : <PhoneText key={i} text={node} />
		if ('b' in node) return <strong key={i}>{<Inline nodes={node.b} linked={linked} />}</strong>
		if ('i' in node) return <em key={i}>{<Inline nodes={node.i} linked={linked} />}</em>
		return (
			<a key={i} href={node.a} rel={node.x ? 'noopener' : undefined} className={linkClass}>
				<Inline nodes={node.c} linked />
			</a>
		)
	})
}

function Blocks({ blocks, heading }: { blocks: RichBlock[]; heading: 2 | 3 }) {
	return blocks.map((block, i) => {
		if ('p' in block) {
			return (
				<p key={i}>
					<Inline nodes={block.p} />
				</p>
			)
		}
		if ('s' in block) return <Inline key={i} nodes={block.s} />
		if ('h' in block) {
			const Tag = Math.max(block.h, heading) === 2 ? 'h2' : 'h3'
			return (
				<Tag key={i} className="pt-2 text-xl font-bold text-slate-900">
					<Inline nodes={block.c} />
				</Tag>
			)
		}
		const ordered = 'ol' in block
		const items = ordered ? block.ol : block.ul
		const Tag = ordered ? 'ol' : 'ul'
		return (
			<Tag
				key={i}
				start={ordered ? block.n : undefined}
				className={cn('space-y-1 pl-6', ordered ? 'list-decimal' : 'list-disc')}
			>
				{items.map((item, j) => (
					<li key={j} className="pl-1">
						<Blocks blocks={item} heading={heading} />
					</li>
				))}
			</Tag>
		)
	})
}

/**
 * A formatted text's blocks, in the caller's container (which sets the spacing and type size).
 * `heading` is the highest heading level the place allows: 2 under a page's title, 3 where the
 * text sits under a heading of its own (a programme's card).
 */
export function RichText({ blocks, heading = 2 }: { blocks: RichBlock[]; heading?: 2 | 3 }) {
	return <Blocks blocks={blocks} heading={heading} />
}

/** A paragraph's inline formatting (bold, italic, links) inside the caller's element. */
export function RichInlineText({ nodes }: { nodes: RichInline[] }) {
	return <Inline nodes={nodes} />
}
