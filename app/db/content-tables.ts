import type { Database, PublicationStatus } from './schema'

/**
 * The tables of the items staff edit as lists on the shared screen (decision 011). A new content
 * type's table joins them in the migration's step, next to its interface in `schema.ts`.
 */
export type ItemTable =
	| 'news'
	| 'events'
	| 'programs'
	| 'quick_links'
	| 'cabinet_members'
	| 'faqs'
	| 'bids'
	| 'partners'
	| 'businesses'
	| 'alerts'
	| 'jobs'
	| 'documents'
	| 'document_categories'
	| 'request_categories'

/** A table whose rows have a publication state and times (decision 028). */
type WithSchedule = {
	[K in keyof Database]: Database[K] extends {
		status: PublicationStatus
		publish_at: string | null
		unpublish_at: string | null
	}
		? K
		: never
}[keyof Database]

/**
 * Every table whose items are published and may be scheduled, in the order their scheduled
 * changes are recorded. The next scheduled change of the site is read from these.
 */
export const SCHEDULED_TABLES = [
	'news',
	'events',
	'programs',
	'faqs',
	'bids',
	'businesses',
	'pages',
	'alerts',
	'documents',
	'jobs',
] as const satisfies readonly WithSchedule[]

export type ScheduledTable = (typeof SCHEDULED_TABLES)[number]

// A table with a publication state left out of the list fails `npm run typecheck` here.
const _everyScheduledTable: [Exclude<WithSchedule, ScheduledTable>] extends [never] ? true : never =
	true
