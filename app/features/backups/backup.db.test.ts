import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { migrate, openDatabase, type DbHandle } from '#app/db/client.server'
import { getMigrations } from '#app/db/migrations/index'
import { LocalStorage } from '#app/platform/storage/local-storage.server'
import { S3Storage } from '#app/platform/storage/s3-storage.server'
import type { FileStorage } from '#app/platform/storage/types'
import { prepareDatabase } from '#app/seed/prepare.server'
import { createPgDatabase } from '../../../tests/support/db'
import { startS3Server } from '../../../tests/support/s3-server'
import { createBackup } from './backup.server'
import { RestoreRefused, restoreArchive, verifyArchive } from './restore.server'
import { NOT_BACKED_UP, withSnapshot } from './snapshot.server'

// Backups and restore (decision 047), on the engine of the project: SQLite files in `unit`,
// databases of the throw-away cluster in `postgres` (which also moves a council SQLite →
// PostgreSQL → SQLite).

const onPostgres = process.env.TEST_DB === 'postgres'
const cleanUps: (() => Promise<void> | void)[] = []
let dir: string

beforeAll(() => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'council-backup-test-'))
	cleanUps.push(() => fs.rmSync(dir, { recursive: true, force: true }))
})
afterAll(async () => {
	for (const clean of cleanUps.reverse()) await clean()
})

let made = 0
async function newDatabase(
	engine: 'sqlite' | 'postgres' = onPostgres ? 'postgres' : 'sqlite',
	{ empty = false } = {},
) {
	let handle: DbHandle
	if (engine === 'postgres') {
		// A copy of the migrated template, as a new install is after its first start (or empty).
		const database = await createPgDatabase(
			undefined,
			'backup',
			empty ? undefined : inject('pgTemplate'),
		)
		handle = openDatabase({ databaseUrl: database.url })
		cleanUps.push(async () => {
			await handle.close()
			await database.drop()
		})
	} else {
		handle = openDatabase({ sqliteFile: path.join(dir, `site-${++made}.db`) })
		cleanUps.push(() => handle.close())
	}
	return handle
}

function newFolder() {
	return new LocalStorage(path.join(dir, `files-${++made}`))
}

/** A council as one in use: the sample site, its administrator, and files of three kinds. */
async function council(handle: DbHandle, storage: FileStorage) {
	await prepareDatabase(handle, {
		seed: true,
		admin: { ADMIN_EMAIL: 'clerk@example.org', ADMIN_PASSWORD: 'a long sample passphrase 42' },
		log: () => {},
	})
	await storage.put('documents/budget-2026.pdf', Buffer.from('%PDF-1.4 budget'), 'application/pdf')
	await storage.put('media/market/640.webp', Buffer.alloc(70_000, 7), 'image/webp')
	await storage.put('requests/photo-1.webp', Buffer.from('photo of a pothole'), 'image/webp')
}

/** Every row of every table (but the install's own), sorted, for comparing two databases. */
async function contents(handle: DbHandle) {
	return withSnapshot(handle, async (snapshot) => {
		const all: Record<string, string[]> = {}
		for (const table of snapshot.tables) {
			if (NOT_BACKED_UP.has(table)) continue
			const rows: string[] = []
			for await (const batch of snapshot.rows(table))
				for (const row of batch)
					rows.push(JSON.stringify(Object.fromEntries(Object.entries(row).sort())))
			all[table] = rows.sort()
		}
		return { migrations: snapshot.migrations, tables: all }
	})
}

async function files(storage: FileStorage) {
	const all: Record<string, string> = {}
	for await (const key of storage.list())
		all[key] = (await buffer((await storage.read(key))!)).toString('base64')
	return all
}

const archivePath = () => path.join(dir, `backup-${++made}.tar.gz`)
const opener = (file: string) => () => fs.createReadStream(file)

async function backUp(handle: DbHandle, storage: FileStorage) {
	const file = archivePath()
	const result = await createBackup(handle, storage, file)
	return { file, ...result }
}

const requests0 = (a: { manifest: { database: { tables: { name: string; rows: number }[] } } }) =>
	a.manifest.database.tables.find((t) => t.name === 'requests')?.rows

async function restore(file: string, handle: DbHandle, storage: FileStorage, replace = false) {
	const manifest = await verifyArchive(opener(file))
	return restoreArchive(handle, storage, opener(file), manifest, { replace })
}

describe(`backups and restore (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
	let source: DbHandle
	let sourceFiles: FileStorage
	let archive: Awaited<ReturnType<typeof backUp>>

	beforeAll(async () => {
		source = await newDatabase()
		sourceFiles = newFolder()
		await council(source, sourceFiles)
		archive = await backUp(source, sourceFiles)
	})

	test('an archive holds every table and file, with their checksums', async () => {
		const { manifest } = archive
		expect(manifest.database.dialect).toBe(source.dialect)
		expect(manifest.database.migrations).toEqual(Object.keys(getMigrations(source.dialect)))
		const tables = Object.fromEntries(manifest.database.tables.map((t) => [t.name, t.rows]))
		expect(tables.users).toBeGreaterThan(0)
		expect(tables.pages).toBeGreaterThan(10)
		expect(tables.news).toBeGreaterThan(0)
		expect(manifest.files.entries.map((f) => f.key).sort()).toEqual([
			'documents/budget-2026.pdf',
			'media/market/640.webp',
			'requests/photo-1.webp',
		])
		expect(manifest.files.entries.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true)
		expect(archive.bytes).toBe(fs.statSync(archive.file).size)
	})

	test('restored onto an empty install, it gives back the same rows and files', async () => {
		const target = await newDatabase()
		const targetFiles = newFolder()
		const result = await restore(archive.file, target, targetFiles)
		expect(result.migrated).toEqual([])
		expect(await contents(target)).toEqual(await contents(source))
		expect(await files(targetFiles)).toEqual(await files(sourceFiles))
		// New rows get new ids after the restored ones.
		const { id } = await target.db
			.insertInto('news')
			.values({
				slug: 'after-the-restore',
				title_en: 'After the restore',
				title_fr: 'Après la restauration',
				content_en: null,
				content_fr: null,
				image: null,
				image_alt_en: null,
				image_alt_fr: null,
				status: 'draft',
				publish_at: null,
				unpublish_at: null,
				published_at: null,
				created_at: new Date().toISOString(),
				updated_at: new Date().toISOString(),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const highest = await source.db
			.selectFrom('news')
			.select((eb) => eb.fn.max('id').as('max'))
			.executeTakeFirstOrThrow()
		expect(id).toBeGreaterThan(Number(highest.max))
	})

	test('a target that holds a site is refused, and nothing in it changes; --replace replaces it', async () => {
		// Another site: an account and a file of its own.
		const target = await newDatabase()
		const targetFiles = newFolder()
		await migrate(target)
		await target.db
			.insertInto('users')
			.values({
				email: 'other@example.org',
				name: 'Other Clerk',
				role: 'admin',
				active: 1,
				created_at: '2026-01-01T00:00:00.000Z',
				last_sign_in_at: null,
				password_hash: null,
				password_changed_at: null,
			})
			.execute()
		await targetFiles.put('documents/only-here.pdf', Buffer.from('%PDF old'), 'application/pdf')
		const before = await contents(target)
		await expect(restore(archive.file, target, targetFiles)).rejects.toThrow(
			/already holds a site \(1 users, 1 stored files\)/,
		)
		expect(await contents(target)).toEqual(before)
		expect(Object.keys(await files(targetFiles))).toContain('documents/only-here.pdf')

		await restore(archive.file, target, targetFiles, true)
		expect(await contents(target)).toEqual(await contents(source))
		expect(await files(targetFiles)).toEqual(await files(sourceFiles))
	})

	test('a damaged or cut archive is refused before anything is changed', async () => {
		const bytes = zlib.gunzipSync(fs.readFileSync(archive.file))
		// One byte of a stored file changed (the tar is still well formed).
		const at = bytes.indexOf('photo of a pothole')
		expect(at).toBeGreaterThan(0)
		const changed = Buffer.from(bytes)
		changed[at] = 'P'.charCodeAt(0)
		const damaged = archivePath()
		fs.writeFileSync(damaged, zlib.gzipSync(changed))
		const cut = archivePath()
		fs.writeFileSync(cut, fs.readFileSync(archive.file).subarray(0, Math.floor(archive.bytes / 2)))

		const target = await newDatabase(undefined, { empty: true })
		const targetFiles = newFolder()
		await expect(verifyArchive(opener(damaged))).rejects.toThrow(
			/damaged: files\/requests\/photo-1\.webp does not match its checksum/,
		)
		await expect(verifyArchive(opener(cut))).rejects.toThrow(RestoreRefused)
		await expect(verifyArchive(opener(cut))).rejects.toThrow(/cut short/)
		// Nothing was made in the target.
		expect(await files(targetFiles)).toEqual({})
		expect(await target.db.introspection.getTables()).toEqual([])
	})

	test('an archive from an older version is restored, then migrated', async () => {
		const names = Object.keys(getMigrations(source.dialect))
		const old = await newDatabase(undefined, { empty: true })
		await migrate(old, names.at(-2))
		const storage = newFolder()
		await old.db
			.insertInto('users')
			.values({
				email: 'old@example.org',
				name: 'Old Clerk',
				role: 'admin',
				active: 1,
				created_at: '2025-01-01T00:00:00.000Z',
				last_sign_in_at: null,
				password_hash: null,
				password_changed_at: null,
			})
			.execute()
		const oldArchive = await backUp(old, storage)
		expect(oldArchive.manifest.database.migrations).toEqual(names.slice(0, -1))

		const target = await newDatabase()
		const result = await restore(oldArchive.file, target, newFolder())
		expect(result.migrated).toEqual([names.at(-1)])
		const users = await target.db.selectFrom('users').select('email').execute()
		expect(users).toEqual([{ email: 'old@example.org' }])
	})

	test('an archive from a newer version is refused', async () => {
		const manifest = await verifyArchive(opener(archive.file))
		const newer = {
			...manifest,
			database: {
				...manifest.database,
				migrations: [...manifest.database.migrations, '999-future'],
			},
		}
		await expect(
			restoreArchive(await newDatabase(), newFolder(), opener(archive.file), newer),
		).rejects.toThrow(/newer version of the site \(it has 999-future\)/)
	})

	test('a backup taken during continuous writes restores to one consistent instant', async () => {
		// The council of the tests above, written to now (this test comes last).
		const live = source
		const storage = sourceFiles
		let writing = true
		let written = 0
		// Each request is written with its first log line in one transaction, as the site does.
		const writer = (async () => {
			while (writing) {
				await live.db.transaction().execute(async (trx) => {
					const now = new Date().toISOString()
					const { id } = await trx
						.insertInto('requests')
						.values({
							reference: `T-${written}`,
							year: 2026,
							number: written,
							category: 'roads',
							description: `Pothole number ${written}`,
							location: 'Market road',
							map_x: null,
							map_y: null,
							photo: null,
							name: 'Resident',
							email: null,
							phone: null,
							locale: 'en',
							status: 'received',
							assigned_to: null,
							ip: null,
							created_at: now,
							updated_at: now,
							closed_at: null,
							handled_at: null,
							spam_at: null,
							anonymised_at: null,
						})
						.returning('id')
						.executeTakeFirstOrThrow()
					await trx
						.insertInto('request_log')
						.values({
							request_id: id,
							kind: 'event',
							action: 'received',
							body: null,
							actor: 'resident',
							actor_id: null,
							created_at: now,
						})
						.execute()
				})
				written++
				await new Promise((resolve) => setImmediate(resolve))
			}
		})()
		// Let some be written before, and some during.
		while (written < 20) await new Promise((resolve) => setTimeout(resolve, 5))
		const during = await backUp(live, storage)
		const atEnd = written
		console.log(
			`continuous writes: ${requests0(during)} in the archive, ${atEnd} written by the end`,
		)
		writing = false
		await writer

		const target = await newDatabase()
		await restore(during.file, target, newFolder())
		const requests = await target.db.selectFrom('requests').select(['id', 'reference']).execute()
		const logs = await target.db.selectFrom('request_log').select('request_id').execute()
		expect(requests.length).toBeGreaterThanOrEqual(20)
		// Writes went on after the instant the archive holds.
		expect(requests.length).toBeLessThan(atEnd)
		// Every request has its log line and every log line its request: no half of a transaction.
		expect(logs.map((l) => l.request_id).sort()).toEqual(requests.map((r) => r.id).sort())
		expect(during.manifest.database.tables.find((t) => t.name === 'requests')?.rows).toBe(
			requests.length,
		)
	})
})

// Defined on PostgreSQL only (it needs the cluster), so SQLite's run lists no skipped test.
if (onPostgres)
	describe('moving between the databases', () => {
		test(
			'SQLite → PostgreSQL (files into an object store) → SQLite gives back the same site',
			{ timeout: 60_000 },
			async () => {
				const s3 = await startS3Server('council-move')
				const store = new S3Storage(s3.options)
				cleanUps.push(async () => {
					await store.close()
					await s3.stop()
				})
				const first = await newDatabase('sqlite')
				const firstFiles = newFolder()
				await council(first, firstFiles)
				const fromSqlite = await backUp(first, firstFiles)

				const pg = await newDatabase('postgres')
				await restore(fromSqlite.file, pg, store)
				expect(await contents(pg)).toEqual(await contents(first))
				expect(await files(store)).toEqual(await files(firstFiles))
				expect((await store.head('documents/budget-2026.pdf'))?.contentType).toBe('application/pdf')

				const fromPg = await backUp(pg, store)
				expect(fromPg.manifest.database.dialect).toBe('postgres')
				expect(fromPg.manifest.files.source).toBe('s3')
				const back = await newDatabase('sqlite')
				const backFiles = newFolder()
				await restore(fromPg.file, back, backFiles)
				expect(await contents(back)).toEqual(await contents(first))
				expect(await files(backFiles)).toEqual(await files(firstFiles))
			},
		)
	})
