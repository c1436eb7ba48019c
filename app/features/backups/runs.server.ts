import type { Kysely } from 'kysely'
import type { DbHandle } from '#app/db/client.server'
import type { Database } from '#app/db/schema'
import type { Env } from '#app/platform/env.server'
import type { FileStorage } from '#app/platform/storage/storage.server'
import { createBackup, type BackupResult } from './backup.server'
import { backupKeysOf, backupPlace, type BackupPlace } from './place.server'
import { archiveName, archivesToRemove, currentSlot } from './retention'

/** A run still `running` after this long was left by an instance that stopped. */
export const STALE_RUN_MS = 6 * 60 * 60 * 1000
/** A failed scheduled backup is tried again after this long, up to MAX_ATTEMPTS times a slot. */
export const RETRY_AFTER_MS = 30 * 60 * 1000
export const MAX_ATTEMPTS = 3

export interface RunOptions {
	trigger: 'scheduled' | 'command'
	slot: string
	attempt?: number
	now?: () => Date
	/** Apply BACKUP_KEEP after a good run (the schedule's archives). */
	prune?: boolean
	say?: (line: string) => void
}

export type RunOutcome =
	({ ok: true; archive: string; removed: string[] } & BackupResult) | { ok: false; error: string }

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Claims a run (its slot and attempt are unique: of several instances, one inserts it), then writes
 * the archive to the place, records the outcome, and prunes old archives. Null when another
 * instance claimed the run first.
 */
export async function runBackup(
	handle: DbHandle,
	storage: FileStorage,
	place: BackupPlace,
	env: Env,
	options: RunOptions,
): Promise<RunOutcome | null> {
	const now = options.now ?? (() => new Date())
	const started = now()
	const claimed = await handle.db
		.insertInto('backup_runs')
		.values({
			slot: options.slot,
			attempt: options.attempt ?? 1,
			trigger: options.trigger,
			status: 'running',
			started_at: started.toISOString(),
			location: place.where,
		})
		.onConflict((oc) => oc.columns(['slot', 'attempt']).doNothing())
		.returning('id')
		.executeTakeFirst()
	if (!claimed) return null
	try {
		let name = archiveName(started)
		for (let serial = 1; await place.has(name); serial++) name = archiveName(started, serial)
		const result = await place.write(name, (file) =>
			createBackup(handle, storage, file, { skipKey: backupKeysOf(env), now: started }),
		)
		const rows = result.manifest.database.tables.reduce((sum, t) => sum + t.rows, 0)
		await handle.db
			.updateTable('backup_runs')
			.set({
				status: 'done',
				finished_at: now().toISOString(),
				archive: name,
				bytes: result.bytes,
				rows,
				files: result.manifest.files.count,
			})
			.where('id', '=', claimed.id)
			.execute()
		const removed: string[] = []
		if (options.prune) {
			for (const old of archivesToRemove(await place.list(), env.BACKUP_KEEP)) {
				try {
					await place.remove(old)
					removed.push(old)
				} catch (error) {
					// The next run tries again; the new archive is safe either way.
					options.say?.(`could not remove the old backup ${old}: ${message(error)}`)
				}
			}
		}
		return { ok: true, archive: name, removed, ...result }
	} catch (error) {
		await handle.db
			.updateTable('backup_runs')
			.set({
				status: 'failed',
				finished_at: now().toISOString(),
				error: message(error).slice(0, 2000),
			})
			.where('id', '=', claimed.id)
			.execute()
		return { ok: false, error: message(error) }
	}
}

/**
 * Which attempt of the current slot is due, if any: none after a good run, or while one runs;
 * after a failure, the next one RETRY_AFTER_MS later, MAX_ATTEMPTS in all. A run left `running`
 * by an instance that stopped is marked failed first.
 */
export async function dueBackup(handle: DbHandle, env: Env, now: Date) {
	if (env.BACKUP_SCHEDULE === 'off') return null
	const slot = currentSlot(now, env.BACKUP_SCHEDULE, env.BACKUP_HOUR)
	await handle.db
		.updateTable('backup_runs')
		// When it stopped is unknown: as if at its start, so the next attempt is due at once.
		.set((eb) => ({
			status: 'failed',
			finished_at: eb.ref('started_at'),
			error: 'the server stopped before the backup was finished',
		}))
		.where('status', '=', 'running')
		.where('started_at', '<', new Date(now.getTime() - STALE_RUN_MS).toISOString())
		.execute()
	const runs = await handle.db
		.selectFrom('backup_runs')
		.select(['attempt', 'status', 'finished_at'])
		.where('slot', '=', slot.key)
		.orderBy('attempt', 'desc')
		.execute()
	const last = runs[0]
	if (!last) return { slot: slot.key, attempt: 1 }
	if (last.status !== 'failed' || last.attempt >= MAX_ATTEMPTS) return null
	if (now.getTime() - new Date(last.finished_at ?? 0).getTime() < RETRY_AFTER_MS) return null
	return { slot: slot.key, attempt: last.attempt + 1 }
}

/** What the dashboard says of backups (administrators). */
export interface BackupStatus {
	schedule: Env['BACKUP_SCHEDULE']
	/** The scheduled hour, UTC. */
	hour: number
	lastGood: { at: string; bytes: number; archive: string; files: number; location: string } | null
	/** The latest run, when it failed after the last good one. */
	failure: { at: string; error: string } | null
	/** The last good backup is older than the schedule allows (two periods). */
	overdue: boolean
}

export async function backupStatus(
	db: Kysely<Database>,
	env: Env,
	now = new Date(),
): Promise<BackupStatus> {
	const good = await db
		.selectFrom('backup_runs')
		.select(['finished_at', 'bytes', 'archive', 'files', 'location'])
		.where('status', '=', 'done')
		.orderBy('finished_at', 'desc')
		.limit(1)
		.executeTakeFirst()
	const latest = await db
		.selectFrom('backup_runs')
		.select(['status', 'started_at', 'finished_at', 'error'])
		.where('status', '!=', 'running')
		.orderBy('started_at', 'desc')
		.orderBy('id', 'desc')
		.limit(1)
		.executeTakeFirst()
	const period = env.BACKUP_SCHEDULE === 'weekly' ? 7 : 1
	const lastAt = good?.finished_at ? new Date(good.finished_at).getTime() : 0
	const status: BackupStatus = {
		schedule: env.BACKUP_SCHEDULE,
		hour: env.BACKUP_HOUR,
		lastGood: good?.finished_at
			? {
					at: good.finished_at,
					bytes: Number(good.bytes ?? 0),
					archive: good.archive ?? '',
					files: good.files ?? 0,
					location: good.location,
				}
			: null,
		failure:
			latest?.status === 'failed'
				? { at: latest.finished_at ?? latest.started_at, error: latest.error ?? '' }
				: null,
		overdue:
			env.BACKUP_SCHEDULE !== 'off' &&
			lastAt > 0 &&
			now.getTime() - lastAt > 2 * period * 24 * 60 * 60 * 1000,
	}
	return status
}

/**
 * One look at the schedule: runs the backup that is due, if this instance claims it. Every
 * instance looks; the claim makes one of them take each run.
 */
export async function checkBackups(
	handle: DbHandle,
	env: Env,
	storage: FileStorage,
	clock: () => Date = () => new Date(),
	place: BackupPlace = backupPlace(env),
) {
	try {
		const due = await dueBackup(handle, env, clock())
		if (!due) return null
		const say = (line: string) => console.log(`[backup] ${line}`)
		const outcome = await runBackup(handle, storage, place, env, {
			trigger: 'scheduled',
			slot: due.slot,
			attempt: due.attempt,
			prune: true,
			now: clock,
			say,
		})
		if (outcome?.ok)
			say(
				`wrote ${outcome.archive} (${outcome.bytes} bytes) to ${place.describe}` +
					(outcome.removed.length ? `; removed ${outcome.removed.length} older` : ''),
			)
		else if (outcome) console.error(`[backup] failed: ${outcome.error}`)
		return outcome
	} finally {
		await place.close()
	}
}

/** The first look a while after start (not during a deploy's first minutes), then every ten minutes. */
export function startBackupScheduler(
	handle: DbHandle,
	env: Env,
	storage: () => FileStorage,
	timing = { firstMs: 10 * 60 * 1000, everyMs: 10 * 60 * 1000 },
) {
	if (env.BACKUP_SCHEDULE === 'off') return () => {}
	let busy = false
	const look = () => {
		if (busy) return
		busy = true
		checkBackups(handle, env, storage())
			.catch((error) => console.error(`[backup] could not check the schedule: ${message(error)}`))
			.finally(() => (busy = false))
	}
	let interval: NodeJS.Timeout | undefined
	const first = setTimeout(() => {
		look()
		interval = setInterval(look, timing.everyMs)
		interval.unref()
	}, timing.firstMs)
	first.unref()
	return () => {
		clearTimeout(first)
		clearInterval(interval)
	}
}
