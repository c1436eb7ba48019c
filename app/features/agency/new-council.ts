import {
	HOST,
	ID,
	normalHost,
	withoutPort,
	RESERVED_IDS,
	type CouncilEntry,
} from '#app/features/councils/registry.server'
import { say, type ConsoleLocale } from './texts'

/** A field's label inside a sentence ("Name in English" → "name in English"). */
const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1)

/** What the console's "Add a council" form makes (issue 36, decision 061). */
export interface NewCouncil {
	id: string
	name: { en: string; fr: string }
	shortName: string
	hosts: string[]
	publicUrl?: string
	adminEmail: string
}

const FIELDS = ['id', 'nameEn', 'nameFr', 'shortName', 'hosts', 'publicUrl', 'adminEmail'] as const
/** As the council's identity screen allows (settings: name 120, short name 40). */
const MAX = { nameEn: 120, nameFr: 120, shortName: 40 } as const

export type NewCouncilCheck =
	| { ok: true; council: NewCouncil; values: Record<string, string> }
	| { ok: false; values: Record<string, string>; problems: { field: string; message: string }[] }

/**
 * Checks the form against the registry as it is: every problem at once, by field, in the
 * operator's language; what they typed is given back to fill the form again.
 */
export function checkNewCouncil(
	form: FormData,
	councils: CouncilEntry[],
	consoleHost: string,
	locale: ConsoleLocale = form.get('locale') === 'fr' ? 'fr' : 'en',
): NewCouncilCheck {
	const values = Object.fromEntries(
		FIELDS.map((field) => [field, String(form.get(field) ?? '').slice(0, 2_000)]),
	) as Record<(typeof FIELDS)[number], string>
	const problems: { field: string; message: string }[] = []
	const label = {
		id: say(locale, 'id'),
		nameEn: say(locale, 'nameEn'),
		nameFr: say(locale, 'nameFr'),
		shortName: say(locale, 'shortName'),
		hosts: say(locale, 'hosts'),
		adminEmail: say(locale, 'adminEmail'),
	}
	const required = (field: keyof typeof label) => {
		if (values[field].trim()) return true
		problems.push({
			field,
			message: say(locale, 'required', { field: lowerFirst(label[field]) }),
		})
		return false
	}
	const id = values.id.trim()
	if (required('id')) {
		if (!ID.test(id) || RESERVED_IDS.has(id))
			problems.push({ field: 'id', message: say(locale, 'badId') })
		else if (councils.some((council) => council.id === id))
			problems.push({ field: 'id', message: say(locale, 'idTaken', { id }) })
	}
	for (const field of ['nameEn', 'nameFr', 'shortName'] as const)
		if (required(field) && values[field].trim().length > MAX[field])
			problems.push({
				field,
				message: say(locale, 'tooLong', { field: lowerFirst(label[field]), max: MAX[field] }),
			})
	const hosts = [
		...new Set(
			// One per line (or after a comma): a space inside one is a mistake to show, not a
			// separator that would make two hosts of "bad host".
			values.hosts
				.split(/[\r\n,]+/)
				.map((host) => host.trim())
				.filter(Boolean)
				.map(normalHost),
		),
	]
	if (required('hosts'))
		for (const host of hosts) {
			const owner = councils.find((council) => council.hosts.includes(host))
			if (!HOST.test(host))
				problems.push({ field: 'hosts', message: say(locale, 'badHost', { host }) })
			else if (withoutPort(host) === withoutPort(normalHost(consoleHost)))
				problems.push({ field: 'hosts', message: say(locale, 'hostIsConsole', { host }) })
			else if (owner)
				problems.push({
					field: 'hosts',
					message: say(locale, 'hostTaken', { host, id: owner.id }),
				})
		}
	const publicUrl = values.publicUrl.trim().replace(/\/+$/, '')
	if (publicUrl && (!/^https?:\/\/[^/]/.test(publicUrl) || !URL.canParse(publicUrl)))
		problems.push({ field: 'publicUrl', message: say(locale, 'badUrl') })
	const adminEmail = values.adminEmail.trim().toLowerCase()
	if (required('adminEmail') && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail))
		problems.push({ field: 'adminEmail', message: say(locale, 'badEmail') })
	if (problems.length) return { ok: false, values, problems }
	return {
		ok: true,
		values,
		council: {
			id,
			name: { en: values.nameEn.trim(), fr: values.nameFr.trim() },
			shortName: values.shortName.trim(),
			hosts,
			...(publicUrl ? { publicUrl } : {}),
			adminEmail,
		},
	}
}
