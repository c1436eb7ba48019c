import { z } from 'zod'
import type { SiteMessageKey } from '#app/i18n/i18n'
import {
	MAP_SCALE,
	normalizeReference,
	REFERENCE,
	REQUEST_LIMITS,
	withoutControls,
} from './request-rules'

/**
 * What the contact form and the status look-up accept (decisions 039 and 045), as Zod schemas the
 * server parses with Conform. Each message is a key of the site catalog, translated by the page.
 * The photo is not here: the streaming body reader bounds it and the image decoder judges it
 * (submit.server.ts). Public pages import this module's types at most (`import type`): Zod never
 * reaches their JavaScript.
 */

const L = REQUEST_LIMITS

/**
 * A text as it is stored: what was typed, less control characters (NUL cannot even be stored by
 * PostgreSQL) and the spaces at its ends; '' when left empty. Sent twice (no browser does), it is
 * refused with the field's message.
 */
const typed = (message: SiteMessageKey) =>
	z
		.string({ error: message })
		.optional()
		.transform((value) => withoutControls(value ?? '').trim())

/** The map point, in thousandths, or null when either coordinate is missing or out of range. */
export function mapPoint(x: unknown, y: unknown): [number, number] | null {
	if (typeof x !== 'string' || typeof y !== 'string') return null
	if (!/^\d{1,4}$/.test(x) || !/^\d{1,4}$/.test(y)) return null
	const px = Number(x)
	const py = Number(y)
	return px <= MAP_SCALE && py <= MAP_SCALE ? [px, py] : null
}

const phonePattern = /^[+\d][\d\s().-]*$/
const emailShape = z.email()

/** The contact form, for the categories the council offers (their slugs). */
export function requestSchema(categories: readonly string[]) {
	return z
		.object({
			category: typed('requests.error.category').refine(
				(slug) => categories.includes(slug),
				'requests.error.category',
			),
			description: typed('requests.error.descriptionShort')
				.refine((text) => text.length >= L.description.min, 'requests.error.descriptionShort')
				.refine((text) => text.length <= L.description.max, 'requests.error.descriptionLong'),
			location: typed('requests.error.locationLong').refine(
				(text) => text.length <= L.location,
				'requests.error.locationLong',
			),
			name: typed('requests.error.nameLong').refine(
				(text) => text.length <= L.name,
				'requests.error.nameLong',
			),
			// Compared and stored in lower case (the limit per address counts it so).
			email: typed('requests.error.email')
				.transform((text) => text.toLowerCase())
				.refine(
					(text) => text === '' || (text.length <= L.email && emailShape.safeParse(text).success),
					'requests.error.email',
				),
			phone: typed('requests.error.phone').refine(
				(text) => text === '' || (text.length <= L.phone && phonePattern.test(text)),
				'requests.error.phone',
			),
			// Set by the map picker (JavaScript only); a point out of the map is no point, not an error.
			map_x: z.unknown().optional(),
			map_y: z.unknown().optional(),
		})
		.transform(({ map_x, map_y, ...fields }) => ({ ...fields, point: mapPoint(map_x, map_y) }))
}

/**
 * The status look-up (`GET /contact/status?ref=…`): a reference as people type it (spaces, lower
 * case, a phone keyboard's dashes), tidied, then it must look like one. Empty is the bare form.
 */
export const statusLookupSchema = z.object({
	ref: z
		.string({ error: 'requests.badReference' satisfies SiteMessageKey })
		.optional()
		.transform((value) => normalizeReference(value ?? ''))
		.refine((ref) => ref === '' || REFERENCE.test(ref), 'requests.badReference'),
})
