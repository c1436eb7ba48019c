import { alertsType } from '#app/features/alerts/alerts.content.server'
import type { ContentType } from '#app/features/cms/content-type'
import { documentCategoriesType } from '#app/features/documents/document-categories.content.server'
import { documentsType } from '#app/features/documents/documents.content.server'
import { faqsType } from '#app/features/help/faqs.content.server'
import { partnersType } from '#app/features/home/partners.content.server'
import { jobsType } from '#app/features/jobs/jobs.content.server'
import { eventsType } from '#app/features/news-events/events.content.server'
import { newsType } from '#app/features/news-events/news.content.server'
import { businessesType } from '#app/features/pages/businesses.content.server'
import { cabinetType } from '#app/features/pages/cabinet.content.server'
import { pageType } from '#app/features/pages/page.content.server'
import { programsType } from '#app/features/programs/programs.content.server'
import { requestCategoriesType } from '#app/features/requests/request-categories.content.server'
import { quickLinksType } from '#app/features/settings/quick-links.content.server'
import { bidsType } from '#app/features/tenders/tenders.content.server'

/**
 * Every content type, with everything the platform needs of it (decision 043): the one module
 * that imports each type's server side. The site search, the announcements, the previews, the
 * sitemap, the link report, the history and recently deleted screens, the scheduled changes and
 * the review screen read this list; none of them names a type. The shared list screen's types
 * come in the order of `content-types.ts`.
 */
export const contentTypes: readonly ContentType[] = [
	pageType,
	newsType,
	eventsType,
	programsType,
	quickLinksType,
	cabinetType,
	faqsType,
	bidsType,
	partnersType,
	businessesType,
	alertsType,
	jobsType,
	documentsType,
	documentCategoriesType,
	requestCategoriesType,
]

const byKey = new Map(contentTypes.map((type) => [type.key, type]))
const byTable = new Map(contentTypes.map((type) => [type.table as string, type]))

/** The content type a name stands for (`page`, `news`…), or undefined for anything else. */
export function contentType(key: string | null | undefined): ContentType | undefined {
	return key ? byKey.get(key) : undefined
}

/** The content type whose items a table holds. */
export function contentTypeOfTable(table: string): ContentType | undefined {
	return byTable.get(table)
}
