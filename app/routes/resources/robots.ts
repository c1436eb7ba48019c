import type { LoaderFunctionArgs } from 'react-router'
import { feedResponse, methodNotAllowed, publicOrigin } from '#app/features/feeds/feeds.server'
import { buildRobots } from '#app/features/feeds/sitemap'

/** `GET /robots.txt`: keeps crawlers out of the staff area and search results; names the sitemap. */
export function loader({ request }: LoaderFunctionArgs) {
	return feedResponse(request, buildRobots(publicOrigin(request)), {
		type: 'text/plain; charset=utf-8',
		maxAge: 86400,
	})
}

export const action = methodNotAllowed
