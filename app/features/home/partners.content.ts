import { ADMIN_BASE } from '#app/config'
import { image, sortOrder, web } from '#app/features/cms/fields'
import { PAGES_PARENT, defineResource, screenTexts } from '#app/features/cms/resources'

/**
 * A partner of the council, in the home page's partners strip.
 */
export const partnersResource = defineResource({
	key: 'partners',
	table: 'partners',
	path: `${ADMIN_BASE}/pages/partners`,
	parent: PAGES_PARENT,
	navLabel: 'admin.partners.title',
	text: screenTexts('partners', {
		created: 'admin.toast.created',
		failed: 'admin.toast.saveFailed',
		item: 'admin.activity.item.partners',
	}),
	fields: [
		{ name: 'name', kind: 'text', label: 'admin.field.name', required: true, max: 120 },
		web('url', 'admin.field.website', { max: 500, empty: null }),
		// The column cannot be null: a partner without a logo stores ''.
		image('logo', 'admin.field.logo', { empty: '' }),
		sortOrder,
	],
	titleField: 'name',
	columns: [
		{ field: 'name', label: 'admin.field.name', kind: 'text' },
		{ field: 'url', label: 'admin.field.website', kind: 'link' },
		{ field: 'sort_order', label: 'admin.field.sortOrder', kind: 'text' },
	],
	publishable: false,
	buttons: 'save',
	ordered: true,
	kind: 'content',
	publicPath: '/',
})
