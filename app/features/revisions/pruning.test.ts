import { describe, expect, test } from 'vitest'
import { KEEP_LATEST, revisionsToPrune } from './pruning'

const now = new Date('2026-06-30T12:00:00Z')
const daysAgo = (days: number, hour = 10) =>
	new Date(now.getTime() - days * 86_400_000 + (hour - 12) * 3_600_000).toISOString()

/** Revisions numbered oldest first from a list of ages in days. */
const history = (ages: [number, number?][]) =>
	ages.map(([days, hour], i) => ({ version: i + 1, createdAt: daysAgo(days, hour) }))

describe('revision pruning rule (decision 025)', () => {
	test('an item with few revisions keeps them all, however old', () => {
		expect(revisionsToPrune(history([[900], [400], [200], [1]]), now)).toEqual([])
	})

	test('every revision of the last 30 days is kept, even past the latest 20', () => {
		const ages = Array.from({ length: 60 }, (_, i): [number] => [29 - i * 0.4])
		expect(revisionsToPrune(history(ages), now)).toEqual([])
	})

	test('between 30 days and a year, only the last revision of each day stays', () => {
		// 25 recent revisions fill the "latest 20"; then three saves on one day 40 days ago.
		const old: [number, number][] = [
			[40, 9],
			[40, 11],
			[40, 15],
			[41, 10],
		]
		const recent = Array.from({ length: 25 }, (_, i): [number] => [10 - i * 0.1])
		const revs = history([...old, ...recent])
		// Versions: 41 days (4), 40 days at 9h (1), 11h (2), 15h (3): 1 and 2 go.
		const ordered = revs.map((r, i) => ({ ...r, version: [2, 3, 4, 1][i] ?? r.version }))
		expect(revisionsToPrune(ordered, now)).toEqual([2, 3])
	})

	test('older than a year, only the last revision of each month stays', () => {
		const revs = [
			{ version: 1, createdAt: '2024-03-02T10:00:00Z' },
			{ version: 2, createdAt: '2024-03-20T10:00:00Z' },
			{ version: 3, createdAt: '2024-04-01T10:00:00Z' },
			...Array.from({ length: KEEP_LATEST }, (_, i) => ({
				version: 4 + i,
				createdAt: daysAgo(5 - i * 0.1),
			})),
		]
		expect(revisionsToPrune(revs, now)).toEqual([1])
	})

	test('the latest 20 are kept whatever their age', () => {
		const revs = Array.from({ length: 25 }, (_, i) => ({
			version: i + 1,
			// All on the same day two years ago.
			createdAt: `2024-05-10T0${Math.floor(i / 10)}:${String(i % 10).padStart(2, '0')}:00Z`,
		}))
		const dropped = revisionsToPrune(revs, now)
		expect(dropped).toEqual([1, 2, 3, 4, 5])
		expect(dropped).not.toContain(25)
	})
})
