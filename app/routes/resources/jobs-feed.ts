import type { LoaderFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import { jobsFeedXml } from '#app/features/jobs/jobs-feed.server'
import { feedResponse, methodNotAllowed, publicOrigin } from '#app/features/feeds/feeds.server'
import { localeFromPath } from '#app/i18n/locales'

/** `GET /jobs/feed.xml`, `/fr/jobs/feed.xml`: the open vacancies as RSS 2.0 (decision 034). */
export async function loader({ request, url }: LoaderFunctionArgs) {
	const locale = localeFromPath(url.pathname)
	const body = await jobsFeedXml(getDb(), publicOrigin(request), locale)
	return feedResponse(request, body, { type: 'application/rss+xml; charset=utf-8', maxAge: 600 })
}

export const action = methodNotAllowed
