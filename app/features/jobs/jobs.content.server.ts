import type { ContentType } from '#app/features/cms/content-type'
import { resourceType } from '#app/features/cms/resource-type.server'
import { newest } from '#app/features/feeds/sitemap'
import { plainText } from '#app/features/formatting/markdown.server'
import type { PreviewViewProps } from '#app/features/preview/preview-views'
import { previewedRow } from '#app/features/preview/previewed-row.server'
import { liveAt } from '#app/features/scheduling/live.server'
import { getSettings } from '#app/features/settings/queries.server'
import { describedItemAnnouncement } from '#app/features/subscriptions/announced-item.server'
import { localizePath, type Locale } from '#app/i18n/locales'
import { jobPageData } from './job-page.server'
import { jobsResource } from './jobs.content'
import { jobOf, getJobsForSitemap } from './queries.server'

/** A vacancy's page: `/jobs/<slug>` (decision 034). */
const address = (row: { slug: string }, locale: Locale) =>
	localizePath(`/jobs/${encodeURIComponent(row.slug)}`, locale)

export const jobsType: ContentType = resourceType(jobsResource, {
	address,
	// Every published vacancy, closed ones too: their pages answer, and say they are closed.
	async search({ db, locale, at, pick }) {
		const rows = await db.selectFrom('jobs').selectAll().where(liveAt(at)).execute()
		return rows.map((row) => ({
			id: `job:${row.id}`,
			type: 'job' as const,
			title: pick(row.title_en, row.title_fr),
			headings: '',
			text: [
				plainText(pick(row.description_en, row.description_fr)),
				plainText(pick(row.requirements_en, row.requirements_fr)),
			].join(' '),
			url: address(row, locale),
		}))
	},
	// Residents subscribe to vacancies as to news (issue 33, decision 040).
	announcement: describedItemAnnouncement('jobs', {
		kind: 'mail.kind.jobs',
		path: (row) => address(row, 'en'),
	}),
	/** On its own page (decision 034), as it will be published. */
	async preview({ db, url, id, locale, changes }) {
		const item = await previewedRow(db, 'jobs', id, changes)
		if (!item) return null
		const job = jobOf(item.row, locale)
		const props: PreviewViewProps<'job'> = await jobPageData(
			url,
			db,
			job,
			await getSettings(db),
			locale,
		)
		return { view: 'job', props, title: job.title.text, state: item.state }
	},
	// The vacancies still open; a closed one's page still answers (it says it is closed).
	async sitemap(db) {
		const rows = await getJobsForSitemap(db)
		return {
			entries: rows.map((row) => ({ path: address(row, 'en'), lastmod: newest(row.updatedAt) })),
		}
	},
	feeds: ['/jobs/feed.xml'],
	ownPages: {
		route: '/jobs/:slug',
		async live(db) {
			const rows = await db.selectFrom('jobs').select('slug').where(liveAt()).execute()
			return rows.map((row) => address(row, 'en'))
		},
	},
})
