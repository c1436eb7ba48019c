import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { bilingual, formSchema, image, picture, tel, web, type FieldDef } from './fields'
import { ADMIN_BASE } from '#app/config'

/**
 * Screens that edit the council's settings rather than a list of items: the mayor's message,
 * the emergency numbers, and the council's identity, contacts and hours. Like the content types,
 * each is described once; the server maps the flat form to the settings it changes
 * (`app/features/cms/settings.server.ts`). Identity texts are required in both languages: the
 * site shows them in the page's language everywhere.
 */
export type SettingsScreenKey = 'mayor' | 'emergency' | 'council'

export interface SettingsScreen {
	key: SettingsScreenKey
	path: string
	parent?: { label: AdminMessageKey; href: string }
	navLabel: AdminMessageKey
	title: AdminMessageKey
	intro: AdminMessageKey
	groups: readonly {
		legend: AdminMessageKey
		/** A sentence under the legend, about the group as a whole. */
		intro?: AdminMessageKey
		fields: readonly FieldDef[]
	}[]
	publicPath: string
	/** Only administrators may use it (the council's identity); editors manage content. */
	role?: 'admin'
}

/** A text the council's identity needs in both languages. */
const pair = <Base extends string>(
	base: Base,
	labels: readonly [en: AdminMessageKey, fr: AdminMessageKey],
	max: number,
) => bilingual(base, 'text', labels, max, { required: true })

/** Opening hours of the council hall: up to this many rows ("Monday – Friday" / "8:00 AM – 3:30 PM"). */
export const HALL_HOUR_ROWS = 4

const hallRow = (i: number): FieldDef[] => [
	...bilingual(
		`hall_${i}_days`,
		'text',
		['admin.settings.hallDaysEn', 'admin.settings.hallDaysFr'],
		60,
	),
	...bilingual(
		`hall_${i}_hours`,
		'text',
		['admin.settings.hallHoursEn', 'admin.settings.hallHoursFr'],
		60,
	),
]

export const settingsScreens = {
	mayor: {
		key: 'mayor',
		path: `${ADMIN_BASE}/content/mayor`,
		parent: { label: 'admin.nav.content', href: `${ADMIN_BASE}/content` },
		navLabel: 'admin.nav.mayor',
		title: 'admin.mayor.title',
		intro: 'admin.mayor.intro',
		groups: [
			{
				legend: 'admin.mayor.legend',
				fields: [
					{ name: 'mayor_name', kind: 'text', label: 'admin.field.name', required: true, max: 120 },
					...pair('mayor_title', ['admin.mayor.headingEn', 'admin.mayor.headingFr'], 160),
					...bilingual(
						'mayor_message',
						'textarea',
						['admin.mayor.messageEn', 'admin.mayor.messageFr'],
						3000,
						{ required: true, rows: 8 },
					),
					...picture('mayor_image', 'admin.field.photo'),
				],
			},
		],
		publicPath: '/government/meet-mayor',
	},
	emergency: {
		key: 'emergency',
		path: `${ADMIN_BASE}/pages/emergency`,
		parent: { label: 'admin.nav.pages', href: `${ADMIN_BASE}/pages` },
		navLabel: 'admin.emergency.title',
		title: 'admin.emergency.title',
		intro: 'admin.emergency.intro',
		groups: [
			{
				legend: 'admin.emergency.legend',
				fields: [
					tel('emergency_police', 'admin.emergency.police'),
					tel('emergency_fire', 'admin.emergency.fire'),
					tel('emergency_ambulance', 'admin.emergency.ambulance'),
					tel('emergency_council', 'admin.emergency.council'),
				],
			},
		],
		publicPath: '/residents/public-safety',
	},
	council: {
		key: 'council',
		path: `${ADMIN_BASE}/settings`,
		navLabel: 'admin.nav.settings',
		role: 'admin',
		title: 'admin.settings.title',
		intro: 'admin.settings.intro',
		groups: [
			{
				legend: 'admin.settings.identity',
				fields: [
					...pair('name', ['admin.settings.nameEn', 'admin.settings.nameFr'], 120),
					{
						name: 'shortName',
						kind: 'text',
						label: 'admin.settings.shortName',
						hint: 'admin.settings.shortNameHint',
						required: true,
						max: 40,
					},
					...pair('motto', ['admin.settings.mottoEn', 'admin.settings.mottoFr'], 160),
					// The letters of request references (decision 039).
					{
						name: 'requestPrefix',
						kind: 'text',
						label: 'admin.settings.requestPrefix',
						hint: 'admin.settings.requestPrefixHint',
						required: true,
						max: 6,
					},
				],
			},
			// The council's own emblem and home picture (decision 055).
			{
				legend: 'admin.settings.looks',
				fields: [
					image('emblem', 'admin.settings.emblem', { hint: 'admin.settings.emblemHint' }),
					...picture('home_picture', 'admin.settings.homePicture', {
						hint: 'admin.settings.homePictureHint',
					}),
				],
			},
			{
				legend: 'admin.settings.contacts',
				fields: [
					tel('phone', 'admin.settings.phone', { required: true }),
					{ name: 'email', kind: 'email', label: 'admin.settings.email', required: true, max: 120 },
					...pair('postalAddress', ['admin.settings.addressEn', 'admin.settings.addressFr'], 200),
					{ name: 'poBox', kind: 'text', label: 'admin.settings.poBox', max: 60 },
					web('mapLink', 'admin.settings.mapLink'),
				],
			},
			{
				legend: 'admin.settings.hours',
				// The table is the office hours' one source (decision 051): the one-line "office
				// hours" pages show is made from it when the screen is saved (decision 055).
				intro: 'admin.settings.hoursIntro',
				fields: [...Array.from({ length: HALL_HOUR_ROWS }, (_, i) => hallRow(i + 1)).flat()],
			},
			{
				legend: 'admin.settings.facts',
				fields: [
					{ name: 'established', kind: 'number', label: 'admin.settings.established', max: 2100 },
					{
						name: 'population',
						kind: 'number',
						label: 'admin.settings.population',
						max: 100_000_000,
					},
					{
						name: 'areaKm2',
						kind: 'number',
						label: 'admin.settings.area',
						max: 1_000_000,
						decimal: true,
					},
				],
			},
			{
				legend: 'admin.settings.social',
				fields: [
					web('social_facebook', 'admin.settings.facebook'),
					web('social_x', 'admin.settings.x'),
					web('social_youtube', 'admin.settings.youtube'),
					web('social_whatsapp', 'admin.settings.whatsapp'),
				],
			},
		],
		publicPath: '/',
	},
} as const satisfies Record<SettingsScreenKey, SettingsScreen>

export const settingsScreenList: SettingsScreen[] = Object.values(settingsScreens)

export function screenFields(screen: SettingsScreen) {
	return screen.groups.flatMap((g) => g.fields)
}

const schemas = new Map<SettingsScreenKey, ReturnType<typeof formSchema>>()
/**
 * The screen's schema. Hall-hour rows are optional (an empty row is dropped), so they are left
 * out of the "both languages" rule; every other text with a language is required in both.
 */
export function settingsSchema(screen: SettingsScreen) {
	let schema = schemas.get(screen.key)
	if (!schema) {
		schema = formSchema(screenFields(screen), { allLanguages: true })
		schemas.set(screen.key, schema)
	}
	return schema
}

export function settingsScreenFor(pathname: string): SettingsScreen | undefined {
	const path = pathname.replace(/\/+$/, '')
	return settingsScreenList.find((s) => s.path === path)
}

/**
 * The "Site texts" screen (routes/admin/settings-texts.tsx): not one of the screens above, whose
 * fields are drawn from a description, but the allow-listed interface texts in both languages
 * (`app/features/settings/editable-texts.ts`). Administrators only, like the council's identity.
 */
export const SITE_TEXTS_PATH = `${ADMIN_BASE}/settings/texts`
