import { Toaster as Sonner } from 'sonner'
import { useT } from '#app/i18n/hooks'

/** Spec §9 toast constants (sonner keeps the 356 px width, 20 px swipe and 200 ms removal built in). */
export const toasterOptions = {
	duration: 4000,
	visibleToasts: 3,
	position: 'bottom-right',
	gap: 14,
	offset: 32,
	hotkey: ['altKey', 'KeyT'],
} as const

export default function Toaster() {
	const t = useT()
	return (
		<Sonner
			containerAriaLabel={t('toast.region')}
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
