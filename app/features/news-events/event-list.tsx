import { Clock, MapPin } from 'lucide-react'
import { SiteLink } from '#app/components/site/site-link'
import { dateBadge, formatDate } from '#app/i18n/i18n'
import { localizePath } from '#app/i18n/locales'
import { FallbackNotice, Localized } from '#app/components/site/localized-text'
import type { EventSummary } from '#app/utils/localized'
import { useLocale, useT } from '#app/i18n/hooks'

/** Events as date-badged cards, each linking to its page; a clear sentence when there are none. */
export function EventList({
	items,
	empty = 'events.empty',
	headingLevel = 3,
}: {
	items: EventSummary[]
	empty?: 'events.empty' | 'events.noPast'
	headingLevel?: 2 | 3
}) {
	const t = useT()
	const locale = useLocale()
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	if (!items.length) return <p className="text-slate-700">{t(empty)}</p>
	return (
		<ul className="grid gap-4 md:grid-cols-2">
			{items.map((event) => {
				const badge = dateBadge(event.date, locale)
				return (
					<li
						key={event.id}
						className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
					>
						<time
							dateTime={event.date}
							className="flex size-16 shrink-0 flex-col items-center justify-center rounded-lg bg-primary text-white"
						>
							<span className="sr-only">{formatDate(event.date, locale)}</span>
							<span aria-hidden="true" className="text-xs font-bold uppercase">
								{badge.month}
							</span>
							<span aria-hidden="true" className="text-2xl leading-none font-extrabold">
								{badge.day}
							</span>
						</time>
						<div className="min-w-0">
							<Heading className="text-lg font-semibold">
								<SiteLink
									to={localizePath(`/events/${event.id}`, locale)}
									lang={event.title.fallback ? event.title.lang : undefined}
									className="text-primary-dark hover:underline"
								>
									{event.title.text}
								</SiteLink>
							</Heading>
							<FallbackNotice value={event.title} />
							<p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
								<Clock aria-hidden="true" className="size-4 shrink-0" />
								<span className="sr-only">{t('events.time')}: </span>
								{event.time}
							</p>
							{event.location.text ? (
								<p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
									<MapPin aria-hidden="true" className="size-4 shrink-0" />
									<span className="sr-only">{t('events.location')}: </span>
									<Localized value={event.location} />
								</p>
							) : null}
						</div>
					</li>
				)
			})}
		</ul>
	)
}
