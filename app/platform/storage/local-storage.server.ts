import crypto from 'node:crypto'
import type fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { writeFileDurably } from './durable.server'
import { assertKey, type ByteRange, type FileStorage, type StoredObject } from './types'

/** Types by extension, for objects on disk (the folder keeps no metadata of its own). */
const TYPES: Record<string, string> = {
	'.avif': 'image/avif',
	'.webp': 'image/webp',
	'.pdf': 'application/pdf',
	'.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
	'.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
	'.odt': 'application/vnd.oasis.opendocument.text',
	'.ods': 'application/vnd.oasis.opendocument.spreadsheet',
}

export function typeOfKey(key: string): string {
	return TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * Objects as files under one folder (DATA_DIR/uploads by default). A write goes to a temporary
 * file that is renamed into place, so a reader never sees half a file, and is synced to the disk
 * (file and folder) before `put` resolves, so the row that points to it commits after its bytes.
 */
export class LocalStorage implements FileStorage {
	readonly kind = 'local' as const
	constructor(readonly dir: string) {}

	private file(key: string): string {
		assertKey(key)
		return path.join(this.dir, ...key.split('/'))
	}

	async put(key: string, body: Uint8Array, _contentType: string): Promise<void> {
		const file = this.file(key)
		const temp = path.join(
			path.dirname(file),
			`.${path.basename(file)}.${crypto.randomBytes(6).toString('hex')}.tmp`,
		)
		await writeFileDurably(file, body, temp)
	}

	async head(key: string): Promise<StoredObject | null> {
		try {
			const stat = await fsp.stat(this.file(key))
			if (!stat.isFile()) return null
			return {
				key,
				size: stat.size,
				contentType: typeOfKey(key),
				// Size and modification time: changes whenever the file is replaced.
				etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
				lastModified: stat.mtime,
			}
		} catch {
			return null
		}
	}

	async read(key: string, range?: ByteRange): Promise<Readable | null> {
		const file = this.file(key)
		try {
			const handle = await fsp.open(file, 'r')
			return handle.createReadStream(range ? { start: range.start, end: range.end } : {})
		} catch {
			return null
		}
	}

	async delete(key: string): Promise<void> {
		await fsp.rm(this.file(key), { force: true })
	}

	async *list(prefix = ''): AsyncIterable<string> {
		const walk = async function* (dir: string, rel: string): AsyncIterable<string> {
			let entries: fs.Dirent[]
			try {
				entries = await fsp.readdir(dir, { withFileTypes: true })
			} catch {
				return
			}
			for (const entry of entries) {
				if (entry.name.startsWith('.')) continue
				const key = rel ? `${rel}/${entry.name}` : entry.name
				if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key)
				else if (entry.isFile()) yield key
			}
		}
		for await (const key of walk(this.dir, '')) if (key.startsWith(prefix)) yield key
	}
}
