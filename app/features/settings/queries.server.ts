import type { Kysely } from 'kysely'
import { fallbackSettings } from '#app/features/settings/default-settings'
import {
	settingsSchemas,
	settingKeys,
	type CouncilSettings,
	type SettingKey,
} from '#app/features/settings/settings-schema'
import type { Database } from '../../db/schema'

/** Reads every setting; a missing or invalid value falls back (and is reported) instead of failing. */
export async function getSettings(db: Kysely<Database>): Promise<CouncilSettings> {
	const rows = await db.selectFrom('settings').select(['key', 'value']).execute()
	const stored = new Map(rows.map((r) => [r.key, r.value]))
	const result = { ...fallbackSettings } as Record<SettingKey, unknown>
	for (const key of settingKeys) {
		const raw = stored.get(key)
		if (raw === undefined) continue
		const parsed = settingsSchemas[key].safeParse(safeJson(raw))
		if (parsed.success) result[key] = parsed.data
		else console.warn(`[settings] ignoring invalid value for "${key}"`)
	}
	return result as CouncilSettings
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
