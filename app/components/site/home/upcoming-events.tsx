import { ArrowRight, Clock, MapPin } from 'lucide-react'
import { Link } from 'react-router'
import { dateBadge, formatDate } from '#app/i18n/i18n'
import { localizePath } from '#app/i18n/locales'
import { FallbackNotice, Localized } from '#app/components/site/localized-text'
import { buttonVariants } from '#app/components/ui/button'
import type { EventSummary } from '#app/utils/localized'
import { useLocale, useT } from '#app/utils/i18n'
import { Section } from './section'

export function UpcomingEvents({ items }: { items: EventSummary[] }) {
	const t = useT()
	const locale = useLocale()
	return (
		<Section id="events" title={t('events.title')} className="bg-slate-50">
			{items.length ? (
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
									<h3 className="text-lg font-semibold">
										<Link
											to={localizePath(`/events/${event.id}`, locale)}
											lang={event.title.fallback ? event.title.lang : undefined}
											className="text-primary-dark hover:underline"
										>
											{event.title.text}
										</Link>
									</h3>
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
			) : (
				<p className="text-slate-700">{t('events.empty')}</p>
			)}
			<Link
				to={localizePath('/events', locale)}
				className={buttonVariants({ variant: 'outline', className: 'mt-8' })}
			>
				{t('events.viewAll')}
				<ArrowRight aria-hidden="true" />
			</Link>
		</Section>
	)
}
