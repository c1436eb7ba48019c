import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import type { CouncilSettings } from '#app/features/settings/settings-schema'
import type { Locale } from '#app/i18n/locales'
import { createT } from '#app/i18n/catalogs.server'
import { localizePath } from '#app/i18n/locales'
import {
	jobPosting,
	jsonLdAddress,
	serializeJsonLd,
} from '#app/features/feeds/structured-data.server'
import { pageCrumbs } from '#app/features/pages/page.server'
import { listingPage } from '#app/features/pages/listing-page.server'
import { excerpt } from '#app/utils/text'
import { formatText, plainText } from '#app/features/formatting/markdown.server'
import { getAttachedDocuments } from '#app/features/documents/queries.server'
import { closingInstant } from '#app/features/tenders/closing'
import type { Job } from './queries.server'

/** Where the vacancies are listed when no published page shows them (the standard address). */
export const JOBS_PATH = '/jobs'

/**
 * What a vacancy's page shows, from the vacancy (published, or any state in a preview): its
 * breadcrumb back to the list, its three texts formatted on the server, its attached documents
 * and its JobPosting structured data (left out once it is closed: it no longer recruits).
 */
export async function jobPageData(
	address: URL,
	db: Kysely<Database>,
	job: Job,
	settings: CouncilSettings,
	locale: Locale,
) {
	const t = createT(locale)
	const list = (await listingPage(db, 'jobs', locale)) ?? {
		href: localizePath(JOBS_PATH, locale),
		title: t('job.allJobs'),
	}
	const words = plainText(job.description.text)
	const description = excerpt(words || job.title.text, 155)
	const { origin, url } = jsonLdAddress(address)
	const jsonLd = job.open
		? serializeJsonLd(
				jobPosting(
					{
						url,
						title: job.title.text,
						description: [words, plainText(job.requirements.text), plainText(job.howToApply.text)]
							.filter(Boolean)
							.join('\n\n'),
						datePosted: job.createdAt,
						validThrough: closingInstant({ date: job.closingDate, time: job.closingTime }),
						inLanguage: job.description.text ? job.description.lang : job.title.lang,
					},
					settings,
					locale,
					origin,
				),
			)
		: null
	const format = (text: string) => (text ? formatText(text, { locale }) : null)
	const blank = <T extends { text: string }>(value: T) => ({ ...value, text: '' })
	return {
		// Texts travel once, as their formatted trees (the Markdown stays on the server).
		job: {
			...job,
			description: blank(job.description),
			requirements: blank(job.requirements),
			howToApply: blank(job.howToApply),
		},
		sections: {
			description: format(job.description.text),
			requirements: format(job.requirements.text),
			howToApply: format(job.howToApply.text),
		},
		documents: await getAttachedDocuments(db, locale, 'jobs', job.id),
		list,
		description,
		crumbs: pageCrumbs(address, job.title.text, { label: list.title, href: list.href }),
		jsonLd,
	}
}

export type JobPageData = Awaited<ReturnType<typeof jobPageData>>
