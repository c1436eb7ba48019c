import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { XMLValidator } from 'fast-xml-parser'
import { createTestDb } from '../../../tests/support/db'
import { signInStaff } from '../../../tests/support/staff-session'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import { resources } from '#app/features/content-types'
import { resourceAction } from '#app/features/cms/resource.server'
import { seedIfEmpty } from '#app/seed/seed.server'
import { jobsFeedXml } from './jobs-feed.server'
import { getJob, getJobsForSitemap, getOpenJobs } from './queries.server'

// Job vacancies (decision 034), on SQLite (project "unit") and PostgreSQL ("postgres"): the list
// holds the open ones only, soonest to close first; a closed one keeps its page; drafts have none.

let handle: DbHandle
const SEEDED = '2026-03-01T09:00:00.000Z'
const engine = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'

beforeAll(async () => {
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(new Date(SEEDED))
	handle = await createTestDb()
	await seedIfEmpty(handle.db, new Date(SEEDED))
	setDatabase(handle)
})
afterAll(async () => {
	vi.useRealTimers()
	setDatabase(undefined)
	await handle?.close()
})

describe(`job vacancies (${engine})`, () => {
	test('the list holds the open vacancies, soonest to close first, in the page’s language', async () => {
		const en = await getOpenJobs(handle.db, 'en', SEEDED)
		expect(en.map((j) => [j.slug, j.closingDate, j.closingTime, j.open])).toEqual([
			['accounts-clerk', '2026-03-22', '15:30', true],
			['community-health-worker', '2026-04-15', '', true],
		])
		const fr = await getOpenJobs(handle.db, 'fr', SEEDED)
		expect(fr[0]?.title.text).toBe('Agent comptable (offre fictive)')
		expect(fr[0]?.summary.text).toMatch(/^L’agent comptable tient/)
	})

	test('a vacancy leaves the list at its closing minute, council time', async () => {
		// 15:30 WAT is 14:30 UTC.
		const before = await getOpenJobs(handle.db, 'en', '2026-03-22T14:29:00.000Z')
		const after = await getOpenJobs(handle.db, 'en', '2026-03-22T14:30:00.000Z')
		expect(before.map((j) => j.slug)).toContain('accounts-clerk')
		expect(after.map((j) => j.slug)).toEqual(['community-health-worker'])
		// Without a time, open to the end of the closing day.
		const lastMinute = await getOpenJobs(handle.db, 'en', '2026-04-15T22:59:00.000Z')
		const dayOver = await getOpenJobs(handle.db, 'en', '2026-04-15T23:00:00.000Z')
		expect(lastMinute.map((j) => j.slug)).toEqual(['community-health-worker'])
		expect(dayOver).toEqual([])
	})

	test('a closed vacancy keeps its page, marked closed; a draft and an unknown one have none', async () => {
		const driver = await getJob(handle.db, 'en', 'driver')
		expect(driver).toMatchObject({ open: false, title: { text: 'Driver (sample vacancy)' } })
		expect(driver?.requirements.text).toMatch(/driving licence/)
		expect(await getJob(handle.db, 'en', 'accounts-clerk')).toMatchObject({ open: true })
		await handle.db
			.updateTable('jobs')
			.set({ status: 'draft' })
			.where('slug', '=', 'driver')
			.execute()
		expect(await getJob(handle.db, 'en', 'driver')).toBeUndefined()
		expect(await getJob(handle.db, 'en', 'no-such-post')).toBeUndefined()
		await handle.db
			.updateTable('jobs')
			.set({ status: 'published' })
			.where('slug', '=', 'driver')
			.execute()
	})

	test('the sitemap and the feed offer the open vacancies only', async () => {
		expect((await getJobsForSitemap(handle.db, SEEDED)).map((j) => j.slug)).toEqual([
			'accounts-clerk',
			'community-health-worker',
		])
		const xml = await jobsFeedXml(handle.db, 'https://council.example', 'fr')
		expect(XMLValidator.validate(xml)).toBe(true)
		expect(xml).toContain('<link>https://council.example/fr/jobs/accounts-clerk</link>')
		expect(xml).toContain('<title>Agent comptable (offre fictive)</title>')
		expect(xml).not.toContain('/jobs/driver')
	})

	test('a vacancy made in the staff area gets an address from its title and a draft state', async () => {
		const staff = await signInStaff(handle.db)
		const form = new FormData()
		for (const [name, value] of Object.entries({
			csrf: staff.csrf,
			intent: 'create',
			token: `job-${Math.random()}`,
			state: 'draft',
			title_fr: 'Secrétaire de direction',
			description_fr: 'Accueille le public et tient l’agenda du maire.',
			how_to_apply_fr: 'Déposez votre dossier au secrétariat.',
			closing_date: '2026-03-20',
			closing_time: '09:00',
		})) {
			form.set(name, value)
		}
		const reply = await resourceAction(
			resources.jobs,
			new Request(`http://localhost${resources.jobs.path}`, {
				method: 'POST',
				headers: { Cookie: staff.cookie },
				body: form,
			}),
			{ clientIp: '127.0.0.1' },
		).catch((thrown: unknown) => thrown)
		expect(reply instanceof Response ? reply.status : reply).toBe(302)
		const row = await handle.db
			.selectFrom('jobs')
			.selectAll()
			.where('title_fr', '=', 'Secrétaire de direction')
			.executeTakeFirstOrThrow()
		expect(row).toMatchObject({
			slug: 'secretaire-de-direction',
			status: 'draft',
			closing_time: '09:00',
			title_en: null,
		})
		// A draft is not public.
		expect(await getJob(handle.db, 'fr', 'secretaire-de-direction')).toBeUndefined()
		expect((await getOpenJobs(handle.db, 'fr', SEEDED)).map((j) => j.slug)).not.toContain(
			'secretaire-de-direction',
		)
	})
})
