// Files between the local folder and the object store: `npm run files:migrate -- [--dry-run]
// [--to s3|local]`. Uses the built server (run `npm run build` first, or `npm start` once) and the
// same configuration as the site (DATA_DIR, STORAGE and the S3_ variables).
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
try {
	process.exitCode = await app.filesCommand(process.argv.slice(2))
} catch (error) {
	// A configuration the site would refuse too (Invalid environment configuration: …).
	console.error(error instanceof Error ? error.message : error)
	process.exitCode = 1
}
