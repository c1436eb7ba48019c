import { cls } from '#app/platform/islands/cls'
import { enhance } from '#app/platform/islands/enhance'
import { checksInPageLanguage } from '#app/platform/islands/own-checks'
import type { FeedbackAnswer } from './feedback-paths'

/**
 * Page feedback at the foot of a page (feedback-block.tsx, decision 038): its two forms are sent
 * with `fetch` to `/feedback/answer` (the block's `data-answer`), the same fields as the form, the
 * button pressed among them, and the answer is said in place: after a vote the question gives way
 * to the thanks (after a "No", the report form opens, its first choice focused), after a report
 * the form goes; anything else is said in the status line, which takes the focus, the form kept
 * as typed, with a fresh start value. What is said comes with the answer, in the page's language. Not answered (no
 * connection, the server's own error page): the form is sent as without JavaScript.
 */
enhance('feedback', (block) => {
	const status = block.querySelector<HTMLElement>('[data-feedback-status]')
	const details = block.querySelector('details')
	const sending = new WeakSet<HTMLFormElement>()
	for (const form of block.querySelectorAll('form')) checksInPageLanguage(form)

	block.addEventListener('submit', (event) => {
		const form = event.target as HTMLFormElement
		const pressed = (event as SubmitEvent).submitter as HTMLButtonElement | null
		event.preventDefault()
		if (sending.has(form)) return
		const body = new URLSearchParams()
		for (const [name, value] of new FormData(form)) body.append(name, String(value))
		if (pressed?.name) body.set(pressed.name, pressed.value)
		const buttons = form.querySelectorAll('button')
		const busy = (on: boolean) => {
			for (const button of buttons) button.disabled = on
			if (on) sending.add(form)
			else sending.delete(form)
		}
		busy(true)
		fetch(block.dataset.answer ?? '', { method: 'POST', body })
			.then((response) => {
				if (!response.headers.get('Content-Type')?.includes('json')) throw new Error('not JSON')
				return response.json() as Promise<FeedbackAnswer>
			})
			.then(
				(answer) => {
					busy(false)
					say(form, answer)
				},
				() => {
					busy(false)
					// Sent as without JavaScript, the button pressed with it.
					if (pressed?.name) {
						const field = document.createElement('input')
						field.type = 'hidden'
						field.name = pressed.name
						field.value = pressed.value
						form.append(field)
					}
					HTMLFormElement.prototype.submit.call(form)
				},
			)
	})

	function say(form: HTMLFormElement, answer: FeedbackAnswer) {
		const started = form.elements.namedItem('form_started')
		if (answer.started && started instanceof HTMLInputElement) started.value = answer.started
		const invalid = answer.invalid ?? []
		for (const control of form.querySelectorAll('fieldset, textarea')) {
			const name = control instanceof HTMLFieldSetElement ? 'reason' : 'comment'
			if (invalid.includes(name)) control.setAttribute('aria-invalid', 'true')
			else control.removeAttribute('aria-invalid')
		}
		if (answer.kind === 'voted' && form.hasAttribute('data-feedback-vote')) {
			// The question gives way to the thanks, which names the block from now on.
			const message = document.createElement('p')
			const title = document.createElement('span')
			message.tabIndex = -1
			message.className = cls('font-semibold')
			message.dataset.feedbackMessage = ''
			title.id = 'feedback-title'
			title.textContent = answer.message
			message.append(title)
			form.replaceWith(message)
			if (status) status.textContent = ''
			if (answer.vote === 'no' && details) {
				details.open = true
				details.querySelector<HTMLInputElement>('input[type="radio"]')?.focus()
			} else message.focus()
			return
		}
		if (answer.kind === 'reported') details?.remove()
		if (!status) return
		status.textContent = answer.message
		// The button pressed was turned off while sending (or went with its form), which leaves
		// the focus nowhere, and the line is above the report form: the reader is taken to what
		// was said (on a phone it was out of sight), as to an error summary, and goes on from there.
		status.tabIndex = -1
		status.focus()
	}
})
