import type { ResourceDef } from '#app/features/cms/resources'
import { alertsResource } from '#app/features/alerts/alerts.content'
import { documentCategoriesResource } from '#app/features/documents/document-categories.content'
import { documentsResource } from '#app/features/documents/documents.content'
import { faqsResource } from '#app/features/help/faqs.content'
import { partnersResource } from '#app/features/home/partners.content'
import { jobsResource } from '#app/features/jobs/jobs.content'
import { eventsResource } from '#app/features/news-events/events.content'
import { newsResource } from '#app/features/news-events/news.content'
import { businessesResource } from '#app/features/pages/businesses.content'
import { cabinetResource } from '#app/features/pages/cabinet.content'
import { programsResource } from '#app/features/programs/programs.content'
import { requestCategoriesResource } from '#app/features/requests/request-categories.content'
import { quickLinksResource } from '#app/features/settings/quick-links.content'
import { bidsResource } from '#app/features/tenders/tenders.content'

/**
 * The content types staff edit on the shared list screen, as the browser may see them: each
 * type's list and form, defined in its own folder (decision 043). Their server side (search,
 * previews, announcements, revisions…) is registered in `content-types.server.ts`, in the same
 * order. This is the one module that imports every type's definition; the staff screens, the
 * route table and the tests read the types from here.
 */
export const resources = {
	news: newsResource,
	events: eventsResource,
	programs: programsResource,
	quickLinks: quickLinksResource,
	cabinet: cabinetResource,
	faqs: faqsResource,
	bids: bidsResource,
	partners: partnersResource,
	businesses: businessesResource,
	alerts: alertsResource,
	jobs: jobsResource,
	documents: documentsResource,
	documentCategories: documentCategoriesResource,
	requestCategories: requestCategoriesResource,
} satisfies Record<string, ResourceDef>

/** A content type's name, as its definition gives it (`news`, `quickLinks`…). */
export type ResourceKey = keyof typeof resources

export const resourceList: ResourceDef[] = Object.values(resources)

/** The resource a staff-area address shows (its list path or an alias), if any. */
export function resourceFor(pathname: string): ResourceDef | undefined {
	const path = pathname.replace(/\/+$/, '')
	return resourceList.find((def) => def.path === path || def.aliases?.includes(path))
}
