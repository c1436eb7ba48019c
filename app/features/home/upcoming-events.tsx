import { ArrowRight } from 'lucide-react'
import { SiteLink } from '#app/components/site/site-link'
import { localizePath } from '#app/i18n/locales'
import { EventList } from '#app/features/news-events/event-list'
import { buttonVariants } from '#app/components/ui/button'
import type { EventSummary } from '#app/utils/localized'
import { useLocale, useT } from '#app/i18n/hooks'
import { Section } from './section'

export function UpcomingEvents({ items }: { items: EventSummary[] }) {
	const t = useT()
	const locale = useLocale()
	return (
		<Section id="events" title={t('events.title')} className="bg-slate-50">
			<EventList items={items} />
			<SiteLink
				to={localizePath('/events', locale)}
				className={buttonVariants({ variant: 'outline', className: 'mt-8' })}
			>
				{t('events.viewAll')}
				<ArrowRight aria-hidden="true" />
			</SiteLink>
		</Section>
	)
}
