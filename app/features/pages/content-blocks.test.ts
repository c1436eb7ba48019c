import { describe, expect, test } from 'vitest'
import { withoutDeadAnchors } from './content-blocks'
import type { ShownBlock } from './types'

describe('links to a section left out', () => {
	const blocks: ShownBlock[] = [
		{
			kind: 'cards',
			cards: [
				{
					title: 'Safety',
					text: 'Call.',
					action: { label: 'Numbers', href: '#emergency-numbers' },
				},
				{ title: 'Fees', text: 'Pay.', action: { label: 'Fees', href: '#fees' } },
				{ title: 'Tax', text: 'Pay.', action: { label: 'Tax', href: '/services/tax' } },
			],
		},
		{
			kind: 'actions',
			actions: [
				{ label: 'Numbers', href: '#emergency-numbers' },
				{ label: 'Contact', href: '/contact' },
			],
		},
		{ kind: 'emergencyNumbers', id: 'emergency-numbers' },
	]

	test('a button or card link to a block with nothing in it goes; the others stay', () => {
		const [cards, actions] = withoutDeadAnchors(blocks, new Set(['emergency-numbers']))
		if (cards?.kind !== 'cards' || actions?.kind !== 'actions') throw new Error('blocks changed')
		expect(cards.cards.map((card) => card.action?.href)).toEqual([
			undefined,
			'#fees',
			'/services/tax',
		])
		expect(cards.cards[0]!.title).toBe('Safety')
		expect(actions.actions.map((action) => action.href)).toEqual(['/contact'])
	})

	test('nothing left out: the blocks as they were', () => {
		expect(withoutDeadAnchors(blocks, new Set())).toBe(blocks)
	})
})
