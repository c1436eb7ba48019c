/**
 * What can be previewed (decision 030): information pages, and the content types whose items have
 * a page of their own or a list page that shows them. Safe for the browser: the staff forms offer
 * a Preview link for these only. Tenders and job vacancies have pages of their own (decision 034). Alerts are left out: an alert is not a page but a band on every
 * page, drawn by the site layout.
 */
export const previewTypes = [
	'news',
	'events',
	'page',
	'programs',
	'faqs',
	'bids',
	'businesses',
	'jobs',
] as const
export type PreviewType = (typeof previewTypes)[number]

export function isPreviewType(type: string): type is PreviewType {
	return (previewTypes as readonly string[]).includes(type)
}
