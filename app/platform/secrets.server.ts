import type { Kysely } from 'kysely'
import { currentCouncil, type CouncilScope } from '#app/db/client.server'
import type { Database } from '#app/db/schema'

/**
 * Values every instance shares and no one sets by hand (the `secrets` table, made by migration
 * 017). Read once at start-up, so the code that signs and checks with them stays synchronous.
 * Serving several councils (decision 060), each council's are its own, read when it is opened:
 * what one council signs, another's keys do not accept.
 */
const loaded = new Map<string, string>()
const SECRETS = Symbol('secrets')

export async function loadSecrets(db: Kysely<Database>, council?: CouncilScope) {
	const into = council ? new Map<string, string>() : loaded
	const rows = await db.selectFrom('secrets').select(['name', 'value']).execute()
	for (const row of rows) into.set(row.name, row.value)
	if (council) council.kept.set(SECRETS, into)
}

export function secret(name: string): string {
	const council = currentCouncil()
	const from = council ? (council.kept.get(SECRETS) as Map<string, string> | undefined) : loaded
	const value = from?.get(name)
	if (!value) throw new Error(`the secret ${name} is not loaded: call loadSecrets at start-up`)
	return value
}
