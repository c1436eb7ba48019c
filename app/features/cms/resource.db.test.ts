import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql, type Transaction } from 'kysely'
import { createTestDb } from '../../../tests/support/db'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import type { Database } from '#app/db/schema'
import { getSettings } from '#app/features/settings/queries.server'
import { seedIfEmpty } from '#app/seed/seed.server'
import { resources } from '#app/features/content-types'
import { settingsScreens } from '#app/features/cms/settings-screens'
import { resourceAction } from './resource.server'
import { createSession, readSession } from '../../auth/session.server'
import { settingsAction } from './settings.server'
import { LocalStorage } from '#app/platform/storage/local-storage.server'
import { setStorage } from '#app/platform/storage/storage.server'

// The staff area's write path on SQLite (project "unit") and PostgreSQL (project "postgres"):
// validation, transactions with the activity log, the double-submission guard, unknown ids.
const onPostgres = process.env.TEST_DB === 'postgres'
let handle: DbHandle
let dataDir: string
let cookie: string
let csrf: string
const context = { clientIp: '192.0.2.10' }

beforeAll(async () => {
	handle = await createTestDb()
	await seedIfEmpty(handle.db, new Date('2026-03-01T09:00:00Z'))
	setDatabase(handle)
	// Signed in as the sample administrator, as the staff area requires.
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
	// Uploaded renditions go to DATA_DIR/uploads: keep them out of the project.
	dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-admin-test-'))
	process.env.DATA_DIR = dataDir
	// The environment may have been read already by another file of this worker: the store is set
	// explicitly, so renditions never land in the project's own data folder.
	setStorage(new LocalStorage(path.join(dataDir, 'uploads')))
})
afterAll(async () => {
	setDatabase(undefined)
	await handle?.close()
	setStorage(undefined)
	fs.rmSync(dataDir, { recursive: true, force: true })
})

function post(pathname: string, fields: Record<string, string>, token = csrf) {
	return new Request(`http://localhost${pathname}`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: cookie,
			Origin: 'http://localhost',
		},
		body: new URLSearchParams({ ...fields, csrf: token }).toString(),
	})
}

/** The one-time message a redirect carries (see features/cms/flash.server.ts). */
function flashOf(response: Response) {
	const cookie = response.headers.get('Set-Cookie') ?? ''
	const value = /admin_flash=([\w-]+)/.exec(cookie)?.[1]
	return value ? (JSON.parse(Buffer.from(value, 'base64url').toString()) as { text: string }) : null
}

async function run(
	def: (typeof resources)[keyof typeof resources],
	fields: Record<string, string>,
) {
	const result = await resourceAction(def, post(def.path, fields), context)
	if (result instanceof Response) return { status: result.status, flash: flashOf(result)?.text }
	const init = result as unknown as { init: { status: number } | null; data: unknown }
	return { status: init.init?.status ?? 200, data: init.data as { result: { error: unknown } } }
}

/**
 * Runs `save` while another transaction holds what `write` wrote, uncommitted, and commits that one
 * only once `save` waits on it: two requests at the same instant. Only PostgreSQL lets two write
 * transactions overlap (SQLite's take the write lock up front), so only there can a save lose such
 * a race at its insert.
 */
async function racing<R>(
	write: (trx: Transaction<Database>) => Promise<unknown>,
	save: () => Promise<R>,
) {
	let written!: () => void
	let release!: () => void
	const wrote = new Promise<void>((resolve) => (written = resolve))
	const released = new Promise<void>((resolve) => (release = resolve))
	const other = handle.db.transaction().execute(async (trx) => {
		await write(trx)
		written()
		await released
	})
	await Promise.race([wrote, other])
	const saving = save()
	saving.catch(() => {})
	try {
		await waitingOnLock()
	} finally {
		release()
		await other
	}
	return saving
}

/** Resolves once a connection to the test database waits on a lock another transaction holds. */
async function waitingOnLock() {
	for (let tries = 0; tries < 500; tries++) {
		const { rows } = await sql<{ n: number }>`
			select count(*)::int as n from pg_stat_activity
			where datname = current_database() and wait_event_type = 'Lock'`.execute(handle.db)
		if (rows[0]!.n > 0) return
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
	throw new Error('the save never waited on the other transaction')
}

const events = resources.events
const log = (type: string) =>
	handle.db
		.selectFrom('activity_log')
		.select(['action', 'item_title', 'actor', 'ip'])
		.where('item_type', '=', type)
		.orderBy('id')
		.execute()

describe(`staff-area writes (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('an event saved with Publish is published and logged twice, in one go', async () => {
		const out = await run(events, {
			intent: 'create',
			token: 'token-event-1',
			title_fr: 'Réunion des chefs de quartier',
			date: '2026-04-11',
			time: '7:00 AM - 12:00 PM',
			location_fr: 'Marché central',
			state: 'published',
		})
		expect(out).toEqual({ status: 302, flash: 'admin.toast.eventCreated' })
		const row = await handle.db
			.selectFrom('events')
			.selectAll()
			.where('title_fr', '=', 'Réunion des chefs de quartier')
			.executeTakeFirstOrThrow()
		expect(row).toMatchObject({ status: 'published', title_en: null, location_en: null })
		expect(await log('events')).toEqual([
			{
				action: 'created',
				item_title: 'Réunion des chefs de quartier',
				actor: 'Admin',
				ip: '192.0.2.10',
			},
			{
				action: 'published',
				item_title: 'Réunion des chefs de quartier',
				actor: 'Admin',
				ip: '192.0.2.10',
			},
		])
	})

	test('the same form sent twice creates one item', async () => {
		const fields = {
			intent: 'create',
			token: 'token-programme-1',
			title_en: 'Rural water points',
			type: 'project',
			progress: 'planning',
			state: 'draft',
		}
		expect(await run(resources.programs, fields)).toEqual({
			status: 302,
			flash: 'admin.toast.programCreated',
		})
		expect(await run(resources.programs, fields)).toEqual({
			status: 302,
			flash: 'admin.toast.alreadySaved',
		})
		const rows = await handle.db
			.selectFrom('programs')
			.select(['status'])
			.where('title_en', '=', 'Rural water points')
			.execute()
		expect(rows).toEqual([{ status: 'draft' }])
	})

	// Only PostgreSQL lets two write transactions overlap (`racing`): on SQLite the race these two
	// describe cannot happen, so they are defined for PostgreSQL only, not skipped on SQLite.
	if (onPostgres) {
		test('the same form recorded by another request at the same instant is not saved twice', async () => {
			const fields = {
				intent: 'create',
				token: 'token-programme-race',
				title_en: 'Solar street lights',
				type: 'project',
				progress: 'planning',
				state: 'draft',
			}
			const out = await racing(
				(trx) =>
					trx
						.insertInto('form_submissions')
						.values({ token: fields.token, created_at: new Date().toISOString() })
						.execute(),
				() => run(resources.programs, fields),
			)
			expect(out).toEqual({ status: 302, flash: 'admin.toast.alreadySaved' })
			const rows = await handle.db
				.selectFrom('programs')
				.select('id')
				.where('title_en', '=', 'Solar street lights')
				.execute()
			expect(rows).toEqual([])
		})

		test('two saves of one item at the same instant: the one that loses is held back as a conflict', async () => {
			const fields = { type: 'project', progress: 'planning', state: 'draft' }
			await run(resources.programs, {
				intent: 'create',
				token: 'token-programme-lighting',
				title_en: 'Market lighting',
				...fields,
			})
			const { id } = await handle.db
				.selectFrom('programs')
				.select('id')
				.where('title_en', '=', 'Market lighting')
				.executeTakeFirstOrThrow()
			const latest = await handle.db
				.selectFrom('revisions')
				.select(['item_type', 'item_id', 'version', 'action', 'title', 'content', 'created_at'])
				.where('item_type', '=', 'programs')
				.where('item_id', '=', id)
				.orderBy('version', 'desc')
				.executeTakeFirstOrThrow()
			const out = await racing(
				// The other save's revision: it takes the next version first.
				(trx) =>
					trx
						.insertInto('revisions')
						.values({ ...latest, version: latest.version + 1, actor: 'Another clerk' })
						.execute(),
				() =>
					run(resources.programs, {
						intent: 'update',
						id: String(id),
						version: String(latest.version),
						title_en: 'Market lighting, phase two',
						...fields,
					}),
			)
			expect(out.status).toBe(409)
			const conflict = (out.data as unknown as { conflict: { current: number; by: string } })
				.conflict
			expect(conflict).toMatchObject({ current: latest.version + 1, by: 'Another clerk' })
			const row = await handle.db
				.selectFrom('programs')
				.select('title_en')
				.where('id', '=', id)
				.executeTakeFirstOrThrow()
			expect(row.title_en).toBe('Market lighting')
		})
	}

	test('invalid input: 400 with the messages, nothing written', async () => {
		const before = await handle.db.selectFrom('events').select('id').execute()
		const out = await run(events, {
			intent: 'create',
			token: 'token-event-2',
			title_en: 'x'.repeat(201),
			date: '2026-13-01',
			state: 'published',
		})
		expect(out.status).toBe(400)
		expect(out.data?.result.error).toMatchObject({
			title_en: ['admin.validation.tooLong'],
			date: ['admin.validation.date'],
		})
		expect(await handle.db.selectFrom('events').select('id').execute()).toHaveLength(before.length)
	})

	test('a bid number already used is refused; nothing is written', async () => {
		const out = await run(resources.bids, {
			intent: 'create',
			token: 'token-bid-1',
			reference: '2024-RM-001',
			title_en: 'Another road',
			closing_date: '2026-05-01',
			state: 'published',
		})
		expect(out.status).toBe(400)
		expect(out.data?.result.error).toMatchObject({ reference: ['admin.validation.taken'] })
		const rows = await handle.db
			.selectFrom('bids')
			.select('id')
			.where('reference', '=', '2024-RM-001')
			.execute()
		expect(rows).toHaveLength(1)
	})

	test('unknown or malformed ids are a message, never an error', async () => {
		const cases: Record<string, string>[] = [
			{ intent: 'delete', id: '999999' },
			{ intent: 'publish', id: 'abc' },
			{ intent: 'unpublish', id: '-1' },
			{ intent: 'update', id: '1e3', title_en: 'Valid title', date: '2026-05-01' },
			{ intent: 'explode', id: '1' },
		]
		for (const fields of cases) {
			expect(await run(events, fields)).toEqual({ status: 302, flash: 'admin.toast.notFound' })
		}
	})

	test('publishing an article dates it once; edit, unpublish and delete are logged', async () => {
		const news = resources.news
		await run(news, {
			intent: 'create',
			token: 'token-news-1',
			title_en: 'Road works on the main street',
			content_en: 'Work starts on Monday and lasts two weeks.',
		})
		const created = await handle.db
			.selectFrom('news')
			.selectAll()
			.where('title_en', '=', 'Road works on the main street')
			.executeTakeFirstOrThrow()
		expect(created).toMatchObject({
			status: 'draft',
			published_at: null,
			slug: 'road-works-on-the-main-street',
		})
		const id = String(created.id)
		expect(await run(news, { intent: 'publish', id })).toMatchObject({
			flash: 'admin.toast.published',
		})
		const published = await handle.db
			.selectFrom('news')
			.select(['status', 'published_at'])
			.where('id', '=', created.id)
			.executeTakeFirstOrThrow()
		expect(published.status).toBe('published')
		expect(published.published_at).toMatch(/^\d{4}-\d{2}-\d{2}$/)
		await run(news, { intent: 'unpublish', id })
		await run(news, { intent: 'publish', id })
		const again = await handle.db
			.selectFrom('news')
			.select('published_at')
			.where('id', '=', created.id)
			.executeTakeFirstOrThrow()
		expect(again.published_at).toBe(published.published_at)
		expect(
			await run(news, {
				intent: 'update',
				id,
				title_en: 'Road works on the main street (updated)',
				content_en: 'Work starts on Monday and lasts three weeks.',
			}),
		).toMatchObject({ flash: 'admin.toast.saved' })
		expect(await run(news, { intent: 'delete', id })).toMatchObject({
			flash: 'admin.toast.deleted',
		})
		expect(
			await handle.db.selectFrom('news').select('id').where('id', '=', created.id).execute(),
		).toHaveLength(0)
		expect((await log('news')).map((e) => e.action)).toEqual([
			'created',
			'published',
			'unpublished',
			'published',
			'updated',
			'deleted',
		])
	})

	test('without the session’s token, or from another site, a change is refused (403) and nothing is written', async () => {
		const fields = {
			intent: 'create',
			token: 'token-forged',
			title_en: 'Forged event',
			date: '2026-06-01',
			state: 'published',
		}
		const attempts = [
			post(events.path, fields, ''),
			post(events.path, fields, 'A'.repeat(43)),
			new Request(`http://localhost${events.path}`, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
					Cookie: cookie,
					Origin: 'https://evil.example',
				},
				body: new URLSearchParams({ ...fields, csrf }).toString(),
			}),
			new Request(`http://localhost${events.path}`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams({ ...fields, csrf }).toString(),
			}),
		]
		const statuses = []
		for (const request of attempts) {
			try {
				const result = await resourceAction(events, request, context)
				statuses.push(result instanceof Response ? result.status : 200)
			} catch (thrown) {
				statuses.push(thrown instanceof Response ? thrown.status : 'error')
			}
		}
		// No token, wrong token, foreign origin: 403. No session at all: to the sign-in page.
		expect(statuses).toEqual([403, 403, 403, 302])
		const rows = await handle.db
			.selectFrom('events')
			.select('id')
			.where('title_en', '=', 'Forged event')
			.execute()
		expect(rows).toHaveLength(0)
	})

	test('settings: emergency numbers are saved and logged; bad numbers are refused', async () => {
		const screen = settingsScreens.emergency
		const bad = await settingsAction(
			screen,
			post(screen.path, { emergency_police: 'javascript:alert(1)' }),
			context,
		)
		expect(bad).not.toBeInstanceOf(Response)
		expect((await getSettings(handle.db)).emergencyNumbers.police).toBe('117')
		const ok = await settingsAction(
			screen,
			post(screen.path, {
				emergency_police: '117',
				emergency_fire: '118',
				emergency_ambulance: '119',
				emergency_council: '',
			}),
			context,
		)
		expect(ok).toBeInstanceOf(Response)
		expect((await getSettings(handle.db)).emergencyNumbers).toEqual({
			police: '117',
			fire: '118',
			ambulance: '119',
			council: '',
		})
		expect(await log('emergency')).toHaveLength(1)
	})
})
