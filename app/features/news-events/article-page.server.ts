import type { CouncilSettings } from '#app/features/settings/settings-schema'
import type { Locale } from '#app/i18n/locales'
import type { NewsArticle } from './queries.server'
import { excerpt } from '#app/utils/text'
import { createT } from '#app/i18n/catalogs.server'
import { localizePath } from '#app/i18n/locales'
import { imageSource } from '#app/features/media/image-ref'
import { absoluteUrl } from '#app/features/feeds/seo'
import {
	jsonLdAddress,
	newsArticle,
	serializeJsonLd,
} from '#app/features/feeds/structured-data.server'
import { pageCrumbs } from '#app/features/pages/page.server'
import { formatText, plainText } from '#app/features/formatting/markdown.server'

/**
 * What an article's page shows, from the article (published, or a draft in a preview): its
 * breadcrumb, description, structured data, and its text formatted on the server.
 */
export function articlePageData(
	address: URL,
	article: NewsArticle,
	settings: CouncilSettings,
	locale: Locale,
) {
	const t = createT(locale)
	const crumbs = pageCrumbs(address, article.title.text, {
		label: t('news.pageTitle'),
		href: localizePath('/news', locale),
	})
	const description = excerpt(plainText(article.content.text), 155)
	const { origin, url } = jsonLdAddress(address)
	const picture = imageSource(article.image)
	const jsonLd = serializeJsonLd(
		newsArticle(
			{
				url,
				headline: article.title.text,
				description,
				publishedAt: article.publishedAt,
				updatedAt: article.updatedAt,
				image: picture
					? absoluteUrl(origin, `${picture.base}-${Math.max(...picture.widths)}.webp`)
					: undefined,
				inLanguage: article.content.lang,
			},
			settings,
			locale,
			origin,
		),
	)
	// The text travels once, as its formatted tree (the Markdown itself stays on the server).
	const { content, ...summary } = article
	return {
		article: { ...summary, content: { ...content, text: '' } },
		body: formatText(content.text, { locale }),
		description,
		crumbs,
		jsonLd,
	}
}

export type ArticlePageData = ReturnType<typeof articlePageData>
