import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { DbHandle } from '#app/db/client.server'
import { parseEnv, type Env } from '#app/platform/env.server'
import { LocalStorage } from '#app/platform/storage/local-storage.server'
import { createSharedTestDb } from '../../../tests/support/db'
import { startS3Server } from '../../../tests/support/s3-server'
import { folderPlace, s3Place } from './place.server'
import { verifyArchive } from './restore.server'
import { archiveName } from './retention'
import { MAX_ATTEMPTS, backupStatus, checkBackups, dueBackup } from './runs.server'

// Scheduled backups (decision 047): one instance of several takes each run, a failure is recorded
// and tried again, old archives are rotated out, and the dashboard's figures come from the runs.

let shared: Awaited<ReturnType<typeof createSharedTestDb>>
let first: DbHandle
let second: DbHandle
let dir: string
let storage: LocalStorage
let env: Env

beforeAll(async () => {
	shared = await createSharedTestDb()
	first = shared.first
	second = shared.second
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-backup-runs-'))
	storage = new LocalStorage(path.join(dir, 'uploads'))
	await storage.put('documents/minutes.pdf', Buffer.from('%PDF minutes'), 'application/pdf')
	env = parseEnv({ DATA_DIR: dir, BACKUP_KEEP: '2,1,1' })
})
afterAll(async () => {
	await shared?.close()
	fs.rmSync(dir, { recursive: true, force: true })
})
beforeEach(async () => {
	await first.db.deleteFrom('backup_runs').execute()
	fs.rmSync(path.join(dir, 'backups'), { recursive: true, force: true })
})

const backupsDir = () => path.join(dir, 'backups')
const archives = () => fs.readdirSync(backupsDir()).filter((n) => n.endsWith('.tar.gz'))

const morning = new Date('2026-11-27T09:00:00Z')

describe('scheduled backups', () => {
	test('two instances look at once: one archive, one run', async () => {
		const outcomes = await Promise.all([
			checkBackups(first, env, storage, () => morning),
			checkBackups(second, env, storage, () => morning),
		])
		expect(outcomes.filter((o) => o?.ok)).toHaveLength(1)
		expect(outcomes.filter((o) => o === null)).toHaveLength(1)
		expect(archives()).toEqual([archiveName(morning)])
		const manifest = await verifyArchive(() =>
			fs.createReadStream(path.join(backupsDir(), archives()[0]!)),
		)
		expect(manifest.files.entries.map((f) => f.key)).toEqual(['documents/minutes.pdf'])
		const runs = await first.db.selectFrom('backup_runs').selectAll().execute()
		expect(runs).toMatchObject([
			{ slot: 'daily-2026-11-27', attempt: 1, trigger: 'scheduled', status: 'done', files: 1 },
		])
		expect(Number(runs[0]!.bytes)).toBe(fs.statSync(path.join(backupsDir(), archives()[0]!)).size)
		// Done for today: the next look, later the same day, does nothing.
		expect(
			await checkBackups(first, env, storage, () => new Date('2026-11-27T18:00:00Z')),
		).toBeNull()
		expect(await dueBackup(first, env, new Date('2026-11-28T02:00:00Z'))).toEqual({
			slot: 'daily-2026-11-28',
			attempt: 1,
		})
	})

	test('a failure is recorded, shown, and tried again half an hour later, three times at most', async () => {
		// The backups' folder cannot be made: a file is in its way.
		fs.writeFileSync(backupsDir(), 'not a folder')
		const failed = await checkBackups(first, env, storage, () => morning)
		expect(failed).toMatchObject({ ok: false })
		let status = await backupStatus(first.db, env, morning)
		expect(status.lastGood).toBeNull()
		expect(status.failure?.error).toMatch(/EEXIST|ENOTDIR/)
		expect(await dueBackup(first, env, new Date(morning.getTime() + 10 * 60_000))).toBeNull()
		let now = new Date(morning.getTime() + 31 * 60_000)
		expect(await dueBackup(first, env, now)).toEqual({ slot: 'daily-2026-11-27', attempt: 2 })
		await checkBackups(first, env, storage, () => now)
		now = new Date(now.getTime() + 31 * 60_000)
		await checkBackups(first, env, storage, () => now)
		now = new Date(now.getTime() + 31 * 60_000)
		expect(await dueBackup(first, env, now)).toBeNull()
		const attempts = await first.db.selectFrom('backup_runs').select('attempt').execute()
		expect(attempts.map((a) => a.attempt).sort()).toEqual([1, 2, MAX_ATTEMPTS])

		// The way is cleared; the next day's backup works and the failure is no longer shown.
		fs.rmSync(backupsDir())
		const tomorrow = new Date('2026-11-28T09:00:00Z')
		expect(await checkBackups(first, env, storage, () => tomorrow)).toMatchObject({ ok: true })
		status = await backupStatus(first.db, env, tomorrow)
		expect(status.failure).toBeNull()
		expect(status.lastGood).toMatchObject({
			archive: archiveName(tomorrow),
			files: 1,
			location: backupsDir(),
		})
		expect(status.overdue).toBe(false)
		// Three days later with no backup since, it is overdue.
		expect((await backupStatus(first.db, env, new Date('2026-12-01T09:00:00Z'))).overdue).toBe(true)
	})

	test('a run left by an instance that stopped is marked failed, and the slot tried again', async () => {
		await first.db
			.insertInto('backup_runs')
			.values({
				slot: 'daily-2026-11-27',
				attempt: 1,
				trigger: 'scheduled',
				status: 'running',
				started_at: '2026-11-27T02:00:00.000Z',
				location: 'the folder',
			})
			.execute()
		expect(await dueBackup(first, env, new Date('2026-11-27T05:00:00Z'))).toBeNull()
		expect(await dueBackup(first, env, new Date('2026-11-27T09:00:00Z'))).toEqual({
			slot: 'daily-2026-11-27',
			attempt: 2,
		})
		const run = await first.db.selectFrom('backup_runs').selectAll().executeTakeFirstOrThrow()
		expect(run).toMatchObject({ status: 'failed', error: expect.stringMatching(/stopped/) })
	})

	test('old archives are rotated out after a good run (BACKUP_KEEP=2,1,1)', async () => {
		fs.mkdirSync(backupsDir())
		const old = [
			'council-backup-20261126-030000.tar.gz',
			'council-backup-20261125-030000.tar.gz',
			'council-backup-20261124-030000.tar.gz',
		]
		for (const name of old) fs.writeFileSync(path.join(backupsDir(), name), '')
		fs.writeFileSync(path.join(backupsDir(), 'README.txt'), 'kept by the operator')
		const outcome = await checkBackups(first, env, storage, () => morning)
		expect(outcome).toMatchObject({ ok: true, removed: old.slice(1) })
		expect(fs.readdirSync(backupsDir()).sort()).toEqual(
			['README.txt', archiveName(morning), old[0]!].sort(),
		)
	})

	test('BACKUP_SCHEDULE=off: nothing is due', async () => {
		const off = parseEnv({ DATA_DIR: dir, BACKUP_SCHEDULE: 'off' })
		expect(await dueBackup(first, off, morning)).toBeNull()
	})
})

describe('backups in the object store', () => {
	test(
		'an archive larger than a part goes up in parts, and comes back whole',
		{ timeout: 60_000 },
		async () => {
			const s3 = await startS3Server('council-archives')
			const s3Env = parseEnv({ DATA_DIR: dir, ...s3.env, S3_PREFIX: 'town' })
			// Files that do not compress: the archive is larger than the 5 MiB part.
			await storage.put('media/big.webp', crypto.randomBytes(6 * 1024 * 1024), 'image/webp')
			const place = s3Place(s3Env, 5 * 1024 * 1024)
			try {
				expect(place.describe).toBe('bucket council-archives, under town-backups/')
				const outcome = await checkBackups(first, s3Env, storage, () => morning, place)
				expect(outcome).toMatchObject({ ok: true })
				const names = await s3Place(s3Env).list()
				expect(names).toEqual([archiveName(morning)])
				const copy = path.join(dir, 'fetched.tar.gz')
				expect(await s3Place(s3Env).fetch(names[0]!, copy)).toBe(true)
				const manifest = await verifyArchive(() => fs.createReadStream(copy))
				expect(manifest.files.entries.find((f) => f.key === 'media/big.webp')?.size).toBe(
					6 * 1024 * 1024,
				)
				expect(fs.statSync(copy).size).toBeGreaterThan(5 * 1024 * 1024)
			} finally {
				await storage.delete('media/big.webp')
				await place.close()
				await s3.stop()
			}
		},
	)

	test('a folder place keeps no partial archive when writing fails', async () => {
		const place = folderPlace(backupsDir())
		await expect(
			place.write('council-backup-20261127-090000.tar.gz', async (file) => {
				fs.writeFileSync(file, 'half')
				throw new Error('disk full')
			}),
		).rejects.toThrow('disk full')
		expect(fs.readdirSync(backupsDir())).toEqual([])
	})
})
