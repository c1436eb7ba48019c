import { CalendarPlus } from 'lucide-react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { EventList } from '#app/components/site/event-list'
import { PageMeta } from '#app/components/site/page-meta'
import { PageHeader, PageSection } from '#app/components/site/page/page-header'
import { getDb } from '#app/db/client.server'
import { getPastEvents, getUpcomingEvents } from '#app/db/queries/content.server'
import { createT } from '#app/i18n/catalogs.server'
import { councilToday, localeFromPath, localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/utils/i18n'
import { pageCrumbs } from '#app/utils/page.server'

export async function loader({ request }: LoaderFunctionArgs) {
	const locale = localeFromPath(new URL(request.url).pathname)
	const db = getDb()
	const today = councilToday()
	const [upcoming, past] = await Promise.all([
		getUpcomingEvents(db, locale, today, 50),
		getPastEvents(db, locale, today, 20),
	])
	return { upcoming, past, crumbs: pageCrumbs(request, createT(locale)('events.pageTitle')) }
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
					<p className="mt-6">
						<a
							href={calendar}
							type="text/calendar"
							className="inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
						>
							<CalendarPlus aria-hidden="true" className="size-4" />
							{t('feeds.calendar')}
						</a>
					</p>
				</PageSection>
				<PageSection id="past" title={t('events.past')}>
					<EventList items={past} empty="events.noPast" />
				</PageSection>
			</div>
		</>
	)
}
