import { logActivity } from '#app/db/activity.server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import type { DbHandle } from '../../db/client.server'
import { listAllNews, recentActivity, uniqueSlug, unreadNotifications } from './queries.server'
import { getQuickLinks } from '../settings/quick-links.server'
import { seedIfEmpty } from '../../seed/seed.server'

// Runs on SQLite (project "unit") and PostgreSQL (project "postgres").
let handle: DbHandle
const today = '2026-03-01'

beforeAll(async () => {
	handle = await createTestDb()
	await seedIfEmpty(handle.db, new Date(`${today}T09:00:00Z`))
})
afterAll(async () => {
	await handle?.close()
})

describe(`staff-area queries (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('the activity log keeps entries newest first and trims long titles', async () => {
		await logActivity(
			handle.db,
			{
				action: 'created',
				itemType: 'news',
				itemId: 1,
				itemTitle: 'x'.repeat(500),
				actor: 'Admin',
				kind: 'content',
			},
			'2026-03-01T10:00:00.000Z',
		)
		await logActivity(
			handle.db,
			{
				action: 'published',
				itemType: 'news',
				itemId: 1,
				itemTitle: 'Later',
				actor: 'Admin',
				kind: 'content',
				ip: '127.0.0.1',
			},
			'2026-03-01T11:00:00.000Z',
		)
		const entries = await recentActivity(handle.db, 10)
		expect(entries.map((e) => e.action)).toEqual(['published', 'created'])
		expect(entries[1]?.item_title).toHaveLength(200)
		// Account events (a failed sign-in here) are for administrators only.
		await logActivity(
			handle.db,
			{ action: 'signin-failed', itemType: 'account', actor: '', kind: 'user', ip: '192.0.2.9' },
			'2026-03-01T12:00:00.000Z',
		)
		expect((await recentActivity(handle.db, 10)).map((e) => e.action)).toEqual([
			'signin-failed',
			'published',
			'created',
		])
		expect((await recentActivity(handle.db, 10, { accounts: false })).map((e) => e.action)).toEqual(
			['published', 'created'],
		)
	})

	test('slugs are readable, ASCII and unique', async () => {
		expect(await uniqueSlug(handle.db, 'Réunion à l’hôtel de ville !')).toBe(
			'reunion-a-l-hotel-de-ville',
		)
		expect(await uniqueSlug(handle.db, 'Cultural Festival Success')).toBe(
			'cultural-festival-success-2',
		)
		expect(await uniqueSlug(handle.db, '«»')).toBe('article')
	})

	test('the admin list shows drafts too; a fresh install has three setup notices to read', async () => {
		const all = await listAllNews(handle.db)
		expect(all).toHaveLength(4)
		expect(all.filter((n) => n.status === 'draft')).toHaveLength(1)
		expect(await unreadNotifications(handle.db, { id: 1, role: 'editor' })).toBe(3)
		const notices = await handle.db
			.selectFrom('notifications')
			.select(['title_en', 'link'])
			.orderBy('id')
			.execute()
		expect(notices).toEqual([
			{ title_en: 'Change the sample password', link: '/admin-dtima/account' },
			{ title_en: 'Replace the sample contact details', link: '/admin-dtima/settings' },
			{ title_en: '2 emergency numbers to confirm', link: '/admin-dtima/pages/emergency' },
		])
	})

	test('footer quick links are seeded in the order of footerQuickLinks, in both languages', async () => {
		const en = await getQuickLinks(handle.db, 'en')
		expect(en.map((l) => l.href)).toEqual([
			'/government/meet-mayor',
			'/government/cabinet',
			'/residents/directions',
			'/visitors/getting-around',
			'/residents/public-safety',
			'/residents/parks-recreation',
			'/documents',
		])
		expect((await getQuickLinks(handle.db, 'fr'))[1]?.label.text).toBe('Le cabinet du Maire')
	})
})
