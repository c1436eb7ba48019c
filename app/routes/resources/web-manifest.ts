import type { LoaderFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import { feedResponse, methodNotAllowed } from '#app/features/feeds/feeds.server'
import { settingsFor } from '#app/features/settings/queries.server'
import { webManifest } from '#app/features/settings/emblem'
import { localeFromPath } from '#app/i18n/locales'

/**
 * `GET /manifest.webmanifest` and `/fr/manifest.webmanifest` (decision 055): the council's name in
 * the address's language and its emblem's icons. Kept five minutes: a new emblem shows soon, and
 * the icons it lists have addresses of their own (a hash of the file), cached for a year.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
	const locale = localeFromPath(url.pathname)
	const settings = await settingsFor(getDb(), context)
	return feedResponse(request, JSON.stringify(webManifest(settings, locale)), {
		type: 'application/manifest+json; charset=utf-8',
		maxAge: 300,
	})
}

export const action = methodNotAllowed
