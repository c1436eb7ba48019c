import { addDays } from '#app/i18n/locales'
import { councilTimeToIso, TIME_OF_DAY } from '#app/features/scheduling/schedule'

/**
 * When a tender or a job vacancy closes (decision 034): a day and, optionally, a time of day,
 * both in the council's time zone, as staff type them. Without a time, it closes when the day
 * ends (the rule tenders had before they had a time). Safe for the browser.
 */
export interface Closing {
	/** YYYY-MM-DD, council time. */
	date: string
	/** "HH:MM", council time, or '' for the whole day. */
	time: string
}

/** The instant it closes (ISO, UTC): from this moment on, it is closed. Null for an unreal date. */
export function closingInstant({ date, time }: Closing): string | null {
	if (time && TIME_OF_DAY.test(time)) return councilTimeToIso(`${date}T${time}`)
	return /^\d{4}-\d{2}-\d{2}$/.test(date) ? councilTimeToIso(`${addDays(date, 1)}T00:00`) : null
}

/** Still open at `at` (an ISO instant). Something without a readable closing moment is closed. */
export function isOpenAt(closing: Closing, at: string): boolean {
	const closes = closingInstant(closing)
	return closes !== null && at < closes
}

/** Where a tender stands for bidders: awarded once staff name the winner, else open or closed. */
export type TenderStatus = 'open' | 'closed' | 'awarded'

export function tenderStatus(
	tender: Closing & { awardee: string | null | undefined },
	at: string,
): TenderStatus {
	if (tender.awardee?.trim()) return 'awarded'
	return isOpenAt(tender, at) ? 'open' : 'closed'
}
