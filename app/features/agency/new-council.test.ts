import { describe, expect, test } from 'vitest'
import type { CouncilEntry } from '#app/features/councils/registry.server'
import { checkNewCouncil } from './new-council'

const form = (fields: Record<string, string>) => {
	const data = new FormData()
	for (const [name, value] of Object.entries(fields)) data.set(name, value)
	return data
}
const good = {
	id: 'kumba',
	nameEn: 'Kumba City Council',
	nameFr: 'Commune de Kumba',
	shortName: 'Kumba',
	hosts: 'kumba.example.cm',
	adminEmail: 'clerk@kumba.example.cm',
}
const taken: CouncilEntry[] = [
	{
		id: 'buea',
		status: 'active',
		hosts: ['buea.example.cm'],
		publicUrl: 'https://buea.example.cm',
	} as CouncilEntry,
]

describe('the console’s new council form (decision 061)', () => {
	test('host names one per line or after a comma; a space inside one is shown, not split', () => {
		const many = checkNewCouncil(
			form({ ...good, hosts: ' Kumba.example.cm \r\nwww.kumba.example.cm, kumba.cm.' }),
			taken,
			'console.agency.cm',
		)
		expect(many.ok && many.council.hosts).toEqual([
			'kumba.example.cm',
			'www.kumba.example.cm',
			'kumba.cm',
		])
		const typo = checkNewCouncil(form({ ...good, hosts: 'bad host' }), taken, 'console.agency.cm')
		expect(typo.ok).toBe(false)
		expect(!typo.ok && typo.problems).toEqual([
			{ field: 'hosts', message: '“bad host” is not a host name.' },
		])
	})

	test('the console’s host, on any port, and another council’s are refused', () => {
		const checked = checkNewCouncil(
			form({ ...good, hosts: 'console.agency.cm\nbuea.example.cm' }),
			taken,
			'console.agency.cm:8443',
		)
		expect(!checked.ok && checked.problems.map((problem) => problem.message)).toEqual([
			'console.agency.cm is the console’s own host.',
			'buea.example.cm is already the host of council buea.',
		])
	})

	test('labels inside sentences keep their capitals, in both languages', () => {
		const empty = checkNewCouncil(form({}), taken, 'console.agency.cm', 'en')
		expect(!empty.ok && empty.problems.map((problem) => problem.message)).toContain(
			'Enter the name in English.',
		)
		const long = checkNewCouncil(
			form({ ...good, nameFr: 'C'.repeat(121) }),
			taken,
			'console.agency.cm',
			'fr',
		)
		expect(!long.ok && long.problems.map((problem) => problem.message)).toEqual([
			'Au plus 120 caractères : nom en français.',
		])
	})
})
