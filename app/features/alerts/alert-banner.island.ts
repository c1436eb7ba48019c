import { HIDDEN_KEY } from '#app/features/alerts/hidden-alerts'
import { enhance } from '#app/platform/islands/enhance'

/** The most recent choices kept (alerts come and go; old entries are of no use). */
const KEPT = 20

function hiddenAlerts(): string[] {
	try {
		const parsed: unknown = JSON.parse(localStorage.getItem(HIDDEN_KEY) ?? '[]')
		return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []
	} catch {
		return []
	}
}

/**
 * The alert banner (alert-banner.tsx): warnings and information the reader hid stay hidden in
 * this browser until they change (their key holds their version); the others get their "hide"
 * button. An emergency has no button and is never hidden.
 */
enhance('alert-banner', (region) => {
	let hidden = hiddenAlerts()
	const sections = region.querySelectorAll<HTMLElement>('section[data-alert-key]')
	const gone = () => {
		if (!region.querySelector('section[data-alert-key]')) region.remove()
	}
	for (const section of sections) {
		const key = section.dataset.alertKey ?? ''
		if (section.dataset.alertLevel === 'emergency') continue
		// Taken out before the first paint already (HIDE_BEFORE_PAINT); still here on a page kept on
		// the phone before that line was written.
		if (hidden.includes(key)) {
			section.remove()
			continue
		}
		const button = section.querySelector<HTMLButtonElement>('button[data-alert-hide]')
		if (!button) continue
		button.classList.remove('invisible')
		button.addEventListener('click', () => {
			hidden = [...hiddenAlerts().filter((entry) => entry !== key), key].slice(-KEPT)
			try {
				localStorage.setItem(HIDDEN_KEY, JSON.stringify(hidden))
			} catch {
				// Private mode or a full storage: hidden on this page only.
			}
			// Focus would be lost with the button: it goes to the page's main content.
			section.remove()
			gone()
			document.getElementById('main')?.focus({ preventScroll: true })
		})
	}
	gone()
})
