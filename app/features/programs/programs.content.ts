import { ADMIN_BASE } from '#app/config'
import { bilingual, schedule, sortOrder } from '#app/features/cms/fields'
import { CONTENT_PARENT, defineResource, screenTexts } from '#app/features/cms/resources'

const programTypes = [
	{ value: 'agenda', label: 'admin.program.type.agenda' },
	{ value: 'project', label: 'admin.program.type.project' },
] as const
const programProgress = [
	{ value: 'planning', label: 'admin.program.progress.planning' },
	{ value: 'active', label: 'admin.program.progress.active' },
	{ value: 'completed', label: 'admin.program.progress.completed' },
] as const

/**
 * A programme: an item of the council's agenda or one of its projects.
 */
export const programsResource = defineResource({
	key: 'programs',
	table: 'programs',
	path: `${ADMIN_BASE}/content/programs`,
	parent: CONTENT_PARENT,
	navLabel: 'admin.nav.programs',
	text: screenTexts('programs', {
		created: 'admin.toast.programCreated',
		failed: 'admin.toast.saveFailed',
		item: 'admin.activity.item.programs',
	}),
	fields: [
		...bilingual('title', 'text', ['admin.form.titleEn', 'admin.form.titleFr'], 200, {
			required: true,
		}),
		{
			name: 'type',
			kind: 'select',
			label: 'admin.field.type',
			options: programTypes,
			required: true,
			max: 20,
		},
		{
			name: 'progress',
			kind: 'select',
			label: 'admin.field.progress',
			options: programProgress,
			required: true,
			max: 20,
		},
		...bilingual(
			'description',
			'textarea',
			['admin.field.descriptionEn', 'admin.field.descriptionFr'],
			5000,
			{ format: 'markdown' },
		),
		sortOrder,
		...schedule,
	],
	titleField: 'title',
	columns: [
		{ field: 'title', label: 'admin.col.title', kind: 'text' },
		{ field: 'type', label: 'admin.field.type', kind: 'option' },
		{ field: 'progress', label: 'admin.field.progress', kind: 'option' },
		{ field: 'status', label: 'admin.col.status', kind: 'status' },
	],
	publishable: true,
	buttons: 'draftOrPublish',
	ordered: true,
	kind: 'content',
	publicPath: '/programs/agenda',
})
