import { expect, test } from 'vitest'
import {
	COUNCIL_TIME_ZONE,
	COUNCIL_UTC_OFFSET_MINUTES,
	councilOffsetText,
	UPLOAD_IMAGE_ACCEPT,
} from './config'

/** The zone's offset on a date, in minutes, as the time-zone database knows it. */
function zoneOffsetMinutes(timeZone: string, isoDate: string) {
	const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
		.formatToParts(new Date(`${isoDate}T12:00:00Z`))
		.find((p) => p.type === 'timeZoneName')?.value
	const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '')
	if (!m) return 0
	return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]))
}

test('the fixed offset is the council zone’s offset on every month of the year', () => {
	for (let month = 1; month <= 12; month++) {
		const date = `2026-${String(month).padStart(2, '0')}-15`
		expect(zoneOffsetMinutes(COUNCIL_TIME_ZONE, date), date).toBe(COUNCIL_UTC_OFFSET_MINUTES)
	}
	// The check can tell: a zone with summer time changes with the season.
	expect(zoneOffsetMinutes('Europe/Paris', '2026-07-15')).toBe(120)
	expect(zoneOffsetMinutes('Europe/Paris', '2026-01-15')).toBe(60)
})

test('the offset is written as ISO 8601 and iCalendar want it', () => {
	expect(councilOffsetText()).toBe('+01:00')
	expect(councilOffsetText('')).toBe('+0100')
})

test('the picture field offers every accepted format, AVIF and HEIC phone photos included', () => {
	expect(UPLOAD_IMAGE_ACCEPT.split(',')).toEqual(
		expect.arrayContaining(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']),
	)
})
