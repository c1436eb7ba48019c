import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'

/**
 * Values every instance shares and no one sets by hand (the `secrets` table, made by migration
 * 017). Read once at start-up, so the code that signs and checks with them stays synchronous.
 */
const loaded = new Map<string, string>()

export async function loadSecrets(db: Kysely<Database>) {
	const rows = await db.selectFrom('secrets').select(['name', 'value']).execute()
	for (const row of rows) loaded.set(row.name, row.value)
}

export function secret(name: string): string {
	const value = loaded.get(name)
	if (!value) throw new Error(`the secret ${name} is not loaded: call loadSecrets at start-up`)
	return value
}
