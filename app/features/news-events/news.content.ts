import { ADMIN_BASE } from '#app/config'
import { picture, schedule } from '#app/features/cms/fields'
import { CONTENT_PARENT, defineResource, screenTexts } from '#app/features/cms/resources'
import { NEWS_CONTENT_MAX, NEWS_CONTENT_MIN, NEWS_TITLE_MAX, NEWS_TITLE_MIN } from './news-limits'

/**
 * A news article: what staff write in the newsroom (decision 011).
 */
export const newsResource = defineResource({
	key: 'news',
	table: 'news',
	path: `${ADMIN_BASE}/content/news`,
	parent: CONTENT_PARENT,
	navLabel: 'admin.nav.news',
	text: screenTexts('news', {
		created: 'admin.toast.newsCreated',
		failed: 'admin.toast.newsFailed',
		item: 'admin.activity.item.news',
	}),
	fields: [
		{
			name: 'title_en',
			kind: 'text',
			label: 'admin.form.titleEn',
			lang: 'en',
			max: NEWS_TITLE_MAX,
			min: NEWS_TITLE_MIN,
			minMessage: 'admin.validation.titleMin',
		},
		{
			name: 'content_en',
			kind: 'textarea',
			label: 'admin.form.contentEn',
			lang: 'en',
			max: NEWS_CONTENT_MAX,
			min: NEWS_CONTENT_MIN,
			minMessage: 'admin.validation.contentMin',
			rows: 8,
			format: 'markdown',
		},
		{
			name: 'title_fr',
			kind: 'text',
			label: 'admin.form.titleFr',
			lang: 'fr',
			max: NEWS_TITLE_MAX,
			min: NEWS_TITLE_MIN,
			minMessage: 'admin.validation.titleMin',
		},
		{
			name: 'content_fr',
			kind: 'textarea',
			label: 'admin.form.contentFr',
			lang: 'fr',
			max: NEWS_CONTENT_MAX,
			min: NEWS_CONTENT_MIN,
			minMessage: 'admin.validation.contentMin',
			rows: 8,
			format: 'markdown',
		},
		...picture('image', 'admin.form.image'),
		...schedule,
	],
	titleField: 'title',
	columns: [
		{ field: 'title', label: 'admin.col.title', kind: 'text' },
		{ field: 'content', label: 'admin.col.content', kind: 'excerpt' },
		{ field: 'status', label: 'admin.col.status', kind: 'status' },
		{ field: 'updated_at', label: 'admin.col.lastModified', kind: 'updated' },
	],
	publishable: true,
	// Save Draft and Publish, as every other type that publishes (issue 33).
	buttons: 'draftOrPublish',
	ordered: false,
	kind: 'content',
	publicPath: '/news',
	slug: 'slug',
	publishedOn: 'published_at',
	attachments: true,
})
