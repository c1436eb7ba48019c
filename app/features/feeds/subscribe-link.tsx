import { CalendarPlus, Rss } from 'lucide-react'

const icons = { feed: Rss, calendar: CalendarPlus }
const types = { feed: 'application/rss+xml', calendar: 'text/calendar' }

/**
 * A link to a file people subscribe to (the newsroom's RSS feed, the events calendar), in its own
 * paragraph under a list. A plain link: the file opens in the reader's app.
 */
export function SubscribeLink({
	kind,
	href,
	label,
	className,
}: {
	kind: keyof typeof icons
	href: string
	label: string
	className?: string
}) {
	const Icon = icons[kind]
	return (
		<p className={className}>
			<a
				href={href}
				type={types[kind]}
				className="inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
			>
				<Icon aria-hidden="true" className="size-4" />
				{label}
			</a>
		</p>
	)
}
