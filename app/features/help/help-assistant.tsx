import { Command } from 'cmdk'
import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { controlVariants } from '#app/components/ui/field'
import { localizePath } from '#app/i18n/locales'
import type { HelpData } from './help.server'
import { useLocale, useT } from '#app/i18n/hooks'
import { matchesQuery, queryWords } from '#app/utils/text'

type Faq = HelpData['faqs'][number]

/** Accent- and case-insensitive, every word a prefix: "etat" finds "état", "naiss" finds "naissance". */
function filterFaq(_value: string, search: string, keywords?: string[]) {
	return matchesQuery((keywords ?? []).join(' '), queryWords(search)) ? 1 : 0
}

/** The help panel: a side sheet with a searchable list of questions. */
export default function HelpAssistant({
	open,
	onOpenChange,
	returnFocus,
}: {
	open: boolean
	onOpenChange: (open: boolean) => void
	/** The panel is opened by a link, not a Radix trigger: give focus back to it on close. */
	returnFocus: () => void
}) {
	const t = useT()
	const locale = useLocale()
	const fetcher = useFetcher<HelpData>()
	const [selected, setSelected] = useState<Faq | null>(null)
	const [search, setSearch] = useState('')
	const inputRef = useRef<HTMLInputElement>(null)
	const backRef = useRef<HTMLButtonElement>(null)
	const helpPath = localizePath('/help', locale)

	// The questions come from the help page's loader, in the page's language.
	const loadedFor = useRef<string | null>(null)
	useEffect(() => {
		if (open && loadedFor.current !== helpPath && fetcher.state === 'idle') {
			loadedFor.current = helpPath
			void fetcher.load(helpPath)
		}
	}, [open, helpPath, fetcher])

	useEffect(() => {
		if (selected) backRef.current?.focus()
	}, [selected])

	const faqs = fetcher.data?.faqs
	const failed = fetcher.state === 'idle' && loadedFor.current === helpPath && !faqs

	return (
		<Dialog.Root
			open={open}
			onOpenChange={(next) => {
				onOpenChange(next)
				if (!next) setSelected(null)
			}}
		>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
				<Dialog.Content
					aria-describedby={undefined}
					onCloseAutoFocus={(event) => {
						event.preventDefault()
						returnFocus()
					}}
					className="fixed inset-y-0 right-0 z-50 flex w-[90vw] flex-col gap-4 overflow-y-auto bg-white p-5 shadow-xl sm:w-[540px]"
				>
					<div className="flex items-start justify-between gap-4">
						<Dialog.Title className="text-xl font-bold text-slate-900">
							{t('help.title')}
						</Dialog.Title>
						<Dialog.Close
							className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
							aria-label={t('help.close')}
						>
							<X aria-hidden="true" className="size-5" />
						</Dialog.Close>
					</div>
					{selected ? (
						<div>
							<button
								ref={backRef}
								type="button"
								onClick={() => {
									setSelected(null)
									requestAnimationFrame(() => inputRef.current?.focus())
								}}
								className="font-semibold text-primary-dark underline underline-offset-2"
							>
								{t('help.back')}
							</button>
							<h3
								lang={selected.question.fallback ? selected.question.lang : undefined}
								className="mt-4 text-lg font-semibold text-slate-900"
							>
								{selected.question.text}
							</h3>
							<p
								lang={selected.answer.fallback ? selected.answer.lang : undefined}
								className="mt-2 text-slate-800"
							>
								{selected.answer.text}
							</p>
						</div>
					) : (
						<Command
							label={t('help.group')}
							filter={filterFaq}
							loop
							className="flex flex-col gap-3"
						>
							<Command.Input
								ref={inputRef}
								value={search}
								onValueChange={setSearch}
								placeholder={t('help.placeholder')}
								aria-label={t('help.placeholder')}
								maxLength={100}
								autoFocus
								className={controlVariants()}
							/>
							<Command.List label={t('help.group')} className="h-[60vh] overflow-y-auto">
								{faqs ? (
									<>
										<Command.Empty className="p-3 text-slate-700">{t('help.empty')}</Command.Empty>
										<Command.Group
											heading={t('help.group')}
											className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pb-2 [&_[cmdk-group-heading]]:text-sm [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-700"
										>
											{faqs.map((faq) => (
												<Command.Item
													key={faq.id}
													value={`faq-${faq.id}`}
													keywords={[faq.question.text, faq.answer.text]}
													onSelect={() => {
														setSelected(faq)
														countQuestion(locale)
													}}
													className="cursor-pointer rounded-md px-3 py-3 text-slate-900 data-[selected=true]:bg-primary-light"
												>
													{faq.question.text}
												</Command.Item>
											))}
										</Command.Group>
									</>
								) : (
									<Command.Loading className="p-3 text-slate-700">
										{failed ? (
											<a href={helpPath} className="text-primary-dark underline">
												{t('help.loadError')}
											</a>
										) : (
											t('help.loading')
										)}
									</Command.Loading>
								)}
							</Command.List>
						</Command>
					)}
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}

/** Tells the server a question was read (anonymous: the day and language only). */
function countQuestion(locale: string) {
	try {
		navigator.sendBeacon?.('/help/asked', new URLSearchParams({ locale }))
	} catch {
		// Counting is a nicety: never let it get in the way of the answer.
	}
}
