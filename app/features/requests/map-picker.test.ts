import { describe, expect, test } from 'vitest'
import { mapPoint } from './map-picker'

// The point a refused form sent back, drawn again for the map's island: only a whole one, on the map.
describe('mapPoint', () => {
	test('both thousandths on the map: the point', () => {
		expect(mapPoint({ x: '250', y: '750' })).toEqual({ x: 250, y: 750 })
		expect(mapPoint({ x: '0', y: '1000' })).toEqual({ x: 0, y: 1000 })
	})

	test('none, half of one, off the map or not a number: no point', () => {
		for (const point of [
			undefined,
			{ x: '', y: '' },
			{ x: '250', y: '' },
			{ x: '1001', y: '5' },
			{ x: '-1', y: '5' },
			{ x: '2.5', y: '5' },
			{ x: '12345', y: '5' },
		])
			expect(mapPoint(point), JSON.stringify(point)).toBeNull()
	})
})
