import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DbHandle } from '#app/db/client.server'
import { getPublishedPage, listPages } from '#app/features/pages/pages-store.server'
import { getSettings } from '#app/features/settings/queries.server'
import { seedPagesIfEmpty } from '#app/seed/pages.server'
import { createTestDb } from '../../../tests/support/db'
import { runSetupCommand } from './setup-command.server'
import { skeletonPages } from './skeleton-pages'

let handle: DbHandle
beforeAll(async () => {
	handle = await createTestDb()
})
afterAll(() => handle.close())

async function setup(...argv: string[]) {
	const lines: string[] = []
	const code = await runSetupCommand(handle.db, argv, (line) => lines.push(line))
	return { code, output: lines.join('\n') }
}

const activityCount = async () =>
	Number(
		(
			await handle.db
				.selectFrom('activity_log')
				.select((eb) => eb.fn.countAll<string | number>().as('n'))
				.executeTakeFirstOrThrow()
		).n,
	)

const identity = [
	'--name',
	'Example Council',
	'--name-fr',
	'Commune d’Exemple',
	'--short-name',
	'Example',
]

describe('a new council’s install', () => {
	test('an empty pages table receives the skeleton, and every page a draft until written', async () => {
		expect(await seedPagesIfEmpty(handle.db, new Date(), skeletonPages)).toBe(skeletonPages.length)
		expect(await seedPagesIfEmpty(handle.db, new Date(), skeletonPages)).toBe(0)
		const rows = await listPages(handle.db)
		// Drafts until written: residents never read "To be written" (decision 055).
		expect(rows.every((p) => p.standard && p.status === 'draft')).toBe(true)
		for (const source of skeletonPages) {
			const row = rows.find((p) => p.path === source.path)
			expect(row?.title, source.path).toEqual(source.title)
			expect(row?.blocks).toEqual(source.blocks)
			for (const locale of ['en', 'fr'] as const) {
				expect(await getPublishedPage(handle.db, locale, source.path), source.path).toBeNull()
			}
		}
	})

	test('setup refuses a wrong or incomplete identity, says why, and writes nothing', async () => {
		const { code, output } = await setup(
			'--name',
			'Example Council',
			'--email',
			'not-an-address',
			'--phone',
			'call us',
			'--address',
			'Main Street',
		)
		expect(code).toBe(2)
		expect(output).toContain('--name-fr is required.')
		expect(output).toContain('--short-name is required.')
		expect(output).toContain('--email: Enter a valid email address.')
		expect(output).toContain('--phone: Enter a phone number using digits, spaces and + only.')
		expect(output).toContain('--address and --address-fr go together')
		expect(output).toContain('Usage:')
		const tooLong = await setup(...identity.slice(0, 4), '--short-name', 'x'.repeat(41))
		expect(tooLong.code).toBe(2)
		expect(tooLong.output).toContain('--short-name: This is too long (at most 40 characters).')
		expect((await setup('--nonsense')).code).toBe(2)
		expect(await handle.db.selectFrom('settings').select('key').execute()).toEqual([])
	})

	test('setup writes the identity once, reports what it did, and points to the staff screens', async () => {
		const before = await activityCount()
		const first = await setup(
			...identity,
			'--phone',
			'+237 600 11 22 33',
			'--email',
			'contact@example.org',
			'--address',
			'Council Hall, Main Street',
			'--address-fr',
			'Hôtel de ville, Grande Rue',
			'--po-box',
			'42',
		)
		expect(first.code).toBe(0)
		expect(first.output).toContain('Name: Example Council / Commune d’Exemple (set)')
		expect(first.output).toContain('/admin-dtima/settings')
		expect(first.output).toContain(`Pages: ${skeletonPages.length} page(s) still marked`)
		const settings = await getSettings(handle.db)
		expect(settings).toMatchObject({
			name: { en: 'Example Council', fr: 'Commune d’Exemple' },
			shortName: 'Example',
			phone: '+237 600 11 22 33',
			email: 'contact@example.org',
			postalAddress: { en: 'Council Hall, Main Street', fr: 'Hôtel de ville, Grande Rue' },
			poBox: '42',
		})
		expect(await activityCount()).toBe(before + 1)

		const again = await setup(...identity, '--phone', '+237 600 11 22 33')
		expect(again.code).toBe(0)
		expect(again.output).toContain('Name: Example Council / Commune d’Exemple (unchanged)')
		expect(again.output).toContain('Phone: +237 600 11 22 33 (unchanged)')
		expect(await activityCount()).toBe(before + 1)
		// What the command was not given is left as it was.
		expect((await getSettings(handle.db)).email).toBe('contact@example.org')

		const renamed = await setup(...identity.slice(0, 4), '--short-name', 'Exemple')
		expect(renamed.output).toContain('Short name: Exemple (set)')
		expect((await getSettings(handle.db)).shortName).toBe('Exemple')
		expect(await activityCount()).toBe(before + 2)
	})
})
