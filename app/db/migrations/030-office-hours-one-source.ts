import { sql, type Kysely, type Migration } from 'kysely'

/** What the sample council's seed stored, contradicting its own hall hours (8:00–4:30). */
const oldSample = { en: 'Mon-Fri 8:15 am to 5:00 pm', fr: 'du lundi au vendredi, de 8 h 15 à 17 h' }

/**
 * One source for the office's hours (issue 33, decision 051): pages make the one-line office hours
 * from the hall's table. An install still holding the sample's old line (which said otherwise)
 * gets the table's line stored in its place, so the settings screen shows what pages show. Written
 * out here rather than imported, as the migration must keep doing what it did. Any other line is
 * left as staff wrote it.
 */
export function m030_office_hours_one_source(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			const { rows } = await sql<{ key: string; value: string }>`
				select key, value from settings where key in ('officeHours', 'hallHours')
			`.execute(db)
			const stored = (key: string) => safeJson(rows.find((r) => r.key === key)?.value)
			const line = stored('officeHours') as Record<string, unknown> | undefined
			if (line?.en !== oldSample.en || line?.fr !== oldSample.fr) return
			const table = stored('hallHours')
			if (!Array.isArray(table) || !table.length) return
			const made = { en: tableLine(table, 'en'), fr: tableLine(table, 'fr') }
			if (!made.en || !made.fr) return
			await sql`update settings set value = ${JSON.stringify(made)} where key = 'officeHours'`.execute(
				db,
			)
		},
		// Nothing to put back: pages read the table's hours under either version.
		async down() {},
	}
}

const lowerFirst = (text: string) => text.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())

/** The table as one line, as `officeHoursFromTable` made it when this migration was written. */
function tableLine(rows: unknown[], locale: 'en' | 'fr') {
	return rows
		.map((row) => {
			const { days, hours } = (row ?? {}) as Record<string, Record<string, unknown> | undefined>
			const d = String(days?.[locale] ?? '').trim()
			const h = lowerFirst(String(hours?.[locale] ?? '').trim())
			return [locale === 'fr' ? lowerFirst(d) : d, h].filter(Boolean).join(' ')
		})
		.filter(Boolean)
		.join(locale === 'fr' ? ' ; ' : '; ')
}

function safeJson(raw: string | undefined): unknown {
	if (raw === undefined) return undefined
	try {
		return JSON.parse(raw)
	} catch {
		return undefined
	}
}
