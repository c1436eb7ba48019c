import { MessageCircleQuestion } from 'lucide-react'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useT } from '#app/i18n/hooks'
import { islandProps } from '#app/platform/islands/island'

/**
 * The help button. It is a link to the help page, so it works before and without JavaScript; with
 * it, the help island (help.island.ts) opens the help panel instead. On a phone it sits in the
 * page's flow, after the content and before the footer: floating there, it covered the words under
 * it (issue 33). From `md` up it floats in the corner, the footer keeping room for it at the
 * page's end.
 *
 * The panel is drawn by the island the first time it is opened, with the texts the server wrote
 * here in the page's language (`data-*`), so the island carries no text of its own. Its markup was
 * a `<template>` in every page, 0.3–0.35 KiB compressed of what a page can send in its first round
 * trip (issue 34). The questions come from `/help/questions` (`data-questions`) when the panel is
 * first opened.
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
			data-title={t('help.title')}
			data-close={t('help.close')}
			data-placeholder={t('help.placeholder')}
			data-loading={t('help.loading')}
			data-count={t('help.count', { count: '{count}' })}
			data-empty={t('help.empty')}
			data-load-error={t('help.loadError')}
			data-group={t('help.group')}
			data-back={t('help.back')}
		>
			<a
				href={localizePath('/help', locale)}
				className="inline-flex h-12 items-center gap-2 rounded-full bg-primary px-4 font-semibold text-white hover:bg-primary-dark md:fixed md:right-4 md:bottom-4 md:z-40 md:shadow-lg"
			>
				<MessageCircleQuestion aria-hidden="true" className="size-6" />
				{t('help.open')}
			</a>
		</div>
	)
}
