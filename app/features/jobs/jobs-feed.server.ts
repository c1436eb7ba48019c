import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { getSettings } from '#app/features/settings/queries.server'
import { buildRss } from '#app/features/feeds/feeds'
import { newest } from '#app/features/feeds/sitemap'
import { createT } from '#app/i18n/catalogs.server'
import { settingsVars } from '#app/i18n/hooks'
import { localizePath, type Locale } from '#app/i18n/locales'
import { excerpt } from '#app/utils/text'
import { plainText } from '#app/features/formatting/markdown.server'
import { listingPage } from '#app/features/pages/listing-page.server'
import { getJobsForFeed } from './queries.server'
import { JOBS_PATH } from './job-page.server'

/** The open vacancies as RSS 2.0 in one language (`/jobs/feed.xml`, `/fr/jobs/feed.xml`). */
export async function jobsFeedXml(db: Kysely<Database>, origin: string, locale: Locale) {
	const [settings, jobs, list] = await Promise.all([
		getSettings(db),
		getJobsForFeed(db, locale),
		listingPage(db, 'jobs', locale),
	])
	const t = createT(locale, settingsVars(settings, locale))
	const lastChange = newest(...jobs.map((job) => job.updatedAt))
	return buildRss({
		title: t('jobs.feedTitle'),
		link: `${origin}${list?.href ?? localizePath(JOBS_PATH, locale)}`,
		description: t('jobs.feedDescription'),
		language: locale,
		selfUrl: `${origin}${localizePath('/jobs/feed.xml', locale)}`,
		lastBuildDate: lastChange ? new Date(lastChange) : undefined,
		items: jobs.map((job) => ({
			title: job.title.text,
			link: `${origin}${localizePath(`/jobs/${encodeURIComponent(job.slug)}`, locale)}`,
			description: excerpt(plainText(job.description.text), 400),
			pubDate: new Date(job.createdAt),
		})),
	})
}
