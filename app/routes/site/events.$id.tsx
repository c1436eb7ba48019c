import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import { getEvent } from '#app/features/news-events/queries.server'
import { settingsFor } from '#app/features/settings/queries.server'
import { localeFromPath } from '#app/i18n/locales'
import { EventPage } from '#app/features/news-events/event-page'
import { eventPageData } from '#app/features/news-events/event-page.server'
import { getAttachedDocuments } from '#app/features/documents/queries.server'
import { whatsappForPage } from '#app/features/subscriptions/whatsapp.server'

export async function loader({ url, params, context }: LoaderFunctionArgs) {
	const locale = localeFromPath(url.pathname)
	const id = Number(params.id)
	const db = getDb()
	const [event, settings] = await Promise.all([
		Number.isSafeInteger(id) && id > 0 ? getEvent(db, locale, id) : undefined,
		settingsFor(db, context),
	])
	if (!event) throw data(null, { status: 404 })
	return {
		...eventPageData(url, event, settings, locale),
		attachments: await getAttachedDocuments(db, locale, 'events', event.id),
		whatsapp: await whatsappForPage(db, url, { table: 'events', id: event.id, locale }),
	}
}

export default function EventRoute() {
	return <EventPage {...useLoaderData<typeof loader>()} />
}
