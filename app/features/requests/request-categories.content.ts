import { ADMIN_BASE } from '#app/config'
import { bilingual, sortOrder } from '#app/features/cms/fields'
import { defineResource, screenTexts } from '#app/features/cms/resources'

/**
 * A category of requests to the council: what residents choose from on the contact form
 * (decision 039), edited like the document categories; a request keeps its category's slug, so
 * renaming keeps its requests.
 */
export const requestCategoriesResource = defineResource({
	key: 'requestCategories',
	table: 'request_categories',
	path: `${ADMIN_BASE}/requests/categories`,
	parent: { label: 'admin.nav.requests', href: `${ADMIN_BASE}/requests` },
	navLabel: 'admin.requestCategories.title',
	text: screenTexts('requestCategories', {
		created: 'admin.toast.created',
		failed: 'admin.toast.saveFailed',
		item: 'admin.activity.item.requestCategories',
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
	publicPath: '/contact',
	slug: 'slug',
})
