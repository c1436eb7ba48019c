import type { ContentType } from '#app/features/cms/content-type'
import { resourceType } from '#app/features/cms/resource-type.server'
import { newest } from '#app/features/feeds/sitemap'
import { plainText } from '#app/features/formatting/markdown.server'
import { textLinks } from '#app/features/formatting/text-links.server'
import type { PreviewViewProps } from '#app/features/preview/preview-views'
import { previewedRow } from '#app/features/preview/previewed-row.server'
import { liveAt } from '#app/features/scheduling/live.server'
import { listPageDocument } from '#app/features/search/search-documents'
import { localizePath, type Locale } from '#app/i18n/locales'
import { loadPrograms } from './programs-page.server'
import { programsResource } from './programs.content'

/** A programme has no page of its own: the agenda's or the projects' page lists it. */
const address = (row: { type: string }, locale: Locale) =>
	localizePath(row.type === 'agenda' ? '/programs/agenda' : '/programs/projects', locale)

export const programsType: ContentType = resourceType(programsResource, {
	address,
	async search(context) {
		const { db, locale, at, pick } = context
		const rows = await db.selectFrom('programs').selectAll().where(liveAt(at)).execute()
		return [
			listPageDocument(context, '/programs/agenda', 'programs.agenda.title', [
				'programs.agenda.pageDescription',
				'programs.agenda.pageIntro',
			]),
			listPageDocument(context, '/programs/projects', 'programs.projects.title', [
				'programs.projects.pageDescription',
				'programs.projects.pageIntro',
			]),
			...rows.map((row) => ({
				id: `programme:${row.id}`,
				type: 'programme' as const,
				title: pick(row.title_en, row.title_fr),
				headings: '',
				text: plainText(pick(row.description_en, row.description_fr)),
				url: address(row, locale),
			})),
		]
	},
	/** No page of its own: on the agenda's or the projects' page, listed there whatever its state. */
	async preview({ db, request, url, id, changes }) {
		const item = await previewedRow(db, 'programs', id, changes)
		if (!item) return null
		const props: PreviewViewProps<'programs'> = await loadPrograms(
			request,
			url,
			item.row.type as 'agenda' | 'project',
			{ id, changes },
		)
		return { view: 'programs', props, state: item.state }
	},
	/** No page of its own: the agenda's and the projects' pages date from their newest programme. */
	async sitemap(db) {
		const rows = await db
			.selectFrom('programs')
			.select(['type', (eb) => eb.fn.max('updated_at').as('updated_at')])
			.where(liveAt())
			.groupBy('type')
			.execute()
		const changed = (type: string) => newest(rows.find((row) => row.type === type)?.updated_at)
		return {
			entries: [],
			lists: { '/programs/agenda': changed('agenda'), '/programs/projects': changed('project') },
		}
	},
	links: {
		kind: 'program',
		async find(db) {
			const rows = await db
				.selectFrom('programs')
				.select(['id', 'title_en', 'title_fr', 'description_en', 'description_fr'])
				.where(liveAt())
				.orderBy('id')
				.execute()
			return rows.flatMap((row) =>
				textLinks(row.description_en, row.description_fr).map((link) => ({
					id: row.id,
					title: row.title_en || row.title_fr || '',
					editHref: programsType.editPath(row.id),
					...link,
				})),
			)
		},
	},
})
