// Staff accounts from the command line: `npm run user -- create|reset-password|list …`.
// Uses the built server (run `npm run build` first, or `npm start` once) and the same
// configuration as the site (DATA_DIR or DATABASE_URL).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const entry = path.join(root, 'build/server/index.js')
if (!fs.existsSync(entry)) {
	console.error('No build found. Run `npm run build` first.')
	process.exit(1)
}
const app = await import(entry)
process.exitCode = await app.userCommand(process.argv.slice(2))
