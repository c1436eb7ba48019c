import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { XMLValidator } from 'fast-xml-parser'
import { createTestDb } from '../../../tests/support/db'
import { signInStaff } from '../../../tests/support/staff-session'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import { resources } from '#app/features/content-types'
import { resourceAction } from '#app/features/cms/resource.server'
import { applyDueTransitions } from '#app/features/scheduling/transitions.server'
import { seedIfEmpty } from '#app/seed/seed.server'
import { alertsFeedXml, getLiveAlerts } from './alerts.server'

// Site-wide alerts (decision 031), on SQLite (project "unit") and PostgreSQL ("postgres"): saved
// through the staff area's one action, live only while published and between their times, the
// most urgent first, in both languages, and in their own RSS feed.

let handle: DbHandle
const START = '2026-12-12T07:00:00.000Z' // 08:00 in Buea (UTC+1)

/** Saves through the staff area's action, signed in afresh (the clock moves between tests). */
async function save(fields: Record<string, string>) {
	const staff = await signInStaff(handle.db)
	const count = async () =>
		Number(
			(
				await handle.db
					.selectFrom('alerts')
					.select((eb) => eb.fn.countAll().as('n'))
					.executeTakeFirstOrThrow()
			).n,
		)
	const before = await count()
	const form = new FormData()
	form.set('csrf', staff.csrf)
	form.set('intent', 'create')
	form.set('token', `alert-${Math.random()}`)
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	const request = new Request(`http://localhost${resources.alerts.path}`, {
		method: 'POST',
		headers: { Cookie: staff.cookie },
		body: form,
	})
	const reply = await resourceAction(resources.alerts, request, { clientIp: '127.0.0.1' }).catch(
		(thrown: unknown) => thrown,
	)
	// A saved form answers with a redirect to the list, and the alert is stored.
	expect(reply instanceof Response ? reply.status : reply).toBe(302)
	expect(await count()).toBe(before + 1)
}

beforeAll(async () => {
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(new Date(START))
	handle = await createTestDb()
	await seedIfEmpty(handle.db, new Date(START))
	setDatabase(handle)
})
afterAll(async () => {
	vi.useRealTimers()
	setDatabase(undefined)
	await handle?.close()
})

describe(`alerts (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('a fresh site has none; a draft is not shown', async () => {
		expect(await getLiveAlerts(handle.db, 'en')).toEqual([])
		await save({ level: 'warning', title_en: 'Draft only', state: 'draft' })
		expect(await getLiveAlerts(handle.db, 'en')).toEqual([])
	})

	test('published: the most urgent first, in the page’s language or marked as the other', async () => {
		await save({
			level: 'information',
			title_en: 'Tax office closed on Friday',
			title_fr: 'Bureau des impôts fermé vendredi',
			state: 'published',
		})
		await save({
			level: 'emergency',
			title_en: 'Flooding: leave the river banks',
			title_fr: 'Inondation : quittez les berges',
			body_en: 'The Meme river is rising. Go to the council hall.',
			link: '/news',
			state: 'published',
		})
		const en = await getLiveAlerts(handle.db, 'en')
		expect(en.map((a) => [a.level, a.title.text])).toEqual([
			['emergency', 'Flooding: leave the river banks'],
			['information', 'Tax office closed on Friday'],
		])
		expect(en[0]!.link).toBe('/news')
		const fr = await getLiveAlerts(handle.db, 'fr')
		expect(fr[0]!.title).toEqual({
			text: 'Inondation : quittez les berges',
			lang: 'fr',
			fallback: false,
		})
		// Written in English only: the French page shows it, marked English.
		expect(fr[0]!.body).toEqual({
			text: 'The Meme river is rising. Go to the council hall.',
			lang: 'en',
			fallback: true,
		})
		// A site path is followed in the reader's language.
		expect(fr[0]!.link).toBe('/fr/news')
	})

	test('start and end times: shown from the first, gone at the second, on the clock alone', async () => {
		await save({
			level: 'warning',
			title_en: 'Water cut in Upper Quarter',
			publish_at: '2026-12-12T09:00',
			unpublish_at: '2026-12-12T18:00',
			state: 'published',
		})
		const titles = async () => (await getLiveAlerts(handle.db, 'en')).map((a) => a.title.text)
		expect(await titles()).not.toContain('Water cut in Upper Quarter')
		vi.setSystemTime(new Date('2026-12-12T08:00:00.000Z')) // 09:00 in Buea
		expect(await titles()).toContain('Water cut in Upper Quarter')
		vi.setSystemTime(new Date('2026-12-12T17:00:00.000Z')) // 18:00
		expect(await titles()).not.toContain('Water cut in Upper Quarter')
		// The sweep records the end once (the content version every instance watches).
		expect(await applyDueTransitions(handle.db)).toBeGreaterThan(0)
		const row = await handle.db
			.selectFrom('alerts')
			.select('status')
			.where('title_en', '=', 'Water cut in Upper Quarter')
			.executeTakeFirstOrThrow()
		expect(row.status).toBe('draft')
	})

	test('the feed: valid RSS in each language, one item per live alert, markup as text', async () => {
		await save({
			level: 'information',
			title_en: 'Market <script>alert(1)</script> day moved',
			state: 'published',
		})
		const origin = 'https://council.example'
		const en = await alertsFeedXml(handle.db, origin, 'en')
		expect(XMLValidator.validate(en)).toBe(true)
		expect(en).toContain('<title>Emergency: Flooding: leave the river banks</title>')
		expect(en).toContain(`<link>${origin}/news</link>`)
		expect(en).toContain('Market &lt;script&gt;alert(1)&lt;/script&gt; day moved')
		expect(en).not.toContain('<script>')
		expect(en).toContain(`<atom:link href="${origin}/alerts/feed.xml"`)
		expect(en.match(/<item>/g)).toHaveLength((await getLiveAlerts(handle.db, 'en')).length)
		const fr = await alertsFeedXml(handle.db, origin, 'fr')
		expect(XMLValidator.validate(fr)).toBe(true)
		expect(fr).toContain('<title>Urgence : Inondation : quittez les berges</title>')
		expect(fr).toContain(`<link>${origin}/fr/news</link>`)
		expect(fr).toContain('<language>fr</language>')
	})
})
