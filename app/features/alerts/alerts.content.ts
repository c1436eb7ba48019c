import { ADMIN_BASE } from '#app/config'
import { bilingual, schedule, web } from '#app/features/cms/fields'
import { defineResource, screenTexts } from '#app/features/cms/resources'

const alertLevels = [
	{ value: 'emergency', label: 'admin.alert.level.emergency' },
	{ value: 'warning', label: 'admin.alert.level.warning' },
	{ value: 'information', label: 'admin.alert.level.information' },
] as const

/**
 * A site-wide alert, the band on every page (decision 031).
 */
export const alertsResource = defineResource({
	key: 'alerts',
	table: 'alerts',
	path: `${ADMIN_BASE}/content/alerts`,
	// Its own entry in the staff menu, not under Content: the dashboard is its parent.
	parent: { label: 'admin.nav.dashboard', href: ADMIN_BASE },
	navLabel: 'admin.nav.alerts',
	text: screenTexts('alerts', {
		created: 'admin.toast.created',
		failed: 'admin.toast.saveFailed',
		item: 'admin.activity.item.alerts',
	}),
	fields: [
		{
			name: 'level',
			kind: 'select',
			label: 'admin.field.level',
			hint: 'admin.field.levelHint',
			options: alertLevels,
			required: true,
			max: 20,
		},
		...bilingual('title', 'text', ['admin.field.alertTitleEn', 'admin.field.alertTitleFr'], 120, {
			required: true,
		}),
		...bilingual('body', 'textarea', ['admin.field.alertBodyEn', 'admin.field.alertBodyFr'], 600, {
			rows: 3,
		}),
		web('link', 'admin.field.alertLink', { hint: 'admin.field.alertLinkHint' }),
		...schedule,
	],
	titleField: 'title',
	columns: [
		{ field: 'title', label: 'admin.col.title', kind: 'text' },
		{ field: 'level', label: 'admin.field.level', kind: 'option' },
		{ field: 'status', label: 'admin.col.status', kind: 'status' },
	],
	publishable: true,
	buttons: 'draftOrPublish',
	ordered: false,
	kind: 'content',
	publicPath: '/',
})
