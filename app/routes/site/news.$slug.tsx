import { ArrowLeft } from 'lucide-react'
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { FallbackNotice } from '#app/components/site/localized-text'
import { PageMeta } from '#app/features/feeds/page-meta'
import { StructuredData } from '#app/features/feeds/structured-data'
import { PageHeader } from '#app/features/pages/page-header'
import { isImageName, Picture } from '#app/features/media/picture'
import { buttonVariants } from '#app/components/ui/button'
import { getDb } from '#app/db/client.server'
import { excerpt, getNewsArticle } from '#app/features/news-events/queries.server'
import { getSettings } from '#app/features/settings/queries.server'
import { formatDate } from '#app/i18n/i18n'
import { createT } from '#app/i18n/catalogs.server'
import { localeFromPath, localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { imageSource } from '#app/features/media/image-ref'
import { absoluteUrl } from '#app/features/feeds/seo'
import {
	jsonLdAddress,
	newsArticle,
	serializeJsonLd,
} from '#app/features/feeds/structured-data.server'
import { pageCrumbs } from '#app/features/pages/page.server'
import { formatText, plainText } from '#app/features/formatting/markdown.server'
import { RichText } from '#app/features/formatting/rich-text'

export async function loader({ request, params }: LoaderFunctionArgs) {
	const locale = localeFromPath(new URL(request.url).pathname)
	const db = getDb()
	const [article, settings] = await Promise.all([
		getNewsArticle(db, locale, params.slug ?? ''),
		getSettings(db),
	])
	if (!article) throw data(null, { status: 404 })
	const t = createT(locale)
	const crumbs = pageCrumbs(request, article.title.text, {
		label: t('news.pageTitle'),
		href: localizePath('/news', locale),
	})
	const description = excerpt(plainText(article.content.text), 155)
	const { origin, url } = jsonLdAddress(request)
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

export default function NewsArticle() {
	const t = useT()
	const locale = useLocale()
	const { article, body, description, crumbs, jsonLd } = useLoaderData<typeof loader>()
	const contentLang = article.content.fallback ? article.content.lang : undefined
	return (
		<>
			<PageMeta
				title={t('meta.pageTitle', { title: article.title.text })}
				description={description}
				type="article"
				share="news"
				published={article.publishedAt}
				modified={article.updatedAt}
			/>
			<StructuredData json={jsonLd} />
			<article>
				<PageHeader
					title={article.title.text}
					crumbs={crumbs}
					titleLang={article.title.fallback ? article.title.lang : undefined}
				>
					<FallbackNotice value={article.title} />
					<p className="mt-4 text-slate-700">
						{t('news.publishedOn', { date: '' }).trim()}{' '}
						<time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
					</p>
				</PageHeader>
				<div className="mx-auto max-w-3xl px-4 py-10">
					{isImageName(article.image) ? (
						<Picture
							name={article.image}
							alt={article.imageAlt?.text ?? ''}
							altLang={article.imageAlt?.lang}
							sizes="(min-width: 48rem) 48rem, 100vw"
							className="mb-8 w-full rounded-xl object-cover"
							priority
						/>
					) : null}
					<FallbackNotice value={article.content} />
					<div lang={contentLang} className="space-y-4 text-lg leading-relaxed text-slate-800">
						<RichText blocks={body} />
					</div>
					<Link
						to={localizePath('/news', locale)}
						className={buttonVariants({ variant: 'outline', className: 'mt-10' })}
					>
						<ArrowLeft aria-hidden="true" />
						{t('news.allNews')}
					</Link>
				</div>
			</article>
		</>
	)
}
