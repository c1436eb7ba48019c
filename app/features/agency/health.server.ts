import fsp from 'node:fs/promises'
import { sql } from 'kysely'
import type { DbHandle } from '#app/db/client.server'
import { SCHEDULED_TABLES } from '#app/db/content-tables'
import { siteHealth } from '#app/features/analytics/dashboard.server'
import { backupStatus } from '#app/features/backups/runs.server'
import { getSettings } from '#app/features/settings/queries.server'
import { escalationDays } from '#app/features/notifications/routing.server'
import type { Env } from '#app/platform/env.server'
import type { FileStorage } from '#app/platform/storage/storage.server'
import type { AgencyDb } from './store.server'

/**
 * A council's health as the agency console lists it (issue 36, decision 061), read from its own
 * database and files while it is open (for a request, or for its background work's visit) and
 * written to the install's database, so that the console lists fifty councils without opening
 * one: each figure says when it was looked at.
 */
export interface CouncilHealth {
	/** Its name, as its identity settings say. */
	name: { en: string; fr: string }
	/** Its office's telephone (settings), said to residents while it is offline. */
	phone?: string
	/** The last time anything was published (ISO), if ever. */
	lastPublish: string | null
	openRequests: number
	/** Open requests nobody has touched for the council's escalation delay. */
	overdueRequests: number
	/** Mails given up on (the outbox's `failed`). */
	mailFailures: number
	/** Its database and its files, in bytes. */
	storageBytes: number
	/** Standard pages still marked "to be written". */
	pagesToWrite: number
	/** The last good backup (ISO), if any. */
	lastBackup: string | null
	/** The latest problem seen: a failed backup, or the last mail that could not be sent. */
	lastError: { at: string; what: 'backup' | 'mail'; message: string } | null
}

const DAY = 86_400_000
/** Files are summed up to this many (an object store lists and sizes each). */
const FILES_COUNTED = 20_000

async function databaseBytes(handle: DbHandle) {
	if (handle.dialect === 'postgres') {
		const { rows } = await sql<{
			bytes: string
		}>`select pg_database_size(current_database()) as bytes`.execute(handle.db)
		return Number(rows[0]?.bytes ?? 0)
	}
	if (!handle.sqliteFile || handle.sqliteFile === ':memory:') return 0
	let bytes = 0
	for (const file of [handle.sqliteFile, `${handle.sqliteFile}-wal`])
		bytes += await fsp.stat(file).then(
			(stat) => stat.size,
			() => 0,
		)
	return bytes
}

async function filesBytes(storage: FileStorage) {
	let bytes = 0
	let counted = 0
	for await (const key of storage.list('')) {
		if (++counted > FILES_COUNTED) break
		bytes += (await storage.head(key))?.size ?? 0
	}
	return bytes
}

export async function collectHealth(
	handle: DbHandle,
	storage: FileStorage,
	env: Env,
	now = new Date(),
): Promise<CouncilHealth> {
	const { db } = handle
	const count = (row: { n: unknown } | undefined) => Number(row?.n ?? 0)
	// The latest publish recorded in the history, or the latest change to anything public (content
	// written before the history began, or by the setup, has no revision).
	const published = [
		(
			await db
				.selectFrom('revisions')
				.select((eb) => eb.fn.max('created_at').as('at'))
				.where('action', '=', 'published')
				.executeTakeFirst()
		)?.at,
	]
	for (const table of SCHEDULED_TABLES)
		published.push(
			(
				await db
					.selectFrom(table as 'news')
					.select((eb) => eb.fn.max('updated_at').as('at'))
					.where('status', '=', 'published')
					.executeTakeFirst()
			)?.at,
		)
	const lastPublish =
		published
			.filter((at): at is string => typeof at === 'string' && at !== '')
			.sort()
			.at(-1) ?? null
	const days = await escalationDays(db)
	const open = db
		.selectFrom('requests')
		.select((eb) => eb.fn.countAll().as('n'))
		.where('status', 'in', ['received', 'in_progress'])
		.where('spam_at', 'is', null)
	const overdueBefore = new Date(now.getTime() - days * DAY).toISOString()
	const [openRequests, overdueRequests, mailFailures] = await Promise.all([
		open.executeTakeFirst().then(count),
		open.where('updated_at', '<', overdueBefore).executeTakeFirst().then(count),
		db
			.selectFrom('mail_outbox')
			.select((eb) => eb.fn.countAll().as('n'))
			.where('status', '=', 'failed')
			.executeTakeFirst()
			.then(count),
	])
	const lastMailFailure = await db
		.selectFrom('mail_outbox')
		.select(['last_error', 'created_at'])
		.where('status', '=', 'failed')
		.orderBy('id', 'desc')
		.limit(1)
		.executeTakeFirst()
	const backups = await backupStatus(db, env, now)
	const errors = [
		backups.failure && {
			at: backups.failure.at,
			what: 'backup' as const,
			message: backups.failure.error,
		},
		lastMailFailure && {
			at: lastMailFailure.created_at,
			what: 'mail' as const,
			message: lastMailFailure.last_error ?? '',
		},
	].filter((error) => error !== null && error !== undefined)
	const { toWrite } = await siteHealth(db, now.getTime())
	const { name, phone } = await getSettings(db)
	return {
		name: { en: name.en, fr: name.fr },
		phone,
		lastPublish,
		openRequests,
		overdueRequests,
		mailFailures,
		storageBytes: (await databaseBytes(handle)) + (await filesBytes(storage)),
		pagesToWrite: toWrite,
		lastBackup: backups.lastGood?.at ?? null,
		lastError: errors.sort((a, b) => b.at.localeCompare(a.at))[0] ?? null,
	}
}

/** Writes what was seen of a council (one row per council, replaced). */
export async function recordHealth(
	db: AgencyDb,
	council: string,
	health: CouncilHealth,
	now = new Date(),
) {
	const row = { collected_at: now.toISOString(), figures: JSON.stringify(health) }
	await db
		.insertInto('council_health')
		.values({ council, ...row })
		.onConflict((oc) => oc.column('council').doUpdateSet(row))
		.execute()
}

/** What was last seen of every council, by id. */
export async function healthOfAll(db: AgencyDb) {
	const rows = await db.selectFrom('council_health').selectAll().execute()
	return new Map(
		rows.map((row) => [
			row.council,
			{ at: row.collected_at, figures: JSON.parse(row.figures) as CouncilHealth },
		]),
	)
}

/** Who a council is (its name, its office's telephone), as last seen, if it ever was. */
export async function identityOf(db: AgencyDb, council: string) {
	const row = await db
		.selectFrom('council_health')
		.select('figures')
		.where('council', '=', council)
		.executeTakeFirst()
	if (!row) return undefined
	const { name, phone } = JSON.parse(row.figures) as CouncilHealth
	return { name, phone: phone || undefined }
}

/** When a council's health was last written (ISO), to look again only after a while. */
export async function healthSeenAt(db: AgencyDb, council: string) {
	const row = await db
		.selectFrom('council_health')
		.select('collected_at')
		.where('council', '=', council)
		.executeTakeFirst()
	return row?.collected_at
}
