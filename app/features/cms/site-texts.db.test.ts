import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSharedTestDb } from '../../../tests/support/db'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import { getSettings } from '#app/features/settings/queries.server'
import { siteMessages } from '#app/features/settings/site-texts.server'
import { en } from '#app/i18n/messages/en'
import { seedIfEmpty } from '#app/seed/seed.server'
import { createSession, readSession } from '../../auth/session.server'
import { SITE_TEXTS_PATH } from './settings-screens'
import { siteTextsAction } from './site-texts.server'

// The Site texts screen's write path on SQLite (project "unit") and PostgreSQL (project
// "postgres"): saved with its activity-log entry, one section at a time, refused when invalid,
// and read at once through another connection (another instance of the site).
let first: DbHandle
let second: DbHandle
let close: () => Promise<void>
let cookie: string
let csrf: string
const context = { clientIp: '192.0.2.10' }

beforeAll(async () => {
	;({ first, second, close } = await createSharedTestDb())
	await seedIfEmpty(first.db, new Date('2026-03-01T09:00:00Z'))
	setDatabase(first)
	const admin = await first.db
		.selectFrom('users')
		.select('id')
		.where('role', '=', 'admin')
		.executeTakeFirstOrThrow()
	cookie = (await createSession(first.db, admin.id, new Request('http://localhost/'), null)).split(
		';',
	)[0]!
	csrf = (await readSession(
		first.db,
		new Request('http://localhost/', { headers: { Cookie: cookie } }),
	))!.csrf
})
afterAll(async () => {
	setDatabase(undefined)
	await close?.()
})

function post(fields: Record<string, string>) {
	return new Request(`http://localhost${SITE_TEXTS_PATH}`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: cookie,
			Origin: 'http://localhost',
		},
		body: new URLSearchParams({ csrf, ...fields }).toString(),
	})
}

async function status(result: unknown) {
	if (result instanceof Response) return result.status
	return (result as { init: { status: number } | null }).init?.status ?? 200
}

const logged = () =>
	first.db
		.selectFrom('activity_log')
		.select(['action', 'item_type', 'actor'])
		.where('item_type', '=', 'texts')
		.execute()

describe(`site texts (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
	test('a fresh install has no override: pages show the catalog wording', async () => {
		const { texts } = await getSettings(second.db)
		expect(texts).toEqual({})
		expect(siteMessages('en', texts)).toBe(en)
	})

	test('saving two sections keeps both, logs each save, and another instance reads them at once', async () => {
		const home = await siteTextsAction(
			post({ section: 'home', 'hero.title:fr': 'Bienvenue chez vous, {product}' }),
			context,
		)
		expect(await status(home)).toBe(302)
		const footer = await siteTextsAction(
			post({
				section: 'footer',
				'footer.fraudTitle:en': 'Beware of fraud',
				'footer.fraudTitle:fr': 'Attention aux escrocs',
			}),
			context,
		)
		expect(await status(footer)).toBe(302)
		const { texts } = await getSettings(second.db)
		expect(texts).toEqual({
			'hero.title': { en: '', fr: 'Bienvenue chez vous, {product}' },
			'footer.fraudTitle': { en: 'Beware of fraud', fr: 'Attention aux escrocs' },
		})
		expect(siteMessages('fr', texts)['hero.title']).toBe('Bienvenue chez vous, {product}')
		expect(siteMessages('en', texts)['hero.title']).toBe(en['hero.title'])
		expect(siteMessages('en', texts)['footer.fraudTitle']).toBe('Beware of fraud')
		expect(await logged()).toHaveLength(2)
		expect((await logged())[0]).toMatchObject({ action: 'updated', item_type: 'texts' })
	})

	test('emptying a text in both languages brings its default wording back', async () => {
		const reply = await siteTextsAction(
			post({ section: 'footer', 'footer.fraudTitle:en': '', 'footer.fraudTitle:fr': '' }),
			context,
		)
		expect(await status(reply)).toBe(302)
		const { texts } = await getSettings(second.db)
		expect(texts['footer.fraudTitle']).toBeUndefined()
		expect(texts['hero.title']?.fr).toBe('Bienvenue chez vous, {product}')
	})

	test('a bad placeholder, an unknown key or section is refused and nothing is saved', async () => {
		const before = await getSettings(second.db)
		const logs = (await logged()).length
		for (const fields of [
			{ section: 'footer', 'footer.established:fr': 'Créée en {annee}' } as Record<string, string>,
			{ section: 'footer', 'meta.homeTitle:en': 'Hacked' },
			{ section: 'footer', 'hero.title:en': 'Not in this section' },
			{ section: 'nowhere', 'footer.credits:en': 'x' },
		]) {
			expect(await status(await siteTextsAction(post(fields), context))).toBe(400)
		}
		expect(await getSettings(second.db)).toEqual(before)
		expect(await logged()).toHaveLength(logs)
	})
})
