import { ADMIN_BASE } from '#app/config'
import type { PageGroup } from './types'

/**
 * The addresses a clerk may give an information page: one or more lowercase words joined by
 * dashes, separated by slashes (`/residents/water-supply`), never an address the site already
 * uses for something else (the built-in pages, the staff area, files, the French prefix).
 */
export const PAGE_PATH_MAX = 120
const PAGE_PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/

/** First path segments that belong to the site itself. */
const reservedSegments = new Set([
	'fr',
	ADMIN_BASE.slice(1),
	'assets',
	'images',
	'uploads',
	'healthz',
	'help',
	'news',
	'events',
	'programs',
	'search',
	'sitemap.xml',
	'robots.txt',
	'favicon.ico',
])

/**
 * Addresses below which the site serves items of its own (a tender's page, a vacancy's page:
 * decision 034): a page there would never be reached. The list pages themselves (`/business/bids`,
 * `/jobs`) are information pages, and may be moved.
 */
const reservedPrefixes = ['/business/bids/', '/jobs/']

export type AddressProblem = 'required' | 'format' | 'tooLong' | 'reserved'

/** What is wrong with an address (without the `/fr` prefix), or null when it can be used. */
export function addressProblem(path: string): AddressProblem | null {
	if (!path) return 'required'
	if (path.length > PAGE_PATH_MAX) return 'tooLong'
	if (!PAGE_PATH.test(path)) return 'format'
	if (reservedSegments.has(path.split('/')[1]!)) return 'reserved'
	if (reservedPrefixes.some((prefix) => path.startsWith(prefix))) return 'reserved'
	return null
}

/** The first segment of a new page's suggested address, by menu group. */
const groupSegments: Record<PageGroup, string> = {
	government: 'government',
	residents: 'residents',
	visitors: 'visitors',
	business: 'business',
	iWantTo: 'i-want-to',
	services: 'services',
}

/** Lowercase words joined by dashes, accents removed: `Approvisionnement en eau` → `approvisionnement-en-eau`. */
export function slugify(text: string) {
	return text
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 80)
		.replace(/-+$/, '')
}

/** The address suggested for a new page with this title, when the clerk leaves it empty. */
export function suggestedAddress(group: PageGroup, title: string) {
	const slug = slugify(title)
	return slug ? `/${groupSegments[group]}/${slug}` : ''
}
