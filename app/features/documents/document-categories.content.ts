import { ADMIN_BASE } from '#app/config'
import { bilingual, sortOrder } from '#app/features/cms/fields'
import { defineResource, screenTexts } from '#app/features/cms/resources'
import { DOCUMENTS_PATH } from './documents.content'

/**
 * A category of the document library.
 */
export const documentCategoriesResource = defineResource({
	key: 'documentCategories',
	table: 'document_categories',
	path: `${ADMIN_BASE}/content/document-categories`,
	parent: { label: 'admin.nav.documents', href: DOCUMENTS_PATH },
	navLabel: 'admin.documentCategories.title',
	text: screenTexts('documentCategories', {
		created: 'admin.toast.created',
		failed: 'admin.toast.saveFailed',
		item: 'admin.activity.item.documentCategories',
	}),
	fields: [
		...bilingual('name', 'text', ['admin.field.categoryNameEn', 'admin.field.categoryNameFr'], 80, {
			required: true,
		}),
		sortOrder,
	],
	titleField: 'name',
	columns: [
		{ field: 'name', label: 'admin.field.name', kind: 'text' },
		{ field: 'sort_order', label: 'admin.field.sortOrder', kind: 'text' },
	],
	publishable: false,
	buttons: 'save',
	ordered: true,
	kind: 'content',
	publicPath: '/documents',
	slug: 'slug',
})
