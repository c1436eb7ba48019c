import type { BothLanguages } from '#app/features/cms/content-type'
import { plainText } from '#app/features/formatting/markdown.server'
import { excerpt } from '#app/utils/text'

/** A text in both languages as an announcement carries it (a missing one is empty). */
export const bothLanguages = (
	en: string | null | undefined,
	fr: string | null | undefined,
): BothLanguages => ({ en: en ?? '', fr: fr ?? '' })

/** A formatted text as a message's summary: its words without marks, cut to a paragraph. */
export const mailSummary = (markdown: { en: string | null; fr: string | null }): BothLanguages => ({
	en: markdown.en ? excerpt(plainText(markdown.en), 400) : '',
	fr: markdown.fr ? excerpt(plainText(markdown.fr), 400) : '',
})
