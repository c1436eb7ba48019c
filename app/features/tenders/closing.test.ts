import { describe, expect, test } from 'vitest'
import { closingInstant, isOpenAt, tenderStatus } from './closing'

// When a tender or a vacancy closes (decision 034): council time is UTC+1 all year.

describe('closing moments', () => {
	test('a time of day closes at that minute, council time', () => {
		expect(closingInstant({ date: '2026-03-15', time: '12:00' })).toBe('2026-03-15T11:00:00.000Z')
		expect(isOpenAt({ date: '2026-03-15', time: '12:00' }, '2026-03-15T10:59:59.999Z')).toBe(true)
		expect(isOpenAt({ date: '2026-03-15', time: '12:00' }, '2026-03-15T11:00:00.000Z')).toBe(false)
	})

	test('without a time, open until the closing day ends, council time', () => {
		expect(closingInstant({ date: '2026-03-15', time: '' })).toBe('2026-03-15T23:00:00.000Z')
		expect(closingInstant({ date: '2026-12-31', time: '' })).toBe('2026-12-31T23:00:00.000Z')
	})

	test('an unreadable date or time counts as closed, never open for ever', () => {
		expect(closingInstant({ date: '2026-02-30', time: '10:00' })).toBeNull()
		expect(closingInstant({ date: 'soon', time: '' })).toBeNull()
		expect(isOpenAt({ date: 'soon', time: '' }, '2000-01-01T00:00:00.000Z')).toBe(false)
		// A time that is not HH:MM is read as "no time": the whole day.
		expect(closingInstant({ date: '2026-03-15', time: '25:00' })).toBe('2026-03-15T23:00:00.000Z')
	})

	test('a tender is awarded once an awardee is named, whatever its closing time', () => {
		const tender = { date: '2026-03-15', time: '12:00' }
		expect(tenderStatus({ ...tender, awardee: null }, '2026-03-01T00:00:00.000Z')).toBe('open')
		expect(tenderStatus({ ...tender, awardee: '' }, '2026-04-01T00:00:00.000Z')).toBe('closed')
		expect(tenderStatus({ ...tender, awardee: '  ' }, '2026-04-01T00:00:00.000Z')).toBe('closed')
		expect(tenderStatus({ ...tender, awardee: 'Ekona Builders' }, '2026-04-01T00:00:00.000Z')).toBe(
			'awarded',
		)
	})
})
