import type { RequestStatus } from '#app/db/schema'

/**
 * The rules of requests and reports to the council (decision 039), shared by the form in the
 * browser and the server. No server code here.
 */
export const REQUEST_STATUSES = [
	'received',
	'in_progress',
	'resolved',
	'closed',
] as const satisfies readonly RequestStatus[]

export const REQUEST_LIMITS = {
	description: { min: 10, max: 4000 },
	location: 200,
	name: 120,
	email: 200,
	phone: 40,
	reply: 4000,
	note: 4000,
} as const

/** The public pages (English addresses; French under /fr). */
export const CONTACT_PATH = '/contact'
export const STATUS_PATH = '/contact/status'

/** `MBG-2026-0042`: the council's prefix, the year, a number counted from 1 each year. */
export const REFERENCE = /^([A-Z]{2,6})-(\d{4})-(\d{4,6})$/

export function formatReference(prefix: string, year: number, number: number) {
	return `${prefix}-${year}-${String(number).padStart(4, '0')}`
}

/** What a person typed as a reference, tidied (spaces, lower case, dashes from a phone keyboard). */
export function normalizeReference(value: string) {
	return value
		.trim()
		.toUpperCase()
		.replace(/[\s\u2010-\u2015_]+/g, '-')
		.slice(0, 20)
}

/** Where a point can be put on the drawn map: thousandths of its width and height. */
export const MAP_SCALE = 1000
/** The council's drawn map (the directions page's map block). */
export const MAP_IMAGE = { src: '/images/council-map.svg', width: 800, height: 450 } as const

/**
 * Text as typed, less control characters other than line breaks and tabs (NUL cannot even be
 * stored by PostgreSQL, and the others only hide or reorder what staff read).
 */
export function withoutControls(value: string) {
	return value.replace(/[^\P{Cc}\n\r\t]/gu, '')
}
