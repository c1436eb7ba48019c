import { ADMIN_BASE } from '#app/config'
import { bilingual, schedule, sortOrder } from '#app/features/cms/fields'
import { PAGES_PARENT, defineResource, screenTexts } from '#app/features/cms/resources'

/**
 * A help question and its answer (the help page and the help assistant).
 */
export const faqsResource = defineResource({
	key: 'faqs',
	table: 'faqs',
	path: `${ADMIN_BASE}/pages/faqs`,
	parent: PAGES_PARENT,
	navLabel: 'admin.faqs.title',
	text: screenTexts('faqs', {
		created: 'admin.toast.created',
		failed: 'admin.toast.saveFailed',
		item: 'admin.activity.item.faqs',
	}),
	fields: [
		...bilingual('question', 'text', ['admin.field.questionEn', 'admin.field.questionFr'], 200, {
			required: true,
		}),
		...bilingual('answer', 'textarea', ['admin.field.answerEn', 'admin.field.answerFr'], 2000, {
			required: true,
			rows: 5,
		}),
		sortOrder,
		...schedule,
	],
	titleField: 'question',
	columns: [
		{ field: 'question', label: 'admin.field.question', kind: 'text' },
		{ field: 'answer', label: 'admin.field.answer', kind: 'excerpt' },
		{ field: 'status', label: 'admin.col.status', kind: 'status' },
	],
	publishable: true,
	buttons: 'draftOrPublish',
	ordered: true,
	kind: 'content',
	publicPath: '/help',
})
