import { enhance } from '#app/platform/islands/enhance'
import { ask, canKeep, pocketOff, savedOnPurpose, whenRefused } from './pocket-client'

// "Save this page" on service pages (issue 35, decision 059): the page and the pictures it shows
// kept on the phone until the reader removes them. Shown only where the worker can keep it.
enhance('save-page', (box) => {
	if (!canKeep() || pocketOff()) return
	const save = box.querySelector<HTMLButtonElement>('[data-save]')!
	const unsave = box.querySelector<HTMLButtonElement>('[data-unsave]')!
	const status = box.querySelector<HTMLElement>('[data-save-status]')!
	const url = location.href.split('#')[0]!
	// A browser that turns the worker down after all never shows the box: its room is given back
	// (a shift of the text below, once, rather than an empty room above it for good).
	whenRefused(() => box.remove())
	// The server drew the box invisible, in its place (save-page.tsx): showing it moves nothing.
	const show = (saved: boolean) => {
		save.classList.toggle('invisible', saved)
		unsave.classList.toggle('invisible', !saved)
	}
	void (async () => {
		await navigator.serviceWorker.ready
		show(await savedOnPurpose(url))
		box.classList.remove('invisible')
	})()
	save.addEventListener('click', async () => {
		const pictures = [...document.images].map((image) => image.currentSrc).filter(Boolean)
		// Without a connection (or one that hangs) the worker cannot fetch the page: said, so the
		// reader knows to try again, rather than a button that seems to do nothing.
		if (!(await ask({ type: 'save', url, pictures }))) {
			status.textContent = status.dataset.failed ?? ''
			return
		}
		show(true)
		status.textContent = status.dataset.saved ?? ''
		unsave.focus()
	})
	unsave.addEventListener('click', async () => {
		if (!(await ask({ type: 'unsave', url }))) return
		show(false)
		status.textContent = status.dataset.removed ?? ''
		save.focus()
	})
})
