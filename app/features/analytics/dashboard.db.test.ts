import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import type { DbHandle } from '#app/db/client.server'
import { listPages } from '#app/features/pages/pages-store.server'
import { putPending } from '#app/features/review/pending.server'
import { seedIfEmpty } from '#app/seed/seed.server'
import { needsMe, residentFigures, siteHealth, type Person } from './dashboard.server'

// The dashboard's figures (decision 056) on SQLite ("unit") and PostgreSQL ("postgres"): each
// comes from the data it names, for the person signed in.

let handle: DbHandle
const DAY = 86_400_000
// 10:00 in Douala on 4 May 2026.
const AT = Date.parse('2026-05-04T09:00:00.000Z')
const iso = (ms: number) => new Date(ms).toISOString()
let ada: Person
let admin: Person

let number = 0
async function addRequest(category: string, at: number, fields: Record<string, unknown> = {}) {
	number++
	return handle.db
		.insertInto('requests')
		.values({
			reference: `REQ-2026-${String(number).padStart(4, '0')}`,
			year: 2026,
			number,
			category,
			description: 'The tap at the school is broken.',
			location: 'School',
			locale: 'en',
			status: 'received',
			created_at: iso(at),
			updated_at: iso(at),
			...fields,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
}

beforeAll(async () => {
	handle = await createTestDb()
	await seedIfEmpty(handle.db, new Date(AT - 400 * DAY))
	const row = await handle.db
		.insertInto('users')
		.values({
			name: 'Ada',
			email: 'ada@council.example',
			role: 'editor',
			active: 1,
			created_at: iso(AT - 50 * DAY),
			last_sign_in_at: null,
			password_hash: null,
			password_changed_at: null,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	ada = { id: row.id, name: 'Ada', role: 'editor' }
	const first = await handle.db
		.selectFrom('users')
		.select(['id', 'name', 'role'])
		.where('role', '=', 'admin')
		.executeTakeFirstOrThrow()
	admin = { id: first.id, name: first.name, role: first.role }
})

afterAll(async () => {
	await handle.close()
})

describe('what needs me now', () => {
	test('my open requests, the overdue ones, and (for administrators) those nobody has', async () => {
		await addRequest('water', AT - 10 * DAY, { assigned_to: ada.id })
		await addRequest('roads', AT - 1 * DAY, { assigned_to: ada.id })
		await addRequest('roads', AT - 2 * DAY, { assigned_to: ada.id, status: 'resolved' })
		await addRequest('waste', AT - 3 * DAY, { assigned_to: ada.id, spam_at: iso(AT) })
		await addRequest('waste', AT - 3 * DAY)
		const mine = await needsMe(handle.db, ada, AT, 'fr')
		expect(mine.requests).toMatchObject({ open: 2, overdue: 1, unassigned: null })
		expect(mine.requests.items.map((item) => [item.category, item.overdue])).toEqual([
			['Eau', true],
			['Routes', false],
		])
		const theirs = await needsMe(handle.db, admin, AT, 'en')
		expect(theirs.requests).toMatchObject({ open: 0, unassigned: 1 })
	})

	test('review: everything for an administrator, my own for an editor', async () => {
		await putPending(handle.db, {
			type: 'news',
			id: 1,
			content: {},
			title: 'Market day moved',
			user: ada,
			submit: true,
			now: iso(AT - DAY),
		})
		expect((await needsMe(handle.db, admin, AT, 'en')).review).toMatchObject({
			reviewer: true,
			count: 1,
		})
		expect((await needsMe(handle.db, ada, AT, 'en')).review).toMatchObject({
			reviewer: false,
			count: 1,
			items: [{ title: 'Market day moved' }],
		})
		const other = { id: 999, name: 'Ben', role: 'editor' }
		expect((await needsMe(handle.db, other, AT, 'en')).review.count).toBe(0)
	})

	test('problems reported on the pages I saved, not yet handled', async () => {
		const [page, other] = await listPages(handle.db)
		await handle.db
			.insertInto('revisions')
			.values({
				item_type: 'page',
				item_id: page!.id,
				version: 1,
				action: 'updated',
				content: '{}',
				actor: 'Ada',
				created_at: iso(AT - 5 * DAY),
			})
			.execute()
		const report = (path: string, handled: string | null = null) => ({
			path,
			locale: 'en' as const,
			kind: 'problem' as const,
			useful: null,
			reason: 'wrong',
			comment: 'The fee is wrong',
			day: '2026-05-03',
			voter: null,
			created_at: iso(AT - DAY),
			handled_at: handled,
			handled_by: null,
		})
		await handle.db
			.insertInto('feedback')
			.values([
				report(page!.path),
				report(`/fr${page!.pathFr}`),
				report(page!.path, iso(AT)),
				report(other!.path),
			])
			.execute()
		const { reports } = await needsMe(handle.db, ada, AT, 'en')
		expect(reports.count).toBe(2)
		expect(reports.items.map((item) => item.title)).toEqual([page!.title.en, page!.title.en])
	})

	test('what goes live or ends between now and the end of the council’s day', async () => {
		const pages = await listPages(handle.db)
		await handle.db
			.updateTable('pages')
			.set({ publish_at: iso(AT + 3 * 3600_000) })
			.where('id', '=', pages[2]!.id)
			.execute()
		// 23:30 in Douala: still today. 00:30 tomorrow: not.
		await handle.db
			.updateTable('pages')
			.set({ unpublish_at: '2026-05-04T22:30:00.000Z' })
			.where('id', '=', pages[3]!.id)
			.execute()
		await handle.db
			.updateTable('pages')
			.set({ publish_at: '2026-05-04T23:30:00.000Z' })
			.where('id', '=', pages[4]!.id)
			.execute()
		const news = await handle.db
			.selectFrom('news')
			.select(['id', 'title_en'])
			.where('status', '=', 'published')
			.executeTakeFirstOrThrow()
		await handle.db
			.updateTable('news')
			.set({ publish_at: iso(AT + 3600_000) })
			.where('id', '=', news.id)
			.execute()
		const { today } = await needsMe(handle.db, ada, AT, 'en')
		expect(today.map((item) => [item.title, item.change])).toEqual([
			[news.title_en, 'publish'],
			[pages[2]!.title.en, 'publish'],
			[pages[3]!.title.en, 'unpublish'],
		])
		expect(today[0]!.href).toBe(`/admin-dtima/content/news?edit=${news.id}`)
	})
})

test('how the site is doing: the Pages list’s views of pages to write and not changed for a year', async () => {
	// The sample council's pages were all written 400 days before AT, none is still to write.
	const pages = await listPages(handle.db)
	expect(await siteHealth(handle.db, AT)).toMatchObject({ stale: pages.length, toWrite: 0 })
	const row = await handle.db
		.selectFrom('pages')
		.select('content')
		.where('id', '=', pages[0]!.id)
		.executeTakeFirstOrThrow()
	const content = JSON.parse(row.content) as { intro: { en: string } }
	content.intro.en = 'To be written: the council’s own text.'
	await handle.db
		.updateTable('pages')
		.set({ content: JSON.stringify(content), updated_at: iso(AT - DAY) })
		.where('id', '=', pages[0]!.id)
		.execute()
	expect(await siteHealth(handle.db, AT)).toMatchObject({ stale: pages.length - 1, toWrite: 1 })
})

test('what residents did, over 30 or 90 days', async () => {
	const [page] = await listPages(handle.db)
	await handle.db
		.insertInto('daily_counts')
		.values([
			{ day: '2026-05-04', kind: 'read', key: page!.path, count: 7 },
			{ day: '2026-05-01', kind: 'read', key: page!.path, count: 3 },
			{ day: '2026-05-01', kind: 'read', key: '/news', count: 4 },
			{ day: '2026-03-01', kind: 'read', key: '/news', count: 50 },
			{ day: '2026-05-02', kind: 'miss', key: 'fr:permis de batir', count: 2 },
			{ day: '2026-05-03', kind: 'miss', key: 'en:dog licence', count: 1 },
		])
		.execute()
	await handle.db
		.insertInto('help_questions')
		.values([
			{ asked_on: '2026-05-02', locale: 'en' },
			{ asked_on: '2026-01-02', locale: 'en' },
		])
		.execute()
	const month = await residentFigures(handle.db, 30, AT, 'en')
	expect(month.readsByDay).toHaveLength(30)
	expect(month.readsByDay.at(-1)).toEqual({ day: '2026-05-04', count: 7 })
	expect(month.readsByDay.find((d) => d.day === '2026-05-01')?.count).toBe(7)
	expect(month.mostRead).toEqual([
		{ path: page!.path, label: page!.title.en, count: 10 },
		{ path: '/news', label: '/news', count: 4 },
	])
	expect(month.missed).toEqual([
		{ locale: 'fr', words: 'permis de batir', count: 2 },
		{ locale: 'en', words: 'dog licence', count: 1 },
	])
	expect(month.helpQuestions).toBe(1)
	// Requests of the first test: water 1, roads 2 (one resolved), waste 1 (the spam left out).
	expect(month.requests).toEqual([
		{ category: 'Roads', statuses: { received: 1, in_progress: 0, resolved: 1, closed: 0 } },
		{ category: 'Waste', statuses: { received: 1, in_progress: 0, resolved: 0, closed: 0 } },
		{ category: 'Water', statuses: { received: 1, in_progress: 0, resolved: 0, closed: 0 } },
	])
	const quarter = await residentFigures(handle.db, 90, AT, 'en')
	expect(quarter.mostRead[0]).toMatchObject({ path: '/news', count: 54 })
	expect(quarter.readsByDay).toHaveLength(90)
})
