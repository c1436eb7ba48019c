// The built server (build/server/index.js), for the command-line tools (`npm run user`, `setup`,
// `files:migrate`): they use the same code and configuration as the site. Exits with a message
// when there is no build yet.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export async function loadBuiltServer() {
	const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
	const entry = path.join(root, 'build/server/index.js')
	if (!fs.existsSync(entry)) {
		console.error('No build found. Run `npm run build` first.')
		process.exit(1)
	}
	return import(entry)
}
