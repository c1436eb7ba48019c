import type { LoaderFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import {
	feedResponse,
	methodNotAllowed,
	publicOrigin,
	sitemapXml,
} from '#app/features/feeds/feeds.server'

/** `GET /sitemap.xml`: every public page in both languages, and the published articles and events. */
export async function loader({ request }: LoaderFunctionArgs) {
	const body = await sitemapXml(getDb(), publicOrigin(request))
	return feedResponse(request, body, { type: 'application/xml; charset=utf-8', maxAge: 3600 })
}

export const action = methodNotAllowed
