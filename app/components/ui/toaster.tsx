import { Toaster as Sonner } from 'sonner'

/**
 * How staff see confirmations: 4 s each, at most three at once, bottom right, Alt+T to reach them
 * (sonner keeps its 356 px width, 20 px swipe and 200 ms removal built in).
 */
export const toasterOptions = {
	duration: 4000,
	visibleToasts: 3,
	position: 'bottom-right',
	gap: 14,
	offset: 32,
	hotkey: ['altKey', 'KeyT'],
} as const

/** `label` names the notification region for screen readers, in the page's language. */
export default function Toaster({ label }: { label: string }) {
	return (
		<Sonner
			containerAriaLabel={label}
			position={toasterOptions.position}
			duration={toasterOptions.duration}
			visibleToasts={toasterOptions.visibleToasts}
			gap={toasterOptions.gap}
			offset={toasterOptions.offset}
			hotkey={[...toasterOptions.hotkey]}
			closeButton
			richColors
		/>
	)
}
