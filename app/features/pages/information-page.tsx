import { AttachedDocuments } from '#app/features/documents/document-list'
import { PageMeta } from '#app/features/feeds/page-meta'
import { StructuredData } from '#app/components/site/structured-data'
import { formatDate } from '#app/i18n/i18n'
import { SavePage } from '#app/features/pocket/save-page'
import { isServicePage } from '#app/features/pocket/service-page'
import { useLocale, useT } from '#app/i18n/hooks'
import { ContentBlocks } from './content-blocks'
import type { InformationPageData } from './information-page.server'
import { PageHeader } from './page-header'

/** An information page: its heading and intro, then its blocks. */
export function InformationPage({
	page,
	data,
	attachments,
	crumbs,
	modifiedOn,
	jsonLd,
}: InformationPageData) {
	const t = useT()
	const locale = useLocale()
	return (
		<>
			<PageMeta title={t('meta.pageTitle', { title: page.title })} description={page.description} />
			<StructuredData json={jsonLd} />
			<PageHeader title={page.title} intro={page.intro} crumbs={crumbs} />
			{/* A service page can be kept on the phone (issue 35). */}
			{isServicePage(page) ? <SavePage /> : null}
			<ContentBlocks blocks={page.blocks} data={data} />
			<AttachedDocuments items={attachments} className="mx-auto max-w-5xl px-4 py-6" />
			{/* When the page's content last changed, so a reader can judge whether it is current. */}
			<p className="mx-auto max-w-5xl border-t border-slate-200 px-4 py-6 text-sm text-slate-700">
				{t('page.dateModified')} <time dateTime={modifiedOn}>{formatDate(modifiedOn, locale)}</time>
			</p>
		</>
	)
}
