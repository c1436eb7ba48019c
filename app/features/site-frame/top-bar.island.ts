import { enhance } from '#app/platform/islands/enhance'

/** How long a mouse rests on a group before it opens, as the menu has always done. */
const OPEN_DELAY_MS = 200
/** Moving on to another group within this long of one closing opens it at once. */
const SKIP_DELAY_MS = 300
/** How long after the mouse leaves a group (for its list, say) before it closes. */
const CLOSE_DELAY_MS = 150

/**
 * The top bar (top-bar.tsx) on every public page: one island for its two widgets, which every page
 * has together (one file is smaller than two).
 * - The phone menu and the search field are <details>: opening one closes the other, and opening
 *   the search puts the cursor in its field.
 * - The wide screens' menu (desktop-nav.tsx) is a disclosure menu: a group's button (click, Enter,
 *   Space) shows or hides its list, one list at a time; a mouse resting on a group opens it, and
 *   leaving closes it unless it was clicked; Escape closes it and returns to its button; a click
 *   elsewhere or the focus leaving the group closes it. ←/→ (Home/End) move between the menu's top items, ↓ from a
 *   button opens its list at its first link, ↑/↓ move in the list (↑ from the first: its button).
 */
enhance('top-bar', (header) => {
	const search = header.querySelector<HTMLDetailsElement>('details[data-search-toggle]')
	const phoneMenu = header.querySelector<HTMLDetailsElement>('details.site-nav-mobile')
	for (const [self, peer] of [
		[search, phoneMenu],
		[phoneMenu, search],
	] as const)
		self?.addEventListener('toggle', () => {
			if (!self.open) return
			if (peer) peer.open = false
			if (self === search) self.querySelector('input')?.focus()
		})

	const nav = header.querySelector<HTMLElement>('nav[data-desktop-nav]')
	if (!nav) return
	const top = [...nav.querySelectorAll<HTMLElement>(':scope > ul > li > :first-child')]
	const listOf = (button: Element) =>
		document.getElementById(button.getAttribute('aria-controls') ?? '')
	const linksOf = (button: Element) => [...(listOf(button)?.querySelectorAll('a') ?? [])]
	let open: HTMLButtonElement | undefined
	// Opened by a click or a key, not just pointed at: it stays open when the mouse leaves.
	let chosen = false
	let timer: ReturnType<typeof setTimeout> | undefined
	let closedAt = 0

	const show = (button?: HTMLButtonElement, choose = true) => {
		clearTimeout(timer)
		chosen = choose
		if (open === button) return
		if (open) {
			open.setAttribute('aria-expanded', 'false')
			listOf(open)!.hidden = true
			closedAt = Date.now()
		}
		open = button
		if (!button) return
		button.setAttribute('aria-expanded', 'true')
		listOf(button)!.hidden = false
	}
	const after = (ms: number, then: () => void) => {
		clearTimeout(timer)
		timer = setTimeout(then, ms)
	}

	for (const button of nav.querySelectorAll<HTMLButtonElement>('button[aria-controls]')) {
		const group = button.parentElement!
		// A click on a group the mouse has just opened keeps it open (and now chosen).
		button.addEventListener('click', () => show(open === button && chosen ? undefined : button))
		// A mouse, not a finger: on a touch screen a tap is a click, and a tap that opened a group
		// on its way would close it again.
		group.addEventListener('pointerenter', (event) => {
			if (event.pointerType !== 'mouse') return
			if (open === button) clearTimeout(timer)
			else if (open || Date.now() - closedAt < SKIP_DELAY_MS) show(button, false)
			else after(OPEN_DELAY_MS, () => show(button, false))
		})
		group.addEventListener('pointerleave', (event) => {
			if (event.pointerType !== 'mouse' || (open === button && chosen)) return
			// Leaving before it opened: it does not open.
			if (open === button) after(CLOSE_DELAY_MS, () => show())
			else clearTimeout(timer)
		})
		group.addEventListener('focusout', (event) => {
			if (open === button && !group.contains(event.relatedTarget as Node | null)) show()
		})
	}

	document.addEventListener('pointerdown', (event) => {
		if (open && !open.parentElement!.contains(event.target as Node)) show()
	})
	// From anywhere: a list a mouse opened can be put away without moving it (WCAG 1.4.13).
	document.addEventListener('keydown', (event) => {
		if (event.key !== 'Escape' || !open) return
		const button = open
		const within = button.parentElement!.contains(document.activeElement)
		show()
		if (within) {
			event.preventDefault()
			button.focus()
		}
	})

	nav.addEventListener('keydown', (event) => {
		const at = event.target as HTMLElement
		const key = event.key
		let to: HTMLElement | undefined
		if (top.includes(at)) {
			const index = top.indexOf(at)
			if (key === 'ArrowRight') to = top[index + 1]
			else if (key === 'ArrowLeft') to = top[index - 1]
			else if (key === 'Home') to = top[0]
			else if (key === 'End') to = top.at(-1)
			else if (key === 'ArrowDown' && at.matches('button')) {
				show(at as HTMLButtonElement)
				to = linksOf(at)[0]
			}
		} else if (open) {
			const links = linksOf(open)
			const index = links.indexOf(at as HTMLAnchorElement)
			if (index === -1) return
			if (key === 'ArrowDown') to = links[Math.min(index + 1, links.length - 1)]
			else if (key === 'ArrowUp') to = index ? links[index - 1] : open
			else if (key === 'Home') to = links[0]
			else if (key === 'End') to = links.at(-1)
		}
		if (!to) return
		event.preventDefault()
		to.focus()
	})
})
