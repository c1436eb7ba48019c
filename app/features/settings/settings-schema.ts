import { z } from 'zod'
import { pageGroups } from '#app/features/pages/types'
import { siteTextsSchema } from './editable-texts'

/** Text a council writes in both official languages. */
const Localized = z.object({ en: z.string(), fr: z.string() })
type Localized = z.infer<typeof Localized>

const optionalUrl = z.union([z.url(), z.literal('')]).default('')

/**
 * The council's identity: everything that differs between two councils running this site.
 * Stored one key per row in the `settings` table, each value validated by its schema here.
 */
export const settingsSchemas = {
	name: Localized,
	shortName: z.string().min(1),
	motto: Localized,
	phone: z.string(),
	email: z.string(),
	postalAddress: Localized,
	poBox: z.string(),
	social: z.object({
		facebook: optionalUrl,
		x: optionalUrl,
		youtube: optionalUrl,
		whatsapp: optionalUrl,
	}),
	established: z.number().int(),
	population: z.number().int().nonnegative(),
	areaKm2: z.number().nonnegative(),
	officeHours: Localized,
	logo: z.string().min(1),
	/**
	 * The council's own emblem (decision 055): the reference of its stored files (header picture,
	 * favicons, app icons), or '' for the site's own drawing (`logo`).
	 */
	emblem: z
		.string()
		.regex(/^(upload:[0-9a-f]{20}:80x80:80)?$/)
		.default(''),
	/** The home page's picture (decision 055): an uploaded picture, or '' for the site's own drawing. */
	homePicture: z
		.object({
			image: z.string(),
			imageAlt: Localized,
			imageDecorative: z.boolean(),
		})
		.default({ image: '', imageAlt: { en: '', fr: '' }, imageDecorative: false }),
	mapLink: optionalUrl,
	/**
	 * Emergency numbers shown on the public-safety page. An empty string means the council has
	 * not confirmed the number yet: the page says so instead of showing a made-up one.
	 */
	emergencyNumbers: z.object({
		police: z.string(),
		fire: z.string(),
		ambulance: z.string(),
		council: z.string(),
	}),
	/** Opening hours of the council hall, one row per group of days ("Saturday" / "9:00 AM - 12:00 PM"). */
	hallHours: z.array(z.object({ days: Localized, hours: Localized })),
	mayor: z.object({
		name: z.string(),
		image: z.string(),
		/** The portrait's alternative text; empty until written (decision 027). */
		imageAlt: Localized.default({ en: '', fr: '' }),
		imageDecorative: z.boolean().default(false),
		title: Localized,
		message: Localized,
	}),
	/** The main menu's groups: order, labels (empty: the default wording), shown or not. */
	menuGroups: z
		.array(
			z.object({
				key: z.enum(pageGroups),
				label: z.object({ en: z.string().max(60), fr: z.string().max(60) }),
				inMenu: z.boolean(),
			}),
		)
		.max(pageGroups.length),
	/** The council's own wording of some interface texts, per language (docs/decisions/022). */
	texts: siteTextsSchema,
	/** Editors submit for review and administrators publish (docs/decisions/029). */
	reviewRequired: z.boolean(),
	/** The letters that start a request's reference (`MBG-2026-0042`), decision 039. */
	requestPrefix: z.string().regex(/^[A-Z]{2,6}$/),
} as const

export type SettingKey = keyof typeof settingsSchemas
export type CouncilSettings = { [K in SettingKey]: z.infer<(typeof settingsSchemas)[K]> }

export const settingKeys = Object.keys(settingsSchemas) as SettingKey[]
