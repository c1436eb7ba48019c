import { describe, expect, test } from 'vitest'
import { NAV_MENU_DELAY_MS, NAV_MENU_SKIP_DELAY_MS } from './navigation-menu'
import { toasterOptions } from './toaster'
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip'

// SPEC.md §9: the interface timings and toast settings are business constants, kept exactly.
describe('spec §9 constants', () => {
	test('toasts: 4000 ms, 3 visible, bottom-right, gap 14, offset 32, alt+T', () => {
		expect(toasterOptions).toEqual({
			duration: 4000,
			visibleToasts: 3,
			position: 'bottom-right',
			gap: 14,
			offset: 32,
			hotkey: ['altKey', 'KeyT'],
		})
	})

	test('tooltip 700 ms / 300 ms; navigation menu 200 ms / 300 ms', () => {
		expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300])
		expect([NAV_MENU_DELAY_MS, NAV_MENU_SKIP_DELAY_MS]).toEqual([200, 300])
	})
})
