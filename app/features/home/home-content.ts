import type { SiteMessageKey as MessageKey } from '#app/i18n/i18n'

export type ServiceIcon = 'badge' | 'file' | 'wrench' | 'baby' | 'users' | 'coins'

interface ServiceTile {
	href: string
	title: MessageKey
	text: MessageKey
	icon: ServiceIcon
}

/** The six communal service tiles of the home page, each leading to its `/services/*` page. */
export const serviceTiles: ServiceTile[] = [
	{
		href: '/services/licenses',
		title: 'services.licenses.title',
		text: 'services.licenses.text',
		icon: 'badge',
	},
	{
		href: '/services/administrative',
		title: 'services.administrative.title',
		text: 'services.administrative.text',
		icon: 'file',
	},
	{
		href: '/services/technical',
		title: 'services.technical.title',
		text: 'services.technical.text',
		icon: 'wrench',
	},
	{
		href: '/services/birth-certificate',
		title: 'services.birthCertificate.title',
		text: 'services.birthCertificate.text',
		icon: 'baby',
	},
	{
		href: '/services/social-affairs',
		title: 'services.socialAffairs.title',
		text: 'services.socialAffairs.text',
		icon: 'users',
	},
	{ href: '/services/tax', title: 'services.tax.title', text: 'services.tax.text', icon: 'coins' },
]

interface ProgramCard {
	title: MessageKey
	text: MessageKey
	action: MessageKey
	href: string
}

export const programCards: ProgramCard[] = [
	{
		title: 'programs.agenda.title',
		text: 'programs.agenda.text',
		action: 'programs.agenda.action',
		href: '/programs/agenda',
	},
	{
		title: 'programs.projects.title',
		text: 'programs.projects.text',
		action: 'programs.projects.action',
		href: '/programs/projects',
	},
]
