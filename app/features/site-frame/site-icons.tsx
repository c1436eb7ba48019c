import { iconLinks } from '#app/features/settings/emblem'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useSettings } from '#app/i18n/hooks'

/** The manifest's address in a language: `name` and `short_name` are the council's in it. */
export const manifestPath = (locale: 'en' | 'fr') => localizePath('/manifest.webmanifest', locale)

/**
 * The icons of the document's head and its web manifest (decision 055): made from the council's
 * emblem when it gave one, else the site's own. In the head of every document, staff area
 * included, so a bookmark or a phone's home screen shows the council's emblem.
 */
export function SiteIcons() {
	const { emblem } = useSettings()
	const locale = useLocale()
	return (
		<>
			{iconLinks(emblem).map((link) => (
				<link key={link.href} {...link} />
			))}
			<link rel="manifest" href={manifestPath(locale)} />
		</>
	)
}
