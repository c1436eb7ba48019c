import type { Readable } from 'node:stream'

/** What the store knows about one object (docs/decisions: file storage). */
export interface StoredObject {
	key: string
	/** Bytes. */
	size: number
	contentType: string
	/** A strong validator for the bytes (quoted, as sent in `ETag`). */
	etag: string
	lastModified: Date
}

/** An inclusive byte range, as in `Range: bytes=start-end`. */
export interface ByteRange {
	start: number
	end: number
}

/**
 * Where uploaded files (picture renditions, documents) live. Keys are names the server chose
 * (`[a-z0-9][a-z0-9._/-]*`, no `..`), never a name from a request or an upload.
 * Two backends: a folder under DATA_DIR (one machine) and an S3-compatible object store (several).
 */
export interface FileStorage {
	readonly kind: 'local' | 's3'
	/** Writes the whole object; readers see the old object or the new one, never a part. */
	put(key: string, body: Uint8Array, contentType: string): Promise<void>
	/** null when there is no such object. */
	head(key: string): Promise<StoredObject | null>
	/** The object's bytes, or one range of them; null when there is no such object. */
	read(key: string, range?: ByteRange): Promise<Readable | null>
	/** Removes the object; no error when it is already gone. */
	delete(key: string): Promise<void>
	/** Every key under a prefix ('' for all), in no particular order. */
	list(prefix?: string): AsyncIterable<string>
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/

/** True for keys the server may write: lower-case names in folders, no `..`, no leading dot. */
export function validKey(key: string): boolean {
	return key.length <= 512 && KEY.test(key) && !key.split('/').some((part) => part.includes('..'))
}

export function assertKey(key: string): void {
	if (!validKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`)
}
