import { FileText } from 'lucide-react'
import { SiteLink } from '#app/components/site/site-link'
import { Localized } from '#app/components/site/localized-text'
import { formatDate } from '#app/i18n/i18n'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { fileInfo, languageKey } from './format'
import type { DocumentSummary } from './queries.server'

/** A document's address in the page's language. */
export const documentPath = (slug: string, locale: 'en' | 'fr') =>
	localizePath(`/documents/${slug}`, locale)

/** Its download's address (the same file in both languages). */
export const downloadPath = (slug: string, locale: 'en' | 'fr') =>
	localizePath(`/documents/${slug}/download`, locale)

/**
 * "PDF, 1.2 MB · French": what a document is and costs to download, before anyone opens it.
 */
export function DocumentFacts({
	doc,
}: {
	doc: Pick<DocumentSummary, 'type' | 'size' | 'language'>
}) {
	const t = useT()
	const locale = useLocale()
	return (
		<>
			<span>{fileInfo(doc, locale, t)}</span>
			<span aria-hidden="true"> · </span>
			<span>{t(languageKey(doc.language))}</span>
		</>
	)
}

/**
 * A list of documents: each title links to its page, with its date, category, type, size and
 * language, and its summary. `compact` leaves out the summaries (attached documents).
 */
export function DocumentList({
	items,
	headingLevel,
	compact = false,
}: {
	items: DocumentSummary[]
	headingLevel: 2 | 3
	compact?: boolean
}) {
	const locale = useLocale()
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<ul className="divide-y divide-slate-200 border-y border-slate-200">
			{items.map((doc) => (
				<li key={doc.id} className="flex gap-3 py-4">
					<FileText aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-dark" />
					<div className="min-w-0">
						<Heading className="text-lg font-semibold text-slate-900">
							<SiteLink
								to={documentPath(doc.slug, locale)}
								className="text-primary-dark underline underline-offset-2"
								lang={doc.title.fallback ? doc.title.lang : undefined}
							>
								{doc.title.text}
							</SiteLink>
						</Heading>
						<p className="mt-1 text-sm text-slate-700">
							<time dateTime={doc.date}>{formatDate(doc.date, locale)}</time>
							{doc.category ? (
								<>
									<span aria-hidden="true"> · </span>
									<Localized value={doc.category.name} />
								</>
							) : null}
							<span aria-hidden="true"> · </span>
							<DocumentFacts doc={doc} />
						</p>
						{!compact && doc.summary.text ? (
							<Localized value={doc.summary} as="p" className="mt-1 text-slate-800" />
						) : null}
					</div>
				</li>
			))}
		</ul>
	)
}

/** "Attached documents" under an article, an event, a page or a tender; nothing when none. */
export function AttachedDocuments({
	items,
	className,
}: {
	items: DocumentSummary[] | undefined
	className?: string
}) {
	const t = useT()
	if (!items?.length) return null
	return (
		<section aria-labelledby="attached-documents" className={className}>
			<h2 id="attached-documents" className="mb-3 text-xl font-bold text-slate-900">
				{t('documents.attached')}
			</h2>
			<DocumentList items={items} headingLevel={3} compact />
		</section>
	)
}
