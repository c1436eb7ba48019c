import { Download } from 'lucide-react'
import { DocumentFacts, downloadPath } from '#app/features/documents/document-list'
import type { DocumentSummary } from '#app/features/documents/queries.server'
import { Picture } from '#app/features/media/picture'
import { useLocale } from '#app/i18n/hooks'
import type { ShownBlock } from './types'

/**
 * A picture block (decision 054): AVIF with a WebP fallback at the widths stored, its intrinsic
 * size on the `<img>` so nothing moves while it loads, and its description in the page's language
 * (empty when marked decorative). Loaded at once, and preloaded from the head, only when it opens
 * the page (it is then what a phone paints largest).
 */
export function PictureBlock({
	block,
	first,
}: {
	block: Extract<ShownBlock, { kind: 'picture' }>
	first: boolean
}) {
	return (
		<Picture
			name={block.image}
			alt={block.decorative ? '' : block.alt}
			// The text column: 48rem wide at most, the screen less its margins below that.
			sizes="(min-width: 52rem) 48rem, calc(100vw - 2rem)"
			className="h-auto w-full max-w-3xl rounded-xl bg-slate-100"
			priority={first}
			preload={first}
		/>
	)
}

/**
 * A documents block: each public document it names, in its order, with its title in the page's
 * language, its type, size and language, linked to its download (the documents feature's address).
 * A document deleted or unpublished since is simply not there.
 */
export function DocumentsBlock({
	block,
	documents,
}: {
	block: Extract<ShownBlock, { kind: 'documents' }>
	documents: DocumentSummary[] | undefined
}) {
	const locale = useLocale()
	const byId = new Map((documents ?? []).map((doc) => [doc.id, doc]))
	const items = block.documents.flatMap((id) => byId.get(id) ?? [])
	if (items.length === 0) return null
	return (
		<ul className="max-w-3xl divide-y divide-slate-200 border-y border-slate-200">
			{items.map((doc) => (
				<li key={doc.id} className="flex gap-3 py-4">
					<Download aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-dark" />
					<div className="min-w-0">
						{/* A plain link: the server sends the file as a download, no script involved. */}
						<a
							href={downloadPath(doc.slug, locale)}
							className="text-lg font-semibold text-primary-dark underline underline-offset-2"
							lang={doc.title.fallback ? doc.title.lang : undefined}
						>
							{doc.title.text}
						</a>
						<p className="mt-1 text-sm text-slate-700">
							<DocumentFacts doc={doc} />
						</p>
					</div>
				</li>
			))}
		</ul>
	)
}
