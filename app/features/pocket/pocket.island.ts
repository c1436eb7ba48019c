import { enhance } from '#app/platform/islands/enhance'
import { canKeep, keepPocket, pocketOff } from './pocket-client'

// The footer's link to the pocket guide, on every public page (issue 35, decision 059): registers
// the service worker that keeps the guide and the pages read on the phone, unless the reader
// removed them. A page shown as kept (without a connection) is shown as it is now once the
// connection is back: a newer alert is never hidden behind a kept copy.
enhance('pocket', (link) => {
	if (!canKeep()) return
	if (!pocketOff()) keepPocket(link.dataset.saveData === 'on').catch(() => undefined)
	if (document.querySelector('[data-saved-note]'))
		addEventListener('online', () => location.reload(), { once: true })
})
