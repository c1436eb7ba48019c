import { COUNCIL_TIME_ZONE, COUNCIL_ZONE_ABBREVIATION, councilOffsetText } from '#app/config'
import { addDays } from '#app/i18n/locales'

/**
 * iCalendar (RFC 5545) for the council's events, kept free of the database so it can be tested
 * on its own. Events are stored as a calendar date plus the time as people write it
 * ("9:00 AM - 4:00 PM", "9 h 00 - 16 h 00"): `parseTimeRange` reads that text.
 */

/** A clock time in the council's zone. */
interface ClockTime {
	hour: number
	minute: number
}

/** Length of an event whose text gives a start but no end. */
const DEFAULT_DURATION_HOURS = 2

const MERIDIEM = /^(am|pm)$/

function readClock(text: string): { hour: number; minute: number; meridiem?: 'am' | 'pm' } | null {
	const m = /^(\d{1,2})(?:\s*[:h.]\s*(\d{2})?)?\s*(am|pm)?$/.exec(text.trim())
	if (!m) return null
	const hour = Number(m[1])
	const minute = m[2] ? Number(m[2]) : 0
	const meridiem = m[3] && MERIDIEM.test(m[3]) ? (m[3] as 'am' | 'pm') : undefined
	if (minute > 59) return null
	if (meridiem ? hour < 1 || hour > 12 : hour > 23) return null
	return { hour, minute, meridiem }
}

function to24(hour: number, meridiem: 'am' | 'pm') {
	return (hour % 12) + (meridiem === 'pm' ? 12 : 0)
}

const minutes = (t: ClockTime) => t.hour * 60 + t.minute

/**
 * The start (and end, when given) of an event's time text, or undefined when the text says no
 * clock time we can read ("All day", "After Mass", empty). Accepts 12-hour times with AM/PM, 24-hour
 * times with `:` or `h` ("14h30", "9 h 00"), ranges with `-`, `–`, "to", "à". When only one side
 * says AM/PM, the other takes whichever reading puts it first ("11 - 1 PM" is 11:00–13:00).
 */
export function parseTimeRange(text: string): { start: ClockTime; end?: ClockTime } | undefined {
	const normalized = text
		.toLowerCase()
		.replace(/([ap])\.\s?m\.?/g, '$1m')
		.replace(/[\u2010-\u2015\u2212]/g, '-')
		.replace(/\s+(?:to|à|jusqu’à|jusqu'à)\s+/g, ' - ')
		.replace(/^(?:from|de|dès|à partir de)\s+/, '')
		.trim()
	if (!normalized) return undefined
	const parts = normalized.split(/\s*-\s*/)
	if (parts.length > 2) return undefined
	const first = readClock(parts[0]!)
	const second = parts[1] === undefined ? undefined : readClock(parts[1])
	if (!first || second === null) return undefined

	if (!second) {
		const start = first.meridiem
			? { hour: to24(first.hour, first.meridiem), minute: first.minute }
			: { hour: first.hour, minute: first.minute }
		return { start }
	}

	let start: ClockTime
	let end: ClockTime
	if (first.meridiem && second.meridiem) {
		start = { hour: to24(first.hour, first.meridiem), minute: first.minute }
		end = { hour: to24(second.hour, second.meridiem), minute: second.minute }
	} else if (second.meridiem) {
		end = { hour: to24(second.hour, second.meridiem), minute: second.minute }
		if (first.hour > 12) start = { hour: first.hour, minute: first.minute }
		else {
			const same = { hour: to24(first.hour, second.meridiem), minute: first.minute }
			start =
				minutes(same) <= minutes(end)
					? same
					: { hour: to24(first.hour, second.meridiem === 'am' ? 'pm' : 'am'), minute: first.minute }
		}
	} else if (first.meridiem) {
		start = { hour: to24(first.hour, first.meridiem), minute: first.minute }
		if (second.hour > 12) end = { hour: second.hour, minute: second.minute }
		else {
			const same = { hour: to24(second.hour, first.meridiem), minute: second.minute }
			end =
				minutes(same) > minutes(start)
					? same
					: {
							hour: to24(second.hour, first.meridiem === 'am' ? 'pm' : 'am'),
							minute: second.minute,
						}
		}
	} else {
		start = { hour: first.hour, minute: first.minute }
		end = { hour: second.hour, minute: second.minute }
	}
	return minutes(end) === minutes(start) ? { start } : { start, end }
}

/** TEXT value (RFC 5545 §3.3.11): `\ ; ,` and line breaks escaped, control characters dropped. */
export function escapeIcsText(value: string) {
	return (
		value
			.replace(/\r\n?/g, '\n')
			// eslint-disable-next-line no-control-regex
			.replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
			.replace(/[\\;,]/g, (c) => `\\${c}`)
			.replace(/\n/g, '\\n')
	)
}

const MAX_OCTETS = 75

function utf8Length(codePoint: number) {
	return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4
}

/**
 * Folds a content line (RFC 5545 §3.1): no physical line longer than 75 octets, continuation lines
 * starting with a space, and never in the middle of a UTF-8 character ("é" is two octets).
 */
export function foldLine(line: string) {
	const out: string[] = []
	let current = ''
	let octets = 0
	for (const char of line) {
		const size = utf8Length(char.codePointAt(0)!)
		// Continuation lines start with a space, which counts toward their 75 octets.
		if (octets + size > MAX_OCTETS) {
			out.push(current)
			current = ' '
			octets = 1
		}
		current += char
		octets += size
	}
	out.push(current)
	return out.join('\r\n')
}

/** `20260313T070000` (local, for TZID) from a date and a clock time. */
function localStamp(isoDate: string, time: ClockTime) {
	const pad = (n: number) => String(n).padStart(2, '0')
	return `${isoDate.replaceAll('-', '')}T${pad(time.hour)}${pad(time.minute)}00`
}

/** `20260301T090000Z` from an instant (DTSTAMP, LAST-MODIFIED are in UTC). */
function utcStamp(date: Date) {
	return date
		.toISOString()
		.replace(/\.\d{3}Z$/, 'Z')
		.replace(/[-:]/g, '')
}

export interface CalendarEvent {
	/** Globally unique and stable: `event-12@council.example`. */
	uid: string
	/** YYYY-MM-DD in the council's zone. */
	date: string
	/** As stored ("9:00 AM - 4:00 PM"); unreadable text makes an all-day event. */
	time: string
	summary: { text: string; lang: string }
	description?: { text: string; lang: string }
	location?: { text: string; lang: string }
	/** Absolute address of the event's page. */
	url: string
	/** When the event was last changed (DTSTAMP and LAST-MODIFIED). */
	updatedAt: Date
	createdAt?: Date
}

interface CalendarInfo {
	name: string
	description?: string
	/** The language of the calendar's own texts (`en`, `fr`). */
	lang: string
	/** Label put before the time text in the description when it could not be read ("Time"). */
	timeLabel: string
}

/** The council's zone: one fixed offset all year (see app/config.ts), so one STANDARD rule. */
const DOUALA_TIMEZONE = [
	'BEGIN:VTIMEZONE',
	`TZID:${COUNCIL_TIME_ZONE}`,
	`X-LIC-LOCATION:${COUNCIL_TIME_ZONE}`,
	'BEGIN:STANDARD',
	`TZOFFSETFROM:${councilOffsetText('')}`,
	`TZOFFSETTO:${councilOffsetText('')}`,
	`TZNAME:${COUNCIL_ZONE_ABBREVIATION}`,
	'DTSTART:19700101T000000',
	'END:STANDARD',
	'END:VTIMEZONE',
]

function textProp(name: string, value: { text: string; lang: string } | undefined) {
	if (!value?.text) return []
	return [`${name};LANGUAGE=${value.lang}:${escapeIcsText(value.text)}`]
}

function eventLines(event: CalendarEvent, info: CalendarInfo) {
	const date = /^\d{4}-\d{2}-\d{2}$/.test(event.date) ? event.date : undefined
	if (!date) return []
	const range = parseTimeRange(event.time)
	const when: string[] = []
	if (range) {
		when.push(`DTSTART;TZID=${COUNCIL_TIME_ZONE}:${localStamp(date, range.start)}`)
		if (range.end) {
			// An end before the start is the next morning ("8 PM - 2 AM").
			const endDate = minutes(range.end) > minutes(range.start) ? date : addDays(date, 1)
			when.push(`DTEND;TZID=${COUNCIL_TIME_ZONE}:${localStamp(endDate, range.end)}`)
		} else {
			when.push(`DURATION:PT${DEFAULT_DURATION_HOURS}H`)
		}
	} else {
		when.push(
			`DTSTART;VALUE=DATE:${date.replaceAll('-', '')}`,
			`DTEND;VALUE=DATE:${addDays(date, 1).replaceAll('-', '')}`,
		)
	}
	// Calendar apps rarely show URL: the page's address ends the description too.
	const describedTime =
		!range && event.time.trim() ? `${info.timeLabel}: ${event.time.trim()}\n\n` : ''
	const description = event.description?.text
		? { ...event.description, text: `${describedTime}${event.description.text}\n\n${event.url}` }
		: { text: `${describedTime}${event.url}`, lang: info.lang }
	return [
		'BEGIN:VEVENT',
		`UID:${escapeIcsText(event.uid)}`,
		`DTSTAMP:${utcStamp(event.updatedAt)}`,
		...(event.createdAt ? [`CREATED:${utcStamp(event.createdAt)}`] : []),
		`LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
		...when,
		...textProp('SUMMARY', event.summary),
		...textProp('DESCRIPTION', description),
		...textProp('LOCATION', event.location),
		`URL:${event.url}`,
		'END:VEVENT',
	]
}

/** A VCALENDAR (METHOD:PUBLISH) with the council's time zone and one VEVENT per event. */
export function buildCalendar(info: CalendarInfo, events: readonly CalendarEvent[]) {
	const lines = [
		'BEGIN:VCALENDAR',
		'VERSION:2.0',
		`PRODID:-//Council website//Events//${info.lang.toUpperCase()}`,
		'CALSCALE:GREGORIAN',
		'METHOD:PUBLISH',
		`X-WR-CALNAME:${escapeIcsText(info.name)}`,
		...(info.description ? [`X-WR-CALDESC:${escapeIcsText(info.description)}`] : []),
		`X-WR-TIMEZONE:${COUNCIL_TIME_ZONE}`,
		...DOUALA_TIMEZONE,
		...events.flatMap((event) => eventLines(event, info)),
		'END:VCALENDAR',
	]
	return `${lines.map(foldLine).join('\r\n')}\r\n`
}
