import { ArrowLeft, Download } from 'lucide-react'
import { SiteLink } from '#app/components/site/site-link'
import { FallbackNotice, Localized } from '#app/components/site/localized-text'
import { buttonVariants } from '#app/components/ui/button'
import { PageMeta } from '#app/features/feeds/page-meta'
import { StructuredData } from '#app/components/site/structured-data'
import { PageHeader } from '#app/features/pages/page-header'
import { formatDate } from '#app/i18n/i18n'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { downloadPath } from './document-list'
import { fileInfo, languageKey } from './format'
import type { DocumentPageData } from './documents-page.server'
import { WhatsAppLink } from '#app/features/subscriptions/whatsapp-link'

/** One document: what it is, its facts, and one plain link that downloads it. */
export function DocumentPage({ doc, description, crumbs, jsonLd, whatsapp }: DocumentPageData) {
	const t = useT()
	const locale = useLocale()
	const info = fileInfo(doc, locale, t)
	const facts: [string, React.ReactNode][] = [
		[t('documents.date'), <time dateTime={doc.date}>{formatDate(doc.date, locale)}</time>],
		...(doc.category
			? [
					[t('documents.category'), <Localized value={doc.category.name} />] as [
						string,
						React.ReactNode,
					],
				]
			: []),
		[t('documents.language'), t(languageKey(doc.language))],
		[t('documents.file'), info],
	]
	return (
		<>
			<PageMeta title={t('meta.pageTitle', { title: doc.title.text })} description={description} />
			<StructuredData json={jsonLd} />
			<article>
				<PageHeader
					title={doc.title.text}
					crumbs={crumbs}
					titleLang={doc.title.fallback ? doc.title.lang : undefined}
				>
					<FallbackNotice value={doc.title} />
				</PageHeader>
				<div className="mx-auto max-w-3xl px-4 py-10">
					{doc.summary.text ? (
						<>
							<FallbackNotice value={doc.summary} />
							<Localized
								value={doc.summary}
								as="p"
								className="text-lg leading-relaxed text-slate-800"
							/>
						</>
					) : null}
					<dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
						{facts.map(([term, value]) => (
							<div key={term} className="contents">
								<dt className="font-semibold text-slate-900">{term}</dt>
								<dd className="text-slate-800">{value}</dd>
							</div>
						))}
					</dl>
					<p className="mt-8">
						{/* A plain link: the server sends the file as a download, no script involved. */}
						<a
							href={downloadPath(doc.slug, locale)}
							className={buttonVariants({ size: 'lg', wrap: true })}
						>
							<Download aria-hidden="true" />
							{t('documents.download', { info })}
						</a>
					</p>
					<p className="mt-2 text-sm text-slate-700">{t('documents.downloadHint')}</p>
					{whatsapp ? (
						<p className="mt-6">
							<WhatsAppLink href={whatsapp} className="text-primary-dark" />
						</p>
					) : null}
					<SiteLink
						to={localizePath('/documents', locale)}
						className={buttonVariants({ variant: 'outline', className: 'mt-10' })}
					>
						<ArrowLeft aria-hidden="true" />
						{t('documents.all')}
					</SiteLink>
				</div>
			</article>
		</>
	)
}
