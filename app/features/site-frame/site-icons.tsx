import { useMatches } from 'react-router'
import { iconLinks } from '#app/features/settings/emblem'
import { localizePath } from '#app/i18n/locales'
import { useLocale, useSettings } from '#app/i18n/hooks'

/** The manifest's address in a language: `name` and `short_name` are the council's in it. */
export const manifestPath = (locale: 'en' | 'fr') => localizePath('/manifest.webmanifest', locale)

/**
 * What a route says in its `handle` when its page links the web manifest: the pages from which
 * the site is meant to be kept on a phone's home screen (the pocket guide, decision 064).
 */
export const WEB_MANIFEST_HANDLE = { webManifest: true } as const

function useLinksWebManifest(): boolean {
	return useMatches().some(
		(match) => (match.handle as { webManifest?: boolean } | undefined)?.webManifest === true,
	)
}

/**
 * The icons of the document's head (decision 055): made from the council's emblem when it gave
 * one, else the site's own drawing, written into the page (decision 064). In the head of every
 * document, staff area included, so a bookmark or a phone's home screen shows the council's
 * emblem. The web manifest is linked only where the route asks for it (decision 064): a phone's
 * browser asks for it after every page it loads, and a reader on paid data would pay for it on
 * every page for an install they are offered where it is useful.
 */
export function SiteIcons() {
	const { emblem } = useSettings()
	const locale = useLocale()
	const manifest = useLinksWebManifest()
	return (
		<>
			{iconLinks(emblem).map((link) => (
				<link key={link.href} {...link} />
			))}
			{manifest ? <link rel="manifest" href={manifestPath(locale)} /> : null}
		</>
	)
}
