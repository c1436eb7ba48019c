import { ArrowLeft, ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { cn } from '#app/utils/misc'

/**
 * Previous/next links between the pages of a list (newsroom, search results, the staff area's
 * lists and activity log): plain links, so
 * they work without JavaScript. Nothing is drawn for a list of one page.
 */
export function Pager({
	label,
	page,
	pages,
	href,
	previous,
	next,
	status,
	className,
}: {
	/** Names the navigation landmark. */
	label: string
	page: number
	pages: number
	href: (page: number) => string
	previous: string
	next: string
	/** "Page 2 of 5", in the page's language. */
	status: string
	className?: string
}) {
	if (pages <= 1) return null
	return (
		<nav aria-label={label} className={cn('flex flex-wrap items-center gap-4', className)}>
			{page > 1 ? (
				<Link to={href(page - 1)} rel="prev" className={buttonVariants({ variant: 'outline' })}>
					<ArrowLeft aria-hidden="true" />
					{previous}
				</Link>
			) : null}
			<p className="text-slate-700">{status}</p>
			{page < pages ? (
				<Link to={href(page + 1)} rel="next" className={buttonVariants({ variant: 'outline' })}>
					{next}
					<ArrowRight aria-hidden="true" />
				</Link>
			) : null}
		</nav>
	)
}
