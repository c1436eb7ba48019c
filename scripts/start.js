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

// A production install (`npm install --omit=dev`) has no build tools: it serves the build made
// before the development packages were left out. (Installing rewrites package-lock.json, so the
// build always looks older than it then.)
const canBuild = fs.existsSync(path.join(root, 'node_modules/@react-router/dev/package.json'))

const stale = buildIsStale()
if (stale && !canBuild) {
	if (stale === 'missing') {
		console.error(
			'[start] no build, and the build tools are not installed (npm install --omit=dev).\n' +
				'Build first with every package installed (`npm install && npm run build`), then leave\n' +
				'the development packages out (`npm prune --omit=dev`).',
		)
		process.exit(1)
	}
	console.log('[start] build tools not installed (production install): serving the existing build')
} else if (stale) {
	console.log(`[start] build ${stale}: building…`)
	const result = spawnSync('npm', ['run', 'build'], {
		cwd: root,
		stdio: 'inherit',
		shell: process.platform === 'win32',
	})
	if (result.status !== 0) process.exit(result.status ?? 1)
}

await import('../server/index.js')
