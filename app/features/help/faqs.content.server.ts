import type { ContentType } from '#app/features/cms/content-type'
import { resourceType } from '#app/features/cms/resource-type.server'
import type { PreviewViewProps } from '#app/features/preview/preview-views'
import { previewedRow } from '#app/features/preview/previewed-row.server'
import { liveAt } from '#app/features/scheduling/live.server'
import { listPageDocument } from '#app/features/search/search-documents'
import { localizePath, type Locale } from '#app/i18n/locales'
import { fillPlaceholders } from '#app/utils/text'
import { faqsResource } from './faqs.content'
import { loadHelp } from './help.server'

/** A question has no page of its own: the help page shows it, at its anchor. */
const address = (row: { id: number }, locale: Locale) =>
	`${localizePath('/help', locale)}#faq-${row.id}`

export const faqsType: ContentType = resourceType(faqsResource, {
	address,
	async search(context) {
		const { db, locale, at, pick, vars } = context
		const rows = await db.selectFrom('faqs').selectAll().where(liveAt(at)).execute()
		return [
			listPageDocument(context, '/help', 'help.pageTitle', [
				'help.pageDescription',
				'help.pageIntro',
			]),
			...rows.map((row) => ({
				id: `faq:${row.id}`,
				type: 'faq' as const,
				title: pick(row.question_en, row.question_fr),
				headings: '',
				text: fillPlaceholders(pick(row.answer_en, row.answer_fr), vars),
				url: address(row, locale),
			})),
		]
	},
	/** No page of its own: on the help page, listed there whatever its state. */
	async preview({ db, request, url, id, changes }) {
		const item = await previewedRow(db, 'faqs', id, changes)
		if (!item) return null
		const props: PreviewViewProps<'help'> = await loadHelp(request, url, { id, changes })
		return { view: 'help', props, state: item.state }
	},
})
