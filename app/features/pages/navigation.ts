import type { SiteMessageKey as MessageKey } from '#app/i18n/i18n'

interface NavLink {
	/** English path; the French one is derived with `localizePath`. */
	href: string
	label: MessageKey
}

/** The first item of the main menu, before the council's groups. */
export const homeLink: NavLink = { href: '/', label: 'nav.home' }
