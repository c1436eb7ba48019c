import { MessageCircleQuestion, X } from 'lucide-react'
import { Input } from '#app/components/ui/field'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { islandProps } from '#app/platform/islands/island'
import { MAX_QUERY_LENGTH } from '#app/utils/text'

/**
 * The help button. It is a link to the help page, so it works before and without JavaScript; with
 * it, the help island (help.island.ts) opens the help panel instead. On a phone it sits in the
 * page's flow, after the content and before the footer: floating there, it covered the words under
 * it (issue 33). From `md` up it floats in the corner, the footer keeping room for it at the
 * page's end.
 *
 * The panel is drawn here, by the server, in the page's language, inside a `<template>`: inert and
 * unseen until the island first opens it, so the island carries no text of its own. The questions
 * come from `/help/questions` (`data-questions`) when the panel is first opened.
 */
export function HelpLauncher() {
	const t = useT()
	const locale = useLocale()
	return (
		<div
			className="mx-auto mt-12 flex max-w-7xl justify-end px-4 md:contents"
			{...islandProps('help')}
			data-questions={localizePath('/help/questions', locale)}
			data-locale={locale}
		>
			<a
				href={localizePath('/help', locale)}
				className="inline-flex h-12 items-center gap-2 rounded-full bg-primary px-4 font-semibold text-white hover:bg-primary-dark md:fixed md:right-4 md:bottom-4 md:z-40 md:shadow-lg"
			>
				<MessageCircleQuestion aria-hidden="true" className="size-6" />
				{t('help.open')}
			</a>
			<template>
				<HelpPanel />
			</template>
		</div>
	)
}

/**
 * The help panel's markup: a modal `<dialog>` as a side sheet (its `::backdrop` dims the page), a
 * search field over a list of questions (a combobox and its listbox: the island moves the active
 * question with ↑/↓ and opens it with Enter), a polite status line (loading, how many questions
 * are shown, none, or a link to the help page when they could not be loaded), and the answer
 * view with its Back button. The dialog itself has no padding: a click on it is a click on the
 * backdrop, which closes it.
 */
function HelpPanel() {
	const t = useT()
	const locale = useLocale()
	return (
		<dialog
			aria-labelledby="help-panel-title"
			className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[90vw] max-w-none bg-white p-0 shadow-xl backdrop:bg-slate-900/50 sm:w-[540px]"
		>
			<div className="flex h-full flex-col gap-4 overflow-y-auto p-5">
				<div className="flex items-start justify-between gap-4">
					<h2 id="help-panel-title" className="text-xl font-bold text-slate-900">
						{t('help.title')}
					</h2>
					<button
						type="button"
						data-help-close=""
						aria-label={t('help.close')}
						className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
					>
						<X aria-hidden="true" className="size-5" />
					</button>
				</div>
				<div data-help-list="" className="flex flex-col gap-3">
					<Input
						type="text"
						role="combobox"
						aria-label={t('help.placeholder')}
						aria-controls="help-panel-options"
						aria-expanded="false"
						aria-autocomplete="list"
						autoComplete="off"
						placeholder={t('help.placeholder')}
						maxLength={MAX_QUERY_LENGTH}
					/>
					<p role="status" className="px-3 text-slate-700">
						<span data-count={t('help.count', { count: '{count}' })} data-empty={t('help.empty')}>
							{t('help.loading')}
						</span>
						<a
							href={localizePath('/help', locale)}
							hidden
							className="text-primary-dark underline underline-offset-2"
						>
							{t('help.loadError')}
						</a>
					</p>
					<div hidden>
						<div id="help-panel-group" className="px-2 pb-2 text-sm font-semibold text-slate-700">
							{t('help.group')}
						</div>
						<div
							id="help-panel-options"
							role="listbox"
							aria-labelledby="help-panel-group"
							className="h-[60vh] overflow-y-auto *:cursor-pointer *:rounded-md *:px-3 *:py-3 *:text-slate-900 *:aria-selected:bg-primary-light"
						/>
					</div>
				</div>
				<div data-help-answer="" hidden>
					<button
						type="button"
						className="font-semibold text-primary-dark underline underline-offset-2"
					>
						{t('help.back')}
					</button>
					<h3 className="mt-4 text-lg font-semibold text-slate-900" />
					<p className="mt-2 text-slate-800" />
				</div>
			</div>
		</dialog>
	)
}
