import type { Page } from '@playwright/test'

// Layout shifts as Lighthouse counts them, for the tests that check nothing moves once drawn
// (decision 058): layout-shift.desktop.spec.ts on every template, admin-alerts.spec.ts with alerts.

export interface Shift {
	value: number
	at: number
	moved: string[]
}

/** Lighthouse's two presets: a phone (412×823 at 1.75) and a wide screen. */
export const shiftSizes = {
	phone: {
		viewport: { width: 412, height: 823 },
		deviceScaleFactor: 1.75,
		isMobile: true,
		hasTouch: true,
	},
	desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
} as const

/**
 * For `page.addInitScript`: from before the page's first byte, every layout shift, with what
 * moved. One that follows the reader's own input within half a second does not count
 * (`hadRecentInput`), but only after input the test gave: in a phone's emulation Chromium marks
 * the shifts of a page's first half-second as following input it never had (crbug.com/1302667),
 * and Lighthouse counts them; so does this.
 */
export function recordShifts() {
	const shifts: Shift[] = []
	let input = -Infinity
	for (const type of ['pointerdown', 'keydown'])
		addEventListener(type, (event) => (input = event.timeStamp), { capture: true })
	const describe = (node: Node | null) => {
		if (!(node instanceof Element)) return node?.nodeName ?? '(gone)'
		const island = node.getAttribute('data-island')
		const classes = [...node.classList].slice(0, 5).join('.')
		return `${node.localName}${node.id ? `#${node.id}` : ''}${island ? `[data-island=${island}]` : ''}${classes ? `.${classes}` : ''}`
	}
	type LayoutShift = PerformanceEntry & {
		value: number
		hadRecentInput: boolean
		sources: { node: Node | null }[]
	}
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries() as LayoutShift[]) {
			if (entry.hadRecentInput && entry.startTime - input <= 500) continue
			shifts.push({
				value: entry.value,
				at: Math.round(entry.startTime),
				moved: entry.sources.map((source) => describe(source.node)),
			})
		}
	}).observe({ type: 'layout-shift', buffered: true })
	;(window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts
}

/** The shifts recorded on the page now, and their sum. */
export async function shiftsOf(page: Page) {
	const shifts = await page.evaluate(
		() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts,
	)
	return { shifts, total: shifts.reduce((sum, shift) => sum + shift.value, 0) }
}
