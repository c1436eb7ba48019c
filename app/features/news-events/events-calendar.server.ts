import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { councilMidnight } from '#app/features/feeds/feeds'
import { buildCalendar, type CalendarEvent } from '#app/features/feeds/ics'
import { getSettings } from '#app/features/settings/queries.server'
import { createT } from '#app/i18n/catalogs.server'
import { settingsVars } from '#app/i18n/hooks'
import { addDays, localizePath, type Locale } from '#app/i18n/locales'
import { getEventsForCalendar } from './queries.server'

/** A calendar file carries upcoming events and those of the last this many days. */
export const CALENDAR_PAST_DAYS = 90

const instant = (value: string, fallback: Date) => {
	const time = Date.parse(value)
	return Number.isNaN(time) ? fallback : new Date(time)
}

/**
 * The council's events as iCalendar in one language: upcoming ones and those of the last
 * CALENDAR_PAST_DAYS days (`today` in the council's zone), or the single event `id`.
 * Undefined when that one event is not published.
 */
export async function eventsIcs(
	db: Kysely<Database>,
	origin: string,
	locale: Locale,
	which: { today: string } | { id: number },
) {
	const [settings, events] = await Promise.all([
		getSettings(db),
		getEventsForCalendar(
			db,
			locale,
			'id' in which ? { id: which.id } : { from: addDays(which.today, -CALENDAR_PAST_DAYS) },
		),
	])
	if ('id' in which && !events.length) return undefined
	const t = createT(locale, settingsVars(settings, locale))
	const host = new URL(origin).host
	const items: CalendarEvent[] = events.map((e) => {
		const date = councilMidnight(e.date)
		return {
			uid: `event-${e.id}@${host}`,
			date: e.date,
			time: e.time,
			summary: e.title,
			description: e.description,
			location: e.location,
			url: `${origin}${localizePath(`/events/${e.id}`, locale)}`,
			updatedAt: instant(e.updatedAt, date),
			createdAt: instant(e.createdAt, date),
		}
	})
	return buildCalendar(
		{
			name: t('feeds.calendarName'),
			description: t('events.pageDescription'),
			lang: locale,
			timeLabel: t('events.time'),
		},
		items,
	)
}
