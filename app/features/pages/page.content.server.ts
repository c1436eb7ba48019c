import { ADMIN_BASE } from '#app/config'
import type { ContentType } from '#app/features/cms/content-type'
import type { PreviewViewProps } from '#app/features/preview/preview-views'
import { localizePath } from '#app/i18n/locales'
import { loadInformationPage } from './information-page.server'
import { pageLinkSource } from './page-links.server'
import { restoreDeletedPage, restorePageRevision } from './page-restore.server'
import { approvePendingPage } from './page-review.server'
import { flattenPage, snapshotInput } from './page-revisions'
import { pageSearchDocuments } from './page-search.server'
import { getPage, type StoredPage } from './pages-store.server'

/** A page's stored state with its changes kept aside laid over it. */
function withPageChanges(page: StoredPage, content: unknown): StoredPage {
	const input = snapshotInput(content)
	if (!input) return page
	return {
		...page,
		...input.content,
		path: input.pathEn,
		pathFr: input.pathFr,
		group: input.group,
	}
}

/** A page's field, as the history's one-line summary counts it: by its section. */
const sectionOf = (name: string) => name.replace(/^b\.(\d+)\..*$/, 'block-$1')

/** Where a page is edited: the page editor. */
const editPath = (id: number) => `${ADMIN_BASE}/pages/edit?id=${id}`

/**
 * The information pages (decisions 021, 024): edited in the page editor rather than on the shared
 * list screen, each at its own address in each language.
 */
export const pageType: ContentType = {
	key: 'page',
	table: 'pages',
	itemLabel: 'admin.history.kind.page',
	screenLabel: 'admin.nav.pages',
	logKind: 'content',
	editPath,
	title: (row) => String(row.menu_label_en || row.menu_label_fr || row.path_en || ''),
	address: (row, locale) =>
		localizePath(String(locale === 'fr' ? row.path_fr : row.path_en), locale),
	revisions: {
		flatten: flattenPage,
		// The page editor's own names label its fields (`features/pages/editor/field-name.ts`).
		fieldLabels: {},
		editorFieldNames: true,
		summaryName: sectionOf,
		nameValues(states, detail) {
			const out: Record<string, string> = {}
			for (const state of states) {
				for (const [name, value] of Object.entries(state)) {
					if (name in out) continue
					if (name.endsWith('.kind')) out[name] = value
					else if (detail === 'fields') out[name] = ''
				}
			}
			return out
		},
		async currentTitle(db, id) {
			const row = await db
				.selectFrom('pages')
				.select(['menu_label_en', 'menu_label_fr'])
				.where('id', '=', id)
				.executeTakeFirst()
			return row ? row.menu_label_en || row.menu_label_fr : null
		},
		restore: (db, id, version, author) => restorePageRevision(db, id, version, author),
		restoreDeleted: (db, id, author) => restoreDeletedPage(db, id, author),
	},
	review: { approve: approvePendingPage },
	search: pageSearchDocuments,
	async preview({ db, request, url, id, locale, changes }) {
		const stored = await getPage(db, id)
		if (!stored) return null
		const page = changes ? withPageChanges(stored, changes) : stored
		const props: PreviewViewProps<'page'> | null = await loadInformationPage(request, url, page)
		if (!props) return null
		return {
			view: 'page',
			props,
			title: page.title[locale] || page.title.en,
			state: {
				status: stored.status,
				publishAt: stored.publishAt,
				unpublishAt: stored.unpublishAt,
			},
		}
	},
	// The sitemap walks the route table and the stored pages itself (features/feeds).
	links: pageLinkSource(editPath),
}
