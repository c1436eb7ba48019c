import { FileText } from 'lucide-react'
import { Localized } from '#app/components/site/localized-text'
import { useT } from '#app/i18n/hooks'
import type { LocalizedText } from '#app/utils/localized'

/**
 * A document attached to a tender or a vacancy (the tender file, a job description, a form).
 * PLACEHOLDER for the document library's attachments (decision 034): the shape those pages need,
 * so the library only has to fill it (see attached-documents.server.ts).
 */
export interface AttachedDocument {
	id: number
	title: LocalizedText
	/** Where it downloads. */
	href: string
	/** "PDF", "DOCX"…: shown with the size before anyone spends data on it. */
	format: string
	/** Already written for people: "1.2 MB". */
	size: string
}

/** The documents section of a tender's or a vacancy's page; nothing when there are none. */
export function AttachedDocuments({
	documents,
	headingId,
}: {
	documents: AttachedDocument[]
	headingId: string
}) {
	const t = useT()
	if (!documents.length) return null
	return (
		<section aria-labelledby={headingId} className="mt-10">
			<h2 id={headingId} className="text-2xl font-bold text-slate-900">
				{t('attachments.title')}
			</h2>
			<ul className="mt-4 space-y-3">
				{documents.map((doc) => (
					<li key={doc.id} className="flex gap-3">
						<FileText aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
						<a href={doc.href} className="text-primary-dark underline underline-offset-2">
							<Localized value={doc.title} />{' '}
							<span className="text-slate-700">
								({t('attachments.typeAndSize', { format: doc.format, size: doc.size })})
							</span>
						</a>
					</li>
				))}
			</ul>
		</section>
	)
}
