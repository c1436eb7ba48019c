import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { currentCouncil } from '#app/db/client.server'
import type { Env } from '#app/platform/env.server'
import { syncFileAndFolder } from '#app/platform/storage/durable.server'
import { S3Storage, s3OptionsFromEnv } from '#app/platform/storage/s3-storage.server'
import { archiveTime } from './retention'

/**
 * Where backups are written (decision 047): a folder (BACKUP_DIR, by default DATA_DIR/backups) or
 * a folder of the object store's bucket (BACKUP_TO=s3, the default when STORAGE=s3).
 */
export interface BackupPlace {
	kind: 'folder' | 's3'
	/** For the command line: `the folder /srv/council/backups`, `bucket council-files, under backups/`. */
	describe: string
	/** The same in any language: `/srv/council/backups`, `s3://council-files/backups/`. */
	where: string
	/** Makes an archive with `make(file)` and stores it under `name`, whole or not at all. */
	write<R>(name: string, make: (file: string) => Promise<R>): Promise<R>
	/** The archives there, by name (files that are not archives are left out). */
	list(): Promise<string[]>
	has(name: string): Promise<boolean>
	remove(name: string): Promise<void>
	/** Copies an archive to a local file (restoring from the bucket). False: no such archive. */
	fetch(name: string, file: string): Promise<boolean>
	close(): Promise<void>
}

export function folderPlace(dir: string): BackupPlace {
	const at = (name: string) => path.join(dir, name)
	return {
		kind: 'folder',
		describe: `the folder ${dir}`,
		where: dir,
		async write(name, make) {
			await fsp.mkdir(dir, { recursive: true })
			const partial = at(`.${name}.partial`)
			await fsp.rm(partial, { force: true })
			try {
				const result = await make(partial)
				await fsp.rename(partial, at(name))
				await syncFileAndFolder(at(name))
				return result
			} finally {
				await fsp.rm(partial, { force: true })
			}
		},
		async list() {
			const names = await fsp.readdir(dir).catch(() => [] as string[])
			return names.filter((name) => archiveTime(name) !== null)
		},
		has: (name) =>
			fsp.stat(at(name)).then(
				(s) => s.isFile(),
				() => false,
			),
		remove: (name) => fsp.rm(at(name), { force: true }),
		async fetch(name, file) {
			if (!(await this.has(name))) return false
			await fsp.copyFile(at(name), file)
			return true
		},
		close: async () => {},
	}
}

export function s3Place(env: Env, partSize?: number): BackupPlace {
	const options = { ...s3OptionsFromEnv(env), prefix: backupPrefix(env) }
	const store = new S3Storage(options)
	return {
		kind: 's3',
		describe: `bucket ${options.bucket}, under ${options.prefix}`,
		where: `s3://${options.bucket}/${options.prefix}`,
		async write(name, make) {
			const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'council-archive-'))
			try {
				const file = path.join(work, name)
				const result = await make(file)
				await store.putFile(name, file, 'application/gzip', partSize)
				return result
			} finally {
				await fsp.rm(work, { recursive: true, force: true })
			}
		},
		async list() {
			const names: string[] = []
			for await (const key of store.list()) if (archiveTime(key) !== null) names.push(key)
			return names
		},
		has: async (name) => (await store.head(name)) !== null,
		remove: (name) => store.delete(name),
		async fetch(name, file) {
			const body = await store.read(name)
			if (!body) return false
			await pipeline(body, fs.createWriteStream(file))
			return true
		},
		close: () => store.close(),
	}
}

/**
 * The bucket folder backups go to: BACKUP_S3_PREFIX, else beside the files' folder; serving
 * several councils, each council's under it (`councils/<id>/`), so no council's rotation ever
 * removes another's archives (decision 060).
 */
function backupPrefix(env: Env) {
	const base = env.BACKUP_S3_PREFIX
		? env.BACKUP_S3_PREFIX
		: env.S3_PREFIX
			? `${env.S3_PREFIX.slice(0, -1)}-backups/`
			: 'backups/'
	const council = currentCouncil()
	return council ? `${base}councils/${council.id}/` : base
}

export function backupPlace(env: Env): BackupPlace {
	const to = env.BACKUP_TO ?? (env.STORAGE === 's3' ? 's3' : 'folder')
	if (to === 's3') return s3Place(env)
	const base = path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'))
	const council = currentCouncil()
	return folderPlace(council ? path.join(base, 'councils', council.id) : base)
}

/**
 * Keys of the file store that are backups, not the council's files: when the backups' folder of
 * the bucket lies inside the files' folder (files at the bucket's root), they are listed with them.
 */
export function backupKeysOf(env: Env): (key: string) => boolean {
	const to = env.BACKUP_TO ?? (env.STORAGE === 's3' ? 's3' : 'folder')
	if (to !== 's3' || env.STORAGE !== 's3') return () => false
	const council = currentCouncil()
	const files = `${env.S3_PREFIX ?? ''}${council ? `councils/${council.id}/` : ''}`
	const backups = backupPrefix(env)
	if (!backups.startsWith(files)) return () => false
	const inside = backups.slice(files.length)
	return (key) => key.startsWith(inside)
}
