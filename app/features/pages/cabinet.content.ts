import { ADMIN_BASE } from '#app/config'
import { bilingual, picture, sortOrder } from '#app/features/cms/fields'
import { PAGES_PARENT, defineResource, screenTexts } from '#app/features/cms/resources'

/**
 * A cabinet member, shown by the information pages' cabinet block.
 */
export const cabinetResource = defineResource({
	key: 'cabinet',
	table: 'cabinet_members',
	path: `${ADMIN_BASE}/pages/cabinet`,
	parent: PAGES_PARENT,
	navLabel: 'admin.cabinet.title',
	text: screenTexts('cabinet', {
		created: 'admin.toast.created',
		failed: 'admin.toast.saveFailed',
		item: 'admin.activity.item.cabinet',
	}),
	fields: [
		{ name: 'name', kind: 'text', label: 'admin.field.name', required: true, max: 120 },
		...bilingual('title', 'text', ['admin.field.roleEn', 'admin.field.roleFr'], 120, {
			required: true,
		}),
		...picture('image', 'admin.field.photo'),
		sortOrder,
	],
	titleField: 'name',
	columns: [
		{ field: 'name', label: 'admin.field.name', kind: 'text' },
		{ field: 'title', label: 'admin.field.role', kind: 'text' },
		{ field: 'sort_order', label: 'admin.field.sortOrder', kind: 'text' },
	],
	publishable: false,
	buttons: 'save',
	ordered: true,
	kind: 'content',
	publicPath: '/government/cabinet',
})
