import { ArrowLeft, CalendarDays, CalendarPlus, Clock, MapPin } from 'lucide-react'
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { FallbackNotice, Localized } from '#app/components/site/localized-text'
import { IconFacts } from '#app/components/site/icon-facts'
import { PageMeta } from '#app/features/feeds/page-meta'
import { StructuredData } from '#app/features/feeds/structured-data'
import { PageHeader } from '#app/features/pages/page-header'
import { buttonVariants } from '#app/components/ui/button'
import { getDb } from '#app/db/client.server'
import { excerpt, getEvent } from '#app/features/news-events/queries.server'
import { getSettings } from '#app/features/settings/queries.server'
import { formatDate } from '#app/i18n/i18n'
import { createT } from '#app/i18n/catalogs.server'
import { localeFromPath, localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { absoluteUrl, shareImagePath } from '#app/features/feeds/seo'
import {
	event as eventLd,
	jsonLdAddress,
	serializeJsonLd,
} from '#app/features/feeds/structured-data.server'
import { pageCrumbs } from '#app/features/pages/page.server'
import { formatText, plainText } from '#app/features/formatting/markdown.server'
import { RichText } from '#app/features/formatting/rich-text'

export async function loader({ request, params }: LoaderFunctionArgs) {
	const locale = localeFromPath(new URL(request.url).pathname)
	const id = Number(params.id)
	const db = getDb()
	const [event, settings] = await Promise.all([
		Number.isSafeInteger(id) && id > 0 ? getEvent(db, locale, id) : undefined,
		getSettings(db),
	])
	if (!event) throw data(null, { status: 404 })
	const t = createT(locale)
	const crumbs = pageCrumbs(request, event.title.text, {
		label: t('events.pageTitle'),
		href: localizePath('/events', locale),
	})
	const { origin, url } = jsonLdAddress(request)
	const words = plainText(event.description.text)
	const jsonLd = serializeJsonLd(
		eventLd(
			{
				url,
				name: event.title.text,
				description: words,
				date: event.date,
				time: event.time,
				location: event.location.text,
				// Events have no picture of their own: the events share picture stands in.
				image: absoluteUrl(origin, shareImagePath('events')),
				inLanguage: event.description.text ? event.description.lang : event.title.lang,
			},
			settings,
			locale,
			origin,
		),
	)
	// The description travels once, as its formatted tree (the Markdown stays on the server).
	return {
		event: { ...event, description: { ...event.description, text: '' } },
		details: event.description.text ? formatText(event.description.text, { locale }) : null,
		description: excerpt(words || event.title.text, 155),
		crumbs,
		jsonLd,
	}
}

export default function EventPage() {
	const t = useT()
	const locale = useLocale()
	const { event, details, description, crumbs, jsonLd } = useLoaderData<typeof loader>()
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
					<div className="mt-10 flex flex-wrap gap-4">
						<Link
							to={localizePath('/events', locale)}
							className={buttonVariants({ variant: 'outline' })}
						>
							<ArrowLeft aria-hidden="true" />
							{t('events.allEvents')}
						</Link>
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
