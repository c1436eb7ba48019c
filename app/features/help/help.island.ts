import { cls } from '#app/platform/islands/cls'
import { enhance } from '#app/platform/islands/enhance'
import { phoneSegments, telHref } from '#app/utils/phone-numbers'
import { MAX_QUERY_LENGTH, matchesQuery, queryWords } from '#app/utils/text'

/** A stored text in the page's language, or in the other one (`fallback`) when that is all there is. */
interface Text {
	text: string
	lang: string
	fallback: boolean
}
/** A question as `/help/questions` sends it (help.server.ts). */
interface Question {
	id: number
	question: Text
	answer: Text
}

/**
 * `value` as the text of `element`, marked with its own language when it is not the page's; the
 * council's `phones` in it as `tel:` links, as the help page draws them (decision 066).
 */
function put(element: HTMLElement, value: Text, phones: readonly string[] = []) {
	element.replaceChildren(
		...phoneSegments(value.text, phones).map((segment) => {
			if (typeof segment === 'string') return segment
			const link = document.createElement('a')
			link.href = telHref(segment.phone)
			link.className = cls(
				'font-medium whitespace-nowrap text-primary-dark underline underline-offset-2 hover:no-underline',
			)
			link.textContent = segment.phone
			return link
		}),
	)
	if (value.fallback) element.lang = value.lang
	else element.removeAttribute('lang')
}

/**
 * The help button (help-launcher.tsx): a link to the help page, which opens the help panel
 * instead. The panel is drawn here the first time it is opened (`drawPanel`), with the texts the
 * server wrote on the button's box.
 */
enhance('help', (root) => {
	const launcher = root.querySelector('a')!
	let open: ((fromKeyboard: boolean) => void) | undefined
	launcher.setAttribute('aria-haspopup', 'dialog')
	launcher.addEventListener('click', (event) => {
		// A new tab or window (Ctrl, ⌘ or Shift, another button) still gets the help page.
		if (event.button || event.ctrlKey || event.metaKey || event.shiftKey) return
		event.preventDefault()
		// `detail` 0: a click the keyboard made (Enter on the button), not a pointer's.
		;(open ??= panel(root, launcher))(event.detail === 0)
	})
})

/**
 * The help panel: a modal dialog (focus kept inside, Escape closes, the page behind inert) with a
 * search field over the questions, loaded from `data-questions` at the first opening (again at the
 * next one if that failed). The field is a combobox: ↑/↓ (wrapping), Home and End move the active
 * question, Enter opens it; a click opens one too. The status line says politely how many
 * questions are shown. An answer has a Back button to the list, the search kept; reading one is
 * counted by an anonymous beacon. Closing gives the focus back to the button.
 *
 * Opened, and back from an answer, the search field gets the focus when the panel was opened from
 * the keyboard or with a mouse; opened with a finger, the panel's title does. On a phone the field
 * would bring up the keyboard over half the screen, and over the questions the panel shows: the
 * reader taps the field when they want to type (a screen reader starts at the title either way).
 */
function panel(root: HTMLElement, launcher: HTMLElement) {
	const dialog = drawPanel(root.dataset, launcher.getAttribute('href')!)
	root.append(dialog)
	const find = <E extends HTMLElement>(selector: string) => dialog.querySelector<E>(selector)!
	const list = find('[data-help-list]')
	const answerView = find('[data-help-answer]')
	const input = find<HTMLInputElement>('input')
	const status = find('[data-count]')
	const failed = find('[role=status] a')
	const listbox = find('[role=listbox]')
	const back = find('[data-help-answer] button')
	const title = find('h2')
	// Set at each opening: the keyboard, or a mouse, puts the reader in the search field.
	let typing = true
	const toTheSearch = () => (typing ? input : title).focus()
	const loadingText = status.textContent
	const questions = new Map<HTMLElement, Question>()
	let phones: string[] = []
	let shown: HTMLElement[] = []
	let active = 0
	let state: 'idle' | 'loading' | 'loaded' = 'idle'

	const select = (index: number) => {
		shown[active]?.setAttribute('aria-selected', 'false')
		active = index
		const option = shown[index]
		if (!option) return input.removeAttribute('aria-activedescendant')
		option.setAttribute('aria-selected', 'true')
		input.setAttribute('aria-activedescendant', option.id)
	}

	const filter = () => {
		const words = queryWords(input.value)
		shown = []
		for (const [option, { question, answer }] of questions) {
			option.hidden = !matchesQuery(`${question.text} ${answer.text}`, words)
			option.setAttribute('aria-selected', 'false')
			if (!option.hidden) shown.push(option)
		}
		const count = shown.length
		listbox.parentElement!.hidden = !count
		input.setAttribute('aria-expanded', String(count > 0))
		status.textContent = count
			? status.dataset.count!.replace('{count}', String(count))
			: status.dataset.empty!
		select(0)
	}

	const load = async () => {
		state = 'loading'
		status.textContent = loadingText
		failed.hidden = true
		try {
			const response = await fetch(root.dataset.questions!)
			if (!response.ok) throw new Error(String(response.status))
			const loaded = (await response.json()) as { faqs: Question[]; phones?: string[] }
			const { faqs } = loaded
			phones = loaded.phones ?? []
			for (const faq of faqs) {
				const option = document.createElement('div')
				option.setAttribute('role', 'option')
				option.id = `help-panel-${faq.id}`
				put(option, faq.question)
				listbox.append(option)
				questions.set(option, faq)
			}
			state = 'loaded'
			filter()
		} catch {
			state = 'idle'
			status.textContent = ''
			failed.hidden = false
		}
	}

	const choose = (option: HTMLElement | undefined) => {
		const faq = option && questions.get(option)
		if (!faq) return
		put(find('[data-help-answer] h3'), faq.question)
		put(find('[data-help-answer] p'), faq.answer, phones)
		list.hidden = true
		answerView.hidden = false
		back.focus()
		try {
			// Only the day and the page's language are counted (help-beacon.server.ts).
			navigator.sendBeacon('/help/asked', new URLSearchParams({ locale: root.dataset.locale! }))
		} catch {
			// Counting is a nicety: never let it get in the way of the answer.
		}
	}

	input.addEventListener('input', () => state === 'loaded' && filter())
	input.addEventListener('keydown', (event) => {
		const last = shown.length - 1
		if (event.isComposing || last < 0) return
		const to = {
			ArrowDown: active < last ? active + 1 : 0,
			ArrowUp: active ? active - 1 : last,
			Home: 0,
			End: last,
		}[event.key]
		if (event.key === 'Enter') choose(shown[active])
		else if (to === undefined) return
		else {
			select(to)
			shown[to]!.scrollIntoView({ block: 'nearest' })
		}
		event.preventDefault()
	})
	const optionOf = (event: Event) =>
		(event.target as Element).closest<HTMLElement>('[role=option]') ?? undefined
	listbox.addEventListener('click', (event) => choose(optionOf(event)))
	// As the pointer moves over the questions, the one under it is the active one.
	listbox.addEventListener('pointermove', (event) => {
		const index = shown.indexOf(optionOf(event)!)
		if (index >= 0 && index !== active) select(index)
	})
	back.addEventListener('click', () => {
		answerView.hidden = true
		list.hidden = false
		toTheSearch()
	})
	find('[data-help-close]').addEventListener('click', () => dialog.close())
	// The dialog has no padding of its own: a click on it is on the backdrop around the panel.
	dialog.addEventListener('click', (event) => event.target === dialog && dialog.close())
	dialog.addEventListener('close', () => {
		answerView.hidden = true
		list.hidden = false
		document.documentElement.style.overflow = ''
		launcher.focus()
	})

	return (fromKeyboard: boolean) => {
		typing = fromKeyboard || matchMedia('(pointer: fine)').matches
		dialog.showModal()
		// The page behind does not scroll under the panel.
		document.documentElement.style.overflow = 'hidden'
		toTheSearch()
		if (state === 'idle') void load()
	}
}

/** An element with these classes (written whole, for the page's CSS: decision 058) and children. */
function element<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	className: string,
	...children: (Node | string)[]
) {
	const made = document.createElement(tag)
	if (className) made.className = className
	made.append(...children)
	return made
}

/**
 * The help panel's markup, drawn with the texts of `data` (the button's box, in the page's
 * language): a modal `<dialog>` as a side sheet (its `::backdrop` dims the page), a search field over
 * a list of questions (a combobox and its listbox), a polite status line (loading, how many
 * questions are shown, none, or a link to the help page at `help` when they could not be loaded),
 * and the answer view with its Back button. The dialog itself has no padding: a click on it is a
 * click on the backdrop, which closes it.
 */
function drawPanel(data: DOMStringMap, help: string) {
	const close = element(
		'button',
		cls(
			'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
		),
	)
	close.type = 'button'
	close.dataset.helpClose = ''
	close.setAttribute('aria-label', data.close ?? '')
	// lucide's "x", as the server draws its icons (components/ui/static-icon.tsx).
	close.innerHTML =
		'<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-5" aria-hidden="true"><path d="M18 6 6 18"></path><path d="m6 6 12 12"></path></svg>'
	const title = element('h2', cls('text-xl font-bold text-slate-900'), data.title ?? '')
	title.id = 'help-panel-title'
	// Given the focus when the panel opens on a touch screen (`panel`).
	title.tabIndex = -1

	// The site's text field (components/ui/field.tsx, `controlVariants`).
	const input = element(
		'input',
		cls(
			'rounded-md border bg-white text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60 aria-invalid:border-2 aria-invalid:border-danger h-11 px-3 block w-full border-slate-500',
		),
	)
	input.type = 'text'
	input.maxLength = MAX_QUERY_LENGTH
	input.autocomplete = 'off'
	input.placeholder = data.placeholder ?? ''
	for (const [name, value] of [
		['role', 'combobox'],
		['aria-label', data.placeholder ?? ''],
		['aria-controls', 'help-panel-options'],
		['aria-expanded', 'false'],
		['aria-autocomplete', 'list'],
	])
		input.setAttribute(name!, value!)

	const count = element('span', '', data.loading ?? '')
	count.dataset.count = data.count
	count.dataset.empty = data.empty
	const failed = element(
		'a',
		cls('text-primary-dark underline underline-offset-2'),
		data.loadError ?? '',
	)
	failed.href = help
	failed.hidden = true
	const status = element('p', cls('px-3 text-slate-700'), count, failed)
	status.setAttribute('role', 'status')

	const group = element(
		'div',
		cls('px-2 pb-2 text-sm font-semibold text-slate-700'),
		data.group ?? '',
	)
	group.id = 'help-panel-group'
	const listbox = element(
		'div',
		cls(
			'h-[60vh] overflow-y-auto *:cursor-pointer *:rounded-md *:px-3 *:py-3 *:text-slate-900 *:aria-selected:bg-primary-light',
		),
	)
	listbox.id = 'help-panel-options'
	listbox.setAttribute('role', 'listbox')
	listbox.setAttribute('aria-labelledby', 'help-panel-group')
	const options = element('div', '', group, listbox)
	options.hidden = true
	const list = element('div', cls('flex flex-col gap-3'), input, status, options)
	list.dataset.helpList = ''

	const back = element(
		'button',
		cls('font-semibold text-primary-dark underline underline-offset-2'),
		data.back ?? '',
	)
	back.type = 'button'
	const answer = element(
		'div',
		'',
		back,
		element('h3', cls('mt-4 text-lg font-semibold text-slate-900')),
		element('p', cls('mt-2 text-slate-800')),
	)
	answer.dataset.helpAnswer = ''
	answer.hidden = true

	const dialog = element(
		'dialog',
		cls(
			'fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[90vw] max-w-none bg-white p-0 shadow-xl backdrop:bg-slate-900/50 sm:w-[540px]',
		),
		element(
			'div',
			cls('flex h-full flex-col gap-4 overflow-y-auto p-5'),
			element('div', cls('flex items-start justify-between gap-4'), title, close),
			list,
			answer,
		),
	)
	dialog.setAttribute('aria-labelledby', 'help-panel-title')
	return dialog
}
