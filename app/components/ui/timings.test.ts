import { describe, expect, test } from 'vitest'
import { NAV_MENU_DELAY_MS, NAV_MENU_SKIP_DELAY_MS } from './navigation-menu'
import { toasterOptions } from './toaster'

// The interface's timings and toast settings are deliberate (long enough to read on a slow phone,
// short enough not to linger): a library upgrade or a tidy-up must not change them unnoticed.
describe('interface timings', () => {
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

	test('navigation menu: opens after 200 ms, 300 ms to move between items', () => {
		expect([NAV_MENU_DELAY_MS, NAV_MENU_SKIP_DELAY_MS]).toEqual([200, 300])
	})
})
