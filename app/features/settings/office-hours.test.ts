import { describe, expect, it } from 'vitest'
import { parseOpeningHours } from '#app/features/feeds/structured-data.server'
import { sampleSettings } from '#app/seed/seed.server'
import { officeHoursFromTable, withOfficeHours } from './office-hours'

describe('the office hours, from one source', () => {
	// Issue 33: the sample said 8:15–5:00 in one setting and 8:00–4:30 in the other.
	it('the sample council’s one-line hours are its hall’s table', () => {
		const { officeHours } = withOfficeHours(sampleSettings)
		expect(officeHours.en).toBe(
			'Monday to Friday 8:00 AM - 4:30 PM; Saturday 9:00 AM - 12:00 PM; Sunday closed',
		)
		expect(officeHours.fr).toBe(
			'du lundi au vendredi 8 h 00 - 16 h 30 ; samedi 9 h 00 - 12 h 00 ; dimanche fermé',
		)
		for (const row of sampleSettings.hallHours) {
			expect(officeHours.en).toContain(row.hours.en.replace('Closed', 'closed'))
		}
	})

	it('reads the same rules as schema.org hours in both languages', () => {
		const { officeHours } = withOfficeHours(sampleSettings)
		const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
		const expected = [
			{
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: weekdays,
				opens: '08:00',
				closes: '16:30',
			},
			{
				'@type': 'OpeningHoursSpecification',
				dayOfWeek: ['Saturday'],
				opens: '09:00',
				closes: '12:00',
			},
		]
		expect(parseOpeningHours(officeHours.en)).toEqual(expected)
		expect(parseOpeningHours(officeHours.fr)).toEqual(expected)
	})

	it('follows the table whatever the stored line says; without a table, the line is kept', () => {
		const stale = { en: 'Mon-Fri 8:15 am to 5:00 pm', fr: 'du lundi au vendredi, de 8 h 15 à 17 h' }
		expect(withOfficeHours({ ...sampleSettings, officeHours: stale }).officeHours).toEqual(
			withOfficeHours(sampleSettings).officeHours,
		)
		// The sample stores the table's line: the settings screen shows what pages show.
		expect(sampleSettings.officeHours).toEqual(withOfficeHours(sampleSettings).officeHours)
		const written = { en: 'Mon-Fri 9 am to 3 pm', fr: 'du lundi au vendredi, de 9 h à 15 h' }
		expect(withOfficeHours({ officeHours: written, hallHours: [] }).officeHours).toBe(written)
		const none = { officeHours: { en: '', fr: '' }, hallHours: [] }
		expect(withOfficeHours(none)).toBe(none)
		expect(officeHoursFromTable([], 'fr')).toBe('')
	})
})
