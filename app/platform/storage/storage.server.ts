import path from 'node:path'
import { currentCouncil, type CouncilScope } from '#app/db/client.server'
import { getEnv, type Env } from '#app/platform/env.server'
import { LocalStorage } from './local-storage.server'
import { S3Storage, s3OptionsFromEnv } from './s3-storage.server'
import type { FileStorage } from './types'

export * from './types'

let chosen: FileStorage | undefined
let fromEnv: { env: Env; storage: FileStorage } | undefined

/**
 * The store the environment names (STORAGE, docs/decisions/032-file-storage.md): the folder
 * DATA_DIR/uploads, or the S3-compatible store. Made once per parsed environment, so it stays
 * the same for the life of the process (tests that reload the environment get a new one).
 */
export function getStorage(): FileStorage {
	const council = currentCouncil()
	if (council) return councilStorage(council)
	if (chosen) return chosen
	const env = getEnv()
	if (fromEnv?.env !== env) fromEnv = { env, storage: storageFromEnv(env) }
	return fromEnv.storage
}

const STORAGE = Symbol('file storage')

/**
 * A council's own files, serving several (decision 060): the folder DATA_DIR/councils/<id>/uploads,
 * or the object store under the prefix `councils/<id>/` (after S3_PREFIX). Made once per council.
 */
export function councilStorage(council: CouncilScope, env: Env = getEnv()): FileStorage {
	let storage = council.kept.get(STORAGE) as FileStorage | undefined
	if (!storage) {
		storage =
			env.STORAGE === 's3'
				? new S3Storage({
						...s3OptionsFromEnv(env),
						prefix: `${env.S3_PREFIX ?? ''}councils/${council.id}/`,
					})
				: new LocalStorage(path.resolve(env.DATA_DIR, 'councils', council.id, 'uploads'))
		council.kept.set(STORAGE, storage)
	}
	return storage
}

/** Tests (and the files command) choose the store explicitly; undefined goes back to the env. */
export function setStorage(storage: FileStorage | undefined): void {
	chosen = storage
}

/** The local folder of an install, whatever STORAGE says (where the files command copies from). */
export function localStorageOf(env: Env = getEnv()): LocalStorage {
	return new LocalStorage(path.resolve(env.DATA_DIR, 'uploads'))
}

export function storageFromEnv(env: Env = getEnv()): FileStorage {
	return env.STORAGE === 's3' ? new S3Storage(s3OptionsFromEnv(env)) : localStorageOf(env)
}

/**
 * Before the server listens: an object store that cannot be reached, has no such bucket or
 * refuses the credentials stops start-up with a message naming the variable to fix. (The local
 * folder is created on the first write.)
 */
export async function checkStorage(storage: FileStorage = getStorage()): Promise<void> {
	if (storage instanceof S3Storage) await storage.check()
}
