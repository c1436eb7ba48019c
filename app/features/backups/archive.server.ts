import crypto from 'node:crypto'
import fs from 'node:fs'
import { once } from 'node:events'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'
import zlib from 'node:zlib'
import tar from 'tar-stream'

/**
 * A backup archive (decision 047): a gzipped tar of
 * - `database/<table>.jsonl`, one JSON object a row, the engines' common types;
 * - `files/<key>`, each stored file's bytes;
 * - `manifest.json`, last: what the archive holds, with each entry's size and SHA-256.
 * Any tar tool can list and unpack it; `npm run restore` reads it.
 */
export const FORMAT = 'council-site-backup'
export const FORMAT_VERSION = 1

export interface TableEntry {
	name: string
	rows: number
	bytes: number
	sha256: string
}

export interface FileEntry {
	key: string
	size: number
	contentType: string
	sha256: string
}

export interface Manifest {
	format: typeof FORMAT
	version: number
	createdAt: string
	database: {
		/** The engine the backup was taken from (any engine restores it). */
		dialect: 'sqlite' | 'postgres'
		/** The migrations the database had, in order: the schema the rows are in. */
		migrations: string[]
		tables: TableEntry[]
	}
	files: { source: 'local' | 's3'; count: number; bytes: number; entries: FileEntry[] }
}

export const tableEntryName = (table: string) => `database/${table}.jsonl`
export const fileEntryName = (key: string) => `files/${key}`
export const MANIFEST = 'manifest.json'

/** Writes entries into a gzipped tar file, each with its SHA-256 computed as it goes. */
export class ArchiveWriter {
	private readonly pack = tar.pack()
	private readonly done: Promise<void>

	constructor(file: string) {
		// Pictures and PDFs are compressed already; the rows compress well at a cheap level.
		this.done = pipeline(
			this.pack,
			zlib.createGzip({ level: 6 }),
			fs.createWriteStream(file, { flags: 'wx' }),
		)
		// Seen by `finish`; without a handler here, a failed write is an unhandled rejection.
		this.done.catch(() => {})
	}

	/**
	 * Adds an entry of exactly `size` bytes from `body` (a tar header carries the size before the
	 * bytes). Fewer or more bytes than announced is an error: the file changed while it was read.
	 */
	async add(
		name: string,
		size: number,
		body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
	): Promise<string> {
		const hash = crypto.createHash('sha256')
		let written = 0
		let failed: Error | undefined
		const entryDone = new Promise<void>((resolve, reject) => {
			const entry = this.pack.entry({ name, size, mtime: new Date(0) }, (error) =>
				error ? reject(error) : resolve(),
			)
			void (async () => {
				try {
					for await (const chunk of body) {
						written += chunk.length
						if (written > size) throw new Error(`${name} grew while it was read`)
						hash.update(chunk)
						if (!entry.write(chunk)) await once(entry, 'drain')
					}
					if (written !== size) throw new Error(`${name}: read ${written} bytes, expected ${size}`)
					entry.end(undefined)
				} catch (error) {
					failed = error as Error
					entry.destroy(failed)
					reject(failed)
				}
			})()
		})
		await Promise.race([entryDone, this.done])
		if (failed) throw failed
		return hash.digest('hex')
	}

	async finish(manifest: Manifest) {
		const bytes = Buffer.from(JSON.stringify(manifest, null, '\t'))
		await this.add(MANIFEST, bytes.length, [bytes])
		this.pack.finalize()
		await this.done
	}

	/** Stops writing (the caller removes the partial file). */
	async abort(error: Error) {
		this.pack.destroy(error)
		await this.done.catch(() => {})
	}
}

export interface ArchiveEntry {
	name: string
	size: number
	body: AsyncIterable<Buffer>
}

/**
 * Reads a gzipped tar entry by entry. Each entry's body must be read (or left) before the next
 * one comes; a damaged file (bad gzip, cut short) throws.
 */
export async function* readArchive(input: Readable): AsyncIterable<ArchiveEntry> {
	const extract = tar.extract()
	const feeding = pipeline(input, zlib.createGunzip(), extract)
	feeding.catch(() => {})
	try {
		for await (const entry of extract) {
			if (entry.header.type !== 'file') {
				entry.resume()
				continue
			}
			yield {
				name: entry.header.name,
				size: entry.header.size ?? 0,
				body: entry as AsyncIterable<Buffer>,
			}
			// What the caller did not read is skipped.
			entry.resume()
		}
		await feeding
	} finally {
		input.destroy()
	}
}

/** The SHA-256 and size of an entry's bytes, read to the end. */
export async function digest(body: AsyncIterable<Uint8Array>) {
	const hash = crypto.createHash('sha256')
	let size = 0
	for await (const chunk of body) {
		hash.update(chunk)
		size += chunk.length
	}
	return { sha256: hash.digest('hex'), size }
}
