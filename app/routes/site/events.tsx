import { now } from '#app/platform/clock.server'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { EventList } from '#app/features/news-events/event-list'
import { SubscribeLink } from '#app/features/feeds/subscribe-link'
import { PageMeta } from '#app/features/feeds/page-meta'
import { PageHeader, PageSection } from '#app/features/pages/page-header'
import { getDb } from '#app/db/client.server'
import { getPastEvents, getUpcomingEvents } from '#app/features/news-events/queries.server'
import { createT } from '#app/i18n/catalogs.server'
import { councilToday, localeFromPath, localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { pageCrumbs } from '#app/features/pages/page.server'

export async function loader({ url }: LoaderFunctionArgs) {
	const locale = localeFromPath(url.pathname)
	const db = getDb()
	const today = councilToday(now())
	const [upcoming, past] = await Promise.all([
		getUpcomingEvents(db, locale, today, 50),
		getPastEvents(db, locale, today, 20),
	])
	return { upcoming, past, crumbs: pageCrumbs(url, createT(locale)('events.pageTitle')) }
}

export default function Events() {
	const t = useT()
	const locale = useLocale()
	const { upcoming, past, crumbs } = useLoaderData<typeof loader>()
	const calendar = localizePath('/events/calendar.ics', locale)
	return (
		<>
			<PageMeta
				title={t('meta.pageTitle', { title: t('events.pageTitle') })}
				description={t('events.pageDescription')}
				share="events"
			/>
			<PageHeader title={t('events.pageTitle')} intro={t('events.pageIntro')} crumbs={crumbs} />
			<div className="mx-auto max-w-5xl px-4">
				<PageSection id="upcoming" title={t('events.upcoming')}>
					<EventList items={upcoming} />
					<SubscribeLink
						kind="calendar"
						href={calendar}
						label={t('feeds.calendar')}
						className="mt-6"
					/>
					<SubscribeLink
						kind="email"
						href={localizePath('/subscribe', locale)}
						label={t('subscribe.link')}
						className="mt-4"
					/>
				</PageSection>
				<PageSection id="past" title={t('events.past')}>
					<EventList items={past} empty="events.noPast" />
				</PageSection>
			</div>
		</>
	)
}
