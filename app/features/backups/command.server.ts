import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { openDatabase, type DbHandle } from '#app/db/client.server'
import { sqlitePath, type Env } from '#app/platform/env.server'
import { checkStorage, storageFromEnv } from '#app/platform/storage/storage.server'
import { createBackup } from './backup.server'
import { backupKeysOf, backupPlace } from './place.server'
import { RestoreRefused, restoreArchive, verifyArchive } from './restore.server'
import { runBackup } from './runs.server'

type Say = (line: string) => void

export const BACKUP_USAGE = `Usage: npm run backup -- [--out FILE] [--list]

Writes one archive of everything the council has: the database (a consistent snapshot, taken
while the site goes on serving and saving) and every stored file, with a manifest and checksums.
It goes where the scheduled backups go (BACKUP_DIR, or the bucket when BACKUP_TO=s3), or to FILE.

  --out FILE   write the archive to FILE (which must not exist)
  --list       list the archives where the backups go, newest first`

export const RESTORE_USAGE = `Usage: npm run restore -- ARCHIVE [--replace]

Restores a backup onto this install (DATA_DIR or DATABASE_URL, and STORAGE): the same pages and
their history, accounts, requests, subscriptions, settings and files. The archive is checked
first; a backup from an older version is migrated after; either database restores a backup of
either (this is how a council moves from the embedded database to PostgreSQL, and back).
ARCHIVE is a file, or the name of an archive where the backups go (see npm run backup -- --list).
Stop the site first.

  --replace    the install already holds a site: remove it (database and files) and restore`

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function openFromEnv(env: Env): DbHandle {
	return openDatabase(
		env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { sqliteFile: sqlitePath(env) },
	)
}

/** `npm run backup`: exits 0 with the archive written, 1 when it failed, 2 for wrong arguments. */
export async function runBackupCommand(argv: string[], env: Env, say: Say = console.log) {
	let out: string | undefined
	let list = false
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i]
		if (arg === '--out') {
			out = argv[++i]
			if (!out) {
				say(`--out needs a file name\n\n${BACKUP_USAGE}`)
				return 2
			}
		} else if (arg === '--list') list = true
		else if (arg === '--help' || arg === '-h') {
			say(BACKUP_USAGE)
			return 0
		} else {
			say(`Unknown argument: ${arg}\n\n${BACKUP_USAGE}`)
			return 2
		}
	}
	const place = backupPlace(env)
	try {
		if (list) {
			const names = (await place.list()).sort().reverse()
			say(names.length ? `Backups in ${place.describe}:` : `No backups in ${place.describe} yet.`)
			for (const name of names) say(`  ${name}`)
			return 0
		}
		if (out && fs.existsSync(out)) {
			say(`${out} already exists: choose another name, or remove it first.`)
			return 2
		}
		if (!env.DATABASE_URL && !fs.existsSync(sqlitePath(env))) {
			say(`There is no database at ${sqlitePath(env)} to back up (DATA_DIR=${env.DATA_DIR}).`)
			return 2
		}
		const storage = storageFromEnv(env)
		await checkStorage(storage)
		const handle = openFromEnv(env)
		const started = Date.now()
		try {
			if (out) {
				const file = path.resolve(out)
				const result = await createBackup(handle, storage, file, { skipKey: backupKeysOf(env) })
				const rows = result.manifest.database.tables.reduce((sum, t) => sum + t.rows, 0)
				say(
					`Backup written to ${file} (${megabytes(result.bytes)}): ${rows} rows in ` +
						`${result.manifest.database.tables.length} tables, ${result.manifest.files.count} files, ` +
						`in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
				)
				return 0
			}
			const outcome = await runBackup(handle, storage, place, env, {
				trigger: 'command',
				slot: `command-${new Date().toISOString()}`,
				say,
			})
			if (!outcome?.ok) {
				say(
					`The backup failed: ${outcome ? outcome.error : 'another one started at the same instant'}`,
				)
				return 1
			}
			const rows = outcome.manifest.database.tables.reduce((sum, t) => sum + t.rows, 0)
			say(
				`Backup ${outcome.archive} written to ${place.describe} (${megabytes(outcome.bytes)}): ` +
					`${rows} rows in ${outcome.manifest.database.tables.length} tables, ` +
					`${outcome.manifest.files.count} files, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
			)
			return 0
		} finally {
			await handle.close()
			if ('close' in storage && typeof storage.close === 'function') await storage.close()
		}
	} catch (error) {
		say(`The backup failed: ${error instanceof Error ? error.message : error}`)
		return 1
	} finally {
		await place.close()
	}
}

/** `npm run restore`: 0 restored, 2 refused (nothing changed) or wrong arguments, 1 failed. */
export async function runRestoreCommand(argv: string[], env: Env, say: Say = console.log) {
	let archive: string | undefined
	let replace = false
	for (const arg of argv) {
		if (arg === '--replace') replace = true
		else if (arg === '--help' || arg === '-h') {
			say(RESTORE_USAGE)
			return 0
		} else if (arg.startsWith('-') || archive) {
			say(`Unknown argument: ${arg}\n\n${RESTORE_USAGE}`)
			return 2
		} else archive = arg
	}
	if (!archive) {
		say(RESTORE_USAGE)
		return 2
	}
	const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'council-restore-'))
	const place = backupPlace(env)
	const storage = storageFromEnv(env)
	let handle: DbHandle | undefined
	try {
		let file = path.resolve(archive)
		if (!fs.existsSync(file)) {
			const fetched = path.join(work, path.basename(archive))
			if (!(await place.fetch(path.basename(archive), fetched))) {
				say(`There is no file ${file}, and no backup named ${archive} in ${place.describe}.`)
				return 2
			}
			file = fetched
		}
		const open = () => fs.createReadStream(file)
		say(`Checking ${archive}…`)
		const manifest = await verifyArchive(open)
		const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0)
		say(
			`The backup of ${manifest.createdAt} is whole: ${rows} rows in ${manifest.database.tables.length} ` +
				`tables (from ${manifest.database.dialect}, at ${manifest.database.migrations.at(-1)}), ` +
				`${manifest.files.count} files (${megabytes(manifest.files.bytes)}).`,
		)
		await checkStorage(storage)
		handle = openFromEnv(env)
		const started = Date.now()
		const result = await restoreArchive(handle, storage, open, manifest, {
			replace,
			skipKey: backupKeysOf(env),
			say: (line) => say(`  ${line}`),
		})
		say(
			`Restored into ${handle.dialect === 'postgres' ? 'PostgreSQL' : `SQLite (${sqlitePath(env)})`} and ` +
				`${storage.kind === 's3' ? 'the object store' : 'the local folder'} in ` +
				`${((Date.now() - started) / 1000).toFixed(1)} s` +
				(result.migrated.length ? `, then migrated: ${result.migrated.join(', ')}` : '') +
				'. Start the site as usual.',
		)
		return 0
	} catch (error) {
		if (error instanceof RestoreRefused) {
			say(error.message)
			return 2
		}
		say(
			`The restore failed: ${error instanceof Error ? error.message : error}\n` +
				'The database may now be empty: correct the cause, then run the restore again with --replace.',
		)
		return 1
	} finally {
		await handle?.close()
		await place.close()
		if ('close' in storage && typeof storage.close === 'function') await storage.close()
		await fsp.rm(work, { recursive: true, force: true })
	}
}
