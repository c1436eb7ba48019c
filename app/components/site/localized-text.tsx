import { PhoneText } from './phone-text'
import type { LocalizedText } from '#app/utils/localized'
import { useT } from '#app/i18n/hooks'

/**
 * Text from the database in the page's language or, when staff wrote it only in the other
 * language, that text marked with its own `lang` (so screen readers switch voice).
 */
export function Localized({
	value,
	as: Tag = 'span',
	className,
	phones = false,
}: {
	value: LocalizedText
	as?: 'span' | 'p' | 'h3'
	className?: string
	/** The council's numbers in it as `tel:` links (a text never inside a link: an answer). */
	phones?: boolean
}) {
	return (
		<Tag lang={value.fallback ? value.lang : undefined} className={className}>
			{phones ? <PhoneText text={value.text} /> : value.text}
		</Tag>
	)
}

/** "Available in English only" / « Disponible en français seulement », in the text's language. */
export function FallbackNotice({ value }: { value: LocalizedText }) {
	const t = useT()
	if (!value.fallback) return null
	return (
		<p lang={value.lang} className="mt-1 text-xs font-medium text-slate-600 italic">
			{t(value.lang === 'en' ? 'content.onlyInEnglish' : 'content.onlyInFrench')}
		</p>
	)
}
