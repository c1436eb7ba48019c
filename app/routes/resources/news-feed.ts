import type { LoaderFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import { localeFromPath } from '#app/i18n/locales'
import { feedResponse, methodNotAllowed, publicOrigin } from '#app/features/feeds/feeds.server'
import { newsFeedXml } from '#app/features/news-events/news-feed.server'

/** `GET /news/feed.xml`, `/fr/news/feed.xml`: the newsroom as RSS 2.0, in the address's language. */
export async function loader({ request, url }: LoaderFunctionArgs) {
	const locale = localeFromPath(url.pathname)
	const body = await newsFeedXml(getDb(), publicOrigin(request), locale)
	return feedResponse(request, body, { type: 'application/rss+xml; charset=utf-8' })
}

export const action = methodNotAllowed
