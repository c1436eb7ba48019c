import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'
import { keptVariants } from '#app/utils/kept-variants'
import { cn } from '#app/utils/misc'

/**
 * A table of records (the staff lists, a tender's bids): captioned, its header row marked up for
 * screen readers, and inside a region that scrolls sideways on a narrow screen instead of pushing
 * the page wider. The region is named by the caption and can take focus, so someone using a
 * keyboard can scroll it too (decision 044).
 */
const tableVariants = keptVariants(
	cva('w-full text-left', {
		variants: {
			/** Below this width the region scrolls sideways rather than crushing the columns. */
			minWidth: {
				none: '',
				sm: 'min-w-[40rem]',
				md: 'min-w-[44rem]',
				lg: 'min-w-[48rem]',
				xl: 'min-w-[56rem]',
			},
			text: { sm: 'text-sm', base: '' },
			layout: {
				auto: '',
				fixed: 'table-fixed',
				/**
				 * Fixed, the first column (what each row is) a fifth of the width and the others sharing
				 * the rest: two versions of a text side by side.
				 */
				compare: 'table-fixed [&>thead>tr>th:first-child]:w-1/5',
			},
		},
		defaultVariants: { minWidth: 'md', text: 'sm', layout: 'auto' },
	}),
)

const frameVariants = keptVariants(
	cva('overflow-x-auto', {
		variants: {
			frame: {
				/** A white card with a border: a staff list on its own. */
				card: 'rounded-xl border border-slate-200 bg-white',
				/** Only the border: a table inside a page's content. */
				outline: 'rounded-xl border border-slate-200',
				/** No frame: a small table inside a card that has one. */
				none: '',
			},
		},
		defaultVariants: { frame: 'card' },
	}),
)

const captionVariants = keptVariants(
	cva('', {
		variants: {
			/** `hidden`: a heading outside already says what the table is; screen readers still read it. */
			caption: {
				shown: 'p-3 text-left text-lg font-bold text-slate-900',
				hidden: 'sr-only',
			},
		},
		defaultVariants: { caption: 'hidden' },
	}),
)

const headVariants = keptVariants(
	cva('', {
		variants: {
			head: { filled: 'bg-slate-100 text-slate-900', quiet: 'text-slate-700' },
			/** `sm`: small column names over a body at reading size (`text="base"`), as on a public page. */
			headText: { inherit: '', sm: 'text-sm' },
		},
		defaultVariants: { head: 'filled', headText: 'inherit' },
	}),
)

export function DataTable({
	id,
	caption,
	columns,
	children,
	className,
	minWidth,
	text,
	layout,
	frame,
	captionStyle,
	head,
	headText,
	bodyClassName,
	figures,
	stack = 'never',
}: {
	/** Names the caption (`<id>-caption`) and so the scrolling region. */
	id: string
	caption: ReactNode
	/** The header cells, each a column's name (or a visually hidden one for an actions column). */
	columns: ReactNode[]
	/** The rows: `<tr>`s of `RowHeader` and `Cell`. */
	children: ReactNode
	/** Layout only: margins. */
	className?: string
	captionStyle?: VariantProps<typeof captionVariants>['caption']
	/** Extra classes for the body (`align-top`). */
	bodyClassName?: string
	/** The columns of figures, by index: their names line up at the end, over `DataCell figure`s. */
	figures?: number[]
	/**
	 * `phone`: below 48rem each row is a card (app.css): what it is on a line of its own, then its
	 * other cells side by side, the last (its actions) on a line of its own, all inside the
	 * screen. For a staff list, whose rows end with their actions (issue 33). `never`: the region
	 * scrolls sideways instead.
	 */
	stack?: 'phone' | 'never'
} & VariantProps<typeof tableVariants> &
	VariantProps<typeof frameVariants> &
	VariantProps<typeof headVariants>) {
	const captionId = `${id}-caption`
	return (
		<div
			className={cn(frameVariants({ frame }), className)}
			role="region"
			aria-labelledby={captionId}
			tabIndex={0}
		>
			<table
				className={tableVariants({ minWidth, text, layout })}
				data-stack={stack === 'phone' ? 'phone' : undefined}
			>
				<caption id={captionId} className={captionVariants({ caption: captionStyle })}>
					{caption}
				</caption>
				<thead className={headVariants({ head, headText })}>
					<tr>
						{columns.map((column, i) => (
							<th key={i} scope="col" className={cn('p-3', figures?.includes(i) && 'text-right')}>
								{column}
							</th>
						))}
					</tr>
				</thead>
				<tbody className={cn('divide-y divide-slate-200', bodyClassName)}>{children}</tbody>
			</table>
		</div>
	)
}

const rowHeaderVariants = keptVariants(
	cva('p-3 font-semibold', {
		variants: {
			/** `code`: a reference or a number read character by character, in a fixed-width face. */
			font: { text: '', code: 'font-mono' },
		},
		defaultVariants: { font: 'text' },
	}),
)

/** The cell that names its row (read before each of the row's other cells). */
export function RowHeader({
	className,
	font,
	...props
}: ComponentProps<'th'> & VariantProps<typeof rowHeaderVariants>) {
	return <th scope="row" {...props} className={cn(rowHeaderVariants({ font }), className)} />
}

export function DataCell({
	className,
	figure,
	...props
}: ComponentProps<'td'> & {
	/** A number, lined up at the end with those above and below it. */
	figure?: boolean
}) {
	return <td {...props} className={cn('p-3', figure && 'text-right tabular-nums', className)} />
}
