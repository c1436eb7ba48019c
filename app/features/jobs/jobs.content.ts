import { ADMIN_BASE } from '#app/config'
import { bilingual, schedule } from '#app/features/cms/fields'
import { CONTENT_PARENT, defineResource, screenTexts } from '#app/features/cms/resources'
import { closingFields } from '#app/features/tenders/closing-fields'

/**
 * A job vacancy, with its page of its own (decision 034).
 */
export const jobsResource = defineResource({
	key: 'jobs',
	table: 'jobs',
	path: `${ADMIN_BASE}/content/jobs`,
	parent: CONTENT_PARENT,
	navLabel: 'admin.nav.jobs',
	text: screenTexts('jobs', {
		created: 'admin.toast.created',
		failed: 'admin.toast.saveFailed',
		item: 'admin.activity.item.jobs',
	}),
	fields: [
		...bilingual('title', 'text', ['admin.field.jobTitleEn', 'admin.field.jobTitleFr'], 200, {
			required: true,
		}),
		...bilingual(
			'description',
			'textarea',
			['admin.field.jobDescriptionEn', 'admin.field.jobDescriptionFr'],
			5000,
			{ required: true, format: 'markdown' },
		),
		...bilingual(
			'requirements',
			'textarea',
			['admin.field.requirementsEn', 'admin.field.requirementsFr'],
			3000,
			{ rows: 5, format: 'markdown' },
		),
		...bilingual(
			'how_to_apply',
			'textarea',
			['admin.field.howToApplyEn', 'admin.field.howToApplyFr'],
			3000,
			{ required: true, rows: 5, format: 'markdown' },
		),
		...closingFields,
		...schedule,
	],
	titleField: 'title',
	columns: [
		{ field: 'title', label: 'admin.col.title', kind: 'text' },
		{ field: 'closing_date', label: 'admin.field.closingDate', kind: 'date' },
		{ field: 'status', label: 'admin.col.status', kind: 'status' },
	],
	publishable: true,
	buttons: 'draftOrPublish',
	ordered: false,
	kind: 'content',
	publicPath: '/jobs',
	slug: 'slug',
	attachments: true,
})
