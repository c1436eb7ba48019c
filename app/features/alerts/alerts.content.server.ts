import type { ContentType } from '#app/features/cms/content-type'
import { resourceType } from '#app/features/cms/resource-type.server'
import { liveAt } from '#app/features/scheduling/live.server'
import { bothLanguages } from '#app/features/subscriptions/announced-item.server'
import { localizePath, type Locale } from '#app/i18n/locales'
import { alertsResource } from './alerts.content'

/** An alert has no page of its own: its link (a site path or an https address), or the home page. */
function address(row: { link: string }, locale: Locale) {
	const link = row.link.trim()
	if (link.startsWith('/') && !link.startsWith('//')) return localizePath(link, locale)
	return /^https:\/\//i.test(link) ? link : localizePath('/', locale)
}

/** An emergency is queued before anything else, then warnings (decision 040). */
const priority = { emergency: 0, warning: 1, information: 5 } as const

export const alertsType: ContentType = resourceType(alertsResource, {
	address,
	announcement: {
		async read(db, id, at) {
			const row = await db
				.selectFrom('alerts')
				.select(['level', 'title_en', 'title_fr', 'body_en', 'body_fr', 'link'])
				.where('id', '=', id)
				.where(liveAt(at))
				.executeTakeFirst()
			if (!row) return undefined
			return {
				type: 'alerts',
				id,
				title: bothLanguages(row.title_en, row.title_fr),
				summary: bothLanguages(row.body_en, row.body_fr),
				path: address(row, 'en'),
				kind: `mail.kind.alert.${row.level}`,
				priority: priority[row.level],
			}
		},
	},
	feeds: ['/alerts/feed.xml'],
})
