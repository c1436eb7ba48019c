import { Tooltip } from 'radix-ui'

/** Spec §9: tooltip delay 700 ms, skip delay 300 ms, for every tooltip in the app. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

export function TooltipProvider({ children }: { children: React.ReactNode }) {
	return (
		<Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
			{children}
		</Tooltip.Provider>
	)
}
