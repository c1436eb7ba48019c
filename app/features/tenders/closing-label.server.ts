import { COUNCIL_ZONE_ABBREVIATION, councilOffsetText } from '#app/config'
import { createT } from '#app/i18n/catalogs.server'
import { formatDate } from '#app/i18n/i18n'
import type { Locale } from '#app/i18n/locales'
import { TIME_OF_DAY } from '#app/features/scheduling/schedule'
import type { Closing } from './closing'

/**
 * When a tender or a vacancy closes, written on the server in the page's language, so that no
 * formatting code travels to the browser (decision 034): "15 March 2026 at 12:00 (WAT)", or
 * "15 March 2026, until the end of the day" without a time; `day` alone for tables; `dateTime`
 * for the `<time>` element.
 */
export interface ClosingLabel {
	text: string
	/** The day alone when there is no time (a table's column), else `text`. */
	short: string
	dateTime: string
}

export function closingLabel({ date, time }: Closing, locale: Locale): ClosingLabel {
	const t = createT(locale)
	const day = formatDate(date, locale)
	if (TIME_OF_DAY.test(time)) {
		const text = t('closing.dateAndTime', { date: day, time, zone: COUNCIL_ZONE_ABBREVIATION })
		return { text, short: text, dateTime: `${date}T${time}${councilOffsetText()}` }
	}
	return { text: t('closing.endOfDay', { date: day }), short: day, dateTime: date }
}
