import { ADMIN_BASE } from '#app/config'
import { bilingual, schedule } from '#app/features/cms/fields'
import { PAGES_PARENT, defineResource, screenTexts } from '#app/features/cms/resources'
import { closingFields } from './closing-fields'

/**
 * A tender (a bid), with its page of its own and its award notice (decision 034).
 */
export const bidsResource = defineResource({
	key: 'bids',
	table: 'bids',
	path: `${ADMIN_BASE}/pages/bids`,
	parent: PAGES_PARENT,
	navLabel: 'admin.bids.title',
	text: screenTexts('bids', {
		created: 'admin.toast.created',
		failed: 'admin.toast.saveFailed',
		item: 'admin.activity.item.bids',
	}),
	fields: [
		{
			name: 'reference',
			kind: 'text',
			label: 'admin.field.reference',
			hint: 'admin.field.referenceHint',
			required: true,
			max: 40,
		},
		...bilingual('title', 'text', ['admin.form.titleEn', 'admin.form.titleFr'], 200, {
			required: true,
		}),
		...bilingual('category', 'text', ['admin.field.categoryEn', 'admin.field.categoryFr'], 120),
		...bilingual(
			'description',
			'textarea',
			['admin.field.descriptionEn', 'admin.field.descriptionFr'],
			5000,
			{ format: 'markdown' },
		),
		...closingFields,
		// The award notice (decision 034): naming the awardee marks the tender awarded.
		{
			name: 'awardee',
			kind: 'text',
			label: 'admin.field.awardee',
			hint: 'admin.field.awardeeHint',
			max: 200,
			empty: null,
		},
		{
			name: 'awarded_on',
			kind: 'date',
			label: 'admin.field.awardedOn',
			max: 10,
			empty: null,
		},
		{
			name: 'award_amount',
			kind: 'text',
			label: 'admin.field.awardAmount',
			hint: 'admin.field.awardAmountHint',
			max: 80,
			empty: null,
		},
		...bilingual('award', 'textarea', ['admin.field.awardEn', 'admin.field.awardFr'], 3000, {
			rows: 4,
			format: 'markdown',
		}),
		...schedule,
	],
	titleField: 'title',
	columns: [
		{ field: 'reference', label: 'admin.field.reference', kind: 'text' },
		{ field: 'title', label: 'admin.col.title', kind: 'text' },
		{ field: 'closing_date', label: 'admin.field.closingDate', kind: 'date' },
		{ field: 'awardee', label: 'admin.field.awardee', kind: 'text' },
		{ field: 'status', label: 'admin.col.status', kind: 'status' },
	],
	publishable: true,
	buttons: 'draftOrPublish',
	ordered: false,
	kind: 'content',
	unique: 'reference',
	publicPath: '/business/bids',
	slug: 'slug',
	attachments: true,
})
