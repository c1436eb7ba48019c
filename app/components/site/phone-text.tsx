import { createContext, useContext } from 'react'
import { useSettings } from '#app/i18n/hooks'
import type { SiteSettings } from '#app/root-data'
import { telHref } from '#app/utils/misc'

/**
 * The council's numbers a text of the site may name, as the settings write them: its office line
 * (`{phone}` in pages, help answers and the site's texts) and its emergency lines. Short numbers
 * (the national 117 or 118) are left out: three digits also appear in prices, rooms and
 * references, and a wrong `tel:` link is worse than none. Longest first, so a number that holds a
 * shorter one is matched whole.
 */
export function councilPhoneNumbers(
	settings: Pick<SiteSettings, 'phone' | 'emergencyNumbers'>,
): string[] {
	const numbers = [settings.phone, ...Object.values(settings.emergencyNumbers)]
		.map((number) => number.trim())
		.filter((number) => number.replace(/\D/g, '').length >= 6)
	return [...new Set(numbers)].sort((a, b) => b.length - a.length)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A text cut where it names one of `numbers` as written (not inside a longer number or word):
 * strings, and `{ phone }` for each number found.
 */
export function phoneSegments(
	text: string,
	numbers: readonly string[],
): (string | { phone: string })[] {
	if (!numbers.length || !text) return [text]
	const pattern = new RegExp(
		`(?<![\\p{L}\\p{N}+])(?:${numbers.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
		'gu',
	)
	const segments: (string | { phone: string })[] = []
	let from = 0
	for (const match of text.matchAll(pattern)) {
		if (match.index > from) segments.push(text.slice(from, match.index))
		segments.push({ phone: match[0] })
		from = match.index + match[0].length
	}
	if (from < text.length) segments.push(text.slice(from))
	return segments
}

/**
 * The numbers public pages turn into `tel:` links (provided by the site's frame): none elsewhere
 * (the staff area's previews, tests), so a text is then drawn as it is.
 */
const PhoneNumbers = createContext<readonly string[]>([])

/** Around the public pages: the council's numbers, from its settings. */
export function PhoneNumbersProvider({ children }: { children: React.ReactNode }) {
	const settings = useSettings()
	return <PhoneNumbers value={councilPhoneNumbers(settings)}>{children}</PhoneNumbers>
}

/**
 * A text with the council's numbers in it as `tel:` links, so a reader on a phone calls with a tap
 * (found on a phone: "call the council office on +237 …" could only be copied by hand). Never
 * inside another link.
 */
export function PhoneText({ text }: { text: string }) {
	const numbers = useContext(PhoneNumbers)
	return phoneSegments(text, numbers).map((segment, i) =>
		typeof segment === 'string' ? (
			segment
		) : (
			<a
				key={i}
				href={telHref(segment.phone)}
				className="font-medium whitespace-nowrap text-primary-dark underline underline-offset-2 hover:no-underline"
			>
				{segment.phone}
			</a>
		),
	)
}
