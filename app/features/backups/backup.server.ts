import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { once } from 'node:events'
import type { DbHandle } from '#app/db/client.server'
import type { FileStorage } from '#app/platform/storage/storage.server'
import {
	ArchiveWriter,
	FORMAT,
	FORMAT_VERSION,
	fileEntryName,
	tableEntryName,
	type FileEntry,
	type Manifest,
	type TableEntry,
} from './archive.server'
import { NOT_BACKED_UP, withSnapshot } from './snapshot.server'

export interface BackupOptions {
	/** Keys of the store that are not the council's files (the backups themselves, when in it). */
	skipKey?: (key: string) => boolean
	/** Where the rows wait while the archive is written (the system's temp folder by default). */
	tempDir?: string
	now?: Date
}

export interface BackupResult {
	manifest: Manifest
	/** The archive's size in bytes. */
	bytes: number
}

/**
 * Writes one archive of everything the council has to `file` (which must not exist): the rows of
 * every table, read from one consistent snapshot while the site goes on serving and saving, then
 * every stored file. A file deleted between the snapshot and its copy is left out (its row was
 * being deleted too); a partial archive is removed when anything fails.
 */
export async function createBackup(
	handle: DbHandle,
	storage: FileStorage,
	file: string,
	options: BackupOptions = {},
): Promise<BackupResult> {
	const work = await fsp.mkdtemp(path.join(options.tempDir ?? os.tmpdir(), 'council-backup-'))
	const createdAt = (options.now ?? new Date()).toISOString()
	let writer: ArchiveWriter | undefined
	try {
		// 1. The rows, from one instant, into files of their own: a tar header needs each size first,
		// and the snapshot is held only as long as the rows take to read.
		const dumped = await withSnapshot(handle, async (snapshot) => {
			const tables: (TableEntry & { file: string })[] = []
			for (const name of snapshot.tables) {
				if (NOT_BACKED_UP.has(name)) continue
				const file = path.join(work, `${tables.length}.jsonl`)
				const out = fs.createWriteStream(file)
				let rows = 0
				for await (const batch of snapshot.rows(name)) {
					rows += batch.length
					const text = batch.map((row) => `${JSON.stringify(row)}\n`).join('')
					if (!out.write(text)) await once(out, 'drain')
				}
				out.end()
				await once(out, 'finish')
				tables.push({ name, rows, bytes: out.bytesWritten, sha256: '', file })
			}
			return { dialect: snapshot.dialect, migrations: snapshot.migrations, tables }
		})

		// 2. The archive: rows, then files, then the manifest.
		writer = new ArchiveWriter(file)
		for (const table of dumped.tables)
			table.sha256 = await writer.add(
				tableEntryName(table.name),
				table.bytes,
				fs.createReadStream(table.file),
			)
		const files: FileEntry[] = []
		let fileBytes = 0
		for await (const key of storage.list()) {
			if (options.skipKey?.(key)) continue
			const head = await storage.head(key)
			const body = head && (await storage.read(key))
			if (!head || !body) continue // deleted since it was listed
			const sha256 = await writer.add(fileEntryName(key), head.size, body)
			files.push({ key, size: head.size, contentType: head.contentType, sha256 })
			fileBytes += head.size
		}
		const manifest: Manifest = {
			format: FORMAT,
			version: FORMAT_VERSION,
			createdAt,
			database: {
				dialect: dumped.dialect,
				migrations: dumped.migrations,
				tables: dumped.tables.map(({ name, rows, bytes, sha256 }) => ({
					name,
					rows,
					bytes,
					sha256,
				})),
			},
			files: { source: storage.kind, count: files.length, bytes: fileBytes, entries: files },
		}
		await writer.finish(manifest)
		return { manifest, bytes: (await fsp.stat(file)).size }
	} catch (error) {
		if (writer) {
			await writer.abort(error as Error)
			await fsp.rm(file, { force: true })
		}
		throw error
	} finally {
		await fsp.rm(work, { recursive: true, force: true })
	}
}
