/**
 * Constants the whole application shares. A value that differs from one council to another
 * belongs in the council's settings (the database), not here: these are the platform's own.
 */

/** The staff area lives at one address in both languages; its language is a preference (cookie). */
export const ADMIN_BASE = '/admin-dtima'

/** The council's time zone (IANA name): dates and times staff type and residents read are in it. */
export const COUNCIL_TIME_ZONE = 'Africa/Douala'

/**
 * Its offset from UTC, in minutes. West Africa Time is UTC+1 all year (no summer time), so one
 * number serves every date; `config.test.ts` checks it against the time-zone database.
 */
export const COUNCIL_UTC_OFFSET_MINUTES = 60

/** Its abbreviation, for calendars (iCalendar TZNAME). */
export const COUNCIL_ZONE_ABBREVIATION = 'WAT'

/** The offset written out: "+01:00" (ISO 8601, JSON-LD) or "+0100" (iCalendar). */
export function councilOffsetText(separator: ':' | '' = ':') {
	const sign = COUNCIL_UTC_OFFSET_MINUTES < 0 ? '-' : '+'
	const abs = Math.abs(COUNCIL_UTC_OFFSET_MINUTES)
	const pad = (n: number) => String(n).padStart(2, '0')
	return `${sign}${pad(Math.floor(abs / 60))}${separator}${pad(abs % 60)}`
}

/**
 * Pictures staff may upload, by the format the file's first bytes show (never its name), with
 * the media types the file picker offers for each. AVIF and HEIC phone photos share one container.
 */
export const UPLOAD_IMAGE_FORMATS = {
	jpeg: ['image/jpeg'],
	png: ['image/png'],
	gif: ['image/gif'],
	webp: ['image/webp'],
	heif: ['image/avif', 'image/heic', 'image/heif'],
} as const satisfies Record<string, readonly string[]>

export type UploadImageFormat = keyof typeof UPLOAD_IMAGE_FORMATS

/** Largest picture a member of staff may upload (a phone photo is 2–5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** The `accept` attribute of a picture field. */
export const UPLOAD_IMAGE_ACCEPT = Object.values(UPLOAD_IMAGE_FORMATS).flat().join(',')
