// `npm start`: build when the build is missing or older than the sources, then serve.
// The server itself migrates the database and seeds a fresh one before it listens.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildEntry = path.join(root, 'build/server/index.js')
const sources = [
	'app',
	'server',
	'public',
	'vite.config.ts',
	'react-router.config.ts',
	'package.json',
	'package-lock.json',
]

function newestMtime(target) {
	if (!fs.existsSync(target)) return 0
	const stat = fs.statSync(target)
	if (!stat.isDirectory()) return stat.mtimeMs
	let newest = stat.mtimeMs
	for (const entry of fs.readdirSync(target))
		newest = Math.max(newest, newestMtime(path.join(target, entry)))
	return newest
}

export function buildIsStale() {
	if (!fs.existsSync(buildEntry)) return 'missing'
	const built = fs.statSync(buildEntry).mtimeMs
	const changed = sources.find((s) => newestMtime(path.join(root, s)) > built)
	return changed ? `older than ${changed}` : false
}

const stale = buildIsStale()
if (stale) {
	console.log(`[start] build ${stale}: building…`)
	const result = spawnSync('npm', ['run', 'build'], {
		cwd: root,
		stdio: 'inherit',
		shell: process.platform === 'win32',
	})
	if (result.status !== 0) process.exit(result.status ?? 1)
}

await import('../server/index.js')
