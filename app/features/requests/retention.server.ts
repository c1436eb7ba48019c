import type { Kysely } from 'kysely'
import type { Database } from '#app/db/schema'
import { nowMs } from '#app/platform/clock.server'
import { getStorage, type FileStorage } from '#app/platform/storage/storage.server'
import { ADDRESS_HOURS, retentionMonths, SPAM_DAYS } from './limits.server'

type Db = Kysely<Database>

/** An instant `months` calendar months before `now` (UTC). */
function monthsBefore(now: number, months: number) {
	const d = new Date(now)
	d.setUTCMonth(d.getUTCMonth() - months)
	return d.toISOString()
}

/** Deletes requests (their log goes with them) and their photos. */
async function deleteRequests(
	db: Db,
	rows: { id: number; photo: string | null }[],
	storage: FileStorage,
) {
	if (!rows.length) return 0
	await db
		.deleteFrom('requests')
		.where(
			'id',
			'in',
			rows.map((r) => r.id),
		)
		.execute()
	// The log rows by hand too: SQLite enforces the cascade only with its foreign-key switch on.
	await db
		.deleteFrom('request_log')
		.where(
			'request_id',
			'in',
			rows.map((r) => r.id),
		)
		.execute()
	for (const row of rows) if (row.photo) await storage.delete(row.photo)
	return rows.length
}

/**
 * The retention rules of decision 039, applied by every instance's background sweep (and safe
 * when two run at once: each step is a plain condition on the rows, done again finds nothing):
 * the sender's address erased after ADDRESS_HOURS; spam deleted SPAM_DAYS after it was marked;
 * contact details and photo of resolved or closed requests erased after the retention period.
 * Batches of 500, so one sweep stays short. No request is deleted unless it was marked as spam:
 * one nobody touched is escalated to the administrators instead (decision 050), and what it
 * holds is kept until it is resolved or closed.
 */
export async function sweepRequests(db: Db, now = nowMs(), storage: FileStorage = getStorage()) {
	const iso = (ms: number) => new Date(ms).toISOString()
	const day = 24 * 3600_000
	const addresses = await db
		.updateTable('requests')
		.set({ ip: null, network: null })
		.where((eb) => eb.or([eb('ip', 'is not', null), eb('network', 'is not', null)]))
		.where('created_at', '<', iso(now - ADDRESS_HOURS * 3600_000))
		.executeTakeFirst()

	const spam = await db
		.selectFrom('requests')
		.select(['id', 'photo'])
		.where('spam_at', '<', iso(now - SPAM_DAYS * day))
		.limit(500)
		.execute()
	const due = await db
		.selectFrom('requests')
		.select(['id', 'photo'])
		.where('status', 'in', ['resolved', 'closed'])
		.where('closed_at', 'is not', null)
		.where('anonymised_at', 'is', null)
		.where('closed_at', '<', monthsBefore(now, retentionMonths()))
		.limit(500)
		.execute()
	const at = iso(now)
	for (const row of due) {
		await db.transaction().execute(async (trx) => {
			await trx
				.updateTable('requests')
				.set({
					name: null,
					email: null,
					phone: null,
					photo: null,
					ip: null,
					network: null,
					anonymised_at: at,
				})
				.where('id', '=', row.id)
				.execute()
			await trx
				.insertInto('request_log')
				.values({
					request_id: row.id,
					kind: 'event',
					action: 'anonymised',
					body: null,
					actor: '',
					actor_id: null,
					created_at: at,
				})
				.execute()
		})
		if (row.photo) await storage.delete(row.photo)
	}
	return {
		addressesErased: Number(addresses.numUpdatedRows),
		spamDeleted: await deleteRequests(db, spam, storage),
		anonymised: due.length,
	}
}

const SWEEP_MS = 60 * 60_000

/** Started with the server (server/app.ts), like the schedule sweeper: hourly, never overlapping. */
export function startRequestSweeper(db: Db, every = SWEEP_MS) {
	let running = false
	// The pass in flight: a stop waits for it (a council closing closes its database after).
	let pass: Promise<void> = Promise.resolve()
	const tick = async () => {
		if (running) return
		running = true
		try {
			await sweepRequests(db)
		} catch (error) {
			console.error('[requests] could not apply the retention rules', error)
		} finally {
			running = false
		}
	}
	pass = tick()
	const timer = setInterval(() => {
		if (!running) pass = tick()
	}, every)
	timer.unref()
	return () => {
		clearInterval(timer)
		return pass
	}
}
