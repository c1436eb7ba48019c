import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { buildRss, councilMidnight } from '#app/features/feeds/feeds'
import { newest } from '#app/features/feeds/sitemap'
import { imageSource } from '#app/features/media/image-ref'
import { getSettings } from '#app/features/settings/queries.server'
import { createT } from '#app/i18n/catalogs.server'
import { settingsVars } from '#app/i18n/hooks'
import { localizePath, type Locale } from '#app/i18n/locales'
import { getNewsForFeed } from './queries.server'

/** Articles in a news feed. */
const FEED_SIZE = 20

/** A picture for feed readers: a mid-size WebP rendition. */
function feedImage(origin: string, image: string | null) {
	const source = imageSource(image)
	if (!source) return undefined
	const fitting = source.widths.filter((w) => w <= 800)
	const width = fitting.length ? Math.max(...fitting) : Math.min(...source.widths)
	return { url: `${origin}${source.base}-${width}.webp`, type: 'image/webp' }
}

/** The RSS 2.0 feed of the newsroom in one language. */
export async function newsFeedXml(db: Kysely<Database>, origin: string, locale: Locale) {
	const [settings, articles] = await Promise.all([
		getSettings(db),
		getNewsForFeed(db, locale, FEED_SIZE),
	])
	const t = createT(locale, settingsVars(settings, locale))
	const lastChange = newest(...articles.flatMap((a) => [a.updatedAt, a.publishedAt]))
	return buildRss({
		title: t('feeds.newsTitle'),
		link: `${origin}${localizePath('/news', locale)}`,
		description: t('news.pageDescription'),
		language: locale,
		selfUrl: `${origin}${localizePath('/news/feed.xml', locale)}`,
		lastBuildDate: lastChange ? new Date(lastChange) : undefined,
		items: articles.map((a) => ({
			title: a.title.text,
			link: `${origin}${localizePath(`/news/${encodeURIComponent(a.slug)}`, locale)}`,
			description: a.summary.text,
			pubDate: councilMidnight(a.publishedAt),
			image: feedImage(origin, a.image),
		})),
	})
}
