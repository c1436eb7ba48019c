import type { LoaderFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import { alertsFeedXml } from '#app/features/alerts/alerts.server'
import { feedResponse, methodNotAllowed, publicOrigin } from '#app/features/feeds/feeds.server'
import { localeFromPath } from '#app/i18n/locales'

/** `GET /alerts/feed.xml`, `/fr/alerts/feed.xml`: the live alerts as RSS 2.0 (decision 031). */
export async function loader({ request, url }: LoaderFunctionArgs) {
	const locale = localeFromPath(url.pathname)
	const body = await alertsFeedXml(getDb(), publicOrigin(request), locale)
	// Polled for news of an emergency: kept one minute at most by readers and proxies.
	return feedResponse(request, body, { type: 'application/rss+xml; charset=utf-8', maxAge: 60 })
}

export const action = methodNotAllowed
