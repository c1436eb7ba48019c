import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation, useRouteLoaderData } from 'react-router'
import { useLocale } from '#app/i18n/hooks'
import { BLOCK_ATTRIBUTES, FEEDBACK_PATH, type FirstAnswer } from './feedback-paths'
import type { FeedbackForms } from './feedback-live'

type LiveModule = { FeedbackForms: typeof FeedbackForms }

/**
 * What draws the block on the server, given by entry.server.tsx: a static import here would put
 * its code in every page's JavaScript, which is what this module avoids.
 */
let serverForms: typeof FeedbackForms | undefined
export function drawFeedbackOnServer(forms: typeof FeedbackForms) {
	serverForms = forms
}
let live: LiveModule | undefined
const loadLive = () =>
	import('./feedback-live').then((module) => {
		live = module
		return module
	})

/** Fetched ahead; a failure is met again, and handled, when the reader sends. */
const preload = () => void loadLive().catch(() => undefined)

/** Set once the page has hydrated: a block mounted after that (another language) is not hydrating. */
let pageHydrated = false

/** The anti-abuse start value the site layout's loader made for this page. */
function useLayoutStarted() {
	const en = useRouteLoaderData('layout') as { feedbackStarted?: string } | undefined
	const fr = useRouteLoaderData('fr/layout') as { feedbackStarted?: string } | undefined
	return (fr ?? en)?.feedbackStarted ?? ''
}

/**
 * Page feedback at the foot of every public page (decision 038). It is part of the page everyone
 * shares (decision 035): the same for every reader, nothing of theirs in it, and plain forms that
 * post to `/feedback` without JavaScript.
 *
 * Pages do not carry its code. The server draws it (FeedbackForms); in the browser the markup the
 * server sent is kept as it is (an element whose inner HTML React leaves alone), its hidden fields
 * following the page shown. The code that answers in place (feedback-live.tsx) is fetched when a
 * reader first reaches into the block, and takes over when they send: what they sent is sent then.
 */
export function FeedbackBlock() {
	const { pathname } = useLocation()
	const locale = useLocale()
	const started = useLayoutStarted()
	if (pathname === FEEDBACK_PATH || pathname === `/fr${FEEDBACK_PATH}`) return null
	if (import.meta.env.SSR) {
		const ServerForms = serverForms
		return ServerForms ? <ServerForms page={pathname} started={started} /> : null
	}
	// Another language is another block (its words, its address).
	return <BrowserBlock key={locale} page={pathname} started={started} />
}

function BrowserBlock({ page, started }: { page: string; started: string }) {
	const ref = useRef<HTMLElement>(null)
	// The server's markup is there only for the block the page was loaded with.
	const [kept] = useState(() => !pageHydrated)
	// Once React draws the block, it keeps drawing it (the kept markup is gone).
	const [drawn, setDrawn] = useState(!kept)
	const [first, setFirst] = useState<FirstAnswer>()
	const [module, setModule] = useState(live)
	useEffect(() => {
		pageHydrated = true
		if (drawn && !module) loadLive().then(setModule, () => undefined)
	}, [drawn, module])

	// On another page, the kept forms speak of it: its address and a start value made for it.
	const [shownPage, setShownPage] = useState(page)
	useEffect(() => {
		if (page === shownPage) return
		setShownPage(page)
		// An answer belongs to its page: another page starts afresh.
		setFirst(undefined)
		const block = ref.current
		if (!block) return
		for (const form of block.querySelectorAll('form')) form.reset()
		block.querySelector('details')?.removeAttribute('open')
		for (const input of block.querySelectorAll<HTMLInputElement>('input[name="page"]'))
			input.value = page
		for (const input of block.querySelectorAll<HTMLInputElement>('input[name="form_started"]'))
			input.value = started
	}, [page, shownPage, started])

	if (drawn) {
		if (!module) return null
		const answer = first?.data.get('page') === page ? first : undefined
		return <module.FeedbackForms key={page} page={page} started={started} first={answer} />
	}

	const send = (event: FormEvent<HTMLElement>) => {
		const form = event.target as HTMLFormElement
		const data = new FormData(form)
		// The button pressed (Yes or No) is part of what is sent.
		const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
		if (submitter?.name) data.set(submitter.name, submitter.value)
		event.preventDefault()
		const answer: FirstAnswer = {
			data,
			action: form.getAttribute('action') ?? FEEDBACK_PATH,
			reportOpen: Boolean(ref.current?.querySelector('details')?.open),
		}
		loadLive().then(
			(loaded) => {
				setModule(loaded)
				setFirst(answer)
				setDrawn(true)
			},
			() => {
				// The code could not be fetched (the connection dropped): sent as without JavaScript.
				if (submitter?.name) {
					const pressed = document.createElement('input')
					pressed.type = 'hidden'
					pressed.name = submitter.name
					pressed.value = submitter.value
					form.append(pressed)
				}
				HTMLFormElement.prototype.submit.call(form)
			},
		)
	}
	return (
		<section
			ref={ref}
			{...BLOCK_ATTRIBUTES}
			// React keeps the server's children as they are (it never hydrates inside this).
			dangerouslySetInnerHTML={{ __html: '' }}
			suppressHydrationWarning
			onSubmit={send}
			// The code is fetched as the reader reaches in, so it is there when they send.
			onFocus={preload}
			onPointerDown={preload}
		/>
	)
}
