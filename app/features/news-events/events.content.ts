import { ADMIN_BASE } from '#app/config'
import { bilingual, schedule } from '#app/features/cms/fields'
import { CONTENT_PARENT, defineResource, screenTexts } from '#app/features/cms/resources'

/**
 * An event of the council's calendar.
 */
export const eventsResource = defineResource({
	key: 'events',
	table: 'events',
	path: `${ADMIN_BASE}/content/events`,
	aliases: [`${ADMIN_BASE}/events`],
	parent: CONTENT_PARENT,
	navLabel: 'admin.nav.events',
	text: screenTexts('events', {
		created: 'admin.toast.eventCreated',
		failed: 'admin.toast.saveFailed',
		item: 'admin.activity.item.events',
	}),
	fields: [
		...bilingual('title', 'text', ['admin.form.titleEn', 'admin.form.titleFr'], 200, {
			required: true,
		}),
		{ name: 'date', kind: 'date', label: 'admin.field.date', required: true, max: 10 },
		{
			name: 'time',
			kind: 'text',
			label: 'admin.field.time',
			hint: 'admin.field.timeHint',
			max: 60,
		},
		...bilingual('location', 'text', ['admin.field.locationEn', 'admin.field.locationFr'], 200),
		...bilingual(
			'description',
			'textarea',
			['admin.field.descriptionEn', 'admin.field.descriptionFr'],
			5000,
			{ format: 'markdown' },
		),
		...schedule,
	],
	titleField: 'title',
	columns: [
		{ field: 'title', label: 'admin.col.title', kind: 'text' },
		{ field: 'date', label: 'admin.field.date', kind: 'date' },
		{ field: 'location', label: 'admin.col.location', kind: 'text' },
		{ field: 'status', label: 'admin.col.status', kind: 'status' },
	],
	publishable: true,
	buttons: 'draftOrPublish',
	ordered: false,
	kind: 'event',
	publicPath: '/events',
	attachments: true,
})
