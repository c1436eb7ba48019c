import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { setDatabase, type DbHandle } from '#app/db/client.server'
import { getSettings, setSetting } from '#app/features/settings/queries.server'
import { withOfficeHours } from '#app/features/settings/office-hours'
import { seedIfEmpty } from '#app/seed/seed.server'
import { createTestDb } from '../../../tests/support/db'
import { pocketGuide } from './pocket.server'

// Runs on SQLite (project "unit") and PostgreSQL 15 (project "postgres").
let handle: DbHandle
const seededAt = '2026-03-02T09:00:00.000Z'
beforeAll(async () => {
	handle = await createTestDb()
	await seedIfEmpty(handle.db, new Date(seededAt))
	setDatabase(handle)
})
afterAll(async () => {
	setDatabase(undefined)
	await handle.close()
})

const guide = async (locale: 'en' | 'fr') =>
	pocketGuide(handle.db, locale, withOfficeHours(await getSettings(handle.db)))

const setPage = (path: string, values: Record<string, string | null>) =>
	handle.db.updateTable('pages').set(values).where('path_en', '=', path).execute()

/**
 * The sample council's service pages (a fees block or numbered steps), in its menu's order:
 * Business, I want to, then the communal services.
 */
const samplePaths = [
	'/business/licenses',
	'/business/suppliers',
	'/business/grants',
	'/business/bids',
	'/business/start',
	'/i-want-to/ceremonial',
	'/i-want-to/business-license',
	'/i-want-to/events-permit',
	'/services/licenses',
	'/services/administrative',
	'/services/technical',
	'/services/birth-certificate',
	'/services/social-affairs',
	'/services/tax',
]

describe('the pocket guide’s content', () => {
	test('every published service page, in the menu’s order, with its fees, lists and facts only', async () => {
		const { services, updatedAt } = await guide('en')
		expect(services.map((s) => s.href)).toEqual(samplePaths)
		// Pages without fees or steps are not services: history, the mayor, directions.
		expect(services.map((s) => s.href)).not.toContain('/visitors/history')
		const birth = services.find((s) => s.href === '/services/birth-certificate')!
		expect(birth.title).toBe('Birth certificates')
		expect(birth.blocks.map((b) => b.kind)).toEqual(['list', 'list', 'facts', 'facts', 'list'])
		const steps = birth.blocks.at(-1)!
		expect(steps).toMatchObject({ kind: 'list', ordered: true })
		// Placeholders are filled from the settings, as on the page.
		const texts = JSON.stringify(services)
		expect(texts).not.toMatch(/\{(phone|address|officeHours|email|product)\}/)
		expect(texts).toContain('+237 600 000 000')
		const licences = services.find((s) => s.href === '/services/licenses')!
		const fees = licences.blocks.find((b) => b.kind === 'fees')!
		expect(fees.title).toBe('Fees')
		expect(fees.kind === 'fees' && fees.items.map((i) => i.amount)).toEqual([25000, 15000, 5000])
		// Nothing has changed since the sample was written.
		expect(updatedAt).toBe(seededAt)
	})

	test('in French: French titles, texts and addresses', async () => {
		const { services } = await guide('fr')
		expect(services.map((s) => s.href)).toEqual(samplePaths.map((p) => `/fr${p}`))
		const birth = services.find((s) => s.href === '/fr/services/birth-certificate')!
		expect(birth.title).toBe('Actes de naissance')
		const fees = services
			.find((s) => s.href === '/fr/services/licenses')!
			.blocks.find((b) => b.kind === 'fees')!
		expect(fees.kind === 'fees' && fees.items[0]!.label).toBe("Licence d'exploitation : demande")
	})

	test('a draft, a page not yet due and a withdrawn page are not listed', async () => {
		await setPage('/services/tax', { status: 'draft' })
		await setPage('/services/birth-certificate', { publish_at: '2999-01-01T00:00:00.000Z' })
		await setPage('/business/grants', { unpublish_at: '2000-01-01T00:00:00.000Z' })
		try {
			const paths = (await guide('en')).services.map((s) => s.href)
			expect(paths).toEqual(
				samplePaths.filter(
					(p) => !['/services/tax', '/services/birth-certificate', '/business/grants'].includes(p),
				),
			)
		} finally {
			await setPage('/services/tax', { status: 'published' })
			await setPage('/services/birth-certificate', { publish_at: null })
			await setPage('/business/grants', { unpublish_at: null })
		}
		expect((await guide('en')).services).toHaveLength(samplePaths.length)
	})

	test('“last updated” is the newest change of a listed page or of the settings it shows', async () => {
		// A page that is not in the guide changes: the guide does not.
		await setPage('/visitors/history', { updated_at: '2026-04-01T10:00:00.000Z' })
		expect((await guide('en')).updatedAt).toBe(seededAt)
		await setPage('/services/tax', { updated_at: '2026-04-02T10:00:00.000Z' })
		expect((await guide('fr')).updatedAt).toBe('2026-04-02T10:00:00.000Z')
		const settings = await getSettings(handle.db)
		await setSetting(
			handle.db,
			'emergencyNumbers',
			{ ...settings.emergencyNumbers, fire: '118' },
			'2026-04-03T10:00:00.000Z',
		)
		expect((await guide('en')).updatedAt).toBe('2026-04-03T10:00:00.000Z')
		// A setting the guide does not show leaves it as it is.
		await setSetting(handle.db, 'motto', settings.motto, '2026-04-04T10:00:00.000Z')
		expect((await guide('en')).updatedAt).toBe('2026-04-03T10:00:00.000Z')
	})

	test('the council’s order of the menu groups is the guide’s order', async () => {
		const settings = withOfficeHours(await getSettings(handle.db))
		const services = [...settings.menuGroups].sort((a, b) =>
			a.key === 'services' ? -1 : b.key === 'services' ? 1 : 0,
		)
		const { services: listed } = await pocketGuide(handle.db, 'en', {
			...settings,
			menuGroups: services,
		})
		expect(listed[0]!.href).toBe('/services/licenses')
		expect(listed.at(-1)!.href).toBe('/i-want-to/events-permit')
	})

	test('a page staff give numbered steps becomes a service page of the guide', async () => {
		const row = await handle.db
			.selectFrom('pages')
			.select('content')
			.where('path_en', '=', '/visitors/history')
			.executeTakeFirstOrThrow()
		const content = JSON.parse(row.content) as { blocks: unknown[] }
		content.blocks.push({
			kind: 'list',
			ordered: true,
			title: { en: 'Visiting the archives', fr: 'Visiter les archives' },
			items: [{ en: 'Ask at the council office.', fr: 'Demandez à la mairie.' }],
		})
		await setPage('/visitors/history', { content: JSON.stringify(content) })
		const history = (await guide('fr')).services.find((s) => s.href === '/fr/visitors/history')
		expect(history?.blocks).toEqual([
			{
				kind: 'list',
				ordered: true,
				title: 'Visiter les archives',
				items: ['Demandez à la mairie.'],
			},
		])
	})
})
