import ICAL from 'ical.js'
import { describe, expect, test } from 'vitest'
import { buildCalendar, escapeIcsText, foldLine, parseTimeRange, type CalendarEvent } from './ics'

const octets = (s: string) => Buffer.byteLength(s, 'utf8')
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '')

describe('parseTimeRange', () => {
	test.each([
		['9:00 AM - 4:00 PM', [9, 0], [16, 0]],
		['7:00 AM - 12:00 PM', [7, 0], [12, 0]],
		['10:00 AM - 1:00 PM', [10, 0], [13, 0]],
		['12:30 AM - 1 AM', [0, 30], [1, 0]],
		['9 h 00 - 16 h 00', [9, 0], [16, 0]],
		['14h30–17h', [14, 30], [17, 0]],
		['de 9 h à 16 h 30', [9, 0], [16, 30]],
		['08:00 to 10:15', [8, 0], [10, 15]],
		['9 - 11 a.m.', [9, 0], [11, 0]],
		['11 - 1 PM', [11, 0], [13, 0]],
		['9 AM - 4', [9, 0], [16, 0]],
		['8 PM - 2 AM', [20, 0], [2, 0]],
	])('%s', (text, start, end) => {
		const range = parseTimeRange(text)
		expect(range?.start).toEqual({ hour: start[0], minute: start[1] })
		expect(range?.end).toEqual({ hour: end![0], minute: end![1] })
	})

	test('a start without an end', () => {
		expect(parseTimeRange('3 PM')).toEqual({ start: { hour: 15, minute: 0 } })
		expect(parseTimeRange('À partir de 18h')).toEqual({ start: { hour: 18, minute: 0 } })
	})

	test.each([
		'',
		'All day',
		'Toute la journée',
		'After Mass',
		'25:00',
		'9:75 AM',
		'13 PM',
		'1-2-3',
	])('nothing readable in %j', (text) => {
		expect(parseTimeRange(text)).toBeUndefined()
	})
})

describe('escapeIcsText', () => {
	test('escapes backslash, semicolon, comma and line breaks; drops control characters', () => {
		expect(escapeIcsText('a\\b;c,d\r\ne\nf\rg\u0007h')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng' + 'h')
	})
	test('leaves colons and accents alone', () => {
		expect(escapeIcsText('Réunion : 9 h')).toBe('Réunion : 9 h')
	})
})

describe('foldLine', () => {
	test('short lines are left alone', () => {
		expect(foldLine('SUMMARY:Court')).toBe('SUMMARY:Court')
	})

	test('a 200-character accented title folds at 75 octets without splitting a character', () => {
		const title = 'Journée de salubrité à Mbonge — é'.padEnd(200, 'é')
		expect(title).toHaveLength(200)
		const line = `SUMMARY;LANGUAGE=fr:${escapeIcsText(title)}`
		const folded = foldLine(line)
		const physical = folded.split('\r\n')
		expect(physical.length).toBeGreaterThan(4)
		for (const [i, part] of physical.entries()) {
			expect(octets(part)).toBeLessThanOrEqual(75)
			if (i > 0) expect(part.startsWith(' ')).toBe(true)
			// Each piece is whole UTF-8: decoding then re-encoding gives the same bytes.
			expect(Buffer.from(part, 'utf8').toString('utf8')).not.toContain('\uFFFD')
		}
		// Lines are filled: only the last may be short by more than one character's width.
		for (const part of physical.slice(0, -1)) expect(octets(part)).toBeGreaterThanOrEqual(73)
		expect(unfold(folded)).toBe(line)
	})

	test('four-octet characters (emoji) are not split either', () => {
		const line = `SUMMARY:${'🎉'.repeat(40)}`
		const folded = foldLine(line)
		for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75)
		expect(unfold(folded)).toBe(line)
	})
})

const sample: CalendarEvent = {
	uid: 'event-7@council.example',
	date: '2026-03-13',
	time: '7:00 AM - 12:00 PM',
	summary: { text: 'Journée de salubrité; outils, gants\\seaux', lang: 'fr' },
	description: { text: 'Première ligne\nDeuxième ligne, avec virgule', lang: 'fr' },
	location: { text: 'Grand marché', lang: 'fr' },
	url: 'https://council.example/fr/events/7',
	updatedAt: new Date('2026-03-01T09:30:00.000Z'),
	createdAt: new Date('2026-02-20T08:00:00.000Z'),
}

const info = {
	name: 'Événements de la Commune de Mbonge',
	description: 'Les événements, avec dates, heures et lieux',
	lang: 'fr',
	timeLabel: 'Horaire',
}

function parse(ics: string) {
	const root = new ICAL.Component(ICAL.parse(ics))
	for (const tz of root.getAllSubcomponents('vtimezone')) {
		ICAL.TimezoneService.register(new ICAL.Timezone(tz))
	}
	return root
}

describe('buildCalendar', () => {
	const longTitle = `${'Très longue réunion du conseil municipal, '.repeat(5)}fin`.slice(0, 200)
	const ics = buildCalendar(info, [
		sample,
		{
			...sample,
			uid: 'event-8@council.example',
			time: 'All day',
			summary: { text: longTitle, lang: 'fr' },
		},
		{ ...sample, uid: 'event-9@council.example', time: '18 h' },
		{ ...sample, uid: 'event-10@council.example', time: '9 PM - 1 AM' },
	])

	test('CRLF line endings, every physical line ≤ 75 octets', () => {
		expect(ics.endsWith('\r\n')).toBe(true)
		expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
		for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
	})

	test('parses with ical.js: calendar properties and the Douala time zone', () => {
		const cal = parse(ics)
		expect(cal.getFirstPropertyValue('version')).toBe('2.0')
		expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH')
		expect(cal.getFirstPropertyValue('calscale')).toBe('GREGORIAN')
		expect(cal.getFirstPropertyValue('prodid')).toBeTruthy()
		expect(cal.getFirstPropertyValue('x-wr-calname')).toBe(info.name)
		expect(cal.getFirstPropertyValue('x-wr-timezone')).toBe('Africa/Douala')
		const tz = cal.getFirstSubcomponent('vtimezone')!
		expect(tz.getFirstPropertyValue('tzid')).toBe('Africa/Douala')
		const std = tz.getFirstSubcomponent('standard')!
		expect(std.getFirstPropertyValue('tzoffsetto')?.toString()).toBe('+01:00')
		expect(tz.getFirstSubcomponent('daylight')).toBeNull()
	})

	test('an event: local start and end in Africa/Douala (UTC+1), texts unescaped, stable UID', () => {
		const [first] = parse(ics).getAllSubcomponents('vevent')
		const event = new ICAL.Event(first)
		expect(event.uid).toBe('event-7@council.example')
		expect(event.summary).toBe(sample.summary.text)
		expect(event.description).toBe(`${sample.description!.text}\n\n${sample.url}`)
		expect(event.location).toBe('Grand marché')
		expect(first!.getFirstProperty('summary')!.getParameter('language')).toBe('fr')
		expect(first!.getFirstPropertyValue('url')).toBe(sample.url)
		expect(event.startDate.zone?.tzid).toBe('Africa/Douala')
		expect(first!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Africa/Douala')
		expect(event.startDate.toString()).toBe('2026-03-13T07:00:00')
		expect(event.endDate.toString()).toBe('2026-03-13T12:00:00')
		// 07:00 in Douala is 06:00 UTC.
		expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-13T06:00:00.000Z')
		expect(first!.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-03-01T09:30:00Z')
	})

	test('unreadable time: an all-day event, the time text kept in the description', () => {
		const event = new ICAL.Event(parse(ics).getAllSubcomponents('vevent')[1])
		expect(event.summary).toBe(longTitle)
		expect(event.startDate.isDate).toBe(true)
		expect(event.startDate.toString()).toBe('2026-03-13')
		expect(event.endDate.toString()).toBe('2026-03-14')
		expect(event.description.startsWith('Horaire: All day\n\n')).toBe(true)
	})

	test('a start without an end lasts two hours; an end past midnight is the next day', () => {
		const [, , third, fourth] = parse(ics).getAllSubcomponents('vevent')
		const noEnd = new ICAL.Event(third)
		expect(noEnd.startDate.toString()).toBe('2026-03-13T18:00:00')
		expect(noEnd.duration.toString()).toBe('PT2H')
		const overnight = new ICAL.Event(fourth)
		expect(overnight.startDate.toString()).toBe('2026-03-13T21:00:00')
		expect(overnight.endDate.toString()).toBe('2026-03-14T01:00:00')
	})

	test('an empty calendar is still valid', () => {
		const cal = parse(buildCalendar(info, []))
		expect(cal.getAllSubcomponents('vevent')).toHaveLength(0)
	})
})
