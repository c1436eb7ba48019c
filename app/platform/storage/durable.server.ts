import fsp from 'node:fs/promises'
import path from 'node:path'

/** fsync of a file or a folder by its path (a folder's sync makes the names in it durable). */
async function syncPath(file: string) {
	const handle = await fsp.open(file, 'r')
	try {
		await handle.sync()
	} finally {
		await handle.close()
	}
}

/** Makes a file's bytes and its name in its folder durable: after a power cut, the whole file. */
export async function syncFileAndFolder(file: string) {
	await syncPath(file)
	await syncPath(path.dirname(file))
}

/**
 * Writes `body` to `file` durably, readers seeing the old file or the new one and never a part:
 * to a temporary file that is synced, renamed into place, and its folder synced (and each folder
 * this write created, with the one holding it), so a power cut after this resolves cannot leave the
 * file empty or missing (issue 32: an acknowledged picture must survive).
 */
export async function writeFileDurably(file: string, body: Uint8Array, temp: string) {
	const dir = path.dirname(file)
	const created = await fsp.mkdir(dir, { recursive: true })
	const handle = await fsp.open(temp, 'wx')
	try {
		try {
			await handle.writeFile(body)
			await handle.sync()
		} finally {
			await handle.close()
		}
		await fsp.rename(temp, file)
	} catch (error) {
		await fsp.rm(temp, { force: true })
		throw error
	}
	await syncPath(dir)
	// New folders: each one's name lives in its parent.
	if (created)
		for (let folder = dir; folder !== path.dirname(created); folder = path.dirname(folder))
			await syncPath(path.dirname(folder))
}
