import { now } from '#app/platform/clock.server'
import type { LoaderFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import { councilToday, localeFromPath } from '#app/i18n/locales'
import { feedResponse, methodNotAllowed, publicOrigin } from '#app/features/feeds/feeds.server'
import { eventsIcs } from '#app/features/news-events/events-calendar.server'

/**
 * `GET /events/calendar.ics` (and `/fr/…`): the council's events as iCalendar, to import or to
 * subscribe to; `GET /events/:id/calendar.ics`: one event, for "add to my calendar".
 */
export async function loader({ request, url, params }: LoaderFunctionArgs) {
	const locale = localeFromPath(url.pathname)
	const origin = publicOrigin(request)
	let body: string | undefined
	let filename = `events-${locale}.ics`
	if (params.id === undefined) {
		body = await eventsIcs(getDb(), origin, locale, { today: councilToday(now()) })
	} else {
		const id = /^\d{1,15}$/.test(params.id) ? Number(params.id) : 0
		if (id > 0) body = await eventsIcs(getDb(), origin, locale, { id })
		filename = `event-${id}-${locale}.ics`
	}
	if (body === undefined) {
		return new Response('Not found\n', {
			status: 404,
			headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
		})
	}
	return feedResponse(request, body, { type: 'text/calendar; charset=utf-8', filename })
}

export const action = methodNotAllowed
