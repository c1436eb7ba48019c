import { cls } from '#app/platform/islands/cls'
import { enhance } from '#app/platform/islands/enhance'

/** The pause in typing after which suggestions are asked for, and the fewest characters asked. */
const DEBOUNCE_MS = 250
const MIN_LENGTH = 2

/** What `/search/suggest` answers (search-page.server.ts, `searchSuggestions`). */
interface Suggestions {
	total: number
	hits: { url: string; title: string; kind: string }[]
}

const LINK = cls(
	'block px-4 py-2 focus:bg-primary-light focus:outline-2 focus:outline-primary-dark',
)

/** A template of the form's (`{count}`, `{query}`) filled in; `$` in the value stays as typed. */
const fill = (template = '', name: string, value: string | number) =>
	template.replaceAll(`{${name}}`, () => String(value))

function element<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	className: string,
	...children: (Node | string)[]
) {
	const made = document.createElement(tag)
	made.className = className
	made.append(...children)
	return made
}

function item(href: string, className: string, ...children: (Node | string)[]) {
	const link = element('a', `${LINK} ${className}`, ...children)
	link.href = href
	return element('li', '', link)
}

/**
 * Suggestions under a site search field (SearchForm in top-bar.tsx): as one types, the first pages
 * that match, from `/search/suggest` (`/fr/search/suggest`), and a link to all the results. The
 * texts are the form's, in the page's language. Without JavaScript the form goes to the search page.
 * Keyboard: ↓ from the field goes to the suggestions, ↑/↓ move between them (↑ from the first: the
 * field), Escape closes them and returns to the field. A polite status says how many there are.
 */
enhance<HTMLFormElement>('search-suggestions', (form) => {
	const input = form.querySelector<HTMLInputElement>('input[name="q"]')!
	const box = input.parentElement!
	const path = form.getAttribute('action')!
	const { count, none, all, label } = form.dataset
	// Drawn here rather than by the server: every page has a search field, few readers use it.
	const status = element('p', cls('sr-only'))
	status.setAttribute('role', 'status')
	const list = element('ul', cls('max-h-[60vh] overflow-y-auto py-1'))
	list.setAttribute('aria-label', label ?? '')
	const panel = element(
		'div',
		cls(
			'absolute inset-x-0 top-full z-50 mt-1 rounded-md border border-slate-300 bg-white text-left shadow-lg',
		),
		list,
	)
	panel.hidden = true
	box.append(status, panel)
	let timer: ReturnType<typeof setTimeout> | undefined
	let asking: AbortController | undefined

	const close = () => {
		clearTimeout(timer)
		asking?.abort()
		panel.hidden = true
		status.textContent = ''
	}

	const show = async (query: string) => {
		asking?.abort()
		const mine = (asking = new AbortController())
		try {
			const response = await fetch(`${path}/suggest?q=${encodeURIComponent(query)}`, {
				signal: mine.signal,
			})
			if (!response.ok) return
			const { total, hits } = (await response.json()) as Suggestions
			if (mine.signal.aborted) return
			list.replaceChildren(
				...hits.map((hit) =>
					item(
						hit.url,
						cls('text-slate-900 hover:bg-primary-light'),
						element('span', cls('block font-medium'), hit.title),
						element('span', cls('block text-sm text-slate-700'), hit.kind),
					),
				),
				item(
					`${path}?q=${encodeURIComponent(query)}`,
					cls(
						'border-t border-slate-200 font-semibold text-primary-dark underline underline-offset-2',
					),
					fill(all, 'query', query),
				),
			)
			status.textContent = hits.length ? fill(count, 'count', total) : fill(none, 'query', query)
			panel.hidden = false
		} catch {
			// Replaced by a newer question, or no network: no suggestions; the form still works.
		}
	}

	const update = () => {
		clearTimeout(timer)
		timer = setTimeout(() => {
			const query = input.value.trim()
			if (query.length < MIN_LENGTH) close()
			else void show(query)
		}, DEBOUNCE_MS)
	}

	input.addEventListener('input', update)
	// A field that already holds words (the browser kept them) suggests when it is first used.
	input.addEventListener('focus', () => input.value.trim() && update(), { once: true })
	input.addEventListener('keydown', (event) => {
		if (panel.hidden) return
		if (event.key === 'ArrowDown') list.querySelector('a')?.focus()
		else if (event.key === 'Escape') close()
		else return
		event.preventDefault()
	})
	list.addEventListener('keydown', (event) => {
		const links = [...list.querySelectorAll('a')]
		const index = links.indexOf(document.activeElement as HTMLAnchorElement)
		if (event.key === 'ArrowDown') links[index + 1]?.focus()
		else if (event.key === 'ArrowUp') (links[index - 1] ?? input).focus()
		else if (event.key === 'Escape') {
			close()
			input.focus()
		} else return
		event.preventDefault()
	})
	// Put away when the reader moves on: a click or a tap elsewhere, the Tab key past them (a link
	// clicked is not followed by a focus everywhere, so a focus going nowhere does not count).
	document.addEventListener('pointerdown', (event) => {
		if (!box.contains(event.target as Node)) close()
	})
	box.addEventListener('focusout', (event) => {
		const to = event.relatedTarget as Node | null
		if (to && !box.contains(to)) close()
	})
})
