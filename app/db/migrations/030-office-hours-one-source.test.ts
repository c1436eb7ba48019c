import Database from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { officeHoursFromTable } from '#app/features/settings/office-hours'
import { sampleSettings } from '#app/seed/seed.server'
import { m030_office_hours_one_source } from './030-office-hours-one-source'

describe('migration 030: the office hours from one source', () => {
	let db: Kysely<unknown> | undefined
	afterEach(async () => {
		await db?.destroy()
		db = undefined
	})

	async function migrated(officeHours: unknown) {
		db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) })
		await sql`create table settings (key text primary key, value text not null, updated_at text)`.execute(
			db,
		)
		for (const [key, value] of [
			['officeHours', officeHours],
			['hallHours', sampleSettings.hallHours],
		] as const) {
			await sql`insert into settings (key, value) values (${key}, ${JSON.stringify(value)})`.execute(
				db,
			)
		}
		await m030_office_hours_one_source().up(db)
		const { rows } = await sql<{
			value: string
		}>`select value from settings where key = 'officeHours'`.execute(db)
		return JSON.parse(rows[0]!.value) as unknown
	}

	it('replaces the sample’s old 8:15–5:00 line with the table’s hours', async () => {
		const old = { en: 'Mon-Fri 8:15 am to 5:00 pm', fr: 'du lundi au vendredi, de 8 h 15 à 17 h' }
		expect(await migrated(old)).toEqual({
			en: officeHoursFromTable(sampleSettings.hallHours, 'en'),
			fr: officeHoursFromTable(sampleSettings.hallHours, 'fr'),
		})
		expect(await migrated(old)).toEqual(sampleSettings.officeHours)
	})

	it('keeps a line the council wrote', async () => {
		const own = { en: 'Mon-Fri 9 am to 3 pm', fr: 'du lundi au vendredi, de 9 h à 15 h' }
		expect(await migrated(own)).toEqual(own)
	})
})
