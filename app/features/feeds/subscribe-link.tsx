import { CalendarPlus, Mail, Rss } from 'lucide-react'

// `email`: the page where residents subscribe by email (decision 040), a page, not a file.
const icons = { feed: Rss, calendar: CalendarPlus, email: Mail }
const types = { feed: 'application/rss+xml', calendar: 'text/calendar', email: undefined }

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
