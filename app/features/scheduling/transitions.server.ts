import type { Kysely } from 'kysely'
import { logActivity } from '#app/db/activity.server'
import type { Database } from '#app/db/schema'
import { SCHEDULED_TABLES } from '#app/db/migrations/011-scheduling'
import { resourceList } from '#app/features/cms/resources'
import { nowIso } from '#app/platform/clock.server'

/** Every table with a publication state: those of migration 011, and those created since. */
const TABLES = [...SCHEDULED_TABLES, 'alerts', 'documents', 'jobs'] as const
type ScheduledTable = (typeof TABLES)[number]

/**
 * The moments scheduled items change state (decision 028). What the public sees never waits for
 * this: the public queries compare the times with the clock (see live.server.ts). This records
 * each change once, as the activity log's "Published on schedule" / "Unpublished on schedule",
 * which is also the content version every instance watches — so the site search and anything
 * built from the content is rebuilt — and what later tells subscribers.
 */

/** How an item of a table is named in the log, and under which type and kind. */
function describe(table: ScheduledTable) {
	if (table === 'pages') {
		return {
			type: 'page',
			kind: 'content' as const,
			title: (row: Record<string, unknown>) =>
				String(row.menu_label_en || row.menu_label_fr || row.path_en || ''),
		}
	}
	const def = resourceList.find((d) => d.table === table)!
	const base = def.titleField
	return {
		type: def.key,
		kind: def.kind,
		title: (row: Record<string, unknown>) =>
			String(row[`${base}_en`] || row[`${base}_fr`] || row[base] || ''),
	}
}

/** The next moment, after `at`, when a published item goes public or stops being public; or null. */
export async function nextTransition(
	db: Kysely<Database>,
	at: string = nowIso(),
): Promise<string | null> {
	let next: string | null = null
	for (const table of TABLES) {
		const row = await db
			.selectFrom(table)
			.select((eb) => [
				eb.fn.min('publish_at').filterWhere('publish_at', '>', at).as('p'),
				eb.fn.min('unpublish_at').filterWhere('unpublish_at', '>', at).as('u'),
			])
			.where('status', '=', 'published')
			.executeTakeFirst()
		for (const value of [row?.p, row?.u]) {
			if (typeof value === 'string' && (next === null || value < next)) next = value
		}
	}
	return next
}

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
	for (const table of TABLES) {
		const named = describe(table)
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
			const actor = await lastActor(db, named.type, id)
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
						itemType: named.type,
						itemId: id,
						itemTitle: named.title(row),
						actor,
						kind: named.kind,
					},
					ended ? row.unpublish_at! : row.publish_at!,
				)
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
	void tick()
	const timer = setInterval(() => void tick(), every)
	timer.unref()
	return () => clearInterval(timer)
}
