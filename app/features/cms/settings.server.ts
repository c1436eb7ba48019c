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
import { parseAdminForm } from '#app/platform/request-body.server'
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
				officeHours_en: s.officeHours.en,
				officeHours_fr: s.officeHours.fr,
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
		write: (v) => {
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
				officeHours: { en: str(v.officeHours_en), fr: str(v.officeHours_fr) },
				hallHours,
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
	const { form, oversized } = await parseAdminForm(request)
	assertCsrf(session, form)
	const image = screenFields(screen).find((f) => f.kind === 'image')
	const db = getDb()
	const current = await getSettings(db)
	// Whether a portrait is stored decides if it needs a description: the database says so.
	if (image) form.set(descriptionNames(image.name).current, current.mayor.image ? '1' : '')
	const submission = parseWithZod(form, { schema: settingsSchema(screen) })
	const reply = replyWith(submission)
	if (image && oversized.includes(image.name)) {
		return reply({ [image.name]: ['admin.validation.imageSize'] }, 400)
	}
	if (submission.status !== 'success') return reply({}, 400)

	const patch = mappings[screen.key].write(submission.value as FormValues, current)
	// A reference prefix is 2 to 6 letters (decision 039).
	if (
		'requestPrefix' in patch &&
		!settingsSchemas.requestPrefix.safeParse(patch.requestPrefix).success
	) {
		return reply({ requestPrefix: ['admin.validation.requestPrefix'] }, 400)
	}
	if (image && patch.mayor) {
		const upload = await uploadedImage(form, image.name)
		if (upload && 'error' in upload) return reply({ [image.name]: [upload.error] }, 400)
		if (upload) {
			patch.mayor.image = upload.ref
		} else if (form.get(`${image.name}_remove`) === 'on') {
			// The description goes with the portrait it described.
			patch.mayor = {
				...patch.mayor,
				image: '',
				imageAlt: { en: '', fr: '' },
				imageDecorative: false,
			}
		}
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
