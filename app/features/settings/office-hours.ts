import type { CouncilSettings } from '#app/features/settings/settings-schema'

type HallHours = CouncilSettings['hallHours']

/** "Fermé" → "fermé", "Du lundi…" → "du lundi…"; "AM", "8 h 00" unchanged. */
const lowerFirst = (text: string) => text.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())

/**
 * The office's hours as one line, made from the hall's table: "Monday to Friday 8:00 AM - 4:30 PM;
 * Saturday 9:00 AM - 12:00 PM" / "du lundi au vendredi 8 h 00 - 16 h 30 ; samedi 9 h 00 - 12 h 00".
 * Rules are separated by ";", as the schema.org reader of the hours expects.
 */
export function officeHoursFromTable(rows: HallHours, locale: 'en' | 'fr') {
	return rows
		.map(({ days, hours }) => {
			const d = days[locale].trim()
			const h = lowerFirst(hours[locale].trim())
			return [locale === 'fr' ? lowerFirst(d) : d, h].filter(Boolean).join(' ')
		})
		.filter(Boolean)
		.join(locale === 'fr' ? ' ; ' : '; ')
}

/**
 * One source for the office's hours (issue 33): the hall's table. Wherever it has rows, the
 * one-line "office hours" pages show (footer, contact details, `{officeHours}` in pages, the home
 * page's schema.org hours) is made from it, so the two can no longer disagree; the stored line
 * serves a council without a table (decision 051).
 */
export function withOfficeHours<S extends Pick<CouncilSettings, 'officeHours' | 'hallHours'>>(
	settings: S,
): S {
	const { officeHours, hallHours } = settings
	if (!hallHours.length) return settings
	return {
		...settings,
		officeHours: {
			en: officeHoursFromTable(hallHours, 'en') || officeHours.en,
			fr: officeHoursFromTable(hallHours, 'fr') || officeHours.fr,
		},
	}
}
