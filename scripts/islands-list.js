// Where the public pages' islands are (decision 058): every `*.island.ts` under app/, named by
// its file (`app/features/alerts/alert-banner.island.ts` is the island `alert-banner`).
// Shared by the build (build-islands.js) and the development server (islands.server.ts).
import fs from 'node:fs'
import path from 'node:path'

/** @param {string} root the project's folder @returns {{ name: string, file: string }[]} */
export function findIslands(root) {
	const found = []
	const walk = (dir) => {
		for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
			const relative = path.posix.join(dir, entry.name)
			if (entry.isDirectory()) walk(relative)
			else if (entry.name.endsWith('.island.ts'))
				found.push({ name: entry.name.slice(0, -'.island.ts'.length), file: relative })
		}
	}
	walk('app')
	const names = new Set()
	for (const { name, file } of found) {
		if (names.has(name)) throw new Error(`two islands are named ${name} (${file})`)
		names.add(name)
	}
	return found.sort((a, b) => a.name.localeCompare(b.name))
}
