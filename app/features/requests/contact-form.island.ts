import { enhance } from '#app/platform/islands/enhance'
import { checksInPageLanguage } from '#app/platform/islands/own-checks'

/** How far an arrow key moves the map's point, in thousandths of the map. */
const STEP = 20
const MOVES: Record<string, [number, number]> = {
	ArrowLeft: [-STEP, 0],
	ArrowRight: [STEP, 0],
	ArrowUp: [0, -STEP],
	ArrowDown: [0, STEP],
}

/**
 * The request form (contact-form.tsx) sends itself as without JavaScript, a page load. With it:
 * while the next page loads, its button says "Sending…" (the words are the button's
 * `data-sending`) and takes no second press; and the map's point (map-picker.tsx), which the server
 * drew invisible in its place in the form, is wired and shown.
 */
enhance<HTMLFormElement>('contact-form', (form) => {
	checksInPageLanguage(form)
	const button = form.querySelector<HTMLButtonElement>('button[data-sending]')
	const label = button?.textContent ?? ''
	let sent = false
	const busy = (on: boolean) => {
		sent = on
		if (!button) return
		button.disabled = on
		button.textContent = on ? (button.dataset.sending ?? label) : label
	}
	// Fired only once the browser's own checks pass.
	form.addEventListener('submit', (event) => {
		if (sent) event.preventDefault()
		else busy(true)
	})
	// Back to this page from the next (the browser kept it as it was): ready to send again.
	addEventListener('pageshow', (event) => {
		if (event.persisted) busy(false)
	})

	const field = form.querySelector<HTMLElement>('[data-map-field]')
	if (field) mapPicker(field)
})

/**
 * Tap or click the map to set the point; with a keyboard, the arrow keys move it (from the middle
 * when there is none yet). Its fields are sent only while there is a point.
 */
function mapPicker(root: HTMLElement) {
	const svg = root.querySelector('svg')!
	const dot = svg.querySelector('circle')!
	const state = root.querySelector<HTMLElement>('[data-set]')!
	const clear = root.querySelector('button')!
	const [fieldX, fieldY] = root.querySelectorAll('input')
	if (!fieldX || !fieldY) return
	const scale = Number(root.dataset.scale)
	const { width, height } = svg.viewBox.baseVal
	let point = fieldX.disabled ? null : { x: Number(fieldX.value), y: Number(fieldY.value) }
	const clamp = (n: number) => Math.min(scale, Math.max(0, Math.round(n)))

	const set = (next: { x: number; y: number } | null) => {
		point = next
		fieldX.disabled = fieldY.disabled = clear.hidden = !next
		dot.setAttribute('visibility', next ? 'visible' : 'hidden')
		if (next) {
			fieldX.value = String(next.x)
			fieldY.value = String(next.y)
			dot.setAttribute('cx', String((next.x / scale) * width))
			dot.setAttribute('cy', String((next.y / scale) * height))
		}
		// Said once when a point is set, not again at each move.
		const said = next ? (state.dataset.set ?? '') : ''
		if (state.textContent !== said) state.textContent = said
	}
	svg.addEventListener('click', (event) => {
		const box = svg.getBoundingClientRect()
		set({
			x: clamp(((event.clientX - box.left) / box.width) * scale),
			y: clamp(((event.clientY - box.top) / box.height) * scale),
		})
	})
	svg.addEventListener('keydown', (event) => {
		const move = MOVES[event.key]
		if (!move) return
		event.preventDefault()
		const from = point ?? { x: scale / 2, y: scale / 2 }
		set({ x: clamp(from.x + move[0]), y: clamp(from.y + move[1]) })
	})
	clear.addEventListener('click', () => {
		set(null)
		// The button is gone: focus stays on the map.
		svg.focus()
	})
	const image = svg.querySelector('image')
	if (image?.dataset.href) image.setAttribute('href', image.dataset.href)
	// Shown in the room the server kept for it: nothing else on the page moves.
	root.classList.remove('invisible')
}
