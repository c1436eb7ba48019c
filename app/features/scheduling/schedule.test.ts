import { describe, expect, test } from 'vitest'
import { isLive } from './live.server'
import { councilTimeToIso, isoToCouncilTime, scheduleState } from './schedule'

describe('scheduled times in council time (UTC+1)', () => {
	test('a typed time is the instant one hour earlier in UTC, and reads back the same', () => {
		expect(councilTimeToIso('2026-12-12T08:00')).toBe('2026-12-12T07:00:00.000Z')
		expect(councilTimeToIso('2027-01-01T00:30')).toBe('2026-12-31T23:30:00.000Z')
		expect(isoToCouncilTime('2026-12-31T23:30:00.000Z')).toBe('2027-01-01T00:30')
		expect(isoToCouncilTime(null)).toBe('')
	})

	test('what is not a real moment is refused', () => {
		for (const bad of [
			'2026-02-30T10:00',
			'2026-12-12T24:00',
			'2026-12-12 08:00',
			'12/12/2026',
			'',
		])
			expect(councilTimeToIso(bad)).toBeNull()
	})

	test('the state staff read, and what the public sees, at a moment', () => {
		const at = '2026-12-10T09:00:00.000Z'
		const later = '2026-12-12T07:00:00.000Z'
		const earlier = '2026-12-01T07:00:00.000Z'
		expect(scheduleState({ status: 'draft', publishAt: later }, at)).toEqual({ state: 'draft' })
		expect(scheduleState({ status: 'published', publishAt: later }, at)).toEqual({
			state: 'scheduled',
			at: later,
			until: null,
		})
		expect(scheduleState({ status: 'published', unpublishAt: later }, at)).toEqual({
			state: 'published',
			until: later,
		})
		expect(scheduleState({ status: 'published', unpublishAt: earlier }, at)).toEqual({
			state: 'ended',
			at: earlier,
		})
		expect(isLive({ status: 'published', publishAt: later }, at)).toBe(false)
		expect(isLive({ status: 'published', publishAt: at }, at)).toBe(true)
		expect(isLive({ status: 'published', unpublishAt: at }, at)).toBe(false)
		expect(isLive({ status: 'draft' }, at)).toBe(false)
	})
})
