import type { CouncilSettings } from '#app/features/settings/settings-schema'
import { createT } from '#app/i18n/catalogs.server'
import { localizePath, type Locale } from '#app/i18n/locales'
import { absoluteUrl, shareImagePath } from '#app/features/feeds/seo'
import {
	event as eventLd,
	jsonLdAddress,
	serializeJsonLd,
} from '#app/features/feeds/structured-data.server'
import { pageCrumbs } from '#app/features/pages/page.server'
import { formatText, plainText } from '#app/features/formatting/markdown.server'
import type { PublicEvent } from './queries.server'
import { excerpt } from '#app/utils/text'

/**
 * What an event's page shows, from the event (published, or a draft in a preview): its
 * breadcrumb, description, structured data, and its text formatted on the server.
 */
export function eventPageData(
	address: URL,
	event: PublicEvent,
	settings: CouncilSettings,
	locale: Locale,
) {
	const t = createT(locale)
	const crumbs = pageCrumbs(address, event.title.text, {
		label: t('events.pageTitle'),
		href: localizePath('/events', locale),
	})
	const { origin, url } = jsonLdAddress(address)
	const words = plainText(event.description.text)
	const jsonLd = serializeJsonLd(
		eventLd(
			{
				url,
				name: event.title.text,
				description: words,
				date: event.date,
				time: event.time,
				location: event.location.text,
				// Events have no picture of their own: the events share picture stands in.
				image: absoluteUrl(origin, shareImagePath('events')),
				inLanguage: event.description.text ? event.description.lang : event.title.lang,
			},
			settings,
			locale,
			origin,
		),
	)
	// The description travels once, as its formatted tree (the Markdown stays on the server).
	return {
		event: { ...event, description: { ...event.description, text: '' } },
		details: event.description.text ? formatText(event.description.text, { locale }) : null,
		description: excerpt(words || event.title.text, 155),
		crumbs,
		jsonLd,
	}
}

export type EventPageData = ReturnType<typeof eventPageData>
