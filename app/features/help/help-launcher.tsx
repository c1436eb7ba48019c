import { MessageCircleQuestion } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'

// The panel (cmdk, the dialog and the questions) is fetched the first time someone reaches for
// the button, so readers who never open it download none of it.
const loadAssistant = () => import('./help-assistant')
const HelpAssistant = lazy(loadAssistant)

/**
 * The help button. It is a link to the help page, so it works before and without JavaScript; once
 * the page is interactive it opens the help panel instead. On a phone it sits in the page's flow,
 * after the content and before the footer: floating there, it covered the words under it (issue
 * 33). From `md` up it floats in the corner, the footer keeping room for it at the page's end.
 */
export function HelpLauncher() {
	const t = useT()
	const locale = useLocale()
	const [open, setOpen] = useState(false)
	const [used, setUsed] = useState(false)
	const buttonRef = useRef<HTMLAnchorElement>(null)
	return (
		<div className="mx-auto mt-12 flex max-w-7xl justify-end px-4 md:contents">
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
				className="inline-flex h-12 items-center gap-2 rounded-full bg-primary px-4 font-semibold text-white hover:bg-primary-dark md:fixed md:right-4 md:bottom-4 md:z-40 md:shadow-lg"
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
		</div>
	)
}
