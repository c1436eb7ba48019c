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
import { localizePath, type Locale } from '#app/i18n/locales'
import { articlePageData } from './article-page.server'
import { newsResource } from './news.content'
import { newsArticleOf, getNewsForSitemap } from './queries.server'

/** An article's page: `/news/<slug>`. */
const address = (row: { slug: string }, locale: Locale) =>
	localizePath(`/news/${encodeURIComponent(row.slug)}`, locale)

export const newsType: ContentType = resourceType(newsResource, {
	address,
	async search(context) {
		const { db, locale, at, pick } = context
		const rows = await db.selectFrom('news').selectAll().where(liveAt(at)).execute()
		return [
			listPageDocument(context, '/news', 'news.pageTitle', [
				'news.pageDescription',
				'news.pageIntro',
			]),
			...rows.map((row) => ({
				id: `news:${row.id}`,
				type: 'news' as const,
				title: pick(row.title_en, row.title_fr),
				headings: '',
				text: plainText(pick(row.content_en, row.content_fr)),
				url: address(row, locale),
				date: row.published_at ?? row.created_at.slice(0, 10),
				recent: true as const,
			})),
		]
	},
	announcement: {
		async read(db, id, at) {
			const row = await db
				.selectFrom('news')
				.select(['slug', 'title_en', 'title_fr', 'content_en', 'content_fr'])
				.where('id', '=', id)
				.where(liveAt(at))
				.executeTakeFirst()
			if (!row) return undefined
			return {
				type: 'news',
				id,
				title: bothLanguages(row.title_en, row.title_fr),
				summary: mailSummary({ en: row.content_en, fr: row.content_fr }),
				path: address(row, 'en'),
				kind: 'mail.kind.news',
				priority: 5,
			}
		},
	},
	/** On its own page, as it will be published. */
	async preview({ db, url, id, locale, changes }) {
		const item = await previewedRow(db, 'news', id, changes)
		if (!item) return null
		const article = newsArticleOf(item.row, locale)
		const props: PreviewViewProps<'article'> = articlePageData(
			url,
			article,
			await getSettings(db),
			locale,
		)
		return { view: 'article', props, title: article.title.text, state: item.state }
	},
	async sitemap(db) {
		const rows = await getNewsForSitemap(db)
		const changed = newest(...rows.map((row) => row.updated_at))
		return {
			entries: rows.map((row) => ({
				path: address(row, 'en'),
				lastmod: newest(row.updated_at, row.published_at),
			})),
			// The home page shows the latest articles too.
			lists: { '/': changed, '/news': changed },
		}
	},
	feeds: ['/news/feed.xml'],
	ownPages: {
		route: '/news/:slug',
		async live(db) {
			const rows = await db.selectFrom('news').select('slug').where(liveAt()).execute()
			return rows.map((row) => address(row, 'en'))
		},
	},
	links: {
		kind: 'news',
		async find(db) {
			const rows = await db
				.selectFrom('news')
				.select(['id', 'title_en', 'title_fr', 'content_en', 'content_fr'])
				.where(liveAt())
				.orderBy('id')
				.execute()
			return rows.flatMap((row) =>
				textLinks(row.content_en, row.content_fr).map((link) => ({
					id: row.id,
					title: row.title_en || row.title_fr || '',
					editHref: newsType.editPath(row.id),
					...link,
				})),
			)
		},
	},
})
