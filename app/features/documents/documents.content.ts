import { bilingual, documentFile, schedule } from '#app/features/cms/fields'
import { CONTENT_PARENT, defineResource, screenTexts } from '#app/features/cms/resources'
import { ADMIN_BASE } from '#app/config'

const documentLanguages = [
	{ value: 'both', label: 'admin.docLanguage.both' },
	{ value: 'en', label: 'admin.docLanguage.en' },
	{ value: 'fr', label: 'admin.docLanguage.fr' },
] as const
export const DOCUMENTS_PATH = `${ADMIN_BASE}/content/documents`

/**
 * A document of the library: a file with its titles and summary (decision 033).
 */
export const documentsResource = defineResource({
	key: 'documents',
	table: 'documents',
	path: DOCUMENTS_PATH,
	parent: CONTENT_PARENT,
	navLabel: 'admin.nav.documents',
	text: screenTexts('documents', {
		created: 'admin.toast.created',
		failed: 'admin.toast.saveFailed',
		item: 'admin.activity.item.documents',
	}),
	fields: [
		documentFile('file', 'admin.field.file', { required: true }),
		...bilingual(
			'title',
			'text',
			['admin.field.documentTitleEn', 'admin.field.documentTitleFr'],
			200,
			{ required: true },
		),
		...bilingual('summary', 'textarea', ['admin.field.summaryEn', 'admin.field.summaryFr'], 1000, {
			rows: 3,
		}),
		{
			name: 'category',
			kind: 'choice',
			label: 'admin.field.category',
			from: { table: 'document_categories', value: 'slug', label: 'name' },
			required: true,
			max: 80,
		},
		{
			name: 'date',
			kind: 'date',
			label: 'admin.field.documentDate',
			hint: 'admin.field.documentDateHint',
			required: true,
			max: 10,
		},
		{
			name: 'doc_language',
			kind: 'select',
			label: 'admin.field.docLanguage',
			hint: 'admin.field.docLanguageHint',
			options: documentLanguages,
			required: true,
			max: 4,
		},
		...schedule,
	],
	titleField: 'title',
	columns: [
		{ field: 'title', label: 'admin.col.title', kind: 'text' },
		{ field: 'category', label: 'admin.col.category', kind: 'text' },
		{ field: 'date', label: 'admin.field.documentDate', kind: 'date' },
		{ field: 'status', label: 'admin.col.status', kind: 'status' },
	],
	publishable: true,
	buttons: 'draftOrPublish',
	ordered: false,
	kind: 'content',
	publicPath: '/documents',
	slug: 'slug',
})
