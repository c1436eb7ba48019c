import type { Kysely, Transaction } from 'kysely'
import { logActivity } from '#app/db/activity.server'
import { SCHEDULED_TABLES } from '#app/db/content-tables'
import type { Database } from '#app/db/schema'
import { contentTypeOfTable } from '#app/features/content-types.server'
import { nowIso } from '#app/platform/clock.server'
import { notify } from '#app/features/notifications/notices.server'

/**
 * The moments scheduled items change state (decision 028). What the public sees never waits for
 * this: the public queries compare the times with the clock (see live.server.ts). This records
 * each change once, as the activity log's "Published on schedule" / "Unpublished on schedule",
 * which is also the content version every instance watches — so the site search and anything
 * built from the content is rebuilt — and what later tells subscribers. Each item is named in
 * the log as its content type names it.
 */

export { nextTransition } from './next-transition.server'

/** Who last saved an item (the person whose schedule it was), for the log. */
async function lastActor(db: Kysely<Database>, type: string, id: number) {
	const row = await db
		.selectFrom('revisions')
		.select('actor')
		.where('item_type', '=', type)
		.where('item_id', '=', id)
		.orderBy('version', 'desc')
		.limit(1)
		.executeTakeFirst()
	return row?.actor ?? ''
}

/** The person whose schedule it was (matched by name: the revisions keep the name), told once. */
async function tellWentLive(
	db: Transaction<Database>,
	type: string,
	id: number,
	title: string,
	actor: string,
	link: string,
	at: string,
) {
	if (!actor) return
	const people = await db
		.selectFrom('users')
		.select('id')
		.where('name', '=', actor)
		.where('active', '=', 1)
		.execute()
	if (people.length !== 1) return
	await notify(db, at, {
		kind: 'schedule.live',
		to: { userId: people[0]!.id },
		params: { title: title.slice(0, 200) },
		link,
		dedupe: `schedule-live:${type}:${id}:${at}`,
	})
}

/**
 * Records every scheduled change that is due: an item whose publish time has passed is now simply
 * published (its publish time cleared); one whose unpublish time has passed goes back to draft.
 * Each row is claimed by a conditional update, so when several instances run this at once each
 * change is recorded exactly once. Returns how many changes this call recorded.
 */
export async function applyDueTransitions(
	db: Kysely<Database>,
	at: string = nowIso(),
): Promise<number> {
	let applied = 0
	for (const table of SCHEDULED_TABLES) {
		const type = contentTypeOfTable(table)
		if (!type) throw new Error(`No content type holds the scheduled table ${table}`)
		const due = await db
			.selectFrom(table)
			.selectAll()
			.where('status', '=', 'published')
			.where((eb) => eb.or([eb('publish_at', '<=', at), eb('unpublish_at', '<=', at)]))
			.execute()
		for (const row of due as unknown as (Record<string, unknown> & {
			id: number
			publish_at: string | null
			unpublish_at: string | null
		})[]) {
			const id = Number(row.id)
			const ended = row.unpublish_at !== null && row.unpublish_at <= at
			const actor = await lastActor(db, type.key, id)
			const done = await db.transaction().execute(async (trx) => {
				const result = ended
					? await trx
							.updateTable(table)
							.set({ status: 'draft', publish_at: null, unpublish_at: null })
							.where('id', '=', id)
							.where('status', '=', 'published')
							.where('unpublish_at', '=', row.unpublish_at)
							.executeTakeFirst()
					: await trx
							.updateTable(table)
							.set({ publish_at: null })
							.where('id', '=', id)
							.where('status', '=', 'published')
							.where('publish_at', '=', row.publish_at)
							.executeTakeFirst()
				if (Number(result.numUpdatedRows) !== 1) return false
				await logActivity(
					trx,
					{
						action: ended ? 'ended' : 'went-live',
						itemType: type.key,
						itemId: id,
						itemTitle: type.title(row),
						actor,
						kind: type.logKind,
					},
					ended ? row.unpublish_at! : row.publish_at!,
				)
				// Its author is told it is public (decision 050).
				if (!ended)
					await tellWentLive(trx, type.key, id, type.title(row), actor, type.editPath(id), at)
				return true
			})
			if (done) applied++
		}
	}
	return applied
}

/**
 * How often each instance looks for due changes to record (the public is on time regardless).
 * TEST_SWEEP_MS shortens it for the server tests that wait for a "went-live" entry (the
 * subscriptions' announcement of a scheduled item, decision 040), as TEST_CLOCK_FILE moves time.
 */
const SWEEP_MS = Number(process.env.TEST_SWEEP_MS) || 15_000

/**
 * Runs `applyDueTransitions` now and every SWEEP_MS, in this process, until stopped. The timer
 * does not keep the process alive; a failure is reported and retried at the next tick.
 */
export function startScheduleSweeper(db: Kysely<Database>, every = SWEEP_MS) {
	let running = false
	// The pass in flight: a stop waits for it (a council closing closes its database after).
	let pass: Promise<void> = Promise.resolve()
	const tick = async () => {
		if (running) return
		running = true
		try {
			await applyDueTransitions(db)
		} catch (error) {
			console.error('[schedule] could not record scheduled changes', error)
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
