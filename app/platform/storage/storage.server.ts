import path from 'node:path'
import { getEnv } from '#app/platform/env.server'
import { LocalStorage } from './local-storage.server'
import type { FileStorage } from './types'

export * from './types'

let current: FileStorage | undefined

/** The store chosen at start-up from the environment. */
export function getStorage(): FileStorage {
	current ??= storageFromEnv()
	return current
}

/** Tests (and the files command) choose the store explicitly; undefined goes back to the env. */
export function setStorage(storage: FileStorage | undefined): void {
	current = storage
}

function storageFromEnv(): FileStorage {
	return new LocalStorage(path.resolve(getEnv().DATA_DIR, 'uploads'))
}
