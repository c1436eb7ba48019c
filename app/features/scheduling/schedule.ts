import { COUNCIL_UTC_OFFSET_MINUTES } from '#app/config'

/**
 * Scheduled times as staff type and read them: a date and a time of day in the council's time
 * zone ("2026-12-12T08:00", what a `datetime-local` field holds), stored as an ISO instant in UTC.
 * Safe for the browser.
 */

/** "HH:MM" from 00:00 to 23:59 (a tender's or a vacancy's closing time, council time). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/
const OFFSET_MS = COUNCIL_UTC_OFFSET_MINUTES * 60_000

/** "2026-12-12T08:00" (council time) as an ISO instant, or null when it is not a real moment. */
export function councilTimeToIso(local: string): string | null {
	const m = LOCAL.exec(local.trim())
	if (!m) return null
	const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number]
	const utc = Date.UTC(y, mo - 1, d, h, mi)
	const back = new Date(utc)
	// 31 February, 25:00…: Date.UTC rolls them over; a real moment reads back the same.
	if (
		back.getUTCFullYear() !== y ||
		back.getUTCMonth() !== mo - 1 ||
		back.getUTCDate() !== d ||
		back.getUTCHours() !== h ||
		back.getUTCMinutes() !== mi
	) {
		return null
	}
	return new Date(utc - OFFSET_MS).toISOString()
}

/** An ISO instant as a `datetime-local` value in council time ("2026-12-12T08:00"), or ''. */
export function isoToCouncilTime(iso: string | null | undefined): string {
	if (!iso) return ''
	const ms = Date.parse(iso)
	if (!Number.isFinite(ms)) return ''
	return new Date(ms + OFFSET_MS).toISOString().slice(0, 16)
}

/** Where an item stands for staff: its state, and the moment that state changes, if any. */
export type ScheduleState =
	| { state: 'draft' }
	| { state: 'scheduled'; at: string; until: string | null }
	| { state: 'published'; until: string | null }
	| { state: 'ended'; at: string }

export function scheduleState(
	item: { status: string | null; publishAt?: string | null; unpublishAt?: string | null },
	at: string,
): ScheduleState {
	if (item.status !== 'published') return { state: 'draft' }
	const until = item.unpublishAt ?? null
	if (until && until <= at) return { state: 'ended', at: until }
	if (item.publishAt && item.publishAt > at)
		return { state: 'scheduled', at: item.publishAt, until }
	return { state: 'published', until }
}
