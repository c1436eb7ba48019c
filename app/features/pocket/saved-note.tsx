import { useT } from '#app/i18n/hooks'
import { DatedText } from './dated-text'

/**
 * The notice a stored copy of a page opens with (issue 35). The service worker, when it answers
 * from what it stored, writes the day it stored the page in place of the literal `{date}` and puts
 * the template's content in its place, first in `<main>`. Without a stored copy nobody sees it.
 */
export function SavedNote() {
	const t = useT()
	return (
		<template id="saved-note">
			<p className="border-b border-accent-dark bg-amber-50 px-4 py-2 text-center text-sm text-slate-900">
				<DatedText text={t('pocket.savedNote')}>
					<time>{'{date}'}</time>
				</DatedText>
			</p>
		</template>
	)
}
