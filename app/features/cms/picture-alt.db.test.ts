import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDb } from '../../../tests/support/db'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import { getSettings } from '#app/features/settings/queries.server'
import { seedIfEmpty } from '#app/seed/seed.server'
import { resources } from '#app/features/content-types'
import { settingsScreens } from '#app/features/cms/settings-screens'
import { resourceAction, resourceLoader } from './resource.server'
import { createSession, readSession } from '../../auth/session.server'
import { settingsAction } from './settings.server'
import { LocalStorage } from '#app/platform/storage/local-storage.server'
import { setStorage } from '#app/platform/storage/storage.server'

// Picture descriptions (decision 027) on SQLite (project "unit") and PostgreSQL ("postgres"):
// required in the item's languages when a picture is there and not decorative, checked against
// what is stored rather than what the form claims, cleared with the picture, marked in the list.
let handle: DbHandle
let dataDir: string
let cookie: string
let csrf: string
let png: Uint8Array<ArrayBuffer>
const context = { clientIp: '192.0.2.10' }
const news = resources.news

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
	dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-alt-test-'))
	process.env.DATA_DIR = dataDir
	// The environment may have been read already by another file of this worker: the store is set
	// explicitly, so renditions never land in the project's own data folder.
	setStorage(new LocalStorage(path.join(dataDir, 'uploads')))
	png = new Uint8Array(
		await sharp({
			create: { width: 400, height: 300, channels: 3, background: { r: 40, g: 120, b: 60 } },
		})
			.png()
			.toBuffer(),
	)
})
afterAll(async () => {
	setDatabase(undefined)
	await handle?.close()
	setStorage(undefined)
	fs.rmSync(dataDir, { recursive: true, force: true })
})

/** A staff form sent as the browser sends it with a file field: multipart. */
function post(pathname: string, fields: Record<string, string>, withPicture = false) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	form.set('csrf', csrf)
	if (withPicture) form.set('image', new File([png], 'photo.png', { type: 'image/png' }))
	return new Request(`http://localhost${pathname}`, {
		method: 'POST',
		headers: { Cookie: cookie, Origin: 'http://localhost' },
		body: form,
	})
}

type Reply = { result: { error?: Record<string, string[]> } }
async function outcome(result: unknown) {
	if (result instanceof Response) return { status: result.status, errors: {} }
	const init = result as { init: { status: number } | null; data: Reply }
	return { status: init.init?.status ?? 200, errors: init.data.result.error ?? {} }
}

const saveNews = async (fields: Record<string, string>, withPicture = false) =>
	outcome(await resourceAction(news, post(news.path, fields, withPicture), context))

const article = (slugTitle: string) =>
	handle.db.selectFrom('news').selectAll().where('title_en', '=', slugTitle).executeTakeFirst()

const english = (title: string) => ({
	title_en: title,
	content_en: 'The council opened the new water point at the market this morning.',
})

describe(`picture descriptions (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('a new picture without a description is refused in the languages the item is written in', async () => {
		const out = await saveNews(
			{ intent: 'create', token: 'alt-1', ...english('Water point opened') },
			true,
		)
		expect(out.status).toBe(400)
		expect(out.errors).toEqual({ image_alt_en: ['admin.validation.altRequired'] })
		expect(await article('Water point opened')).toBeUndefined()

		const both = await saveNews(
			{
				intent: 'create',
				token: 'alt-2',
				...english('Water point opened'),
				title_fr: 'Point d’eau inauguré',
				content_fr: 'La commune a inauguré ce matin le nouveau point d’eau du marché.',
				image_alt_en: 'A woman fills a yellow jerrycan at the new tap.',
			},
			true,
		)
		expect(both.errors).toEqual({ image_alt_fr: ['admin.validation.altRequired'] })
	})

	test('a described picture is saved with its descriptions; a decorative one needs none', async () => {
		const out = await saveNews(
			{
				intent: 'create',
				token: 'alt-3',
				...english('Water point opened'),
				image_alt_en: '  A woman fills a yellow jerrycan at the new tap.  ',
			},
			true,
		)
		expect(out.status).toBe(302)
		expect(await article('Water point opened')).toMatchObject({
			image_alt_en: 'A woman fills a yellow jerrycan at the new tap.',
			image_alt_fr: null,
			image_decorative: 0,
		})

		const decorative = await saveNews(
			{
				intent: 'create',
				token: 'alt-4',
				...english('Market fees unchanged'),
				image_decorative: 'on',
			},
			true,
		)
		expect(decorative.status).toBe(302)
		const row = await article('Market fees unchanged')
		expect(row).toMatchObject({ image_alt_en: null, image_decorative: 1 })
		expect(row?.image).toMatch(/^upload:/)
	})

	test('no picture, no description needed', async () => {
		const out = await saveNews({ intent: 'create', token: 'alt-5', ...english('Road closed') })
		expect(out.status).toBe(302)
		expect(await article('Road closed')).toMatchObject({ image: null, image_alt_en: null })
	})

	test('the stored picture counts, whatever the form claims; removing it drops its description', async () => {
		const row = (await article('Farm-to-market road works begin'))!
		expect(row.image).toBe('news-roads')
		const fields = {
			intent: 'update',
			id: String(row.id),
			title_en: row.title_en!,
			content_en: row.content_en!,
			title_fr: row.title_fr!,
			content_fr: row.content_fr!,
			// A form claiming there is no picture (hand-made, or stale).
			image_current: '',
		}
		const refused = await saveNews(fields)
		expect(refused.status).toBe(400)
		expect(refused.errors).toEqual({
			image_alt_en: ['admin.validation.altRequired'],
			image_alt_fr: ['admin.validation.altRequired'],
		})
		expect((await article('Farm-to-market road works begin'))?.image_alt_en).toBe(row.image_alt_en)

		const removed = await saveNews({ ...fields, image_remove: 'on' })
		expect(removed.status).toBe(302)
		expect(await article('Farm-to-market road works begin')).toMatchObject({
			image: null,
			image_alt_en: null,
			image_alt_fr: null,
			image_decorative: 0,
		})
	})

	test('the staff list marks items whose picture is not described', async () => {
		// An install from before descriptions existed: a picture, no text.
		await handle.db
			.updateTable('news')
			.set({ image_alt_en: null, image_alt_fr: null })
			.where('slug', '=', 'market-day-reminder')
			.execute()
		const data = await resourceLoader(
			news,
			new Request(`http://localhost${news.path}`, { headers: { Cookie: cookie } }),
		)
		const flag = (title: string) => data.items.find((i) => i.values.title_en === title)?.undescribed
		expect(flag('Thursday remains the main market day')).toBe(true)
		expect(flag('Cultural Festival Success')).toBe(false)
		expect(flag('Market fees unchanged')).toBe(false) // decorative
		expect(flag('Road closed')).toBe(false) // no picture
	})

	test('the mayor’s portrait needs its description in both languages', async () => {
		const before = await getSettings(handle.db)
		expect(before.mayor.image).toBe('mayor')
		const screen = settingsScreens.mayor
		const fields = {
			mayor_name: before.mayor.name,
			mayor_title_en: before.mayor.title.en,
			mayor_title_fr: before.mayor.title.fr,
			mayor_message_en: before.mayor.message.en,
			mayor_message_fr: before.mayor.message.fr,
			mayor_image_alt_en: 'The mayor in the sash of office.',
		}
		const refused = await outcome(await settingsAction(screen, post(screen.path, fields), context))
		expect(refused.status).toBe(400)
		expect(refused.errors).toEqual({ mayor_image_alt_fr: ['admin.validation.altRequired'] })

		const saved = await outcome(
			await settingsAction(
				screen,
				post(screen.path, { ...fields, mayor_image_alt_fr: 'Le maire portant son écharpe.' }),
				context,
			),
		)
		expect(saved.status).toBe(302)
		expect((await getSettings(handle.db)).mayor).toMatchObject({
			imageAlt: { en: 'The mayor in the sash of office.', fr: 'Le maire portant son écharpe.' },
			imageDecorative: false,
		})
	})
})
