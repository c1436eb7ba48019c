import type { ContentType } from '#app/features/cms/content-type'
import { resourceType } from '#app/features/cms/resource-type.server'
import { newest } from '#app/features/feeds/sitemap'
import { plainText } from '#app/features/formatting/markdown.server'
import type { PreviewViewProps } from '#app/features/preview/preview-views'
import { previewedRow } from '#app/features/preview/previewed-row.server'
import { liveAt } from '#app/features/scheduling/live.server'
import { getSettings } from '#app/features/settings/queries.server'
import { describedItemAnnouncement } from '#app/features/subscriptions/announced-item.server'
import { localizePath, type Locale } from '#app/i18n/locales'
import { tenderOf, getTendersForSitemap } from './queries.server'
import { tenderPageData } from './tender-page.server'
import { bidsResource } from './tenders.content'

/** A tender's page: `/business/bids/<slug>` (decision 034). */
const address = (row: { slug: string }, locale: Locale) =>
	localizePath(`/business/bids/${encodeURIComponent(row.slug)}`, locale)

export const bidsType: ContentType = resourceType(bidsResource, {
	address,
	async search({ db, locale, at, pick }) {
		const rows = await db.selectFrom('bids').selectAll().where(liveAt(at)).execute()
		return rows.map((row) => ({
			id: `bid:${row.id}`,
			type: 'bid' as const,
			title: pick(row.title_en, row.title_fr),
			headings: row.reference,
			text: [
				pick(row.category_en, row.category_fr),
				plainText(pick(row.description_en, row.description_fr)),
				row.awardee ?? '',
			].join(' '),
			url: address(row, locale),
		}))
	},
	// Residents subscribe to tenders as to news (issue 33, decision 040).
	announcement: describedItemAnnouncement('bids', {
		kind: 'mail.kind.bids',
		path: (row) => address(row, 'en'),
	}),
	/** On its own page (decision 034), as it will be published. */
	async preview({ db, url, id, locale, changes }) {
		const item = await previewedRow(db, 'bids', id, changes)
		if (!item) return null
		const tender = tenderOf(item.row, locale)
		const props: PreviewViewProps<'tender'> = await tenderPageData(
			url,
			db,
			tender,
			await getSettings(db),
			locale,
		)
		return { view: 'tender', props, title: tender.title.text, state: item.state }
	},
	// Every published tender, closed ones too (an award is of public interest): their pages answer.
	async sitemap(db) {
		const rows = await getTendersForSitemap(db)
		return {
			entries: rows.map((row) => ({ path: address(row, 'en'), lastmod: newest(row.updated_at) })),
		}
	},
	ownPages: {
		route: '/business/bids/:slug',
		async live(db) {
			const rows = await db.selectFrom('bids').select('slug').where(liveAt()).execute()
			return rows.map((row) => address(row, 'en'))
		},
	},
})
