// Shared by the benchmarks: build the production site when there is none yet (or always, when
// asked). A stale build is not detected; pass --build after changing the app.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Runs `npm run build` if `build/server/index.js` is missing, or always with `force`.
 * Throws (with the exit status) when the build fails.
 * @param {boolean} force
 * @param {string} [tag] prefix of the progress line
 */
export function ensureBuild(force, tag = 'bench') {
	const entry = path.join(root, 'build/server/index.js')
	if (!force && fs.existsSync(entry)) return
	console.log(force ? `[${tag}] --build: building…` : `[${tag}] no build found: building…`)
	const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
	if (result.status !== 0)
		throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`)
}
