import type { SiteMessageKey as MessageKey } from '#app/i18n/i18n'

interface NavLink {
	/** English path. */
	href: string
	label: MessageKey
}

interface NavGroup {
	label: MessageKey
	items: NavLink[]
}

/**
 * The sample council's main menu (the spec's), in display order: written into the pages' menu
 * columns when the pages are first written. After that the staff area's Menu screen edits it.
 */
export const mainNavigation: NavGroup[] = [
	{
		label: 'nav.government',
		items: [
			{ href: '/government/meet-mayor', label: 'nav.government.meetMayor' },
			{ href: '/government/cabinet', label: 'nav.government.cabinet' },
			{ href: '/jobs', label: 'nav.government.jobs' },
		],
	},
	{
		label: 'nav.residents',
		items: [
			{ href: '/residents/arts-culture', label: 'nav.residents.artsCulture' },
			{ href: '/residents/public-safety', label: 'nav.residents.publicSafety' },
			{ href: '/residents/parks-recreation', label: 'nav.residents.parksRecreation' },
			{ href: '/residents/directions', label: 'nav.residents.directions' },
		],
	},
	{
		label: 'nav.visitors',
		items: [
			{ href: '/visitors/getting-around', label: 'nav.visitors.gettingAround' },
			{ href: '/visitors/history', label: 'nav.visitors.history' },
			{ href: '/visitors/things-to-do', label: 'nav.visitors.thingsToDo' },
		],
	},
	{
		label: 'nav.business',
		items: [
			{ href: '/business/licenses', label: 'nav.business.licenses' },
			{ href: '/business/suppliers', label: 'nav.business.suppliers' },
			{ href: '/business/grants', label: 'nav.business.grants' },
			{ href: '/business/zoning', label: 'nav.business.zoning' },
			{ href: '/business/bids', label: 'nav.business.bids' },
			{ href: '/business/start', label: 'nav.business.start' },
		],
	},
	{
		label: 'nav.iWantTo',
		items: [
			{ href: '/i-want-to/ceremonial', label: 'nav.iWantTo.ceremonial' },
			{ href: '/i-want-to/find-business', label: 'nav.iWantTo.findBusiness' },
			{ href: '/i-want-to/business-license', label: 'nav.iWantTo.businessLicense' },
			{ href: '/i-want-to/events-permit', label: 'nav.iWantTo.eventsPermit' },
		],
	},
]

/** Footer quick links on a fresh install: seeded into the database, edited in the admin area. */
export const footerQuickLinks: NavLink[] = [
	{ href: '/government/meet-mayor', label: 'nav.government.meetMayor' },
	{ href: '/government/cabinet', label: 'nav.government.cabinet' },
	{ href: '/residents/directions', label: 'nav.residents.directions' },
	{ href: '/visitors/getting-around', label: 'nav.visitors.gettingAround' },
	{ href: '/residents/public-safety', label: 'nav.residents.publicSafety' },
	{ href: '/residents/parks-recreation', label: 'nav.residents.parksRecreation' },
	// The document library (decision 033): budgets, minutes and forms are what people look for.
	{ href: '/documents', label: 'documents.pageTitle' },
]
