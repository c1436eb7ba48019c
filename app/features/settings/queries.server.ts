import type { Kysely } from 'kysely'
import { deepFreeze } from '#app/utils/deep-freeze'
import { fallbackSettings } from '#app/features/settings/default-settings'
import { withOfficeHours } from '#app/features/settings/office-hours'
import {
	settingsSchemas,
	settingKeys,
	type CouncilSettings,
	type SettingKey,
} from '#app/features/settings/settings-schema'
import type { Database } from '../../db/schema'
import { keptForContent } from '#app/features/scheduling/content-state.server'

/**
 * The settings for one request (React Router's load context): read once per request, and kept
 * across requests while the content is unchanged (decision 035, `keptForContent`). What pages show:
 * the office's one-line hours made from the hall's table (`withOfficeHours`); `getSettings` is what
 * is stored, for the settings screens.
 */
export function settingsFor(db: Kysely<Database>, request: object | undefined) {
	return keptForContent(db, request, 'settings', async () => withOfficeHours(await getSettings(db)))
}

/** Reads every setting; a missing or invalid value falls back (and is reported) instead of failing. */
export async function getSettings(db: Kysely<Database>): Promise<CouncilSettings> {
	const rows = await db.selectFrom('settings').select(['key', 'value']).execute()
	const stored = new Map(rows.map((r) => [r.key, r.value]))
	const result = { ...fallbackSettings } as Record<SettingKey, unknown>
	for (const key of settingKeys) {
		const raw = stored.get(key)
		if (raw === undefined) continue
		const value = parsedSetting(key, raw)
		if (value !== INVALID) result[key] = value
	}
	return result as CouncilSettings
}

const INVALID = Symbol('invalid')
/** Each setting's last stored text and what it parsed to: most pages read settings unchanged. */
const lastParsed = new Map<SettingKey, { raw: string; value: unknown }>()

/**
 * A stored setting checked against its schema, parsed again only when its text changed (every page
 * reads the settings, so a change shows at once on every instance; parsing and checking them each
 * time was a tenth of an uncached render). The value is frozen: pages share it.
 */
function parsedSetting(key: SettingKey, raw: string): unknown {
	const last = lastParsed.get(key)
	if (last?.raw === raw) return last.value
	const parsed = settingsSchemas[key].safeParse(safeJson(raw))
	if (!parsed.success) {
		console.warn(`[settings] ignoring invalid value for "${key}"`)
		return INVALID
	}
	const value = deepFreeze(parsed.data)
	lastParsed.set(key, { raw, value })
	return value
}

/**
 * When the newest of these settings was last written (ISO), or null when none is stored (a
 * council still on the site's defaults).
 */
export async function settingsChangedAt(
	db: Kysely<Database>,
	keys: readonly SettingKey[],
): Promise<string | null> {
	if (!keys.length) return null
	const row = await db
		.selectFrom('settings')
		.select((eb) => eb.fn.max('updated_at').as('changed'))
		.where('key', 'in', [...keys])
		.executeTakeFirst()
	return row?.changed ?? null
}

/** Validates then writes one setting (insert or update). */
export async function setSetting<K extends SettingKey>(
	db: Kysely<Database>,
	key: K,
	value: CouncilSettings[K],
	now = new Date().toISOString(),
) {
	const parsed = settingsSchemas[key].parse(value)
	const json = JSON.stringify(parsed)
	await db
		.insertInto('settings')
		.values({ key, value: json, updated_at: now })
		.onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
		.execute()
}

function safeJson(raw: string): unknown {
	try {
		return JSON.parse(raw)
	} catch {
		return undefined
	}
}
