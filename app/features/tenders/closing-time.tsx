import { COUNCIL_ZONE_ABBREVIATION, councilOffsetText } from '#app/config'
import { formatDate } from '#app/i18n/i18n'
import { useLocale, useT } from '#app/i18n/hooks'
import { closingInstant, TIME_OF_DAY, type Closing } from './closing'

/**
 * When a tender or a vacancy closes, as people read it: "15 March 2026 at 12:00 (WAT)", or
 * "15 March 2026, end of the day" without a time; machine-readable in `dateTime`.
 */
export function ClosingTime({
	date,
	time,
	compact,
}: Closing & {
	/** In a table: the day alone when there is no time ("end of the day" goes without saying). */
	compact?: boolean
}) {
	const t = useT()
	const locale = useLocale()
	const day = formatDate(date, locale)
	const timed = TIME_OF_DAY.test(time)
	const machine = timed ? `${date}T${time}${councilOffsetText()}` : date
	return (
		<time dateTime={closingInstant({ date, time }) ? machine : undefined}>
			{timed
				? t('closing.dateAndTime', { date: day, time, zone: COUNCIL_ZONE_ABBREVIATION })
				: compact
					? day
					: t('closing.endOfDay', { date: day })}
		</time>
	)
}
