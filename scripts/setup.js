// A real council's first run: `npm run setup -- --name "…" --name-fr "…" --short-name …` writes the
// council's identity, and prepares the database without the sample council (the standard pages are
// written as a skeleton marked "to be written"). Uses the built server (run `npm run build` first,
// or `npm start` once) and the same configuration as the site (DATA_DIR or DATABASE_URL).
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
process.exitCode = await app.setupCommand(process.argv.slice(2))
