import { useEffect, useRef, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { localizePath } from '#app/i18n/locales'
import type { SearchResults } from './search-page.server'
import { useLocale, useT } from '#app/i18n/hooks'

// Marks the page once suggestions are available. Being a side effect, it also keeps the bundler
// from merging unrelated shared code into this on-demand file (see experimentalMinChunkSize in
// vite.config.ts), which would make every page download it up front.
if (typeof document !== 'undefined') document.documentElement.dataset.searchSuggestions = 'ready'

const DEBOUNCE_MS = 250
const MIN_LENGTH = 2

/**
 * Instant suggestions under a site search field. This module is loaded only when the field first
 * gets focus (see SearchForm), so readers who never search never download it. Without JavaScript
 * the field is a plain GET form to /search and nothing here runs.
 *
 * Keyboard: ↓ from the field goes to the suggestions, ↑/↓ move between them, Escape closes them
 * and returns to the field. A polite status says how many there are.
 */
export default function SearchSuggestions({ inputId }: { inputId: string }) {
	const t = useT()
	const locale = useLocale()
	const fetcher = useFetcher<SearchResults>()
	const [query, setQuery] = useState('')
	const [open, setOpen] = useState(false)
	const listRef = useRef<HTMLUListElement>(null)
	const load = useRef(fetcher.load)
	load.current = fetcher.load
	const searchPath = localizePath('/search', locale)

	useEffect(() => {
		const input = document.getElementById(inputId) as HTMLInputElement | null
		if (!input) return
		let timer: ReturnType<typeof setTimeout> | undefined
		const update = () => {
			clearTimeout(timer)
			timer = setTimeout(() => {
				const q = input.value.trim()
				setQuery(q)
				setOpen(q.length >= MIN_LENGTH)
				if (q.length >= MIN_LENGTH)
					void load.current(`${searchPath}?q=${encodeURIComponent(q)}&suggest=1`)
			}, DEBOUNCE_MS)
		}
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key === 'ArrowDown') {
				const first = listRef.current?.querySelector('a')
				if (first) {
					event.preventDefault()
					first.focus()
				}
			} else if (event.key === 'Escape') setOpen(false)
		}
		input.addEventListener('input', update)
		input.addEventListener('keydown', onKeyDown)
		if (input.value.trim()) update()
		return () => {
			clearTimeout(timer)
			input.removeEventListener('input', update)
			input.removeEventListener('keydown', onKeyDown)
		}
	}, [inputId, searchPath])

	const data = fetcher.data
	const hits = open && data && data.query === query ? data.hits : []

	function onListKeyDown(event: React.KeyboardEvent<HTMLUListElement>) {
		const links = Array.from(listRef.current?.querySelectorAll('a') ?? [])
		const index = links.indexOf(document.activeElement as HTMLAnchorElement)
		const input = document.getElementById(inputId)
		if (event.key === 'ArrowDown' && index < links.length - 1) links[index + 1]?.focus()
		else if (event.key === 'ArrowUp') (index > 0 ? links[index - 1] : input)?.focus()
		else if (event.key === 'Escape') {
			setOpen(false)
			input?.focus()
		} else return
		event.preventDefault()
	}

	const status =
		open && data && data.query === query
			? hits.length
				? t('search.count', { count: data.total })
				: t('search.noResults', { query })
			: ''

	return (
		<>
			<p role="status" className="sr-only">
				{status}
			</p>
			{open && (hits.length || status) ? (
				<div className="absolute inset-x-0 top-full z-50 mt-1 rounded-md border border-slate-300 bg-white text-left shadow-lg">
					<ul
						ref={listRef}
						aria-label={t('search.suggestions')}
						onKeyDown={onListKeyDown}
						className="max-h-[60vh] overflow-y-auto py-1"
					>
						{hits.map((hit) => (
							<li key={`${hit.url}|${hit.title.map((p) => p.text).join('')}`}>
								<Link
									to={hit.url}
									onClick={() => setOpen(false)}
									className="block px-4 py-2 text-slate-900 hover:bg-primary-light focus:bg-primary-light focus:outline-2 focus:outline-primary-dark"
								>
									<span className="block font-medium">{hit.title.map((p) => p.text).join('')}</span>
									<span className="block text-sm text-slate-700">
										{t(`search.type.${hit.type}`)}
										{hit.context ? ` · ${hit.context}` : ''}
									</span>
								</Link>
							</li>
						))}
						<li>
							<Link
								to={`${searchPath}?q=${encodeURIComponent(query)}`}
								onClick={() => setOpen(false)}
								className="block border-t border-slate-200 px-4 py-2 font-semibold text-primary-dark underline underline-offset-2 focus:bg-primary-light focus:outline-2 focus:outline-primary-dark"
							>
								{t('search.seeAll', { query })}
							</Link>
						</li>
					</ul>
				</div>
			) : null}
		</>
	)
}
