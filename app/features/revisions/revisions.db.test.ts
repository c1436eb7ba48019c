import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import { seedIfEmpty } from '#app/seed/seed.server'
import { resources } from '#app/features/content-types'
import {
	restoreDeletedResource,
	restoreResourceRevision,
} from '#app/features/cms/resource-revisions.server'
import { resourceAction } from '#app/features/cms/resource.server'
import {
	deletePage,
	oldAddress,
	savePage,
	type PageInput,
} from '#app/features/pages/page-writes.server'
import { restoreDeletedPage, restorePageRevision } from '#app/features/pages/page-restore.server'
import { getPage } from '#app/features/pages/pages-store.server'
import { createSession, readSession } from '../../auth/session.server'
import { currentVersion, listRevisions, purgeDeleted, recentlyDeleted } from './revisions.server'

// Revisions on SQLite (project "unit") and PostgreSQL (project "postgres"): one per save in the
// save's transaction, restore, recently deleted and its purge (an injected clock, no waiting).
let handle: DbHandle
let cookie: string
let csrf: string
const author = { actor: 'Clerk One', ip: null }
const T0 = new Date('2026-04-01T08:00:00Z')
const at = (days: number) => new Date(T0.getTime() + days * 86_400_000).toISOString()

beforeAll(async () => {
	handle = await createTestDb()
	await seedIfEmpty(handle.db, new Date('2026-03-01T09:00:00Z'))
	setDatabase(handle)
	const admin = await handle.db
		.selectFrom('users')
		.select('id')
		.where('role', '=', 'admin')
		.executeTakeFirstOrThrow()
	cookie = (await createSession(handle.db, admin.id, new Request('http://localhost/'), null)).split(
		';',
	)[0]!
	const session = await readSession(
		handle.db,
		new Request('http://localhost/', { headers: { Cookie: cookie } }),
	)
	csrf = session!.csrf
})
afterAll(async () => {
	setDatabase(undefined)
	await handle?.close()
})

function page(path: string, title: string, text: string): PageInput {
	return {
		pathEn: path,
		pathFr: path,
		group: 'residents',
		status: 'published',
		inMenu: true,
		menuLabel: { en: '', fr: '' },
		content: {
			title: { en: title, fr: `${title} (fr)` },
			description: { en: 'About it', fr: 'À propos' },
			intro: { en: text, fr: `${text} (fr)` },
			blocks: [],
		},
	}
}

async function created(input: PageInput, now = at(0)) {
	const result = await savePage(handle.db, input, author, undefined, now)
	if (!result || 'conflict' in result) throw new Error('not created')
	return result.id
}

describe('pages', () => {
	test('every save writes one revision with the whole page; a stale version is refused', async () => {
		const id = await created(page('/residents/rev-a', 'Market days', 'Tuesdays'))
		expect(await currentVersion(handle.db, 'page', id)).toBe(1)
		const changed = page('/residents/rev-a', 'Market days', 'Tuesdays and Fridays')
		expect(await savePage(handle.db, changed, author, id, at(1), { expectedVersion: 1 })).toEqual({
			id,
		})
		const revisions = await listRevisions(handle.db, 'page', id)
		expect(revisions.map((r) => [r.version, r.action, r.actor])).toEqual([
			[2, 'updated', 'Clerk One'],
			[1, 'created', 'Clerk One'],
		])
		expect(revisions[0]!.content).toMatchObject({
			pathEn: '/residents/rev-a',
			status: 'published',
			content: { intro: { en: 'Tuesdays and Fridays', fr: 'Tuesdays and Fridays (fr)' } },
		})
		// A second person who opened version 1 saves: nothing is written.
		const stale = page('/residents/rev-a', 'Market days', 'Mondays')
		expect(await savePage(handle.db, stale, author, id, at(2), { expectedVersion: 1 })).toEqual({
			conflict: 'version',
		})
		expect(await currentVersion(handle.db, 'page', id)).toBe(2)
		expect((await getPage(handle.db, id))!.intro.en).toBe('Tuesdays and Fridays')
	})

	test('a page older than its history keeps its previous state as version 0', async () => {
		const seeded = await handle.db
			.selectFrom('pages')
			.select(['id', 'path_en'])
			.orderBy('id')
			.executeTakeFirstOrThrow()
		const before = (await getPage(handle.db, seeded.id))!
		const input: PageInput = {
			pathEn: before.path,
			pathFr: before.pathFr,
			group: before.group,
			status: before.status,
			inMenu: before.inMenu,
			menuLabel: before.menuLabel,
			content: {
				title: before.title,
				description: before.description,
				intro: { en: 'New intro', fr: 'Nouvelle intro' },
				blocks: before.blocks,
			},
		}
		await savePage(handle.db, input, author, seeded.id, at(1), { expectedVersion: 0 })
		const revisions = await listRevisions(handle.db, 'page', seeded.id)
		expect(revisions.map((r) => [r.version, r.action])).toEqual([
			[1, 'updated'],
			[0, 'before'],
		])
		expect(revisions[1]!.content).toMatchObject({ content: { intro: before.intro } })
		// Restoring version 0 puts the seeded text back, as a new version, logged.
		expect(await restorePageRevision(handle.db, seeded.id, 0, author, at(2))).toEqual({
			ok: true,
			id: seeded.id,
		})
		expect((await getPage(handle.db, seeded.id))!.intro).toEqual(before.intro)
		expect((await listRevisions(handle.db, 'page', seeded.id))[0]).toMatchObject({
			version: 2,
			action: 'restored',
		})
		const log = await handle.db
			.selectFrom('activity_log')
			.select(['action', 'actor'])
			.where('item_type', '=', 'page')
			.where('item_id', '=', String(seeded.id))
			.orderBy('id', 'desc')
			.executeTakeFirstOrThrow()
		expect(log).toEqual({ action: 'restored', actor: 'Clerk One' })
	})

	test('restoring a version whose address another page took meanwhile is refused', async () => {
		const id = await created(page('/residents/rev-b', 'Water points', 'Six'))
		await savePage(handle.db, page('/residents/rev-b2', 'Water points', 'Six'), author, id, at(1))
		await created(page('/residents/rev-b', 'Wells', 'Other page'), at(2))
		expect(await restorePageRevision(handle.db, id, 1, author, at(3))).toEqual({
			ok: false,
			reason: 'addressTaken',
		})
		expect((await getPage(handle.db, id))!.path).toBe('/residents/rev-b2')
	})

	test('a deleted page comes back with its addresses live again (and its old ones)', async () => {
		const id = await created(page('/residents/rev-c-old', 'Sports field', 'Open daily'))
		await savePage(
			handle.db,
			page('/residents/rev-c', 'Sports field', 'Open daily'),
			author,
			id,
			at(1),
		)
		expect(await deletePage(handle.db, id, author, at(2))).toBe('deleted')
		expect(await oldAddress(handle.db, 'en', '/residents/rev-c')).toEqual({ gone: true })
		const listed = await recentlyDeleted(handle.db, new Date(at(3)))
		expect(listed.find((d) => d.type === 'page' && d.id === id)).toMatchObject({
			title: 'Sports field',
			actor: 'Clerk One',
		})
		expect(await restoreDeletedPage(handle.db, id, author, at(3))).toEqual({ ok: true, id })
		const back = (await getPage(handle.db, id))!
		expect([back.path, back.status]).toEqual(['/residents/rev-c', 'published'])
		expect(await oldAddress(handle.db, 'en', '/residents/rev-c')).toBeNull()
		expect(await oldAddress(handle.db, 'en', '/residents/rev-c-old')).toEqual({
			moved: '/residents/rev-c',
		})
		expect(
			(await recentlyDeleted(handle.db, new Date(at(3)))).some(
				(d) => d.id === id && d.type === 'page',
			),
		).toBe(false)
		expect((await listRevisions(handle.db, 'page', id)).map((r) => r.action)).toEqual([
			'restored',
			'deleted',
			'updated',
			'created',
		])
	})

	test('a deleted page whose address was taken comes back as a draft elsewhere', async () => {
		const id = await created(page('/residents/rev-d', 'Library', 'Books'))
		await deletePage(handle.db, id, author, at(1))
		await created(page('/residents/rev-d', 'New library', 'More books'), at(2))
		const result = await restoreDeletedPage(handle.db, id, author, at(3))
		expect(result).toEqual({
			ok: true,
			id,
			movedTo: { en: '/residents/rev-d-restored', fr: '/residents/rev-d-restored' },
		})
		const back = (await getPage(handle.db, id))!
		expect([back.path, back.status]).toEqual(['/residents/rev-d-restored', 'draft'])
	})

	test('deleted items are kept 30 days, then purged (lazily, with the clock given)', async () => {
		const id = await created(page('/residents/rev-e', 'Old notice', 'Gone soon'))
		await deletePage(handle.db, id, author, at(10))
		expect((await recentlyDeleted(handle.db, new Date(at(39)))).some((d) => d.id === id)).toBe(true)
		expect(await purgeDeleted(handle.db, new Date(at(39)))).toBe(0)
		expect((await recentlyDeleted(handle.db, new Date(at(41)))).some((d) => d.id === id)).toBe(
			false,
		)
		expect(await purgeDeleted(handle.db, new Date(at(41)))).toBeGreaterThanOrEqual(1)
		expect(await listRevisions(handle.db, 'page', id)).toEqual([])
		expect(await restoreDeletedPage(handle.db, id, author, at(41))).toEqual({
			ok: false,
			reason: 'missing',
		})
	})
})

function post(fields: Record<string, string>) {
	return new Request(`http://localhost${resources.news.path}`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: cookie,
			Origin: 'http://localhost',
		},
		body: new URLSearchParams({ ...fields, csrf }).toString(),
	})
}

const article = (title: string, body: string) => ({
	title_en: title,
	title_fr: `${title} FR`,
	content_en: body,
	content_fr: `${body} (version française)`,
})

describe('news articles (the shared content framework)', () => {
	test('create, edit, publish and restore each write a revision; a stale form gets a conflict', async () => {
		const context = { clientIp: null }
		const body = 'The road to the market reopens on Monday after the repairs.'
		await resourceAction(
			resources.news,
			post({ intent: 'create', ...article('Road reopens', body) }),
			context,
		)
		const row = await handle.db
			.selectFrom('news')
			.select('id')
			.where('title_en', '=', 'Road reopens')
			.executeTakeFirstOrThrow()
		const id = row.id
		expect(await currentVersion(handle.db, 'news', id)).toBe(1)
		const edited = 'The road to the market reopens on Tuesday after the repairs.'
		const ok = await resourceAction(
			resources.news,
			post({ intent: 'update', id: String(id), version: '1', ...article('Road reopens', edited) }),
			context,
		)
		expect((ok as Response).status).toBe(302)
		await resourceAction(resources.news, post({ intent: 'publish', id: String(id) }), context)
		expect((await listRevisions(handle.db, 'news', id)).map((r) => [r.version, r.action])).toEqual([
			[3, 'published'],
			[2, 'updated'],
			[1, 'created'],
		])

		// Someone who opened version 1 saves: held back, with what changed since, per field.
		const stale = await resourceAction(
			resources.news,
			post({
				intent: 'update',
				id: String(id),
				version: '1',
				...article('Road reopens soon', body),
			}),
			context,
		)
		const reply = stale as unknown as {
			init: { status: number }
			data: { conflict: { current: number; changes: { name: string }[] } }
		}
		expect(reply.init.status).toBe(409)
		expect(reply.data.conflict.current).toBe(3)
		expect(reply.data.conflict.changes.map((c) => c.name)).toEqual([
			'content_en',
			'content_fr',
			'status',
		])
		expect(
			(
				await handle.db
					.selectFrom('news')
					.select('title_en')
					.where('id', '=', id)
					.executeTakeFirstOrThrow()
			).title_en,
		).toBe('Road reopens')
		// "Save mine anyway" names the version it overwrites.
		const overwritten = await resourceAction(
			resources.news,
			post({
				intent: 'update',
				id: String(id),
				version: '1',
				overwrite: '3',
				...article('Road reopens soon', body),
			}),
			context,
		)
		expect((overwritten as Response).status).toBe(302)

		expect(await restoreResourceRevision(handle.db, resources.news, id, 2, author)).toEqual({
			ok: true,
		})
		const now = await handle.db
			.selectFrom('news')
			.selectAll()
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
		expect([now.title_en, now.content_en, now.status]).toEqual(['Road reopens', edited, 'draft'])
		expect((await listRevisions(handle.db, 'news', id))[0]!.action).toBe('restored')
	})

	test('a deleted article comes back under its id and address', async () => {
		const context = { clientIp: null }
		await resourceAction(
			resources.news,
			post({
				intent: 'create',
				...article('Clinic hours', 'The health centre is open on Saturdays until noon.'),
			}),
			context,
		)
		const row = await handle.db
			.selectFrom('news')
			.selectAll()
			.where('title_en', '=', 'Clinic hours')
			.executeTakeFirstOrThrow()
		await resourceAction(resources.news, post({ intent: 'delete', id: String(row.id) }), context)
		expect(
			await handle.db.selectFrom('news').select('id').where('id', '=', row.id).executeTakeFirst(),
		).toBeUndefined()
		expect(await restoreDeletedResource(handle.db, resources.news, row.id, author)).toEqual({
			ok: true,
		})
		const back = await handle.db
			.selectFrom('news')
			.selectAll()
			.where('id', '=', row.id)
			.executeTakeFirstOrThrow()
		expect([back.slug, back.title_fr, back.content_fr]).toEqual([
			row.slug,
			row.title_fr,
			row.content_fr,
		])
	})
})
