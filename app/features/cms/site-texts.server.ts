import { data } from 'react-router'
import { assertCsrf, requireStaff, requireStaffAction } from '#app/auth/auth.server'
import { logActivity } from '#app/db/activity.server'
import { getDb } from '#app/db/client.server'
import { clientAddress } from '#app/features/cms/client-address.server'
import { redirectWithFlash } from '#app/features/cms/flash.server'
import { SITE_TEXTS_PATH } from '#app/features/cms/settings-screens'
import { textSections, type TextSectionKey } from '#app/features/settings/editable-texts'
import { getSettings, setSetting } from '#app/features/settings/queries.server'
import {
	defaultTexts,
	readTextsForm,
	replaceSection,
	textFormValues,
	type TextError,
} from '#app/features/settings/site-texts.server'
import { parseAdminForm } from '#app/platform/request-body.server'

/** Like the council's identity, the site's wording is for administrators. */
const role = 'admin'

export async function siteTextsLoader(request: Request) {
	await requireStaff(request, { role })
	const settings = await getSettings(getDb())
	return { values: textFormValues(settings.texts), defaults: defaultTexts() }
}

/** What the screen shows after a refused save: the section sent, as typed, with its messages. */
export interface SiteTextsActionData {
	section: TextSectionKey | null
	values: Record<string, string>
	errors: Record<string, TextError>
	refused?: TextError
	failed?: boolean
}

const reply = (body: SiteTextsActionData, status: number) => data(body, { status })

/**
 * Saves one section of the screen (each section is its own form, so a save stays well inside the
 * form-size limits): the other sections' stored wording is kept. Validated, then written with its
 * activity-log entry in one transaction. Every page reads the setting on each request, and the
 * log entry tells each instance's site search to look again, so the change shows everywhere at once.
 */
export async function siteTextsAction(request: Request, context: { clientIp?: string | null }) {
	const session = await requireStaffAction(request, { role })
	const { form } = await parseAdminForm(request)
	assertCsrf(session, form)
	const section = textSections.find((s) => s.key === form.get('section'))
	if (!section) {
		return reply(
			{
				section: null,
				values: {},
				errors: {},
				refused: {
					message: 'admin.texts.unknownText',
					vars: { name: String(form.get('section') ?? '').slice(0, 80) },
				},
			},
			400,
		)
	}
	const result = readTextsForm(form, section)
	if (!result.ok) {
		const { values, errors, refused } = result
		return reply({ section: section.key, values, errors, refused }, 400)
	}
	const now = new Date().toISOString()
	try {
		await getDb()
			.transaction()
			.execute(async (trx) => {
				// Read in the transaction: the other sections keep what another save just wrote.
				const { texts } = await getSettings(trx)
				await setSetting(trx, 'texts', replaceSection(texts, section, result.texts), now)
				await logActivity(
					trx,
					{
						action: 'updated',
						itemType: 'texts',
						itemTitle: null,
						actor: session.user.name,
						kind: 'content',
						ip: clientAddress(context),
					},
					now,
				)
			})
	} catch (error) {
		console.error('[admin] could not save the site texts', error)
		return reply({ section: section.key, values: result.values, errors: {}, failed: true }, 500)
	}
	return redirectWithFlash(`${SITE_TEXTS_PATH}#texts-${section.key}`, {
		kind: 'success',
		title: 'admin.toast.successTitle',
		text: 'admin.toast.saved',
	})
}
