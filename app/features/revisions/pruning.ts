import { councilToday } from '#app/i18n/locales'

/**
 * Which revisions of one item are kept (decision 025): every revision of the last 30 days; older,
 * the last of each day (the council's day) up to a year; older still, the last of each month;
 * and, whatever their age, the latest 20. The rule only ever removes a revision that has a
 * later one kept on the same day or month, so what an item looked like on any given day stays
 * recoverable for a year, and month by month after that.
 */
export const KEEP_ALL_DAYS = 30
export const KEEP_DAILY_DAYS = 365
export const KEEP_LATEST = 20

const DAY = 24 * 60 * 60 * 1000

export interface RevisionStamp {
	version: number
	/** ISO instant of the save. */
	createdAt: string
}

/** The versions the rule drops, given every revision of one item. */
export function revisionsToPrune(revisions: readonly RevisionStamp[], now: Date): number[] {
	const newestFirst = [...revisions].sort((a, b) => b.version - a.version)
	const seenBuckets = new Set<string>()
	const dropped: number[] = []
	newestFirst.forEach((revision, index) => {
		const age = now.getTime() - new Date(revision.createdAt).getTime()
		let keep = index < KEEP_LATEST || age <= KEEP_ALL_DAYS * DAY
		if (!keep) {
			const day = councilToday(new Date(revision.createdAt))
			// The newest revision of each day (within a year) or month (older) is the one seen first.
			const bucket = age <= KEEP_DAILY_DAYS * DAY ? `d:${day}` : `m:${day.slice(0, 7)}`
			keep = !seenBuckets.has(bucket)
		}
		// A kept revision marks its day and month, so an older one of the same period goes.
		if (keep) {
			const day = councilToday(new Date(revision.createdAt))
			seenBuckets.add(`d:${day}`)
			seenBuckets.add(`m:${day.slice(0, 7)}`)
		} else dropped.push(revision.version)
	})
	return dropped.sort((a, b) => a - b)
}
