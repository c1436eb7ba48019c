import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDb } from '../../tests/support/db'
import { migrateToLatest, type DbHandle } from './client.server'
import {
	getEvent,
	getLatestNews,
	getNewsArticle,
	getNewsPage,
	getPartners,
	getPastEvents,
	getUpcomingEvents,
} from '../features/news-events/queries.server'
import {
	getBids,
	getCabinet,
	getFaqs,
	getPrograms,
	searchBusinesses,
} from '../features/pages/queries.server'
import { getSettings, setSetting } from '../features/settings/queries.server'
import { addDays } from '#app/i18n/locales'
import { sampleSettings, seedIfEmpty } from '../seed/seed.server'
import { fallbackSettings } from '#app/features/settings/default-settings'

// Runs twice: on SQLite (project "unit") and on PostgreSQL 15 (project "postgres").
let handle: DbHandle
const seededOn = new Date('2026-03-01T09:00:00Z')
const today = '2026-03-01'

beforeAll(async () => {
	handle = await createTestDb()
})
afterAll(async () => {
	await handle?.close()
})

describe(`database (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('migrations are recorded and a second run applies nothing', async () => {
		expect(await migrateToLatest(handle)).toEqual([])
	})

	test('an empty database reads as the fallback settings', async () => {
		expect(await getSettings(handle.db)).toEqual(fallbackSettings)
	})

	test('seeding fills an empty database once', async () => {
		expect(await seedIfEmpty(handle.db, seededOn)).toBe(true)
		expect(await seedIfEmpty(handle.db, seededOn)).toBe(false)
		const news = await handle.db.selectFrom('news').select('slug').execute()
		expect(news).toHaveLength(4)
	})

	test('settings come back as seeded, typed', async () => {
		const settings = await getSettings(handle.db)
		expect(settings).toEqual(sampleSettings)
		expect(settings.name.fr).toBe('Commune de Mbonge')
		expect(settings.established).toBe(1977)
	})

	test('setSetting updates one key and validates it', async () => {
		await setSetting(handle.db, 'phone', '+237 611 111 111')
		expect((await getSettings(handle.db)).phone).toBe('+237 611 111 111')
		// @ts-expect-error a number is not a valid phone setting
		await expect(setSetting(handle.db, 'phone', 42)).rejects.toThrow()
		expect((await getSettings(handle.db)).phone).toBe('+237 611 111 111')
	})

	test('a corrupt stored value falls back instead of breaking every page', async () => {
		await handle.db
			.updateTable('settings')
			.set({ value: '{not json' })
			.where('key', '=', 'motto')
			.execute()
		await handle.db
			.updateTable('settings')
			.set({ value: '"a string"' })
			.where('key', '=', 'population')
			.execute()
		const settings = await getSettings(handle.db)
		expect(settings.motto).toEqual(fallbackSettings.motto)
		expect(settings.population).toBe(fallbackSettings.population)
		expect(settings.shortName).toBe('Mbonge')
	})

	test('latest news: published only, newest first, in the asked language', async () => {
		const en = await getLatestNews(handle.db, 'en', 3)
		expect(en.map((n) => n.slug)).toEqual([
			'cultural-festival-success',
			'farm-to-market-road-works',
			'market-day-reminder',
		])
		expect(en[0]?.title).toEqual({ text: 'Cultural Festival Success', lang: 'en', fallback: false })
		const fr = await getLatestNews(handle.db, 'fr', 3)
		expect(fr[0]?.title.text).toBe('Succès du festival culturel')
		expect(fr.some((n) => n.slug === 'new-community-center')).toBe(false)
	})

	test('an article written only in English shows its English title on the French page, marked', async () => {
		const now = new Date().toISOString()
		await handle.db
			.insertInto('news')
			.values({
				slug: 'english-only',
				title_en: 'English only notice',
				title_fr: null,
				content_en: 'Body',
				content_fr: '  ',
				status: 'published',
				published_at: '2030-01-01',
				created_at: now,
				updated_at: now,
			})
			.execute()
		const [first] = await getLatestNews(handle.db, 'fr', 1)
		expect(first?.title).toEqual({ text: 'English only notice', lang: 'en', fallback: true })
		expect(first?.excerpt).toEqual({ text: 'Body', lang: 'en', fallback: true })
		await handle.db.deleteFrom('news').where('slug', '=', 'english-only').execute()
	})

	test('upcoming events: published, from today, soonest first, limited', async () => {
		const events = await getUpcomingEvents(handle.db, 'en', today, 2)
		expect(events.map((e) => e.date)).toEqual([addDays(today, 12), addDays(today, 26)])
		expect(events[0]?.title.text).toBe('Community clean-up day')
		// The draft event (5 days out) is never shown.
		expect(events.some((e) => e.title.text.startsWith('Budget consultation'))).toBe(false)
		// After the first event has passed only the second remains.
		const later = await getUpcomingEvents(handle.db, 'fr', addDays(today, 13), 2)
		expect(later.map((e) => e.title.text)).toEqual(["Foire de l'entrepreneuriat des jeunes"])
	})

	test('partners come in their set order', async () => {
		expect((await getPartners(handle.db)).map((p) => p.name)).toEqual([
			'DTIMA',
			'MINDDEVEL',
			'CYUC',
		])
	})

	test('the cabinet: ten officials, their titles in set order', async () => {
		const cabinet = await getCabinet(handle.db, 'en')
		expect(cabinet.map((m) => m.title.text)).toEqual([
			'1st Deputy Mayor',
			'2nd Deputy Mayor',
			'3rd Deputy Mayor',
			'4th Deputy Mayor',
			'Secretary General',
			'Finance Officer',
			'Municipal Treasurer',
			'Deputy Treasurer',
			'Stores Accountant',
			'Council Development Officer',
		])
		// Sample names say so.
		expect(cabinet.every((m) => m.name.endsWith(' Sample'))).toBe(true)
		expect((await getCabinet(handle.db, 'fr'))[0]?.title.text).toBe('1er adjoint au Maire')
	})

	test('bids: open ones first, then the 2024 samples, closed after their closing time or awarded', async () => {
		const bids = await getBids(handle.db, 'en', seededOn.toISOString())
		expect(bids.map((b) => [b.reference, b.status])).toEqual([
			['2026-PW-002', 'open'],
			['2024-WM-003', 'closed'],
			['2024-RM-001', 'awarded'],
		])
		expect(bids.find((b) => b.reference === '2024-RM-001')?.closingDate).toBe('2024-04-30')
		expect(bids.find((b) => b.reference === '2024-WM-003')?.closingDate).toBe('2024-05-15')
		// Without a closing time, a bid is open until its closing day ends, council time (UTC+1).
		const lastMinute = await getBids(handle.db, 'en', '2024-05-15T22:59:00.000Z')
		expect(lastMinute.find((b) => b.reference === '2024-WM-003')?.status).toBe('open')
		const dayOver = await getBids(handle.db, 'en', '2024-05-15T23:00:00.000Z')
		expect(dayOver.find((b) => b.reference === '2024-WM-003')?.status).toBe('closed')
	})

	test('FAQs: the six published questions, in order, in each language', async () => {
		const en = await getFaqs(handle.db, 'en')
		expect(en).toHaveLength(6)
		expect(en[0]?.question.text).toBe('How do I get a birth certificate?')
		expect(en[0]?.answer.text).toMatch(/3-5 working days/)
		const fr = await getFaqs(handle.db, 'fr')
		expect(fr[1]?.answer.text).toMatch(/jeudi/)
	})

	test('business directory: accent- and case-insensitive, by name, activity or quarter', async () => {
		expect((await searchBusinesses(handle.db, 'fr', '')).total).toBe(6)
		const pharmacy = await searchBusinesses(handle.db, 'fr', 'PHARMA')
		expect(pharmacy.items.map((b) => b.name)).toEqual(['Sample Pharmacy'])
		expect(pharmacy.items[0]?.activity.text).toBe('Pharmacie')
		// French activity words find the business from the English page too.
		expect((await searchBusinesses(handle.db, 'en', 'materiaux')).items.map((b) => b.name)).toEqual(
			['Sample Hardware Store'],
		)
		expect((await searchBusinesses(handle.db, 'en', 'market quarter')).total).toBe(2)
		expect((await searchBusinesses(handle.db, 'en', "'; drop table businesses; --")).total).toBe(0)
		expect((await searchBusinesses(handle.db, 'en', '')).total).toBe(6)
	})

	test('programmes: published only, by type, with their status', async () => {
		const agenda = await getPrograms(handle.db, 'en', 'agenda')
		const projects = await getPrograms(handle.db, 'en', 'project')
		expect(agenda.map((p) => p.progress)).toEqual(['active', 'planning', 'planning'])
		expect(projects.map((p) => p.progress)).toEqual(['completed', 'active'])
		expect(projects.some((p) => p.title.text === 'Council hall roof repair')).toBe(false)
	})

	test('newsroom pages, articles and event pages never show drafts', async () => {
		const first = await getNewsPage(handle.db, 'en', 1, 2)
		expect(first.total).toBe(3)
		expect(first.items.map((n) => n.slug)).toEqual([
			'cultural-festival-success',
			'farm-to-market-road-works',
		])
		const second = await getNewsPage(handle.db, 'en', 2, 2)
		expect(second.items.map((n) => n.slug)).toEqual(['market-day-reminder'])
		expect(await getNewsArticle(handle.db, 'en', 'new-community-center')).toBeUndefined()
		const article = await getNewsArticle(handle.db, 'fr', 'cultural-festival-success')
		expect(article?.content.text).toMatch(/^Des milliers/)

		const draft = await handle.db
			.selectFrom('events')
			.select('id')
			.where('status', '=', 'draft')
			.executeTakeFirstOrThrow()
		expect(await getEvent(handle.db, 'en', draft.id)).toBeUndefined()
		const past = await getPastEvents(handle.db, 'en', addDays(today, 30))
		expect(past.map((e) => e.date)).toEqual([addDays(today, 26), addDays(today, 12)])
	})
})
