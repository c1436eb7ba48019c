import { enhance } from '#app/platform/islands/enhance'
import { canKeep, keepPocket, pocketOff } from './pocket-client'

// The footer's link to the pocket guide, on every public page (issue 35, decision 059): registers
// the service worker that keeps the guide and the pages read on the phone, unless the reader
// removed them. A page shown as kept (without a connection) is shown as it is now once the
// connection is back: a newer alert is never hidden behind a kept copy.
enhance('pocket', (link) => {
	if (!canKeep()) return
	if (!pocketOff()) keepPocket(link.dataset.saveData === 'on').catch(() => undefined)
	const again = `pocket-fresh:${location.pathname}`
	if (!document.querySelector('[data-saved-note]')) return sessionStorage.removeItem(again)
	addEventListener('online', () => void freshWhenOnline(5))
	// A kept copy shown while the browser says it is online (the connection came back a moment
	// too late for this page, or hangs): opened again once the site answers, twice at most.
	const times = Number(sessionStorage.getItem(again) ?? 0)
	if (navigator.onLine && times < 2) {
		sessionStorage.setItem(again, String(times + 1))
		void freshWhenOnline(3)
	}
})

/**
 * The browser says the connection is back: once the site answers (a HEAD, which the worker leaves
 * to the network), the page is opened again, from the network. The first answer may take a moment
 * on a connection just back; it is asked again a few times, two seconds apart.
 */
async function freshWhenOnline(tries: number) {
	try {
		const answer = await fetch(location.href, { method: 'HEAD', cache: 'no-store' })
		if (answer.ok) return location.reload()
	} catch {
		// Not yet.
	}
	if (tries > 1 && navigator.onLine) setTimeout(() => void freshWhenOnline(tries - 1), 2000)
}
