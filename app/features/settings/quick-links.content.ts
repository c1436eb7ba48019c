import { ADMIN_BASE } from '#app/config'
import { bilingual, sortOrder } from '#app/features/cms/fields'
import { CONTENT_PARENT, defineResource, screenTexts } from '#app/features/cms/resources'

/**
 * A footer quick link: a label and an address, in the order staff choose.
 */
export const quickLinksResource = defineResource({
	key: 'quickLinks',
	table: 'quick_links',
	path: `${ADMIN_BASE}/content/quick-links`,
	aliases: [`${ADMIN_BASE}/quick-links`],
	parent: CONTENT_PARENT,
	navLabel: 'admin.nav.quickLinks',
	text: screenTexts('quickLinks', {
		created: 'admin.toast.created',
		failed: 'admin.toast.saveFailed',
		item: 'admin.activity.item.quickLinks',
	}),
	fields: [
		...bilingual('label', 'text', ['admin.field.labelEn', 'admin.field.labelFr'], 80, {
			required: true,
		}),
		{
			name: 'href',
			kind: 'link',
			label: 'admin.field.href',
			hint: 'admin.field.hrefHint',
			required: true,
			max: 500,
		},
		sortOrder,
	],
	titleField: 'label',
	columns: [
		{ field: 'label', label: 'admin.field.label', kind: 'text' },
		{ field: 'href', label: 'admin.field.href', kind: 'link' },
		{ field: 'sort_order', label: 'admin.field.sortOrder', kind: 'text' },
	],
	publishable: false,
	buttons: 'save',
	ordered: true,
	kind: 'content',
	publicPath: '/',
})
