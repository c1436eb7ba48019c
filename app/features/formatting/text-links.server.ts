import type { Locale } from '#app/i18n/locales'
import { formatText, linkTargets } from './markdown.server'

/** Every link address of a formatted text in each language, with the language it is in. */
export const textLinks = (en: string | null, fr: string | null) =>
	(['en', 'fr'] as const).flatMap((lang) =>
		linkTargets(formatText((lang === 'en' ? en : fr) ?? '')).map((target) => ({
			lang: lang as Locale,
			target,
		})),
	)
