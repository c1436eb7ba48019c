import { keptVariants } from '#app/utils/kept-variants'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '#app/utils/misc'

/**
 * Every look a button or button-styled link can take is a variant here. `cn()` does not resolve
 * conflicting utilities (no tailwind-merge, see docs/decisions/019-primitive-variants.md): a
 * caller's `bg-*`, `text-*`, `h-*` or `whitespace-*` would lose or win by stylesheet order, not by
 * intent. So callers pass only layout classes (margins, width) and choose everything else here.
 */
export const buttonVariants = keptVariants(
	cva(
		'inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
		{
			variants: {
				variant: {
					primary: 'bg-primary text-white hover:bg-primary-dark',
					accent: 'bg-accent text-slate-900 hover:bg-accent-dark',
					outline: 'border border-primary text-primary hover:bg-primary hover:text-white',
					ghost: 'hover:bg-slate-100 text-slate-800',
					onDark: 'border border-white/70 text-white hover:bg-white/15',
					/** The action that destroys something (confirming a deletion). */
					danger: 'bg-danger text-white hover:bg-red-800',
					/** A quiet way to start a destructive action (a row's Delete link). */
					dangerGhost: 'text-danger hover:bg-red-50',
				},
				size: {
					lg: 'px-5',
					md: 'px-5',
					sm: 'px-3',
					bar: 'px-3',
					icon: 'size-11',
				},
				/**
				 * A long label may break onto several lines (calls to action in page content, which
				 * translations can lengthen): the button then grows with its text instead of overflowing.
				 */
				wrap: {
					false: 'whitespace-nowrap',
					true: 'whitespace-normal text-left',
				},
			},
			// The height depends on both: fixed for one line, a minimum when the label may wrap.
			compoundVariants: [
				{ size: 'lg', wrap: false, className: 'h-12' },
				{ size: 'lg', wrap: true, className: 'min-h-12 py-2' },
				{ size: ['md', 'bar'], wrap: false, className: 'h-11' },
				{ size: ['md', 'bar'], wrap: true, className: 'min-h-11 py-2' },
				// Small from `md` up; on a phone as tall as any other button, 44 px, a thumb's width
				// (a list row's Edit, Publish and Delete: issue 33).
				{ size: 'sm', wrap: false, className: 'h-11 md:h-9' },
				{ size: 'sm', wrap: true, className: 'min-h-11 py-1.5 md:min-h-9' },
			],
			defaultVariants: { variant: 'primary', size: 'md', wrap: false },
		},
	),
)

type ButtonVariants = VariantProps<typeof buttonVariants>

export function Button({
	className,
	variant,
	size,
	wrap,
	type = 'button',
	...props
}: React.ComponentProps<'button'> & ButtonVariants) {
	return (
		<button
			type={type}
			className={cn(buttonVariants({ variant, size, wrap }), className)}
			{...props}
		/>
	)
}
