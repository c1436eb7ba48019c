import { describe, expect, test } from 'vitest'
import { archiveName, archiveTime, archivesToRemove, currentSlot } from './retention'

const at = (iso: string) => new Date(iso)

describe('archive names', () => {
	test('carry their UTC time, and read back', () => {
		const name = archiveName(at('2026-11-27T03:00:09.500Z'))
		expect(name).toBe('council-backup-20261127-030009.tar.gz')
		expect(archiveTime(name)?.toISOString()).toBe('2026-11-27T03:00:09.000Z')
		expect(archiveName(at('2026-11-27T03:00:09Z'), 2)).toBe(
			'council-backup-20261127-030009-2.tar.gz',
		)
		expect(archiveTime('council-backup-20261127-030009-2.tar.gz')).not.toBeNull()
	})

	test('other files are not archives', () => {
		for (const name of [
			'notes.txt',
			'council-backup-2026.tar.gz',
			'.council-backup-20261127-030009.tar.gz.partial',
		])
			expect(archiveTime(name)).toBeNull()
	})
})

describe('rotation (BACKUP_KEEP)', () => {
	/** One archive a day at 03:00 for `days` days up to 27 November 2026, newest first. */
	const daily = (days: number) =>
		Array.from({ length: days }, (_, i) => archiveName(new Date(Date.UTC(2026, 10, 27 - i, 3))))

	test('keeps the newest of each of the last 7 days, 4 weeks and 12 months', () => {
		const names = daily(400)
		const removed = new Set(archivesToRemove(names, { daily: 7, weekly: 4, monthly: 12 }))
		const kept = names.filter((n) => !removed.has(n))
		expect(kept.slice(0, 7)).toEqual(names.slice(0, 7))
		// 27 Nov 2026 is a Friday: the weeks before keep their Sundays (the newest day of each).
		expect(kept).toContain('council-backup-20261122-030000.tar.gz')
		expect(kept).toContain('council-backup-20261115-030000.tar.gz')
		expect(kept).toContain('council-backup-20261108-030000.tar.gz')
		// Months keep their last day.
		expect(kept).toContain('council-backup-20261031-030000.tar.gz')
		expect(kept).toContain('council-backup-20251231-030000.tar.gz')
		expect(kept).not.toContain('council-backup-20251130-030000.tar.gz')
		// The 7 days hold this week's, last week's (Sunday 22) and this month's newest; then 2 more
		// weeks (15 and 8 November) and 11 more months.
		expect(kept).toHaveLength(7 + 2 + 11)
	})

	test("of several archives a day, the newest is the day's", () => {
		const names = [
			'council-backup-20261127-030000.tar.gz',
			'council-backup-20261127-150000.tar.gz',
			'council-backup-20261126-030000.tar.gz',
		]
		expect(archivesToRemove(names, { daily: 1, weekly: 0, monthly: 0 })).toEqual([
			'council-backup-20261127-030000.tar.gz',
			'council-backup-20261126-030000.tar.gz',
		])
	})

	test('never removes files that are not archives', () => {
		expect(
			archivesToRemove(['notes.txt', ...daily(3)], { daily: 1, weekly: 0, monthly: 0 }),
		).toEqual(daily(3).slice(1))
	})
})

describe("the schedule's slots", () => {
	test('daily: the last BACKUP_HOUR on or before now', () => {
		expect(currentSlot(at('2026-11-27T02:59:00Z'), 'daily', 3).key).toBe('daily-2026-11-26')
		expect(currentSlot(at('2026-11-27T03:00:00Z'), 'daily', 3).key).toBe('daily-2026-11-27')
		expect(currentSlot(at('2026-11-27T23:00:00Z'), 'daily', 3).at.toISOString()).toBe(
			'2026-11-27T03:00:00.000Z',
		)
	})

	test('weekly: Mondays', () => {
		// 27 November 2026 is a Friday; 23 November a Monday.
		expect(currentSlot(at('2026-11-27T12:00:00Z'), 'weekly', 2).key).toBe('weekly-2026-11-23')
		expect(currentSlot(at('2026-11-23T01:00:00Z'), 'weekly', 2).key).toBe('weekly-2026-11-16')
		expect(currentSlot(at('2026-11-23T02:00:00Z'), 'weekly', 2).key).toBe('weekly-2026-11-23')
	})
})
