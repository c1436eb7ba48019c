import { COUNCIL_TIME_ZONE } from '#app/config'
import { useLocale, useT } from '#app/i18n/hooks'
import { intlLocale, type Locale } from '#app/i18n/locales'
import { dateTimeFormat } from '#app/utils/intl'
import { cn } from '#app/utils/misc'
import { scheduleState } from './schedule'

/** A scheduled moment as staff read it: "12 Dec, 08:00" (with the year when it is not this one). */
export function formatScheduled(iso: string, now: string, locale: Locale) {
	const sameYear = iso.slice(0, 4) === now.slice(0, 4)
	return dateTimeFormat(intlLocale[locale], {
		day: 'numeric',
		month: 'short',
		year: sameYear ? undefined : 'numeric',
		hour: '2-digit',
		minute: '2-digit',
		hourCycle: 'h23',
		timeZone: COUNCIL_TIME_ZONE,
	}).format(new Date(iso))
}

/**
 * An item's publication state in the staff lists: Draft, Published (and until when), Scheduled
 * for a moment, or Ended. `now` comes from the loader, so the server and the browser agree.
 */
export function StatusBadge({
	status,
	publishAt = null,
	unpublishAt = null,
	now = '',
}: {
	status: string | null
	publishAt?: string | null
	unpublishAt?: string | null
	now?: string
}) {
	const t = useT()
	const locale = useLocale()
	const when = (iso: string) => formatScheduled(iso, now, locale)
	const state = scheduleState({ status, publishAt, unpublishAt }, now)
	const label =
		state.state === 'scheduled'
			? t('admin.status.scheduled', { when: when(state.at) })
			: state.state === 'ended'
				? t('admin.status.ended', { when: when(state.at) })
				: t(state.state === 'published' ? 'admin.status.published' : 'admin.status.draft')
	const until =
		(state.state === 'published' || state.state === 'scheduled') && state.until
			? t('admin.status.until', { when: when(state.until) })
			: null
	return (
		<span className="inline-flex flex-col items-start gap-1">
			<span
				className={cn(
					'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
					state.state === 'published'
						? 'bg-primary-light text-primary-dark'
						: state.state === 'scheduled'
							? 'bg-sky-100 text-sky-900'
							: 'bg-amber-100 text-amber-900',
				)}
			>
				{label}
			</span>
			{until ? <span className="text-xs whitespace-nowrap text-slate-700">{until}</span> : null}
		</span>
	)
}
