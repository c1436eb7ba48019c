import { parseArgs } from 'node:util'
import type { Kysely } from 'kysely'
import { logActivity } from '#app/db/activity.server'
import type { Database } from '#app/db/schema'
import { formSchema, type FieldDef } from '#app/features/cms/fields'
import { screenFields, settingsScreens } from '#app/features/cms/settings-screens'
import { getSettings, setSetting } from '#app/features/settings/queries.server'
import type { CouncilSettings } from '#app/features/settings/settings-schema'
import { adminEn } from '#app/i18n/messages/admin.en'
import { fillPlaceholders } from '#app/utils/text'
import { ADMIN_BASE } from '#app/config'
import { TO_BE_WRITTEN } from './skeleton-pages'

export const SETUP_USAGE = `Usage:
  npm run setup -- --name "NAME" --name-fr "NOM" --short-name SHORT
                   [--phone PHONE] [--email EMAIL]
                   [--address "POSTAL ADDRESS" --address-fr "ADRESSE POSTALE"] [--po-box BOX]
Writes the council's identity into a new install (run it again to change it). Everything else
is edited in the staff area.`

/** Each option, the identity screen's field it fills, and whether the command needs it. */
const options = [
	{ flag: 'name', field: 'name_en', required: true },
	{ flag: 'name-fr', field: 'name_fr', required: true },
	{ flag: 'short-name', field: 'shortName', required: true },
	{ flag: 'phone', field: 'phone', required: false },
	{ flag: 'email', field: 'email', required: false },
	{ flag: 'address', field: 'postalAddress_en', required: false },
	{ flag: 'address-fr', field: 'postalAddress_fr', required: false },
	{ flag: 'po-box', field: 'poBox', required: false },
] as const

type Flag = (typeof options)[number]['flag']

/**
 * The identity screen's own fields (labels, length limits, phone and email rules), so that the
 * command accepts exactly what the staff area would. The command needs only the name; the rest
 * may wait for the staff area, so it is optional here.
 */
const fields: FieldDef[] = options.map(({ field, required }) => {
	const def = screenFields(settingsScreens.council).find((f) => f.name === field)
	if (!def) throw new Error(`the council identity screen has no field ${field}`)
	return { ...def, required }
})
const schema = formSchema(fields)

export type SetupArgs =
	| { ok: true; patch: Partial<CouncilSettings>; help?: false }
	| { ok: true; help: true }
	| { ok: false; problems: string[] }

/**
 * Reads and checks the command line before anything touches the database: every problem is
 * reported at once, with the option it concerns.
 */
export function parseSetupArgs(argv: string[]): SetupArgs {
	let values: Partial<Record<Flag | 'help', string | boolean>>
	try {
		;({ values } = parseArgs({
			args: argv,
			options: {
				...Object.fromEntries(options.map((o) => [o.flag, { type: 'string' as const }])),
				help: { type: 'boolean', short: 'h' },
			},
			allowPositionals: false,
		}))
	} catch (error) {
		return { ok: false, problems: [error instanceof Error ? error.message : String(error)] }
	}
	if (values.help) return { ok: true, help: true }
	const given = (flag: Flag) => (typeof values[flag] === 'string' ? (values[flag] as string) : '')
	const problems: string[] = []
	for (const option of options) {
		if (option.required && !given(option.flag).trim())
			problems.push(`--${option.flag} is required.`)
	}
	if (Boolean(given('address').trim()) !== Boolean(given('address-fr').trim()))
		problems.push(
			'--address and --address-fr go together: the French site shows the French address.',
		)
	const form = Object.fromEntries(options.map((o) => [o.field, given(o.flag)]))
	const parsed = schema.safeParse(form)
	if (!parsed.success) {
		for (const issue of parsed.error.issues) {
			const option = options.find((o) => o.field === issue.path[0])
			const field = fields.find((f) => f.name === issue.path[0])
			const text = adminEn[issue.message as keyof typeof adminEn] ?? issue.message
			const message = fillPlaceholders(text, { max: field?.max ?? '' })
			// "required" is already said above, once per option.
			if (issue.message === 'admin.validation.required' && option?.required) continue
			problems.push(`--${option?.flag ?? issue.path.join('.')}: ${message}.`)
		}
	}
	if (problems.length || !parsed.success) return { ok: false, problems }
	const v = parsed.data as Record<string, string>
	const patch: Partial<CouncilSettings> = {
		name: { en: v.name_en!, fr: v.name_fr! },
		shortName: v.shortName!,
	}
	if (v.phone) patch.phone = v.phone
	if (v.email) patch.email = v.email
	if (v.postalAddress_en && v.postalAddress_fr)
		patch.postalAddress = { en: v.postalAddress_en, fr: v.postalAddress_fr }
	if (v.poBox) patch.poBox = v.poBox
	return { ok: true, patch }
}

const labels: Record<keyof CouncilSettings, string> = {
	name: 'Name',
	shortName: 'Short name',
	motto: 'Motto',
	phone: 'Phone',
	email: 'Email',
	postalAddress: 'Postal address',
	poBox: 'P.O. Box',
	social: 'Social media',
	established: 'Year established',
	population: 'Population',
	areaKm2: 'Area',
	officeHours: 'Office hours',
	logo: 'Logo',
	emblem: 'Emblem',
	homePicture: 'Home page picture',
	mapLink: 'Map link',
	emergencyNumbers: 'Emergency numbers',
	hallHours: 'Council hall hours',
	mayor: 'Mayor',
	menuGroups: 'Menu groups',
	texts: 'Site texts',
	reviewRequired: 'Review before publishing',
	// Requests to the council (decision 039).
	requestPrefix: 'Request reference letters',
}

const show = (value: unknown) =>
	value && typeof value === 'object' && 'en' in value && 'fr' in value
		? `${(value as { en: string }).en} / ${(value as { fr: string }).fr}`
		: String(value)

/**
 * What the command prints when it has nothing to write: the problems and the usage (exit code 2),
 * or the usage asked for with --help (0). Undefined when the arguments are a valid identity.
 */
export function explainSetupArgs(args: SetupArgs, out: (line: string) => void = console.log) {
	if (args.ok && !args.help) return undefined
	if (!args.ok) for (const problem of args.problems) out(problem)
	out(SETUP_USAGE)
	return args.ok ? 0 : 2
}

/**
 * Writes the council's identity (`npm run setup`). Idempotent: a value already stored is left
 * alone and reported as unchanged; only a change is written, with an entry in the activity log.
 * Returns the process exit code.
 */
export async function runSetupCommand(
	db: Kysely<Database>,
	argv: string[],
	out: (line: string) => void = console.log,
): Promise<number> {
	const args = parseSetupArgs(argv)
	const refused = explainSetupArgs(args, out)
	if (refused !== undefined || !args.ok || args.help) return refused ?? 2
	const current = await getSettings(db)
	const stored = new Set(
		(await db.selectFrom('settings').select('key').execute()).map((row) => row.key),
	)
	const changed = (Object.keys(args.patch) as (keyof CouncilSettings)[]).filter(
		(key) => !stored.has(key) || JSON.stringify(current[key]) !== JSON.stringify(args.patch[key]),
	)
	if (changed.length) {
		const now = new Date().toISOString()
		await db.transaction().execute(async (trx) => {
			for (const key of changed) await setSetting(trx, key, args.patch[key] as never, now)
			await logActivity(
				trx,
				{
					action: 'updated',
					itemType: 'settings',
					itemTitle: null,
					actor: 'system',
					kind: 'content',
				},
				now,
			)
		})
	}
	out("The council's identity:")
	for (const key of Object.keys(args.patch) as (keyof CouncilSettings)[]) {
		out(
			`  ${labels[key]}: ${show(args.patch[key])} (${changed.includes(key) ? 'set' : 'unchanged'})`,
		)
	}
	const pending = await db
		.selectFrom('pages')
		.select('path_en')
		.where('content', 'like', `%${TO_BE_WRITTEN.en}%`)
		.execute()
	out('')
	out(
		'The rest is edited in the staff area, signed in as an administrator (on a first run the ' +
			'first one is printed above; `npm run user -- create … --role admin` makes another):',
	)
	out(
		`  ${settingsScreens.council.path}  Settings: motto, office and hall hours, map link, key figures, social media`,
	)
	out(`  ${settingsScreens.mayor.path}  Mayor Updates: the mayor's name, photo and message`)
	out(`  ${settingsScreens.emergency.path}  Emergency Numbers: police, fire, ambulance, council`)
	out(`  ${ADMIN_BASE}/pages  Pages: ${pending.length} page(s) still marked "To be written"`)
	return 0
}
