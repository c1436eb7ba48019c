import os from 'node:os'
import path from 'node:path'

/**
 * Where the signed-in administrator's cookies are kept between the setup and the admin tests: one
 * file per staff-area server (SQLite and PostgreSQL), named by its port.
 */
export function adminStatePath(baseURL: string) {
	return path.join(os.tmpdir(), `council-e2e-${new URL(baseURL).port}-admin-state.json`)
}
