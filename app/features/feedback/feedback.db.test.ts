import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import type { DbHandle } from '#app/db/client.server'
import { contentVersion } from '#app/db/content-changes.server'
import { feedbackByPage, FEEDBACK_PAGES_SHOWN, markPageHandled } from './feedback-queries.server'
import { keepWithinCeiling, storeProblem, storeVote } from './feedback-store.server'

// Page feedback in the database (decision 038), on SQLite and on PostgreSQL.
let handle: DbHandle
beforeAll(async () => {
	handle = await createTestDb()
})
afterAll(() => handle?.close())
beforeEach(async () => {
	await handle.db.deleteFrom('feedback').execute()
	await handle.db.deleteFrom('feedback_salts').execute()
})

const news = { path: '/news', locale: 'en' as const }
const actualites = { path: '/fr/news', locale: 'fr' as const }
const reader = { address: '198.51.100.7' }
// Noon in Cameroon (UTC+1) on two days running.
const day1 = new Date('2026-03-10T11:00:00Z')
const day2 = new Date('2026-03-11T11:00:00Z')

const rows = () => handle.db.selectFrom('feedback').selectAll().orderBy('id').execute()

describe(`page feedback store (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('one vote per page per visitor per day; the hash is forgotten the next day', async () => {
		const db = handle.db
		expect(await storeVote(db, { page: news, useful: false, visitor: reader }, { now: day1 })).toBe(
			'stored',
		)
		// The same reader again, even changing their mind: not counted.
		expect(await storeVote(db, { page: news, useful: true, visitor: reader }, { now: day1 })).toBe(
			'duplicate',
		)
		// Another page, or the same page in French: counted.
		expect(
			await storeVote(db, { page: actualites, useful: true, visitor: reader }, { now: day1 }),
		).toBe('stored')
		// Another address: counted. The same address with another browser is not a new voter
		// (issue 32: a script changed its User-Agent with each vote).
		const other = { address: '198.51.100.8' }
		expect(await storeVote(db, { page: news, useful: true, visitor: other }, { now: day1 })).toBe(
			'stored',
		)
		const stored = await rows()
		expect(stored.map((r) => [r.path, r.locale, r.useful, r.day])).toEqual([
			['/news', 'en', 0, '2026-03-10'],
			['/fr/news', 'fr', 1, '2026-03-10'],
			['/news', 'en', 1, '2026-03-10'],
		])
		// Nothing readable about the person: no address, no browser, only an opaque hash.
		for (const row of stored) {
			expect(JSON.stringify(row)).not.toContain('198.51.100.7')
			expect(JSON.stringify(row)).not.toContain('Android')
			expect(row.voter).toMatch(/^[\w-]{43}$/)
		}
		// The next day the reader may vote again; yesterday's hashes and salt are gone.
		expect(await storeVote(db, { page: news, useful: false, visitor: reader }, { now: day2 })).toBe(
			'stored',
		)
		const after = await rows()
		expect(after.filter((r) => r.day === '2026-03-10').every((r) => r.voter === null)).toBe(true)
		expect(after.find((r) => r.day === '2026-03-11')?.voter).toBeTruthy()
		const salts = await db.selectFrom('feedback_salts').select('day').execute()
		expect(salts.map((s) => s.day)).toEqual(['2026-03-11'])
	})

	test('arriving feedback does not change the content version (the page cache stays)', async () => {
		const before = await contentVersion(handle.db)
		await storeVote(handle.db, { page: news, useful: false, visitor: reader })
		await storeProblem(handle.db, { page: news, reason: 'wrong', comment: 'Old phone number' })
		expect(await contentVersion(handle.db)).toBe(before)
	})

	test('daily ceiling: past it feedback is dropped, the next day it is stored again', async () => {
		const db = handle.db
		const limits = { dailyCeiling: 3, now: day1 }
		for (let i = 0; i < 3; i++)
			expect(
				await storeProblem(db, { page: news, reason: 'other', comment: `n${i}` }, limits),
			).toBe('stored')
		expect(await storeProblem(db, { page: news, reason: 'other', comment: 'x' }, limits)).toBe(
			'full',
		)
		expect(await storeVote(db, { page: news, useful: false, visitor: reader }, limits)).toBe('full')
		expect(await rows()).toHaveLength(3)
		expect(
			await storeProblem(
				db,
				{ page: news, reason: 'other', comment: 'y' },
				{ ...limits, now: day2 },
			),
		).toBe('stored')
	})

	test('ceiling of rows kept: the oldest handled go first, then the oldest of all', async () => {
		const db = handle.db
		const limits = { maxRows: 5, now: day1 }
		for (let i = 1; i <= 5; i++)
			await storeProblem(db, { page: news, reason: 'other', comment: `r${i}` }, limits)
		const [first, second, third] = await rows()
		// r2 and r3 handled: they go before the older r1, which is still open.
		await db
			.updateTable('feedback')
			.set({ handled_at: day1.toISOString(), handled_by: 'Clerk' })
			.where('id', 'in', [second!.id, third!.id])
			.execute()
		await storeProblem(db, { page: news, reason: 'other', comment: 'r6' }, limits)
		await storeProblem(db, { page: news, reason: 'other', comment: 'r7' }, limits)
		expect((await rows()).map((r) => r.comment)).toEqual(['r1', 'r4', 'r5', 'r6', 'r7'])
		// No handled row left: the oldest open one goes.
		await storeProblem(db, { page: news, reason: 'other', comment: 'r8' }, limits)
		expect((await rows()).map((r) => r.comment)).toEqual(['r4', 'r5', 'r6', 'r7', 'r8'])
		expect(first!.comment).toBe('r1')
		// Within the ceiling nothing is purged.
		expect(await keepWithinCeiling(db, 5)).toBe(0)
		expect(await keepWithinCeiling(db, 2)).toBe(3)
		expect(await rows()).toHaveLength(2)
	})

	test('per page: counts and reports; marking handled stops at what staff saw', async () => {
		const db = handle.db
		const hostile = '<script>alert(1)</script> & "quotes"'
		await storeVote(db, { page: news, useful: false, visitor: reader })
		await storeVote(db, { page: news, useful: true, visitor: { ...reader, address: '192.0.2.1' } })
		await storeProblem(db, { page: news, reason: 'wrong', comment: hostile })
		await storeVote(db, { page: actualites, useful: false, visitor: reader })
		await storeVote(db, {
			page: actualites,
			useful: false,
			visitor: { ...reader, address: '192.0.2.1' },
		})

		const { total, pages: open } = await feedbackByPage(db, 'open')
		expect(total).toBe(2)
		// Reported problems first, whatever the "No" elsewhere (issue 32).
		expect(open.map((p) => [p.path, p.locale, p.no, p.yes, p.problems])).toEqual([
			['/news', 'en', 1, 1, 1],
			['/fr/news', 'fr', 2, 0, 0],
		])
		const english = open.find((p) => p.locale === 'en')!
		expect(english.reports.map((r) => [r.reason, r.comment])).toEqual([['wrong', hostile]])

		// Something arrives after the screen was read: it stays open.
		await storeProblem(db, { page: news, reason: 'broken', comment: '' })
		expect(await markPageHandled(db, { ...news, upToId: english.lastId }, 'Clerk')).toBe(3)
		const { pages: stillOpen } = await feedbackByPage(db, 'open')
		expect(stillOpen.find((p) => p.locale === 'en')?.reports.map((r) => r.reason)).toEqual([
			'broken',
		])
		const { pages: handled } = await feedbackByPage(db, 'handled')
		expect(handled.map((p) => [p.path, p.no, p.yes, p.problems, p.handledBy])).toEqual([
			['/news', 1, 1, 1, 'Clerk'],
		])
		// Nothing left to mark: 0.
		expect(await markPageHandled(db, { ...news, upToId: english.lastId }, 'Clerk')).toBe(0)
	})

	test('a flood of "No" on many pages does not hide a report: it comes first, and the list has pages', async () => {
		const db = handle.db
		for (let i = 0; i < 60; i++)
			for (let v = 0; v < 3; v++)
				await storeVote(db, {
					page: { path: `/page-${i}`, locale: 'en' },
					useful: false,
					visitor: { address: `203.0.113.${v}` },
				})
		await storeProblem(db, {
			page: news,
			reason: 'wrong',
			comment: 'The market fee is out of date.',
		})
		const first = await feedbackByPage(db, 'open', 1)
		expect(first.total).toBe(61)
		expect(first.pages).toHaveLength(FEEDBACK_PAGES_SHOWN)
		expect(first.pages[0]).toMatchObject({ path: '/news', problems: 1 })
		const last = await feedbackByPage(db, 'open', 3)
		expect(last.pages).toHaveLength(61 - 2 * FEEDBACK_PAGES_SHOWN)
	})
})
