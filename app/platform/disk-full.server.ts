import fs from 'node:fs'
import { nowMs } from './clock.server'

/**
 * A full disk (decision 049): what the server knows of it, for `/healthz` and the start-up.
 * Writes that failed for want of space are noted as they happen; the free space of the data
 * folder is read when asked.
 */

/** Below this, the data folder's disk counts as full (SQLite needs room for its WAL and index). */
export const FULL_BELOW_BYTES = 1024 * 1024
/** A write that failed for want of space says "failing" for this long. */
const REMEMBER_MS = 60_000

let lastFull = 0

/** A write failed because the disk is full (called where such errors are seen). */
export function noteDiskFull() {
	lastFull = nowMs()
}

/** Bytes free for this process on the disk that holds `dir`, or null when it cannot be told. */
export function freeBytes(dir: string): number | null {
	try {
		const stats = fs.statfsSync(dir)
		return stats.bavail * stats.bsize
	} catch {
		return null
	}
}

/** Is the disk that holds `dir` full (or nearly: less than FULL_BELOW_BYTES free)? */
export function diskIsFull(dir: string) {
	const free = freeBytes(dir)
	return free !== null && free < FULL_BELOW_BYTES
}

/** Did a write fail for want of space within the last minute? */
export function writesFailedLately() {
	return lastFull !== 0 && nowMs() - lastFull < REMEMBER_MS
}
