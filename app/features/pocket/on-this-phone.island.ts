import { enhance } from '#app/platform/islands/enhance'
import {
	canKeep,
	KEPT_EVENT,
	keepPocket,
	keptOnThisPhone,
	pocketOff,
	removePocket,
} from './pocket-client'

// The guide's "On this phone" (issue 35, decision 059): how much the guide and the pages read
// take on the phone, and a way to remove them all (and to keep the guide again).
enhance('on-this-phone', (section) => {
	if (!canKeep()) return
	const usage = section.querySelector<HTMLElement>('[data-pocket-usage]')!
	const remove = section.querySelector<HTMLButtonElement>('[data-pocket-remove]')!
	const keep = section.querySelector<HTMLButtonElement>('[data-pocket-keep]')!
	const status = section.querySelector<HTMLElement>('[data-pocket-status]')!
	const lang = document.documentElement.lang || 'en'
	const render = async () => {
		const off = pocketOff()
		remove.hidden = off
		keep.hidden = !off
		if (off) {
			usage.textContent = section.dataset.off ?? ''
			return
		}
		const { pages, bytes } = await keptOnThisPhone()
		// In the site's units (`size.kb`, `size.mb`: "{n} KB", "{n} Ko"), numbers as the language writes them.
		const large = bytes >= 1024 * 1024
		const number = new Intl.NumberFormat(lang, { maximumFractionDigits: large ? 1 : 0 }).format(
			large ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)),
		)
		const size = (section.dataset[large ? 'mb' : 'kb'] ?? '{n}').replace('{n}', number)
		usage.textContent = (section.dataset.usage ?? '')
			.replace('{count}', String(pages.length))
			.replace('{size}', size)
	}
	section.hidden = false
	void render()
	document.addEventListener(KEPT_EVENT, () => void render())
	remove.addEventListener('click', async () => {
		await removePocket()
		status.textContent = status.dataset.removed ?? ''
		await render()
		keep.focus()
	})
	keep.addEventListener('click', async () => {
		await keepPocket(false)
		status.textContent = status.dataset.kept ?? ''
		await render()
		remove.focus()
	})
})
