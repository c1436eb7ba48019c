import { cva } from 'class-variance-authority'
import { expect, test } from 'vitest'
import { keptVariants } from './kept-variants'

const config = {
	variants: {
		tone: { open: 'bg-green', closed: 'bg-grey' },
		size: { sm: 'h-9', md: 'h-11' },
		wrap: { false: 'nowrap', true: 'wrap' },
	},
	compoundVariants: [{ size: 'sm' as const, wrap: true, className: 'py-1' }],
	defaultVariants: { tone: 'closed' as const, size: 'md' as const, wrap: false },
}

test('the same classes as cva for every combination, asked for twice', () => {
	const plain = cva('base', config)
	const kept = keptVariants(cva('base', config))
	const combinations = [
		undefined,
		{},
		{ tone: 'open' as const },
		{ tone: 'open' as const, size: 'sm' as const, wrap: true },
		{ size: 'sm' as const, wrap: false },
		{ tone: undefined, size: 'sm' as const, wrap: true },
		{ tone: null, size: 'md' as const },
		{ className: 'mt-4' },
		{ class: ['mt-2', { hidden: true }] },
	]
	for (const props of [...combinations, ...combinations])
		expect(kept(props), JSON.stringify(props)).toBe(plain(props))
})

test('a prop whose value is not a plain value is not kept under the wrong name', () => {
	const kept = keptVariants(cva('base', config))
	expect(kept({ class: ['a'] })).toBe('base bg-grey h-11 nowrap a')
	expect(kept({ class: ['b'] })).toBe('base bg-grey h-11 nowrap b')
})
