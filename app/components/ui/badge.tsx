import { keptVariants } from '#app/utils/kept-variants'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '#app/utils/misc'

/**
 * A short status word beside an item (a tender open, closed or awarded; a vacancy closed). Each
 * look is a variant (decision 019): callers pass layout classes only. Every pair of colours is
 * above the AA contrast ratio for small bold text.
 */
export const badgeVariants = keptVariants(
	cva('inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap', {
		variants: {
			tone: {
				/** Still open: bids or applications are received. */
				open: 'bg-primary-light text-primary-dark',
				/** Over: nothing more is received. */
				closed: 'bg-slate-200 text-slate-800',
				/** Decided: a tender's winner is named. */
				awarded: 'bg-amber-100 text-amber-950',
			},
		},
		defaultVariants: { tone: 'closed' },
	}),
)

export function Badge({
	tone,
	className,
	...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
	return <span className={cn(badgeVariants({ tone }), className)} {...props} />
}
