import { MessageCircleQuestion } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'

// The panel (cmdk, the dialog and the questions) is fetched the first time someone reaches for
// the button, so readers who never open it download none of it.
const loadAssistant = () => import('./help-assistant')
const HelpAssistant = lazy(loadAssistant)

/**
 * The floating help button. It is a link to the help page, so it works before and without
 * JavaScript; once the page is interactive it opens the help panel instead.
 */
export function HelpLauncher() {
	const t = useT()
	const locale = useLocale()
	const [open, setOpen] = useState(false)
	const [used, setUsed] = useState(false)
	const buttonRef = useRef<HTMLAnchorElement>(null)
	return (
		<>
			<a
				ref={buttonRef}
				href={localizePath('/help', locale)}
				onClick={(event) => {
					if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
					event.preventDefault()
					setUsed(true)
					setOpen(true)
				}}
				onPointerEnter={() => void loadAssistant()}
				onFocus={() => void loadAssistant()}
				aria-haspopup="dialog"
				className="fixed right-4 bottom-4 z-40 inline-flex h-12 items-center gap-2 rounded-full bg-primary px-4 font-semibold text-white shadow-lg hover:bg-primary-dark"
			>
				<MessageCircleQuestion aria-hidden="true" className="size-6" />
				{t('help.open')}
			</a>
			{used ? (
				<Suspense fallback={null}>
					<HelpAssistant
						open={open}
						onOpenChange={setOpen}
						returnFocus={() => buttonRef.current?.focus()}
					/>
				</Suspense>
			) : null}
		</>
	)
}
