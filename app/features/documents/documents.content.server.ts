import type { ContentType } from '#app/features/cms/content-type'
import { resourceType } from '#app/features/cms/resource-type.server'
import { newest } from '#app/features/feeds/sitemap'
import { liveAt } from '#app/features/scheduling/live.server'
import { withoutLittleWords } from '#app/features/search/search-terms'
import { bothLanguages, mailSummary } from '#app/features/subscriptions/announced-item.server'
import { localizePath, type Locale } from '#app/i18n/locales'
import { documentsResource } from './documents.content'
import { getSearchableDocuments, getDocumentAddresses } from './queries.server'

/** A document's page: `/documents/<slug>`. */
const address = (row: { slug: string }, locale: Locale) =>
	localizePath(`/documents/${encodeURIComponent(row.slug)}`, locale)

export const documentsType: ContentType = resourceType(documentsResource, {
	address,
	async search({ db, locale, at, pick }) {
		const rows = await getSearchableDocuments(db, at)
		// The words inside the file (a PDF's text, read at upload) are searched in both languages.
		return rows.map((row) => ({
			id: `document:${row.id}`,
			type: 'document' as const,
			title: pick(row.title_en, row.title_fr),
			headings: '',
			text: pick(row.summary_en, row.summary_fr),
			inside: withoutLittleWords(row.file_text ?? ''),
			url: address(row, locale),
		}))
	},
	announcement: {
		async read(db, id, at) {
			const row = await db
				.selectFrom('documents')
				.select(['slug', 'title_en', 'title_fr', 'summary_en', 'summary_fr'])
				.where('id', '=', id)
				.where(liveAt(at))
				.executeTakeFirst()
			if (!row) return undefined
			return {
				type: 'documents',
				id,
				title: bothLanguages(row.title_en, row.title_fr),
				summary: mailSummary({ en: row.summary_en, fr: row.summary_fr }),
				path: address(row, 'en'),
				kind: 'mail.kind.documents',
				priority: 5,
			}
		},
	},
	async sitemap(db) {
		const rows = await getDocumentAddresses(db)
		return {
			entries: rows.map((row) => ({ path: address(row, 'en'), lastmod: newest(row.updated_at) })),
			lists: { '/documents': newest(...rows.map((row) => row.updated_at)) },
		}
	},
	ownPages: {
		route: '/documents/:slug',
		async live(db) {
			return (await getDocumentAddresses(db)).map((row) => address(row, 'en'))
		},
	},
})
