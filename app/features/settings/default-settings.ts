import type { CouncilSettings } from '#app/features/settings/settings-schema'
import { defaultMenuGroups } from '#app/features/pages/menu'

// Kept apart from the Zod schemas so that browser code can use it without shipping Zod.
/**
 * Used when a key is missing or its stored value is invalid, so a page always renders. A new
 * council's install (`SEED=false`) starts from these: nothing here belongs to any one council.
 */
export const fallbackSettings: CouncilSettings = {
	name: { en: 'Council', fr: 'Commune' },
	shortName: 'Council',
	motto: { en: '', fr: '' },
	phone: '',
	email: '',
	postalAddress: { en: '', fr: '' },
	poBox: '',
	social: { facebook: '', x: '', youtube: '', whatsapp: '' },
	established: 0,
	population: 0,
	areaKm2: 0,
	officeHours: { en: '', fr: '' },
	logo: '/images/logo.svg',
	emblem: '',
	homePicture: { image: '', imageAlt: { en: '', fr: '' }, imageDecorative: false },
	mapLink: '',
	emergencyNumbers: { police: '', fire: '', ambulance: '', council: '' },
	hallHours: [],
	// Nothing until staff write it (Mayor Updates): the home page's section and the mayor's block
	// are left out while there is no message (decision 055), so readers never meet a placeholder.
	mayor: {
		name: '',
		image: '',
		imageAlt: { en: '', fr: '' },
		imageDecorative: false,
		title: { en: '', fr: '' },
		message: { en: '', fr: '' },
	},
	menuGroups: defaultMenuGroups,
	texts: {},
	reviewRequired: false,
	// References of requests (decision 039) read `REQ-2026-0001` until the council
	// chooses its own letters.
	requestPrefix: 'REQ',
}
