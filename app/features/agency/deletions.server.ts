import type { AgencyDb } from './store.server'

/**
 * Councils on their way out (issue 36, decision 061): an operator's confirmed deletion takes the
 * council offline at once and is carried out after a grace period, during which it can be kept.
 * Several instances may each carry one out: every step of a deletion can be done twice.
 */
export async function scheduleDeletion(
	db: AgencyDb,
	council: string,
	by: string,
	graceMs: number,
	now = new Date(),
) {
	const deleteAfter = new Date(now.getTime() + graceMs).toISOString()
	await db
		.insertInto('council_deletions')
		.values({
			council,
			requested_at: now.toISOString(),
			delete_after: deleteAfter,
			requested_by: by,
		})
		.onConflict((oc) => oc.column('council').doNothing())
		.execute()
	const row = await db
		.selectFrom('council_deletions')
		.select('delete_after')
		.where('council', '=', council)
		.executeTakeFirstOrThrow()
	return row.delete_after
}

export async function cancelDeletion(db: AgencyDb, council: string) {
	await db.deleteFrom('council_deletions').where('council', '=', council).execute()
}

/** Every council waiting, with the instant it goes. */
export async function pendingDeletions(db: AgencyDb) {
	const rows = await db
		.selectFrom('council_deletions')
		.select(['council', 'delete_after'])
		.execute()
	return new Map(rows.map((row) => [row.council, row.delete_after]))
}

/** The councils whose grace period is over. */
export async function dueDeletions(db: AgencyDb, now = new Date()) {
	const rows = await db
		.selectFrom('council_deletions')
		.select('council')
		.where('delete_after', '<=', now.toISOString())
		.execute()
	return rows.map((row) => row.council)
}

/** After the council is gone: what the console kept of it. */
export async function forgetCouncil(db: AgencyDb, council: string) {
	await db.deleteFrom('council_health').where('council', '=', council).execute()
	await db.deleteFrom('council_deletions').where('council', '=', council).execute()
}
