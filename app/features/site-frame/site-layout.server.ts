import type { LoaderFunctionArgs } from 'react-router'
import { getDb } from '#app/db/client.server'
import { getLiveAlerts } from '#app/features/alerts/alerts.server'
import { publicOrigin } from '#app/features/feeds/public-origin.server'
import { localeFromPath } from '#app/i18n/locales'
// Page feedback (decision 038): the footer's forms carry the anti-abuse start value.
import { sharedFormGuardValues } from '#app/platform/form-guard.server'
import { keptForContent } from '#app/features/scheduling/content-state.server'

/** What every public page shows besides itself: the live site-wide alerts (decision 031). */
export async function siteLayoutLoader({ request, url, context }: LoaderFunctionArgs) {
	const locale = localeFromPath(url.pathname)
	const origin = publicOrigin(request)
	const db = getDb()
	return {
		// With the public origin, each alert carries its "Share on WhatsApp" link (decision 040).
		// Kept while the content is unchanged: a scheduled alert's time is a change (keptForContent).
		alerts: await keptForContent(db, context, `alerts:${locale}:${origin}`, () =>
			getLiveAlerts(db, locale, origin),
		),
		// The day this page was made, signed (not personal: the same for everyone reading it, and
		// for every render of the page that day: decision 062).
		feedbackStarted: sharedFormGuardValues().started,
	}
}
