import os from 'node:os'
import path from 'node:path'

/** Where the signed-in administrator's cookies are kept between the setup and the admin tests. */
export function adminStatePath(port = Number(process.env.E2E_PORT ?? 3210) + 1) {
	return path.join(os.tmpdir(), `council-e2e-${port}-admin-state.json`)
}
