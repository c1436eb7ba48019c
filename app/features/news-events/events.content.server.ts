import type { ContentType } from '#app/features/cms/content-type'
import { resourceType } from '#app/features/cms/resource-type.server'
import { newest } from '#app/features/feeds/sitemap'
import { plainText } from '#app/features/formatting/markdown.server'
import { textLinks } from '#app/features/formatting/text-links.server'
import type { PreviewViewProps } from '#app/features/preview/preview-views'
import { previewedRow } from '#app/features/preview/previewed-row.server'
import { liveAt } from '#app/features/scheduling/live.server'
import { listPageDocument } from '#app/features/search/search-documents'
import { getSettings } from '#app/features/settings/queries.server'
import { bothLanguages, mailSummary } from '#app/features/subscriptions/announced-item.server'
import { formatDate } from '#app/i18n/i18n'
import { localizePath, type Locale } from '#app/i18n/locales'
import { eventPageData } from './event-page.server'
import { eventsResource } from './events.content'
import { publicEventOf, getEventsForSitemap } from './queries.server'

/** An event's page: `/events/<id>`. */
const address = (row: { id: number }, locale: Locale) => localizePath(`/events/${row.id}`, locale)

export const eventsType: ContentType = resourceType(eventsResource, {
	address,
	async search(context) {
		const { db, locale, at, pick } = context
		const rows = await db.selectFrom('events').selectAll().where(liveAt(at)).execute()
		return [
			listPageDocument(context, '/events', 'events.pageTitle', [
				'events.pageDescription',
				'events.pageIntro',
			]),
			...rows.map((row) => ({
				id: `event:${row.id}`,
				type: 'event' as const,
				title: pick(row.title_en, row.title_fr),
				headings: pick(row.location_en, row.location_fr),
				text: plainText(pick(row.description_en, row.description_fr)),
				url: address(row, locale),
				date: row.date,
			})),
		]
	},
	announcement: {
		async read(db, id, at) {
			const row = await db
				.selectFrom('events')
				.select([
					'id',
					'title_en',
					'title_fr',
					'description_en',
					'description_fr',
					'location_en',
					'location_fr',
					'date',
					'time',
				])
				.where('id', '=', id)
				.where(liveAt(at))
				.executeTakeFirst()
			if (!row) return undefined
			const day = (locale: Locale) =>
				[formatDate(row.date, locale), row.time.trim()].filter(Boolean).join(', ')
			return {
				type: 'events',
				id,
				title: bothLanguages(row.title_en, row.title_fr),
				summary: mailSummary({ en: row.description_en, fr: row.description_fr }),
				path: address(row, 'en'),
				kind: 'mail.kind.events',
				priority: 5,
				when: { en: day('en'), fr: day('fr') },
				where: bothLanguages(row.location_en, row.location_fr),
			}
		},
	},
	/** On its own page, as it will be published. */
	async preview({ db, url, id, locale, changes }) {
		const item = await previewedRow(db, 'events', id, changes)
		if (!item) return null
		const event = publicEventOf(item.row, locale)
		const props: PreviewViewProps<'event'> = eventPageData(
			url,
			event,
			await getSettings(db),
			locale,
		)
		return { view: 'event', props, title: event.title.text, state: item.state }
	},
	async sitemap(db) {
		const rows = await getEventsForSitemap(db)
		const changed = newest(...rows.map((row) => row.updated_at))
		return {
			entries: rows.map((row) => ({ path: address(row, 'en'), lastmod: newest(row.updated_at) })),
			// The home page shows the next events too.
			lists: { '/': changed, '/events': changed },
		}
	},
	feeds: ['/events/calendar.ics', '/events/:id/calendar.ics'],
	ownPages: {
		route: '/events/:id',
		async live(db) {
			const rows = await db.selectFrom('events').select('id').where(liveAt()).execute()
			return rows.map((row) => address(row, 'en'))
		},
	},
	links: {
		kind: 'event',
		async find(db) {
			const rows = await db
				.selectFrom('events')
				.select(['id', 'title_en', 'title_fr', 'description_en', 'description_fr'])
				.where(liveAt())
				.orderBy('id')
				.execute()
			return rows.flatMap((row) =>
				textLinks(row.description_en, row.description_fr).map((link) => ({
					id: row.id,
					title: row.title_en || row.title_fr || '',
					editHref: eventsType.editPath(row.id),
					...link,
				})),
			)
		},
	},
})
