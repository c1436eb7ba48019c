import type { ContentType } from '#app/features/cms/content-type'
import { resourceType } from '#app/features/cms/resource-type.server'
import { cabinetResource } from './cabinet.content'

export const cabinetType: ContentType = resourceType(cabinetResource, {
	async search({ db, pick, locale }) {
		const rows = await db.selectFrom('cabinet_members').selectAll().execute()
		return rows.map((row) => ({
			id: `cabinet:${row.id}`,
			type: 'cabinet' as const,
			title: row.name,
			headings: pick(row.title_en, row.title_fr),
			text: '',
			url: cabinetType.address(row, locale),
		}))
	},
})
