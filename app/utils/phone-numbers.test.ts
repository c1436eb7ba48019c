import { describe, expect, test } from 'vitest'
import { councilPhoneNumbers, phoneSegments } from './phone-numbers'

const numbers = councilPhoneNumbers({
	phone: '+237 600 000 000',
	emergencyNumbers: { police: '117', fire: '118', ambulance: '', council: ' 677 12 34 56 ' },
})

describe('the council’s numbers in a text', () => {
	test('its office and its longer lines, longest first; short national numbers left out', () => {
		expect(numbers).toEqual(['+237 600 000 000', '677 12 34 56'])
		expect(
			councilPhoneNumbers({
				phone: '',
				emergencyNumbers: { police: '117', fire: '', ambulance: '', council: '' },
			}),
		).toEqual([])
	})

	test('each number as written becomes a segment of its own', () => {
		expect(phoneSegments('Call the council office on +237 600 000 000.', numbers)).toEqual([
			'Call the council office on ',
			{ phone: '+237 600 000 000' },
			'.',
		])
		expect(phoneSegments('677 12 34 56 or +237 600 000 000', numbers)).toEqual([
			{ phone: '677 12 34 56' },
			' or ',
			{ phone: '+237 600 000 000' },
		])
	})

	test('never inside a longer number or a word, and a text without one is left whole', () => {
		expect(phoneSegments('Ref 1677 12 34 56', numbers)).toEqual(['Ref 1677 12 34 56'])
		expect(phoneSegments('677 12 34 567', numbers)).toEqual(['677 12 34 567'])
		expect(phoneSegments('Call 117 for the police.', numbers)).toEqual(['Call 117 for the police.'])
		expect(phoneSegments('', numbers)).toEqual([''])
		expect(phoneSegments('+237 600 000 000', [])).toEqual(['+237 600 000 000'])
	})

	test('a number with characters a pattern would read is matched as text', () => {
		expect(phoneSegments('(+237) 6.00 or (+237) 6x00', ['(+237) 6.00'])).toEqual([
			{ phone: '(+237) 6.00' },
			' or (+237) 6x00',
		])
	})
})
