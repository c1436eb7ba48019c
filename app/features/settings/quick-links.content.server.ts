import type { ContentType } from '#app/features/cms/content-type'
import { resourceType } from '#app/features/cms/resource-type.server'
import { quickLinksResource } from './quick-links.content'

export const quickLinksType: ContentType = resourceType(quickLinksResource, {
	links: {
		kind: 'quickLink',
		// One address for both sites.
		async find(db) {
			const rows = await db
				.selectFrom('quick_links')
				.select(['id', 'label_en', 'label_fr', 'href'])
				.orderBy('sort_order')
				.orderBy('id')
				.execute()
			return rows.map((row) => ({
				id: row.id,
				title: row.label_en || row.label_fr || row.href,
				editHref: quickLinksType.editPath(row.id),
				lang: 'both' as const,
				target: row.href,
			}))
		},
	},
})
