import type { ContentType } from '#app/features/cms/content-type'
import { resourceType } from '#app/features/cms/resource-type.server'
import type { PreviewViewProps } from '#app/features/preview/preview-views'
import { previewedRow } from '#app/features/preview/previewed-row.server'
import { businessesResource } from './businesses.content'
import { loadInformationPage } from './information-page.server'
import { listPages } from './pages-store.server'

export const businessesType: ContentType = resourceType(businessesResource, {
	/**
	 * No page of its own: on the information page with the directory's block (a published one
	 * first), listed there whatever its state.
	 */
	async preview({ db, request, url, id, changes }) {
		const item = await previewedRow(db, 'businesses', id, changes)
		if (!item) return null
		const pages = await listPages(db)
		const lists = (page: (typeof pages)[number]) =>
			page.blocks.some((block) => block.kind === 'businessSearch')
		const host =
			pages.find((page) => page.status === 'published' && lists(page)) ?? pages.find(lists)
		if (!host) return null
		const props: PreviewViewProps<'page'> | null = await loadInformationPage(request, url, host, {
			table: 'businesses',
			id,
			changes,
		})
		return props && { view: 'page', props, state: item.state }
	},
})
