import { ArrowLeft, CalendarDays, CalendarPlus, Clock, MapPin } from 'lucide-react'
import { SiteLink } from '#app/components/site/site-link'
import { AttachedDocuments } from '#app/features/documents/document-list'
import type { DocumentSummary } from '#app/features/documents/queries.server'
import { WhatsAppLink } from '#app/features/subscriptions/whatsapp-link'
import { FallbackNotice, Localized } from '#app/components/site/localized-text'
import { IconFacts } from '#app/components/site/icon-facts'
import { PageMeta } from '#app/features/feeds/page-meta'
import { StructuredData } from '#app/components/site/structured-data'
import { PageHeader } from '#app/features/pages/page-header'
import { buttonVariants } from '#app/components/ui/button'
import { formatDate } from '#app/i18n/i18n'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { RichText } from '#app/features/formatting/rich-text'
import type { EventPageData } from './event-page.server'

/** An event's page (the public page, and its preview). */
export function EventPage({
	event,
	details,
	description,
	crumbs,
	jsonLd,
	attachments,
	whatsapp,
}: EventPageData & { attachments?: DocumentSummary[]; whatsapp?: string }) {
	const t = useT()
	const locale = useLocale()
	const facts = [
		{
			icon: CalendarDays,
			label: t('events.date'),
			value: (
				<time dateTime={event.date}>
					{formatDate(event.date, locale, {
						weekday: 'long',
						day: 'numeric',
						month: 'long',
						year: 'numeric',
					})}
				</time>
			),
		},
		{ icon: Clock, label: t('events.time'), value: event.time },
		{
			icon: MapPin,
			label: t('events.location'),
			value: event.location.text ? <Localized value={event.location} /> : null,
		},
	].filter((f) => f.value)
	return (
		<>
			<PageMeta
				title={t('meta.pageTitle', { title: event.title.text })}
				description={description}
				share="events"
			/>
			<StructuredData json={jsonLd} />
			<article>
				<PageHeader
					title={event.title.text}
					crumbs={crumbs}
					titleLang={event.title.fallback ? event.title.lang : undefined}
				>
					<FallbackNotice value={event.title} />
				</PageHeader>
				<div className="mx-auto max-w-3xl px-4 py-10">
					<IconFacts items={facts} className="sm:grid-cols-3" />
					{details ? (
						<>
							<FallbackNotice value={event.description} />
							<div
								lang={event.description.fallback ? event.description.lang : undefined}
								className="mt-8 space-y-4 text-lg leading-relaxed text-slate-800"
							>
								<RichText blocks={details} />
							</div>
						</>
					) : null}
					<AttachedDocuments items={attachments} className="mt-10" />
					{whatsapp ? (
						<p className="mt-10">
							<WhatsAppLink href={whatsapp} className="text-primary-dark" />
						</p>
					) : null}
					<div className="mt-10 flex flex-wrap gap-4">
						<SiteLink
							to={localizePath('/events', locale)}
							className={buttonVariants({ variant: 'outline' })}
						>
							<ArrowLeft aria-hidden="true" />
							{t('events.allEvents')}
						</SiteLink>
						<a
							href={localizePath(`/events/${event.id}/calendar.ics`, locale)}
							type="text/calendar"
							className={buttonVariants({ variant: 'outline' })}
						>
							<CalendarPlus aria-hidden="true" />
							{t('feeds.eventCalendar')}
						</a>
					</div>
				</div>
			</article>
		</>
	)
}
