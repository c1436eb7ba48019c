import { createContext, useContext } from 'react'
import { useSettings } from '#app/i18n/hooks'
import { councilPhoneNumbers, phoneSegments, telHref } from '#app/utils/phone-numbers'

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
