import { cls } from '#app/platform/islands/cls'
import { enhance } from '#app/platform/islands/enhance'
import { canKeep, KEPT_EVENT, keptOnThisPhone } from './pocket-client'

// The pages kept on this phone, on the guide and on the offline page (issue 35, decision 059):
// each a link, with when it was kept.
enhance('saved-pages', (section) => {
	if (!canKeep()) return
	const list = section.querySelector<HTMLElement>('[data-pocket-saved-list]')!
	const none = section.querySelector<HTMLElement>('[data-pocket-none]')!
	const lang = document.documentElement.lang || 'en'
	const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' })
	const render = async () => {
		const { pages } = await keptOnThisPhone()
		list.replaceChildren(
			...pages.map((page) => {
				const item = document.createElement('li')
				const link = document.createElement('a')
				link.href = page.url
				link.className = cls('underline')
				link.textContent = page.title
				const time = document.createElement('time')
				time.dateTime = page.storedAt.toISOString()
				time.className = cls('text-sm')
				time.textContent = ` · ${when.format(page.storedAt)}`
				item.append(link, time)
				return item
			}),
		)
		none.hidden = pages.length > 0
		section.hidden = false
	}
	void render()
	document.addEventListener(KEPT_EVENT, () => void render())
})
