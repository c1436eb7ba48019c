import { ArrowLeft } from 'lucide-react'
import { SiteLink } from '#app/components/site/site-link'
import { FallbackNotice } from '#app/components/site/localized-text'
import { PageMeta } from '#app/features/feeds/page-meta'
import { StructuredData } from '#app/components/site/structured-data'
import { PageHeader } from '#app/features/pages/page-header'
import { isImageName, Picture } from '#app/features/media/picture'
import { buttonVariants } from '#app/components/ui/button'
import { formatDate } from '#app/i18n/i18n'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { RichText } from '#app/features/formatting/rich-text'
import type { ArticlePageData } from './article-page.server'
import { AttachedDocuments } from '#app/features/documents/document-list'
import type { DocumentSummary } from '#app/features/documents/queries.server'
import { WhatsAppLink } from '#app/features/subscriptions/whatsapp-link'

/** A news article's page (the public page, and its preview). */
export function ArticlePage({
	article,
	body,
	description,
	crumbs,
	jsonLd,
	attachments,
	whatsapp,
}: ArticlePageData & { attachments?: DocumentSummary[]; whatsapp?: string }) {
	const t = useT()
	const locale = useLocale()
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
							sizes="(min-width: 48rem) 44rem, calc(100vw - 2rem)"
							className="mb-8 w-full rounded-xl object-cover"
							priority
							preload
						/>
					) : null}
					<FallbackNotice value={article.content} />
					<div lang={contentLang} className="space-y-4 text-lg leading-relaxed text-slate-800">
						<RichText blocks={body} />
					</div>
					<AttachedDocuments items={attachments} className="mt-10" />
					{whatsapp ? (
						<p className="mt-10">
							<WhatsAppLink href={whatsapp} className="text-primary-dark" />
						</p>
					) : null}
					<SiteLink
						to={localizePath('/news', locale)}
						className={buttonVariants({ variant: 'outline', className: 'mt-10' })}
					>
						<ArrowLeft aria-hidden="true" />
						{t('news.allNews')}
					</SiteLink>
				</div>
			</article>
		</>
	)
}
