import { ADMIN_BASE } from '#app/config'
import { bilingual, schedule, tel } from '#app/features/cms/fields'
import { PAGES_PARENT, defineResource, screenTexts } from '#app/features/cms/resources'

/**
 * An entry of the business directory, searched on its information page.
 */
export const businessesResource = defineResource({
	key: 'businesses',
	table: 'businesses',
	path: `${ADMIN_BASE}/pages/businesses`,
	parent: PAGES_PARENT,
	navLabel: 'admin.businesses.title',
	text: screenTexts('businesses', {
		created: 'admin.toast.created',
		failed: 'admin.toast.saveFailed',
		item: 'admin.activity.item.businesses',
	}),
	fields: [
		{ name: 'name', kind: 'text', label: 'admin.field.name', required: true, max: 120 },
		...bilingual('activity', 'text', ['admin.field.activityEn', 'admin.field.activityFr'], 160, {
			required: true,
		}),
		{ name: 'quarter', kind: 'text', label: 'admin.field.quarter', required: true, max: 80 },
		tel('phone', 'admin.field.phone'),
		...schedule,
	],
	titleField: 'name',
	columns: [
		{ field: 'name', label: 'admin.field.name', kind: 'text' },
		{ field: 'activity', label: 'admin.field.activity', kind: 'text' },
		{ field: 'quarter', label: 'admin.field.quarter', kind: 'text' },
		{ field: 'status', label: 'admin.col.status', kind: 'status' },
	],
	publishable: true,
	buttons: 'draftOrPublish',
	ordered: false,
	kind: 'content',
	publicPath: '/i-want-to/find-business',
})
