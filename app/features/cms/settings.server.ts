import { logActivity } from '#app/db/activity.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { getDb } from '#app/db/client.server'
import { getSettings, setSetting } from '#app/features/settings/queries.server'
import { descriptionNames, type FormValues } from '#app/features/cms/fields'
import { settingsSchemas, type CouncilSettings } from '#app/features/settings/settings-schema'
import {
	HALL_HOUR_ROWS,
	screenFields,
	settingsSchema,
	type SettingsScreen,
	type SettingsScreenKey,
} from '#app/features/cms/settings-screens'
import { clientAddress } from '#app/features/cms/client-address.server'
import { assertCsrf, requireStaff, requireStaffAction } from '#app/auth/auth.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { fileBytes, MAX_FORM_BYTES, parseAdminForm } from '#app/platform/request-body.server'
import { MAX_UPLOAD_BYTES } from '#app/config'
import { officeHoursFromTable } from '#app/features/settings/office-hours'
import { storeEmblem } from '#app/features/media/emblem.server'
import type { AdminMessageKey } from '#app/i18n/messages/admin.en'
import { replyWith, uploadedImage } from './resource.server'

type Flat = Record<string, string | number>
type Patch = Partial<CouncilSettings>

/** How each screen reads its fields from the settings, and writes them back. */
const mappings: Record<
	SettingsScreenKey,
	{ read: (s: CouncilSettings) => Flat; write: (v: FormValues, s: CouncilSettings) => Patch }
> = {
	mayor: {
		read: (s) => ({
			mayor_name: s.mayor.name,
			mayor_title_en: s.mayor.title.en,
			mayor_title_fr: s.mayor.title.fr,
			mayor_message_en: s.mayor.message.en,
			mayor_message_fr: s.mayor.message.fr,
			mayor_image: s.mayor.image,
			mayor_image_alt_en: s.mayor.imageAlt.en,
			mayor_image_alt_fr: s.mayor.imageAlt.fr,
			mayor_image_decorative: s.mayor.imageDecorative ? 1 : 0,
		}),
		write: (v, s) => ({
			mayor: {
				name: str(v.mayor_name),
				image: s.mayor.image,
				imageAlt: { en: str(v.mayor_image_alt_en), fr: str(v.mayor_image_alt_fr) },
				imageDecorative: Number(v.mayor_image_decorative) === 1,
				title: { en: str(v.mayor_title_en), fr: str(v.mayor_title_fr) },
				message: { en: str(v.mayor_message_en), fr: str(v.mayor_message_fr) },
			},
		}),
	},
	emergency: {
		read: (s) => ({
			emergency_police: s.emergencyNumbers.police,
			emergency_fire: s.emergencyNumbers.fire,
			emergency_ambulance: s.emergencyNumbers.ambulance,
			emergency_council: s.emergencyNumbers.council,
		}),
		write: (v) => ({
			emergencyNumbers: {
				police: str(v.emergency_police),
				fire: str(v.emergency_fire),
				ambulance: str(v.emergency_ambulance),
				council: str(v.emergency_council),
			},
		}),
	},
	council: {
		read: (s) => {
			const flat: Flat = {
				name_en: s.name.en,
				name_fr: s.name.fr,
				shortName: s.shortName,
				requestPrefix: s.requestPrefix,
				motto_en: s.motto.en,
				motto_fr: s.motto.fr,
				phone: s.phone,
				email: s.email,
				postalAddress_en: s.postalAddress.en,
				postalAddress_fr: s.postalAddress.fr,
				poBox: s.poBox,
				mapLink: s.mapLink,
				emblem: s.emblem,
				home_picture: s.homePicture.image,
				home_picture_alt_en: s.homePicture.imageAlt.en,
				home_picture_alt_fr: s.homePicture.imageAlt.fr,
				home_picture_decorative: s.homePicture.imageDecorative ? 1 : 0,
				established: s.established,
				population: s.population,
				areaKm2: s.areaKm2,
				social_facebook: s.social.facebook,
				social_x: s.social.x,
				social_youtube: s.social.youtube,
				social_whatsapp: s.social.whatsapp,
			}
			s.hallHours.slice(0, HALL_HOUR_ROWS).forEach((row, i) => {
				flat[`hall_${i + 1}_days_en`] = row.days.en
				flat[`hall_${i + 1}_days_fr`] = row.days.fr
				flat[`hall_${i + 1}_hours_en`] = row.hours.en
				flat[`hall_${i + 1}_hours_fr`] = row.hours.fr
			})
			return flat
		},
		write: (v, s) => {
			const hallHours: CouncilSettings['hallHours'] = []
			for (let i = 1; i <= HALL_HOUR_ROWS; i++) {
				const days = { en: str(v[`hall_${i}_days_en`]), fr: str(v[`hall_${i}_days_fr`]) }
				const hours = { en: str(v[`hall_${i}_hours_en`]), fr: str(v[`hall_${i}_hours_fr`]) }
				// A row needs its days and hours; a language left empty takes the other's text.
				if (!(days.en || days.fr) || !(hours.en || hours.fr)) continue
				hallHours.push({
					days: { en: days.en || days.fr, fr: days.fr || days.en },
					hours: { en: hours.en || hours.fr, fr: hours.fr || hours.en },
				})
			}
			return {
				name: { en: str(v.name_en), fr: str(v.name_fr) },
				shortName: str(v.shortName),
				// Letters only, upper case (decision 039); anything else is refused by the schema.
				requestPrefix: str(v.requestPrefix).trim().toUpperCase(),
				motto: { en: str(v.motto_en), fr: str(v.motto_fr) },
				phone: str(v.phone),
				email: str(v.email),
				postalAddress: { en: str(v.postalAddress_en), fr: str(v.postalAddress_fr) },
				poBox: str(v.poBox),
				mapLink: str(v.mapLink),
				// The office hours' one line is the table's (decisions 051, 055): no field of its own.
				officeHours: {
					en: officeHoursFromTable(hallHours, 'en'),
					fr: officeHoursFromTable(hallHours, 'fr'),
				},
				hallHours,
				homePicture: {
					image: s.homePicture.image,
					imageAlt: { en: str(v.home_picture_alt_en), fr: str(v.home_picture_alt_fr) },
					imageDecorative: Number(v.home_picture_decorative) === 1,
				},
				established: Number(v.established ?? 0),
				population: Number(v.population ?? 0),
				areaKm2: Number(v.areaKm2 ?? 0),
				social: {
					facebook: str(v.social_facebook),
					x: str(v.social_x),
					youtube: str(v.social_youtube),
					whatsapp: str(v.social_whatsapp),
				},
			}
		},
	},
}

/**
 * The pictures a screen stores, by field: what is stored now (which decides whether a description
 * is needed), how the file is kept (a picture's renditions, or the emblem's files and icons,
 * decision 055), and where its reference goes ('' when removed, with its description).
 */
const pictures: Partial<
	Record<
		SettingsScreenKey,
		Record<
			string,
			{
				stored: (s: CouncilSettings) => string
				emblem?: true
				set: (patch: Patch, ref: string) => void
			}
		>
	>
> = {
	mayor: {
		mayor_image: {
			stored: (s) => s.mayor.image,
			set: (patch, ref) => {
				// The description goes with the portrait it described.
				if (patch.mayor)
					patch.mayor = ref
						? { ...patch.mayor, image: ref }
						: { ...patch.mayor, image: '', imageAlt: { en: '', fr: '' }, imageDecorative: false }
			},
		},
	},
	council: {
		emblem: {
			stored: (s) => s.emblem,
			emblem: true,
			set: (patch, ref) => {
				patch.emblem = ref
			},
		},
		home_picture: {
			stored: (s) => s.homePicture.image,
			set: (patch, ref) => {
				patch.homePicture = ref
					? { ...patch.homePicture!, image: ref }
					: { image: '', imageAlt: { en: '', fr: '' }, imageDecorative: false }
			},
		},
	},
}

/** The emblem's file, checked and stored as `storeEmblem` does; null when none was sent. */
async function uploadedEmblem(
	form: FormData,
	name: string,
): Promise<{ ref: string } | { error: AdminMessageKey } | null> {
	const file = form.get(name)
	if (!(file instanceof File) || file.size === 0) return null
	const stored = await storeEmblem(await fileBytes(file))
	if (stored.ok) return { ref: stored.ref }
	return {
		error:
			stored.error === 'admin.upload.tooLarge'
				? 'admin.validation.imageSize'
				: stored.error === 'admin.upload.tooSmall'
					? 'admin.validation.imageSmall'
					: 'admin.validation.imageBroken',
	}
}

function str(value: unknown) {
	return typeof value === 'string' ? value : ''
}

export async function settingsLoader(screen: SettingsScreen, request: Request) {
	await requireStaff(request, { role: screen.role })
	const settings = await getSettings(getDb())
	return { values: mappings[screen.key].read(settings) }
}

/**
 * Saves a settings screen: the same schema as in the browser, then each changed setting is
 * validated again by the settings schema and written, with the activity-log entry, in one
 * transaction.
 */
export async function settingsAction(
	screen: SettingsScreen,
	request: Request,
	context: { clientIp?: string | null },
) {
	const session = await requireStaffAction(request, { role: screen.role })
	const images = screenFields(screen).filter((f) => f.kind === 'image')
	// A browser sends a part for every file input, chosen or not: Settings has two (decision 055).
	const { form, oversized } = await parseAdminForm(request, {
		file: MAX_UPLOAD_BYTES,
		body: MAX_FORM_BYTES,
		files: Math.max(1, images.length),
	})
	assertCsrf(session, form)
	const stores = pictures[screen.key] ?? {}
	const db = getDb()
	const current = await getSettings(db)
	// Whether a picture is stored decides if it needs a description: the database says so.
	for (const image of images) {
		form.set(descriptionNames(image.name).current, stores[image.name]?.stored(current) ? '1' : '')
	}
	const submission = parseWithZod(form, { schema: settingsSchema(screen) })
	const reply = replyWith(submission)
	const tooLarge = images.find((image) => oversized.includes(image.name))
	if (tooLarge) return reply({ [tooLarge.name]: ['admin.validation.imageSize'] }, 400)
	if (submission.status !== 'success') return reply({}, 400)

	const patch = mappings[screen.key].write(submission.value as FormValues, current)
	// A reference prefix is 2 to 6 letters (decision 039).
	if (
		'requestPrefix' in patch &&
		!settingsSchemas.requestPrefix.safeParse(patch.requestPrefix).success
	) {
		return reply({ requestPrefix: ['admin.validation.requestPrefix'] }, 400)
	}
	for (const image of images) {
		const store = stores[image.name]
		if (!store) continue
		const upload = store.emblem
			? await uploadedEmblem(form, image.name)
			: await uploadedImage(form, image.name)
		// Refused: everything else typed comes back as it was, with the message at the field.
		if (upload && 'error' in upload) return reply({ [image.name]: [upload.error] }, 400)
		if (upload) store.set(patch, upload.ref)
		else if (form.get(descriptionNames(image.name).remove) === 'on') store.set(patch, '')
	}
	const now = new Date().toISOString()
	try {
		const actor = session.user.name
		await db.transaction().execute(async (trx) => {
			for (const [key, value] of Object.entries(patch)) {
				await setSetting(trx, key as keyof CouncilSettings, value as never, now)
			}
			await logActivity(
				trx,
				{
					action: 'updated',
					itemType: screen.key === 'council' ? 'settings' : screen.key,
					itemTitle: null,
					actor,
					kind: 'content',
					ip: clientAddress(context),
				},
				now,
			)
		})
	} catch (error) {
		console.error(`[admin] could not save the ${screen.key} settings`, error)
		return reply({}, 500, true)
	}
	return redirectWithFlash(screen.path, {
		kind: 'success',
		title: 'admin.toast.successTitle',
		text: 'admin.toast.saved',
	})
}
